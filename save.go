package surefill

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/chromedp/cdproto/cdp"
	cdpdom "github.com/chromedp/cdproto/dom"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/internal/act"
	"github.com/surefill/surefill/resolver"
)

// Save returns the frame's document as HTML that package testing accepts:
// the page as the browser holds it now, current values kept, shadow roots
// written as declarative shadow DOM (<template shadowrootmode>) and
// same-process iframes as srcdoc. Secret fields keep only the value
// attribute the page itself had. Out-of-process iframes stay references
// (save each from its Frame).
//
// Offline, visibility comes from markup and <style> rules only, so what
// the browser hides through other means (external style sheets, script)
// is marked with an inline !important style where the two would differ:
// a saved page shows the same fields as the live one. Scripts are left
// out: they would build parts of the page a second time if it were opened
// in a browser.
func (s *scope) Save(ctx context.Context) ([]byte, error) {
	a := s.begin("Save", "", s.urlHint(ctx))
	ctx, done, err := s.a.Acquire(ctx, "Save")
	if err != nil {
		return nil, a.end(ctx, err)
	}
	defer done()
	if err := s.a.CheckSite(ctx, "Save"); err != nil {
		return nil, a.end(ctx, err)
	}
	if !snapshotSave.Load() {
		if out, ok, err := s.saveProjected(ctx); ok || err != nil {
			if err != nil {
				return nil, a.end(ctx, err)
			}
			return s.b.scrubHTML(out), a.end(ctx, nil)
		}
	}
	// State is matched to the DOM tree by backend node id, which only a
	// snapshot carries.
	live, err := s.f.Snapshot(ctx)
	if err != nil {
		return nil, a.end(ctx, err)
	}
	// The tab remembers sensitive fields by the ids of the model it acts
	// on; carry them over to the snapshot's elements. Without that model
	// no value is kept at all.
	keepValues := true
	if cur, err := s.f.Model(ctx); err != nil {
		keepValues = false
	} else if cur != live {
		s.tab.passwords.Carry(cur, live)
	}
	// The snapshot model is the flat tree a person sees; shadow-root
	// boundaries come from the DOM tree, state from the snapshot.
	root, err := readTree(ctx, s.f.P.S)
	if err != nil {
		return nil, a.end(ctx, saveError("reading the DOM tree", err))
	}
	if s.f.ID != "" {
		root = frameDocument(root, s.f.ID)
		if root == nil {
			return nil, a.end(ctx, &FieldError{Code: StaleRef, Op: "Save", Detail: "the frame's document is gone", Next: nextStep[StaleRef]})
		}
	}
	tree := treeModel(root, live)
	withholdSecrets(tree, s.tab.passwords, keepValues)
	s.saveChildFrames(ctx, tree)
	out, err := saveDocument(tree, nil)
	if err != nil {
		return nil, a.end(ctx, saveError("writing the page as HTML", err))
	}
	return s.b.scrubHTML(out), a.end(ctx, nil)
}

// frameSrcAttr records on a saved iframe the address its document was at;
// package testing names the frame by it.
const frameSrcAttr = "data-surefill-src"

// saveChildFrames writes the documents of the tab's out-of-process frames
// into the saved tree, each as its iframe's srcdoc (saved as Save saves
// any frame, secrets withheld), so a saved page holds every frame a person
// sees. A frame that cannot be saved stays a reference.
func (s *scope) saveChildFrames(ctx context.Context, tree *dom.Document) {
	if s.tab == nil || s.a != s.tab.a {
		return // a frame's own Save: its document only
	}
	for _, d := range s.a.Docs(ctx, "Save")[1:] {
		owner, id := d.Owner()
		if owner != s.f.P.S || d.Frame().P == s.f.P {
			continue // same-process frames are in the tree already
		}
		fo, err := cdp.Call(ctx, owner, cdpdom.GetFrameOwner, cdpdom.GetFrameOwnerParams{FrameID: cdp.FrameID(id)})
		if err != nil {
			continue
		}
		el := elementByBackendID(tree.Root, int64(fo.BackendNodeID))
		if el == nil || el.ContentDocument != nil {
			continue
		}
		fsc := scope{b: s.b, tab: s.tab, f: d.Frame(), a: d}
		html, err := fsc.Save(ctx)
		if err != nil {
			continue
		}
		cd, err := dom.Parse(html, &dom.ParseOptions{URL: d.Frame().P.URLOf("")})
		if err != nil {
			continue
		}
		cd.Owner = el
		el.ContentDocument = cd
		el.Attrs = append(el.Attrs, dom.Attr{Name: frameSrcAttr, Value: d.Frame().P.URLOf("")})
	}
}

// elementByBackendID finds the element the browser knows by id in a saved
// tree (its shadow trees included).
func elementByBackendID(n *dom.Node, id int64) *dom.Node {
	if n == nil {
		return nil
	}
	if n.Type == dom.ElementNode && n.State != nil && n.State.BackendID == id {
		return n
	}
	if n.Shadow != nil {
		if x := elementByBackendID(n.Shadow, id); x != nil {
			return x
		}
	}
	for _, c := range n.Children {
		if x := elementByBackendID(c, id); x != nil {
			return x
		}
	}
	return nil
}

// snapshotSave makes every Save take the snapshot path (tests compare the
// two paths).
var snapshotSave atomic.Bool

// saveProjected saves the frame's model itself when it is the runtime's
// projection of a page without frames (the common case): the projection
// holds the whole tree — shadow roots as tree scopes, white space, current
// values — so with every computed fact asked of the page it is all Save
// needs, without a snapshot of every node's style and layout or a second
// read of the DOM tree (on a 100,000-element page those took seconds and
// hundreds of MB). ok is false when the model cannot stand for the page: a
// snapshot model (closed shadow trees), or iframes, whose documents are
// saved as srcdoc from the snapshot.
//
// The facts are asked while Go writes the page and reads it back offline,
// which needs none of them: on a large page the two take about as long,
// the page's part in the browser, Go's on a core of its own.
func (s *scope) saveProjected(ctx context.Context) (out []byte, ok bool, err error) {
	r, err := s.a.Model(ctx)
	if err != nil {
		return nil, false, nil // the snapshot path says what is wrong
	}
	d := r.Document()
	if !projected(d) {
		return nil, false, nil
	}
	tree := d
	var pending <-chan error
	if anySeen(d, s.tab.passwords) {
		// Withholding replaces states and attributes: on a copy, not on
		// the model the tab keeps resolving over. The copy takes the
		// facts known when it is made, so they are asked first.
		if err := s.a.AllFacts(ctx, d); err != nil {
			return nil, false, nil
		}
		tree = d.Clone()
	} else {
		ch := make(chan error, 1)
		go func() { ch <- s.a.AllFacts(ctx, d) }()
		pending = ch
	}
	withholdSecrets(tree, s.tab.passwords, true)
	out, err = saveDocument(tree, pending)
	if errors.Is(err, errNoFacts) {
		return nil, false, nil // the snapshot path says what is wrong
	}
	if err != nil {
		return nil, true, saveError("writing the page as HTML", err)
	}
	return out, true, nil
}

// errNoFacts is saveDocument's failure when the live facts it waited for
// could not be asked.
var errNoFacts = errors.New("the page's facts could not be asked")

// anySeen reports whether the tab remembers any element of d as
// sensitive.
func anySeen(d *dom.Document, mem *resolver.PasswordMemory) bool {
	for _, n := range d.Nodes {
		if n.State != nil && mem.Seen(n) {
			return true
		}
	}
	return false
}

// projected reports whether a model is a projection (elements known by
// the runtime's ids, none by backend id) of a document without frames.
func projected(d *dom.Document) bool {
	if !d.Live {
		return false
	}
	for _, n := range d.Nodes {
		if n.Type != dom.ElementNode {
			continue
		}
		if n.State == nil || n.State.RuntimeID == 0 || n.State.BackendID != 0 || n.ContentDocument != nil || n.IsElement("iframe", "frame") {
			return false
		}
	}
	return true
}

// saveError is Save's failure while doing something. A page nested deeper
// than saved HTML can hold is not_committed (nothing was saved, nothing
// changed), matching dom.ErrTooDeep; a tab or document that went away is
// typed as every call's is, and anything else the browser or the writer
// refused is not_committed, saying what Save was doing.
func saveError(doing string, err error) error {
	if errors.Is(err, dom.ErrTooDeep) {
		return &FieldError{Code: NotCommitted, Op: "Save", Err: dom.ErrTooDeep,
			Detail: fmt.Sprintf("the page nests elements deeper than %d levels, more than saved HTML can be read back with (package testing parses at most that); nothing was saved", dom.MaxDepth),
			Next:   "test this page live, or save a frame of it that nests less (Frame, then Save)"}
	}
	fe := fieldError(act.Classify("Save", "", err)).(*FieldError)
	if fe.Code == NotCommitted {
		fe.Detail = doing + ": " + fe.Detail
	}
	return fe
}

// frameDocument finds the document of the frame with the given id.
func frameDocument(n *cdp.Node, id string) *cdp.Node {
	if n == nil {
		return nil
	}
	if string(n.FrameID) == id && n.ContentDocument != nil {
		return n.ContentDocument
	}
	for _, list := range [][]*cdp.Node{n.Children, n.ShadowRoots, {n.ContentDocument}} {
		for _, c := range list {
			if d := frameDocument(c, id); d != nil {
				return d
			}
		}
	}
	return nil
}

// treeModel builds a document from the DOM tree (shadow roots as shadow
// roots, same-process frames as content documents), each element taking
// its state (value, checkedness, computed style, box) from the live model
// by backend node id.
func treeModel(root *cdp.Node, live *dom.Document) *dom.Document {
	states := map[int64]*dom.Node{}
	var index func(d *dom.Document, depth int)
	index = func(d *dom.Document, depth int) {
		for _, n := range d.Nodes {
			if n.State != nil && n.State.BackendID != 0 {
				states[n.State.BackendID] = n
			}
			if n.ContentDocument != nil && depth < 8 {
				index(n.ContentDocument, depth+1)
			}
		}
	}
	index(live, 0)
	return buildTree(root, live.URL, states, 0)
}

func buildTree(root *cdp.Node, url string, states map[int64]*dom.Node, depth int) *dom.Document {
	d := &dom.Document{URL: url, Live: true}
	if url == "" {
		d.URL = root.DocumentURL
	}
	var conv func(n *cdp.Node, ns string) *dom.Node
	convKids := func(list []*cdp.Node, ns string) []*dom.Node {
		var out []*dom.Node
		for _, c := range list {
			if x := conv(c, ns); x != nil {
				out = append(out, x)
			}
		}
		return out
	}
	conv = func(n *cdp.Node, ns string) *dom.Node {
		switch n.NodeType {
		case 3:
			return &dom.Node{Type: dom.TextNode, Data: n.NodeValue}
		case 8:
			return &dom.Node{Type: dom.CommentNode, Data: n.NodeValue}
		case 1:
		default:
			return nil
		}
		x := &dom.Node{Type: dom.ElementNode, Tag: n.LocalName}
		switch {
		case n.IsSVG:
			x.Namespace = "svg"
		case n.LocalName == "math" || ns == "math":
			x.Namespace = "math"
		case n.NodeName == n.LocalName && strings.ToLower(n.LocalName) != strings.ToUpper(n.LocalName):
			x.Namespace = ns // a foreign element not marked SVG: keep the parent's
		default:
			x.Tag = strings.ToLower(n.LocalName)
		}
		for i := 0; i+1 < len(n.Attributes); i += 2 {
			x.Attrs = append(x.Attrs, dom.Attr{Name: n.Attributes[i], Value: n.Attributes[i+1]})
		}
		// Nodes the snapshot does not hold (light children no slot takes)
		// keep no state: their attributes say all there is.
		l := states[int64(n.BackendNodeID)]
		if l != nil {
			x.State = l.State
		}
		for _, sr := range n.ShadowRoots {
			if sr.ShadowRootType != cdp.ShadowRootTypeOpen && sr.ShadowRootType != cdp.ShadowRootTypeClosed {
				continue // the browser's own controls
			}
			x.Shadow = &dom.Node{Type: dom.ShadowRootNode, ShadowMode: string(sr.ShadowRootType), Host: x, Children: convKids(sr.Children, x.Namespace)}
			break
		}
		if n.ContentDocument != nil && depth < 8 {
			cd := buildTree(n.ContentDocument, "", states, depth+1)
			cd.Owner = x
			cd.FrameID = string(n.FrameID)
			x.ContentDocument = cd
			if u := cd.URL; u != "" && !strings.HasPrefix(u, "about:") {
				// The address the frame's document was at, for offline
				// checks that name frames by it.
				x.Attrs = append(x.Attrs, dom.Attr{Name: frameSrcAttr, Value: u})
			}
		}
		if x.Namespace == "" && x.Tag == "template" {
			return x // its content is not in the model
		}
		x.Children = convKids(n.Children, x.Namespace)
		if l != nil {
			// The snapshot model keeps tree scopes as the DOM tree does: a
			// host's shadow tree is its Shadow, its light children its own.
			if x.Shadow != nil && l.Shadow != nil {
				x.Shadow.Children = withSpaces(x.Shadow.Children, l.Shadow.Children)
			}
			x.Children = withSpaces(x.Children, l.Children)
		}
		return x
	}
	d.Root = &dom.Node{Type: dom.DocumentNode}
	for _, c := range root.Children {
		if x := conv(c, ""); x != nil {
			d.Root.Children = append(d.Root.Children, x)
		}
	}
	d.Reindex()
	return d
}

// withSpaces puts back the white-space-only text nodes the DOM tree leaves
// out (so "<b>First</b> <b>name</b>" does not read "Firstname"), taking
// them from the snapshot's children of the same element. Where the two
// lists do not pair up node for node (a slot shows its assigned nodes in
// the snapshot), the tree's children are kept as they are.
func withSpaces(tree, snap []*dom.Node) []*dom.Node {
	blank := func(n *dom.Node) bool { return n.Type == dom.TextNode && strings.TrimSpace(n.Data) == "" }
	out := make([]*dom.Node, 0, len(snap))
	i := 0
	for _, sn := range snap {
		if i < len(tree) && same(tree[i], sn) {
			out = append(out, tree[i])
			i++
			continue
		}
		if !blank(sn) {
			return tree
		}
		out = append(out, &dom.Node{Type: dom.TextNode, Data: sn.Data})
	}
	if i != len(tree) {
		return tree
	}
	return out
}

// same reports whether a tree node and a snapshot node are one node.
func same(t, s *dom.Node) bool {
	switch {
	case t.Type != s.Type:
		return false
	case t.Type == dom.ElementNode:
		return t.State != nil && t.State == s.State
	}
	return t.Data == s.Data
}

// saveMarkRounds bounds the render, parse and compare rounds; each round
// marks the outermost elements whose visibility differs, so nested
// differences need a round per level of nesting, rarely more than two.
const saveMarkRounds = 6

// saveDocument renders a live model, then reads the result back the way
// package testing will and marks each element whose visibility differs.
// facts, when not nil, delivers the outcome of asking the live model's
// facts: the first comparison waits for it, having read the page back and
// worked out the offline side first.
func saveDocument(live *dom.Document, facts <-chan error) ([]byte, error) {
	var b bytes.Buffer
	wait := func() error {
		if facts == nil {
			return nil
		}
		err := <-facts
		facts = nil
		if err != nil {
			return fmt.Errorf("%w: %w", errNoFacts, err)
		}
		return nil
	}
	// However the writing ends, the facts are waited for: the call that
	// asks them never outlives Save.
	defer wait()
	if err := dom.Render(&b, live); err != nil {
		return nil, err
	}
	off, err := dom.Parse(b.Bytes(), &dom.ParseOptions{URL: live.URL})
	if err != nil {
		return nil, err
	}
	om := offlineMemo(off)
	if err := wait(); err != nil {
		return nil, err
	}
	for range saveMarkRounds {
		if n, ok := markDocument(live, off, om); !ok || n == 0 {
			break
		}
		om = nil
		b.Reset()
		if err := dom.Render(&b, off); err != nil {
			return nil, err
		}
		if off, err = dom.Parse(b.Bytes(), &dom.ParseOptions{URL: live.URL}); err != nil {
			return nil, err
		}
	}
	dropScripts(off)
	b.Reset()
	if err := dom.Render(&b, off); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// offlineMemo works out which elements of a document read back offline
// are hidden (the style rules' cascade included), which markDocument's
// comparison asks of every element.
func offlineMemo(off *dom.Document) *dom.VisibilityMemo {
	om := dom.NewVisibilityMemo()
	for _, n := range off.Nodes {
		if n.Type == dom.ElementNode && n.State != nil {
			om.Hidden(n)
		}
	}
	return om
}

// elementsOf lists a document's elements in tree order.
func elementsOf(d *dom.Document) []*dom.Node {
	var out []*dom.Node
	for _, n := range d.Nodes {
		if n.Type == dom.ElementNode {
			out = append(out, n)
		}
	}
	return out
}

// markDocument pairs the live and offline elements (the same tree, read
// twice) and marks the outermost offline elements whose visibility differs
// from the live one's. ok is false when the trees do not pair up; then
// nothing is marked.
func markDocument(live, off *dom.Document, om *dom.VisibilityMemo) (marked int, ok bool) {
	le, oe := elementsOf(live), elementsOf(off)
	if len(le) != len(oe) {
		return 0, false
	}
	for i := range le {
		if le[i].Tag != oe[i].Tag {
			return 0, false
		}
	}
	done := map[*dom.Node]bool{} // offline elements marked this round
	under := func(n *dom.Node) bool {
		for x := n; x != nil; x = x.ComposedParent() {
			if done[x] {
				return true
			}
		}
		return false
	}
	seen := map[*dom.Node]bool{} // memo for anyVisibleBelow
	lm := dom.NewVisibilityMemo()
	if om == nil {
		om = dom.NewVisibilityMemo()
	}
	for i, l := range le {
		o := oe[i]
		if l.ContentDocument != nil && o.ContentDocument != nil {
			if n, ok := markDocument(l.ContentDocument, o.ContentDocument, om); ok {
				marked += n
			}
		}
		if l.State == nil || o.State == nil || under(o) {
			continue
		}
		decl := visibilityFix(l, o, lm, om, seen)
		if decl == "" {
			continue
		}
		style := strings.TrimRight(strings.TrimSpace(o.AttrOr("style")), ";")
		if style != "" {
			style += "; "
		}
		o.SetAttr("style", style+decl)
		done[o] = true
		marked++
	}
	return marked, true
}

// visibilityFix returns the inline declaration that makes the offline
// element as visible as the live one, or "".
func visibilityFix(l, o *dom.Node, lm, om *dom.VisibilityMemo, seen map[*dom.Node]bool) string {
	lh, oh := lm.Hidden(l), om.Hidden(o)
	switch {
	case lh && !oh:
		if v := l.Style().Visibility; (v == "hidden" || v == "collapse") && l.Style().Display != "none" {
			return "visibility: hidden !important"
		}
		return "display: none !important"
	case !lh && oh:
		if v := o.Style().Visibility; v == "hidden" || v == "collapse" {
			return "visibility: visible !important"
		}
		if o.Style().Display == "none" {
			d := l.Style().Display
			if d == "" || d == "none" {
				d = "block"
			}
			return "display: " + d + " !important"
		}
		return "" // hidden by an ancestor: fixed there
	case !lh && !lm.Visible(l) && om.Visible(o) && !anyVisibleBelow(l, lm, seen):
		// Rendered but not seen (an empty box, transparent): opacity hides
		// it from a person offline while names still see it, as live.
		return "opacity: 0 !important"
	}
	return ""
}

// anyVisibleBelow reports whether a live descendant in the flat tree is
// visible (a box of no size can hold visible overflow, display:contents
// and slots have no box at all).
func anyVisibleBelow(n *dom.Node, lm *dom.VisibilityMemo, seen map[*dom.Node]bool) bool {
	if v, ok := seen[n]; ok {
		return v
	}
	v := false
	for _, c := range n.FlatChildren() {
		if c.Type == dom.ElementNode && (lm.Visible(c) || anyVisibleBelow(c, lm, seen)) {
			v = true
			break
		}
	}
	seen[n] = v
	return v
}

// dropScripts removes <script> elements, in shadow trees and srcdoc
// documents too.
func dropScripts(d *dom.Document) {
	isScript := func(c *dom.Node) bool { return c.Type == dom.ElementNode && c.Tag == "script" && c.Namespace == "" }
	for _, n := range d.Nodes {
		if n.ContentDocument != nil {
			dropScripts(n.ContentDocument)
		}
		if !slices.ContainsFunc(n.Children, isScript) {
			continue
		}
		n.Children = slices.DeleteFunc(slices.Clone(n.Children), isScript)
	}
}

// withholdSecrets keeps the values of controls the tab remembers as
// sensitive (once a password, or filled with the sensitive option) out of
// saved HTML. States are copied first: they are shared with the live model.
func withholdSecrets(d *dom.Document, mem *resolver.PasswordMemory, keepValues bool) {
	var walk func(d *dom.Document, depth int)
	walk = func(d *dom.Document, depth int) {
		for _, n := range d.Nodes {
			if n.ContentDocument != nil && depth < 8 {
				walk(n.ContentDocument, depth+1)
			}
			if n.State == nil || keepValues && !mem.Seen(n) || !keepValues && n.State.Value == "" && !n.HasAttr("value") {
				continue
			}
			st := *n.State
			st.Value = ""
			n.State = &st
			kept := n.Attrs[:0:0]
			for _, a := range n.Attrs {
				if a.Name != "value" {
					kept = append(kept, a)
				}
			}
			n.Attrs = kept
		}
	}
	walk(d, 0)
}
