package accname

import (
	"strings"
	"testing"
	"time"

	"github.com/surefill/surefill/dom"
)

// parse builds a document for a test and returns the element with id
// "t" (or fails).
func parse(t testing.TB, src string) (*dom.Document, *dom.Node) {
	t.Helper()
	d, err := dom.Parse([]byte(src), nil)
	if err != nil {
		t.Fatal(err)
	}
	return d, findID(d, "t")
}

// findID finds an element by id in the document or any shadow tree.
func findID(d *dom.Document, id string) *dom.Node {
	for _, n := range d.Nodes {
		if n.Type == dom.ElementNode && n.ID() == id {
			return n
		}
	}
	return nil
}

type nameCase struct {
	name, html, want string
}

func runNames(t *testing.T, cases []nameCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, el := parse(t, tc.html)
			if el == nil {
				t.Fatal("no element with id t")
			}
			if got := Name(el); got != tc.want {
				t.Errorf("Name = %q, want %q", got, tc.want)
			}
			if got := NewComputer().Name(el); got != tc.want {
				t.Errorf("Computer.Name = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestSpecDifferences holds every place the package departs from the
// letter of a specification (each is marked SPEC DIFFERENCE in the code
// with the name of its subtest here).
func TestSpecDifferences(t *testing.T) {
	roles := []struct{ name, html, want string }{
		{"input-file-button", `<input id=t type=file>`, "button"},
		{"input-color-button", `<input id=t type=color>`, "button"},
		{"input-date-textbox", `<input id=t type=date>`, "textbox"},
		{"summary-button", `<details><summary id=t>More</summary>x</details>`, "button"},
		{"svg-img", `<svg id=t><title>Logo</title></svg>`, "img"},
		{"menuitem-deep-context", `<div role=menu><ul><li><a id=t role=menuitem href=#>Open</a></li></ul></div>`, "menuitem"},
	}
	for _, tc := range roles {
		t.Run(tc.name, func(t *testing.T) {
			_, el := parse(t, tc.html)
			if got := Role(el); got != tc.want {
				t.Errorf("Role = %q, want %q", got, tc.want)
			}
		})
	}
	runNames(t, []nameCase{
		// HTML-AAM §5.2 and HTML §4.10.5.1.17: a value, even empty, labels
		// a submit button; the default label only without one.
		{"submit empty value", `<input id=t type=submit value="">`, ""},
		{"submit no value", `<input id=t type=submit>`, "Submit"},
		{"reset empty value", `<input id=t type=reset value="">`, ""},
		{"button empty value titled", `<input id=t type=button value="" title=Go>`, "Go"},
		// HTML-AAM §5.4: an empty alt falls through to title, then "Submit Query".
		{"image empty alt", `<input id=t type=image alt="" src=x.png>`, "Submit Query"},
		{"image default", `<input id=t type=image src=x.png>`, "Submit Query"},
		{"image empty alt titled", `<input id=t type=image alt="" title=Search src=x.png>`, "Search"},
		{"menuitem in menu", `<div role=menu><div id=t role=menuitem>Open</div></div>`, "Open"},
		{"hidden-label-for", `<label for=t style="display:none">Email</label><input id=t>`, "Email"},
		{"orphan-menuitem-name", `<div id=t role=menuitem>Open</div>`, "Open"},
		{"orphan-menuitemcheckbox-name", `<li id=t role=menuitemcheckbox>Bold</li>`, "Bold"},
		{"orphan-treeitem-name", `<span id=t role=treeitem>Docs</span>`, "Docs"},
		{"legend-content", `<fieldset><legend id=t>Shipping <b>address</b></legend></fieldset>`, "Shipping address"},
		{"table-summary", `<table id=t summary="Prices"><tr><td>1</td></tr></table>`, "Prices"},
		{"inline-no-space", `<button id=t><b>Sub</b><i>mit</i> <div>now</div></button>`, "Submit now"},
		{"generic-author-name", `<li id=t aria-label="Orphan">x</li>`, "Orphan"},
		{"summary-marker", `<details><summary id=t style="display:list-item">More</summary>x</details>`, "More"},
		{"option-marker", `<ul role=listbox><li id=t role=option>Paris</li></ul>`, "Paris"},
		{"counter-unreset-zero", `<style>label::before{content:counter(c)}</style><label for=t>foo</label><input id=t>`, "0foo"},
	})
	t.Run("description-title", func(t *testing.T) {
		_, el := parse(t, `<div id=t role=combobox tabindex=0 title="Pick one"><span>English</span></div>`)
		if got := Description(el); got != "Pick one" {
			t.Errorf("Description = %q, want %q", got, "Pick one")
		}
	})
}

func TestRoles(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"explicit first valid token", `<div id=t role="foo BUTTON link">x</div>`, "button"},
		{"abstract role skipped", `<div id=t role="widget checkbox">x</div>`, "checkbox"},
		{"synonym image", `<div id=t role=image>x</div>`, "img"},
		{"synonym presentation", `<div id=t role=presentation>x</div>`, "none"},
		{"none ignored when focusable", `<h1 id=t role=none tabindex=-1>x</h1>`, "heading"},
		{"none ignored with global attr", `<p id=t role=none aria-label=x>x</p>`, "paragraph"},
		{"none kept otherwise", `<h1 id=t role=none>x</h1>`, "none"},
		{"region needs a name", `<nav id=t role="region">x</nav>`, "navigation"},
		{"region named", `<div id=t role=region aria-label=R>x</div>`, "region"},
		{"orphan menuitem", `<nav id=t role=menuitem>x</nav>`, "navigation"},
		{"a href", `<a id=t href=/>x</a>`, "link"},
		{"a no href", `<a id=t>x</a>`, "generic"},
		{"section unnamed", `<section id=t>x</section>`, "generic"},
		{"section named", `<section id=t aria-labelledby=h><h2 id=h>H</h2></section>`, "region"},
		{"form unnamed", `<form id=t></form>`, "generic"},
		{"form titled", `<form id=t title="Sign in"></form>`, "form"},
		{"header in body", `<header id=t>x</header>`, "banner"},
		{"header in article", `<article><header id=t>x</header></article>`, "sectionheader"},
		{"footer in main", `<main><footer id=t>x</footer></main>`, "generic"},
		{"aside in section", `<section><aside id=t>x</aside></section>`, "generic"},
		{"img empty alt", `<img id=t alt="">`, "none"},
		{"img alt", `<img id=t alt=Logo>`, "img"},
		{"input default", `<input id=t>`, "textbox"},
		{"input unknown type", `<input id=t type=bogus>`, "textbox"},
		{"input hidden", `<input id=t type=hidden>`, ""},
		{"input checkbox", `<input id=t type=checkbox>`, "checkbox"},
		{"input switch", `<input id=t type=checkbox switch>`, "switch"},
		{"input email list", `<input id=t type=email list=d><datalist id=d></datalist>`, "combobox"},
		{"input search", `<input id=t type=search>`, "searchbox"},
		{"input number", `<input id=t type=number>`, "spinbutton"},
		{"input range", `<input id=t type=range>`, "slider"},
		{"input submit", `<input id=t type=submit>`, "button"},
		{"select", `<select id=t><option>a</select>`, "combobox"},
		{"select multiple", `<select id=t multiple><option>a</select>`, "listbox"},
		{"select size", `<select id=t size=3><option>a</select>`, "listbox"},
		{"option", `<select><option id=t>a</select>`, "option"},
		{"textarea", `<textarea id=t></textarea>`, "textbox"},
		{"li in ul", `<ul><li id=t>x</li></ul>`, "listitem"},
		{"li orphan", `<div><li id=t>x</li></div>`, "generic"},
		{"li owned by list", `<ul aria-owns=t></ul><li id=t>x</li>`, "listitem"},
		{"td", `<table><tr><td id=t>x</td></tr></table>`, "cell"},
		{"td in grid", `<table role=grid><tr><td id=t>x</td></tr></table>`, "gridcell"},
		{"td in presentation table", `<table role=presentation><tr><td id=t>x</td></tr></table>`, "none"},
		{"th in thead", `<table><thead><tr><th id=t>x</th></tr></thead></table>`, "columnheader"},
		{"th row header", `<table><tr><th id=t>x</th><td>1</td></tr></table>`, "rowheader"},
		{"th scope col", `<table><tr><th id=t scope=col>x</th><td>1</td></tr></table>`, "columnheader"},
		{"div", `<div id=t>x</div>`, "generic"},
		{"div draggable", `<div id=t draggable=true>x</div>`, "group"},
		{"label has no role", `<label id=t>x</label>`, ""},
		{"fieldset", `<fieldset id=t></fieldset>`, "group"},
		{"dialog", `<dialog id=t open>x</dialog>`, "dialog"},
		{"heading", `<h3 id=t>x</h3>`, "heading"},
		{"tab in tablist", `<div role=tablist><button id=t role=tab>x</button></div>`, "tab"},
		{"contentinfo in main", `<main><div id=t role=contentinfo>x</div></main>`, "generic"},
		{"math", `<math id=t><mi>x</mi></math>`, "math"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, el := parse(t, tc.html)
			if el == nil {
				t.Fatal("no element with id t")
			}
			if got := Role(el); got != tc.want {
				t.Errorf("Role = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestNames(t *testing.T) {
	runNames(t, []nameCase{
		{"label for", `<label for=t>Email</label><input id=t>`, "Email"},
		{"wrapping label", `<label>Email <input id=t></label>`, "Email"},
		{"several labels", `<label for=t>First</label><input id=t><label for=t>Second</label>`, "First Second"},
		{"label for wins over wrapping for another", `<label for=o>Other <input id=t></label><input id=o>`, ""},
		{"label for in shadow scope", `<div><template shadowrootmode=open><label for=t>Inner</label><input id=t></template></div>`, "Inner"},
		{"label for not across scopes", `<label for=t>Outer</label><div><template shadowrootmode=open><input id=t></template></div>`, ""},
		{"aria-label wins over label", `<label for=t>L</label><input id=t aria-label=A>`, "A"},
		{"labelledby wins", `<span id=a>From</span><input id=t aria-labelledby=a aria-label=A>`, "From"},
		{"labelledby several", `<span id=a>One</span><span id=b>Two</span><button id=t aria-labelledby="a b">x</button>`, "One Two"},
		{"labelledby self", `<span id=f>File</span><button id=t aria-label=Delete aria-labelledby="t f">x</button>`, "Delete File"},
		{"labelledby hidden target", `<span id=a hidden>Secret <b>name</b></span><button id=t aria-labelledby=a>x</button>`, "Secret name"},
		{"labelledby cycle", `<div id=t role=button aria-labelledby=b>x</div><div id=b aria-labelledby=t>B</div>`, "B"},
		{"placeholder", `<input id=t placeholder="Search">`, "Search"},
		{"title before placeholder", `<input id=t title=T placeholder=P>`, "T"},
		{"aria-placeholder", `<input id=t aria-placeholder=AP>`, "AP"},
		{"submit default", `<input id=t type=submit>`, "Submit"},
		{"reset default", `<input id=t type=reset>`, "Reset"},
		{"button value", `<input id=t type=button value=Go>`, "Go"},
		{"image alt", `<input id=t type=image alt=Send>`, "Send"},
		{"img alt", `<img id=t alt="A cat">`, "A cat"},
		{"img empty alt decorative", `<img id=t alt="">`, ""},
		{"fieldset legend", `<fieldset id=t><legend>Address</legend><input></fieldset>`, "Address"},
		{"figure figcaption", `<figure id=t><img alt=x><figcaption>Fig 1</figcaption></figure>`, "Fig 1"},
		{"table caption", `<table id=t><caption>Prices</caption><tr><td>1</td></tr></table>`, "Prices"},
		{"optgroup label", `<select><optgroup id=t label=Fruit><option>a</optgroup></select>`, "Fruit"},
		{"option text", `<select><option id=t>Apple</option></select>`, "Apple"},
		{"button content", `<button id=t>Save <span>draft</span></button>`, "Save draft"},
		{"button hidden content", `<button id=t>Save<span hidden> secret</span><span aria-hidden=true> icon</span></button>`, "Save"},
		{"button img content", `<button id=t><img alt=Close></button>`, "Close"},
		{"link block children", `<a id=t href=#><div>One</div><div>Two</div></a>`, "One Two"},
		{"br separates", `<button id=t>One<br>Two</button>`, "One Two"},
		{"heading", `<h2 id=t>Your  <em>details</em></h2>`, "Your details"},
		{"title tooltip", `<div id=t role=group title=Tip>x</div>`, "Tip"},
		{"iframe title", `<iframe id=t title=Pay></iframe>`, "Pay"},
		{"generic has no name", `<div id=t title=x>y</div>`, ""},
		{"paragraph has no name", `<p id=t aria-label=x>y</p>`, ""},
		{"embedded textbox", `<label for=t>Flash <input value=3> times</label><input id=t type=checkbox>`, "Flash 3 times"},
		{"embedded select", `<label for=t>Size <select><option>S<option selected>M</select></label><input id=t type=checkbox>`, "Size M"},
		{"embedded range", `<label for=t>Vol <input type=range aria-valuetext=loud></label><input id=t type=checkbox>`, "Vol loud"},
		{"embedded range default", `<label for=t>Vol <input type=range min=0 max=10></label><input id=t type=checkbox>`, "Vol 5"},
		{"embedded listbox", `<label for=t>Pick <div role=listbox><div role=option aria-selected=true>B</div><div role=option>C</div></div></label><input id=t type=checkbox>`, "Pick B"},
		{"own value not in label", `<label>Qty <input id=t value=3></label>`, "Qty"},
		{"owns appends", `<a id=t href=# aria-owns=x>Web</a><span id=x> (new window)</span>`, "Web (new window)"},
		{"owns cycle", `<div id=t role=button aria-owns=a>T<span id=a aria-owns=t>A</span></div>`, "TA"},
		{"shadow content", `<button id=t><template shadowrootmode=open>In <slot></slot>!</template>light</button>`, "In light!"},
		{"slot fallback", `<button id=t><template shadowrootmode=open><slot>fallback</slot></template></button>`, "fallback"},
		{"hidden button still named by label", `<div hidden><label for=t>L</label><input id=t></div>`, "L"},
		{"visibility visible inside hidden", `<h2 id=t>A <span style="visibility:hidden">B <span style="visibility:visible">C</span></span></h2>`, "A C"},
		{"name from heading", `<div id=t role=dialog><div><h2>Confirm</h2></div><p>Sure?</p></div>`, "Confirm"},
		{"nbsp kept", "<button id=t aria-label=\"a\u00a0b\">x</button>", "a\u00a0b"},
		{"labeledby spelling", `<span id=a>Alt</span><button id=t aria-labeledby=a>x</button>`, "Alt"},
		{"script ignored", `<span id=a hidden>Text<script>var x</script></span><button id=t aria-labelledby=a>x</button>`, "Text"},
		{"pseudo joined", `<style>#t::before{content:"Pre"}</style><button id=t>fix</button>`, "Prefix"},
		{"pseudo padded", `<style>#t::before{content:"Step";padding-right:4px}</style><button id=t>One</button>`, "Step One"},
		{"pseudo block", `<style>label::after{content:"(required)";display:block}</style><label for=t>Email</label><input id=t>`, "Email (required)"},
		{"marker in list item", `<ol><li id=a>Fold</li></ol><button id=t aria-labelledby=a>x</button>`, "1. Fold"},
		{"marker none", `<ul style="list-style:none"><li id=a>Fold</li></ul><button id=t aria-labelledby=a>x</button>`, "Fold"},
	})
}

// TestLineBreakLive: a <br> separates words when the model is live and
// the browser computed display:inline for it.
func TestLineBreakLive(t *testing.T) {
	d, el := parse(t, `<label for=t>Street<br>address</label><input id=t>`)
	for _, n := range d.Nodes {
		if n.IsElement("br") {
			n.State.CSS.Display = "inline"
		}
	}
	if got := Name(el); got != "Street address" {
		t.Errorf("Name = %q", got)
	}
}

func TestDescription(t *testing.T) {
	cases := []nameCase{
		{"describedby", `<span id=d>Help <b>text</b></span><input id=t aria-describedby=d>`, "Help text"},
		{"describedby hidden", `<span id=d hidden>Hidden help</span><input id=t aria-describedby=d>`, "Hidden help"},
		{"aria-description", `<input id=t aria-description="Desc">`, "Desc"},
		{"title", `<img id=t alt=a title="t">`, "t"},
		{"none", `<input id=t>`, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, el := parse(t, tc.html)
			if got := Description(el); got != tc.want {
				t.Errorf("Description = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestIncludeHidden(t *testing.T) {
	_, el := parse(t, `<button id=t hidden>Save <span>now</span></button>`)
	if got := Name(el); got != "" {
		t.Errorf("Name of hidden button = %q, want empty", got)
	}
	c := NewComputer()
	c.IncludeHidden = true
	if got := c.Name(el); got != "Save now" {
		t.Errorf("IncludeHidden Name = %q, want %q", got, "Save now")
	}
}

func TestLabels(t *testing.T) {
	d, el := parse(t, `<label id=a for=t>A</label><label id=b>B <input id=t></label><label for=t id=c>C</label>`)
	got := NewComputer().Labels(el)
	var ids []string
	for _, l := range got {
		ids = append(ids, l.ID())
	}
	// b wraps t but has no for attribute, so it labels t too.
	if strings.Join(ids, ",") != "a,b,c" {
		t.Errorf("Labels = %v, want a,b,c", ids)
	}
	if NewComputer().Labels(findID(d, "a")) != nil {
		t.Error("a label has labels")
	}
}

func TestCanonicalRole(t *testing.T) {
	for in, want := range map[string]string{"IMAGE": "img", "img": "img", "presentation": "none", "Button": "button", "directory": "list"} {
		if got := CanonicalRole(in); got != want {
			t.Errorf("CanonicalRole(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestComputerMemo checks that a Computer gives the same answers as the
// package functions for every element, in any order.
func TestComputerMemo(t *testing.T) {
	src := `<form aria-label=F><label for=a>A</label><input id=a><section aria-labelledby=h><h2 id=h>Head</h2>
<ul><li><a href=#>One</a></li></ul><select id=s><option selected>X</option></select></section>
<button aria-describedby=h>Go</button></form>`
	d, _ := parse(t, src)
	c := NewComputer()
	els := d.Elements()
	for i := len(els) - 1; i >= 0; i-- { // reverse order exercises nested computations
		e := els[i]
		if c.Role(e) != Role(e) || c.Name(e) != Name(e) || c.Description(e) != Description(e) {
			t.Errorf("<%s>: computer (%q %q %q) != fresh (%q %q %q)", e.Tag, c.Role(e), c.Name(e), c.Description(e), Role(e), Name(e), Description(e))
		}
	}
}

// TestHostileBounded names every element of pages built to loop or blow
// up, under a deadline.
func TestHostileBounded(t *testing.T) {
	deep := strings.Repeat("<span>", 500) + "x" + strings.Repeat("</span>", 500)
	var refs strings.Builder
	for i := 0; i < 300; i++ {
		refs.WriteString(`<div role=button id=r` + itoa(i) + ` aria-labelledby="r` + itoa((i+1)%300) + ` r` + itoa((i+7)%300) + `" aria-owns=r` + itoa((i+3)%300) + `>t</div>`)
	}
	pages := []string{
		`<button>` + deep + `</button>`,
		refs.String(),
		strings.Repeat(`<a href=#>`, 2000) + "x",
		strings.Repeat(`<label>`, 500) + `<input>`,
	}
	for i, p := range pages {
		d, err := dom.Parse([]byte(p), nil)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		c := NewComputer()
		for _, e := range d.Elements() {
			c.Role(e)
			c.Name(e)
			c.Description(e)
		}
		if el := time.Since(start); el > 10*time.Second {
			t.Errorf("page %d took %v", i, el)
		}
	}
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var b []byte
	for ; i > 0; i /= 10 {
		b = append([]byte{byte('0' + i%10)}, b...)
	}
	return string(b)
}

func TestZeroComputer(t *testing.T) {
	_, el := parse(t, `<label for=t>Zero</label><input id=t>`)
	var c Computer
	if got := c.Name(el); got != "Zero" {
		t.Errorf("zero Computer Name = %q", got)
	}
}

// TestNameWithout: a name computed without the element's own subtree
// keeps what its labels say and leaves out what it shows, and Name is not
// changed by it.
func TestNameWithout(t *testing.T) {
	cases := []struct{ name, html, full, without string }{
		{"labelled by a question and by itself",
			`<span id=q>Size</span><button id=t aria-labelledby="q t">Medium <span aria-hidden=true>▾</span></button>`,
			"Size Medium", "Size"},
		{"labelled by the element rendering its value",
			`<span id=t role=combobox aria-labelledby=v tabindex=0><span id=v title=France>France</span></span>`,
			"France", ""},
		{"name from content",
			`<button id=t aria-haspopup=listbox>Select...</button>`, "Select...", ""},
		{"a wrapping label around the control",
			`<label>Country <button id=t role=combobox aria-haspopup=listbox>Peru</button></label>`, "Country", "Country"},
		{"a label for the control",
			`<label for=t>Team</label><button id=t>Platform</button>`, "Team", "Team"},
		{"aria-label stays",
			`<button id=t aria-label="Sort by">Newest</button>`, "Sort by", "Sort by"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, el := parse(t, c.html)
			comp := NewComputer()
			got, _ := comp.NameWithout(el, func(n *dom.Node) bool { return el.Contains(n) })
			if got != c.without {
				t.Errorf("NameWithout = %q, want %q", got, c.without)
			}
			if full := comp.Name(el); full != c.full {
				t.Errorf("Name = %q, want %q", full, c.full)
			}
		})
	}
	_, el := parse(t, `<button id=t title="United States" aria-haspopup=listbox></button>`)
	if got, fromTitle := NewComputer().NameWithout(el, func(n *dom.Node) bool { return el.Contains(n) }); got != "United States" || !fromTitle {
		t.Errorf("a name from the title: %q %v", got, fromTitle)
	}
}
