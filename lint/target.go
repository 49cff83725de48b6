package lint

import (
	"go/ast"
	"regexp"
	"strconv"
	"strings"
)

// targetInfo is what a rule can tell about a target expression without
// running it: which constructor made it and the constant text it was
// given (a name, a label, a selector, or a regexp's source).
type targetInfo struct {
	kind    string // Label, LabelMatch, Role, RoleMatch, Text, TextMatch, CSS; "" when unknown
	role    string
	text    string
	known   bool // text is constant (for Role with "" name: any name)
	pattern bool // text is a regexp's source
}

// String prints the target as it was written, for messages.
func (t targetInfo) String() string {
	if t.kind == "" {
		return "a target"
	}
	q := func(s string) string {
		if t.pattern {
			return "regexp.MustCompile(`" + s + "`)"
		}
		return strconv.Quote(s)
	}
	switch {
	case !t.known:
		return t.kind + "(…)"
	case t.kind == "Role" || t.kind == "RoleMatch":
		return t.kind + "(" + strconv.Quote(t.role) + ", " + q(t.text) + ")"
	}
	return t.kind + "(" + q(t.text) + ")"
}

// target works out what a target expression is: a surefill (or resolver)
// constructor, seen through Within, parentheses and variables given one
// value.
func (s *state) target(e ast.Expr) targetInfo {
	info := s.pass.TypesInfo
	for range 8 {
		e = s.resolve(e)
		call, ok := e.(*ast.CallExpr)
		if !ok {
			return targetInfo{}
		}
		fn := calleeFunc(info, call)
		if isMethod(fn, "Within") {
			// The field is the receiver; the argument is its container.
			sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
			if !ok {
				return targetInfo{}
			}
			e = sel.X
			continue
		}
		if fn == nil || isMethod(fn, fn.Name()) {
			return targetInfo{}
		}
		t := targetInfo{kind: fn.Name()}
		switch fn.Name() {
		case "Label", "Text", "CSS":
			if len(call.Args) == 1 {
				t.text, t.known = constString(info, call.Args[0])
			}
		case "Role":
			if len(call.Args) == 2 {
				t.role, _ = constString(info, call.Args[0])
				t.text, t.known = constString(info, call.Args[1])
			}
		case "LabelMatch", "TextMatch":
			if len(call.Args) == 1 {
				t.text, t.known = s.regexpSource(call.Args[0])
				t.pattern = true
			}
		case "RoleMatch":
			if len(call.Args) == 2 {
				t.role, _ = constString(info, call.Args[0])
				t.text, t.known = s.regexpSource(call.Args[1])
				t.pattern = true
			}
		default:
			return targetInfo{}
		}
		return t
	}
	return targetInfo{}
}

// regexpSource returns the constant source of regexp.MustCompile(src) or
// regexp.Compile(src).
func (s *state) regexpSource(e ast.Expr) (string, bool) {
	call, ok := s.resolve(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return "", false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || (sel.Sel.Name != "MustCompile" && sel.Sel.Name != "Compile" && sel.Sel.Name != "MustCompilePOSIX") {
		return "", false
	}
	if obj := s.pass.TypesInfo.ObjectOf(sel.Sel); obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "regexp" {
		return "", false
	}
	return constString(s.pass.TypesInfo, call.Args[0])
}

// words turns a target's text into lower-case words for matching: a
// regexp's syntax becomes spaces, and so do '-' and '_' (so
// "current-password" and "card_number" read as words).
func (t targetInfo) words() string {
	s := strings.ToLower(t.text)
	if t.pattern {
		s = strings.ReplaceAll(s, "(?i)", " ")
		s = regexpEscape.ReplaceAllString(s, " ")
		s = strings.Map(func(r rune) rune {
			if strings.ContainsRune(`^$()[]{}?*+.\`, r) {
				return -1 // "pass(word|code)" → "password code"
			}
			if r == '|' {
				return ' '
			}
			return r
		}, s)
	}
	return strings.Map(func(r rune) rune {
		if r == '-' || r == '_' {
			return ' '
		}
		return r
	}, s)
}

// regexpEscape matches the escapes that stand for a class of characters.
var regexpEscape = regexp.MustCompile(`\\[bBsSwWdD]`)
