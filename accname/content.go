package accname

import (
	"strings"

	"github.com/surefill/surefill/dom"
)

// content is accname 1.2 step 2F, Name From Content: the text of n's
// ::before, its children in the accessibility tree, and its ::after,
// concatenated. Children are elements (their text alternative, 2F.iii,
// recursively) and text nodes (2G). Hidden descendants are skipped unless
// the walk started at a hidden referenced node (2A).
func (w *walker) content(n *dom.Node, t trav) string {
	if s, ok := w.singleText(n, t); ok {
		return s
	}
	var b strings.Builder
	if st := n.State; st != nil {
		// 2F.ii: a list item's ::marker text comes first, without a space
		// (its own text ends with one: "• ", "1. ").
		if m := n.Marker(); m != "" && w.markerCounts(n) {
			b.WriteString(m)
		}
		// 2F.ii: CSS generated text before the content, prepended without a
		// space unless the ::before box is set apart from the content
		// (display or padding/margin); its alternative text ('content: "★"
		// / "Favourite"') when the author gave one (CSS Generated Content
		// 3 §1.2).
		if g := st.Gen; g != nil {
			b.WriteString(generated(g.Before, g.BeforeAlt, g.BeforeHasAlt))
		}
		if st.Gen != nil && st.Gen.BeforeGap {
			b.WriteByte(' ')
		}
	}
	skipHidden := !t.hiddenOK && !w.c.IncludeHidden
	w.c.eachChild(n, func(ch *dom.Node) bool {
		if w.budget <= 0 {
			return false
		}
		switch ch.Type {
		case dom.TextNode:
			// 2G: a text node gives its text.
			if skipHidden && w.c.hiddenState(ch)&hidSubtree != 0 || w.skipped(ch) {
				return true
			}
			b.WriteString(ch.Data)
		case dom.ElementNode:
			s := w.element(ch, t)
			if blockLevel(ch) {
				// 2F.iii: block-level elements are separated from their
				// neighbours, as the rendered text is.
				b.WriteByte(' ')
				b.WriteString(s)
				b.WriteByte(' ')
			} else {
				b.WriteString(s)
			}
		}
		return true
	})
	if st := n.State; st != nil {
		// 2F.ii: generated text after the content, appended without a space
		// unless the ::after box is set apart from it.
		if g := st.Gen; g != nil {
			if g.AfterGap {
				b.WriteByte(' ')
			}
			b.WriteString(generated(g.After, g.AfterAlt, g.AfterHasAlt))
		}
	}
	return b.String()
}

// singleText is the common case of content without allocating: no
// generated text and one visible text child, which is the content.
func (w *walker) singleText(n *dom.Node, t trav) (string, bool) {
	if st := n.State; st != nil && (st.Gen != nil && (st.Gen.Before != "" || st.Gen.After != "" || st.Gen.BeforeHasAlt || st.Gen.AfterHasAlt) || n.Marker() != "") {
		return "", false
	}
	if n.Shadow != nil || len(n.Children) != 1 || n.IsElement("slot") {
		return "", false
	}
	ch := n.Children[0]
	if ch.Type != dom.TextNode {
		return "", false
	}
	if dc := w.c.owns(n); len(dc.owned[n]) > 0 {
		return "", false
	}
	if !t.hiddenOK && !w.c.IncludeHidden && w.c.hiddenState(ch)&hidSubtree != 0 || w.skipped(ch) {
		return "", true
	}
	return ch.Data, true
}

// markerCounts reports whether n's ::marker text is part of its content.
// SPEC DIFFERENCE: accname 1.2 2F.ii takes the marker of every node that
// has one. A summary's disclosure triangle is its open/closed state
// (aria-expanded tells it), so a name holding it would change on every
// toggle (TestSpecDifferences/summary-marker); and a list item the author
// gave another role (option, menuitem, tab) is no longer a list item, so
// its bullet is decoration, not part of "Paris"
// (TestSpecDifferences/option-marker).
func (w *walker) markerCounts(n *dom.Node) bool {
	if n.IsElement("summary") {
		return false
	}
	return !n.HasAttr("role") || w.c.Role(n) == "listitem"
}

func generated(text, alt string, hasAlt bool) string {
	if hasAlt {
		return alt
	}
	return text
}

// blockLevel reports whether an element's box separates its text from its
// neighbours: any computed display but inline and contents (a <br> counts,
// it breaks the line). SPEC DIFFERENCE: accname 1.2 2F.iii appends child
// results "with a space"; browsers and the WPT tests join inline
// elements without one (TestSpecDifferences/inline-no-space).
func blockLevel(n *dom.Node) bool {
	if n.IsElement("br") {
		// A line break separates words whatever display the browser
		// computes for it (inline, live) or the cascade leaves unset.
		return true
	}
	d := ""
	if n.State != nil {
		d = n.Style().Display
	}
	if d == "" {
		if n.Namespace != "" {
			return false
		}
		d = uaDisplay[n.Tag]
		if d == "" {
			return false // inline by default
		}
	}
	return d != "inline" && d != "contents"
}

// uaDisplay is the display of HTML elements in the user-agent style sheet
// (HTML §15.3, Rendering), for elements that are not inline; the builder
// leaves Style.Display empty when no author style set it.
var uaDisplay = map[string]string{
	"address": "block", "article": "block", "aside": "block",
	"blockquote": "block", "body": "block", "center": "block",
	"dd": "block", "details": "block", "dialog": "block", "dir": "block",
	"div": "block", "dl": "block", "dt": "block", "fieldset": "block",
	"figcaption": "block", "figure": "block", "footer": "block",
	"form": "block", "h1": "block", "h2": "block", "h3": "block",
	"h4": "block", "h5": "block", "h6": "block", "header": "block",
	"hgroup": "block", "hr": "block", "html": "block", "legend": "block",
	"li": "list-item", "listing": "block", "main": "block", "menu": "block",
	"nav": "block", "ol": "block", "optgroup": "block", "option": "block",
	"p": "block", "plaintext": "block", "pre": "block", "search": "block",
	"section": "block", "summary": "block", "ul": "block", "xmp": "block",
	"table": "table", "caption": "table-caption", "colgroup": "table-column-group",
	"col": "table-column", "thead": "table-header-group",
	"tbody": "table-row-group", "tfoot": "table-footer-group",
	"tr": "table-row", "td": "table-cell", "th": "table-cell",
	"br":     "break", // not a display value: a line break separates words
	"button": "inline-block", "input": "inline-block", "select": "inline-block",
	"textarea": "inline-block", "meter": "inline-block", "progress": "inline-block",
	"img": "inline", "iframe": "inline", "video": "inline",
}
