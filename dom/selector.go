package dom

import (
	"fmt"
	"strings"

	"github.com/andybalholm/cascadia"
)

// Selectors are compiled by cascadia. This file adds what cascadia lacks
// and the model needs, by rewriting the selector text before cascadia
// parses it:
//
//   - :is() and :where() become :not(:not(...)), which matches the same
//     elements; :where() then has its specificity taken back out, since it
//     counts for nothing (Selectors 4 §17).
//   - :dir(rtl) and :dir(ltr) become tests of an attribute the mirror sets
//     on right-to-left elements (see rtlAttr), since directionality is
//     inherited and cascadia only sees attributes.
//
// It also finds the pseudo-classes that depend on the pointer, focus or
// history (:hover, :focus, ...): no saved page has such state, so a CSS
// target using them is refused rather than silently never matching, and the
// cascade skips rules that use them.

// rtlAttr is set by the mirror on elements whose directionality is
// right-to-left. Its leading hyphen keeps it out of any name HTML uses.
const rtlAttr = "-surefill-rtl"

// dynamicPseudo lists pseudo-classes that need interaction state.
var dynamicPseudo = map[string]bool{
	"hover": true, "active": true, "focus": true, "focus-within": true,
	"focus-visible": true, "visited": true, "target": true, "target-within": true,
	"user-invalid": true, "user-valid": true, "current": true, "past": true, "future": true,
	"playing": true, "paused": true, "autofill": true, "-webkit-autofill": true,
}

// prepared is a selector rewritten for cascadia.
type prepared struct {
	text string
	// dynamic names the first interaction pseudo-class found, if any.
	dynamic string
	// dir is true when the selector tests directionality.
	dir bool
	// where holds the argument lists of top-level :where(), whose
	// specificity is subtracted.
	where []string
}

// prepSelector rewrites one selector (or selector list) for cascadia.
func prepSelector(s string) (prepared, error) {
	var p prepared
	var b strings.Builder
	b.Grow(len(s) + 16)
	// closers holds, per open parenthesis, what to write when it closes.
	var closers []string
	type whereArg struct{ start, depth int }
	var wheres []whereArg
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case c == '\\':
			// An escape: copy it and the escaped character verbatim.
			b.WriteByte(c)
			if i+1 < len(s) {
				b.WriteByte(s[i+1])
			}
			i += 2
		case c == '"' || c == '\'':
			j := skipString(s, i)
			b.WriteString(s[i:j])
			i = j
		case c == '[':
			j := skipBracket(s, i)
			b.WriteString(s[i:j])
			i = j
		case c == '(':
			closers = append(closers, ")")
			b.WriteByte(c)
			i++
		case c == ')':
			if len(closers) > 0 {
				cl := closers[len(closers)-1]
				closers = closers[:len(closers)-1]
				for k := len(wheres) - 1; k >= 0; k-- {
					if wheres[k].depth == len(closers)+1 {
						if wheres[k].depth == 1 {
							p.where = append(p.where, s[wheres[k].start:i])
						}
						wheres = append(wheres[:k], wheres[k+1:]...)
						break
					}
				}
				b.WriteString(cl)
			} else {
				b.WriteByte(c)
			}
			i++
		case c == ':':
			j := i + 1
			if j < len(s) && s[j] == ':' {
				j++ // a pseudo-element: copied as it is
				b.WriteString(s[i:j])
				i = j
				continue
			}
			k := j
			for k < len(s) && isIdentByte(s[k]) {
				k++
			}
			name := strings.ToLower(s[j:k])
			open := k < len(s) && s[k] == '('
			switch {
			case open && (name == "is" || name == "where" || name == "-webkit-any" || name == "any"):
				b.WriteString(":not(:not(")
				closers = append(closers, "))")
				if name == "where" {
					wheres = append(wheres, whereArg{start: k + 1, depth: len(closers)})
				}
				i = k + 1
			case open && name == "dir":
				end := strings.IndexByte(s[k:], ')')
				if end < 0 {
					return p, fmt.Errorf("unclosed :dir( at byte %d", i)
				}
				arg := strings.ToLower(strings.TrimSpace(s[k+1 : k+end]))
				switch arg {
				case "rtl":
					b.WriteString("[" + rtlAttr + "]")
				case "ltr":
					b.WriteString(":not([" + rtlAttr + "])")
				default:
					return p, fmt.Errorf(":dir(%s) at byte %d: want ltr or rtl", arg, i)
				}
				p.dir = true
				i = k + end + 1
			default:
				if dynamicPseudo[name] && p.dynamic == "" {
					p.dynamic = ":" + name
				}
				b.WriteString(s[i:k])
				i = k
			}
		default:
			b.WriteByte(c)
			i++
		}
	}
	p.text = b.String()
	return p, nil
}

func isIdentByte(c byte) bool {
	return c == '-' || c == '_' || c >= 0x80 || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// skipString returns the index just past the quoted string starting at i.
func skipString(s string, i int) int {
	q := s[i]
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case q:
			return j + 1
		}
	}
	return len(s)
}

// skipBracket returns the index just past the attribute selector at i.
func skipBracket(s string, i int) int {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '"', '\'':
			j = skipString(s, j) - 1
		case ']':
			return j + 1
		}
	}
	return len(s)
}

// splitList splits a selector list at its top-level commas.
func splitList(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"', '\'':
			i = skipString(s, i) - 1
		case '[':
			i = skipBracket(s, i) - 1
		case '(':
			depth++
		case ')':
			if depth > 0 {
				depth--
			}
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// Index keys: the cascade files each selector under the id, a class or the
// tag of its rightmost compound, so an element is only tested against the
// rules that could match it, as browsers do.
const (
	keyUniversal = iota
	keyID
	keyClass
	keyTag
)

// selectorKey finds the index key of one complex selector (already
// prepared). When in doubt (escapes, namespaces) it answers universal,
// which is always safe: the key only narrows which rules are tried.
func selectorKey(s string) (kind int, key string) {
	// Find where the rightmost compound starts.
	start, depth := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\\':
			i++
		case '"', '\'':
			i = skipString(s, i) - 1
		case '[':
			i = skipBracket(s, i) - 1
		case '(':
			depth++
		case ')':
			if depth > 0 {
				depth--
			}
		case ' ', '\t', '\n', '\r', '\f', '>', '+', '~':
			if depth == 0 {
				start = i + 1
			}
		}
	}
	comp := s[start:]
	kind = keyUniversal
	depth = 0
	for i := 0; i < len(comp); {
		c := comp[i]
		switch {
		case c == '\\' || c == '|':
			return keyUniversal, ""
		case c == '"' || c == '\'':
			i = skipString(comp, i)
		case c == '[':
			i = skipBracket(comp, i)
		case c == '(':
			depth++
			i++
		case c == ')':
			depth--
			i++
		case depth > 0:
			i++
		case c == '#' || c == '.':
			j := i + 1
			for j < len(comp) && isIdentByte(comp[j]) {
				j++
			}
			if j < len(comp) && comp[j] == '\\' {
				return keyUniversal, ""
			}
			if c == '#' && j > i+1 {
				return keyID, comp[i+1 : j]
			}
			if c == '.' && j > i+1 && kind != keyClass {
				kind, key = keyClass, comp[i+1:j]
			}
			i = j
		case c == ':':
			i++
			for i < len(comp) && (comp[i] == ':' || isIdentByte(comp[i])) {
				i++
			}
		case i == 0 && isIdentByte(c):
			j := i
			for j < len(comp) && isIdentByte(comp[j]) {
				j++
			}
			if j < len(comp) && (comp[j] == '\\' || comp[j] == '|') {
				return keyUniversal, ""
			}
			kind, key = keyTag, strings.ToLower(comp[i:j])
			i = j
		default:
			i++
		}
	}
	return kind, key
}

// Selector is a compiled CSS selector list for Select and Match. String
// returns the text it was compiled from.
type Selector struct {
	text  string
	group cascadia.SelectorGroup
	dir   bool
}

// CompileSelector compiles a CSS selector list. Beyond what cascadia
// accepts it understands :is(), :where() and :dir(). Pseudo-classes that
// need pointer, focus or history state (:hover, :focus, :visited, ...) and
// pseudo-elements are refused: a saved page has no such state and a
// pseudo-element is not a node, so such a selector could only ever match
// nothing.
func CompileSelector(sel string) (*Selector, error) {
	p, err := prepSelector(sel)
	if err != nil {
		return nil, fmt.Errorf("dom: selector %q: %w", sel, err)
	}
	if p.dynamic != "" {
		return nil, fmt.Errorf("dom: selector %q: %s depends on interaction state and cannot be evaluated over the model", sel, p.dynamic)
	}
	g, err := cascadia.ParseGroupWithPseudoElements(p.text)
	if err != nil {
		return nil, fmt.Errorf("dom: selector %q: %w", sel, err)
	}
	for _, s := range g {
		if pe := s.PseudoElement(); pe != "" {
			return nil, fmt.Errorf("dom: selector %q: the pseudo-element ::%s is not a node", sel, pe)
		}
	}
	return &Selector{text: sel, group: g, dir: p.dir}, nil
}

// MustCompileSelector is CompileSelector for selectors known to be valid
// (package-level tables); it panics on an error.
func MustCompileSelector(sel string) *Selector {
	s, err := CompileSelector(sel)
	if err != nil {
		panic(err)
	}
	return s
}

// String returns the selector's source text.
func (s *Selector) String() string { return s.text }
