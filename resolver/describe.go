package resolver

import "github.com/surefill/surefill/dom"

// Accessible is what a target resolves to in the terms a Role target
// matches on: the element's computed role (HTML-AAM / ARIA 1.2), its
// accessible name and description (accname 1.2). It shows why a
// Role("button", "Send") does or does not match, and lets a test compare a
// live page with its saved HTML exactly.
type Accessible struct {
	Role        string `json:"role"`
	Name        string `json:"name"`
	Description string `json:"description"`
	// Element is the element described, as a short tag ("<input
	// id=\"email\">"): for a group (radio group, Yes/No buttons) its
	// container when it has one, else its first member.
	Element string `json:"element"`
}

// Describe resolves t, as Match does, and returns the role, accessible name
// and description of what it found.
func (r *Resolver) Describe(t Target) (Accessible, error) {
	m, err := r.Match(t)
	if err != nil {
		return Accessible{}, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.accessible(describedNode(m)), nil
}

// describedNode is the element a match stands for: the container of a
// whole group, else the (first) element.
func describedNode(m *Match) *dom.Node {
	if len(m.Nodes) > 1 && m.Container != nil {
		return m.Container
	}
	return m.Nodes[0]
}

func (r *Resolver) accessible(n *dom.Node) Accessible {
	return Accessible{Role: r.role(n), Name: r.name(n), Description: r.names.Description(n), Element: describeNode(n)}
}
