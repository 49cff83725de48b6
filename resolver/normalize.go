package resolver

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Matching rule (SPEC "Targets"): a string matches exactly, ignoring case,
// accents, runs of white space and a trailing "*", ":" or "(optional)".
// Both sides go through fold and are compared for equality; there is no
// substring match.

// collapse trims s and turns every run of white space (and zero-width
// characters) into one space.
func collapse(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		// Fast path: already collapsed?
		clean := true
		for i := 0; i < len(s); i++ {
			c := s[i]
			if isASCIISpace(c) && (c != ' ' || i == 0 || i == len(s)-1 || s[i+1] == ' ') {
				clean = false
				break
			}
		}
		if clean {
			return s
		}
	}
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case r == '\u200b' || r == '\u200c' || r == '\u200d' || r == '\ufeff':
			continue
		case unicode.IsSpace(r):
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

func isASCIISpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
}

// trimMarks removes the trailing decorations a label may carry: "*", ":"
// and "(optional)", in any order and number, with the space around them.
func trimMarks(s string) string {
	const opt = "(optional)"
	for {
		i := len(s)
		for i > 0 {
			switch c := s[i-1]; {
			case c == ' ' || c == '*' || c == ':':
				i--
				continue
			case c == 0xa0 && i >= 2 && s[i-2] == 0xc2: // no-break space
				i -= 2
				continue
			}
			break
		}
		t := s[:i]
		if l := len(t); l >= len(opt) && strings.EqualFold(t[l-len(opt):], opt) {
			t = t[:l-len(opt)]
		}
		if len(t) == len(s) {
			return s
		}
		s = t
	}
}

// display is the form of a label shown to people and printed in targets:
// white space collapsed, trailing "*" and ":" removed.
func display(s string) string {
	return trimMarks(collapse(s))
}

// fold is the comparison form of s: display form, lower case (full case
// folding), accents removed.
func fold(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return foldUnicode(s)
		}
	}
	// ASCII: collapse white space and lower the case in one pass, and
	// allocate only when something changes.
	clean := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' || isASCIISpace(c) && (c != ' ' || i == 0 || i == len(s)-1 || s[i+1] == ' ') {
			clean = false
			break
		}
	}
	if clean {
		return trimMarks(s)
	}
	// A Builder hands over its bytes as the string: one allocation.
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isASCIISpace(c) {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return trimMarks(b.String())
}

func foldUnicode(s string) string {
	s = display(s)
	// Decompose, drop combining marks, fold case. The transformers hold
	// state, so each use takes a chain from the pool (only non-ASCII text
	// pays).
	t := foldPool.Get().(transform.Transformer)
	t.Reset()
	out, _, err := transform.String(t, s)
	foldPool.Put(t)
	if err != nil {
		return strings.ToLower(s)
	}
	return trimMarks(out)
}

var foldPool = sync.Pool{New: func() any {
	return transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), cases.Fold(), norm.NFC)
}}

// matcher is the name half of a target: a folded string or a regexp.
type matcher struct {
	text string         // as written by the author
	key  string         // fold(text)
	re   *regexp.Regexp // nil for a string
	any  bool           // Role(role, ""): any name
}

func textMatcher(s string) matcher {
	return matcher{text: s, key: fold(s), any: s == ""}
}

func reMatcher(re *regexp.Regexp) matcher {
	return matcher{re: re}
}

// match reports whether a name matches. A regexp is tried on the display
// form and on the folded form, so `^e-?mail` matches "E-mail *".
func (m matcher) match(name string) bool {
	if m.re == nil {
		return m.any || fold(name) == m.key
	}
	d := display(name)
	return m.re.MatchString(d) || m.re.MatchString(fold(d))
}

// matchKey is match for an already folded name (and its display form).
func (m matcher) matchKey(key, disp string) bool {
	if m.re == nil {
		return m.any || key == m.key
	}
	return m.re.MatchString(disp) || m.re.MatchString(key)
}
