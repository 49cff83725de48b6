package resolver

import "github.com/surefill/surefill/dom"

// refKey is what a FieldRef remembers of its field's first element. A live
// document is re-snapshotted as the page changes, and tree positions move
// when nodes are added; the browser's backend node id (or the page runtime's id) does not, within one
// document, so live refs keep it. Offline (no backend ids) the tree
// position is stable, since the document never changes. Either way a ref
// that no longer names the same element fails stale_ref: it is never
// retargeted to whatever sits at an old position.
func (r *Resolver) refKey(n *dom.Node) int {
	if n.State != nil && n.State.Key() != 0 {
		return int(n.State.Key())
	}
	return n.Order
}

// refNode finds the element a ref key names, or nil.
func (r *Resolver) refNode(key int) *dom.Node {
	if key < 0 {
		return nil
	}
	if r.doc.Live {
		for _, n := range r.doc.Nodes {
			if n.State != nil && int(n.State.Key()) == key {
				return n
			}
		}
		return nil
	}
	if key >= len(r.doc.Nodes) {
		return nil
	}
	return r.doc.Nodes[key]
}
