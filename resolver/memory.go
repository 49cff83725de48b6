package resolver

import (
	"strings"
	"sync"

	"github.com/surefill/surefill/dom"
)

// PasswordMemory remembers the controls once seen as password inputs, so
// a field stays sensitive after a "show password" toggle changes its type
// to text. Controls are known by their live backend node id; offline
// documents have none, so there it remembers nothing (an offline page is
// one state). The zero value is ready; it is safe for concurrent use.
type PasswordMemory struct {
	mu   sync.Mutex
	seen map[int64]bool
}

// Observe records the password inputs of d and of its same-process
// iframe documents.
func (m *PasswordMemory) Observe(d *dom.Document) {
	if d == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.observe(d, 0)
}

func (m *PasswordMemory) observe(d *dom.Document, depth int) {
	for _, n := range d.Nodes {
		if n.Type != dom.ElementNode {
			continue
		}
		if n.ContentDocument != nil && depth < 8 {
			m.observe(n.ContentDocument, depth+1)
		}
		if n.State == nil || n.State.Key() == 0 || !n.IsElement("input") {
			continue
		}
		if strings.EqualFold(strings.TrimSpace(n.AttrOr("type")), "password") {
			if m.seen == nil {
				m.seen = make(map[int64]bool)
			}
			m.seen[n.State.Key()] = true
		}
	}
}

// Seen reports whether n was observed as a password input.
func (m *PasswordMemory) Seen(n *dom.Node) bool {
	if m == nil || n == nil || n.State == nil || n.State.Key() == 0 {
		return false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.seen[n.State.Key()]
}

// Mark remembers n as sensitive from now on: a script filled it with the
// sensitive option, so its value must stay out of listings too.
func (m *PasswordMemory) Mark(n *dom.Node) {
	if m == nil || n == nil || n.State == nil || n.State.Key() == 0 {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.seen == nil {
		m.seen = make(map[int64]bool)
	}
	m.seen[n.State.Key()] = true
}

// Carry marks in to the elements that stand for elements of from it
// remembers: the same page read by two builders, whose element ids differ.
// When both have the same elements in tree order, element i stands for
// element i. Otherwise (one builder sees a tree the other cannot) every
// element of to with the tag and attributes of a remembered one is marked:
// perhaps more than needed, never fewer.
func (m *PasswordMemory) Carry(from, to *dom.Document) {
	if m == nil || from == nil || to == nil {
		return
	}
	a, b := from.Elements(), to.Elements()
	aligned := len(a) == len(b)
	for i := 0; aligned && i < len(a); i++ {
		aligned = a[i].Tag == b[i].Tag
	}
	if aligned {
		for i := range a {
			if m.Seen(a[i]) {
				m.Mark(b[i])
			}
		}
		return
	}
	looks := map[string]bool{}
	for _, n := range a {
		if m.Seen(n) {
			looks[signature(n)] = true
		}
	}
	if len(looks) == 0 {
		return
	}
	for _, n := range b {
		if looks[signature(n)] {
			m.Mark(n)
		}
	}
}

// signature is an element's tag and attributes.
func signature(n *dom.Node) string {
	var sb strings.Builder
	sb.WriteString(n.Tag)
	for _, at := range n.Attrs {
		sb.WriteByte(0)
		sb.WriteString(at.Name)
		sb.WriteByte(0)
		sb.WriteString(at.Value)
	}
	return sb.String()
}
