package resolver

import (
	"slices"
	"strings"

	"github.com/surefill/surefill/dom"
)

// Many widgets keep the page's original control (a native select, a text
// or hidden input) and draw their own beside it or around it; the form
// still submits the original, and a <label for> still names it. The
// widget is the field a person sees and acts on; the original is part of
// it: its label names the widget when the widget has none of its own, its
// value is the field's value, and it is never a field of its own.
//
// An original is recognised by standards and generic conventions only:
// it is removed from the tab order or from the accessibility tree
// (tabindex=-1, aria-hidden=true, the hidden attribute, type=hidden) or
// not shown at all, and a visible widget control stands right beside it
// (the next or previous element sibling, or the one widget control inside
// that sibling), or holds it.

// linkOriginals pairs widgets with the originals they replace.
func (r *Resolver) linkOriginals(d *discovered) {
	d.origin = map[*dom.Node]*dom.Node{}
	d.isOriginal = map[*dom.Node]bool{}
	link := func(w, o *dom.Node) {
		if _, ok := d.origin[w]; ok || d.isOriginal[w] || w == o {
			return
		}
		d.origin[w] = o
		d.isOriginal[o] = true
	}
	// A widget that holds its original inside.
	for _, w := range d.singles {
		c := d.class(w)
		if (c != ctlCombo && c != ctlCustomSel && c != ctlDate) || w.IsElement("input") || !r.visible(w) {
			continue
		}
		o := r.findDown(w, func(x *dom.Node) bool {
			return (x.IsElement("select") || x.IsElement("input") && inputType(x) != "checkbox" && inputType(x) != "radio") && r.replaced(x)
		})
		if o != nil && (o.IsElement("select") || len(r.labelsOf(o)) > 0) {
			link(w, o)
		}
	}
	// An original beside its widget.
	try := func(o *dom.Node, textOK bool) {
		if d.isOriginal[o] || !r.replaced(o) {
			return
		}
		for _, sib := range []*dom.Node{nextElement(o), prevElement(o)} {
			if w := r.besideWidget(d, sib, textOK); w != nil {
				link(w, o)
				return
			}
		}
	}
	for _, o := range d.singles {
		switch d.class(o) {
		case ctlSelect:
			try(o, false)
		case ctlText:
			if o.IsElement("input") {
				try(o, false)
			}
		}
	}
	for _, o := range d.hiddenInputs {
		if len(r.labelsOf(o)) > 0 {
			try(o, true)
		}
	}
}

// replaced reports a control taken out of a person's way: out of the tab
// order, out of the accessibility tree, or not shown.
func (r *Resolver) replaced(o *dom.Node) bool {
	if o.IsElement("input") && inputType(o) == "hidden" {
		return true
	}
	return strings.TrimSpace(o.AttrOr("tabindex")) == "-1" || attrTrue(o, "aria-hidden") || o.HasAttr("hidden") || !r.visible(o)
}

// besideWidget is the widget control at sib: sib itself, or the one
// visible widget control inside it. A text input counts only for an
// original that is a hidden input (a formatted display of its value), and
// only when no <label> of its own names it.
func (r *Resolver) besideWidget(d *discovered, sib *dom.Node, textOK bool) *dom.Node {
	if sib == nil || !r.ours(sib) {
		return nil
	}
	ok := func(x *dom.Node) bool {
		switch d.class(x) {
		case ctlCombo, ctlCustomSel:
			// controlVisible: a combobox's text box made transparent while
			// the widget shows its choice still stands for it.
			return !d.isOriginal[x] && r.controlVisible(x)
		case ctlText:
			return textOK && x.IsElement("input") && !d.isOriginal[x] && r.visible(x) && len(r.labelsOf(x)) == 0
		}
		return false
	}
	if ok(sib) {
		return sib
	}
	var found *dom.Node
	end := int(r.ix.end[sib.Order])
	for i := sib.Order + 1; i <= end && i < len(r.doc.Nodes); i++ {
		x := r.doc.Nodes[i]
		if x.Type != dom.ElementNode {
			continue
		}
		switch d.class(x) {
		case ctlNone, ctlListbox, ctlButton:
			continue // the widget's popup, its clear and remove buttons
		}
		if !ok(x) || found != nil {
			return nil // another control: not one widget
		}
		found = x
	}
	return found
}

// originName is the name the original's labels give, for a widget with an
// original: the page's author labelled the original.
func (r *Resolver) originName(f *field) string {
	if f.origin == nil {
		return ""
	}
	var parts []string
	for _, l := range r.labelsOf(f.origin) {
		if t := collapse(VisibleText(l)); t != "" {
			parts = append(parts, t)
		}
	}
	if len(parts) == 0 {
		if l := collapse(f.origin.AttrOr("aria-label")); l != "" {
			return l
		}
	}
	return collapse(strings.Join(parts, " "))
}

// originValue sets the field's value (and options, when the widget's own
// list is not rendered) from its original.
func (r *Resolver) originValue(f *field, pf *Field) {
	o := f.origin
	if o == nil {
		return
	}
	if o.IsElement("select") {
		multiple := o.HasAttr("multiple")
		var vals, names []string
		for i, opt := range selectOptions(o) {
			l := optionLabel(opt)
			if isPlaceholder(opt, i) || l == "" {
				continue
			}
			names = append(names, l)
			if opt.State != nil && opt.State.Selected {
				vals = append(vals, l)
			}
		}
		pf.Multiple = pf.Multiple || multiple
		setChoices(pf, vals, pf.Multiple)
		if len(pf.Options) == 0 {
			pf.Options = names
		} else if opts := selectOptions(o); len(opts) > 0 && isPlaceholder(opts[0], 0) {
			// The widget's own list may repeat the original's prompt as
			// an option: a prompt is no choice.
			prompt := optionLabel(opts[0])
			pf.Options = slices.DeleteFunc(slices.Clone(pf.Options), func(n string) bool { return prompt != "" && fold(n) == fold(prompt) })
		}
		return
	}
	if o.State != nil && pf.Kind == KindText && f.class != ctlDate { // a date's parts are its value
		pf.Value, pf.Empty = o.State.Value, o.State.Value == ""
	}
}

// OriginalOptions are the names of the options of a widget's original
// select (placeholders left out), or nil when it has none.
func (m *Match) OriginalOptions() []string {
	o := m.Original
	if o == nil || !o.IsElement("select") {
		return nil
	}
	var names []string
	for i, opt := range selectOptions(o) {
		if l := optionLabel(opt); l != "" && !isPlaceholder(opt, i) {
			names = append(names, l)
		}
	}
	return names
}

// OriginalEnumerates reports whether the widget's original select lists
// choices besides the chosen ones. An original holding only what is
// chosen (the way a widget that loads its options as a person types keeps
// it) says nothing of the options not loaded yet.
func (m *Match) OriginalEnumerates() bool {
	o := m.Original
	if o == nil || !o.IsElement("select") {
		return false
	}
	for i, opt := range selectOptions(o) {
		if !isPlaceholder(opt, i) && optionLabel(opt) != "" && (opt.State == nil || !opt.State.Selected) {
			return true
		}
	}
	return false
}

func nextElement(n *dom.Node) *dom.Node {
	sibs := siblings(n)
	for i, x := range sibs {
		if x == n {
			for _, y := range sibs[i+1:] {
				if y.Type == dom.ElementNode {
					return y
				}
			}
		}
	}
	return nil
}

func prevElement(n *dom.Node) *dom.Node {
	sibs := siblings(n)
	for i, x := range sibs {
		if x == n {
			for j := i - 1; j >= 0; j-- {
				if sibs[j].Type == dom.ElementNode {
					return sibs[j]
				}
			}
		}
	}
	return nil
}

// MatchKey describes the field whose first control has the live identity
// key (dom.State.Key) in this document, without a target: the field is
// known by its element, so a read-back after the page moved (the widget
// renamed by its new value, the page behind a popup hidden from assistive
// technology) never re-finds it through its label or its visibility. Nil
// when no field's control has that key.
func (r *Resolver) MatchKey(key int64) *Match {
	if key == 0 {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	ix := r.index()
	for _, f := range ix.fields {
		c := f.controls[0]
		if c.State != nil && c.State.Key() == key {
			return r.describeMatch(unit{f: f})
		}
	}
	return nil
}
