package resolver

import (
	"fmt"
	"sort"
	"strings"

	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"

	"github.com/surefill/surefill/dom"
)

// CSS targets are evaluated by cascadia over a mirror of the model, built
// once per Resolver and only when a CSS target or a custom parts map is
// used. The mirror reflects state, not just markup: :checked follows the
// current checkedness and selectedness.

// dynamicPseudo are pseudo-classes that need a live page: pointer, focus,
// history, media or validation state a saved document does not have.
var dynamicPseudo = map[string]string{
	"hover": "the pointer", "active": "the pointer", "focus": "focus", "focus-within": "focus",
	"focus-visible": "focus", "visited": "history", "target": "the URL fragment", "target-within": "the URL fragment",
	"user-invalid": "user interaction", "user-valid": "user interaction", "current": "media playback",
	"past": "media playback", "future": "media playback", "playing": "media playback", "paused": "media playback",
	"autofill": "the browser's autofill", "-webkit-autofill": "the browser's autofill",
	"valid": "live validation", "invalid": "live validation", "in-range": "live validation", "out-of-range": "live validation",
	"placeholder-shown": "the current value", "indeterminate": "script state", "fullscreen": "the window",
	"modal": "the window", "popover-open": "script state", "open": "script state",
}

// CheckCSS reports why a selector cannot be a target: a syntax error, a
// pseudo-element, or a pseudo-class that needs a live page. Nil means it
// can be evaluated over a saved document.
func CheckCSS(sel string) error {
	_, err := compileCSS(sel)
	return err
}

func compileCSS(sel string) (cascadia.SelectorGroup, error) {
	if strings.TrimSpace(sel) == "" {
		return nil, fmt.Errorf("empty CSS selector")
	}
	if name, why := scanDynamic(sel); name != "" {
		return nil, fmt.Errorf("CSS selector %q uses :%s, which depends on %s and cannot be evaluated over a static document", sel, name, why)
	}
	g, err := cascadia.ParseGroupWithPseudoElements(sel)
	if err != nil {
		return nil, fmt.Errorf("CSS selector %q: %v", sel, err)
	}
	for _, s := range g {
		if pe := s.PseudoElement(); pe != "" {
			return nil, fmt.Errorf("CSS selector %q selects the pseudo-element ::%s, which is not an element", sel, pe)
		}
	}
	return g, nil
}

// scanDynamic finds the first dynamic pseudo-class outside strings and
// attribute selectors.
func scanDynamic(s string) (string, string) {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\\':
			i++
		case '"', '\'':
			for i++; i < len(s) && s[i] != c; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		case '[':
			for i++; i < len(s) && s[i] != ']'; i++ {
				if s[i] == '"' || s[i] == '\'' {
					q := s[i]
					for i++; i < len(s) && s[i] != q; i++ {
					}
				}
			}
		case ':':
			if i+1 < len(s) && s[i+1] == ':' {
				i++
				continue
			}
			j := i + 1
			for j < len(s) && (s[j] == '-' || s[j] == '_' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9') {
				j++
			}
			name := strings.ToLower(s[i+1 : j])
			if why, ok := dynamicPseudo[name]; ok {
				return name, why
			}
			i = j - 1
		}
	}
	return "", ""
}

// cssState is the mirror: one html tree per tree of the model (the
// document and each shadow root), and the way back to model nodes.
type cssState struct {
	roots []*html.Node
	back  map[*html.Node]*dom.Node
	cache map[string][]*dom.Node
}

func (r *Resolver) mirror() *cssState {
	if r.css != nil {
		return r.css
	}
	st := &cssState{back: make(map[*html.Node]*dom.Node, len(r.doc.Nodes)/2), cache: map[string][]*dom.Node{}}
	fwd := make([]*html.Node, len(r.doc.Nodes))
	for _, n := range r.doc.Nodes {
		var h *html.Node
		switch n.Type {
		case dom.DocumentNode, dom.ShadowRootNode:
			h = &html.Node{Type: html.DocumentNode}
			st.roots = append(st.roots, h)
		case dom.ElementNode:
			h = &html.Node{Type: html.ElementNode, Data: n.Tag, Namespace: n.Namespace}
			h.Attr = make([]html.Attribute, 0, len(n.Attrs))
			for _, a := range n.Attrs {
				if a.Name == "checked" || a.Name == "selected" {
					continue
				}
				h.Attr = append(h.Attr, html.Attribute{Key: a.Name, Val: a.Value})
			}
			if n.State != nil && n.Namespace == "" {
				if n.Tag == "input" && n.State.Checked {
					h.Attr = append(h.Attr, html.Attribute{Key: "checked"})
				}
				if n.Tag == "option" && n.State.Selected {
					h.Attr = append(h.Attr, html.Attribute{Key: "selected"})
				}
			}
			st.back[h] = n
		case dom.TextNode:
			h = &html.Node{Type: html.TextNode, Data: n.Data}
		case dom.CommentNode:
			h = &html.Node{Type: html.CommentNode, Data: n.Data}
		default:
			continue
		}
		fwd[n.Order] = h
		if n.Parent != nil && n.Type != dom.ShadowRootNode {
			if p := fwd[n.Parent.Order]; p != nil {
				p.AppendChild(h)
			}
		}
	}
	r.css = st
	return st
}

// selectCSS returns every element matching sel, in tree order.
func (r *Resolver) selectCSS(sel string) ([]*dom.Node, error) {
	g, err := compileCSS(sel)
	if err != nil {
		return nil, err
	}
	st := r.mirror()
	if got, ok := st.cache[sel]; ok {
		return got, nil
	}
	var out []*dom.Node
	for _, root := range st.roots {
		for _, h := range cascadia.QueryAll(root, g) {
			if n := st.back[h]; n != nil {
				out = append(out, n)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Order < out[j].Order })
	st.cache[sel] = out
	return out, nil
}

// cssIdent reports whether s can be written after # in a selector as is.
func cssIdent(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' || s[0] == '-' && (len(s) == 1 || s[1] >= '0' && s[1] <= '9') {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '-' || c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// attrSelector writes [name="value"] with the value escaped for CSS.
func attrSelector(name, value string) string {
	var b strings.Builder
	b.WriteString("[")
	b.WriteString(name)
	b.WriteString(`="`)
	for _, r := range value {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, "\\%x ", r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteString(`"]`)
	return b.String()
}
