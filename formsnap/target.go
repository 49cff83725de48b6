package formsnap

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/surefill/surefill/accname"
	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

// Semantic targets. A control's target is its role and accessible name
// (the W3C computation of package accname, the one the resolver uses), so
// Role(role, name) in a script names it too. When several elements a
// person could see share both, the ordinal says which, counting from 1 in
// document order (shadow trees included), and a target is offered only
// when the resolver can also tell that element apart by a verified target
// of its own (its field's target, its group's, or a clickable's): acting
// goes through that, never through a position.

// maxTargetName bounds a name fit for a target (as the resolver bounds
// the targets it prints).
const maxTargetName = 200

// ident is how the builder sees one element: role, name, the folded key
// matching compares, and its shadow path.
type ident struct {
	role, name, key string
}

// names computes roles and names once per element: shown elements by the
// standard computation, hidden ones (a file input behind a styled button,
// a restyled checkbox) as if shown, as the resolver counts them.
type names struct {
	shown, hidden *accname.Computer
	memo          map[*dom.Node]ident
}

func newNames() *names {
	h := accname.NewComputer()
	h.IncludeHidden = true
	return &names{shown: accname.NewComputer(), hidden: h, memo: map[*dom.Node]ident{}}
}

func (c *names) role(n *dom.Node) string { return c.shown.Role(n) }

func (c *names) of(n *dom.Node) ident {
	if id, ok := c.memo[n]; ok {
		return id
	}
	comp := c.shown
	if !n.Visible() {
		comp = c.hidden
	}
	nm := collapse(comp.Name(n))
	id := ident{role: comp.Role(n), name: nm, key: resolver.Normalize(nm)}
	c.memo[n] = id
	return id
}

// targetable reports whether a role and name can make a target.
func targetable(id ident) bool {
	switch id.role {
	case "", "generic", "none", "presentation":
		return false
	}
	return id.key != "" && roleOK(id.role) && utf8.RuneCountInString(id.name) <= maxTargetName
}

// shadowPath lists the shadow hosts above n, outermost first; ok is false
// when it is too deep or a host has no usable name.
func (c *names) shadowPath(n *dom.Node) (path []ShadowStep, ok bool) {
	for h := n.ShadowHost(); h != nil; h = h.ShadowHost() {
		if len(path) == MaxPathDepth {
			return nil, false
		}
		if !hostOK(h.Tag) {
			return nil, false
		}
		st := ShadowStep{Host: h.Tag}
		if id := c.of(h); targetable(id) {
			st.Role, st.Name = id.role, id.name
		}
		path = append(path, st)
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path, true
}

func sameShadowPath(a, b []ShadowStep) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Host != b[i].Host || a[i].Role != b[i].Role || resolver.Normalize(a[i].Name) != resolver.Normalize(b[i].Name) {
			return false
		}
	}
	return true
}

// visible is the resolver's visibility rule for what a Role target
// matches: a field's control, or a file input, counts as shown when
// controlVisible says so; anything else when a person could see it.
func (b *builder) visible(n *dom.Node) bool {
	if _, ok := b.fieldOf[n]; ok || n.IsElement("input") && inputType(n) == "file" {
		return b.controlVisible(n)
	}
	return n.Visible()
}

// controlVisible: a file input counts when its parent shows; a checkbox
// or radio restyled out of sight counts when a label of it shows.
func (b *builder) controlVisible(n *dom.Node) bool {
	if n.Visible() {
		return true
	}
	if !n.IsElement("input") {
		return false
	}
	switch inputType(n) {
	case "file":
		p := parentElement(n)
		return p != nil && p.Visible()
	case "checkbox", "radio":
		for p, depth := n.Parent, 0; p != nil && depth < 8; p, depth = p.Parent, depth+1 {
			if p.IsElement("label") {
				if f := p.AttrOr("for"); (f == "" || f == n.ID()) && p.Visible() {
					return true
				}
				break
			}
		}
		if id := n.ID(); id != "" {
			for _, l := range b.labelsFor()[labelKey{n.TreeRoot(), id}] {
				if l.Visible() {
					return true
				}
			}
		}
	}
	return false
}

type labelKey struct {
	root *dom.Node
	id   string
}

func (b *builder) labelsFor() map[labelKey][]*dom.Node {
	if b.labels == nil {
		b.labels = map[labelKey][]*dom.Node{}
		for _, n := range b.doc.Nodes {
			if n.IsElement("label") {
				if f := n.AttrOr("for"); f != "" {
					k := labelKey{n.TreeRoot(), f}
					b.labels[k] = append(b.labels[k], n)
				}
			}
		}
	}
	return b.labels
}

// sameNamed returns, per wanted role and folded name, the elements a
// person could see with both, in document order: one pass over the
// document for all of them.
func (b *builder) sameNamed(want map[[2]string]bool) map[[2]string][]*dom.Node {
	roles := map[string]bool{}
	for k := range want {
		roles[k[0]] = true
	}
	out := map[[2]string][]*dom.Node{}
	for _, n := range b.doc.Nodes {
		if n.Type != dom.ElementNode || !roles[b.names.role(n)] {
			continue
		}
		id := b.names.of(n)
		k := [2]string{id.role, id.key}
		if want[k] && b.visible(n) {
			out[k] = append(out[k], n)
		}
	}
	return out
}

// actTarget finds a resolver target verified to name exactly n (what the
// live layer acts through), given the control's role and name and whether
// the pair is unique. It returns nil when there is none.
func (b *builder) actTarget(n *dom.Node, id ident, unique bool) resolver.Target {
	var cands []resolver.Target
	base := resolver.Role(id.role, id.name)
	if unique {
		cands = append(cands, base)
	} else if fi, ok := b.fieldOf[n]; ok {
		f := &b.fields[fi]
		if f.Target != nil {
			if len(b.matches[fi].Nodes) == 1 {
				cands = append(cands, f.Target)
			} else {
				cands = append(cands, base.Within(f.Target))
			}
		}
	} else {
		for _, c := range b.clickables() {
			if c.Target != nil && c.Role == id.role && resolver.Normalize(c.Name) == id.key {
				cands = append(cands, c.Target)
			}
		}
	}
	for _, t := range cands {
		m, err := b.r.Match(t)
		if err == nil && len(m.Nodes) == 1 && m.Nodes[0] == n {
			return t
		}
	}
	return nil
}

func (b *builder) clickables() []resolver.Clickable {
	if !b.clickDone {
		b.clickDone = true
		b.clicks, _, _ = b.r.Clickables(nil, true)
	}
	return b.clicks
}

// ordinalError is the resolver's own error type, so the root turns it
// into its FieldError with the same codes.
func targetErr(code resolver.ErrorCode, t Target, format string, args ...any) error {
	return &resolver.Error{Code: code, Op: "Locate", Target: t.String(), Detail: fmt.Sprintf(format, args...)}
}

// collapse trims and turns runs of white space into one space.
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

// parentElement is the composed parent element (a shadow root's host).
func parentElement(n *dom.Node) *dom.Node {
	p := n.Parent
	if p != nil && p.Type == dom.ShadowRootNode {
		p = p.Host
	}
	if p == nil && n.Type == dom.ShadowRootNode {
		p = n.Host
	}
	if p == nil || p.Type != dom.ElementNode {
		return nil
	}
	return p
}
