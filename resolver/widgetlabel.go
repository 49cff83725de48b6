package resolver

import (
	"strings"

	"github.com/surefill/surefill/dom"
)

// Labels of composite widgets. A widget that shows a value (a select
// replacement, a combobox, a country picker) is labelled by what names it
// and not by what it shows: its label must read the same before and after
// a choice, or the target the listing handed out stops resolving. So:
//
//   - the name of a select-like widget leaves out the widget's own content
//     and every aria-labelledby reference into the widget or its listbox
//     (accname.Computer.NameWithout): "Size Medium" by aria-labelledby
//     "size-label size-button" labels as "Size";
//   - its title is no label: such widgets repeat their value in it;
//   - chevron glyphs at either end of a name or a shown value are
//     decoration, as is content hidden with aria-hidden;
//   - a native control hidden from assistive technology and taken out of
//     the tab order is the hidden original a widget replaces: not a field
//     of its own, and its <label> names the visible widget beside it.
//
// Question text (question.go) adds: text inside a combobox input's own
// box (next to its aria-hidden indicator) is its placeholder or shown
// value; the text the control points to with aria-describedby, and text
// that is one of its options, is never its question.

// selectLike reports a field whose one control shows its value: a custom
// select, a combobox, a listbox.
func selectLike(f *field) bool {
	switch f.class {
	case ctlCustomSel, ctlCombo:
		return len(f.controls) == 1
	}
	return false
}

// textEntry reports a control a person types into.
func textEntry(n *dom.Node) bool {
	return n.IsElement("input", "textarea") || n.HasAttr("contenteditable")
}

// widgetName is a select-like field's name without what the widget shows
// of its own (see the top of this file).
func (r *Resolver) widgetName(f *field) string {
	c := f.controls[0]
	inside := func(x *dom.Node) bool {
		return r.ix.contains(c, x) || f.listbox != nil && r.ix.contains(f.listbox, x)
	}
	name, fromTitle := r.namerOf(c).NameWithout(c, inside)
	if fromTitle && !textEntry(c) {
		return ""
	}
	return trimChevrons(collapse(name))
}

// chevrons are the glyphs a select-like widget draws to say it opens.
const chevrons = "▾▿▼▽⌄˅⏷⯆⮟▴▵▲△⌃˄⏶⯅"

// trimChevrons drops chevron glyphs (and the space beside them) from both
// ends of s.
func trimChevrons(s string) string {
	return strings.TrimFunc(s, func(r rune) bool {
		return r == ' ' || strings.ContainsRune(chevrons, r)
	})
}

// shownText is the value a select-like widget shows: its visible text
// without aria-hidden content or chevrons.
func shownText(n *dom.Node) string {
	return trimChevrons(VisibleTextWithout(n, 4096, func(x *dom.Node) bool {
		return x.Type == dom.ElementNode && x != n && attrTrue(x, "aria-hidden")
	}))
}

// hiddenOriginal reports a native select or text control kept for the
// form behind a widget that replaces it: hidden from assistive technology
// (aria-hidden on it or a near ancestor) and out of the tab order. A
// person never operates it; the widget beside it is the field. Checkboxes
// and radios restyled out of sight are still their own fields (see
// controlVisible), and file inputs hide behind styled buttons by design.
func hiddenOriginal(n *dom.Node) bool {
	switch {
	case n.IsElement("select", "textarea"):
	case n.IsElement("input"):
		if !textInputTypes[inputType(n)] {
			return false
		}
	default:
		return false
	}
	if tab := strings.TrimSpace(n.AttrOr("tabindex")); !strings.HasPrefix(tab, "-") {
		return false
	}
	for a, depth := n, 0; a != nil && depth < 3; a, depth = parentElement(a), depth+1 {
		if attrTrue(a, "aria-hidden") {
			return true
		}
	}
	return false
}

// replacedBy reports a control t that no person operates (hidden, or a
// hidden original) inside the container of field f's own: its <label>
// names the widget f that stands in its place.
func (r *Resolver) replacedBy(t *dom.Node, f *field) bool {
	if !t.IsElement("input", "select", "textarea") || r.controlVisible(t) || f.scope == nil {
		return false
	}
	return r.ix.contains(f.scope, t)
}

// valueBox is the box a combobox input shares with its shown value and
// placeholder: the nearest ancestor, within the field's own container,
// that also holds decoration hidden from assistive technology (an
// indicator) or the hidden input carrying the value. Plain text in it
// shows the value; it is no question. Nil when there is none.
func (r *Resolver) valueBox(f *field) *dom.Node {
	c := f.controls[0]
	if f.class != ctlCombo || len(f.controls) != 1 || !textEntry(c) || f.scope == nil || !r.ours(c) {
		return nil
	}
	budget := 256
	for a := parentElement(c); a != nil && r.ix.contains(f.scope, a); a = parentElement(a) {
		end := int(r.ix.end[a.Order])
		for i := a.Order + 1; i <= end; i++ {
			if i == c.Order {
				i = int(r.ix.end[c.Order])
				continue
			}
			if budget--; budget < 0 {
				return nil
			}
			x := r.doc.Nodes[i]
			if x.Type != dom.ElementNode {
				continue
			}
			if attrTrue(x, "aria-hidden") || x.IsElement("input") && inputType(x) == "hidden" || hiddenOriginal(x) {
				return a
			}
		}
		if a == f.scope {
			break
		}
	}
	return nil
}

// adornment reports a field that only qualifies another beside it: a
// select-like widget or native select with no name of its own (a country
// code picker next to a phone number).
func adornment(g *field) bool {
	if len(g.controls) != 1 || g.name != "" {
		return false
	}
	switch g.class {
	case ctlCustomSel, ctlSelect:
		return true
	case ctlCombo:
		return !textEntry(g.controls[0])
	}
	return false
}

// holdsOnlyAdorned reports whether p wraps text field f and, beside it,
// only one or two adornments: a composite whose question above is f's. A
// form or a section is never such a wrapper.
func (r *Resolver) holdsOnlyAdorned(p *dom.Node, f *field) bool {
	if f.kind != KindText || len(f.controls) != 1 || stopScope(p) || sectioning(r, p) {
		return false
	}
	ix := r.ix
	lo, hi := p.Order, int(ix.end[p.Order])
	n := 0
	for _, o := range ix.ctl[ix.searchCtl(lo):] {
		if int(o) > hi {
			break
		}
		g := ix.fieldOf(r.doc.Nodes[o])
		if g == f {
			continue
		}
		if g == nil || !adornment(g) {
			return false
		}
		if n++; n > 2 {
			return false
		}
	}
	return n > 0
}

// presentsAsButton reports a <label> drawn as a button ("Choose file"):
// it is the face of the control it labels, not a question.
func presentsAsButton(n *dom.Node) bool {
	return explicitRole(n) == "button" || hasClassWord(n, buttonWords)
}

var buttonWords = map[string]bool{"button": true, "btn": true}
