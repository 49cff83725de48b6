package formsnap

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

// Options tune Build. The zero value (or nil) is the default.
type Options struct {
	// PageID is recorded as the snapshot's pageId; "" means "page".
	PageID string
	// MaxControls lowers the control budget (0 means MaxControls; a
	// larger number is capped at it).
	MaxControls int
	// Parts are custom parts maps, as scripts give them (Build only; a
	// Resolver passed to FromResolver has its own).
	Parts []resolver.CustomParts
}

// Build describes the forms of doc (one document with its shadow trees;
// same-process iframe documents are snapshots of their own). It reads the
// model only: nothing is fetched, nothing runs.
func Build(doc *dom.Document, opts *Options) (*FormSnapshot, error) {
	if doc == nil {
		return nil, fmt.Errorf("formsnap: no document")
	}
	var ro resolver.Options
	if opts != nil {
		ro.Parts = opts.Parts
	}
	return FromResolver(resolver.New(doc, &ro), opts)
}

// FromResolver is Build over a Resolver the caller already has (the live
// layer's, which remembers controls once seen as passwords).
func FromResolver(r *resolver.Resolver, opts *Options) (*FormSnapshot, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	if o.PageID == "" {
		o.PageID = "page"
	}
	if len(o.PageID) > MaxPageIDBytes || !pageIDOK(o.PageID) {
		return nil, fmt.Errorf("formsnap: page id %q is not 1 to %d letters, digits and . _ : -", o.PageID, MaxPageIDBytes)
	}
	if o.MaxControls <= 0 || o.MaxControls > MaxControls {
		o.MaxControls = MaxControls
	}
	b, err := newBuilder(r)
	if err != nil {
		return nil, err
	}
	s := b.snapshot(o)
	if err := s.Validate(); err != nil {
		// A snapshot Build makes always validates; this is a bug, and
		// failing closed beats handing it out.
		return nil, fmt.Errorf("formsnap: built an invalid snapshot (a bug): %w", err)
	}
	return s, nil
}

// builder holds what one snapshot (or one Locate) learns about a document.
type builder struct {
	r       *resolver.Resolver
	doc     *dom.Document
	names   *names
	fields  []resolver.Field
	matches []*resolver.Match
	fieldOf map[*dom.Node]int // a field's control → index in fields
	labels  map[labelKey][]*dom.Node

	clickDone bool
	clicks    []resolver.Clickable

	truncated bool
}

func newBuilder(r *resolver.Resolver) (*builder, error) {
	b := &builder{r: r, doc: r.Document(), names: newNames(), fieldOf: map[*dom.Node]int{}}
	fs, err := r.Fields(nil)
	if err != nil {
		return nil, err
	}
	b.fields = fs
	b.matches = make([]*resolver.Match, len(fs))
	for i, f := range fs {
		m, err := r.Match(f.Ref)
		if err != nil {
			return nil, fmt.Errorf("formsnap: a listed field does not resolve (a bug): %w", err)
		}
		b.matches[i] = m
		for _, n := range m.Nodes {
			b.fieldOf[n] = i
		}
	}
	return b, nil
}

// controls lists the controls a person could see, in document order: the
// resolver's fields' controls, and buttons (native ones anywhere, role
// button inside a form) that are not part of a field.
func (b *builder) controls() []*dom.Node {
	var out []*dom.Node
	skipTo := -1
	for _, n := range b.doc.Nodes {
		if n.Order <= skipTo || n.Type != dom.ElementNode || n.Namespace != "" {
			continue
		}
		if _, ok := b.fieldOf[n]; ok {
			if b.controlVisible(n) {
				out = append(out, n)
			}
			skipTo = b.end(n)
			continue
		}
		switch {
		case n.IsElement("template", "select", "datalist"):
			skipTo = b.end(n)
		case isButton(n) && !b.inField(n):
			if n.Visible() {
				out = append(out, n)
			}
			skipTo = b.end(n)
		}
	}
	return out
}

// end is the last Order of n's subtree (shadow trees included).
func (b *builder) end(n *dom.Node) int {
	last := n
	for {
		var next *dom.Node
		if k := len(last.Children); k > 0 {
			next = last.Children[k-1]
		} else if last.Shadow != nil {
			next = last.Shadow
		}
		if next == nil {
			return last.Order
		}
		last = next
	}
}

// isButton: a native button (any type), an input button, or an element
// with role button inside a form.
func isButton(n *dom.Node) bool {
	if n.IsElement("button") {
		return true
	}
	if n.IsElement("input") {
		switch inputType(n) {
		case "submit", "reset", "button", "image":
			return true
		}
		return false
	}
	return strings.EqualFold(firstToken(n.AttrOr("role")), "button") && formOwner(n) != nil
}

// inField: the element lies inside a field's control or its listbox (a
// combobox's toggle, a listbox's options); those are the field's parts.
func (b *builder) inField(n *dom.Node) bool {
	for p, depth := parentElement(n), 0; p != nil && depth < 64; p, depth = parentElement(p), depth+1 {
		if _, ok := b.fieldOf[p]; ok {
			return true
		}
		if strings.EqualFold(firstToken(p.AttrOr("role")), "listbox") {
			return true
		}
	}
	return false
}

// groupInfo is a group while the snapshot is built.
type groupInfo struct {
	key     groupKey
	kind    GroupKind
	label   string
	req     bool
	order   int // document position of its element or first member
	form    *dom.Node
	parent  *groupInfo
	members []*Control
	used    bool
	id      string
}

type groupKey struct {
	el    *dom.Node // the fieldset or group element; nil for a field's group without one
	field int       // the field, for a field's group; -1 otherwise
	form  *dom.Node
}

func (b *builder) snapshot(o Options) *FormSnapshot {
	s := &FormSnapshot{SchemaVersion: SchemaVersion, PageID: o.PageID, Forms: []Form{}, UnownedControls: []Control{}, UnownedGroups: []Group{}}
	nodes := b.controls()

	// Targets: role and name, then ordinals among the visible elements
	// sharing both.
	want := map[[2]string]bool{}
	for _, n := range nodes {
		if id := b.names.of(n); targetable(id) {
			want[[2]string{id.role, id.key}] = true
		}
	}
	same := b.sameNamed(want)

	forms := map[*dom.Node]*Form{}
	var formOrder []*dom.Node
	groups := map[groupKey]*groupInfo{}
	type placed struct {
		c    *Control
		form *dom.Node
		grp  *groupInfo
	}
	var all []placed
	for _, n := range nodes {
		form := formOwner(n)
		if form != nil && forms[form] == nil {
			if len(formOrder) == MaxForms {
				b.truncated = true
				continue
			}
			forms[form] = &Form{Name: b.clip(b.names.of(form).name)}
			formOrder = append(formOrder, form)
		}
		if len(all) == o.MaxControls {
			b.truncated = true
			break
		}
		c := b.control(n, same)
		all = append(all, placed{c: c, form: form, grp: b.groupOf(n, form, groups)})
	}

	// Ids in document order: forms, groups, controls.
	for i, f := range formOrder {
		forms[f].ID = "f" + strconv.Itoa(i+1)
	}
	var used []*groupInfo
	for _, p := range all {
		if p.grp != nil {
			p.grp.members = append(p.grp.members, p.c)
		}
		for g := p.grp; g != nil && !g.used; g = g.parent {
			g.used = true
			used = append(used, g)
		}
	}
	sort.SliceStable(used, func(i, j int) bool { return used[i].order < used[j].order })
	if len(used) > MaxGroups {
		used, b.truncated = used[:MaxGroups], true
	}
	kept := map[*groupInfo]bool{}
	for i, g := range used {
		g.id = "g" + strconv.Itoa(i+1)
		kept[g] = true
	}
	for i, p := range all {
		p.c.ID = "c" + strconv.Itoa(i+1)
		if p.form != nil {
			p.c.FormID = forms[p.form].ID
		}
	}
	for _, g := range used {
		gr := Group{ID: g.id, Kind: g.kind, Label: b.clip(g.label), Required: g.req, Controls: []string{}}
		if g.parent != nil && kept[g.parent] {
			gr.ParentID = g.parent.id
		}
		for _, c := range g.members {
			c.GroupID = g.id
			gr.Controls = append(gr.Controls, c.ID)
		}
		if g.form != nil {
			forms[g.form].Groups = append(forms[g.form].Groups, gr)
		} else {
			s.UnownedGroups = append(s.UnownedGroups, gr)
		}
	}
	for _, p := range all {
		if p.form == nil {
			s.UnownedControls = append(s.UnownedControls, *p.c)
			continue
		}
		f := forms[p.form]
		f.Controls = append(f.Controls, *p.c)
		switch p.c.Kind {
		case KindSubmit:
			f.SubmitControls = append(f.SubmitControls, p.c.ID)
		case KindReset:
			f.ResetControls = append(f.ResetControls, p.c.ID)
		}
	}
	for _, fe := range formOrder {
		f := forms[fe]
		if len(f.Controls) == 0 {
			continue // every control it had was past the budget
		}
		for _, l := range []*[]string{&f.SubmitControls, &f.ResetControls} {
			if *l == nil {
				*l = []string{}
			}
		}
		if f.Groups == nil {
			f.Groups = []Group{}
		}
		s.Forms = append(s.Forms, *f)
	}
	s.Truncated = b.truncated
	return s
}

// groupOf returns the control's innermost group: its field's group (a
// radio group, a checkbox group, a buttons group), else the innermost
// named fieldset or group around it within its form.
func (b *builder) groupOf(n, form *dom.Node, groups map[groupKey]*groupInfo) *groupInfo {
	if fi, ok := b.fieldOf[n]; ok {
		f := &b.fields[fi]
		m := b.matches[fi]
		if len(m.Nodes) > 1 || f.Kind == resolver.KindButtons {
			k := groupKey{el: m.Container, field: fi, form: form}
			if m.Container == nil {
				k.el = nil
			}
			if g := groups[k]; g != nil {
				return g
			}
			g := &groupInfo{key: k, label: f.Label, req: f.Required, form: form, order: m.Nodes[0].Order}
			switch f.Kind {
			case resolver.KindRadio:
				g.kind = GroupRadio
			case resolver.KindCheckbox:
				g.kind = GroupCheckbox
			default:
				g.kind = GroupButtons
			}
			from := m.Nodes[0]
			if m.Container != nil {
				g.order = m.Container.Order
				from = m.Container
			}
			groups[k] = g
			g.parent = b.containerGroup(from, m.Container, form, groups)
			return g
		}
	}
	return b.containerGroup(n, nil, form, groups)
}

// containerGroup is the innermost named fieldset or group element above
// from (skipping skip, a field group's own container), below the form.
func (b *builder) containerGroup(from, skip, form *dom.Node, groups map[groupKey]*groupInfo) *groupInfo {
	for p, depth := parentElement(from), 0; p != nil && depth < 64; p, depth = parentElement(p), depth+1 {
		if p == form || p.IsElement("form", "body") {
			return nil
		}
		if p == skip || !isGroupElement(p) {
			continue
		}
		label := b.names.of(p).name
		if label == "" {
			continue
		}
		k := groupKey{el: p, field: -1, form: form}
		if g := groups[k]; g != nil {
			return g
		}
		g := &groupInfo{key: k, kind: GroupFieldset, label: label, form: form, order: p.Order,
			req: p.HasAttr("required") || strings.EqualFold(p.AttrOr("aria-required"), "true")}
		groups[k] = g
		g.parent = b.containerGroup(p, nil, form, groups)
		return g
	}
	return nil
}

func isGroupElement(n *dom.Node) bool {
	if n.IsElement("fieldset") {
		return true
	}
	switch firstToken(n.AttrOr("role")) {
	case "group", "radiogroup":
		return true
	}
	return false
}

// clip bounds a string, marking the snapshot truncated when it cuts.
func (b *builder) clip(s string) string {
	if utf8.RuneCountInString(s) <= MaxString {
		return s
	}
	b.truncated = true
	r := []rune(s)
	return string(r[:MaxString-1]) + "…"
}

// formOwner is the form a control belongs to: its form attribute, else
// the nearest form around it in its own tree.
func formOwner(n *dom.Node) *dom.Node {
	if id := n.AttrOr("form"); id != "" {
		if f := n.ElementByID(id); f != nil && f.IsElement("form") {
			return f
		}
		return nil
	}
	for p := n.Parent; p != nil; p = p.Parent {
		if p.IsElement("form") {
			return p
		}
	}
	return nil
}

func firstToken(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	if i := strings.IndexAny(s, " \t\n\r\f"); i >= 0 {
		s = s[:i]
	}
	return s
}

// inputType is the input's type as the browser sees it: lower case, and
// "text" when missing or unknown.
func inputType(n *dom.Node) string {
	t := strings.ToLower(strings.TrimSpace(n.AttrOr("type")))
	switch t {
	case "hidden", "submit", "reset", "image", "button", "checkbox", "radio", "file", "range", "color",
		"email", "tel", "url", "search", "password", "number", "date", "datetime-local", "month", "week", "time":
		return t
	}
	return "text"
}
