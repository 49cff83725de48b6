package resolver

import (
	"fmt"
	"strings"

	"github.com/surefill/surefill/dom"
)

// CSS targets are evaluated by the document model's selector engine
// (dom.CompileSelector and Document.Select): it pierces open shadow roots
// and reflects state (:checked follows the current checkedness). What a
// static document cannot answer is refused here first, with the reason.

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

func compileCSS(sel string) (*dom.Selector, error) {
	if strings.TrimSpace(sel) == "" {
		return nil, fmt.Errorf("empty CSS selector")
	}
	if name, why := scanDynamic(sel); name != "" {
		return nil, fmt.Errorf("CSS selector %q uses :%s, which depends on %s and cannot be evaluated over a static document", sel, name, why)
	}
	s, err := dom.CompileSelector(sel)
	if err != nil {
		return nil, err
	}
	return s, nil
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

// cssState caches compiled selectors' results for one Resolver.
type cssState struct {
	cache map[string][]*dom.Node
}

// selectCSS returns every element matching sel, in tree order.
func (r *Resolver) selectCSS(sel string) ([]*dom.Node, error) {
	if r.css == nil {
		r.css = &cssState{cache: map[string][]*dom.Node{}}
	}
	if got, ok := r.css.cache[sel]; ok {
		return got, nil
	}
	s, err := compileCSS(sel)
	if err != nil {
		return nil, err
	}
	out := r.doc.Select(s, nil)
	r.css.cache[sel] = out
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
	if !needsEscape(value) {
		return "[" + name + `="` + value + `"]`
	}
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

// needsEscape reports a quote, backslash, DEL or control character: one
// byte loop, as values are mostly too short for ContainsAny's fast path.
func needsEscape(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' || c == 0x7f {
			return true
		}
	}
	return false
}
