package resolver

import "github.com/surefill/surefill/dom"

// A select-like widget that can be emptied often shows a button for it in
// its box, beside its text box or button: the convention of clearable
// comboboxes, whose button is named by what it does. It is known by that
// name only (never by a class or a library's markup), so a script's Clear
// clicks what a person would.

// ClearButton returns the clear button of the select-like field whose
// control is n, nil when it shows none. It is asked by Clear only: the
// names of the buttons around a widget are never computed for a Fill.
// A control of an earlier model of the same page is known by its key.
func (r *Resolver) ClearButton(n *dom.Node) *dom.Node {
	r.mu.Lock()
	defer r.mu.Unlock()
	ix := r.index()
	for _, f := range ix.fields {
		c := f.controls[0]
		if c == n || !r.ours(n) && n.State != nil && c.State != nil && c.State.Key() == n.State.Key() {
			return r.clearButtonOf(f)
		}
	}
	return nil
}

// clearNames are the folded accessible names of a widget's clear button.
var clearNames = map[string]bool{
	"clear": true, "clear entry": true, "clear selection": true, "clear value": true,
	"clear all": true, "clear field": true, "remove all": true,
}

// clearButtonOf finds the clear button of a select-like field: a visible
// button-like element named as clearNames say, in the nearest of the
// control's ancestors (up to chipLevels) that holds one, outside the
// field's list. The walk stops where the widget's box ends: at a label,
// a form or a fieldset, or an ancestor holding another field's control.
func (r *Resolver) clearButtonOf(f *field) *dom.Node {
	if !selectLike(f) {
		return nil
	}
	c := f.controls[0]
	ix := r.ix
	for a, depth := parentElement(c), 0; a != nil && depth < chipLevels && r.ours(a); a, depth = parentElement(a), depth+1 {
		if a.IsElement("label", "form", "body", "fieldset") || !ix.holdsOnly(a, f) {
			return nil
		}
		end := int(ix.end[a.Order])
		for i := a.Order + 1; i <= end; i++ {
			x := r.doc.Nodes[i]
			if x.Type != dom.ElementNode || x == c {
				continue
			}
			if lb := f.listbox; lb != nil && x == lb {
				i = int(ix.end[lb.Order]) // the list's buttons are options' own
				continue
			}
			if buttonLike(x) && clearNames[fold(r.name(x))] && r.visible(x) {
				return x
			}
		}
	}
	return nil
}
