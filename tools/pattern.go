package tools

import (
	"regexp/syntax"
	"strings"
)

// maxPattern bounds a page pattern's length in bytes.
const maxPattern = 1000

// anchorPattern turns an HTML pattern attribute into a JSON Schema
// pattern. HTML matches the whole value (HTML §4.10.5.3.6: "^(?:" +
// pattern + ")$", with the v flag); a JSON Schema pattern matches
// anywhere, so the anchors are written out. A pattern is dropped, with
// the reason, when it is not one both regular-expression dialects read
// alike (back-references, look-arounds and set operations are not), or
// when it is unsafe: long, or a repetition whose body can be matched by an
// inner repetition alone ((a+)+, (\w+\s?)*), which a backtracking engine
// can take exponential time on.
func anchorPattern(p string) (string, string) {
	if p == "" {
		return "", ""
	}
	if len(p) > maxPattern {
		return "", "the pattern is longer than 1000 bytes"
	}
	anchored := "^(?:" + p + ")$"
	if _, err := syntax.Parse(anchored, syntax.Perl); err != nil {
		code := "invalid"
		if e, ok := err.(*syntax.Error); ok {
			code = string(e.Code)
		}
		return "", "the pattern is not a portable regular expression (" + code + ")"
	}
	// The parser folds (?:a+)+ into a+; with plain groups it keeps the
	// nesting a backtracking engine would see.
	re, err := syntax.Parse(captureGroups(anchored), syntax.Perl)
	if err != nil || unsafeRepeat(re, 0) {
		return "", "the pattern repeats a repetition (exponential time in a backtracking engine)"
	}
	return anchored, ""
}

// captureGroups rewrites "(?:" as "(" outside character classes.
func captureGroups(p string) string {
	var b strings.Builder
	class := false
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '\\' && i+1 < len(p):
			b.WriteByte(c)
			b.WriteByte(p[i+1])
			i++
			continue
		case class:
			if c == ']' {
				class = false
			}
		case c == '[':
			class = true
		case c == '(' && strings.HasPrefix(p[i:], "(?:"):
			b.WriteByte('(')
			i += 2
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

func isRepeat(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpStar, syntax.OpPlus:
		return true
	case syntax.OpRepeat:
		return re.Max == -1 || re.Max > 1
	}
	return false
}

// unsafeRepeat reports a repetition whose body an inner repetition can
// match on its own.
func unsafeRepeat(re *syntax.Regexp, depth int) bool {
	if depth > 500 {
		return true
	}
	if isRepeat(re) && len(re.Sub) == 1 && freeRepeat(re.Sub[0], depth+1) {
		return true
	}
	for _, s := range re.Sub {
		if unsafeRepeat(s, depth+1) {
			return true
		}
	}
	return false
}

// freeRepeat: re is a repetition, or holds one that everything around it
// may leave empty.
func freeRepeat(re *syntax.Regexp, depth int) bool {
	if depth > 500 {
		return true
	}
	if isRepeat(re) {
		return true
	}
	switch re.Op {
	case syntax.OpCapture, syntax.OpQuest:
		return freeRepeat(re.Sub[0], depth+1)
	case syntax.OpRepeat: // at most one repetition of the body
		return freeRepeat(re.Sub[0], depth+1)
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if freeRepeat(s, depth+1) {
				return true
			}
		}
	case syntax.OpConcat:
		for i, s := range re.Sub {
			if !freeRepeat(s, depth+1) {
				continue
			}
			rest := true
			for j, o := range re.Sub {
				if j != i && !nullable(o, depth+1) {
					rest = false
					break
				}
			}
			if rest {
				return true
			}
		}
	}
	return false
}

// nullable reports whether re can match the empty string.
func nullable(re *syntax.Regexp, depth int) bool {
	if depth > 500 {
		return true
	}
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpStar, syntax.OpQuest, syntax.OpBeginLine, syntax.OpEndLine,
		syntax.OpBeginText, syntax.OpEndText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return true
	case syntax.OpRepeat:
		return re.Min == 0 || nullable(re.Sub[0], depth+1)
	case syntax.OpPlus, syntax.OpCapture:
		return nullable(re.Sub[0], depth+1)
	case syntax.OpConcat:
		for _, s := range re.Sub {
			if !nullable(s, depth+1) {
				return false
			}
		}
		return true
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if nullable(s, depth+1) {
				return true
			}
		}
	}
	return false
}
