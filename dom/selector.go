package dom

import (
	"fmt"
	"strings"

	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
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
	group []*complexSel
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
	var group []*complexSel
	for _, item := range splitList(p.text) {
		cs, err := compileComplex(strings.TrimSpace(item))
		if err != nil {
			return nil, fmt.Errorf("dom: selector %q: %w", sel, err)
		}
		if cs.pseudo != "" {
			return nil, fmt.Errorf("dom: selector %q: the pseudo-element ::%s is not a node", sel, cs.pseudo)
		}
		group = append(group, cs)
	}
	return &Selector{text: sel, group: group}, nil
}

// matchHTML reports whether a mirror node matches any selector of the list.
func (s *Selector) matchHTML(h *html.Node) bool {
	for _, c := range s.group {
		if c.match(h, nil, false) {
			return true
		}
	}
	return false
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

// complexSel is one complex selector: compounds joined by combinators,
// matched right to left. cascadia matches each compound; the combinators
// are matched here, because cascadia backtracks through every ancestor
// for every descendant combinator, which a hostile page turns into hours
// ("x div div div span" over 500 nested elements). Matching follows
// Servo's selector matcher: a failure reports how far back to restart, so
// no ancestor is tried twice for the same compound.
type complexSel struct {
	comps []cascadia.Sel
	// combs[i] joins comps[i] and comps[i+1]: ' ', '>', '+' or '~'.
	combs  []byte
	pseudo string
	spec   cascadia.Specificity
	// argCombs is the most combinators one compound holds inside its
	// arguments (:not(a b) has one): cascadia matches those itself.
	argCombs int
	// last is the text of the rightmost compound, pseudo-element removed.
	last string
}

// compileComplex compiles one prepared complex selector (no top-level
// comma).
func compileComplex(s string) (*complexSel, error) {
	var parts []string
	var combs []byte
	start, depth := 0, 0
	pending := byte(0) // combinator seen since the last compound
	flush := func(end int) error {
		part := s[start:end]
		if part == "" {
			return nil
		}
		if len(parts) > 0 {
			if pending == 0 {
				return fmt.Errorf("missing combinator before %q", part)
			}
			combs = append(combs, pending)
		} else if pending != 0 && pending != ' ' {
			return fmt.Errorf("selector starts with combinator %q", pending)
		}
		parts = append(parts, part)
		pending = 0
		return nil
	}
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
			if depth > 0 {
				continue
			}
			if err := flush(i); err != nil {
				return nil, err
			}
			start = i + 1
			if c == '>' || c == '+' || c == '~' {
				if pending != 0 && pending != ' ' {
					return nil, fmt.Errorf("two combinators in a row at byte %d", i)
				}
				pending = c
			} else if pending == 0 {
				pending = ' '
			}
		}
	}
	if err := flush(len(s)); err != nil {
		return nil, err
	}
	if len(parts) == 0 {
		return nil, fmt.Errorf("empty selector")
	}
	if pending != 0 && pending != ' ' {
		return nil, fmt.Errorf("selector ends with combinator %q", pending)
	}
	cs := &complexSel{combs: combs, last: parts[len(parts)-1]}
	for i, p := range parts {
		sel, err := cascadia.ParseWithPseudoElement(p)
		if err != nil {
			return nil, err
		}
		if pe := sel.PseudoElement(); pe != "" {
			if i != len(parts)-1 {
				return nil, fmt.Errorf("::%s must come last", pe)
			}
			cs.pseudo = pe
			lp := strings.ToLower(p)
			for _, suffix := range [...]string{"::" + pe, ":" + pe} {
				if strings.HasSuffix(lp, suffix) {
					cs.last = p[:len(p)-len(suffix)]
					break
				}
			}
		}
		cs.spec = cs.spec.Add(sel.Specificity())
		if strings.IndexByte(p, '(') >= 0 {
			cs.argCombs = max(cs.argCombs, argCombinators(p))
		}
		if pc, ok := plainCompoundOf(p, sel); ok {
			sel = pc
		}
		cs.comps = append(cs.comps, sel)
	}
	return cs, nil
}

// argCombinators counts the combinators inside a compound's parenthesized
// arguments (":not(.a .b > .c)" has two). cascadia matches those itself,
// backtracking, so each one multiplies the cost by the tree's depth; one
// inside :has() counts twice, since :has() also walks the whole subtree.
func argCombinators(p string) int {
	n := 0
	var has []bool    // per open parenthesis: is it :has(?
	prev := byte('(') // last significant character
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch c {
		case '\\':
			i++
		case '"', '\'':
			i = skipString(p, i) - 1
		case '[':
			i = skipBracket(p, i) - 1
		case '(':
			has = append(has, strings.HasSuffix(strings.ToLower(p[:i]), ":has") || len(has) > 0 && has[len(has)-1])
		case ')':
			if len(has) > 0 {
				has = has[:len(has)-1]
			}
		case ' ', '\t', '\n', '\r', '\f', '>', '+', '~':
			if len(has) == 0 {
				continue
			}
			j := i
			for j < len(p) && strings.IndexByte(" \t\n\r\f>+~", p[j]) >= 0 {
				j++
			}
			if prev != '(' && prev != ',' && j < len(p) && p[j] != ')' && p[j] != ',' {
				n++
				if has[len(has)-1] {
					n++
				}
			}
			i = j - 1
			continue
		}
		prev = c
	}
	return n
}

// matchResult is how a failed match tells its caller where to go on.
type matchResult uint8

const (
	matched matchResult = iota
	// restartSibling: try the next candidate of the closest descendant
	// or sibling combinator.
	restartSibling
	// restartDescendant: only a descendant combinator further right may
	// retry with another ancestor.
	restartDescendant
	// failGlobal: no retry can succeed.
	failGlobal
)

// match reports whether h matches. budget, when not nil, is decreased by
// each compound tried; when it runs out the match fails. known says the
// caller already knows h matches the rightmost compound (the cascade's
// index found it by that compound's only class, id or tag).
func (c *complexSel) match(h *html.Node, budget *int, known bool) bool {
	k := len(c.comps) - 1
	if known {
		if k == 0 {
			return true
		}
		return c.matchPrev(k, h, budget) == matched
	}
	return c.matchAt(k, h, budget) == matched
}

func (c *complexSel) matchAt(k int, h *html.Node, budget *int) matchResult {
	if budget != nil {
		cost := 1
		if c.argCombs > 0 {
			cost = 64
		}
		if *budget -= cost; *budget < 0 {
			return failGlobal
		}
	}
	if !c.comps[k].Match(h) {
		return restartSibling
	}
	if k == 0 {
		return matched
	}
	return c.matchPrev(k, h, budget)
}

// matchPrev matches the compounds left of k, h having matched compound k.
func (c *complexSel) matchPrev(k int, h *html.Node, budget *int) matchResult {
	comb := c.combs[k-1]
	notFound := failGlobal
	if comb == '+' || comb == '~' {
		notFound = restartDescendant
	}
	for next := step(h, comb); ; next = step(next, comb) {
		if next == nil {
			return notFound
		}
		r := c.matchAt(k-1, next, budget)
		switch {
		case r == matched || r == failGlobal || comb == '+':
			return r
		case comb == '>':
			return restartDescendant
		case r == restartDescendant && comb == '~':
			return r
		}
	}
}

// step moves from h to the next candidate for a combinator: the parent
// element for descendant and child, the previous element sibling for the
// sibling combinators.
func step(h *html.Node, comb byte) *html.Node {
	if comb == ' ' || comb == '>' {
		if p := h.Parent; p != nil && p.Type == html.ElementNode {
			return p
		}
		return nil
	}
	for s := h.PrevSibling; s != nil; s = s.PrevSibling {
		if s.Type == html.ElementNode {
			return s
		}
	}
	return nil
}
