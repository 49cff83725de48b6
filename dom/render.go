package dom

import (
	"bufio"
	"bytes"
	"io"
	"strings"
)

// Render writes the document as HTML that Parse reads back to the same
// model. It is how a live page is saved: shadow roots are written as
// declarative <template shadowrootmode> (the form Parse understands), the
// documents of same-process frames as their srcdoc, and the current state
// into the attributes a saved page would carry it in — value for inputs,
// checked for checkboxes and radios, selected for options, the text of a
// textarea. The current value of a secret field (a password, a card
// number, a one-time code) is never written: the field keeps the value
// attribute the page itself had.
//
// Template contents are not in the model, so a <template> is written
// empty. Computed style is not written: offline, visibility comes again
// from the page's own attributes and <style> rules.
func Render(w io.Writer, d *Document) error {
	return renderDoc(w, d, 0)
}

// renderDoc renders a document; depth counts the frames around it, bounded
// as Parse bounds nested srcdoc documents.
func renderDoc(w io.Writer, d *Document, depth int) error {
	bw, ok := w.(*bufio.Writer)
	if !ok {
		bw = bufio.NewWriter(w)
	}
	r := renderer{w: bw, depth: depth}
	if d != nil && d.Root != nil {
		if d.Root.Type == DocumentNode {
			r.s("<!DOCTYPE html>")
		}
		r.node(d.Root)
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return r.err
}

type renderer struct {
	w     *bufio.Writer
	err   error
	depth int
	stop  bool
}

func (r *renderer) s(s string) {
	if r.err == nil && !r.stop {
		_, r.err = r.w.WriteString(s)
	}
}

// voidElements have no end tag (HTML §13.1.2).
var voidElements = map[string]bool{
	"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true,
	"img": true, "input": true, "keygen": true, "link": true, "meta": true,
	"param": true, "source": true, "track": true, "wbr": true,
}

// rawTextElements hold text written without escaping (HTML §13.1.2.1); the
// parser reads their content up to the end tag.
var rawTextElements = map[string]bool{
	"style": true, "script": true, "xmp": true, "iframe": true, "noembed": true,
	"noframes": true, "noscript": true, "plaintext": true,
}

func (r *renderer) node(n *Node) {
	switch n.Type {
	case DocumentNode:
		r.children(n.Children)
	case TextNode:
		if p := n.Parent; p != nil && p.Type == ElementNode && p.Namespace == "" && rawTextElements[p.Tag] {
			r.s(rawText(n.Data, p.Tag))
			if p.Tag == "plaintext" {
				r.stop = true // nothing ends <plaintext>: the rest would be its text
			}
			return
		}
		r.s(escapeText(n.Data))
	case CommentNode:
		r.s("<!--")
		r.s(commentText(n.Data))
		r.s("-->")
	case ElementNode:
		r.element(n)
	case ShadowRootNode:
		r.children(n.Children)
	}
}

func (r *renderer) children(cs []*Node) {
	for _, c := range cs {
		r.node(c)
	}
}

func (r *renderer) element(n *Node) {
	r.s("<")
	r.s(n.Tag)
	html := n.Namespace == ""
	for _, a := range n.Attrs {
		if html && r.stateful(n, a.Name) {
			continue
		}
		if html && a.Name == "srcdoc" && n.ContentDocument != nil {
			continue
		}
		r.attr(a.Name, a.Value)
	}
	if html && n.State != nil {
		switch n.Tag {
		case "input":
			typ := strings.ToLower(n.AttrOr("type"))
			switch {
			case typ == "checkbox" || typ == "radio":
				if v, ok := n.Attr("value"); ok {
					r.attr("value", v)
				}
				if n.State.Checked {
					r.attr("checked", "")
				}
			case typ == "file":
				// A file input's value cannot be set from markup.
			case secretInput(n):
				if v, ok := n.Attr("value"); ok {
					r.attr("value", v)
				}
			default:
				if v := n.State.Value; v != "" || n.HasAttr("value") {
					r.attr("value", v)
				}
			}
		case "option":
			if n.State.Selected {
				r.attr("selected", "")
			}
		}
	}
	if html && n.ContentDocument != nil && r.depth < maxIframeDepth {
		var b bytes.Buffer
		if err := renderDoc(&b, n.ContentDocument, r.depth+1); err == nil {
			r.attr("srcdoc", b.String())
		}
	}
	if !html && len(n.Children) == 0 && n.Shadow == nil {
		r.s("/>")
		return
	}
	r.s(">")
	if html && voidElements[n.Tag] {
		return
	}
	if sr := n.Shadow; sr != nil {
		r.s(`<template shadowrootmode="`)
		mode := sr.ShadowMode
		if mode != "closed" {
			mode = "open"
		}
		r.s(mode)
		r.s(`">`)
		r.children(sr.Children)
		r.s("</template>")
	}
	switch {
	case html && n.Tag == "textarea" && n.State != nil:
		v := n.State.Value
		if strings.HasPrefix(v, "\n") {
			r.s("\n") // the parser drops one leading newline
		}
		r.s(escapeText(v))
	case html && (n.Tag == "pre" || n.Tag == "listing") && len(n.Children) > 0 && n.Children[0].Type == TextNode && strings.HasPrefix(n.Children[0].Data, "\n"):
		r.s("\n")
		r.children(n.Children)
	default:
		r.children(n.Children)
	}
	r.s("</")
	r.s(n.Tag)
	r.s(">")
}

// stateful reports attributes written from the state instead.
func (r *renderer) stateful(n *Node, name string) bool {
	if n.State == nil {
		return false
	}
	switch n.Tag {
	case "input":
		return name == "value" || name == "checked"
	case "option":
		return name == "selected"
	}
	return false
}

// secretInput reports inputs whose current value Render keeps out of the
// saved page (the same rule as the SDK's sensitive fields).
func secretInput(n *Node) bool {
	if strings.EqualFold(n.AttrOr("type"), "password") {
		return true
	}
	for _, tok := range strings.Fields(strings.ToLower(n.AttrOr("autocomplete"))) {
		if strings.HasPrefix(tok, "cc-") || tok == "current-password" || tok == "new-password" || tok == "one-time-code" {
			return true
		}
	}
	return false
}

func (r *renderer) attr(name, val string) {
	r.s(" ")
	r.s(name)
	r.s(`="`)
	r.s(escapeAttr(val))
	r.s(`"`)
}

var (
	textEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\u00a0", "&nbsp;")
	attrEscaper = strings.NewReplacer("&", "&amp;", `"`, "&quot;", "\u00a0", "&nbsp;")
)

// rawText keeps a raw-text element's content from ending the element early
// (a live page's script can put "</style>" in a style element's text).
func rawText(s, tag string) string {
	if !strings.Contains(s, "</") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "</")
		if i < 0 {
			break
		}
		b.WriteString(s[:i])
		if len(s) >= i+2+len(tag) && strings.EqualFold(s[i+2:i+2+len(tag)], tag) {
			b.WriteString(`<\/`)
		} else {
			b.WriteString("</")
		}
		s = s[i+2:]
	}
	b.WriteString(s)
	return b.String()
}

// commentText keeps a comment's text from closing the comment early.
func commentText(s string) string {
	if strings.HasPrefix(s, ">") || strings.HasPrefix(s, "->") {
		s = " " + s
	}
	if strings.Contains(s, "--") {
		s = strings.ReplaceAll(s, "--", "- -")
	}
	if strings.HasSuffix(s, "-") {
		s += " "
	}
	return s
}

func escapeText(s string) string {
	if !strings.ContainsAny(s, "&<>\u00a0") {
		return s
	}
	return textEscaper.Replace(s)
}

func escapeAttr(s string) string {
	if !strings.ContainsAny(s, "&\"\u00a0") {
		return s
	}
	return attrEscaper.Replace(s)
}
