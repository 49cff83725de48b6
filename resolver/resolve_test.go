package resolver

import (
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/surefill/surefill/dom"
)

func newR(t testing.TB, html string, opts *Options) *Resolver {
	t.Helper()
	return New(parse(t, []byte(html)), opts)
}

func page(t testing.TB, name string, opts *Options) *Resolver {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name + ".html")
	if err != nil {
		t.Fatal(err)
	}
	return New(parse(t, b), opts)
}

// resolveName resolves t and returns the name attribute of its first
// element ("" on error).
func resolveName(t *testing.T, r *Resolver, tt Target) (string, error) {
	t.Helper()
	ns, err := r.Resolve(tt)
	if err != nil {
		return "", err
	}
	return ns[0].AttrOr("name"), nil
}

func asError(t *testing.T, err error) *Error {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v (%T) is not a *resolver.Error", err, err)
	}
	return e
}

func TestMatchingRule(t *testing.T) {
	r := newR(t, `<form>
	<label>E-mail * <input name=email></label>
	<label>Prénom : <input name=first></label>
	<label>Phone (optional) <input name=phone></label>
	<label>First name <input name=fn></label>
	<label>Last   name
	 <input name=ln></label>
	<label>STRASSE <input name=street></label>
	</form>`, nil)
	cases := []struct {
		t    Target
		want string // name attribute, or "!code"
	}{
		{Label("e-mail"), "email"},
		{Label("E-MAIL:"), "email"},
		{Label("email"), "!not_found"},
		{LabelMatch(regexp.MustCompile(`^e-?mail`)), "email"},
		{LabelMatch(regexp.MustCompile(`^E-mail$`)), "email"},
		{Label("prenom"), "first"},
		{Label("PRÉNOM"), "first"},
		{Label("Phone"), "phone"},
		{Label("phone (Optional)"), "phone"},
		{Label("Name"), "!not_found"}, // no substring default
		{Label("last name"), "ln"},
		{Label("Straße"), "street"}, // full case folding: ß is ss
		{LabelMatch(regexp.MustCompile(`name$`)), "!ambiguous"},
		{Label(""), "!not_found"},
		{LabelMatch(nil), "!not_found"},
	}
	for _, c := range cases {
		got, err := resolveName(t, r, c.t)
		if err != nil {
			got = "!" + string(asError(t, err).Code)
		}
		if got != c.want {
			t.Errorf("%s = %q, want %q (%v)", c.t, got, c.want, err)
		}
	}
}

func TestTargetStrings(t *testing.T) {
	cases := []struct {
		t    Target
		want string
	}{
		{Label("Email"), `surefill.Label("Email")`},
		{LabelMatch(regexp.MustCompile(`^e-?mail`)), "surefill.LabelMatch(regexp.MustCompile(\"^e-?mail\"))"},
		{LabelMatch(regexp.MustCompile(`^\d+`)), "surefill.LabelMatch(regexp.MustCompile(`^\\d+`))"},
		{Role("button", "Yes"), `surefill.Role("button", "Yes")`},
		{Role("Checkbox", ""), `surefill.Role("checkbox", "")`},
		{RoleMatch("option", regexp.MustCompile(`(?i)^berlin`)), "surefill.RoleMatch(\"option\", regexp.MustCompile(\"(?i)^berlin\"))"},
		{Text("Forgot password?"), `surefill.Text("Forgot password?")`},
		{TextMatch(regexp.MustCompile(`Step \d`)), "surefill.TextMatch(regexp.MustCompile(`Step \\d`))"},
		{CSS("#email"), `surefill.CSS("#email")`},
		{CSS(`[name="q"]`), "surefill.CSS(`[name=\"q\"]`)"},
		{Label("City").Within(Role("group", "Home address")), `surefill.Label("City").Within(surefill.Role("group", "Home address"))`},
		{Label("A").Within(CSS("#f")).Within(Role("form", "X")), `surefill.Label("A").Within(surefill.CSS("#f")).Within(surefill.Role("form", "X"))`},
		{FieldRef{Gen: 3, Node: 42}, `surefill.FieldRef{Gen: 3, Node: 42}`},
		{Label("Say \"hi\"\n"), `surefill.Label("Say \"hi\"\n")`},
	}
	for _, c := range cases {
		if got := c.t.String(); got != c.want {
			t.Errorf("String() = %s, want %s", got, c.want)
		}
		back, err := ParseTarget(c.t.String())
		if err != nil {
			t.Errorf("ParseTarget(%s): %v", c.t, err)
			continue
		}
		if back.String() != c.t.String() {
			t.Errorf("ParseTarget(%s) = %s", c.t, back)
		}
	}
	// A target is not changed by Within: Within returns a new target.
	base := Label("City")
	_ = base.Within(CSS("#a"))
	if base.String() != `surefill.Label("City")` {
		t.Errorf("Within changed its receiver: %s", base)
	}
	for _, bad := range []string{"", "Label(", "surefill.Foo(\"x\")", "Label(x)", "Label(\"a\").Near(Label(\"b\"))", "LabelMatch(\"x\")", "LabelMatch(regexp.MustCompile(\"(\"))"} {
		if _, err := ParseTarget(bad); err == nil {
			t.Errorf("ParseTarget(%q) accepted", bad)
		}
	}
	if _, err := ParseTarget(`Label("no package")`); err != nil {
		t.Errorf("unqualified constructor refused: %v", err)
	}
	b, _ := json.Marshal(struct{ T Target }{Label("x")})
	if string(b) != `{"T":"surefill.Label(\"x\")"}` {
		t.Errorf("json = %s", b)
	}
}

func TestVisibilityRule(t *testing.T) {
	r := newR(t, `<style>.gone{display:none}.ghost{opacity:0;position:absolute}</style><form>
	<div class=gone><label>Promo code <input name=p1></label></div>
	<input name=p2 aria-label="Promo code" hidden>
	<label>Resume <input type=file name=cv style="display:none"></label>
	<label><input type=checkbox class=ghost name=terms> I accept</label>
	<div class=gone><label>Hidden file <input type=file name=hf></label></div>
	</form>`, nil)
	_, err := r.Resolve(Label("Promo code"))
	e := asError(t, err)
	if e.Code != NotFound || e.Hidden != 2 || !strings.Contains(e.Detail, "2 hidden matches") {
		t.Errorf("hidden-only target: %+v", e)
	}
	if !errors.Is(err, NotFound) {
		t.Error("errors.Is(err, NotFound) is false")
	}
	_, err = r.Resolve(LabelMatch(regexp.MustCompile(`^promo`)))
	if e := asError(t, err); e.Hidden != 2 {
		t.Errorf("hidden regexp matches: %+v", e)
	}
	if v, h, _ := r.Count(Label("Promo code")); v != 0 || h != 2 {
		t.Errorf("Count = %d visible, %d hidden", v, h)
	}
	for _, c := range []struct {
		t    Target
		want string
	}{{Label("Resume"), "cv"}, {Label("I accept"), "terms"}, {CSS("[name=cv]"), "cv"}} {
		if got, err := resolveName(t, r, c.t); got != c.want {
			t.Errorf("%s = %q, %v; want %q", c.t, got, err, c.want)
		}
	}
	if _, err := r.Resolve(Label("Hidden file")); err == nil {
		t.Error("a file input in a hidden section matched")
	}
	fs, _ := r.Fields(nil)
	var labels []string
	for _, f := range fs {
		labels = append(labels, f.Label)
	}
	if strings.Join(labels, "|") != "Resume|I accept" {
		t.Errorf("listed %q", labels)
	}
}

func TestAmbiguityAndWithin(t *testing.T) {
	r := page(t, "repeated_sections", nil)
	_, err := r.Resolve(Label("City"))
	e := asError(t, err)
	if e.Code != Ambiguous || len(e.Candidates) != 2 {
		t.Fatalf("Label(City): %+v", e)
	}
	want := []string{
		`surefill.Label("City").Within(surefill.Role("group", "Shipping address"))`,
		`surefill.Label("City").Within(surefill.Role("group", "Billing address"))`,
	}
	for i, c := range e.Candidates {
		if c != want[i] {
			t.Errorf("candidate %d = %s, want %s", i, c, want[i])
		}
	}
	for _, c := range []struct {
		t    Target
		want string
	}{
		{Label("City").Within(Role("group", "Billing address")), "billing.city"},
		{Label("City").Within(CSS("#shipping")), "shipping.city"},
		{Label("Company").Within(Role("heading", "Position 2")), "jobs[1][company]"},
		{Label("Title").Within(Role("heading", "Position 1")), "jobs[0][title]"},
		{Label("Company").Within(Role("heading", "Work experience")), "!ambiguous"},
		{Label("City").Within(Role("group", "Nowhere")), "!not_found"},
	} {
		got, err := resolveName(t, r, c.t)
		if err != nil {
			got = "!" + string(asError(t, err).Code)
		}
		if got != c.want {
			t.Errorf("%s = %q, want %q (%v)", c.t, got, c.want, err)
		}
	}
	// The buttons named Remove: one has a test hook, the other nothing.
	_, err = r.Resolve(Role("button", "Remove"))
	e = asError(t, err)
	if e.Code != Ambiguous || len(e.Candidates) != 1 || e.Candidates[0] != "surefill.CSS(`[data-testid=\"remove-item\"]`)" {
		t.Errorf("Role(button, Remove): %+v", e)
	}
}

func TestRolesTextAndCandidates(t *testing.T) {
	r := page(t, "ats_application", nil)
	_, err := r.Resolve(Role("button", "Yes"))
	e := asError(t, err)
	if e.Code != Ambiguous || len(e.Candidates) != 2 || !strings.Contains(e.Candidates[0], ".Within(") {
		t.Errorf("Role(button, Yes): %+v", e)
	}
	ns, err := r.Resolve(Role("button", "Submit application"))
	if err != nil || ns[0].Tag != "button" {
		t.Errorf("submit button: %v", err)
	}
	ns, err = r.Resolve(Text("Include your country code."))
	if err != nil || ns[0].ID() != "phone-hint" {
		t.Errorf("Text: %v %v", ns, err)
	}
	if _, err := r.Resolve(TextMatch(regexp.MustCompile(`^Senior Backend`))); err != nil {
		t.Errorf("TextMatch: %v", err)
	}
	_, err = r.Resolve(Label("Emial"))
	e = asError(t, err)
	if e.Code != NotFound || len(e.Candidates) == 0 || e.Candidates[0] != `surefill.Label("Email")` {
		t.Errorf("Label(Emial): %+v", e)
	}
	_, err = r.Resolve(Role("button", "Submit aplication"))
	e = asError(t, err)
	if len(e.Candidates) == 0 || e.Candidates[0] != `surefill.Role("button", "Submit application")` {
		t.Errorf("Role candidates: %+v", e)
	}
	_, err = r.Resolve(Text("Include your country"))
	e = asError(t, err)
	if len(e.Candidates) == 0 || e.Candidates[0] != `surefill.Text("Include your country code.")` {
		t.Errorf("Text candidates: %+v", e)
	}
	_, err = r.Resolve(CSS("#frist_name"))
	e = asError(t, err)
	if len(e.Candidates) == 0 || e.Candidates[0] != `surefill.CSS("#first_name")` {
		t.Errorf("CSS candidates: %+v", e)
	}
	if len(e.Candidates) > MaxCandidates {
		t.Errorf("%d candidates", len(e.Candidates))
	}
}

func TestCSSRefusesDynamicState(t *testing.T) {
	r := newR(t, `<input id=a><a href=#x id=l>x</a>`, nil)
	for _, sel := range []string{"input:hover", "#a:focus", "a:visited", "form:focus-within", "#a:focus-visible", "div:target", "a:active", "input:invalid", "p::before"} {
		_, err := r.Resolve(CSS(sel))
		e := asError(t, err)
		if e.Code != NotFound || !strings.Contains(e.Detail, sel[strings.IndexByte(sel, ':'):]) && !strings.Contains(e.Detail, "pseudo-element") {
			t.Errorf("%s: %+v", sel, e)
		}
		if CheckCSS(sel) == nil {
			t.Errorf("CheckCSS(%s) = nil", sel)
		}
	}
	if _, err := r.Resolve(CSS("input:not(:checked)")); err != nil {
		t.Errorf("static pseudo-class refused: %v", err)
	}
	if _, err := r.Resolve(CSS("[data-x=':hover']")); err == nil || asError(t, err).Code != NotFound || strings.Contains(err.Error(), "static") {
		t.Errorf("':hover' inside an attribute value: %v", err)
	}
}

func TestFieldRefs(t *testing.T) {
	r := page(t, "ats_application", &Options{Generation: 7})
	fs, err := r.Fields(nil)
	if err != nil {
		t.Fatal(err)
	}
	ns, err := r.Resolve(fs[0].Ref)
	if err != nil || ns[0].ID() != "first_name" {
		t.Fatalf("ref: %v", err)
	}
	other := page(t, "ats_application", &Options{Generation: 8})
	for _, ref := range []Target{fs[0].Ref, FieldRef{}, FieldRef{Gen: 7, Node: 1}, fs[0].Ref.Within(Role("form", "x"))} {
		_, err := other.Resolve(ref)
		if ref == (FieldRef{Gen: 7, Node: 1}) {
			_, err = r.Resolve(ref)
		}
		if e := asError(t, err); e.Code != StaleRef {
			t.Errorf("%s: %+v", ref, e)
		}
	}
	if a, b := New(parse(t, []byte(`<input>`)), nil), New(parse(t, []byte(`<input>`)), nil); a.Generation() == b.Generation() {
		t.Error("two resolvers share a generation")
	}
	var back FieldRef
	b, _ := json.Marshal(fs[0].Ref)
	if err := json.Unmarshal(b, &back); err != nil || back != fs[0].Ref {
		t.Errorf("ref JSON %s: %v", b, err)
	}
}

func TestFieldOfMembersAndElements(t *testing.T) {
	r := page(t, "ats_application", nil)
	f, ns, err := r.Field(Label("I am a veteran"))
	if err != nil || f.Label != "Veteran status" || len(ns) != 1 || ns[0].AttrOr("value") != "1" {
		t.Errorf("member: %+v %v", f, err)
	}
	m, err := r.Match(Label("Veteran status"))
	if err != nil || len(m.Nodes) != 3 || m.Member || len(m.OptionNames) != 3 || m.Container == nil {
		t.Errorf("group match: %+v %v", m, err)
	}
	_, _, err = r.Field(Role("button", "Submit application"))
	if e := asError(t, err); e.Code != NotEditable {
		t.Errorf("button as field: %+v", e)
	}
	m, err = r.Match(Label("Location (city)"))
	if err != nil || m.Listbox == nil || m.Listbox.ID() != "location-options" || len(m.Options) != 2 {
		t.Errorf("combobox: %+v %v", m, err)
	}
	v, h, err := r.Count(Role("button", "Yes"))
	if v != 2 || h != 0 || err != nil {
		t.Errorf("Count = %d %d %v", v, h, err)
	}
}

func TestFieldsWithinAndClickables(t *testing.T) {
	r := page(t, "repeated_sections", nil)
	fs, err := r.Fields(Role("group", "Billing address"))
	if err != nil || len(fs) != 5 || fs[0].Label != "Same as shipping" {
		t.Fatalf("within: %d %v", len(fs), err)
	}
	if _, err := r.Fields(Role("group", "Nope")); asError(t, err).Code != NotFound {
		t.Errorf("missing container: %v", err)
	}
	var b strings.Builder
	b.WriteString("<div>")
	for i := 0; i < 70; i++ {
		b.WriteString(`<button type=button>B` + strings.Repeat("x", i) + `</button>`)
	}
	b.WriteString("</div><nav><a href=/a>Home</a></nav>")
	r = newR(t, b.String(), nil)
	cs, total, err := r.Clickables(nil, false)
	if err != nil || len(cs) != MaxClickables || total != 71 {
		t.Errorf("Clickables = %d of %d, %v", len(cs), total, err)
	}
	cs, total, _ = r.Clickables(nil, true)
	if len(cs) != 71 || total != 71 {
		t.Errorf("all: %d of %d", len(cs), total)
	}
	cs, total, _ = r.Clickables(Role("navigation", ""), true)
	if len(cs) != 1 || total != 1 || cs[0].Target.String() != `surefill.Role("link", "Home")` {
		t.Errorf("within nav: %+v", cs)
	}
}

func TestComboboxOptionsAreScoped(t *testing.T) {
	r := newR(t, `<form>
	<label for=a>From</label><input id=a role=combobox aria-controls=la aria-expanded=true>
	<label for=b>To</label><input id=b role=combobox aria-controls=lb aria-expanded=true>
	<ul role=listbox id=la><li role=option>Paris</li><li role=option>Oslo</li></ul>
	<ul role=listbox id=lb><li role=option>Rome</li></ul>
	<ul role=listbox aria-label="Recent"><li role=option>Lima</li></ul>
	</form>`, nil)
	fs, _ := r.Fields(nil)
	got := map[string]string{}
	for _, f := range fs {
		got[f.Label] = strings.Join(f.Options, ",")
	}
	want := map[string]string{"From": "Paris,Oslo", "To": "Rome", "Recent": "Lima"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s options = %q, want %q", k, got[k], v)
		}
	}
	// Options inside a field's listbox are not listed as clickables.
	cs, _, _ := r.Clickables(nil, true)
	if len(cs) != 0 {
		t.Errorf("clickables %+v", cs)
	}
}

func TestSensitiveNeverListed(t *testing.T) {
	html := `<form><label>Password <input type=password name=pw value="hunter2secret"></label>
	<label>Card <input autocomplete="billing cc-number" value="4111111111111111"></label>
	<label>Code <input autocomplete="one-time-code" value="987654"></label>
	<label>Shown <input type=text id=pw2 value="tog9glesecret"></label></form>`
	d := parse(t, []byte(html))
	// A live page: the "show password" toggle made #pw2 a text input after
	// it was seen as a password.
	for i, n := range d.Nodes {
		if n.State != nil {
			n.State.BackendID = int64(100 + i)
		}
	}
	pw2 := d.Root.ElementByID("pw2")
	mem := &PasswordMemory{}
	pw2.SetAttr("type", "password")
	mem.Observe(d)
	pw2.SetAttr("type", "text")
	r := New(d, &Options{Passwords: mem})
	fs, err := r.Fields(nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(fs)
	for _, secret := range []string{"hunter2", "4111", "987654", "tog9gle"} {
		if strings.Contains(string(b), secret) {
			t.Errorf("listing shows %q: %s", secret, b)
		}
	}
	for _, f := range fs {
		if !f.Sensitive || f.Value != nil {
			t.Errorf("%q: sensitive=%v value=%v", f.Label, f.Sensitive, f.Value)
		}
	}
}

func TestGeneratedIDs(t *testing.T) {
	gen := []string{":r7:", ":R1a6:", "«r3»", "3f2b8c1e-9a4d-4e1f-8b2c-7d6e5f4a3b2c", "input-7f3e9a2b41c8", "field-1234", "ember123", "input_17", "1234", "a1b2c3d4", "x7Gk2pQ9z"}
	stable := []string{"email", "first_name", "billing-country", "q3-text", "address2", "c2", "h1", "shipping", "search-input", "userName"}
	for _, s := range gen {
		if !GeneratedID(s, true) {
			t.Errorf("%q not seen as generated", s)
		}
	}
	for _, s := range stable {
		if GeneratedID(s, true) {
			t.Errorf("%q seen as generated", s)
		}
	}
	if GeneratedID("jobs[0][company]", false) || !GeneratedID("jobs[0][company]", true) {
		t.Error("names are not strict about counters")
	}
}

func TestCustomParts(t *testing.T) {
	html := `<form>
	<div class="picker"><label for=team>Team</label>
	  <div class="control"><input id=team role=combobox aria-autocomplete=list aria-expanded=false>
	  <span class="shown-value">Platform</span><span class="x-clear">×</span><span class="arrow">▾</span></div></div>
	<div class="picker"><label for=skills>Skills</label>
	  <div class="control"><span class="chip">Go</span><span class="chip">SQL</span><input id=skills role=combobox aria-autocomplete=list></div></div>
	<div class="picker"><label for=city>City</label><div class="control"><input id=city role=combobox aria-autocomplete=list><span class="shown-value"></span></div></div>
	<div><label for="gen-x81">Other</label><input id="gen-x81"></div>
	</form>`
	parts := CustomParts{Value: ".shown-value", Values: ".chip", Open: ".arrow", Clear: ".x-clear", UnstableIDs: regexp.MustCompile(`^gen-`)}
	r := newR(t, html, &Options{Parts: []CustomParts{{Value: "p:hover"}, parts}})
	fs, err := r.Fields(nil)
	if err != nil {
		t.Fatal(err)
	}
	byLabel := map[string]Field{}
	for _, f := range fs {
		byLabel[f.Label] = f
	}
	if f := byLabel["Team"]; f.Value != "Platform" || f.Empty {
		t.Errorf("Team value = %v", f.Value)
	}
	if f := byLabel["Skills"]; !f.Multiple || strings.Join(f.Value.([]string), ",") != "Go,SQL" {
		t.Errorf("Skills = %+v", f)
	}
	if f := byLabel["City"]; f.Value != nil || !f.Empty {
		t.Errorf("City = %+v", f)
	}
	if f := byLabel["Other"]; len(f.Alternates) != 0 || f.Target.String() != `surefill.Label("Other")` {
		t.Errorf("unstable id offered: %+v", f.Alternates)
	}
	m, err := r.Match(Label("Team"))
	if err != nil || len(m.Parts.Open) != 1 || len(m.Parts.Clear) != 1 || len(m.Parts.Value) != 1 {
		t.Errorf("parts of Team: %+v %v", m.Parts, err)
	}
	if err := CheckParts(parts); err != nil {
		t.Error(err)
	}
	if err := CheckParts(CustomParts{Open: "button:hover"}); err == nil || !strings.Contains(err.Error(), "part open") {
		t.Errorf("CheckParts: %v", err)
	}
	b, _ := json.Marshal(parts)
	var back CustomParts
	if err := json.Unmarshal(b, &back); err != nil || back.UnstableIDs.String() != "^gen-" || back.Value != ".shown-value" {
		t.Errorf("parts JSON %s: %v", b, err)
	}
}

func TestShadowAndFrames(t *testing.T) {
	r := page(t, "shadow_form", nil)
	if got, err := resolveName(t, r, Label("Full name")); got != "full_name" {
		t.Errorf("shadow label: %q %v", got, err)
	}
	if got, err := resolveName(t, r, CSS("#inner")); got != "full_name" {
		t.Errorf("CSS into shadow: %q %v", got, err)
	}
	if _, err := r.Resolve(Label("Newsletter email")); err == nil {
		t.Error("an iframe's field resolved in the top document")
	}
	var frame *dom.Document
	for _, n := range r.Document().Nodes {
		if n.ContentDocument != nil {
			frame = n.ContentDocument
		}
	}
	if frame == nil {
		t.Fatal("no srcdoc frame")
	}
	if got, err := resolveName(t, New(frame, nil), Label("Newsletter email")); got != "nl" {
		t.Errorf("frame resolver: %q %v", got, err)
	}
}
