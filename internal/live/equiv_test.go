package live_test

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/surefill/surefill/accname"
	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/internal/live"
)

// causePages hold one page per cause of live and offline disagreeing
// (issue #17), written as saved HTML would be (declarative shadow DOM, no
// script), with the names each marked element must get in every model.
var causePages = map[string]struct {
	html string
	want map[string]string // id -> accessible name
}{
	// Id references stay inside their tree scope: a label outside a shadow
	// tree does not name an input inside it, aria-labelledby and
	// aria-describedby find the id of their own tree, nested trees too.
	"/cause/scopes": {`<!doctype html>
<label for=x>Outside</label><input id=x aria-label=Light>
<div id=h1><template shadowrootmode=open>
<input id=x><label for=y>Inside</label><input id=y aria-describedby=d><span id=d>help inside</span>
<input id=z aria-labelledby=lb><span id=lb>Shadow text</span>
<div><template shadowrootmode=open><label for=x>Nested</label><input id=x></template></div>
</template></div>
<span id=lb>Light text</span><span id=d>help outside</span>
<input id=w aria-labelledby=lb aria-describedby=d>`,
		map[string]string{"w": "Light text", "y": "Inside", "z": "Shadow text"}},
	// A closed shadow root (on a custom element, where the projection
	// looks for one and takes a snapshot instead) is a tree scope too.
	"/cause/closed": {`<!doctype html>
<label for=c>Outside</label>
<x-closed id=h2><template shadowrootmode=closed><label for=c>Closed</label><input id=c><input id=o aria-labelledby=lb></template></x-closed>
<span id=lb>Light text</span>
<x-btn><template shadowrootmode=closed><label for=t2><b>Team</b> <i>name</i></label> <input id=t2> <button id=sb><slot></slot></button></template><b>Send</b> <i>now</i></x-btn>`,
		map[string]string{"c": "Closed", "o": "", "t2": "Team name", "sb": "Send now"}},
	// A slot that holds only text renders it (the snapshot once took the
	// slot for display:none).
	"/cause/slot-text": {`<!doctype html>
<div><template shadowrootmode=open><label for=e><slot></slot></label><input id=e></template>Email address</div>
<div><template shadowrootmode=open><button id=b><slot name=n>fallback</slot></button><p><slot name=m><button id=fb>Fallback</button></slot></p></template><span slot=n>Send</span><b slot=m>Given</b></div>
<div><template shadowrootmode=open><slot><button id=shown>Shown fallback</button></slot></template></div>`,
		map[string]string{"e": "Email address", "b": "Send", "fb": "Fallback", "shown": "Shown fallback"}},
	// CSS alternative text after a slash names instead of the generated text.
	"/cause/css-alt": {`<!doctype html><style>
.star::before { content: "\2605" / "Favourite" }
.deco::after { content: " \2192" / "" }
</style>
<button id=s class=star></button><button id=d class=deco>Next</button>`,
		map[string]string{"s": "Favourite", "d": "Next"}},
	// A line break separates words.
	"/cause/br": {`<!doctype html>
<label for=a>Street<br>address</label><input id=a>
<button id=b>Save<br>draft</button>`,
		map[string]string{"a": "Street address", "b": "Save draft"}},
	// Options of a closed select, and elements of no size.
	"/cause/visibility": {`<!doctype html>
<label for=st>State</label><select id=st><option id=o1>Alabama<option id=o2>Alaska<optgroup label=Other><option id=o3>Guam</optgroup></select>
<div id=zd style="width:0;height:0;overflow:hidden"><input id=tiny aria-label=Tiny></div>
<button id=zb style="width:0;height:0;padding:0;border:0">Gone</button><div id=half style="width:0">half</div>`,
		map[string]string{"o2": "Alaska", "o3": "Guam", "tiny": "Tiny"}},
	// HTML-AAM names of buttons.
	"/cause/buttons": {`<!doctype html><form>
<input id=s1 type=submit value=""><input id=s2 type=submit><input id=r1 type=reset value="">
<input id=i1 type=image alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><input id=i2 type=image alt=Search src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
</form>`,
		map[string]string{"s1": "", "s2": "Submit", "r1": "", "i1": "Submit Query", "i2": "Search"}},
	// Roles that need a context keep their names outside it; a legend is
	// named by its content.
	"/cause/contexts": {`<!doctype html>
<div id=m role=menuitem>Open file</div><li id=mc role=menuitemcheckbox>Bold</li><span id=mr role=menuitemradio>Left</span>
<span id=ti role=treeitem>Documents</span>
<div role=menu><div id=mm role=menuitem>In menu</div></div>
<fieldset id=fs><legend id=lg>Shipping <b>address</b></legend><input aria-label=Zip></fieldset>`,
		map[string]string{"m": "Open file", "mc": "Bold", "mr": "Left", "ti": "Documents", "mm": "In menu", "lg": "Shipping address", "fs": "Shipping address"}},
}

// axFacts is what the equivalence test compares of an element.
type axFacts struct{ tag, role, name, desc string }

func (a axFacts) String() string {
	return fmt.Sprintf("<%s> role=%q name=%q description=%q", a.tag, a.role, a.name, a.desc)
}

// axOf lists every element of a model in tree order (shadow trees
// included) with its role, name and description.
func axOf(d *dom.Document) ([]axFacts, []*dom.Node) {
	c := accname.NewComputer()
	var out []axFacts
	var els []*dom.Node
	for _, n := range d.Elements() {
		out = append(out, axFacts{n.Tag, c.Role(n), c.Name(n), c.Description(n)})
		els = append(els, n)
	}
	return out, els
}

// TestLiveOfflineEquivalence builds every test page three ways — offline
// from its saved HTML, live from the runtime's projection and live from
// DOMSnapshot.captureSnapshot — and requires every element to get the same
// role, accessible name and description in all three. A page that runs
// script is compared with the HTML the live page saves to (dom.Render of
// its snapshot model), which is how an offline fixture is made; the others
// with their own source. The cause pages also check the names they must
// get.
func TestLiveOfflineEquivalence(t *testing.T) {
	names, extra := projectionPages(t)
	for name, p := range causePages {
		extra[name] = p.html
		names = append(names, name)
	}
	srv := serve(t, extra)
	// The pages load side by side, each in its own tab (no input: nothing
	// here depends on focus or timing); the count is logged once all end.
	var pagesSeen, elements atomic.Int64
	t.Cleanup(func() {
		t.Logf("compared role, name and description of %d elements on %d pages, three ways", elements.Load(), pagesSeen.Load())
	})
	for _, name := range names {
		src, ok := extra[name]
		if !ok {
			src = pages[name]
		}
		t.Run(strings.TrimPrefix(name, "/"), func(t *testing.T) {
			t.Parallel()
			f, ctx := open(t, srv.URL+name)
			f.ForceSnapshot = true
			snap, err := f.Model(ctx)
			if err != nil {
				t.Fatal(err)
			}
			f.ForceSnapshot = false
			f.Invalidate()
			proj, err := f.Model(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if closed := strings.Contains(src, "shadowrootmode=closed"); closed != (f.Fallbacks != 0) {
				t.Fatalf("closed shadow root %v, the projection fell back %d times", closed, f.Fallbacks)
			}
			if err := f.Facts(ctx, proj, proj.UnaskedFacts()); err != nil {
				t.Fatal(err)
			}
			saved := []byte(src)
			if strings.Contains(src, "<script") {
				var b bytes.Buffer
				if err := dom.Render(&b, snap); err != nil {
					t.Fatal(err)
				}
				saved = b.Bytes()
			}
			off, err := dom.Parse(saved, nil)
			if err != nil {
				t.Fatal(err)
			}
			offAX, offEls := axOf(off)
			projAX, projEls := axOf(proj)
			snapAX, snapEls := axOf(snap)
			compareAX(t, "projection", offAX, projAX)
			compareAX(t, "snapshot", offAX, snapAX)
			if c, ok := causePages[name]; ok {
				checkWanted(t, c.want, map[string][]*dom.Node{"offline": offEls, "projection": projEls, "snapshot": snapEls})
				checkCause(t, name, ctx, f, off, proj, snap)
			}
			pagesSeen.Add(1)
			elements.Add(int64(len(offAX)))
		})
	}
}

func compareAX(t *testing.T, what string, off, live []axFacts) {
	t.Helper()
	if len(off) != len(live) {
		t.Errorf("offline has %d elements, %s %d", len(off), what, len(live))
	}
	bad := 0
	for i := 0; i < len(off) && i < len(live) && bad < 10; i++ {
		if off[i] != live[i] {
			t.Errorf("element %d:\noffline:    %v\n%-11s %v", i, off[i], what+":", live[i])
			bad++
		}
	}
}

// checkWanted requires the marked elements' names in every model. An id
// can repeat across tree scopes: the first element with it that has a
// wanted name is checked.
func checkWanted(t *testing.T, want map[string]string, models map[string][]*dom.Node) {
	t.Helper()
	for model, els := range models {
		c := accname.NewComputer()
		for id, w := range want {
			var found *dom.Node
			for _, n := range els {
				if n.ID() == id {
					found = n
					break
				}
			}
			if found == nil {
				t.Errorf("%s: no #%s", model, id)
				continue
			}
			if got := c.Name(found); got != w {
				t.Errorf("%s: #%s is named %q, want %q", model, id, got, w)
			}
		}
	}
}

// checkCause checks what a cause page is about beyond names.
func checkCause(t *testing.T, name string, ctx context.Context, f *live.Frame, off, proj, snap *dom.Document) {
	t.Helper()
	models := map[string]*dom.Document{"offline": off, "projection": proj, "snapshot": snap}
	switch name {
	case "/cause/scopes":
		for model, d := range models {
			// Every shadow tree is a tree scope of its own.
			roots := 0
			for _, n := range d.Nodes {
				if n.Type == dom.ShadowRootNode {
					roots++
				}
			}
			if roots != 2 {
				t.Errorf("%s: %d shadow roots, want 2", model, roots)
			}
			c := accname.NewComputer()
			for _, n := range d.Elements() {
				host := n.ShadowHost()
				if n.ID() == "x" && host != nil && host.ID() == "h1" && c.Name(n) != "" {
					t.Errorf("%s: the shadow input #x is named %q from a label of another tree", model, c.Name(n))
				}
				if n.ID() == "x" && host != nil && host.ID() == "" && c.Name(n) != "Nested" {
					t.Errorf("%s: the nested shadow input #x is named %q", model, c.Name(n))
				}
				if n.ID() == "y" && c.Description(n) != "help inside" {
					t.Errorf("%s: #y is described %q", model, c.Description(n))
				}
				if n.ID() == "w" && c.Description(n) != "help outside" {
					t.Errorf("%s: #w is described %q", model, c.Description(n))
				}
			}
		}
	case "/cause/slot-text":
		for model, d := range models {
			for _, n := range d.Elements() {
				// Fallback content shows only while nothing is assigned.
				if want, ok := map[string]bool{"fb": false, "shown": true}[n.ID()]; ok && n.Visible() != want {
					t.Errorf("%s: #%s visible %v, want %v", model, n.ID(), n.Visible(), want)
				}
			}
		}
	case "/cause/visibility":
		for model, d := range models {
			for _, n := range d.Elements() {
				if n.IsElement("option") && !n.Visible() {
					t.Errorf("%s: option %q of a shown select is not visible", model, n.TextContent())
				}
				// Elements of no size are not seen, live and offline; the
				// input in a 0×0 box has its own size.
				if want, ok := map[string]bool{"zd": false, "zb": false, "tiny": true}[n.ID()]; ok && n.Visible() != want {
					t.Errorf("%s: #%s visible %v, want %v", model, n.ID(), n.Visible(), want)
				}
			}
		}
	}
}
