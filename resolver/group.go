package resolver

import (
	"slices"
	"sort"
	"strings"

	"github.com/surefill/surefill/dom"
)

// group turns what discover found into fields. A radio group is its
// radios (by form and name, HTML §4.10.5.1.16; ARIA radios by their
// radiogroup); a checkbox group is two or more checkboxes sharing a name,
// or filling a fieldset or group on their own; a buttons field is two or
// more short buttons under one question whose state shows as aria-pressed,
// aria-checked or a selected class word, or that an explicit group or a
// question container holds.
func (r *Resolver) group(d *discovered) {
	ix := r.ix
	r.linkOriginals(d)
	// Fields are allocated in chunks; a chunk is never grown, since
	// fields point into it.
	var store []field
	fields := make([]*field, 0, len(d.singles)+len(d.radios)+len(d.checks)/2+len(d.buttons)/2+1)
	add := func(kind Kind, class ctlClass, ctls []*dom.Node, container *dom.Node) *field {
		sortNodes(ctls)
		if len(store) == cap(store) {
			store = make([]field, 0, 64)
		}
		store = append(store, field{kind: kind, class: class, controls: ctls, container: container})
		f := &store[len(store)-1]
		fields = append(fields, f)
		return f
	}

	// Radio groups.
	radioGroups := map[groupKey][]*dom.Node{}
	var radioOrder []groupKey
	for _, n := range d.radios {
		var k groupKey
		if d.class(n) == ctlRadio && n.AttrOr("name") != "" {
			k = groupKey{root: n.TreeRoot(), form: formOwner(n), name: n.AttrOr("name")}
		} else if g := groupAncestor(n, "radiogroup"); g != nil {
			k = groupKey{container: g}
		} else if d.class(n) == ctlARIARadio {
			k = groupKey{container: parentElement(n)}
		} else {
			k = groupKey{container: n} // an unnamed radio is a group of one
		}
		if _, ok := radioGroups[k]; !ok {
			radioOrder = append(radioOrder, k)
		}
		radioGroups[k] = append(radioGroups[k], n)
	}
	for _, k := range radioOrder {
		add(KindRadio, ctlRadio, radioGroups[k], nil)
	}

	// Checkbox groups: by shared name first, then by an explicit group
	// that holds nothing but checkboxes.
	byName := map[groupKey][]*dom.Node{}
	for _, n := range d.checks {
		if d.class(n) == ctlCheckbox && n.AttrOr("name") != "" {
			k := groupKey{root: n.TreeRoot(), form: formOwner(n), name: n.AttrOr("name")}
			byName[k] = append(byName[k], n)
		}
	}
	inGroup := map[*dom.Node]bool{}
	var groups [][]*dom.Node
	for _, n := range d.checks {
		if d.class(n) != ctlCheckbox || n.AttrOr("name") == "" {
			continue
		}
		k := groupKey{root: n.TreeRoot(), form: formOwner(n), name: n.AttrOr("name")}
		if g := byName[k]; len(g) >= 2 && !inGroup[g[0]] {
			for _, m := range g {
				inGroup[m] = true
			}
			groups = append(groups, g)
		}
	}
	// Orders of every definite control, for "does this group hold
	// anything but checkboxes?".
	all := d.all
	countAll := func(p *dom.Node) int {
		lo, hi := p.Order, int(ix.end[p.Order])
		i := sort.Search(len(all), func(k int) bool { return int(all[k]) >= lo })
		j := sort.Search(len(all), func(k int) bool { return int(all[k]) > hi })
		return j - i
	}
	byContainer := map[*dom.Node][]*dom.Node{}
	var containerOrder []*dom.Node
	for _, n := range d.checks {
		if inGroup[n] {
			continue
		}
		g := groupAncestor(n, "group")
		if g == nil {
			continue
		}
		if _, ok := byContainer[g]; !ok {
			containerOrder = append(containerOrder, g)
		}
		byContainer[g] = append(byContainer[g], n)
	}
	for _, g := range containerOrder {
		ms := byContainer[g]
		if len(ms) < 2 || countAll(g) != len(ms) {
			continue
		}
		for _, m := range ms {
			inGroup[m] = true
		}
		groups = append(groups, ms)
	}
	for _, g := range groups {
		add(KindCheckbox, ctlCheckbox, g, nil)
	}
	for _, n := range d.checks {
		if !inGroup[n] {
			add(KindCheckbox, d.class(n), []*dom.Node{n}, nil)
		}
	}

	// Everything else is a field of its own.
	for _, n := range d.singles {
		if d.isOriginal[n] || d.inDate[n] {
			continue // part of the widget that replaces it, or of a date
		}
		c := d.class(n)
		if n.Tag == "input" && n.HasAttr("list") {
			c = ctlText // a datalist only suggests
		}
		f := add(kindOf(c), c, []*dom.Node{n}, nil)
		f.listbox = d.popups[n]
		f.origin = d.origin[n]
	}

	// Yes/No button groups are decided last: they need the other fields to
	// know where one question ends.
	cands := r.buttonGroups(d, countAll)
	for _, g := range cands {
		add(KindButtons, ctlButton, g.buttons, g.container)
	}

	r.finish(fields)
	// A tentative buttons field with no label is just buttons.
	kept := fields[:0]
	dropped := false
	for _, f := range ix.fields {
		if f.kind == KindButtons && f.label == "" {
			dropped = true
			continue
		}
		kept = append(kept, f)
	}
	if dropped {
		r.finish(kept)
	}
}

func kindOf(c ctlClass) Kind {
	switch c {
	case ctlText, ctlDate:
		return KindText
	case ctlSelect, ctlCombo, ctlCustomSel, ctlListbox:
		return KindSelect
	case ctlCheckbox, ctlARIACheck:
		return KindCheckbox
	case ctlRadio, ctlARIARadio:
		return KindRadio
	case ctlFile:
		return KindFile
	case ctlButton:
		return KindButtons
	}
	return KindOther
}

// finish orders the fields, records ownership and computes anchors,
// containers, scopes, names and questions.
func (r *Resolver) finish(fields []*field) {
	ix := r.ix
	slices.SortStableFunc(fields, func(a, b *field) int { return a.controls[0].Order - b.controls[0].Order })
	for i := range ix.owner {
		ix.owner[i] = 0
	}
	ix.fields = fields
	ix.ctl = ix.ctl[:0]
	for i, f := range fields {
		f.idx = i
		f.nvis = 0
		for _, c := range f.controls {
			ix.owner[c.Order] = int32(i + 1)
			if r.controlVisible(c) {
				f.nvis++
				ix.ctl = append(ix.ctl, int32(c.Order))
			}
		}
		f.visible = f.nvis > 0
	}
	slices.Sort(ix.ctl)
	for _, f := range fields {
		r.placeField(f)
	}
	for _, f := range fields {
		if f.visible {
			r.nameField(f)
		}
	}
	for _, f := range fields {
		if f.visible {
			r.questionField(f)
		}
	}
}

// placeField computes the anchor (lowest common ancestor of the controls),
// the group container and the scope (largest ancestor holding this
// field's controls only, below the form).
func (r *Resolver) placeField(f *field) {
	ix := r.ix
	last := f.controls[len(f.controls)-1].Order
	a := f.controls[0]
	for a != nil && int(ix.end[a.Order]) < last {
		a = parentElement(a)
	}
	if a == nil {
		a = f.controls[0]
	}
	f.anchor = a
	if len(f.controls) > 1 && f.container == nil {
		for c := a; c != nil; c = parentElement(c) {
			if !ix.holdsOnly(c, f) {
				break
			}
			if c.IsElement("fieldset") || isGroupRole(explicitRole(c)) {
				f.container = c
				break
			}
			if c.IsElement("form", "body") {
				break
			}
		}
		if f.container == nil && slottedBelow(f.controls[0], a) {
			f.container = r.slotGroup(f)
		}
	}
	if f.container != nil {
		ix.owner[f.container.Order] = int32(f.idx + 1)
	}
	s := a
	for p := parentElement(s); p != nil && !stopScope(p) && ix.holdsOnly(p, f); p = parentElement(p) {
		s = p
	}
	f.scope = s
}

func isGroupRole(r string) bool { return r == "group" || r == "radiogroup" }

// stopScope: a field's own container never grows past these.
func stopScope(n *dom.Node) bool {
	return n.IsElement("form", "body", "html", "main", "dialog") || explicitRole(n) == "dialog"
}

// controlVisible applies the visibility rule to one control. File inputs
// are excepted (usually hidden behind a styled button): they count when
// their parent shows. A checkbox or radio hidden for restyling counts
// when a label of it shows, and a combobox's transparent text box when
// its parent shows. A hidden original (widgetlabel.go) never counts: a
// person operates the widget that replaces it.
func (r *Resolver) controlVisible(n *dom.Node) bool {
	if hiddenOriginal(n) {
		return false // the widget that replaces it is the field
	}
	if r.visible(n) {
		return true
	}
	if b, _ := r.comboboxBox(n); b != nil {
		// A combobox's text box made transparent while the widget shows
		// the chosen value in its place: the widget around it shows.
		return true
	}
	if n.IsElement("input") && (explicitRole(n) == "combobox" || autocompleteList(n)) && n.State != nil && n.HasAttr("disabled") && n.Style().Visibility == "hidden" {
		// A locked combobox whose widget hides its text box (and the box
		// around it) and shows only its value: the widget shows, locked,
		// and a Fill of it is judged not_editable, not waited on as a
		// hidden match.
		for p, depth := parentElement(n), 0; p != nil && depth < chipLevels; p, depth = parentElement(p), depth+1 {
			if p.IsElement("label", "form", "body", "fieldset") {
				break
			}
			if r.visible(p) {
				return true
			}
		}
		return false
	}
	if n.IsElement("input") {
		switch inputType(n) {
		case "file":
			p := parentElement(n)
			return p != nil && r.visible(p)
		case "checkbox", "radio":
			for _, l := range r.labelsOf(n) {
				if r.visible(l) {
					return true
				}
			}
		}
	}
	return false
}

// comboboxBox is the box a widget draws around its transparent combobox:
// a combobox text box made transparent (opacity 0), itself or inside a
// wrapper holding nothing else, while the widget shows its value or
// placeholder in its place (many widgets keep the focusable box for
// assistive technology and draw their own). The box is the first visible
// ancestor above the transparent part; nil when there is none. wrapped
// says the transparent part is a wrapper around the text box (a visually
// hidden copy a pointer cannot aim at): a person clicks the box.
func (r *Resolver) comboboxBox(n *dom.Node) (box *dom.Node, wrapped bool) {
	if !n.IsElement("input") || !(explicitRole(n) == "combobox" || autocompleteList(n)) || n.State == nil || n.Hidden() {
		return nil, false
	}
	for e, depth := n, 0; e != nil && depth < 2; e, depth = parentElement(e), depth+1 {
		if e != n && len(elementChildren(e)) != 1 {
			return nil, false // a wrapper holding more than the box
		}
		if e.Style().Opacity == "0" {
			if p := parentElement(e); p != nil && r.visible(p) {
				return p, e != n
			}
			return nil, false
		}
	}
	return nil, false
}

// labelsOf returns the <label> elements of a labelable control: the
// wrapping label and label[for=id] in the same tree.
func (r *Resolver) labelsOf(n *dom.Node) []*dom.Node {
	var out []*dom.Node
	for p, depth := n.Parent, 0; p != nil && depth < 8; p, depth = p.Parent, depth+1 {
		if p.IsElement("label") {
			if f := p.AttrOr("for"); f == "" || f == n.ID() {
				out = append(out, p)
			}
			break
		}
	}
	if id := n.ID(); id != "" && r.ix != nil {
		root := n.TreeRoot()
		for _, l := range r.ix.labelFor[id] {
			if l.TreeRoot() == root {
				out = append(out, l)
			}
		}
	}
	return out
}

type buttonGroup struct {
	buttons   []*dom.Node
	container *dom.Node
}

// selectedWords are class words that mark a chosen button.
var selectedWords = map[string]bool{"selected": true, "active": true, "checked": true, "pressed": true, "on": true}

// groupWords are class words of a container that groups answers.
var groupWords = map[string]bool{"question": true, "choice": true, "choices": true, "options": true, "toggle": true, "segmented": true, "group": true, "answers": true}

// buttonGroups finds candidate Yes/No groups among short buttons.
func (r *Resolver) buttonGroups(d *discovered, countAll func(*dom.Node) int) []buttonGroup {
	byParent := map[*dom.Node][]*dom.Node{}
	var order []*dom.Node
	for _, b := range d.buttons {
		p := parentElement(b)
		if p == nil {
			continue
		}
		// A wrapper around one button groups by its own parent.
		if gp := parentElement(p); gp != nil && len(elementChildren(p)) == 1 && !isGroupRole(explicitRole(p)) {
			p = gp
		}
		if _, ok := byParent[p]; !ok {
			order = append(order, p)
		}
		byParent[p] = append(byParent[p], b)
	}
	var out []buttonGroup
	for _, p := range order {
		bs := byParent[p]
		if len(bs) < 2 || countAll(p) != 0 || inToolbar(p) {
			continue
		}
		ok := true
		marked := false
		// The buttons' parent, or a container a level or two up that holds
		// nothing else, may say it groups answers.
		for c, depth := p, 0; c != nil && depth < 3 && countAll(c) == 0; c, depth = parentElement(c), depth+1 {
			if c.IsElement("fieldset") || isGroupRole(explicitRole(c)) || hasClassWord(c, groupWords) {
				marked = true
				break
			}
		}
		for _, b := range bs {
			if b.HasAttr("aria-pressed") || b.HasAttr("aria-checked") || hasClassWord(b, selectedWords) {
				marked = true
			}
		}
		// Names last: a page of unmarked button rows (a list's Open and
		// Archive) asks none.
		for _, b := range bs {
			if !marked {
				break
			}
			if !short(collapse(r.name(b))) {
				ok = false
				break
			}
		}
		if ok && marked {
			out = append(out, buttonGroup{buttons: bs, container: p})
		}
	}
	return out
}

func elementChildren(n *dom.Node) []*dom.Node {
	var out []*dom.Node
	for _, c := range n.Children {
		if c.Type == dom.ElementNode {
			out = append(out, c)
		} else if c.Type == dom.TextNode && strings.TrimSpace(c.Data) != "" {
			out = append(out, c)
		}
	}
	return out
}

// inToolbar: buttons of a toolbar, menu, tab list or navigation are
// commands, never answers.
func inToolbar(n *dom.Node) bool {
	for p, depth := n, 0; p != nil && depth < 12; p, depth = parentElement(p), depth+1 {
		switch explicitRole(p) {
		case "toolbar", "menubar", "menu", "tablist", "navigation":
			return true
		}
		if p.IsElement("nav") {
			return true
		}
	}
	return false
}
