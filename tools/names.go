package tools

import (
	"strings"
	"unicode"
)

// validName reports a tool, group or column name: ^[A-Za-z0-9_-]{1,64}$.
func validName(s string) bool {
	if len(s) == 0 || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '_', c == '-':
		default:
			return false
		}
	}
	return true
}

// maxPathDepth and maxNameLen bound a field name's path.
const (
	maxPathDepth = 16
	maxNameLen   = 256
)

// unsafeKeys are property names that change an object's prototype in the
// JavaScript that may consume a schema's values.
var unsafeKeys = map[string]bool{"__proto__": true, "constructor": true, "prototype": true}

// parsePath maps a control name to its path in the schema, the way form
// encoders in common server frameworks read bracketed names:
//
//	a        → a
//	a[b]     → a.b
//	a[0][b]  → a.0.b (the index is a property name)
//	a[]      → a, an array
//
// It returns a reason when the name maps to no path: empty or unbalanced
// brackets, text after a bracket, "[]" before the end, control
// characters, a prototype key, or a name too long or too deep.
func parsePath(name string) (path []string, array bool, reason string) {
	if name == "" {
		return nil, false, "the name is empty"
	}
	if len(name) > maxNameLen {
		return nil, false, "the name is longer than 256 bytes"
	}
	for _, r := range name {
		if unicode.IsControl(r) || r == unicode.ReplacementChar {
			return nil, false, "the name holds a control character"
		}
	}
	i := strings.IndexByte(name, '[')
	if i < 0 {
		if strings.IndexByte(name, ']') >= 0 {
			return nil, false, "unbalanced brackets"
		}
		path = []string{name}
	} else {
		if i == 0 {
			return nil, false, "the name starts with a bracket"
		}
		base := name[:i]
		if strings.IndexByte(base, ']') >= 0 {
			return nil, false, "unbalanced brackets"
		}
		path = []string{base}
		rest := name[i:]
		for rest != "" {
			if rest[0] != '[' {
				return nil, false, "text after a closing bracket"
			}
			j := strings.IndexByte(rest, ']')
			if j < 0 {
				return nil, false, "unbalanced brackets"
			}
			seg := rest[1:j]
			if strings.IndexByte(seg, '[') >= 0 {
				return nil, false, "nested brackets"
			}
			rest = rest[j+1:]
			if seg == "" {
				if rest != "" {
					return nil, false, `"[]" before the end of the name`
				}
				array = true
				break
			}
			path = append(path, seg)
		}
	}
	if len(path) > maxPathDepth {
		return nil, false, "the name nests deeper than 16 levels"
	}
	for _, p := range path {
		if unsafeKeys[p] {
			return nil, false, "the name uses the prototype key " + p
		}
		if strings.TrimSpace(p) == "" {
			return nil, false, "a part of the name is blank"
		}
	}
	return path, array, ""
}
