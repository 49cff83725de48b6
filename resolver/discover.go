package resolver

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/surefill/surefill/dom"
)

// ctlClass is what one element is, as a part of a field.
type ctlClass uint8

const (
	ctlNone      ctlClass = iota
	ctlText               // text-like input, textarea, role textbox, contenteditable
	ctlSelect             // native <select>
	ctlCombo              // role combobox, aria-autocomplete
	ctlCustomSel          // a button that opens a listbox
	ctlListbox            // a listbox no combobox or button controls
	ctlCheckbox           // native checkbox
	ctlARIACheck          // role checkbox or switch
	ctlRadio              // native radio
	ctlARIARadio          // role radio
	ctlFile               // file input
	ctlOther              // range, color, slider
	ctlButton             // a button that may belong to a Yes/No group
	ctlDate               // the box of a segmented date's spin buttons (datefield.go)
)

// discovered is what the first pass collects, by class.
type discovered struct {
	singles   []*dom.Node
	classes   []ctlClass  // by Order
	all       []int32     // Orders of every control but buttons, in tree order
	radios    []*dom.Node // native and ARIA
	checks    []*dom.Node // native and ARIA
	buttons   []*dom.Node
	listboxes []*dom.Node
	popups    map[*dom.Node]*dom.Node // combobox or custom select → its listbox
	claimed   map[*dom.Node]bool      // listboxes some control opens
	// hiddenInputs are type=hidden inputs with an id: a label may point at
	// one a widget replaced (see linkOriginals).
	hiddenInputs []*dom.Node
	// origin maps a widget to the original control it replaces; originals
	// are part of their widget's field, never fields of their own.
	origin     map[*dom.Node]*dom.Node
	isOriginal map[*dom.Node]bool
	// isDate maps a segmented date's box to its parts; inDate marks the
	// parts, which are the date's, never fields of their own.
	isDate map[*dom.Node][]Segment
	inDate map[*dom.Node]bool
}

// textInputTypes are the input types a person types into (HTML §4.10.5).
var textInputTypes = map[string]bool{
	"text": true, "email": true, "tel": true, "url": true, "search": true, "password": true,
	"number": true, "date": true, "datetime-local": true, "month": true, "week": true, "time": true,
}

// inputType is the input's type as the browser sees it: lower case, and
// "text" when missing or unknown.
func inputType(n *dom.Node) string {
	t := strings.ToLower(strings.TrimSpace(n.AttrOr("type")))
	switch t {
	case "", "text":
		return "text"
	case "hidden", "submit", "reset", "image", "button", "checkbox", "radio", "file", "range", "color":
		return t
	}
	if textInputTypes[t] {
		return t
	}
	return "text"
}

// discover is the first pass: every element in tree order is classified;
// a control claims its subtree (the input inside a combobox, the options
// of a listbox, a button's content).
func (r *Resolver) discover() *discovered {
	ix := r.ix
	d := &discovered{classes: make([]ctlClass, len(r.doc.Nodes)), popups: make(map[*dom.Node]*dom.Node), claimed: make(map[*dom.Node]bool)}
	skipTo := -1
	for _, n := range r.doc.Nodes {
		if n.Type != dom.ElementNode || n.Namespace != "" {
			continue
		}
		if n.Tag == "label" {
			if v, ok := n.Attr("for"); ok {
				ix.labelFor[v] = append(ix.labelFor[v], n)
			}
		}
		if n.Order <= skipTo {
			continue
		}
		c := r.classify(n)
		if c == ctlNone {
			if n.Tag == "input" && n.ID() != "" && inputType(n) == "hidden" {
				d.hiddenInputs = append(d.hiddenInputs, n)
			}
			if n.Tag == "select" || n.Tag == "datalist" || n.Tag == "template" {
				skipTo = int(ix.end[n.Order])
			}
			continue
		}
		skipTo = int(ix.end[n.Order])
		d.classes[n.Order] = c
		if c != ctlButton {
			d.all = append(d.all, int32(n.Order))
		}
		switch c {
		case ctlRadio, ctlARIARadio:
			d.radios = append(d.radios, n)
		case ctlCheckbox, ctlARIACheck:
			d.checks = append(d.checks, n)
		case ctlButton:
			d.buttons = append(d.buttons, n)
		case ctlListbox:
			d.listboxes = append(d.listboxes, n)
		case ctlCombo, ctlCustomSel:
			if lb := r.popupOf(n); lb != nil {
				d.popups[n] = lb
				d.claimed[lb] = true
			}
			d.singles = append(d.singles, n)
		default:
			d.singles = append(d.singles, n)
		}
	}
	for _, lb := range d.listboxes {
		if !d.claimed[lb] {
			d.singles = append(d.singles, lb)
		}
	}
	r.findDates(d)
	return d
}

func (d *discovered) class(n *dom.Node) ctlClass { return d.classes[n.Order] }

// classify says what part of a field n is, from HTML and explicit ARIA.
func (r *Resolver) classify(n *dom.Node) ctlClass {
	if len(n.Attrs) == 0 {
		switch n.Tag {
		case "input":
			return ctlText
		case "textarea":
			return ctlText
		case "select":
			return ctlSelect
		case "button":
			return ctlButton
		}
		return ctlNone
	}
	if !formTags[n.Tag] && !hasAnyAttr(n, "role", "aria-haspopup", "contenteditable") {
		return ctlNone
	}
	role := explicitRole(n)
	switch n.Tag {
	case "input":
		switch t := inputType(n); t {
		case "hidden", "submit", "reset", "image":
			return ctlNone
		case "button":
			return ctlButton
		case "checkbox":
			return ctlCheckbox
		case "radio":
			return ctlRadio
		case "file":
			return ctlFile
		case "range", "color":
			return ctlOther
		}
		if (role == "combobox" && !opensDialog(n)) || autocompleteList(n) {
			return ctlCombo
		}
		return ctlText
	case "textarea":
		return ctlText
	case "select":
		return ctlSelect
	case "button":
		if r.opensListbox(n) {
			return ctlCustomSel
		}
		switch strings.ToLower(n.AttrOr("type")) {
		case "submit", "reset":
			return ctlNone
		}
		if role == "" || role == "button" {
			return ctlButton
		}
	case "option", "optgroup", "datalist", "template", "script", "style":
		return ctlNone
	}
	switch role {
	case "textbox", "searchbox", "spinbutton":
		return ctlText
	case "combobox":
		return ctlCombo
	case "listbox":
		return ctlListbox
	case "checkbox", "switch":
		return ctlARIACheck
	case "radio":
		return ctlARIARadio
	case "slider":
		return ctlOther
	case "button":
		if r.opensListbox(n) {
			return ctlCustomSel
		}
		return ctlButton
	}
	if role == "" && strings.EqualFold(n.AttrOr("aria-haspopup"), "listbox") {
		return ctlCustomSel
	}
	if ce, ok := n.Attr("contenteditable"); ok && !strings.EqualFold(ce, "false") {
		return ctlText
	}
	return ctlNone
}

var formTags = map[string]bool{"input": true, "textarea": true, "select": true, "button": true, "option": true, "optgroup": true, "datalist": true, "template": true, "script": true, "style": true}

// hasAnyAttr reports whether n has one of the attributes, in one scan.
func hasAnyAttr(n *dom.Node, names ...string) bool {
	for _, a := range n.Attrs {
		for _, name := range names {
			if a.Name == name {
				return true
			}
		}
	}
	return false
}

func autocompleteList(n *dom.Node) bool {
	switch strings.ToLower(n.AttrOr("aria-autocomplete")) {
	case "list", "both":
		return true
	}
	return false
}

// opensDialog reports a text box whose popup is a dialog
// (aria-haspopup=dialog, WAI-ARIA 1.2 §combobox): a helper such as a
// calendar, not a list of options, so the box takes its text as typed.
func opensDialog(n *dom.Node) bool {
	return strings.EqualFold(strings.TrimSpace(n.AttrOr("aria-haspopup")), "dialog")
}

// OpensDialog reports a text box whose popup is a dialog (a calendar):
// it takes its text as typed, and what it opened is closed after.
func OpensDialog(n *dom.Node) bool { return opensDialog(n) }

// opensListbox reports a custom single-select: a button with
// aria-haspopup=listbox, or one that controls a listbox.
func (r *Resolver) opensListbox(n *dom.Node) bool {
	if strings.EqualFold(n.AttrOr("aria-haspopup"), "listbox") {
		return true
	}
	for _, id := range tokens(n.AttrOr("aria-controls")) {
		if t := n.ElementByID(id); t != nil && explicitRole(t) == "listbox" {
			return true
		}
	}
	return false
}

// popupOf finds the listbox of a combobox or custom select through
// aria-controls and aria-owns, on the element or on the input inside it.
// It is never a page-wide query.
func (r *Resolver) popupOf(n *dom.Node) *dom.Node {
	holders := []*dom.Node{n}
	if !n.IsElement("input") {
		if in := r.innerInput(n); in != nil {
			holders = append(holders, in)
		}
	}
	for _, h := range holders {
		for _, attr := range []string{"aria-controls", "aria-owns"} {
			for _, id := range tokens(h.AttrOr(attr)) {
				t := h.ElementByID(id)
				if t == nil {
					continue
				}
				if explicitRole(t) == "listbox" {
					return t
				}
				if lb := r.findDown(t, func(x *dom.Node) bool { return explicitRole(x) == "listbox" }); lb != nil {
					return lb
				}
				if r.findDown(t, func(x *dom.Node) bool { return explicitRole(x) == "option" }) != nil {
					return t
				}
			}
		}
	}
	if explicitRole(n) == "combobox" && !n.IsElement("input") {
		return r.ownedPopup(n, holders)
	}
	if n.IsElement("input") && !n.HasAttr("aria-controls") && !n.HasAttr("aria-owns") {
		return r.boxPopup(n)
	}
	return nil
}

// boxPopup is the list a text box that says it offers one
// (aria-autocomplete) shows without naming it: the first listbox after
// the text box in the box the widget draws around it (its ancestors up to
// chipLevels, ending at a label, a form, a fieldset, or an ancestor
// holding another control a person uses: a hidden original does not
// count).
func (r *Resolver) boxPopup(n *dom.Node) *dom.Node {
	ix := r.ix
	for a, depth := parentElement(n), 0; a != nil && depth < chipLevels && r.ours(a); a, depth = parentElement(a), depth+1 {
		if a.IsElement("label", "form", "body", "fieldset") {
			return nil
		}
		var lb *dom.Node
		end := int(ix.end[a.Order])
		for i := a.Order + 1; i <= end && i < len(r.doc.Nodes); i++ {
			x := r.doc.Nodes[i]
			if x.Type != dom.ElementNode || x == n {
				continue
			}
			if x.IsElement("label") {
				return nil
			}
			if explicitRole(x) == "listbox" {
				if lb == nil && x.Order > int(ix.end[n.Order]) {
					lb = x
				}
				i = int(ix.end[x.Order])
				continue
			}
			switch r.classify(x) {
			case ctlNone, ctlButton:
				continue
			}
			if !r.replaced(x) {
				return nil // another field's control: the widget's box ended below
			}
			i = int(ix.end[x.Order])
		}
		if lb != nil {
			return lb
		}
	}
	return nil
}

// ownedPopup is the listbox a combobox container holds (the ARIA 1.1
// combobox pattern: the combobox element contains its text box and its
// popup) when no attribute names it. The option it marks active
// (aria-activedescendant) names its listbox; else it is the first
// listbox after the text box, since what a widget shows before its text
// box is what it holds (a listbox of the chosen values, see chipsOf);
// with no text box, the one listbox inside. Several with nothing to tell
// them apart: none.
func (r *Resolver) ownedPopup(n *dom.Node, holders []*dom.Node) *dom.Node {
	isListbox := func(x *dom.Node) bool { return explicitRole(x) == "listbox" }
	for _, h := range holders {
		if id := strings.TrimSpace(h.AttrOr("aria-activedescendant")); id != "" {
			if o := h.ElementByID(id); o != nil && r.ours(o) && r.ix.contains(n, o) {
				for p := parentElement(o); p != nil && p != n; p = parentElement(p) {
					if isListbox(p) {
						return p
					}
				}
			}
		}
	}
	if len(holders) > 1 {
		end := int(r.ix.end[n.Order])
		for i := int(r.ix.end[holders[1].Order]) + 1; i <= end && i < len(r.doc.Nodes); i++ {
			if x := r.doc.Nodes[i]; x.Type == dom.ElementNode && isListbox(x) {
				return x
			}
		}
		return nil
	}
	first := r.findDown(n, isListbox)
	if first == nil || r.findDown(n, func(x *dom.Node) bool { return isListbox(x) && x != first && !r.ix.contains(first, x) }) != nil {
		return nil
	}
	return first
}

// innerInput is the text input inside a combobox container.
func (r *Resolver) innerInput(n *dom.Node) *dom.Node {
	return r.findDown(n, func(x *dom.Node) bool {
		return x.IsElement("input") && textInputTypes[inputType(x)] || explicitRole(x) == "textbox"
	})
}

// findDown returns the first element of n's subtree (n excluded, tree
// order, shadow trees included) that satisfies ok.
func (r *Resolver) findDown(n *dom.Node, ok func(*dom.Node) bool) *dom.Node {
	if !r.ours(n) {
		return nil
	}
	nodes := r.doc.Nodes
	end := int(r.ix.end[n.Order])
	for i := n.Order + 1; i <= end && i < len(nodes); i++ {
		x := nodes[i]
		if x.Type == dom.ElementNode && ok(x) {
			return x
		}
	}
	return nil
}

// formOwner is the form a control submits with: its form attribute, else
// the nearest form ancestor.
func formOwner(n *dom.Node) *dom.Node {
	if id := n.AttrOr("form"); id != "" {
		if f := n.ElementByID(id); f != nil {
			return f
		}
	}
	for p := n.Parent; p != nil; p = p.Parent {
		if p.IsElement("form") {
			return p
		}
	}
	return nil
}

// groupAncestor is the nearest fieldset or element with an explicit group
// role (any of roles) within a few levels.
func groupAncestor(n *dom.Node, roles ...string) *dom.Node {
	p := parentElement(n)
	for depth := 0; p != nil && depth < 10; depth++ {
		if p.IsElement("fieldset") {
			return p
		}
		er := explicitRole(p)
		for _, r := range roles {
			if er == r {
				return p
			}
		}
		if p.IsElement("form", "body") {
			return nil
		}
		p = parentElement(p)
	}
	return nil
}

type groupKey struct {
	root, form, container *dom.Node
	name                  string
}

// short is how long a button's name may be to count as an answer.
func short(s string) bool {
	return s != "" && utf8.RuneCountInString(s) <= 40 && len(strings.Fields(s)) <= 6
}

// sortNodes orders nodes by tree order.
func sortNodes(ns []*dom.Node) {
	if len(ns) > 1 {
		slices.SortFunc(ns, func(a, b *dom.Node) int { return a.Order - b.Order })
	}
}
