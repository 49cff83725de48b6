package resolver

import (
	"strings"
	"sync"

	"github.com/surefill/surefill/accname"
	"github.com/surefill/surefill/dom"
)

// PasswordMemory remembers the fields once seen as password inputs or
// filled as sensitive, so a field stays sensitive after a "show password"
// toggle changes its type or replaces its element, and after a view
// renders it again: a field is known by its live node id and by what
// survives a new node (its id, its name, its label). It also remembers the
// values typed as sensitive, so every output can be scrubbed of them,
// echoes elsewhere on the page included. Offline documents have no node
// ids; there it remembers what it was told. The zero value is ready; it is
// safe for concurrent use.
type PasswordMemory struct {
	mu      sync.Mutex
	seen    map[int64]bool
	fields  map[string]bool // identities of sensitive fields
	secrets []string        // values typed as sensitive, longest first
}

// identities are the keys a field keeps across node replacement.
func identities(n *dom.Node, withLabel bool) []string {
	if !n.IsElement("input", "textarea", "select") && !n.HasAttr("contenteditable") {
		return nil
	}
	var out []string
	if id := n.AttrOr("id"); id != "" {
		out = append(out, "id\x00"+id)
	}
	if name := n.AttrOr("name"); name != "" {
		out = append(out, "name\x00"+name)
	}
	if !withLabel {
		return out
	}
	if l := Normalize(accname.Name(n)); l != "" {
		out = append(out, "label\x00"+l)
	}
	return out
}

// Remember records a value typed as sensitive. Values shorter than
// minSecret are not scrubbed from text (they would take every such letter
// with them); their fields are still withheld.
func (m *PasswordMemory) Remember(v string) {
	if m == nil || len(v) < minSecret {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, s := range m.secrets {
		if s == v {
			return
		}
	}
	m.secrets = append(m.secrets, v)
	// Longest first, so a secret that contains another is scrubbed whole.
	for i := len(m.secrets) - 1; i > 0 && len(m.secrets[i]) > len(m.secrets[i-1]); i-- {
		m.secrets[i], m.secrets[i-1] = m.secrets[i-1], m.secrets[i]
	}
}

// minSecret is the shortest value scrubbed from text.
const minSecret = 3

// Redacted is what a scrubbed secret reads as.
const Redacted = "[sensitive]"

// Scrub replaces every remembered secret in s.
func (m *PasswordMemory) Scrub(s string) string {
	if m == nil || s == "" {
		return s
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, v := range m.secrets {
		if strings.Contains(s, v) {
			s = strings.ReplaceAll(s, v, Redacted)
		}
	}
	return s
}

// Secrets returns the remembered secrets (for masking a screenshot).
func (m *PasswordMemory) Secrets() []string {
	if m == nil {
		return nil
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.secrets...)
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
			// Its id and name outlive the element (a toggle that swaps in
			// a text input, a view that renders it again); the label is
			// added when it is filled.
			if m.fields == nil {
				m.fields = make(map[string]bool)
			}
			for _, k := range identities(n, false) {
				m.fields[k] = true
			}
		}
	}
}

// Seen reports whether n was observed as a password input.
func (m *PasswordMemory) Seen(n *dom.Node) bool {
	if m == nil || n == nil {
		return false
	}
	m.mu.Lock()
	has := len(m.fields) > 0
	if n.State != nil && n.State.Key() != 0 && m.seen[n.State.Key()] {
		m.mu.Unlock()
		return true
	}
	m.mu.Unlock()
	if !has {
		return false
	}
	ids := identities(n, true)
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, k := range ids {
		if m.fields[k] {
			return true
		}
	}
	return false
}

// Mark remembers n as sensitive from now on: a script filled it with the
// sensitive option, so its value must stay out of listings too.
func (m *PasswordMemory) Mark(n *dom.Node) {
	if m == nil || n == nil {
		return
	}
	ids := identities(n, true)
	m.mu.Lock()
	defer m.mu.Unlock()
	if n.State != nil && n.State.Key() != 0 {
		if m.seen == nil {
			m.seen = make(map[int64]bool)
		}
		m.seen[n.State.Key()] = true
	}
	if m.fields == nil {
		m.fields = make(map[string]bool)
	}
	for _, k := range ids {
		m.fields[k] = true
	}
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
