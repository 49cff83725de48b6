// Package livedom builds surefill's document model from a live page: the
// arrays of DOMSnapshot.captureSnapshot become the same dom.Document the
// offline builder makes from saved HTML, so one resolver serves both.
//
// The snapshot walks the flat tree: a shadow host's children are its shadow
// tree, and a host's light children appear under the slot that renders them
// (unslotted ones are absent). Nested shadow trees cannot be told apart in
// those arrays, so when a page has shadow trees BuildScoped takes the tree
// itself from DOM.describeNode (pierce) and keeps each shadow root a tree
// scope of its own, as saved HTML's declarative shadow DOM does; the
// snapshot supplies the state, style and layout of each node.
package livedom

import (
	"errors"
	"fmt"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/domsnapshot"

	"github.com/surefill/surefill/dom"
)

// Styles are the computed properties asked of captureSnapshot, in this
// order; the builder reads them back by position.
var Styles = []string{"display", "visibility", "opacity", "content-visibility", "pointer-events", "content"}

// ErrMalformed is returned when the snapshot's arrays do not agree.
var ErrMalformed = errors.New("livedom: malformed snapshot")

// Params returns the captureSnapshot parameters the builder expects.
func Params() *domsnapshot.CaptureSnapshotParams {
	return &domsnapshot.CaptureSnapshotParams{ComputedStyles: Styles}
}

// Tree returns the node tree of a document as DOM.describeNode gives it
// with depth -1 and pierce set: shadow roots (open and closed) and every
// child, rendered or not. The document is named by its backend node id.
type Tree func(document int64) (*cdp.Node, error)

// Build converts a captureSnapshot result. The first document is the main
// one; same-process iframe documents hang off their <iframe> element's
// ContentDocument. Out-of-process frames are not in it: their own sessions
// snapshot them. Shadow trees stay flattened into their hosts; BuildScoped
// keeps their boundaries.
func Build(res *domsnapshot.CaptureSnapshotResult) (docs []*dom.Document, err error) {
	return BuildScoped(res, nil)
}

// BuildScoped is Build, with the tree scopes of a document that has shadow
// trees taken from tree: each shadow root becomes a dom.ShadowRootNode on
// its host, the host keeps its light children (slotted or not) and a slot
// its fallback content, so id references resolve inside their own tree as
// offline. tree is asked only of documents that have shadow trees.
func BuildScoped(res *domsnapshot.CaptureSnapshotResult, tree Tree) (docs []*dom.Document, err error) {
	defer func() {
		// A malformed array index must not take the program down.
		if r := recover(); r != nil {
			docs, err = nil, fmt.Errorf("%w: %v", ErrMalformed, r)
		}
	}()
	if res == nil || len(res.Documents) == 0 {
		return nil, fmt.Errorf("%w: no documents", ErrMalformed)
	}
	strs := res.Strings
	str := func(i int64) string {
		if i < 0 || int(i) >= len(strs) {
			return ""
		}
		return strs[i]
	}
	docs = make([]*dom.Document, len(res.Documents))
	type link struct {
		owner *dom.Node
		doc   int64
	}
	var links []link
	for di, ds := range res.Documents {
		d := &dom.Document{URL: str(int64(ds.DocumentURL)), FrameID: str(int64(ds.FrameID)), Live: true}
		docs[di] = d
		nt := ds.Nodes
		if nt == nil || len(nt.ParentIndex) == 0 {
			return nil, fmt.Errorf("%w: document %d has no nodes", ErrMalformed, di)
		}
		count := len(nt.ParentIndex)
		if len(nt.NodeType) != count || len(nt.NodeName) != count {
			return nil, fmt.Errorf("%w: node arrays differ in length", ErrMalformed)
		}
		nodes := make([]*dom.Node, count)
		states := make([]dom.State, count) // one allocation for all states
		shadowed := tree != nil && nt.ShadowRootType != nil && len(nt.ShadowRootType.Index) > 0
		pseudo := rareStrings(nt.PseudoType, str)
		for i := 0; i < count; i++ {
			var n *dom.Node
			switch nt.NodeType[i] {
			case 9: // document
				n = &dom.Node{Type: dom.DocumentNode}
			case 1:
				n = &dom.Node{Type: dom.ElementNode}
				name := str(int64(nt.NodeName[i]))
				if p, ok := pseudo[i]; ok {
					// ::before/::after become text on their element, below.
					n.Tag = "::" + p
				} else {
					n.Tag, n.Namespace = tagOf(name)
				}
				if i < len(nt.Attributes) {
					a := nt.Attributes[i]
					n.Attrs = make([]dom.Attr, 0, len(a)/2)
					for k := 0; k+1 < len(a); k += 2 {
						n.Attrs = append(n.Attrs, dom.Attr{Name: str(a[k]), Value: str(a[k+1])})
					}
				}
				n.State = &states[i]
			case 3:
				n = &dom.Node{Type: dom.TextNode}
				if i < len(nt.NodeValue) {
					n.Data = str(int64(nt.NodeValue[i]))
				}
			default:
				continue // comments, doctype, processing instructions
			}
			if i < len(nt.BackendNodeID) && n.State != nil {
				n.State.BackendID = int64(nt.BackendNodeID[i])
			}
			nodes[i] = n
		}
		for i := 0; i < count; i++ {
			n := nodes[i]
			if n == nil {
				continue
			}
			p := nt.ParentIndex[i]
			if p < 0 {
				if d.Root == nil {
					d.Root = n
				}
				continue
			}
			if int(p) >= count || nodes[p] == nil {
				continue
			}
			nodes[p].Children = append(nodes[p].Children, n)
			n.Parent = nodes[p]
		}
		if d.Root == nil {
			return nil, fmt.Errorf("%w: document %d has no root", ErrMalformed, di)
		}
		for _, ix := range rareIndex(nt.InputValue) {
			if n := nodes[ix.node]; n != nil && n.State != nil {
				n.State.Value = str(ix.value)
			}
		}
		for _, ix := range rareIndex(nt.TextValue) {
			if n := nodes[ix.node]; n != nil && n.State != nil {
				n.State.Value = str(ix.value)
			}
		}
		if nt.InputChecked != nil {
			for _, i := range nt.InputChecked.Index {
				if int(i) < count && nodes[i] != nil && nodes[i].State != nil {
					nodes[i].State.Checked = true
				}
			}
		}
		if nt.OptionSelected != nil {
			for _, i := range nt.OptionSelected.Index {
				if int(i) < count && nodes[i] != nil && nodes[i].State != nil {
					nodes[i].State.Selected = true
				}
			}
		}
		if nt.ContentDocumentIndex != nil {
			for k, i := range nt.ContentDocumentIndex.Index {
				if int(i) < count && nodes[i] != nil && k < len(nt.ContentDocumentIndex.Value) {
					links = append(links, link{owner: nodes[i], doc: nt.ContentDocumentIndex.Value[k]})
				}
			}
		}
		for _, n := range nodes {
			// A file input's value names its first chosen file; the count
			// is not in the snapshot, so a non-empty value means at least
			// one (the SDK patches the exact count after its own uploads).
			if n != nil && n.Tag == "input" && n.State != nil && n.State.Value != "" && strings.EqualFold(attrOf(n, "type"), "file") {
				n.State.Files = 1
			}
		}
		lay := applyLayout(ds.Layout, nodes, str)
		foldPseudo(d.Root, lay)
		inferUnlaidStyle(d.Root, "visible", lay.text)
		if shadowed {
			if err := rescope(d, nodes, nt, tree); err != nil {
				return nil, err
			}
		}
		d.Reindex()
	}
	for _, l := range links {
		if l.doc >= 0 && int(l.doc) < len(docs) {
			cd := docs[l.doc]
			cd.Owner = l.owner
			l.owner.ContentDocument = cd
		}
	}
	return docs, nil
}

var mathTags = map[string]bool{"mi": true, "mo": true, "mn": true, "ms": true, "mtext": true, "mrow": true, "mfrac": true, "msqrt": true}

type rareEntry struct {
	node  int
	value int64
}

func rareIndex(r *domsnapshot.RareStringData) []rareEntry {
	if r == nil {
		return nil
	}
	out := make([]rareEntry, 0, len(r.Index))
	for k, i := range r.Index {
		if k < len(r.Value) {
			out = append(out, rareEntry{node: int(i), value: int64(r.Value[k])})
		}
	}
	return out
}

func rareStrings(r *domsnapshot.RareStringData, str func(int64) string) map[int]string {
	if r == nil || len(r.Index) == 0 {
		return nil
	}
	m := make(map[int]string, len(r.Index))
	for _, e := range rareIndex(r) {
		m[e.node] = str(e.value)
	}
	return m
}

// extent is the horizontal span of a pseudo element's text boxes.
type extent struct{ min, max float64 }

// layout is what applyLayout learns beyond each element's own state.
type layout struct {
	// ext is the span of each pseudo element's text, which tells its padding.
	ext map[*dom.Node]extent
	// content is each pseudo element's computed content value, which holds
	// the alternative text after a slash.
	content map[*dom.Node]string
	// text holds the text nodes that are rendered (have a layout entry).
	text map[*dom.Node]bool
}

// applyLayout copies computed style, the layout box and generated text from
// the layout arrays. Only rendered nodes have layout entries.
func applyLayout(l *domsnapshot.LayoutTreeSnapshot, nodes []*dom.Node, str func(int64) string) (lay layout) {
	if l == nil {
		return lay
	}
	lay.text = map[*dom.Node]bool{}
	for li, ni := range l.NodeIndex {
		if ni < 0 || int(ni) >= len(nodes) || nodes[ni] == nil {
			continue
		}
		n := nodes[ni]
		if n.Type == dom.TextNode {
			lay.text[n] = true
			continue
		}
		if n.State == nil { // documents
			continue
		}
		ext := lay.ext
		st := n.State
		if li < len(l.Text) && strings.HasPrefix(n.Tag, "::") {
			// A pseudo element's generated text is on its extra layout entries.
			if t := str(int64(l.Text[li])); t != "" {
				st.Value += t
				if li < len(l.Bounds) && len(l.Bounds[li]) == 4 && st.HasBox {
					b := l.Bounds[li]
					if ext == nil {
						ext = map[*dom.Node]extent{}
					}
					e, seen := ext[n]
					if !seen || b[0] < e.min {
						e.min = b[0]
					}
					if !seen || b[0]+b[2] > e.max {
						e.max = b[0] + b[2]
					}
					ext[n] = e
					lay.ext = ext
				}
			}
		}
		if st.HasBox {
			continue // the first entry is the element's own box and style
		}
		if li < len(l.Styles) {
			s := l.Styles[li]
			get := func(k int) string {
				if k < len(s) {
					return str(s[k])
				}
				return ""
			}
			st.CSS = dom.Style{Display: get(0), Visibility: get(1), Opacity: get(2), ContentVisibility: get(3), PointerEvents: get(4)}
			if st.CSS.Opacity == "1" {
				st.CSS.Opacity = ""
			}
			if c := get(5); strings.HasPrefix(n.Tag, "::") && c != "" {
				if lay.content == nil {
					lay.content = map[*dom.Node]string{}
				}
				lay.content[n] = c
			}
		}
		if li < len(l.Bounds) && len(l.Bounds[li]) == 4 {
			b := l.Bounds[li]
			st.Box = dom.Rect{X: b[0], Y: b[1], W: b[2], H: b[3]}
			st.HasBox = true
		}
	}
	return lay
}

// foldPseudo moves ::before, ::after and ::marker text onto their element
// and drops the pseudo nodes, so the model matches the offline one.
// Invisible generated text is not text a person reads.
func foldPseudo(n *dom.Node, lay layout) {
	if len(n.Children) == 0 {
		return
	}
	kept := n.Children[:0]
	for _, c := range n.Children {
		if c.Type == dom.ElementNode && strings.HasPrefix(c.Tag, "::") {
			if st := n.State; st != nil && c.State.CSS.Visibility != "hidden" && c.State.CSS.Visibility != "collapse" {
				// The laid-out text is what shows; the alternative text
				// after a slash in content is only in the computed value.
				_, alt, hasAlt, _, _ := dom.GeneratedText(lay.content[c], n)
				switch g := st.EditGenerated(); c.Tag {
				case "::before":
					g.Before, g.BeforeGap = c.State.Value, pseudoGap(c, lay.ext)
					g.BeforeAlt, g.BeforeHasAlt = alt, hasAlt
				case "::after":
					g.After, g.AfterGap = c.State.Value, pseudoGap(c, lay.ext)
					g.AfterAlt, g.AfterHasAlt = alt, hasAlt
				case "::marker":
					g.Marker = c.State.Value
				}
			}
			continue
		}
		foldPseudo(c, lay)
		kept = append(kept, c)
	}
	n.Children = kept
}

// pseudoGap reports whether a ::before/::after box is set apart from the
// element's content (accname 1.2 step 2F.ii): a box that is not inline,
// or one wider than its text (padding or border). Margins are not in the
// layout arrays, so a margin alone is not seen live.
func pseudoGap(p *dom.Node, ext map[*dom.Node]extent) bool {
	switch p.State.CSS.Display {
	case "inline", "contents", "":
	default:
		return true
	}
	e, ok := ext[p]
	return ok && p.State.Box.W-(e.max-e.min) >= 1
}

// inferUnlaidStyle gives elements without a layout object a style: an
// element whose descendants are rendered is display:contents; options of a
// select share the select's style (the closed list has no layout of its
// own); anything else is not rendered. Visibility is inherited. A text
// node is rendered when it has a layout entry (laid), so a slot or
// display:contents element holding only text is not taken for
// display:none.
func inferUnlaidStyle(n *dom.Node, parentVis string, laid map[*dom.Node]bool) bool {
	rendered := false
	if n.Type == dom.ElementNode {
		st := n.State
		vis := parentVis
		if st.HasBox {
			rendered = true
			if st.CSS.Visibility != "" {
				vis = st.CSS.Visibility
			}
		}
		any := false
		for _, c := range n.Children {
			if inferUnlaidStyle(c, vis, laid) {
				any = true
			}
		}
		if !st.HasBox {
			st.CSS.Visibility = vis
			switch {
			case n.Tag == "option" || n.Tag == "optgroup":
				if p := n.Parent; p != nil && p.State != nil {
					st.CSS.Display = "block"
					if p.Tag == "optgroup" || p.Tag == "select" {
						st.CSS.Display = p.State.CSS.Display
						if st.CSS.Display == "contents" {
							st.CSS.Display = "block"
						}
					}
				}
			case any:
				st.CSS.Display = "contents"
			default:
				st.CSS.Display = "none"
			}
			rendered = st.CSS.Display != "none"
		}
		return rendered
	}
	if n.Type == dom.TextNode {
		return laid[n]
	}
	any := false
	for _, c := range n.Children {
		if inferUnlaidStyle(c, parentVis, laid) {
			any = true
		}
	}
	return any
}

func attrOf(n *dom.Node, name string) string {
	for _, a := range n.Attrs {
		if a.Name == name {
			return a.Value
		}
	}
	return ""
}

// tagOf reads a snapshot's node name: HTML elements come upper-case and
// become lower-case; a foreign element keeps its case.
func tagOf(name string) (tag, ns string) {
	if lower := strings.ToLower(name); lower != name {
		return lower, ""
	}
	if name == "math" || strings.HasPrefix(name, "m") && mathTags[name] {
		return name, "math"
	}
	return name, "svg"
}
