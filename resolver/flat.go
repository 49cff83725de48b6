package resolver

import "github.com/surefill/surefill/dom"

// The flat tree (DOM §4.2.2.3) is what is rendered and what the
// accessibility tree follows (HTML-AAM): a shadow tree draws its parts
// around the light children its slots take. A custom element's options or
// radios are its light children, while the listbox or radiogroup holding
// them lives in its shadow tree, so what a list or group holds is read
// from the flat tree, not from tree order alone.

// flatRanges calls fn, in flat-tree order, on the tree-order ranges of
// nodes (by Order, inclusive) that make up p's flat subtree: p's own
// subtree, split at each slot in it that takes the light children of a
// host outside it, with those children's subtrees (their own slots
// followed the same way) in the slot's place.
func (r *Resolver) flatRanges(p *dom.Node, fn func(lo, hi int)) {
	if !r.ours(p) {
		return
	}
	lo, hi := p.Order, int(r.ix.end[p.Order])
	start := lo
	for i := lo; i <= hi; i++ {
		s := r.doc.Nodes[i]
		if s.Type != dom.ElementNode || s.Tag != "slot" {
			continue
		}
		if h := s.ShadowHost(); h == nil || h.Order >= lo && h.Order <= hi {
			continue // no host, or one inside p, whose children are in the range
		}
		as := dom.AssignedNodes(s)
		if len(as) == 0 {
			continue // the slot shows its fallback content, in the range
		}
		fn(start, i)
		for _, a := range as {
			r.flatRanges(a, fn)
		}
		start = int(r.ix.end[s.Order]) + 1 // past the fallback content
		i = start - 1
	}
	if start <= hi {
		fn(start, hi)
	}
}

// slottedBelow reports whether n, or an ancestor of n below anchor, is a
// light child of a shadow host, rendered in one of the host's slots.
func slottedBelow(n, anchor *dom.Node) bool {
	for x := n; x != nil && x != anchor; x = parentElement(x) {
		if p := x.Parent; p != nil && p.Shadow != nil {
			return true
		}
	}
	return false
}

// slotGroup is the group a shadow tree draws around the controls slotted
// into it: the nearest fieldset or group role up the flat tree (the tree
// the accessibility tree follows, HTML-AAM), holding every control of f
// and no other visible control. A custom element's radios are its light
// children, and the radiogroup naming them lives in its shadow tree.
func (r *Resolver) slotGroup(f *field) *dom.Node {
	for c, depth := f.controls[0].FlatParentElement(), 0; c != nil && depth < maxClimb; c, depth = c.FlatParentElement(), depth+1 {
		if c.IsElement("form", "body") || r.flatCount(c) > f.nvis {
			return nil
		}
		if (c.IsElement("fieldset") || isGroupRole(explicitRole(c))) && flatHoldsAll(c, f.controls) {
			return c
		}
	}
	return nil
}

// flatCount counts the visible controls in p's flat subtree.
func (r *Resolver) flatCount(p *dom.Node) int {
	n := 0
	r.flatRanges(p, func(lo, hi int) { n += r.ix.countIn(lo, hi) })
	return n
}

// flatHoldsAll reports whether every control has g as a flat-tree ancestor.
func flatHoldsAll(g *dom.Node, ctls []*dom.Node) bool {
	for _, c := range ctls {
		x := c.FlatParentElement()
		for x != nil && x != g {
			x = x.FlatParentElement()
		}
		if x == nil {
			return false
		}
	}
	return true
}
