package accname

import (
	"iter"
	"strings"
	"unicode"
	"unicode/utf8"
)

// isASCIISpace reports ASCII whitespace as HTML defines it (HTML §2.3.1):
// tab, line feed, form feed, carriage return and space.
func isASCIISpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r'
}

// fieldsASCII yields the tokens of s split on ASCII whitespace, without
// allocating (role and ID reference lists are split this way).
func fieldsASCII(s string) iter.Seq[string] {
	return func(yield func(string) bool) {
		i := 0
		for i < len(s) {
			for i < len(s) && isASCIISpace(s[i]) {
				i++
			}
			j := i
			for j < len(s) && !isASCIISpace(s[j]) {
				j++
			}
			if j > i && !yield(s[i:j]) {
				return
			}
			i = j
		}
	}
}

// asciiLower lower-cases ASCII letters; it returns s itself when there is
// nothing to change, so the common case does not allocate.
func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if c := b[j]; c >= 'A' && c <= 'Z' {
					b[j] = c + 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// isSpaceRune is the white space collapsed in names: Unicode white space
// except the no-break spaces, which authors use to keep words together
// and browsers keep in names.
func isSpaceRune(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\f', '\r', '\v':
		return true
	case '\u00a0', '\u2007', '\u202f':
		return false
	}
	return r > 0x7f && unicode.IsSpace(r)
}

// isBlank reports whether s is empty or only white space, that is,
// whether flatten(s) is empty. No-break spaces are not blank.
func isBlank(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x80 {
			if !isASCIISpace(c) && c != '\v' {
				return false
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isSpaceRune(r) && r != '\u200b' && r != '\u00ad' {
			return false
		}
		i += size - 1
	}
	return true
}

// flatten trims s and collapses each run of white space to one space
// (accname 1.2 §4.3.1, "flat string": the result of the computation is
// a flat string). Zero-width spaces and soft hyphens are dropped, as
// browsers do. It returns s itself when it is already flat.
func flatten(s string) string {
	if isFlat(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case r == '\u200b' || r == '\u00ad':
			continue
		case isSpaceRune(r):
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// isFlat reports whether s has no leading, trailing or repeated white
// space and nothing flatten would drop.
func isFlat(s string) bool {
	prevSpace := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			return isFlatSlow(s)
		}
		sp := isASCIISpace(c) || c == '\v'
		if sp && (prevSpace || c != ' ') {
			return false
		}
		prevSpace = sp
	}
	return !prevSpace || s == ""
}

func isFlatSlow(s string) bool {
	prevSpace := true
	for _, r := range s {
		if r == '\u200b' || r == '\u00ad' {
			return false
		}
		sp := isSpaceRune(r)
		if sp && (prevSpace || r != ' ') {
			return false
		}
		prevSpace = sp
	}
	return !prevSpace || s == ""
}
