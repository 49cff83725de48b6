package surefill

import (
	"bytes"
	"context"
	"slices"
	"strings"

	"github.com/surefill/surefill/dom"
)

// Save returns the frame's document as HTML that package testing accepts:
// the page as the browser holds it now, current values kept, open shadow
// roots written as declarative shadow DOM (<template shadowrootmode>) and
// same-process iframes as srcdoc. Secret fields keep only the value
// attribute the page itself had. Out-of-process iframes stay references
// (save each with its Frame).
//
// Offline, visibility comes from markup and <style> rules only, so what
// the browser hides through other means (external style sheets, script)
// is marked with an inline !important style where the two would differ:
// a saved page shows the same fields as the live one. Scripts are left
// out: they would build parts of the page a second time if it were opened
// in a browser.
func (s *scope) Save(ctx context.Context) ([]byte, error) {
	a := s.b.begin("Save", "", s.urlHint(ctx))
	if err := s.checkSite(ctx, "Save"); err != nil {
		return nil, a.end(ctx, err)
	}
	doc, err := s.f.Model(ctx)
	if err != nil {
		return nil, a.end(ctx, err)
	}
	out, err := saveDocument(doc)
	return out, a.end(ctx, err)
}

// saveMarkRounds bounds the render, parse and compare rounds; each round
// marks the outermost elements whose visibility differs, so nested
// differences need a round per level of nesting, rarely more than two.
const saveMarkRounds = 6

// saveDocument renders a live model, then reads the result back the way
// package testing will and marks each element whose visibility differs.
func saveDocument(live *dom.Document) ([]byte, error) {
	var b bytes.Buffer
	if err := dom.Render(&b, live); err != nil {
		return nil, err
	}
	off, err := dom.Parse(b.Bytes(), &dom.ParseOptions{URL: live.URL})
	if err != nil {
		return nil, err
	}
	for range saveMarkRounds {
		if n, ok := markDocument(live, off); !ok || n == 0 {
			break
		}
		b.Reset()
		if err := dom.Render(&b, off); err != nil {
			return nil, err
		}
		if off, err = dom.Parse(b.Bytes(), &dom.ParseOptions{URL: live.URL}); err != nil {
			return nil, err
		}
	}
	dropScripts(off)
	b.Reset()
	if err := dom.Render(&b, off); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// elementsOf lists a document's elements in tree order.
func elementsOf(d *dom.Document) []*dom.Node {
	var out []*dom.Node
	for _, n := range d.Nodes {
		if n.Type == dom.ElementNode {
			out = append(out, n)
		}
	}
	return out
}

// markDocument pairs the live and offline elements (the same tree, read
// twice) and marks the outermost offline elements whose visibility differs
// from the live one's. ok is false when the trees do not pair up; then
// nothing is marked.
func markDocument(live, off *dom.Document) (marked int, ok bool) {
	le, oe := elementsOf(live), elementsOf(off)
	if len(le) != len(oe) {
		return 0, false
	}
	for i := range le {
		if le[i].Tag != oe[i].Tag {
			return 0, false
		}
	}
	var done []*dom.Node // offline elements marked this round
	under := func(n *dom.Node) bool {
		for _, d := range done {
			if d.Contains(n) {
				return true
			}
		}
		return false
	}
	for i, l := range le {
		o := oe[i]
		if l.ContentDocument != nil && o.ContentDocument != nil {
			if n, ok := markDocument(l.ContentDocument, o.ContentDocument); ok {
				marked += n
			}
		}
		if l.State == nil || o.State == nil || under(o) {
			continue
		}
		decl := visibilityFix(l, o)
		if decl == "" {
			continue
		}
		style := strings.TrimRight(strings.TrimSpace(o.AttrOr("style")), ";")
		if style != "" {
			style += "; "
		}
		o.SetAttr("style", style+decl)
		done = append(done, o)
		marked++
	}
	return marked, true
}

// visibilityFix returns the inline declaration that makes the offline
// element as visible as the live one, or "".
func visibilityFix(l, o *dom.Node) string {
	lh, oh := l.Hidden(), o.Hidden()
	switch {
	case lh && !oh:
		if v := l.State.Style.Visibility; (v == "hidden" || v == "collapse") && l.State.Style.Display != "none" {
			return "visibility: hidden !important"
		}
		return "display: none !important"
	case !lh && oh:
		if v := o.State.Style.Visibility; v == "hidden" || v == "collapse" {
			return "visibility: visible !important"
		}
		if o.State.Style.Display == "none" {
			d := l.State.Style.Display
			if d == "" || d == "none" {
				d = "block"
			}
			return "display: " + d + " !important"
		}
		return "" // hidden by an ancestor: fixed there
	case !lh && !l.Visible() && o.Visible() && !anyVisibleBelow(l):
		// Rendered but not seen (an empty box, transparent): opacity hides
		// it from a person offline while names still see it, as live.
		return "opacity: 0 !important"
	}
	return ""
}

// anyVisibleBelow reports whether a live descendant is visible (a box of
// no size can hold visible overflow, display:contents has no box at all).
func anyVisibleBelow(n *dom.Node) bool {
	d := n.Doc
	if d == nil {
		return true
	}
	for _, x := range d.Nodes[n.Order+1:] {
		if !n.Contains(x) {
			break
		}
		if x.Type == dom.ElementNode && x.Visible() {
			return true
		}
	}
	return false
}

// dropScripts removes <script> elements, in shadow trees and srcdoc
// documents too.
func dropScripts(d *dom.Document) {
	isScript := func(c *dom.Node) bool { return c.Type == dom.ElementNode && c.Tag == "script" && c.Namespace == "" }
	for _, n := range d.Nodes {
		if n.ContentDocument != nil {
			dropScripts(n.ContentDocument)
		}
		if !slices.ContainsFunc(n.Children, isScript) {
			continue
		}
		n.Children = slices.DeleteFunc(slices.Clone(n.Children), isScript)
	}
}
