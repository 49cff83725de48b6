package accname

import (
	"strings"

	"github.com/surefill/surefill/dom"
)

// The accessibility tree as the algorithm walks it: the flat tree (shadow
// roots and slots, from dom.Node.FlatChildren) rearranged by aria-owns,
// with hidden state per node.

// buildOwns records the aria-owns relations of a document once. ARIA 1.2
// §6.6 aria-owns and the rules added by w3c/aria#1839 (WPT
// accname/aria-owns.html):
//   - an element excluded from the accessibility tree owns nothing;
//   - an element that is, or has an ancestor that is, hidden from all
//     users cannot be owned;
//   - an element has one owner: the first in tree order wins;
//   - a relation that would make an element its own ancestor is dropped.
func (c *Computer) buildOwns(dc *docCache) {
	dc.ownsBuilt = true
	if dc.doc == nil {
		return
	}
	for _, n := range dc.doc.Nodes {
		if n.Type != dom.ElementNode {
			continue
		}
		ids, ok := n.Attr("aria-owns")
		if !ok || isBlank(ids) {
			continue
		}
		if n.Hidden() || domAriaHidden(n) {
			continue
		}
		for id := range fieldsASCII(ids) {
			t := n.ElementByID(id)
			if t == nil || t == n || t.Contains(n) || t.Hidden() {
				continue
			}
			if _, taken := dc.owner[t]; taken {
				continue
			}
			if c.ownsCycle(dc, n, t) {
				continue
			}
			if dc.owner == nil {
				dc.owner = make(map[*dom.Node]*dom.Node)
				dc.owned = make(map[*dom.Node][]*dom.Node)
			}
			dc.owner[t] = n
			dc.owned[n] = append(dc.owned[n], t)
		}
	}
}

// ownsCycle reports whether making owner own t would make t its own
// ancestor: t already is an ancestor of owner through owned links.
func (c *Computer) ownsCycle(dc *docCache, owner, t *dom.Node) bool {
	steps := 0
	for p := owner; p != nil; steps++ {
		if p == t || steps > maxDepth*4 {
			return true
		}
		if o, ok := dc.owner[p]; ok {
			p = o
		} else {
			p = p.FlatParentElement()
		}
	}
	return false
}

// domAriaHidden reports aria-hidden="true" on n or a flat-tree ancestor.
func domAriaHidden(n *dom.Node) bool {
	for e := n; e != nil; e = e.FlatParentElement() {
		if isTrue(e.AttrOr("aria-hidden")) {
			return true
		}
	}
	return false
}

func isTrue(v string) bool { return strings.EqualFold(strings.TrimSpace(v), "true") }

func (c *Computer) owns(n *dom.Node) *docCache {
	dc := c.cacheFor(n)
	if !dc.ownsBuilt {
		c.buildOwns(dc)
	}
	return dc
}

// parentElement returns n's parent element in the accessibility tree: its
// aria-owns owner, else its flat-tree parent element.
func (c *Computer) parentElement(n *dom.Node) *dom.Node {
	dc := c.owns(n)
	if o, ok := dc.owner[n]; ok {
		return o
	}
	return n.FlatParentElement()
}

// eachChild calls f for n's children in the accessibility tree: its flat
// children that no other element owns, then the elements it owns (ARIA
// 1.2 §6.6 aria-owns: owned elements follow the DOM children).
func (c *Computer) eachChild(n *dom.Node, f func(*dom.Node) bool) {
	dc := c.owns(n)
	for _, ch := range n.FlatChildren() {
		if dc.owner != nil {
			if o, ok := dc.owner[ch]; ok && o != n {
				continue
			}
		}
		if !f(ch) {
			return
		}
	}
	for _, ch := range dc.owned[n] {
		if ch.Parent == n {
			continue // already visited as a child
		}
		if !f(ch) {
			return
		}
	}
}

// Hidden state bits, cached per node.
const (
	hidKnown   = 1
	hidSubtree = 2 // n and everything in it is hidden (display, aria-hidden, ...)
	hidSelf    = 4 // n's own text is hidden (visibility), children may show
)

// hiddenState computes (and caches) how n is hidden from the
// accessibility tree (accname 1.2 §4.3.1 "hidden", step 2A): not
// rendered (display:none on it or an ancestor, an unslotted light child,
// content-visibility:hidden ancestor), aria-hidden="true" on it or an
// accessibility-tree ancestor, or invisible (visibility:hidden or
// collapse, which a visible descendant overrides).
func (c *Computer) hiddenState(n *dom.Node) uint8 {
	if n.Type == dom.TextNode {
		p := n.FlatParentElement()
		if p == nil {
			if n.Parent != nil && n.Parent.Shadow != nil {
				return hidKnown | hidSubtree // an unslotted text child of a host
			}
			return hidKnown
		}
		h := c.hiddenState(p)
		if h&(hidSubtree|hidSelf) != 0 {
			return hidKnown | hidSubtree
		}
		return hidKnown
	}
	if n.Type != dom.ElementNode {
		return hidKnown
	}
	dc, i := c.slot(n)
	if h := dc.hidden[i]; h != 0 {
		return h
	}
	h := c.computeHidden(n)
	dc, i = c.slot(n)
	dc.hidden[i] = h
	return h
}

// maxDepth bounds every walk up or down the tree.
const maxDepth = 512

func (c *Computer) computeHidden(n *dom.Node) uint8 {
	h := uint8(hidKnown)
	if st := n.State; st != nil {
		if n.Style().Display == "none" {
			return hidKnown | hidSubtree
		}
		if v := n.Style().Visibility; v == "hidden" || v == "collapse" {
			h |= hidSelf
		}
	}
	if n.Namespace == "" && neverRendered[n.Tag] {
		return hidKnown | hidSubtree
	}
	if isTrue(n.AttrOr("aria-hidden")) {
		return hidKnown | hidSubtree
	}
	dc := c.owns(n)
	var p *dom.Node
	if o, ok := dc.owner[n]; ok {
		p = o
	} else {
		if par := n.Parent; par != nil && par.Shadow != nil && dom.AssignedSlot(n) == nil {
			return hidKnown | hidSubtree // a light child no slot takes
		}
		p = n.FlatParentElement()
	}
	if p != nil {
		if p.State != nil && p.Style().ContentVisibility == "hidden" {
			return hidKnown | hidSubtree
		}
		if c.hiddenState(p)&hidSubtree != 0 {
			return hidKnown | hidSubtree
		}
	}
	return h
}

// neverRendered are elements whose content never shows, whatever a style
// sheet says (HTML §15.3.1, hidden elements); they contribute no text even
// inside a hidden subtree that aria-labelledby references.
var neverRendered = toSet("script", "style", "noscript", "template", "head", "title", "meta", "link", "base", "param", "datalist")

// Labels returns the <label> elements that label n (HTML §4.10.4, the
// labels IDL attribute): labels whose for attribute names n in n's tree
// scope, and the label ancestor that has no for attribute and whose first
// labelable descendant is n. They come in tree order.
func (c *Computer) Labels(n *dom.Node) []*dom.Node {
	if n == nil || !labelable[n.Tag] || n.Namespace != "" {
		return nil
	}
	dc := c.cacheFor(n)
	if !dc.labelsBuilt {
		buildLabels(dc)
	}
	return dc.labels[n]
}

// buildLabels indexes every label of the document by the control it
// labels, once.
func buildLabels(dc *docCache) {
	dc.labelsBuilt = true
	if dc.doc == nil {
		return
	}
	for _, l := range dc.doc.Nodes {
		if !l.IsElement("label") {
			continue
		}
		var target *dom.Node
		if id, ok := l.Attr("for"); ok {
			target = l.ElementByID(id)
		} else {
			target = firstLabelable(l, 0)
		}
		if target == nil || !isLabelable(target) {
			continue
		}
		if dc.labels == nil {
			dc.labels = make(map[*dom.Node][]*dom.Node)
		}
		dc.labels[target] = append(dc.labels[target], l)
	}
}

func isLabelable(n *dom.Node) bool {
	if n.Type != dom.ElementNode || n.Namespace != "" || !labelable[n.Tag] {
		return false
	}
	return n.Tag != "input" || inputType(n) != "hidden"
}

func firstLabelable(n *dom.Node, depth int) *dom.Node {
	if depth > maxDepth {
		return nil
	}
	for _, ch := range n.Children {
		if ch.Type != dom.ElementNode {
			continue
		}
		if isLabelable(ch) {
			return ch
		}
		if t := firstLabelable(ch, depth+1); t != nil {
			return t
		}
	}
	return nil
}
