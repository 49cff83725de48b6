package dom

import "strings"

// List markers (CSS Lists 3 §3, CSS Pseudo 4 §3.1): a list item's ::marker
// box shows its content when ::marker sets one, else the marker of its
// list-style-type, numbered by the list-item counter. The user-agent
// style sheet (HTML §15.3.8) gives the defaults the offline cascade starts
// from: ol decimal, ul disc (circle and square when nested), and the type
// attribute's presentational hints.

// uaListStyle is the list-style-type the user-agent style sheet gives n,
// and whether it gives one (the value is otherwise inherited).
func uaListStyle(n *Node) (string, bool) {
	if n.Namespace != "" {
		return "", false
	}
	switch n.Tag {
	case "ol", "li":
		if t, ok := typeHint(n); ok {
			return t, true
		}
		if n.Tag == "ol" {
			return "decimal", true
		}
	case "ul", "menu", "dir":
		if t, ok := typeHint(n); ok {
			return t, true
		}
		// :is(dir, menu, ol, ul) :is(dir, menu, ul) is circle, and one
		// list deeper square.
		depth := 0
		for p := n.Parent; p != nil && depth < 2; p = p.Parent {
			if p.IsElement("ol", "ul", "menu", "dir") {
				depth++
			}
		}
		return [...]string{"disc", "circle", "square"}[depth], true
	}
	return "", false
}

// typeHint maps the type attribute of ol, ul and li to list-style-type
// (HTML §15.3.8): 1, a, A, i and I are case-sensitive; the bullet names
// are not.
func typeHint(n *Node) (string, bool) {
	v, ok := n.Attr("type")
	if !ok {
		return "", false
	}
	if n.Tag != "ul" {
		switch v {
		case "1":
			return "decimal", true
		case "a":
			return "lower-alpha", true
		case "A":
			return "upper-alpha", true
		case "i":
			return "lower-roman", true
		case "I":
			return "upper-roman", true
		}
	}
	if n.Tag != "ol" {
		switch l := strings.ToLower(v); l {
		case "none", "disc", "circle", "square":
			return l, true
		}
	}
	return "", false
}

// listStyleType parses list-style-type, or the type in a list-style
// shorthand (which resets an absent type to disc). A string type is kept
// with a leading quote.
func listStyleType(v string, shorthand bool) (string, bool) {
	if v != "" && (v[0] == '"' || v[0] == '\'') {
		body, end := stringBody(v)
		if !shorthand && strings.TrimSpace(v[end:]) != "" {
			return "", false
		}
		return `"` + body, true
	}
	if !shorthand {
		kw := strings.ToLower(v)
		return kw, isKeyword(kw) && !strings.Contains(kw, " ")
	}
	kw := "disc"
	for _, f := range strings.Fields(v) {
		l := strings.ToLower(f)
		switch {
		case l == "inside" || l == "outside" || strings.Contains(l, "("):
			// position and image: not the type
		case f[0] == '"' || f[0] == '\'':
			body, _ := stringBody(f)
			kw = `"` + body
		case isKeyword(l):
			kw = l
		default:
			return "", false
		}
	}
	return kw, true
}

// marker is the text of n's ::marker box: its content when ::marker sets
// one (the alternative text when given), none for content: none, else the
// marker of n's list-style-type.
func (c *cascader) marker(n *Node, st *Style, g *generated) string {
	if g != nil {
		if g.contentNone {
			return ""
		}
		if g.content != nil {
			text, alt, hasAlt := c.generate(n, g)
			if hasAlt {
				return alt
			}
			return text
		}
		if g.visibility == "hidden" || g.visibility == "collapse" {
			return ""
		}
	} else if st.Visibility == "hidden" || st.Visibility == "collapse" {
		return ""
	}
	return listMarker(st.listStyle, c.counters.value(n, "list-item"))
}

// listMarker renders a marker of a list-style-type (CSS Counter Styles 3
// §6): symbols are followed by a space, numbers by ". ".
func listMarker(style string, v int) string {
	switch {
	case style == "":
		style = "disc"
	case style == "none":
		return ""
	case style[0] == '"':
		return style[1:]
	}
	switch style {
	case "disc", "circle", "square":
		return formatCounter(v, style) + " "
	case "disclosure-open":
		return "\u25be "
	case "disclosure-closed":
		return "\u25b8 "
	}
	return formatCounter(v, style) + ". "
}

// hasListItem reports whether the document has an HTML list item, whose
// marker needs the list-item counter.
func hasListItem(d *Document) bool {
	for _, n := range d.Nodes {
		if n.Type == ElementNode && n.Tag == "li" && n.Namespace == "" {
			return true
		}
	}
	return false
}
