package dom

import "sync"

// store is the memory Parse carves a document's nodes, states, attribute
// lists and child lists from. A document that is done with hands it back
// (Release), and the next Parse carves from it instead of allocating: a
// 500-control page is about 2 MB of nodes and states, more than the
// x/net/html tree it is built from, and collecting that much on every
// parse was the largest single cost of listing a page's fields offline.
type store struct {
	nodes  [][]Node
	states [][]State
	attrs  [][]Attr
	kids   [][]*Node
	list   []*Node // Document.Nodes

	// How many chunks of each kind the current document uses.
	nn, ns, na, nk int
}

var stores sync.Pool

func takeStore() *store {
	if s, ok := stores.Get().(*store); ok {
		return s
	}
	return &store{}
}

// Release hands the document's storage to a later Parse. Neither the
// document nor anything taken from it that points into it (nodes, states,
// attribute and child lists) may be used afterwards; strings may. Same-
// process iframe documents are released with it. A document that Parse
// did not build, or one already released, is left alone.
func (d *Document) Release() {
	s := d.store
	if s == nil {
		return
	}
	for _, n := range d.Nodes {
		if n.ContentDocument != nil {
			n.ContentDocument.Release()
		}
	}
	d.store = nil
	*d = Document{}
	// Cleared now, so a pooled store holds on to nothing of this page.
	for _, c := range s.nodes[:s.nn] {
		clear(c[:cap(c)])
	}
	for _, c := range s.states[:s.ns] {
		clear(c[:cap(c)])
	}
	for _, c := range s.attrs[:s.na] {
		clear(c[:cap(c)])
	}
	for _, c := range s.kids[:s.nk] {
		clear(c[:cap(c)])
	}
	clear(s.list[:cap(s.list)])
	s.list = s.list[:0]
	s.nn, s.ns, s.na, s.nk = 0, 0, 0, 0
	stores.Put(s)
}

// nextChunk returns the next free chunk with room for at least k items,
// or a new one of capacity size; *used counts the chunks handed out, and
// a pooled chunk too small for k is passed over.
func nextChunk[T any](chunks *[][]T, used *int, k, size int) []T {
	for *used < len(*chunks) {
		c := (*chunks)[*used]
		*used++
		if cap(c) >= k {
			return c[:0]
		}
	}
	c := make([]T, 0, max(size, k))
	*chunks = append(*chunks, c)
	*used++
	return c
}
