package tools

import (
	"strings"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

// text is what a person sees of n (flat tree, generated content, nothing
// hidden), white space collapsed, at most about limit bytes. With trusted,
// user-authored regions inside n contribute nothing.
func (s *scanner) text(n *dom.Node, limit int, trusted bool) string {
	var skip func(*dom.Node) bool
	if trusted {
		skip = s.untrusted
	}
	return resolver.VisibleTextWithout(n, limit, skip)
}

// refs returns the trusted elements an IDREF list names, and whether any
// it names is user-authored or holds such a region.
func (s *scanner) refs(n *dom.Node, attr string) (out []*dom.Node, tainted bool) {
	ids := strings.Fields(n.AttrOr(attr))
	if len(ids) > 16 {
		ids = ids[:16]
	}
	for _, id := range ids {
		t := n.ElementByID(id)
		if t == nil {
			continue
		}
		if s.holdsUntrusted(t) {
			tainted = true
			continue
		}
		out = append(out, t)
	}
	return out, tainted
}

// refText joins the text of the trusted elements an IDREF list names.
func (s *scanner) refText(n *dom.Node, attr string, limit int) (string, bool) {
	ts, tainted := s.refs(n, attr)
	var parts []string
	for _, t := range ts {
		if x := s.text(t, limit, true); x != "" {
			parts = append(parts, x)
		}
	}
	return strings.Join(parts, " "), tainted
}

// labelsOf returns the <label> elements of a labelable control: the
// wrapping label and label[for=id] in the same tree.
func (s *scanner) labelsOf(n *dom.Node) []*dom.Node {
	var out []*dom.Node
	for p, depth := n.Parent, 0; p != nil && depth < 32; p, depth = p.Parent, depth+1 {
		if p.IsElement("label") {
			if f, ok := p.Attr("for"); !ok || f == n.ID() {
				out = append(out, p)
			}
			break
		}
	}
	if id := n.ID(); id != "" {
		root := n.TreeRoot()
		if s.labelFor == nil {
			s.indexLabels()
		}
		for _, l := range s.labelFor[id] {
			if l.TreeRoot() == root && !containsNode(out, l) {
				out = append(out, l)
			}
		}
	}
	return out
}

func (s *scanner) indexLabels() {
	s.labelFor = map[string][]*dom.Node{}
	for _, x := range s.doc.Nodes {
		if x.IsElement("label") {
			if f := x.AttrOr("for"); f != "" {
				s.labelFor[f] = append(s.labelFor[f], x)
			}
		}
	}
}

func containsNode(list []*dom.Node, n *dom.Node) bool {
	for _, x := range list {
		if x == n {
			return true
		}
	}
	return false
}

// markupLabel is a control's label from the page's own markup:
// aria-labelledby, aria-label, then its <label>s. tainted says a label
// source was user-authored (and left out), so nothing derived from the
// accessible name may stand in for it.
func (s *scanner) markupLabel(n *dom.Node) (label string, tainted bool) {
	t, tainted := s.refText(n, "aria-labelledby", 4*MaxFieldDescription)
	if t = trimMarks(t); t != "" {
		return cut(t, MaxFieldDescription), tainted
	}
	if v := trimMarks(collapse(n.AttrOr("aria-label"))); v != "" {
		return cut(v, MaxFieldDescription), tainted
	}
	var parts []string
	for _, l := range s.labelsOf(n) {
		if s.untrusted(l) {
			tainted = true
			continue
		}
		if s.holdsUntrusted(l) {
			tainted = true
		}
		if x := s.text(l, 4*MaxFieldDescription, true); x != "" {
			parts = append(parts, x)
		}
	}
	return cut(trimMarks(strings.Join(parts, " ")), MaxFieldDescription), tainted
}

// trimMarks drops a trailing required mark or colon from a label.
func trimMarks(s string) string {
	for {
		t := strings.TrimSpace(strings.TrimRight(s, "*:"))
		if t == s {
			return s
		}
		s = t
	}
}
