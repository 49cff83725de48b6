package resolver

import (
	"slices"
	"strings"

	"github.com/surefill/surefill/dom"
)

// A widget holding one value often draws its own control that empties it
// (a button named "Clear", "Clear selection", "Remove all items"), inside
// the widget's element or in the box around its text box. Backspace does
// not always empty such a widget; the control it shows a person does.

// ClearButton returns the clear button of the select-like field whose
// control is n, nil when it shows none. It is asked by Clear only: the
// names of the buttons around a widget are never computed for a Fill.
// A control of an earlier model of the same page is known by its key.
func (r *Resolver) ClearButton(n *dom.Node) *dom.Node {
	r.mu.Lock()
	defer r.mu.Unlock()
	if f := r.fieldOfControl(n); f != nil {
		return r.clearControlOf(f, r.chipsOf(f))
	}
	return nil
}

// fieldOfControl is the field whose control is n, or whose control has
// n's key when n is of an earlier model of the same page. r.mu is held.
func (r *Resolver) fieldOfControl(n *dom.Node) *field {
	for _, f := range r.index().fields {
		c := f.controls[0]
		if c == n || !r.ours(n) && n.State != nil && c.State != nil && c.State.Key() == n.State.Key() {
			return f
		}
	}
	return nil
}

// clearClassWords are the words of a class that say its element empties
// a field (a class's words are split at '-' and '_'). Only a draft reads
// them: a class is no promise a person is shown (see DraftClear).
var clearClassWords = []string{"clear", "remove", "reset", "delete"}

// DraftClear drafts the CustomParts Clear selector of the select-like
// field whose control is n: a class of one shown element of its box (not
// its control, popup or chips) whose words say it clears, and which,
// looked up near the field the way CustomParts are, finds that element
// alone; "" when there is none. Such an element (an icon with no role,
// name or tabindex) is never clicked on its own: the draft is for the
// person to check and pass, in Clear's error. Asked by Clear only.
func (r *Resolver) DraftClear(n *dom.Node) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	f := r.fieldOfControl(n)
	if f == nil || f.scope == nil || !r.ours(f.scope) || f.class != ctlCombo && f.class != ctlCustomSel {
		return ""
	}
	ix := r.ix
	chips := r.chipsOf(f)
	mine := func(x *dom.Node) bool {
		for _, c := range f.controls {
			if ix.contains(c, x) || ix.contains(x, c) {
				return true
			}
		}
		for _, ch := range chips {
			if ix.contains(ch.Node, x) {
				return true
			}
		}
		return f.listbox != nil && r.ours(f.listbox) && ix.contains(f.listbox, x)
	}
	for _, x := range r.doc.Nodes {
		if x.Type != dom.ElementNode || x == f.scope || !ix.contains(f.scope, x) || mine(x) || !r.visible(x) {
			continue
		}
		for _, class := range strings.Fields(x.AttrOr("class")) {
			if !clearClass(class) || GeneratedID(class, true) {
				continue
			}
			sel := "." + class
			if CheckCSS(sel) != nil {
				continue
			}
			found, err := r.selectCSS(sel)
			if err != nil {
				continue
			}
			var near []*dom.Node
			for _, y := range found {
				if r.near(f, y) {
					near = append(near, y)
				}
			}
			if len(near) == 1 && near[0] == x {
				return sel
			}
		}
	}
	return ""
}

// clearClass: one of a class's words is a clear word.
func clearClass(class string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(class), func(c rune) bool { return c == '-' || c == '_' }) {
		if slices.Contains(clearClassWords, w) {
			return true
		}
	}
	return false
}

// clearNames are how a clear control's accessible name starts, folded:
// the words widgets use for emptying a field, never a library's.
var clearNames = []string{"clear", "remove all", "delete all"}

// clearControlOf finds the widget's clear control: a visible button-like
// element, named like a clear control, inside the widget's element, else
// in its box (the text box's ancestors up to chipLevels, within the
// field's scope and holding no label); never one of its popup or of a
// chip (a chip's control removes that chip only). Only a combobox or a
// custom select has one.
func (r *Resolver) clearControlOf(f *field, chips []Chip) *dom.Node {
	if f.class != ctlCombo && f.class != ctlCustomSel {
		return nil
	}
	c := f.controls[0]
	if !r.ours(c) {
		return nil
	}
	ix := r.ix
	inChip := func(x *dom.Node) bool {
		for _, ch := range chips {
			if ix.contains(ch.Node, x) {
				return true
			}
		}
		return false
	}
	isClear := func(x *dom.Node) bool {
		if !buttonLike(x) || inChip(x) || f.listbox != nil && r.ours(f.listbox) && ix.contains(f.listbox, x) || !r.visible(x) {
			return false
		}
		name := fold(r.name(x))
		for _, w := range clearNames {
			if name == w || strings.HasPrefix(name, w+" ") {
				return true
			}
		}
		return false
	}
	if x := r.findDown(c, isClear); x != nil {
		return x
	}
	for a, depth := parentElement(c), 0; a != nil && depth < chipLevels && r.ours(a); a, depth = parentElement(a), depth+1 {
		if a.IsElement("label", "form", "body", "fieldset") || f.scope != nil && !ix.contains(f.scope, a) || r.findDown(a, func(x *dom.Node) bool { return x.IsElement("label") }) != nil {
			return nil
		}
		if x := r.findDown(a, isClear); x != nil {
			return x
		}
	}
	return nil
}
