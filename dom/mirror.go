package dom

import (
	"strings"
	"sync"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// The mirror is an x/net/html view of the model, so that cascadia (and any
// other x/net/html code) can run over a Document whichever builder made it.
// It is built on first use and cached on the Document; Reindex drops it.
//
// CSS queries pierce open shadow roots, as common automation engines do and
// as a person expects (the shadow content is on the page): in the mirror
// an open shadow root's top-level nodes have as parent a stand-in for the
// host (same tag and attributes, same parent and siblings), so descendant
// and child combinators cross from the host into its shadow tree, while
// sibling and structural pseudo-classes (:first-child, :nth-child) still
// count within the shadow root, as the DOM does. Closed shadow roots are
// not pierced: page script cannot reach into them either, so a selector
// written against the page would not match there. Frames are separate
// documents and are never entered.
//
// The mirror reflects current state where CSS does: :checked follows
// State.Checked and State.Selected (cascadia reads the checked and selected
// attributes, so the mirror writes them from the state), and :dir()
// follows directionality. Attribute selectors see the attributes as they
// are otherwise ([value] is the attribute, not the current value).

type mirror struct {
	nodes []html.Node // indexed by Node.Order
	doc   *Document
	once  sync.Once
	back  map[*html.Node]*Node
}

// mirrorMu guards Document.mirror: Documents are read from several
// goroutines and the first query builds the mirror.
var mirrorMu sync.Mutex

func (d *Document) dropMirror() {
	mirrorMu.Lock()
	d.mirror = nil
	mirrorMu.Unlock()
}

func (d *Document) getMirror() *mirror {
	mirrorMu.Lock()
	defer mirrorMu.Unlock()
	if d.mirror == nil || len(d.mirror.nodes) != len(d.Nodes) {
		d.mirror = buildMirror(d)
	}
	return d.mirror
}

// htmlAttr makes an x/net/html attribute from a model attribute name.
func htmlAttr(name, val string) html.Attribute {
	return html.Attribute{Key: name, Val: val}
}

func buildMirror(d *Document) *mirror {
	m := &mirror{nodes: make([]html.Node, len(d.Nodes)), doc: d}
	total := 0
	for _, n := range d.Nodes {
		total += len(n.Attrs) + 2 // room for a state attribute and rtlAttr
	}
	attrs := make([]html.Attribute, 0, total)
	rtl := make([]bool, len(d.Nodes))
	for i, n := range d.Nodes {
		h := &m.nodes[i]
		switch n.Type {
		case DocumentNode:
			h.Type = html.DocumentNode
		case TextNode:
			h.Type, h.Data = html.TextNode, n.Data
		case CommentNode:
			h.Type, h.Data = html.CommentNode, n.Data
		case ShadowRootNode:
			h.Type = html.RawNode // made a host stand-in below when open
		case ElementNode:
			h.Type, h.Data, h.Namespace = html.ElementNode, n.Tag, n.Namespace
			if n.Namespace == "" {
				h.DataAtom = atom.Lookup([]byte(n.Tag))
			}
			start := len(attrs)
			for _, a := range n.Attrs {
				if stateAttr(n, a.Name) {
					continue // written from the state below
				}
				attrs = append(attrs, htmlAttr(a.Name, a.Value))
			}
			if n.State != nil && n.Namespace == "" {
				switch {
				case n.Tag == "input" && n.State.Checked:
					attrs = append(attrs, htmlAttr("checked", ""))
				case n.Tag == "option" && n.State.Selected:
					attrs = append(attrs, htmlAttr("selected", ""))
				}
			}
			rtl[i] = isRTL(n, rtl)
			if rtl[i] {
				attrs = append(attrs, htmlAttr(rtlAttr, ""))
			}
			h.Attr = attrs[start:len(attrs):len(attrs)]
		}
	}
	for i, n := range d.Nodes {
		h := &m.nodes[i]
		var prev *html.Node
		for _, c := range n.Children {
			if c.Order < 0 || c.Order >= len(m.nodes) || d.Nodes[c.Order] != c {
				continue // not indexed: the builder did not Reindex
			}
			hc := &m.nodes[c.Order]
			hc.Parent = h
			hc.PrevSibling = prev
			if prev == nil {
				h.FirstChild = hc
			} else {
				prev.NextSibling = hc
			}
			prev = hc
		}
		h.LastChild = prev
	}
	for i, n := range d.Nodes {
		if n.Type != ShadowRootNode || n.ShadowMode == "closed" || n.Host == nil || n.Host.Doc != d {
			continue
		}
		h, host := &m.nodes[i], &m.nodes[n.Host.Order]
		h.Type, h.Data, h.DataAtom, h.Namespace, h.Attr = host.Type, host.Data, host.DataAtom, host.Namespace, host.Attr
		h.Parent, h.PrevSibling, h.NextSibling = host.Parent, host.PrevSibling, host.NextSibling
	}
	return m
}

// stateAttr reports attributes the mirror takes from the state instead.
func stateAttr(n *Node, name string) bool {
	if n.State == nil || n.Namespace != "" {
		return false
	}
	return name == "checked" && n.Tag == "input" || name == "selected" && n.Tag == "option"
}

// isRTL computes directionality for the mirror; rtl holds the answers for
// nodes earlier in tree order (the parent's among them).
func isRTL(n *Node, rtl []bool) bool {
	if is, ok := ownDir(n); ok {
		return is
	}
	p := n.ComposedParent()
	if p != nil && p.Type == ShadowRootNode {
		p = p.Host
	}
	if p == nil || p.Type != ElementNode || p.Order < 0 || p.Order >= len(rtl) {
		return false
	}
	return rtl[p.Order]
}

// ownDir is the directionality an element decides itself: its dir
// attribute, or auto (and bdi) from the first strong character of its
// text; ok is false when it takes its parent's.
func ownDir(n *Node) (rtl, ok bool) {
	switch strings.ToLower(n.AttrOr("dir")) {
	case "rtl":
		return true, true
	case "ltr":
		return false, true
	case "auto":
		return autoRTL(n), true
	}
	if n.IsElement("bdi") {
		return autoRTL(n), true
	}
	return false, false
}

// Mirror returns the x/net/html node that stands for n in the document's
// mirror (nil when n is not in d). The mirror is read-only: changing it
// changes nothing in the model.
func (d *Document) Mirror(n *Node) *html.Node {
	if n == nil || n.Doc != d || n.Order < 0 || n.Order >= len(d.Nodes) || d.Nodes[n.Order] != n {
		return nil
	}
	return &d.getMirror().nodes[n.Order]
}

// NodeOf maps a mirror node back to the model (nil for a node that is not
// from d's mirror, such as an open shadow root's host stand-in).
func (d *Document) NodeOf(h *html.Node) *Node {
	m := d.getMirror()
	m.once.Do(func() {
		m.back = make(map[*html.Node]*Node, len(m.nodes))
		for i := range m.nodes {
			if d.Nodes[i].Type != ShadowRootNode {
				m.back[&m.nodes[i]] = d.Nodes[i]
			}
		}
	})
	return m.back[h]
}

// Select returns the elements under scope (the whole document when scope
// is nil) that match sel, in tree order, as querySelectorAll does: the
// selector is matched against the whole document, and only descendants of
// scope are returned. It pierces open shadow roots (see the mirror above).
// It is safe for concurrent use.
func (d *Document) Select(sel *Selector, scope *Node) []*Node {
	if sel == nil {
		return nil
	}
	if scope == nil {
		scope = d.Root
	}
	if scope == nil || scope.Doc != d || scope.Order < 0 || scope.Order >= len(d.Nodes) || d.Nodes[scope.Order] != scope {
		return nil
	}
	m := d.getMirror()
	end := lastDescendant(scope).Order
	var out []*Node
	for i := scope.Order + 1; i <= end && i < len(d.Nodes); i++ {
		n := d.Nodes[i]
		switch n.Type {
		case ShadowRootNode:
			if n.ShadowMode == "closed" {
				i = lastDescendant(n).Order
			}
		case ElementNode:
			if sel.matchHTML(&m.nodes[i]) {
				out = append(out, n)
			}
		}
	}
	return out
}

// Match reports whether the element n matches the selector.
func (s *Selector) Match(n *Node) bool {
	if s == nil || n == nil || n.Type != ElementNode || n.Doc == nil {
		return false
	}
	h := n.Doc.Mirror(n)
	return h != nil && s.matchHTML(h)
}

// lastDescendant returns the last node of n's subtree in tree order (a
// host's shadow tree comes before its children).
func lastDescendant(n *Node) *Node {
	for {
		switch {
		case len(n.Children) > 0:
			n = n.Children[len(n.Children)-1]
		case n.Shadow != nil:
			n = n.Shadow
		default:
			return n
		}
	}
}
