package dom

import (
	"strings"

	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
)

// plainCompound is a compound selector of a tag, ids and classes only
// ("div.question.required", "#email"), matched in one pass over the
// element's attributes. Such compounds are most of what a stylesheet
// holds, and cascadia matches each part on its own, rescanning the class
// attribute per class. It answers as cascadia does: the tag compares with
// the element's name as the parser wrote it, an id and a class are looked
// for in every attribute of that name (compound_test.go checks the two
// agree).
type plainCompound struct {
	cascadia.Sel // the cascadia compound: specificity and text
	tag          string
	ids          []string
	classes      []string
}

// plainCompoundOf returns p compiled as a plainCompound when it is one,
// with names of ASCII letters, digits, '-' and '_' only (no escapes);
// sel is cascadia's compilation of p.
func plainCompoundOf(p string, sel cascadia.Sel) (*plainCompound, bool) {
	pc := &plainCompound{Sel: sel}
	i := 0
	for i < len(p) && isPlainNameByte(p[i]) {
		i++
	}
	if i > 0 {
		pc.tag = strings.ToLower(p[:i])
	}
	for i < len(p) {
		kind := p[i]
		if kind != '.' && kind != '#' {
			return nil, false
		}
		j := i + 1
		for j < len(p) && isPlainNameByte(p[j]) {
			j++
		}
		if j == i+1 {
			return nil, false
		}
		if kind == '.' {
			pc.classes = append(pc.classes, p[i+1:j])
		} else {
			pc.ids = append(pc.ids, p[i+1:j])
		}
		i = j
	}
	if pc.tag == "" && len(pc.ids) == 0 && len(pc.classes) == 0 {
		return nil, false
	}
	return pc, true
}

func isPlainNameByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_'
}

func (pc *plainCompound) Match(n *html.Node) bool {
	if n.Type != html.ElementNode || pc.tag != "" && n.Data != pc.tag {
		return false
	}
	for _, id := range pc.ids {
		if !hasAttrValue(n, "id", id) {
			return false
		}
	}
	for _, c := range pc.classes {
		if !hasClassToken(n, c) {
			return false
		}
	}
	return true
}

func hasAttrValue(n *html.Node, key, val string) bool {
	for _, a := range n.Attr {
		if a.Key == key && a.Val == val {
			return true
		}
	}
	return false
}

// hasClassToken reports whether a class attribute of n lists c among its
// tokens separated by CSS white space.
func hasClassToken(n *html.Node, c string) bool {
	for _, a := range n.Attr {
		if a.Key != "class" {
			continue
		}
		s := a.Val
		for off := 0; ; {
			k := strings.Index(s[off:], c)
			if k < 0 {
				break
			}
			k += off
			end := k + len(c)
			if (k == 0 || isSpace(s[k-1])) && (end == len(s) || isSpace(s[end])) {
				return true
			}
			off = k + 1
		}
	}
	return false
}
