package resolver

import (
	"strings"

	"github.com/surefill/surefill/dom"
)

// blockTags are elements the user-agent style sheet lays out as blocks (or
// table parts): their text is set apart from what surrounds it, as
// innerText does. An element's computed display, when the model has one,
// decides instead.
var blockTags = map[string]bool{
	"address": true, "article": true, "aside": true, "blockquote": true, "dd": true, "details": true,
	"dialog": true, "div": true, "dl": true, "dt": true, "fieldset": true, "figcaption": true,
	"figure": true, "footer": true, "form": true, "h1": true, "h2": true, "h3": true, "h4": true,
	"h5": true, "h6": true, "header": true, "hr": true, "legend": true, "li": true, "main": true,
	"nav": true, "ol": true, "p": true, "pre": true, "section": true, "summary": true, "table": true,
	"tbody": true, "td": true, "tfoot": true, "th": true, "thead": true, "tr": true, "ul": true,
	"caption": true, "br": true, "option": true,
}

// opaqueTags hold no visible text of their own: form controls show values,
// not their content, and a select shows one option.
var opaqueTags = map[string]bool{
	"select": true, "textarea": true, "datalist": true, "option": true, "optgroup": true,
	"script": true, "style": true, "template": true, "noscript": true, "head": true, "title": true,
	"input": true, "iframe": true, "frame": true, "object": true,
}

// VisibleText returns the text a person sees in n: its flat-tree text
// (shadow trees, slotted content, ::before and ::after), without what is
// hidden or transparent, with runs of white space collapsed and block
// boundaries as spaces. Controls contribute nothing (their values are not
// text).
func VisibleText(n *dom.Node) string {
	return visibleTextLimit(n, 1<<20)
}

// visibleTextLimit stops collecting after about limit bytes.
func visibleTextLimit(n *dom.Node, limit int) string {
	// Fast path: a shown element whose only child is text (most labels,
	// hints and options).
	if n.Type == dom.ElementNode && len(n.Children) == 1 && n.Shadow == nil && n.Children[0].Type == dom.TextNode {
		if st := n.State; st != nil && (st.Gen == nil || st.Gen.Before == "" && st.Gen.After == "") && n.Style().Display != "none" && n.Style().Opacity != "0" &&
			n.Style().Visibility != "hidden" && n.Style().Visibility != "collapse" && n.Tag != "slot" {
			return collapse(n.Children[0].Data)
		}
	}
	return VisibleTextWithout(n, limit, nil)
}

// VisibleTextWithout is VisibleText of about limit bytes at most, leaving
// out the text nodes and elements skip names (nil leaves out nothing).
func VisibleTextWithout(n *dom.Node, limit int, skip func(*dom.Node) bool) string {
	var b strings.Builder
	appendText(&b, n, limit, skip, true, 0)
	return collapse(b.String())
}

func isBlock(n *dom.Node) bool {
	if n.State != nil {
		switch d := n.Style().Display; {
		case d == "":
		case d == "inline" || d == "contents":
			return false
		default:
			return !strings.HasPrefix(d, "inline")
		}
	}
	return blockTags[n.Tag]
}

func appendText(b *strings.Builder, n *dom.Node, limit int, skip func(*dom.Node) bool, top bool, depth int) {
	if b.Len() > limit || depth > 600 {
		return
	}
	switch n.Type {
	case dom.TextNode:
		if p := n.FlatParentElement(); p != nil && p.State != nil {
			if v := p.Style().Visibility; v == "hidden" || v == "collapse" {
				return
			}
		}
		if skip != nil && skip(n) {
			return
		}
		b.WriteString(n.Data)
		return
	case dom.ElementNode:
	default:
		for _, c := range n.Children {
			appendText(b, c, limit, skip, false, depth+1)
		}
		return
	}
	if skip != nil && skip(n) {
		return
	}
	if n.Namespace == "" && opaqueTags[n.Tag] && !top {
		return
	}
	st := n.State
	if st != nil && (n.Style().Display == "none" || n.Style().Opacity == "0") {
		return
	}
	block := n.Namespace == "" && isBlock(n)
	if block {
		b.WriteByte(' ')
	}
	shown := st == nil || (n.Style().Visibility != "hidden" && n.Style().Visibility != "collapse")
	g := st.Generated()
	if shown {
		b.WriteString(g.Before)
	}
	for _, c := range n.FlatChildren() {
		appendText(b, c, limit, skip, false, depth+1)
	}
	if shown {
		b.WriteString(g.After)
	}
	if block {
		b.WriteByte(' ')
	}
}

// onlyMarks reports text that is empty or nothing but decoration ("*",
// ":", "•").
func onlyMarks(s string) bool {
	for _, r := range s {
		switch r {
		case '*', ':', ' ', '•', '·', '-', '–', '—', '(', ')', '|', '/':
			continue
		}
		return false
	}
	return true
}
