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

// Carry marks in to the elements that match, in tree order, the elements
// of from it remembers: the same page read twice by different builders,
// whose element ids differ. It reports false, marking nothing, when the two
// documents do not have the same elements.
func (m *PasswordMemory) Carry(from, to *dom.Document) bool {
	if m == nil || from == nil || to == nil {
		return false
	}
	a, b := from.Elements(), to.Elements()
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Tag != b[i].Tag {
			return false
		}
	}
	for i := range a {
		if m.Seen(a[i]) {
			m.Mark(b[i])
		}
	}
	return true
}
