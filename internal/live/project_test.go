package live_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	cdpruntime "github.com/chromedp/cdproto/runtime"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// projectionPage packs what the two sources must read alike: generated
// text with and without spacing, alternative text, list markers, quotes,
// closed and open lists of options, hidden, transparent and empty boxes,
// and a shadow tree with slots.
const projectionPage = `<!doctype html><style>
.gap::before { content: "Step"; padding-right: 4px }
.block::after { content: "(required)"; display: inline-block }
.tight::before { content: "*" }
.alt::before { content: "\\2605" / "Favourite" }
.custom li::marker { content: "-> " }
.hidden-marker li::marker { visibility: hidden }
.gone { display: none }
.ghost { visibility: hidden }
.clear { opacity: 0 }
.empty { width: 0; height: 0; overflow: hidden; display: block }
</style>
<form>
<label class=gap for=a>one</label><input id=a>
<label class=block for=b>Email</label><input id=b>
<label class=tight for=c>Name</label><input id=c>
<span class=alt id=d>Star</span>
<ol start=3><li>three<li value=7>seven<li>eight</ol>
<ol reversed><li>a<li>b</ol>
<ul><li>disc<ul><li>circle</ul></ul>
<ul class=custom><li>arrow</ul>
<ul class=hidden-marker><li>no marker</ul>
<ul style="list-style: none"><li>none</ul>
<p><q>quoted</q></p>
<select id=e><option>One<option selected>Two</select>
<select id=f multiple size=3><option>Red<option selected>Blue</select>
<div class=gone><label for=g>Hidden</label><input id=g value=x></div>
<label class=ghost for=h>Ghost</label><input id=h>
<div class=clear><input id=i aria-label=Clear></div>
<div class=empty><input id=j aria-label=Empty></div>
<div id=host><span slot=s>slotted</span><em>unslotted</em></div>
<input type=checkbox id=k checked aria-label=Check><input type=radio id=l aria-label=Radio>
<textarea id=m>text</textarea>
</form>
<script>
const r = document.getElementById('host').attachShadow({mode: 'open'});
r.innerHTML = '<label for=x>Shadow <slot name=s></slot></label><input id=x><slot></slot>';
</script>`

// inlineTextPage holds inline elements of phrasing content whose text may
// or may not give them a box of some size: the projection answers the
// surely sized ones without a layout query, and must answer as the
// snapshot's layout does for every one of them.
const inlineTextPage = `<!doctype html><style>
.zero { font-size: 0 }
.tiny { font-size: 0.01px }
</style>
<p><span>text</span> <a href="#x">link</a> <b> </b><i>&#8203;</i><em>&nbsp;</em><strong>&#173;&#8205;</strong><u>&#65279;</u></p>
<p class=zero><span>zero font</span> <label>also zero</label><code>inherits zero</code><small style="font-size: 12px">reset</small></p>
<p><small class=tiny>tiny</small><sup style="visibility: hidden">hidden text</sup><sub style="opacity: 0">clear text</sub></p>
<p><span id=host>light text no slot takes</span><mark id=host2>slotted text</mark></p>
<p><span style="position: absolute">positioned</span><span style="float: left">floated</span><span style="display: inline-block; width: 0; overflow: hidden">boxed</span></p>
<p><span><span>nested only</span></span><span><!-- a comment --></span><span></span><abbr title=t>ab</abbr><var>x</var><s>old</s></p>
<div style="width: 0; height: 0; overflow: hidden"><span>clipped away</span></div>
<svg width=40 height=20><text x=0 y=15><tspan>svg text</tspan></text></svg>
<script>
document.getElementById('host').attachShadow({mode: 'open'}).innerHTML = '<b></b>';
document.getElementById('host2').attachShadow({mode: 'open'}).innerHTML = '<slot></slot>';
</script>`

// projectionPages are the pages both model sources must agree on: the
// resolver corpus, the demo site and the bench pages, with this package's
// own pages.
func projectionPages(t *testing.T) ([]string, map[string]string) {
	t.Helper()
	var names []string
	extra := map[string]string{}
	for _, glob := range []string{"../../resolver/testdata/*.html", "../../examples/jobapply/site/*.html", "../../bench/pages/form*.html"} {
		files, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			name := "/proj/" + filepath.Base(filepath.Dir(f)) + "/" + filepath.Base(f)
			extra[name] = string(b)
			names = append(names, name)
		}
	}
	extra["/proj/packed"] = projectionPage
	extra["/proj/inline-text"] = inlineTextPage
	// Large enough that the facts come in an answer of their own, sent
	// behind the projection.
	extra["/proj/packed-large"] = projectionPage + strings.Repeat(`<div><label>Item <input></label></div>`, 250)
	names = append(names, "/proj/packed", "/proj/inline-text", "/proj/packed-large")
	if len(names) < 8 {
		t.Fatalf("found %d pages; the corpus moved?", len(names))
	}
	for name := range pages {
		names = append(names, name)
	}
	return names, extra
}

// TestProjectionMatchesSnapshot builds each page's model from the runtime's
// projection and from DOMSnapshot.captureSnapshot and requires the same
// elements, text, state and visibility, and the same field listing.
func TestProjectionMatchesSnapshot(t *testing.T) {
	names, extra := projectionPages(t)
	srv := serve(t, extra)
	for _, name := range names {
		t.Run(strings.TrimPrefix(name, "/"), func(t *testing.T) {
			t.Parallel() // a tab each, and no input
			f, ctx := open(t, srv.URL+name)
			f.ForceSnapshot = true
			snap, err := f.Model(ctx)
			if err != nil {
				t.Fatal(err)
			}
			f.ForceSnapshot = false
			for _, lazy := range []bool{false, true} {
				f.LazyFacts = lazy
				f.Invalidate()
				proj, err := f.Model(ctx)
				if err != nil {
					t.Fatal(err)
				}
				unasked, small := len(proj.UnaskedFacts()), len(proj.Elements()) <= live.EagerFacts
				if lazy && unasked == 0 || !lazy && small && unasked > 0 {
					t.Fatalf("lazy %v, %d elements: %d facts unasked", lazy, len(proj.Elements()), unasked)
				}
				compareProjection(t, f, ctx, snap, proj)
			}
		})
	}
}

// compareProjection asks a projected model's remaining facts and requires
// it to read as the snapshot's model does.
func compareProjection(t *testing.T, f *live.Frame, ctx context.Context, snap, proj *dom.Document) {
	t.Helper()
	if f.Fallbacks != 0 {
		t.Fatal("the projection fell back to a snapshot")
	}
	if snap == proj {
		t.Fatal("the second model is the cached first one")
	}
	if err := f.Facts(ctx, proj, proj.UnaskedFacts()); err != nil {
		t.Fatal(err)
	}
	compareModels(t, snap, proj)
	a, b := listing(t, snap), listing(t, proj)
	if a != b {
		t.Errorf("Fields differ:\nsnapshot:   %s\nprojection: %s", a, b)
	}
}

// elementsOf lists the elements and non-blank text of a model in tree order.
// A datalist is left out: the snapshot has no layout for it and guesses
// its display from its options, where the projection reads the computed
// display:none (the field's options are the same either way, checked by
// the listing).
func elementsOf(d *dom.Document) []*dom.Node {
	var out []*dom.Node
	for _, n := range d.Nodes {
		if inDatalist(n) {
			continue
		}
		if n.Type == dom.ElementNode || n.Type == dom.TextNode && strings.TrimSpace(n.Data) != "" {
			out = append(out, n)
		}
	}
	return out
}

func describe(n *dom.Node) string {
	if n.Type == dom.TextNode {
		return fmt.Sprintf("text %q", n.Data)
	}
	st := n.State
	return fmt.Sprintf("<%s %v> value=%q checked=%v selected=%v hidden=%v visible=%v before=%q/%v after=%q/%v marker=%q files=%d",
		n.Tag, n.Attrs, st.Value, st.Checked, st.Selected, n.Hidden(), n.Visible(), st.Generated().Before, st.Generated().BeforeGap, st.Generated().After, st.Generated().AfterGap, n.Marker(), st.Files)
}

func compareModels(t *testing.T, snap, proj *dom.Document) {
	t.Helper()
	a, b := elementsOf(snap), elementsOf(proj)
	if len(a) != len(b) {
		t.Errorf("snapshot has %d elements and text nodes, projection %d", len(a), len(b))
	}
	bad := 0
	for i := 0; i < len(a) && i < len(b) && bad < 10; i++ {
		if da, db := describe(a[i]), describe(b[i]); da != db {
			t.Errorf("node %d:\nsnapshot:   %s\nprojection: %s", i, da, db)
			bad++
		}
	}
}

func listing(t *testing.T, d *dom.Document) string {
	t.Helper()
	fs, err := resolver.New(d, &resolver.Options{Generation: 1}).Fields(nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range fs {
		// Refs carry ids, which differ by source.
		fs[i].Ref, fs[i].Target, fs[i].Alternates = resolver.FieldRef{}, nil, nil
	}
	b, err := json.Marshal(fs)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestProjectionHandles acts through a projected model: the element is
// found by its runtime id, and a removed one is stale.
func TestProjectionHandles(t *testing.T) {
	t.Parallel() // a tab of its own, no input
	handlePage := `<label for=a>Name</label><input id=a value="x"><button id=b onclick="document.getElementById('a').remove()">Remove</button>`
	srv := serve(t, map[string]string{"/proj-handle": handlePage})
	f, ctx := open(t, srv.URL+"/proj-handle")
	d, err := f.Model(ctx)
	if err != nil {
		t.Fatal(err)
	}
	in := d.Root.ElementByID("a")
	if in == nil || in.State.RuntimeID == 0 || in.State.BackendID != 0 {
		t.Fatalf("the input has no runtime id: %+v", in)
	}
	h := f.Handle(in)
	st, err := h.ReadState(ctx)
	if err != nil || st.Value == nil || *st.Value != "x" {
		t.Fatalf("read back %+v, %v", st, err)
	}
	if err := evalMain(ctx, f, "document.getElementById('a').remove()"); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Model(ctx); err != nil { // a new projection drops the element
		t.Fatal(err)
	}
	fresh := f.Handle(in)
	if _, err := fresh.ReadState(ctx); err == nil || !strings.Contains(err.Error(), live.ErrStale.Error()) {
		t.Fatalf("a removed element read back: %v", err)
	}
}

func evalMain(ctx context.Context, f *live.Frame, expr string) error {
	res, err := cdp.Call(ctx, f.P.S, cdpruntime.Evaluate, cdpruntime.EvaluateParams{Expression: expr})
	if err != nil {
		return err
	}
	return live.Decode(res.Result, res.ExceptionDetails, "eval", nil)
}

func inDatalist(n *dom.Node) bool {
	for ; n != nil; n = n.Parent {
		if n.IsElement("datalist") {
			return true
		}
	}
	return false
}

// TestProjectionFallsBack takes a snapshot where a custom element hides a
// closed shadow tree, and finds the field inside it; custom elements with
// light content only keep the projection.
func TestProjectionFallsBack(t *testing.T) {
	t.Parallel() // a tab of its own, no input
	srv0 := serve(t, map[string]string{"/proj-light": `<x-row><label for=y>Light</label><input id=y></x-row><x-cell></x-cell>`})
	f0, ctx0 := open(t, srv0.URL+"/proj-light")
	if _, err := f0.Model(ctx0); err != nil {
		t.Fatal(err)
	}
	if f0.Fallbacks != 0 {
		t.Fatalf("light custom elements made the projection fall back %d times", f0.Fallbacks)
	}

	closedPage := `<x-field id=host></x-field><script>
const r = document.getElementById('host').attachShadow({mode: 'closed'});
r.innerHTML = '<label for=x>Closed</label><input id=x>';
</script>`
	srv := serve(t, map[string]string{"/proj-closed": closedPage})
	f, ctx := open(t, srv.URL+"/proj-closed")
	d, err := f.Model(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if f.Fallbacks == 0 {
		t.Fatal("the projection did not fall back to a snapshot")
	}
	m, err := resolver.New(d, nil).Match(resolver.Label("Closed"))
	if err != nil {
		t.Fatalf("the field in the closed shadow tree: %v", err)
	}
	if m.Nodes[0].State.BackendID == 0 {
		t.Fatal("the snapshot's element has no backend id")
	}
}

// TestProjectionAsksFewBoxes: the projection of a large page answers the
// boxes of its controls and their ancestors, a query asks the page for the
// others it consults, not for every element's, and its answer is the one a
// model with every box gives.
func TestProjectionAsksFewBoxes(t *testing.T) {
	t.Parallel() // a tab of its own, no input
	srv := serve(t, map[string]string{"/gen-boxes": genPage(60, 8000)})
	f, ctx := open(t, srv.URL+"/gen-boxes")
	d, err := f.Model(ctx)
	if err != nil {
		t.Fatal(err)
	}
	r := resolver.New(d, nil)
	elements := 0
	for _, n := range d.Nodes {
		if n.State != nil {
			elements++
		}
	}
	unasked := len(d.UnaskedFacts())
	if unasked == elements || unasked == 0 {
		t.Fatalf("the projection answered %d of %d boxes", elements-unasked, elements)
	}
	var m *resolver.Match
	for pass := 0; ; pass++ {
		misses := d.FactMisses()
		m, err = r.Match(resolver.Label("Field 30"))
		if d.FactMisses() == misses {
			break
		}
		if pass > 3 {
			t.Fatal("the query did not settle in 4 passes")
		}
		if err := f.Facts(ctx, d, d.WantedFacts()); err != nil {
			t.Fatal(err)
		}
		r.Forget()
	}
	if err != nil {
		t.Fatal(err)
	}
	asked := elements - len(d.UnaskedFacts())
	if asked*4 > elements {
		t.Fatalf("asked %d of %d boxes", asked, elements)
	}
	if err := f.Facts(ctx, d, d.UnaskedFacts()); err != nil {
		t.Fatal(err)
	}
	r.Forget()
	full, err := r.Match(resolver.Label("Field 30"))
	if err != nil || full.Nodes[0] != m.Nodes[0] {
		t.Fatalf("with every box: %v, %v", full, err)
	}
	t.Logf("asked %d of %d boxes, %d with the projection", asked, elements, elements-unasked)
}

// TestLargePageQueryAsksNoMore: on a page past EagerFacts, the facts the
// projection answers are all a label query reads, even among rows of
// unmarked buttons (a list's Open and Archive, not answers to a question)
// and links before a search box: the query settles in one pass.
func TestLargePageQueryAsksNoMore(t *testing.T) {
	t.Parallel() // a tab of its own, no input
	var b strings.Builder
	b.WriteString(`<!doctype html><title>rows</title><nav aria-label=Main><a href="#">Home</a> <a href="#">Reports</a> <input type=search aria-label="Search"></nav><main>`)
	for i := 0; i < 700; i++ {
		fmt.Fprintf(&b, `<article><h3>Ticket %d</h3><footer><button type=button>Open</button><button type=button>Archive</button></footer></article>`, i)
	}
	b.WriteString(`</main><form><label for=e>Work email</label><input id=e type=email></form>`)
	srv := serve(t, map[string]string{"/rows": b.String()})
	f, ctx := open(t, srv.URL+"/rows")
	d, err := f.Model(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(elementsOf(d)); n <= live.EagerFacts {
		t.Fatalf("the page has %d elements, not more than %d", n, live.EagerFacts)
	}
	m, err := resolver.New(d, nil).Match(resolver.Label("Work email"))
	if err != nil || m.Nodes[0].AttrOr("id") != "e" {
		t.Fatalf("match: %v %v", m, err)
	}
	if w := d.WantedFacts(); d.FactMisses() != 0 {
		t.Errorf("the query read %d unasked facts, of %d elements (the first %s)", d.FactMisses(), len(w), describe(w[0]))
	}
}

// TestFactsAfterChurn: facts asked later find their elements by id
// whether the page's ids stay near its size or ran far past it (a page
// that added and removed many elements between models); either way the
// model reads as the snapshot's.
func TestFactsAfterChurn(t *testing.T) {
	srv := serve(t, map[string]string{"/churn": projectionPage})
	f, ctx := open(t, srv.URL+"/churn")
	f.ForceSnapshot = true
	snap, err := f.Model(ctx)
	if err != nil {
		t.Fatal(err)
	}
	f.ForceSnapshot = false
	f.LazyFacts = true
	for _, churn := range []int{0, 30000} {
		if churn > 0 {
			// Many elements come and go, each seen by a model: the
			// runtime's ids run far past the page's size.
			add := fmt.Sprintf("(() => { const box = document.createElement('div'); box.id = 'churn'; for (let i = 0; i < %d; i++) box.appendChild(document.createElement('i')); document.body.appendChild(box); return 0; })()", churn)
			if err := f.P.Eval(ctx, "", add, nil); err != nil {
				t.Fatal(err)
			}
			f.Invalidate()
			if _, err := f.Model(ctx); err != nil {
				t.Fatal(err)
			}
			if err := f.P.Eval(ctx, "", "(document.getElementById('churn').remove(), 0)", nil); err != nil {
				t.Fatal(err)
			}
		}
		f.Invalidate()
		proj, err := f.Model(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(proj.UnaskedFacts()) == 0 {
			t.Fatal("no facts left to ask")
		}
		compareProjection(t, f, ctx, snap, proj)
	}
}
