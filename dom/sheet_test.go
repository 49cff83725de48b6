package dom

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func mustParse(t testing.TB, src string) *Document {
	t.Helper()
	d, err := Parse([]byte(src), nil)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// find returns the element with the id anywhere in d, shadow trees
// included (ElementByID is per tree).
func find(t testing.TB, d *Document, id string) *Node {
	t.Helper()
	for _, n := range d.Nodes {
		if n.Type == ElementNode && n.AttrOr("id") == id {
			return n
		}
	}
	t.Fatalf("no element #%s", id)
	return nil
}

// TestCascadeHidden: each case is a page and the ids expected hidden
// (Hidden) and shown; `t` is always the element under test.
func TestCascadeHidden(t *testing.T) {
	cases := []struct {
		name          string
		html          string
		hidden, shown []string
	}{
		{"id beats class and tag",
			`<style>#t{display:none} div.c{display:block} div{display:block}</style><div id=t class=c>x</div>`,
			[]string{"t"}, nil},
		{"two classes beat one",
			`<style>.a.b{display:none} .a{display:block}</style><div id=t class="a b">x</div>`,
			[]string{"t"}, nil},
		{"later rule wins at equal specificity",
			`<style>.a{display:none}</style><style>.a{display:block}</style><div id=t class=a>x</div><p id=u class=a>`,
			nil, []string{"t", "u"}},
		{"earlier rule loses to later",
			`<style>.a{display:block} .a{display:none}</style><div id=t class=a>x</div>`,
			[]string{"t"}, nil},
		{"important beats specificity",
			`<style>.a{display:none !important} #t{display:block}</style><div id=t class=a>x</div>`,
			[]string{"t"}, nil},
		{"inline beats sheet",
			`<style>#t{display:none}</style><div id=t style="display:block">x</div>`,
			nil, []string{"t"}},
		{"sheet important beats inline",
			`<style>div{display:none!important}</style><div id=t style="display:block">x</div>`,
			[]string{"t"}, nil},
		{"inline important beats sheet important",
			`<style>#t{display:none!important}</style><div id=t style="display:block !important">x</div>`,
			nil, []string{"t"}},
		{"display none on an ancestor",
			`<style>.wrap{display:none}</style><div class=wrap><p><span id=t>x</span></p></div>`,
			[]string{"t"}, nil},
		{"visibility inherits",
			`<style>.v{visibility:hidden}</style><div class=v><span id=t>x</span><span id=u style="visibility:visible">y</span></div>`,
			[]string{"t"}, []string{"u"}},
		{"visibility inherit keyword undoes a rule",
			`<style>.v{visibility:hidden} #t{visibility:inherit}</style><div><span id=t class=v>x</span></div>`,
			nil, []string{"t"}},
		{"visibility collapse",
			`<style>tr.c{visibility:collapse}</style><table><tr class=c><td id=t>x</td></tr></table>`,
			[]string{"t"}, nil},
		{"invalid value keeps the earlier one",
			`<style>.a{display:none} .a{display:12px} .a{visibility:maybe}</style><div id=t class=a>x</div>`,
			[]string{"t"}, nil},
		{"var() cannot be resolved and is ignored",
			`<style>.a{display:var(--d)}</style><div id=t class=a>x</div>`,
			nil, []string{"t"}},
		{"revert goes back to the user agent",
			`<style>input{display:block} #t{display:revert}</style><input type=hidden id=t><input id=u>`,
			[]string{"t"}, []string{"u"}},
		{"@media screen applies, print and features do not",
			`<style>@media screen{#t{display:none}} @media print{#u{display:none}} @media (max-width:600px){#v{display:none}} @media all and (min-width:1px){#w{display:none}}</style>
			<div id=t></div><div id=u></div><div id=v></div><div id=w></div>`,
			[]string{"t"}, []string{"u", "v", "w"}},
		{"style media attribute",
			`<style media=print>#u{display:none}</style><style media="screen, print">#t{display:none}</style><div id=t></div><div id=u></div>`,
			[]string{"t"}, []string{"u"}},
		{"@supports and @layer apply, @keyframes and @container do not",
			`<style>@supports (display:grid){#t{display:none}} @layer base{#v{display:none}} @keyframes k{from{opacity:0}} @container (min-width:1px){#u{display:none}}</style>
			<div id=t></div><div id=u></div><div id=v></div>`,
			[]string{"t", "v"}, []string{"u"}},
		{"interaction pseudo-classes are skipped",
			`<style>.m:hover .sub{display:block} .sub{display:none} .x:focus-within{display:none}</style><div class=m><div class="sub" id=t></div></div><div class=x id=u></div>`,
			[]string{"t"}, []string{"u"}},
		{"an invalid selector drops the whole rule",
			`<style>.a, .b:nonsense(1){display:none} .ok{display:none}</style><div class=a id=u></div><div class=ok id=t></div>`,
			[]string{"t"}, []string{"u"}},
		{"comments, stray braces and bad declarations recover",
			`<style>/* x { */ .a{display:} } } .b{color:red;display:none} .c{display:none;</style><div class=b id=t></div><div class=a id=u></div>`,
			[]string{"t"}, []string{"u"}},
		{"nesting",
			`<style>.p{ & .c{display:none} > .d{visibility:hidden} .e &{display:none} }</style>
			<div class=p><span class=c id=t></span><span class=d id=v></span></div><div class=e><div class=p id=w></div></div><span class=c id=u></span>`,
			[]string{"t", "v", "w"}, []string{"u"}},
		{":is and :where",
			`<style>:is(#t, #u){display:none} div.k{display:block} :where(#v){display:none} div{display:block}</style>
			<div id=t class=k></div><div id=u></div><div id=v></div>`,
			[]string{"t", "u"}, []string{"v"}},
		{":not, :has, attribute and structural selectors",
			`<style>ul > li:nth-child(2n){display:none} input[type=checkbox i] + label{display:none} div:has(> .x){display:none} p:not(.keep){display:none}</style>
			<ul><li id=a></li><li id=t></li></ul><input type=CHECKBOX><label id=v>l</label><p class=keep id=w></p><p id=x></p>`,
			[]string{"t", "v", "x"}, []string{"a", "w"}},
		{"opacity, content-visibility",
			`<style>.cv{content-visibility:hidden}</style><div class=cv id=w><span id=t>x</span></div>`,
			[]string{"t"}, []string{"w"}},
		{"popover and until-found",
			`<div popover id=t>p</div><div hidden=until-found id=w><span id=u>x</span></div>`,
			[]string{"t", "u"}, []string{"w"}},
		{"a closed details shows only its summary, whatever display its content has",
			`<style>.row{display:flex} label{display:block}</style>
			<details><summary id=s>More</summary><div class=row id=t><label id=u>Code <input id=v></label></div>text</details>
			<details open><summary>Open</summary><div class=row id=w></div></details>`,
			[]string{"t", "u", "v"}, []string{"s", "w"}},
		{"svg style applies to the document",
			`<svg><style>.s{display:none}</style></svg><div class=s id=t></div>`,
			[]string{"t"}, nil},
		{"uppercase and odd spacing",
			`<STYLE>  DIV#T  >  SPAN { DISPLAY : NONE }</STYLE><div id=T><span id=t>x</span></div>`,
			[]string{"t"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := mustParse(t, c.html)
			for _, id := range c.hidden {
				if n := find(t, d, id); !n.Hidden() {
					t.Errorf("#%s not hidden (style %+v)", id, n.State.CSS)
				}
			}
			for _, id := range c.shown {
				if n := find(t, d, id); n.Hidden() {
					t.Errorf("#%s hidden (style %+v)", id, n.State.CSS)
				}
			}
		})
	}
}

func TestCascadeOpacityAndPointerEvents(t *testing.T) {
	d := mustParse(t, `<style>.o{opacity:0%} .h{opacity:.5} .n{pointer-events:none}</style>
		<div class=o><i id=a>x</i></div><div class=h id=b></div><div class=n><a id=c href=#>x</a><a id=d style="pointer-events:auto">y</a></div>`)
	if find(t, d, "a").Visible() {
		t.Error("child of opacity:0 visible")
	}
	if got := find(t, d, "b").State.CSS.Opacity; got != "0.5" {
		t.Errorf("opacity = %q", got)
	}
	if got := find(t, d, "c").State.CSS.PointerEvents; got != "none" {
		t.Errorf("pointer-events not inherited: %q", got)
	}
	if got := find(t, d, "d").State.CSS.PointerEvents; got != "auto" {
		t.Errorf("pointer-events override = %q", got)
	}
}

func TestCascadeGeneratedContent(t *testing.T) {
	cases := []struct {
		name, html    string
		before, after string
	}{
		{"strings", `<style>#t::before{content:"a"} #t::after{content:'b'}</style><p id=t>x</p>`, "a", "b"},
		{"single colon and escapes", `<style>#t:before{content:"\201C q\"\\"}</style><p id=t>x</p>`, "\u201cq\"\\", ""},
		{"attr and concatenation", `<style>p::before{content:"[" attr(data-n) "] "} p::after{content:attr(missing)}</style><p id=t data-n=7>x</p>`, "[7] ", ""},
		{"attr fallback", `<style>p::after{content:attr(data-x, "fb")}</style><p id=t>x</p>`, "", "fb"},
		{"url and gradients give nothing", `<style>p::before{content:url(x.png) "t" linear-gradient(red, blue)}</style><p id=t>x</p>`, "t", ""},
		{"none and normal", `<style>p::before{content:"a"} #t::before{content:none} p::after{content:"b"} #t::after{content:normal}</style><p id=t>x</p>`, "", ""},
		{"specificity between content rules", `<style>#t::before{content:"id"} p.c::before{content:"class"}</style><p id=t class=c>x</p>`, "id", ""},
		{"pseudo display none", `<style>#t::before{content:"a"; display:none}</style><p id=t>x</p>`, "", ""},
		{"replaced elements have none", `<style>input::before{content:"a"}</style><input id=t>`, "", ""},
		{"hidden element has none", `<style>p::before{content:"a"}</style><p id=t hidden>x</p>`, "", ""},
		{"quotes", `<style>q::before{content:open-quote} q::after{content:close-quote}</style><q id=t>x</q>`, "\u201c", "\u201d"},
		{"interaction state does not generate", `<style>#t:hover::after{content:"h"}</style><a id=t>x</a>`, "", ""},
		{"dir(rtl)", `<style>.s::before{content:"before"} .s:dir(rtl)::before{content:"rtl"}</style><div dir=rtl><p id=t class=s>x</p></div>`, "rtl", ""},
		{"dir(ltr) stays", `<style>.s::before{content:"before"} .s:dir(rtl)::before{content:"rtl"}</style><div dir=rtl><p dir=ltr id=t class=s>x</p></div>`, "before", ""},
		{"dir auto", `<style>.s:dir(rtl)::after{content:"R"}</style><p dir=auto id=t class=s>שלום</p>`, "", "R"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n := find(t, mustParse(t, c.html), "t")
			if n.State.Generated().Before != c.before || n.State.Generated().After != c.after {
				t.Errorf("before/after = %q/%q, want %q/%q", n.State.Generated().Before, n.State.Generated().After, c.before, c.after)
			}
		})
	}
}

func TestCascadeAltText(t *testing.T) {
	n := find(t, mustParse(t, `<style>#t::before{content:"★" / "Favourite"} #t::after{content:"→" / ""}</style><b id=t>x</b>`), "t")
	s := n.State
	if s.Generated().Before != "★" || !s.Generated().BeforeHasAlt || s.Generated().BeforeAlt != "Favourite" {
		t.Errorf("before = %q alt %q %v", s.Generated().Before, s.Generated().BeforeAlt, s.Generated().BeforeHasAlt)
	}
	if s.Generated().After != "→" || !s.Generated().AfterHasAlt || s.Generated().AfterAlt != "" {
		t.Errorf("after = %q alt %q %v", s.Generated().After, s.Generated().AfterAlt, s.Generated().AfterHasAlt)
	}
	if s := find(t, mustParse(t, `<style>b::before{content:"x"}</style><b id=t>`), "t").State; s.Generated().BeforeHasAlt || s.Generated().AfterHasAlt {
		t.Error("alt without a slash")
	}
}

func TestCascadeCounters(t *testing.T) {
	d := mustParse(t, `<style>
		.qs{counter-reset:q}
		.q::before{counter-increment:q; content:counter(q) ". "}
		.q.roman::before{content:counter(q, upper-roman) ") "}
		.sub{counter-reset:s}
		.sub li::before{counter-increment:s; content:counters(s, ".") " "}
		ol.n li::before{content:"#" counter(list-item)}
		.lone::before{content:counter(nothing)}
	</style>
	<div class=qs>
	  <div class=q id=q1>Name</div>
	  <div class=q hidden id=qh>Skipped</div>
	  <div class=q id=q2>Email</div>
	  <div class="q roman" id=q3>Phone</div>
	</div>
	<div class=sub><ul><li id=s1>a<div class=sub><ul><li id=s11>b</li><li id=s12>b</li></ul></div></li><li id=s2>c</li></ul></div>
	<ol class=n start=3><li id=l1>a<ol><li id=l11>b</li></ol></li><li id=l2>c</li><li value=9 id=l9>d</li></ol>
	<label class=lone id=z>x</label>`)
	want := map[string][2]string{
		"q1": {"1. ", ""}, "qh": {"", ""}, "q2": {"2. ", ""}, "q3": {"III) ", ""},
		"s1": {"1 ", ""}, "s11": {"1.1 ", ""}, "s12": {"1.2 ", ""}, "s2": {"2 ", ""},
		"l1": {"#3", ""}, "l11": {"#1", ""}, "l2": {"#4", ""}, "l9": {"#9", ""},
		// CSS Lists 3 §4.5: a counter used where none is in scope is
		// instantiated at 0.
		"z": {"0", ""},
	}
	for id, w := range want {
		n := find(t, d, id)
		if n.State.Generated().Before != w[0] || n.State.Generated().After != w[1] {
			t.Errorf("#%s before/after = %q/%q, want %q/%q", id, n.State.Generated().Before, n.State.Generated().After, w[0], w[1])
		}
	}
}

func TestCascadeShadowScoping(t *testing.T) {
	d := mustParse(t, `<style>.in{display:none} .host-rule{visibility:hidden}</style>
	<div id=host><template shadowrootmode=open>
	  <style>.out{display:none} .inner{display:none} p::before{content:"s"}</style>
	  <span class=in id=in>shadow text</span><span class=inner id=inner>x</span><p id=sp>p</p><slot></slot>
	</template><b id=light>slotted</b></div>
	<div class=out id=out>light</div><p id=dp>q</p>
	<div class=host-rule><template shadowrootmode=open><span id=vis>x</span></template></div>
	<div id=h2><template shadowrootmode=closed><style>slot{visibility:hidden}</style><slot></slot></template><i id=l2>x</i></div>`)
	if find(t, d, "in").State.CSS.Display == "none" {
		t.Error("document rule reached into the shadow tree")
	}
	if !find(t, d, "vis").Hidden() {
		t.Error("visibility:hidden on the host not inherited into its shadow tree")
	}
	if !find(t, d, "inner").Hidden() {
		t.Error("shadow rule not applied inside its tree")
	}
	if find(t, d, "out").Hidden() {
		t.Error("shadow rule leaked into the document")
	}
	if sp, dp := find(t, d, "sp").State.Generated().Before, find(t, d, "dp").State.Generated().Before; sp != "s" || dp != "" {
		t.Errorf("shadow ::before rule: in shadow %q, in document %q", sp, dp)
	}
	if !find(t, d, "l2").Hidden() {
		t.Error("slotted child does not inherit visibility from its slot")
	}
}

func TestCascadeNoStyleSheets(t *testing.T) {
	d, err := Parse([]byte(`<style>#t{display:none}</style><div id=t style="visibility:hidden"></div>`), &ParseOptions{NoStyleSheets: true})
	if err != nil {
		t.Fatal(err)
	}
	n := find(t, d, "t")
	if n.State.CSS.Display == "none" || n.State.CSS.Visibility != "hidden" {
		t.Errorf("style = %+v", n.State.CSS)
	}
}

func TestSelectorKey(t *testing.T) {
	cases := []struct {
		sel  string
		kind int
		key  string
	}{
		{"div", keyTag, "div"},
		{"DIV.a", keyClass, "a"},
		{"a b#x.c", keyID, "x"},
		{".a > .b:not(.c)", keyClass, "b"},
		{"[type=x]", keyUniversal, ""},
		{"ul li::before", keyTag, "li"},
		{".a .b\\:c", keyUniversal, ""},
		{"svg|rect", keyUniversal, ""},
		{":not(:not(.a, .b))", keyUniversal, ""},
		{`[title="a b"] .k`, keyClass, "k"},
	}
	for _, c := range cases {
		if kind, key := selectorKey(c.sel); kind != c.kind || key != c.key {
			t.Errorf("selectorKey(%q) = %d %q, want %d %q", c.sel, kind, key, c.kind, c.key)
		}
	}
}

func TestArgCombinators(t *testing.T) {
	cases := map[string]int{
		"div":                       0,
		":not(.a)":                  0,
		":not(:not(.a, .b))":        0,
		":not(.a .b)":               1,
		":not(:not(.a > .b  ~ .c))": 2,
		`:not([title="a b c"])`:     0,
		":has(> .a)":                0,
		":has(.a .b)":               2,
		"div:has(.a)":               0,
		":not( .a , .b )":           0,
	}
	for s, want := range cases {
		if got := argCombinators(s); got != want {
			t.Errorf("argCombinators(%q) = %d, want %d", s, got, want)
		}
	}
}

// TestCascadeHostileSelectors: selectors that make a backtracking matcher
// exponential over a deep or wide tree must not stall Parse (before the
// combinator matcher, the first took over a minute).
func TestCascadeHostileSelectors(t *testing.T) {
	deep := strings.Repeat("<div><span>", 254) + "deep"
	wide := "<div>" + strings.Repeat("<p>a</p>", 3000) + "</div>"
	for _, c := range []struct{ page, css string }{
		{deep, "x div div div span{display:none}"},
		{deep, "span:not(x div div div span){display:none}"},
		{deep, "*:has(x div div){display:none}"},
		{deep, ":is(x div) span{display:none}"},
		{wide, "y ~ * ~ * ~ *{display:none}"},
		{wide, ":nth-child(2n) ~ :nth-last-child(3n){display:none}"},
	} {
		start := time.Now()
		d := mustParse(t, c.page+"<style>"+c.css+"</style><i id=t style='display:none'></i>")
		if el := time.Since(start); el > 20*time.Second {
			t.Errorf("%s took %v", c.css, el)
		}
		if !find(t, d, "t").Hidden() {
			t.Error("inline style lost")
		}
	}
}

func TestRuleKeyOnly(t *testing.T) {
	rs := &ruleSet{}
	ds := []decl{{prop: propDisplay, kw: "none"}}
	for i, s := range []string{".a", "#b", "P", ".a .b", ".a.b", "p::before", ".c:BEFORE", ".a:hover::after", "div > .x", "[x]", ".a:first-child"} {
		rs.addRule(s, i, ds)
	}
	got := map[string]bool{}
	for _, r := range rs.rules {
		got[r.sel.last+"|"+r.key] = r.keyOnly
	}
	want := map[string]bool{".a|a": true, "#b|b": true, "P|p": true, ".b|b": true, ".a.b|a": false,
		"p|p": true, ".c|c": true, ".x|x": true, "[x]|": false, ".a:first-child|a": false}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Error(diff)
	}
}

func TestCascadeMarkers(t *testing.T) {
	d := mustParse(t, `<style>
		.none{list-style:none}
		.roman{list-style:upper-roman inside}
		.str{list-style-type:"-> "}
		#custom::marker{content:"* "}
		#gone::marker{content:none}
		li.hid{visibility:hidden}
	</style>
	<ul><li id=u1>a<ul><li id=u2>b<ol><li id=o0>x<ul><li id=u3>c</li></ul></li></ol></li></ul></li></ul>
	<ol start=4><li id=o4>a</li><li id=o5>b</li><li value=9 id=o9>c</li></ol>
	<ol type=a><li id=oa>a</li><li id=ob type=I>b</li></ol>
	<ul class=none><li id=n1>a</li></ul><ol class=roman><li id=r1>a</li></ol><ul class=str><li id=s1>a</li></ul>
	<ul><li id=custom>a</li><li id=gone>b</li><li class=hid id=hid>c</li><li style="display:block" id=blk>d</li></ul>
	<div style="display:list-item" id=div>e</div>`)
	want := map[string]string{
		"u1": "• ", "u2": "◦ ", "o0": "1. ", "u3": "▪ ",
		"o4": "4. ", "o5": "5. ", "o9": "9. ", "oa": "a. ", "ob": "II. ",
		"n1": "", "r1": "I. ", "s1": "-> ",
		"custom": "* ", "gone": "", "hid": "", "blk": "", "div": "• ",
	}
	for id, w := range want {
		if got := find(t, d, id).State.Generated().Marker; got != w {
			t.Errorf("#%s marker = %q, want %q", id, got, w)
		}
	}
}

// TestCascadeGeneratedGap: accname 1.2 step 2F.ii, generated text set
// apart from the content by its box or by padding/margin facing it.
func TestCascadeGeneratedGap(t *testing.T) {
	d := mustParse(t, `<style>
		.pad::before{content:"b";padding:0 0.2em} .pad::after{content:"a";padding:0 0.2em}
		.blk::before{content:"b";display:block} .ib::after{content:"a";display:inline-block}
		.far::before{content:"b";padding-left:4px} .far::after{content:"a";margin-left:4px}
		.zero::before{content:"b";padding:0 0 0 0;margin-inline-end:0}
		.over::before{content:"b";padding:0 1em;padding-right:0}
		.logical::before{content:"b";margin-inline-end:2px}
		.el{padding:1em}
		.el::before{content:"b"}
	</style>
	<b class=pad id=pad>x</b><b class="blk ib" id=blk>x</b><b class=far id=far>x</b>
	<b class=zero id=zero>x</b><b class=over id=over>x</b><b class=logical id=log>x</b>
	<b class=far dir=rtl id=rtl>x</b><b class=el id=el>x</b>`)
	want := map[string][2]bool{
		"pad": {true, true}, "blk": {true, true}, "far": {false, true},
		"zero": {false, false}, "over": {false, false}, "log": {true, false},
		"rtl": {true, false}, "el": {false, false},
	}
	for id, w := range want {
		st := find(t, d, id).State
		if got := [2]bool{st.Generated().BeforeGap, st.Generated().AfterGap}; got != w {
			t.Errorf("#%s gaps before/after = %v, want %v", id, got, w)
		}
	}
}

// TestCascadeZeroSize: an element whose width and height are both zero
// has no box, so no one sees it; one zero side, an inline box, or a rule
// that gives the size back leaves it shown.
func TestCascadeZeroSize(t *testing.T) {
	d := mustParse(t, `<style>.z{width:0;height:0px} .z.open{height:auto} .w{width:0}</style>
		<div id=a style="width:0;height:0;overflow:hidden"><input id=in aria-label=In></div>
		<button id=b class=z>x</button><div id=c class="z open">x</div><div id=e class=w style="height:0.0em">x</div>
		<div id=f class=w>x</div><span id=g class=z>x</span><span id=h class=z style="display:block">x</span>
		<div class=z><p id=i style="width:inherit;height:inherit">x</p></div><div id=j style="width:0;height:1px">x</div>`)
	for id, want := range map[string]bool{"a": false, "in": true, "b": false, "c": true, "e": false, "f": true, "g": true, "h": false, "i": false, "j": true} {
		if got := find(t, d, id).Visible(); got != want {
			t.Errorf("#%s visible = %v, want %v", id, got, want)
		}
	}
}

// TestHiddenOutsideFlatTree: a slot's fallback content while something is
// assigned to it, and everything inside a light child no slot takes, is
// not rendered (HTML §4.12.4).
func TestHiddenOutsideFlatTree(t *testing.T) {
	d := mustParse(t, `<div><template shadowrootmode=open><slot name=a><b id=fb>fallback</b></slot><slot name=z><i id=shown>shown</i></slot></template>
		<span slot=a id=given>given</span><p slot=none><em id=deep>deep</em></p></div>`)
	for id, hidden := range map[string]bool{"fb": true, "shown": false, "given": false, "deep": true} {
		if got := find(t, d, id).Hidden(); got != hidden {
			t.Errorf("#%s hidden = %v, want %v", id, got, hidden)
		}
	}
}

// TestHasZeroSizeDecl checks the sheet scan against the one regexp it
// stands for, on the module's style sheets and on random text made of
// the pieces that regexp cares about.
func TestHasZeroSizeDecl(t *testing.T) {
	ref := regexp.MustCompile(`(?i)(^|[^-\w])` + zeroSizeTail)
	texts := []string{"", "width:0", "height: 0px;", "x-width:0", "_width:0", "max-width: 0", "(width:0}",
		"WIDTH : +00.0EM ! IMPORTANT }", "width:0 !important;", "éwidth:0", "\u212awidth:0", "\u017fheight:0",
		"\xffwidth:0", "\xe2\x80width:0", "width:0a;", "a{width:1px;height:0}", "widthwidth:0", "hheight:0"}
	for _, src := range modulePages(t) {
		for _, m := range regexp.MustCompile(`(?s)<style[^>]*>(.*?)</style>`).FindAllStringSubmatch(string(src), -1) {
			texts = append(texts, m[1])
		}
	}
	pieces := []string{"width", "HEIGHT", "Height", "wid", "h", ":", " ", "\t", "0", "00", ".", "+", "-", "_",
		"px", "%", "!", "important", ";", "}", "{", "a", "K", "\u212a", "é", "\xff", "\u017f", "1"}
	rng := rand.New(rand.NewPCG(1, 2))
	pick := func(opts ...string) string { return opts[rng.IntN(len(opts))] }
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(4) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		// A declaration, each part right or a little wrong.
		b.WriteString(pick("width", "Height", "widt", "x"))
		b.WriteString(pick("", " ", "\t"))
		b.WriteString(pick(":", ":", ";"))
		b.WriteString(pick("", " ", "+", "-", "1"))
		b.WriteString(pick("0", "00", "0.0", ".0", ".", "1"))
		b.WriteString(pick("", "px", "%", "\u212a", "é", "_"))
		b.WriteString(pick("", " ", "!important", "! important ", "!"))
		for range rng.IntN(3) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	matched := 0
	for _, s := range texts {
		want := ref.MatchString(s)
		if want {
			matched++
		}
		if got := hasZeroSizeDecl(s); got != want {
			t.Errorf("hasZeroSizeDecl(%q) = %v, the regexp says %v", s, got, want)
		}
	}
	if matched < 100 {
		t.Errorf("only %d of %d texts matched: the random texts test too little", matched, len(texts))
	}
}
