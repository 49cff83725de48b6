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

// maxPooledNodes bounds the documents whose storage Release keeps: a form
// page has thousands of nodes; one far larger is rare enough to collect.
const maxPooledNodes = 1 << 16

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
	big := len(d.Nodes) > maxPooledNodes
	*d = Document{}
	if big {
		return // left to the collector rather than held for pages this size
	}
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
	// Chunks this document did not need are let go, so the store stays the
	// size of the last page rather than of the largest one it ever held.
	s.nodes, s.states = keep(s.nodes, s.nn), keep(s.states, s.ns)
	s.attrs, s.kids = keep(s.attrs, s.na), keep(s.kids, s.nk)
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

// keep returns the first n chunks, letting go of the rest.
func keep[T any](chunks [][]T, n int) [][]T {
	clear(chunks[n:])
	return chunks[:n]
}
