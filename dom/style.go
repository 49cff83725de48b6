package dom

import "strings"

// uaHidden lists elements the user-agent stylesheet never renders.
var uaHidden = map[string]bool{
	"head": true, "script": true, "style": true, "template": true, "title": true,
	"meta": true, "link": true, "base": true, "noscript": true, "area": true,
	"datalist": true, "param": true, "source": true, "track": true, "noembed": true,
	"noframes": true, "rp": true,
}

// applyStyles computes the Style of every element: user-agent defaults, the
// hidden attribute, then the document's style sheets and inline styles, with
// visibility inherited.
func applyStyles(d *Document, sheets []string, o *ParseOptions) {
	var rules *cascade
	if !o.NoStyleSheets && len(sheets) > 0 {
		rules = compileSheets(d, sheets)
	}
	var walk func(n *Node, parentVis string)
	walk = func(n *Node, parentVis string) {
		vis := parentVis
		if n.Type == ElementNode {
			st := &n.State.Style
			st.Visibility = parentVis
			if n.Namespace == "" && uaHidden[n.Tag] {
				st.Display = "none"
			}
			if n.Namespace == "" {
				if n.HasAttr("hidden") && !strings.EqualFold(n.AttrOr("hidden"), "until-found") {
					st.Display = "none"
				}
				if n.Tag == "input" && strings.EqualFold(n.AttrOr("type"), "hidden") {
					st.Display = "none"
				}
				if n.Tag == "dialog" && !n.HasAttr("open") {
					st.Display = "none"
				}
				if p := n.Parent; p != nil && p.IsElement("details") && !p.HasAttr("open") && !n.IsElement("summary") {
					st.Display = "none"
				}
			}
			if rules != nil {
				rules.apply(n)
			}
			if s, ok := n.Attr("style"); ok {
				applyDecls(n, parseDecls(s), true)
			}
			if st.Visibility == "" {
				st.Visibility = "visible"
			}
			vis = st.Visibility
		}
		if n.Shadow != nil {
			walk(n.Shadow, vis)
		}
		for _, c := range n.Children {
			walk(c, vis)
		}
	}
	walk(d.Root, "visible")
}

// decl is one CSS declaration.
type decl struct {
	prop, value string
	important   bool
}

// parseDecls reads a declaration list ("a: b; c: d !important") leniently:
// a malformed declaration is skipped, as CSS error recovery does.
func parseDecls(s string) []decl {
	var out []decl
	for _, part := range splitDecls(s) {
		i := strings.IndexByte(part, ':')
		if i <= 0 {
			continue
		}
		prop := strings.ToLower(strings.TrimSpace(part[:i]))
		val := strings.TrimSpace(part[i+1:])
		imp := false
		if j := strings.LastIndex(strings.ToLower(val), "!important"); j >= 0 && strings.TrimSpace(val[j+len("!important"):]) == "" {
			imp = true
			val = strings.TrimSpace(val[:j])
		}
		out = append(out, decl{prop: prop, value: val, important: imp})
	}
	return out
}

// splitDecls splits on semicolons outside quotes and parentheses.
func splitDecls(s string) []string {
	var out []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '(':
			depth++
		case c == ')':
			if depth > 0 {
				depth--
			}
		case c == ';' && depth == 0:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// applyDecls applies the properties the model keeps. Inline declarations
// (inline true) win over sheet rules except sheet !important ones, which the
// cascade applies after inline ones.
func applyDecls(n *Node, ds []decl, inline bool) {
	st := &n.State.Style
	for _, d := range ds {
		v := strings.ToLower(strings.TrimSpace(d.value))
		switch d.prop {
		case "display":
			st.Display = firstWord(v)
		case "visibility":
			if v == "inherit" {
				continue // already the parent's
			}
			st.Visibility = firstWord(v)
		case "opacity":
			st.Opacity = v
		case "content-visibility":
			st.ContentVisibility = v
		case "pointer-events":
			st.PointerEvents = v
		}
	}
}

func firstWord(v string) string {
	if i := strings.IndexAny(v, " \t\n"); i > 0 {
		return v[:i]
	}
	return v
}

// cascade holds compiled style-sheet rules. It is filled in by the style
// sheet support (see sheet.go).
type cascade struct {
	apply func(n *Node)
}

// compileSheets is replaced by the full cascade; until then sheets are
// ignored.
var compileSheets = func(d *Document, sheets []string) *cascade { return nil }
