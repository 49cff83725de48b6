package tools

import (
	"strconv"
	"strings"

	"github.com/surefill/surefill/dom"
)

// Field is one field of a form tool: the named controls of the form
// (form= associated ones included) that share a name, as one value.
type Field struct {
	// Name is the control name as the markup writes it ("a[b]").
	Name string `json:"name"`
	// Path is where the value goes in the schema's object: a[b] → [a b];
	// a named fieldset adds its own path in front.
	Path []string `json:"path"`
	// Type is the input type ("text", "email", "number", "date",
	// "checkbox", "radio", "file"…), "textarea" or "select".
	Type string `json:"type"`
	// Label is the field's label from the page's own markup (or, when
	// that gives none, its question text); never from a user-authored
	// region.
	Label string `json:"label,omitempty"`
	// Description is the field's hint: toolparamdescription, else the
	// form's data-tool-param-<name>, else the label, else
	// aria-description.
	Description string `json:"description,omitempty"`
	Required    bool   `json:"required,omitempty"`
	// ReadOnly fields (readonly, aria-readonly) are context: listed with
	// their value, left out of the schema, never written.
	ReadOnly bool `json:"readOnly,omitempty"`
	// Multiple means the field takes a list: several checkboxes, a
	// multiple select or file input, a repeated name or a name ending [].
	Multiple bool     `json:"multiple,omitempty"`
	Options  []Option `json:"options,omitempty"`
	// Value is the value at load: a string, a bool (one checkbox) or a
	// []string; nil when empty. It becomes the schema's default.
	Value any `json:"value,omitempty"`
	// Constraints, as the markup gives them.
	MinLength int `json:"minLength,omitempty"`
	MaxLength int `json:"maxLength,omitempty"`
	// Pattern is the page's pattern anchored ("^(?:" + p + ")$", as HTML
	// applies it); "" when none, or when it was dropped as invalid or
	// unsafe.
	Pattern string   `json:"pattern,omitempty"`
	Min     string   `json:"min,omitempty"`
	Max     string   `json:"max,omitempty"`
	Step    string   `json:"step,omitempty"`
	Accept  []string `json:"accept,omitempty"`
	// Count is the number of controls that share the name.
	Count int `json:"count"`
	// Elements are the controls, in tree order.
	Elements []*dom.Node `json:"-"`
}

// Option is one choice of a radio group, a select or a checkbox list:
// the value submitted and the text a person reads.
type Option struct {
	Value string `json:"value"`
	Title string `json:"title,omitempty"`
}

// textLike are the input types that take free text (and a pattern).
var textLike = map[string]bool{"text": true, "search": true, "email": true, "url": true, "tel": true, "password": true}

// readOnlyTypes are those the readonly attribute applies to (HTML
// §4.10.5.3.3).
var readOnlyTypes = map[string]bool{
	"text": true, "search": true, "url": true, "tel": true, "email": true, "password": true, "date": true,
	"month": true, "week": true, "time": true, "datetime-local": true, "number": true, "textarea": true,
}

// rangeTypes take min, max and step.
var rangeTypes = map[string]bool{
	"number": true, "range": true, "date": true, "time": true, "datetime-local": true, "month": true, "week": true,
}

// controlType is what a form control is as a field: "" when it is none (a
// button, an output) or excluded (hidden, password).
func controlType(n *dom.Node) string {
	if n.Namespace != "" {
		return ""
	}
	switch n.Tag {
	case "textarea":
		return "textarea"
	case "select":
		return "select"
	case "input":
	default:
		return ""
	}
	t := strings.ToLower(strings.TrimSpace(n.AttrOr("type")))
	switch t {
	case "hidden", "password", "submit", "reset", "image", "button":
		return ""
	case "checkbox", "radio", "file", "number", "range", "date", "time", "datetime-local", "month", "week",
		"color", "email", "url", "tel", "search", "text":
		return t
	}
	return "text"
}

// sensitive: a password now or before, or a card, password or one-time
// code by autocomplete. Such a control is never a field.
func (s *scanner) sensitive(n *dom.Node) bool {
	if n.IsElement("input") && strings.EqualFold(strings.TrimSpace(n.AttrOr("type")), "password") {
		return true
	}
	for _, tok := range strings.Fields(strings.ToLower(n.AttrOr("autocomplete"))) {
		if strings.HasPrefix(tok, "cc-") || tok == "current-password" || tok == "new-password" || tok == "one-time-code" {
			return true
		}
	}
	return s.opts.Passwords != nil && s.opts.Passwords.Seen(n)
}

// disabled: the attribute, or inside a disabled fieldset other than in
// its first legend (HTML §4.10.18.5).
func disabled(n *dom.Node) bool { return n.FormDisabled() }

func readOnly(n *dom.Node, typ string) bool {
	if strings.EqualFold(strings.TrimSpace(n.AttrOr("aria-readonly")), "true") {
		return true
	}
	return n.HasAttr("readonly") && readOnlyTypes[typ]
}

// formOwner is the form a control belongs to (HTML §4.10.17.3): the form
// its form attribute names in the same tree, else none when the attribute
// is there, else the nearest form ancestor.
func formOwner(n *dom.Node) *dom.Node {
	if id, ok := n.Attr("form"); ok {
		if f := n.ElementByID(id); f != nil && f.IsElement("form") {
			return f
		}
		return nil
	}
	for p, depth := n.Parent, 0; p != nil && depth < 1024; p, depth = p.Parent, depth+1 {
		if p.IsElement("form") {
			return p
		}
	}
	return nil
}

// controlsOf lists the form's listed controls in tree order, once for all
// forms.
func (s *scanner) controlsOf(form *dom.Node) []*dom.Node {
	if s.owned == nil {
		s.owned = map[*dom.Node][]*dom.Node{}
		for _, n := range s.doc.Nodes {
			if n.Type != dom.ElementNode || !n.IsElement("input", "select", "textarea") {
				continue
			}
			if f := formOwner(n); f != nil {
				s.owned[f] = append(s.owned[f], n)
			}
		}
	}
	return s.owned[form]
}

// fieldsetPath is the path named fieldsets around n add in front of its
// own, outermost first.
func fieldsetPath(n *dom.Node) (path []string, reason string) {
	var names []string
	for p, depth := n.Parent, 0; p != nil && depth < 1024; p, depth = p.Parent, depth+1 {
		if p.IsElement("fieldset") {
			if v := p.AttrOr("name"); v != "" {
				names = append(names, v)
			}
		}
	}
	for i := len(names) - 1; i >= 0; i-- {
		pp, arr, why := parsePath(names[i])
		if why == "" && arr {
			why = `a fieldset name cannot end in "[]"`
		}
		if why != "" {
			return nil, "fieldset name: " + why
		}
		path = append(path, pp...)
	}
	return path, ""
}

// formFields reads a form's fields. tool names the tool in Skipped.
func (s *scanner) formFields(form *dom.Node, tool string) []Field {
	s.tool = tool
	defer func() { s.tool = "" }()
	type group struct {
		name   string
		path   []string
		array  bool
		ctls   []*dom.Node
		types  []string
		broken string
	}
	var order []*group
	byKey := map[string]*group{}
	for _, c := range s.controlsOf(form) {
		if s.untrusted(c) || disabled(c) || s.sensitive(c) {
			continue
		}
		typ := controlType(c)
		name := c.AttrOr("name")
		if typ == "" || name == "" {
			continue
		}
		prefix, why := fieldsetPath(c)
		key := strings.Join(prefix, "\x00") + "\x01" + name
		g := byKey[key]
		if g == nil {
			g = &group{name: name}
			byKey[key] = g
			order = append(order, g)
			if why == "" {
				var p []string
				p, g.array, why = parsePath(name)
				g.path = append(prefix, p...)
			}
			g.broken = why
		}
		g.ctls = append(g.ctls, c)
		g.types = append(g.types, typ)
	}
	var out []Field
	for _, g := range order {
		if g.broken != "" {
			s.skip(Skipped{Kind: "field", Name: g.name, Tool: tool, Reason: g.broken})
			continue
		}
		typ := g.types[0]
		mixed := false
		for _, t := range g.types {
			mixed = mixed || t != typ
		}
		if mixed {
			s.skip(Skipped{Kind: "field", Name: g.name, Tool: tool, Reason: "controls of different types share the name"})
			continue
		}
		f := Field{Name: g.name, Path: g.path, Type: typ, Count: len(g.ctls), Elements: g.ctls}
		s.fillField(&f, form, g.array)
		out = append(out, f)
	}
	return out
}

// fillField reads one field's facts from its controls.
func (s *scanner) fillField(f *Field, form *dom.Node, array bool) {
	c := f.Elements[0]
	for _, m := range f.Elements {
		f.Required = f.Required || m.HasAttr("required") || strings.EqualFold(strings.TrimSpace(m.AttrOr("aria-required")), "true")
		f.ReadOnly = f.ReadOnly || readOnly(m, f.Type)
	}
	switch f.Type {
	case "radio":
		s.choices(f)
		for _, m := range f.Elements {
			if checked(m) {
				f.Value = radioValue(m)
			}
		}
		f.Label, f.Description = s.groupLabel(f, form)
		return
	case "checkbox":
		if len(f.Elements) == 1 && !array {
			f.Value = checked(c)
			break
		}
		f.Multiple = true
		s.choices(f)
		var on []string
		for _, m := range f.Elements {
			if checked(m) {
				on = append(on, radioValue(m))
			}
		}
		if len(on) > 0 {
			f.Value = on
		}
		f.Label, f.Description = s.groupLabel(f, form)
		return
	case "select":
		f.Multiple = c.HasAttr("multiple") || array || len(f.Elements) > 1
		var sel []string
		seen := map[string]bool{}
		for _, m := range f.Elements {
			for _, o := range options(m) {
				if disabledOption(o) {
					continue
				}
				v := optionValue(o)
				if v == "" {
					continue
				}
				if !seen[v] {
					seen[v] = true
					f.Options = append(f.Options, Option{Value: v, Title: s.optionTitle(o, v)})
				}
				if o.State != nil && o.State.Selected {
					sel = append(sel, v)
				}
			}
		}
		if f.Multiple && len(sel) > 0 {
			f.Value = sel
		} else if !f.Multiple && len(sel) > 0 {
			f.Value = sel[0]
		}
	case "file":
		f.Multiple = c.HasAttr("multiple") || array || len(f.Elements) > 1
		for _, a := range strings.Split(c.AttrOr("accept"), ",") {
			if a = strings.ToLower(strings.TrimSpace(a)); a != "" && len(f.Accept) < 32 {
				f.Accept = append(f.Accept, cut(a, 100))
			}
		}
	default:
		f.Multiple = array || len(f.Elements) > 1
		var vals []string
		for _, m := range f.Elements {
			if m.State != nil && m.State.Value != "" {
				vals = append(vals, m.State.Value)
			}
		}
		if f.Multiple && len(vals) > 0 {
			f.Value = vals
		} else if !f.Multiple && len(vals) > 0 {
			f.Value = vals[0]
		}
		if v, ok := nonNegInt(c.AttrOr("minlength")); ok {
			f.MinLength = v
		}
		if v, ok := nonNegInt(c.AttrOr("maxlength")); ok {
			f.MaxLength = v
		}
		if p := c.AttrOr("pattern"); textLike[f.Type] && p != "" {
			anchored, why := anchorPattern(p)
			if why != "" {
				s.skip(Skipped{Kind: "pattern", Name: f.Name, Tool: s.tool, Reason: why})
			}
			f.Pattern = anchored
		}
		if rangeTypes[f.Type] {
			f.Min = strings.TrimSpace(c.AttrOr("min"))
			f.Max = strings.TrimSpace(c.AttrOr("max"))
			f.Step = strings.TrimSpace(c.AttrOr("step"))
		}
	}
	label, tainted := s.markupLabel(c)
	if label == "" && !tainted {
		label = cut(trimMarks(collapse(s.resolverLabel(c))), MaxFieldDescription)
	}
	f.Label = label
	f.Description = s.description(f, form, []*dom.Node{c}, label)
}

// description applies the precedence: toolparamdescription, the form's
// data-tool-param-<name>, the label, aria-description.
func (s *scanner) description(f *Field, form *dom.Node, holders []*dom.Node, label string) string {
	for _, h := range holders {
		if v := collapse(h.AttrOr("toolparamdescription")); v != "" {
			return cut(v, MaxFieldDescription)
		}
	}
	if v := collapse(form.AttrOr("data-tool-param-" + strings.ToLower(f.Name))); v != "" {
		return cut(v, MaxFieldDescription)
	}
	if label != "" {
		return label
	}
	for _, h := range holders {
		if v := collapse(h.AttrOr("aria-description")); v != "" {
			return cut(v, MaxFieldDescription)
		}
	}
	return ""
}

// groupLabel labels a radio group or checkbox list: its fieldset or
// explicit group, else the question text above it.
func (s *scanner) groupLabel(f *Field, form *dom.Node) (label, desc string) {
	holders := append([]*dom.Node{}, f.Elements...)
	tainted := false
	if g := s.commonGroup(f.Elements); g != nil {
		holders = append([]*dom.Node{g}, holders...)
		var t bool
		label, t = s.refText(g, "aria-labelledby", 4*MaxFieldDescription)
		tainted = t
		if label == "" {
			label = collapse(g.AttrOr("aria-label"))
		}
		if label == "" && g.IsElement("fieldset") {
			for _, c := range g.Children {
				if c.IsElement("legend") {
					if s.holdsUntrusted(c) {
						tainted = true
					}
					label = s.text(c, 4*MaxFieldDescription, true)
					break
				}
			}
		}
	}
	if label == "" && len(f.Elements) == 1 {
		var t bool
		label, t = s.markupLabel(f.Elements[0])
		tainted = tainted || t
	}
	if label == "" && !tainted {
		label = collapse(s.resolverLabel(f.Elements[0]))
	}
	label = cut(trimMarks(label), MaxFieldDescription)
	return label, s.description(f, form, holders, label)
}

// commonGroup is the nearest fieldset or element with role group or
// radiogroup holding all the controls, below their form.
func (s *scanner) commonGroup(ctls []*dom.Node) *dom.Node {
	for p, depth := ctls[0].Parent, 0; p != nil && depth < 64; p, depth = p.Parent, depth+1 {
		if p.IsElement("form", "body") {
			return nil
		}
		role := strings.ToLower(strings.TrimSpace(p.AttrOr("role")))
		if !p.IsElement("fieldset") && role != "group" && role != "radiogroup" {
			continue
		}
		all := true
		for _, c := range ctls[1:] {
			all = all && s.contains(p, c)
		}
		if all {
			return p
		}
	}
	return nil
}

// choices lists a radio group's or checkbox list's values, each titled
// with its control's own label.
func (s *scanner) choices(f *Field) {
	seen := map[string]bool{}
	for _, m := range f.Elements {
		v := radioValue(m)
		if seen[v] {
			continue
		}
		seen[v] = true
		title, _ := s.markupLabel(m)
		if title == v {
			title = ""
		}
		f.Options = append(f.Options, Option{Value: v, Title: cut(title, MaxOptionTitle)})
	}
}

func checked(n *dom.Node) bool { return n.State != nil && n.State.Checked }

// radioValue is a checkbox's or radio's value: "on" by default.
func radioValue(n *dom.Node) string {
	if v, ok := n.Attr("value"); ok {
		return v
	}
	return "on"
}

// options lists a select's options, in optgroups too.
func options(sel *dom.Node) []*dom.Node {
	var out []*dom.Node
	for _, c := range sel.Children {
		if c.IsElement("option") {
			out = append(out, c)
		} else if c.IsElement("optgroup") {
			for _, o := range c.Children {
				if o.IsElement("option") {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

func disabledOption(o *dom.Node) bool {
	if o.HasAttr("disabled") {
		return true
	}
	p := o.Parent
	return p != nil && p.IsElement("optgroup") && p.HasAttr("disabled")
}

// optionValue is the value attribute, else the text (HTML §4.10.10).
func optionValue(o *dom.Node) string {
	if v, ok := o.Attr("value"); ok {
		return v
	}
	return collapse(o.TextContent())
}

func (s *scanner) optionTitle(o *dom.Node, value string) string {
	t := collapse(o.AttrOr("label"))
	if t == "" {
		t = collapse(o.TextContent())
	}
	if t == value {
		return ""
	}
	return cut(t, MaxOptionTitle)
}

func nonNegInt(s string) (int, bool) {
	v, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || v < 0 {
		return 0, false
	}
	return v, true
}
