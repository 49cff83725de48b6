package dom

import (
	"slices"
	"sync"
)

// Facts asked on demand. A live builder may leave an element's computed
// style, box and list marker unasked (State.StyleUnknown) when asking every
// element costs more than asking the few a query consults. Node.Style,
// Node.Marker and Node.Visible then record the element and answer
// tentatively (an inline, visible element
// with a box of some size and no marker); a query that consulted an
// unasked fact is not settled until the facts are set (SetFacts) and the
// query runs again, which the live layer does. The facts live beside the
// states, so a document in use is never written to.
type lazyFacts struct {
	mu sync.Mutex
	// known holds the answers by tree order (Node.Order), asked whether
	// each is set: a query reads a fact per element it consults, and a
	// Save one per element of the page.
	known  []Fact
	asked  []bool
	count  int
	wanted map[*Node]bool
	misses uint64
}

// at returns n's asked fact. The caller holds mu.
func (l *lazyFacts) at(d *Document, n *Node) (Fact, bool) {
	if o := n.Order; o < len(l.asked) && l.asked[o] && d.Nodes[o] == n {
		return l.known[o], true
	}
	return Fact{}, false
}

// set records n's fact. The caller holds mu; n is one of d's nodes.
func (l *lazyFacts) set(d *Document, n *Node, f Fact) {
	o := n.Order
	if o >= len(d.Nodes) || d.Nodes[o] != n {
		return // not of this document: nothing reads it here
	}
	if len(l.asked) < len(d.Nodes) {
		l.known = append(l.known, make([]Fact, len(d.Nodes)-len(l.known))...)
		l.asked = append(l.asked, make([]bool, len(d.Nodes)-len(l.asked))...)
	}
	if !l.asked[o] {
		l.count++
	}
	l.known[o], l.asked[o] = f, true
}

// Fact is what the page answered for one element asked on demand.
type Fact struct {
	// Style is the computed style (ignored for an element whose style the
	// builder set).
	Style Style
	// Sized is true when the element has a box of some size.
	Sized bool
	// Marker is the list marker's text ("" for none).
	Marker string
}

// tentative is what an unasked element reads as until it is asked.
var tentative = Fact{Style: Style{Display: "inline", Visibility: "visible"}, Sized: true}

// fact returns n's asked fact, or records n as wanted and returns the
// tentative one.
func (d *Document) fact(n *Node) Fact {
	l := &d.lazy
	l.mu.Lock()
	defer l.mu.Unlock()
	if f, ok := l.at(d, n); ok {
		return f
	}
	if l.wanted == nil {
		l.wanted = map[*Node]bool{}
	}
	l.wanted[n] = true
	l.misses++
	return tentative
}

// Style returns the element's computed style (the zero Style for text and
// other nodes without state).
func (n *Node) Style() Style {
	st := n.State
	if st == nil {
		return Style{}
	}
	if st.StyleUnknown && n.Doc != nil {
		return n.Doc.fact(n).Style
	}
	return st.CSS
}

// Marker returns the text of the element's list marker ("" for none).
func (n *Node) Marker() string {
	st := n.State
	if st == nil {
		return ""
	}
	if st.StyleUnknown && n.Doc != nil {
		return n.Doc.fact(n).Marker
	}
	if st.Gen == nil {
		return ""
	}
	return st.Gen.Marker
}

// sized reports whether a live element's box has some size.
func (n *Node) sized() bool {
	st := n.State
	if st.StyleUnknown && n.Doc != nil {
		return n.Doc.fact(n).Sized
	}
	return st.HasBox && st.Box.W > 0 && st.Box.H > 0
}

// FactMisses counts the times an unasked fact was read. A query whose run
// left it unchanged read none (or only facts set meanwhile, after which it
// ran on): its answer stands.
func (d *Document) FactMisses() uint64 {
	d.lazy.mu.Lock()
	defer d.lazy.mu.Unlock()
	return d.lazy.misses
}

// WantedFacts lists, in tree order, the elements whose unasked facts a
// query read and that are still unasked.
func (d *Document) WantedFacts() []*Node {
	l := &d.lazy
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]*Node, 0, len(l.wanted))
	for n := range l.wanted {
		out = append(out, n)
	}
	sortByOrder(out)
	return out
}

// UnaskedFacts lists, in tree order, every element with facts unasked.
func (d *Document) UnaskedFacts() []*Node {
	l := &d.lazy
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []*Node
	for _, n := range d.Nodes {
		if st := n.State; st != nil && st.StyleUnknown {
			if _, ok := l.at(d, n); !ok {
				out = append(out, n)
			}
		}
	}
	return out
}

// SetFacts records the page's answers (facts[i] for nodes[i]).
func (d *Document) SetFacts(nodes []*Node, facts []Fact) {
	l := &d.lazy
	l.mu.Lock()
	defer l.mu.Unlock()
	for i, n := range nodes {
		if i < len(facts) {
			l.set(d, n, facts[i])
			delete(l.wanted, n)
		}
	}
}

func sortByOrder(ns []*Node) {
	slices.SortFunc(ns, func(a, b *Node) int { return a.Order - b.Order })
}
