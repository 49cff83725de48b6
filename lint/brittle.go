package lint

import (
	"fmt"
	"go/ast"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/surefill/surefill/resolver"
)

// BrittleCSSTarget flags CSS targets that break when a page is rebuilt.
var BrittleCSSTarget = &analysis.Analyzer{
	Name: "brittle_css_target",
	Doc: `brittle-css-target: flag CSS targets that depend on what a page rebuilds

A surefill.CSS target with a constant selector is flagged when it depends on
position (:nth-child, :nth-of-type, :first-child, :last-of-type, …), on an id
the page generates (a framework's ":r7:", a UUID, a long hex hash, a trailing
counter such as "field-12"; the same test Fields uses before it offers an id),
on a generated class name (a hash such as "css-1x2y3z", "sc-…", a module
suffix "__3xK9a") or on a chain of more than three combinators. Prefer what a
person sees (Label, Role, Text) or a stable attribute (name, autocomplete,
data-testid); "surefill fields URL" lists a verified target for every field.`,
	URL: "https://pkg.go.dev/github.com/surefill/surefill/lint",
	Run: runBrittle,
}

const ruleBrittle = "brittle-css-target"

// maxCombinators is the longest chain a selector may have before it reads
// as a path through the page's layout rather than a description of a field.
const maxCombinators = 3

func runBrittle(pass *analysis.Pass) (any, error) {
	s := newState(pass)
	calls(pass, func(_ ast.Decl, call *ast.CallExpr, _ []ast.Node) {
		fn := calleeFunc(pass.TypesInfo, call)
		if !isFunc(fn, "CSS") || len(call.Args) != 1 {
			return
		}
		sel, ok := constString(pass.TypesInfo, call.Args[0])
		if !ok {
			return
		}
		if why := brittleSelector(sel); len(why) > 0 {
			s.report(ruleBrittle, call.Args[0], "CSS(%s) depends on %s; target what a person sees (surefill.Label, surefill.Role, surefill.Text) or a stable attribute (name, autocomplete, data-testid): `surefill fields URL` lists a verified target for each field",
				strconv.Quote(sel), strings.Join(why, ", "))
		}
	})
	return nil, nil
}

// positional are the pseudo-classes that select by position among
// siblings (Selectors Level 4, §14 tree-structural pseudo-classes).
var positional = map[string]bool{
	"nth-child": true, "nth-last-child": true, "nth-of-type": true, "nth-last-of-type": true,
	"first-child": true, "last-child": true, "first-of-type": true, "last-of-type": true,
	"only-child": true, "only-of-type": true,
}

// brittleSelector returns why a selector is brittle, in words, or nil.
func brittleSelector(sel string) []string {
	var why []string
	seen := map[string]bool{}
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			why = append(why, s)
		}
	}
	depth := 0       // inside () or []
	var quote byte   // inside a string
	chain := 0       // combinators in the current complex selector
	pending := false // a combinator was seen after a compound
	compound := false
	for i := 0; i < len(sel); i++ {
		c := sel[i]
		switch {
		case c == '\\':
			i++ // an escaped character belongs to the name around it
			if depth == 0 && pending {
				chain++
				pending = false
			}
			compound = true
			continue
		case quote != 0:
			if c == quote {
				quote = 0
			}
			continue
		case c == '"' || c == '\'':
			quote = c
			continue
		}
		switch c {
		case '(', '[':
			if c == '[' && depth == 0 {
				if v, ok := idAttribute(sel[i:]); ok && resolver.GeneratedID(v, true) {
					add(fmt.Sprintf("a generated id ([id=%q])", v))
				}
				if pending {
					chain++
					pending = false
				}
				compound = true
			}
			depth++
			continue
		case ')', ']':
			if depth > 0 {
				depth--
			}
			continue
		case ':':
			if i+1 < len(sel) && sel[i+1] == ':' {
				i++ // a pseudo-element
				continue
			}
			name, next := readIdent(sel, i+1)
			if positional[strings.ToLower(name)] {
				add("position (:" + strings.ToLower(name) + ")")
			}
			if depth == 0 && pending {
				chain++
				pending = false
			}
			compound = true
			i = next - 1
			continue
		}
		if depth > 0 {
			continue
		}
		switch c {
		case ',':
			if chain > maxCombinators {
				add(fmt.Sprintf("a chain of %d combinators", chain))
			}
			chain, pending, compound = 0, false, false
		case ' ', '\t', '\n', '\r', '\f', '>', '+', '~':
			if compound {
				pending = true
			}
		default:
			if pending {
				chain++
				pending = false
			}
			compound = true
			switch c {
			case '#':
				id, next := readIdent(sel, i+1)
				if resolver.GeneratedID(id, true) {
					add("a generated id (#" + id + ")")
				}
				i = next - 1
			case '.':
				class, next := readIdent(sel, i+1)
				if generatedClass(class) {
					add("a generated class name (." + class + ")")
				}
				i = next - 1
			}
		}
	}
	if chain > maxCombinators {
		add(fmt.Sprintf("a chain of %d combinators", chain))
	}
	return why
}

// readIdent reads a CSS identifier starting at i, unescaping it (CSS
// Syntax §4.3.7: "\:" is ":", "\3a " is ":"), and returns it with the
// index after it.
func readIdent(s string, i int) (string, int) {
	var b strings.Builder
	for i < len(s) {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s):
			j := i + 1
			for j < len(s) && j-i <= 6 && isHex(s[j]) {
				j++
			}
			if j > i+1 {
				if n, err := strconv.ParseUint(s[i+1:j], 16, 32); err == nil {
					b.WriteRune(rune(n))
				}
				if j < len(s) && s[j] == ' ' {
					j++
				}
				i = j
				continue
			}
			b.WriteByte(s[i+1])
			i += 2
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c >= 0x80:
			b.WriteByte(c)
			i++
		default:
			return b.String(), i
		}
	}
	return b.String(), i
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// idAttribute reads an exact id attribute selector ([id="…"], [id=…]) at
// the start of s.
func idAttribute(s string) (string, bool) {
	end := strings.IndexByte(s, ']')
	if end < 0 {
		return "", false
	}
	name, value, ok := strings.Cut(s[1:end], "=")
	if !ok || strings.TrimSpace(strings.ToLower(name)) != "id" {
		return "", false // [id^=…] and the like say the author knew
	}
	value = strings.TrimSpace(value)
	if value != "" && (value[0] == '"' || value[0] == '\'') {
		if j := strings.IndexByte(value[1:], value[0]); j >= 0 {
			value = value[1 : j+1]
		}
	} else if v, _, ok := strings.Cut(value, " "); ok {
		value = v // [id=x i]
	}
	return value, value != ""
}

// generatedClass reports a class name a build generates: a hash after a
// "css-" or "sc-" prefix, a module suffix after "__" with digits in it, or
// the hashes and letter-digit mixes GeneratedID knows.
func generatedClass(c string) bool {
	lc := strings.ToLower(c)
	if rest, ok := strings.CutPrefix(lc, "css-"); ok && strings.ContainsAny(rest, "0123456789") {
		return true
	}
	if strings.HasPrefix(lc, "sc-") && len(c) > 3 {
		return true
	}
	if i := strings.LastIndex(c, "__"); i > 0 && len(c)-i-2 >= 5 && strings.ContainsAny(c[i+2:], "0123456789") {
		return true
	}
	return resolver.GeneratedID(c, false)
}
