package resolver

import (
	"fmt"
	"slices"
	"strings"

	"github.com/surefill/surefill/dom"
)

// Match is what a target resolved to, with what the live layer needs to
// act on it.
type Match struct {
	// Nodes are the element(s): a field's controls (a group's radios,
	// checkboxes or buttons), or the one element matched.
	Nodes []*dom.Node
	// Field is the field the match is, or belongs to (a radio of a group);
	// nil for an element that is part of no field.
	Field *Field
	// Member is true when the match is one element of Field, not all of it.
	Member bool
	// Container is the group element (fieldset, radiogroup, the buttons'
	// parent), if any.
	Container *dom.Node
	// Listbox is the popup of a combobox or custom select, found through
	// aria-controls or aria-owns; nil when not (yet) in the document.
	Listbox *dom.Node
	// Options are the elements that carry the choices: <option>s of a
	// select, options of the listbox, the members of a group.
	Options []*dom.Node
	// OptionNames are the options' names, in the same order.
	OptionNames []string
	// Parts are what the custom parts maps found near the field.
	Parts Parts
	// Chips are the chosen values a multi-value combobox shows in its box,
	// each with its remove control when it has one.
	Chips []Chip
	// Widget is how the resolver classified the field's control: what an
	// input strategy switches on (never a second reading of raw
	// attributes).
	Widget Widget
	// Original is the page's original control the widget replaces (a
	// hidden native select or input beside or inside it), nil when none:
	// it holds the value the form submits.
	Original *dom.Node
	// ClearControl is the control a combobox or custom select shows to
	// empty it (a button named like "Clear" or "Remove all items", see
	// clearControlOf), nil when none.
	ClearControl *dom.Node
}

// Widget is the kind of control a field is, as the resolver classified it.
type Widget uint8

// The widgets.
const (
	WidgetNone         Widget = iota
	WidgetText                // text-like input, textarea, role textbox, contenteditable
	WidgetNativeSelect        // native <select>
	WidgetCombobox            // role combobox, or an input with aria-autocomplete list or both
	WidgetCustomSelect        // a button that opens a listbox
	WidgetListbox             // a listbox no combobox or button controls
	WidgetCheckbox            // native checkbox, role checkbox or switch
	WidgetRadio               // native radio, role radio
	WidgetFile                // file input
	WidgetOther               // range, color, slider
	WidgetButton              // a button of a Yes/No group
)

var widgetOf = map[ctlClass]Widget{
	ctlText: WidgetText, ctlSelect: WidgetNativeSelect, ctlCombo: WidgetCombobox, ctlCustomSel: WidgetCustomSelect,
	ctlListbox: WidgetListbox, ctlCheckbox: WidgetCheckbox, ctlARIACheck: WidgetCheckbox, ctlRadio: WidgetRadio,
	ctlARIARadio: WidgetRadio, ctlFile: WidgetFile, ctlOther: WidgetOther, ctlButton: WidgetButton,
}

// Resolve returns the element(s) of what t names: a field's controls, or
// one element. Exactly one field or element a person can see must match.
func (r *Resolver) Resolve(t Target) ([]*dom.Node, error) {
	m, err := r.Match(t)
	if err != nil {
		return nil, err
	}
	return m.Nodes, nil
}

// Match resolves t and describes what it found.
func (r *Resolver) Match(t Target) (*Match, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	u, err := r.one("Resolve", t)
	if err != nil {
		return nil, err
	}
	return r.describeMatch(u), nil
}

// Field resolves t to a field and returns its facts and its elements. A
// target naming one member of a group (a radio, a Yes button) returns the
// group's field and that member's element. An element that belongs to no
// field fails with not_editable.
func (r *Resolver) Field(t Target) (Field, []*dom.Node, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	u, err := r.one("Field", t)
	if err != nil {
		return Field{}, nil, err
	}
	m := r.describeMatch(u)
	if m.Field == nil {
		return Field{}, nil, &Error{Code: NotEditable, Op: "Field", Target: t.String(),
			Detail: fmt.Sprintf("%s is not a field", describeNode(u.n))}
	}
	return *m.Field, m.Nodes, nil
}

// Count reports how many visible and hidden things t matches, without
// requiring exactly one (what waiting for a target needs).
func (r *Resolver) Count(t Target) (visible, hidden int, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	vis, hid, err := r.find(t)
	if err != nil {
		return 0, 0, r.asError("Count", t, err)
	}
	return len(vis), len(hid), nil
}

// Nodes returns the elements of the field ref names, or stale_ref.
func (r *Resolver) Nodes(ref FieldRef) ([]*dom.Node, error) {
	return r.Resolve(ref)
}

func (r *Resolver) describeMatch(u unit) *Match {
	m := &Match{}
	f := u.f
	if f == nil {
		f = r.index().fieldOf(u.n)
		m.Member = f != nil
	}
	m.Nodes = u.nodes()
	if f == nil {
		return m
	}
	m.Field = r.public(f)
	m.Container = f.container
	m.Listbox = f.listbox
	m.Options, m.OptionNames = r.optionNodes(f)
	m.Parts = r.partsOf(f)
	m.Chips = r.chipsOf(f)
	m.Widget = widgetOf[f.class]
	m.Original = f.origin
	m.ClearControl = r.clearControlOf(f, m.Chips)
	return m
}

// one resolves t to exactly one unit, or fails with not_found, ambiguous
// or stale_ref.
func (r *Resolver) one(op string, t Target) (unit, error) {
	if t == nil || isNilTarget(t) {
		return unit{}, &Error{Code: NotFound, Op: op, Detail: "no target given"}
	}
	vis, hid, err := r.find(t)
	if err != nil {
		return unit{}, r.asError(op, t, err)
	}
	switch len(vis) {
	case 1:
		return vis[0], nil
	case 0:
		e := &Error{Code: NotFound, Op: op, Target: t.String(), Hidden: len(hid)}
		if len(hid) > 0 {
			e.Detail = plural(len(hid), "hidden match", "hidden matches") + ", nothing a person could see"
		} else {
			e.Detail = "nothing matches"
		}
		e.Candidates = r.candidates(t.spec())
		return unit{}, e
	}
	e := &Error{Code: Ambiguous, Op: op, Target: t.String(), Hidden: len(hid),
		Detail: plural(len(vis), "match", "matches") + "; a target must name exactly one"}
	r.verifyAll()
	for _, v := range vis {
		if len(e.Candidates) == MaxCandidates {
			break
		}
		if tt := r.unitTarget(v); tt != nil {
			e.Candidates = append(e.Candidates, tt.String())
		}
	}
	return unit{}, e
}

// resolveError carries a code from find to asError.
type resolveError struct {
	code   ErrorCode
	detail string
}

func (e *resolveError) Error() string { return e.detail }

func (r *Resolver) asError(op string, t Target, err error) error {
	if re, ok := err.(*resolveError); ok {
		return &Error{Code: re.code, Op: op, Target: t.String(), Detail: re.detail}
	}
	return &Error{Code: NotFound, Op: op, Target: t.String(), Detail: err.Error()}
}

// find returns the units t matches, split into what a person could see
// and what is hidden, in tree order.
func (r *Resolver) find(t Target) (vis, hid []unit, err error) {
	return r.findDepth(t, 0)
}

const maxWithinDepth = 16

func (r *Resolver) findDepth(t Target, depth int) (vis, hid []unit, err error) {
	if depth > maxWithinDepth {
		return nil, nil, &resolveError{NotFound, "containers nest too deeply"}
	}
	s := t.spec()
	ix := r.index()
	var units []unit
	switch s.kind {
	case kindLabel:
		if s.nilRE || (s.m.re == nil && s.m.key == "") {
			return nil, nil, &resolveError{NotFound, "an empty label matches nothing"}
		}
		units = r.labelUnits(s.m, false)
		if !anyVisible(r, units) {
			units = append(units[:len(units):len(units)], r.labelUnits(s.m, true)...)
		}
	case kindRole:
		if s.nilRE {
			return nil, nil, &resolveError{NotFound, "a nil regexp matches nothing"}
		}
		units = r.unitsOf(r.roleNodes(s.role, s.m))
	case kindText:
		if s.nilRE || (s.m.re == nil && s.m.key == "") {
			return nil, nil, &resolveError{NotFound, "an empty text matches nothing"}
		}
		ns := r.textNodes(s.m, false)
		if len(ns) == 0 {
			ns = r.textNodes(s.m, true)
		}
		units = r.unitsOf(ns)
	case kindCSS:
		ns, err := r.selectCSS(s.m.text)
		if err != nil {
			return nil, nil, &resolveError{NotFound, err.Error()}
		}
		units = r.unitsOf(ns)
	case kindFrame, kindMain:
		return nil, nil, &resolveError{NotFound, "a frame names a document, not an element: narrow a target with it, as in Label(\"Email\").Within(" + t.String() + ")"}
	case kindRef:
		if s.ref.Gen != r.gen {
			return nil, nil, &resolveError{StaleRef, "the ref is from another document or version; refs last for one document"}
		}
		n := r.refNode(s.ref.Node)
		if n == nil {
			return nil, nil, &resolveError{StaleRef, "the ref names no field of this document"}
		}
		f := ix.fieldOf(n)
		if f == nil || f.controls[0] != n {
			return nil, nil, &resolveError{StaleRef, "the ref names no field of this document"}
		}
		units = []unit{{f: f}}
	}
	for _, u := range units {
		if r.unitVisible(u) {
			vis = append(vis, u)
		} else {
			hid = append(hid, u)
		}
	}
	for _, c := range s.within {
		if cs := c.spec(); frameOnly(cs) {
			if !r.inDocument(cs) {
				return nil, nil, nil // the target names another document of the page
			}
			continue
		}
		cv, _, err := r.findDepth(c, depth+1)
		if err != nil {
			return nil, nil, err
		}
		if len(cv) == 0 {
			return nil, nil, &resolveError{NotFound, fmt.Sprintf("the container %s matches nothing a person could see", c.String())}
		}
		var scopes [][2]int
		for _, cu := range cv {
			scopes = append(scopes, r.scopeOf(cu))
		}
		vis = inScopes(r, vis, scopes)
		hid = inScopes(r, hid, scopes)
	}
	return vis, hid, nil
}

// inDocument reports whether this document is the one a document
// container names.
func (r *Resolver) inDocument(s *spec) bool {
	if s.kind == kindMain {
		return !r.opts.Nested
	}
	return r.opts.Nested && strings.Contains(r.opts.Address, s.m.text)
}

func inScopes(r *Resolver, us []unit, scopes [][2]int) []unit {
	out := us[:0:0]
	for _, u := range us {
		for _, sc := range scopes {
			if r.unitIn(u, sc[0], sc[1]) {
				out = append(out, u)
				break
			}
		}
	}
	return out
}

// unitIn reports whether every element of u lies in [lo, hi].
func (r *Resolver) unitIn(u unit, lo, hi int) bool {
	for _, n := range u.nodes() {
		if n.Doc != r.doc || n.Order < lo || n.Order > hi {
			return false
		}
	}
	return true
}

// scopeOf is the tree-order range a container unit covers: the matched
// element's subtree, a heading's region, or a field's own container.
func (r *Resolver) scopeOf(u unit) [2]int {
	ix := r.index()
	n := u.at
	if n == nil && u.f != nil {
		n = u.f.scope
		if u.f.container != nil {
			n = u.f.container
		}
	}
	if n == nil {
		n = u.n
	}
	if !r.ours(n) {
		return [2]int{-1, -1}
	}
	if r.role(n) == "heading" {
		return [2]int{n.Order, r.regionEnd(n)}
	}
	return [2]int{n.Order, int(ix.end[n.Order])}
}

// unitVisible applies the visibility rule to a unit.
func (r *Resolver) unitVisible(u unit) bool {
	if u.f != nil {
		return u.f.visible
	}
	if f := r.index().fieldOf(u.n); f != nil {
		return r.controlVisible(u.n)
	}
	if u.n.IsElement("input") && inputType(u.n) == "file" {
		return r.controlVisible(u.n)
	}
	return r.visible(u.n)
}

// labelUnits returns what Label(m) matches among shown fields, in tree
// order; with hidden, among hidden fields.
func (r *Resolver) labelUnits(m matcher, hidden bool) []unit {
	ix := r.index()
	idx := ix.labels
	if hidden {
		idx = r.hiddenLabels()
	}
	if m.re == nil {
		return idx[m.key]
	}
	var out []unit
	seen := map[unit]bool{}
	for _, f := range ix.fields {
		if f.visible == hidden {
			continue
		}
		for _, k := range f.keys {
			if m.matchKey(k.key, k.disp) {
				u := unit{f: f}
				if !seen[u] {
					seen[u] = true
					out = append(out, u)
				}
			}
		}
		if isGroup(f) {
			for _, c := range f.controls {
				if nm := r.ctlName(c); nm != "" && m.match(nm) {
					out = append(out, unit{n: c})
				}
			}
		}
	}
	return out
}

func anyVisible(r *Resolver, us []unit) bool {
	for _, u := range us {
		if r.unitVisible(u) {
			return true
		}
	}
	return false
}

func isGroup(f *field) bool { return len(f.controls) > 1 || f.kind == KindButtons }

// unitsOf maps matched elements to units: a field's container or its only
// control is the field; a group member is itself, unless every member of
// the group matched, which is the group.
func (r *Resolver) unitsOf(ns []*dom.Node) []unit {
	ix := r.index()
	if len(ns) == 1 {
		return []unit{r.unitOf(ns[0])}
	}
	var out []unit
	whole := map[*field]bool{}
	count := map[*field]int{}
	for _, n := range ns {
		f := ix.fieldOf(n)
		switch {
		case f != nil && (n == f.container || len(f.controls) == 1 && f.controls[0] == n):
			if !whole[f] {
				whole[f] = true
				out = append(out, unit{f: f, at: n})
			}
		case f != nil:
			count[f]++
			out = append(out, unit{n: n, at: n})
		default:
			out = append(out, unit{n: n, at: n})
		}
	}
	if len(count) == 0 {
		return out
	}
	merged := out[:0:0]
	done := map[*field]bool{}
	for _, u := range out {
		if u.f == nil {
			if f := ix.fieldOf(u.n); f != nil && count[f] == len(f.controls) {
				if !whole[f] && !done[f] {
					done[f] = true
					merged = append(merged, unit{f: f})
				}
				continue
			}
		}
		merged = append(merged, u)
	}
	return merged
}

// unitOf is unitsOf for one element.
func (r *Resolver) unitOf(n *dom.Node) unit {
	if f := r.index().fieldOf(n); f != nil && (n == f.container || len(f.controls) == 1) {
		return unit{f: f, at: n}
	}
	return unit{n: n, at: n}
}

// roleNodes returns the elements with the role whose name matches.
func (r *Resolver) roleNodes(role string, m matcher) []*dom.Node {
	var out []*dom.Node
	for _, n := range r.doc.Nodes {
		if n.Type != dom.ElementNode || r.role(n) != role {
			continue
		}
		if m.any || m.match(r.name(n)) {
			out = append(out, n)
		}
	}
	return out
}

func describeNode(n *dom.Node) string {
	if n == nil {
		return "nothing"
	}
	s := "<" + n.Tag
	if id := n.ID(); id != "" {
		s += fmt.Sprintf(" id=%q", id)
	}
	if c := n.AttrOr("class"); c != "" {
		s += fmt.Sprintf(" class=%q", c)
	}
	return s + ">"
}

func sortUnits(us []unit) {
	slices.SortStableFunc(us, func(a, b unit) int { return a.first().Order - b.first().Order })
}
