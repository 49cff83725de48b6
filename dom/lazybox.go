package dom

import "sync"

// Boxes asked on demand. A live builder may leave an element's box unasked
// (State.BoxUnknown) when asking every element costs more than asking the
// few a query consults. Visible then records the element and answers as if
// the box had a size; a query that consulted an unasked box is not settled
// until the boxes are set and the query runs again (resolver.Options.Boxes
// does that). The boxes live beside the states, so a document that is in
// use is never written to.
type lazyBoxes struct {
	mu     sync.Mutex
	sized  map[*Node]bool
	wanted map[*Node]bool
	misses uint64
}

// lazyBox reports whether n's box is known and has a size, recording n as
// wanted when it is not known.
func (d *Document) lazyBox(n *Node) (known, sized bool) {
	l := &d.lazy
	l.mu.Lock()
	defer l.mu.Unlock()
	if s, ok := l.sized[n]; ok {
		return true, s
	}
	if l.wanted == nil {
		l.wanted = map[*Node]bool{}
	}
	l.wanted[n] = true
	l.misses++
	return false, false
}

// BoxMisses counts the times an unasked box was consulted. A query whose
// run left it unchanged consulted none (or only boxes set meanwhile, after
// which it ran on): its answer stands.
func (d *Document) BoxMisses() uint64 {
	d.lazy.mu.Lock()
	defer d.lazy.mu.Unlock()
	return d.lazy.misses
}

// WantedBoxes lists, in tree order, the elements whose boxes a query
// consulted and that are still unasked.
func (d *Document) WantedBoxes() []*Node {
	l := &d.lazy
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []*Node
	for n := range l.wanted {
		out = append(out, n)
	}
	sortByOrder(out)
	return out
}

// UnaskedBoxes lists, in tree order, every element whose box is unasked.
func (d *Document) UnaskedBoxes() []*Node {
	l := &d.lazy
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []*Node
	for _, n := range d.Nodes {
		if n.State != nil && n.State.BoxUnknown {
			if _, ok := l.sized[n]; !ok {
				out = append(out, n)
			}
		}
	}
	return out
}

// SetBoxes records whether each element's box has a size (sized[i] for
// nodes[i]).
func (d *Document) SetBoxes(nodes []*Node, sized []bool) {
	l := &d.lazy
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.sized == nil {
		l.sized = make(map[*Node]bool, len(nodes))
	}
	for i, n := range nodes {
		if i < len(sized) {
			l.sized[n] = sized[i]
			delete(l.wanted, n)
		}
	}
}

func sortByOrder(ns []*Node) {
	// insertion sort is enough for the few a query consults; larger lists
	// come from UnaskedBoxes, already in order.
	for i := 1; i < len(ns); i++ {
		for j := i; j > 0 && ns[j].Order < ns[j-1].Order; j-- {
			ns[j], ns[j-1] = ns[j-1], ns[j]
		}
	}
}
