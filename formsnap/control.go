package formsnap

import (
	"slices"
	"strconv"
	"strings"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

// control describes one control: its kind, label, typed state (redacted
// when sensitive), constraints, validity, options, operations and target.
func (b *builder) control(n *dom.Node, same map[[2]string][]*dom.Node) *Control {
	var f *resolver.Field
	var m *resolver.Match
	fi, inField := b.fieldOf[n]
	if inField {
		f, m = &b.fields[fi], b.matches[fi]
	}
	member := inField && (len(m.Nodes) > 1 || f.Kind == resolver.KindButtons)
	id := b.names.of(n)
	c := &Control{Kind: kindOf(n, f)}

	switch {
	case member || !inField:
		c.Label = id.name
	default:
		c.Label = f.Label
	}
	c.Label = b.clip(c.Label)
	if inField {
		c.Description = b.clip(f.Hint)
		if !member {
			c.Placeholder = b.clip(f.Placeholder)
		}
		c.Sensitive = f.Sensitive
	}
	if c.Kind == KindPassword {
		c.Sensitive = true
	}
	c.Disabled = disabled(n)
	c.ReadOnly = readOnly(n, c.Kind)

	c.State = b.state(n, c, f, member)
	c.Constraints = b.constraints(n, c, f)
	c.Validity = b.validity(c, f)
	if inField && !member && optionKinds[c.Kind] {
		c.Options = b.options(m, c.State)
	}
	c.SupportedOperations = operations(n, c)

	if targetable(id) {
		if path, ok := b.names.shadowPath(n); ok {
			k := [2]string{id.role, id.key}
			list := same[k]
			pos := slices.Index(list, n)
			if pos >= 0 {
				unique := len(list) == 1
				if unique || b.actTarget(n, id, false) != nil {
					t := &Target{Role: id.role, Name: id.name, ShadowPath: path}
					if !unique {
						t.Ordinal = pos + 1
					}
					c.Target = t
				}
			}
		}
	}
	return c
}

// kindOf normalizes what the control is.
func kindOf(n *dom.Node, f *resolver.Field) ControlKind {
	role := firstToken(n.AttrOr("role"))
	if f != nil && f.Kind == resolver.KindButtons {
		return KindToggleButton
	}
	switch {
	case n.IsElement("input"):
		t := inputType(n)
		switch t {
		case "checkbox":
			if role == "switch" {
				return KindSwitch
			}
			return KindCheckbox
		case "radio":
			return KindRadio
		case "file":
			return KindFile
		case "range":
			return KindRange
		case "color":
			return KindColor
		case "submit", "image":
			return KindSubmit
		case "reset":
			return KindReset
		case "button":
			return KindButton
		}
		if f != nil && f.Kind == resolver.KindSelect {
			return KindCombobox
		}
		switch t {
		case "email":
			return KindEmail
		case "password":
			return KindPassword
		case "search":
			return KindSearch
		case "tel":
			return KindTel
		case "url":
			return KindURL
		case "number":
			return KindNumber
		case "date":
			return KindDate
		case "time":
			return KindTime
		case "datetime-local":
			return KindDateTimeLocal
		case "month":
			return KindMonth
		case "week":
			return KindWeek
		}
		return KindText
	case n.IsElement("textarea"):
		return KindTextarea
	case n.IsElement("select"):
		if n.HasAttr("multiple") {
			return KindSelectMultiple
		}
		return KindSelect
	}
	if f == nil {
		if n.IsElement("button") {
			switch strings.ToLower(strings.TrimSpace(n.AttrOr("type"))) {
			case "reset":
				return KindReset
			case "button":
				return KindButton
			}
			if formOwner(n) != nil {
				return KindSubmit
			}
		}
		return KindButton
	}
	switch f.Kind {
	case resolver.KindText:
		switch role {
		case "searchbox":
			return KindSearch
		case "spinbutton":
			return KindNumber
		}
		if ce, ok := n.Attr("contenteditable"); ok && !strings.EqualFold(ce, "false") {
			return KindContentEditable
		}
		return KindText
	case resolver.KindSelect:
		if role == "listbox" {
			return KindListbox
		}
		return KindCombobox
	case resolver.KindCheckbox:
		if role == "switch" {
			return KindSwitch
		}
		return KindCheckbox
	case resolver.KindRadio:
		return KindRadio
	case resolver.KindFile:
		return KindFile
	}
	return KindOther
}

// editable reports a combobox that takes typed text (an input, or a
// container holding one), as opposed to a button that opens a list.
func editable(n *dom.Node) bool {
	if n.IsElement("input") {
		return true
	}
	if ce, ok := n.Attr("contenteditable"); ok && !strings.EqualFold(ce, "false") {
		return true
	}
	var found bool
	var walk func(x *dom.Node, depth int)
	walk = func(x *dom.Node, depth int) {
		if found || depth > 32 {
			return
		}
		for _, c := range x.Children {
			if c.IsElement("input") && textTypes[inputType(c)] || firstToken(c.AttrOr("role")) == "textbox" {
				found = true
				return
			}
			walk(c, depth+1)
		}
		if x.Shadow != nil {
			walk(x.Shadow, depth+1)
		}
	}
	walk(n, 0)
	return found
}

var textTypes = map[string]bool{"text": true, "email": true, "tel": true, "url": true, "search": true, "password": true, "number": true}

// state is the typed current state. A sensitive control says only whether
// it holds a value.
func (b *builder) state(n *dom.Node, c *Control, f *resolver.Field, member bool) State {
	if c.Sensitive {
		present := f != nil && !f.Empty
		if member || f == nil {
			present = checkedOf(n)
		}
		return RedactedState(present)
	}
	str := func() string {
		if f == nil {
			return ""
		}
		s, _ := f.Value.(string)
		return b.clip(s)
	}
	switch c.Kind {
	case KindCheckbox, KindSwitch, KindRadio:
		return CheckedState(checkedOf(n))
	case KindToggleButton:
		return CheckedState(b.chosen(n, f))
	case KindFile:
		k := 0
		if n.State != nil {
			k = n.State.Files
		}
		return FilesState(k)
	case KindSelect, KindSelectMultiple, KindListbox:
		return SelectionState(b.chosenLabels(f))
	case KindCombobox:
		if editable(n) {
			return TextState(str())
		}
		return SelectionState(b.chosenLabels(f))
	case KindButton, KindSubmit, KindReset:
		if v, ok := n.Attr("aria-pressed"); ok && c.Kind == KindButton {
			return CheckedState(strings.EqualFold(strings.TrimSpace(v), "true"))
		}
		return State{Kind: StateNone}
	case KindOther:
		if f == nil {
			return State{Kind: StateNone}
		}
	}
	return TextState(str())
}

func (b *builder) chosenLabels(f *resolver.Field) []string {
	var out []string
	if f != nil {
		switch v := f.Value.(type) {
		case string:
			out = []string{v}
		case []string:
			out = v
		}
	}
	if len(out) > MaxOptions {
		out, b.truncated = out[:MaxOptions], true
	}
	for i := range out {
		out[i] = b.clip(out[i])
	}
	return out
}

// checkedOf reads native checkedness or aria-checked.
func checkedOf(n *dom.Node) bool {
	if n.IsElement("input") {
		return n.State != nil && n.State.Checked
	}
	return strings.EqualFold(strings.TrimSpace(n.AttrOr("aria-checked")), "true")
}

// chosen reads whether a member of a buttons group is the chosen answer,
// as the resolver reads the group's value.
func (b *builder) chosen(n *dom.Node, f *resolver.Field) bool {
	for _, a := range []string{"aria-pressed", "aria-checked", "aria-selected"} {
		if v, ok := n.Attr(a); ok {
			return strings.EqualFold(strings.TrimSpace(v), "true")
		}
	}
	if f == nil {
		return false
	}
	key := b.names.of(n).key
	switch v := f.Value.(type) {
	case string:
		return resolver.Normalize(v) == key
	case []string:
		for _, x := range v {
			if resolver.Normalize(x) == key {
				return true
			}
		}
	}
	return false
}

// valueOf is the element a control's constraints are read from: the
// input inside a combobox container, else the control.
func valueElement(n *dom.Node) *dom.Node {
	if n.IsElement("input", "textarea", "select") {
		return n
	}
	for _, c := range n.Children {
		if c.IsElement("input") {
			return c
		}
	}
	return n
}

func (b *builder) constraints(n *dom.Node, c *Control, f *resolver.Field) Constraints {
	var k Constraints
	in := valueElement(n)
	switch {
	case f != nil:
		k.Required = f.Required
	default:
		k.Required = in.HasAttr("required")
	}
	if c.Kind == KindButton || c.Kind == KindSubmit || c.Kind == KindReset || c.Kind == KindToggleButton {
		k.Required = false
	}
	if in.IsElement("input") {
		switch inputType(in) {
		case "number", "range", "date", "time", "datetime-local", "month", "week":
			k.Min = b.clip(strings.TrimSpace(in.AttrOr("min")))
			k.Max = b.clip(strings.TrimSpace(in.AttrOr("max")))
			k.Step = b.clip(strings.TrimSpace(in.AttrOr("step")))
		}
		switch inputType(in) {
		case "text", "email", "tel", "url", "search", "password":
			k.Pattern = b.clip(in.AttrOr("pattern"))
		}
	}
	if in.IsElement("input", "textarea") {
		k.MinLength = nonNegative(in.AttrOr("minlength"))
		k.MaxLength = nonNegative(in.AttrOr("maxlength"))
		if k.MinLength != nil && k.MaxLength != nil && *k.MinLength > *k.MaxLength {
			k.MinLength = nil // the browser ignores an inconsistent minlength
		}
	}
	if c.Kind == KindFile {
		for _, a := range strings.Split(in.AttrOr("accept"), ",") {
			if a = strings.TrimSpace(a); a != "" {
				if len(k.Accept) == MaxList {
					b.truncated = true
					break
				}
				k.Accept = append(k.Accept, b.clip(a))
			}
		}
	}
	switch {
	case c.Kind == KindSelectMultiple, c.Kind == KindFile && in.HasAttr("multiple"), c.Kind == KindEmail && in.HasAttr("multiple"):
		k.Multiple = true
	case c.Kind == KindListbox && strings.EqualFold(n.AttrOr("aria-multiselectable"), "true"):
		k.Multiple = true
	}
	return k
}

func nonNegative(s string) *int {
	v, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || v < 0 {
		return nil
	}
	return &v
}

// validity says what the model shows: aria-invalid, or a required control
// left empty. Without either it is unknown (the model does not run the
// browser's checks).
func (b *builder) validity(c *Control, f *resolver.Field) Validity {
	v := Validity{State: Unknown}
	if f != nil && f.Invalid {
		v.Reasons = append(v.Reasons, ReasonAriaInvalid)
	}
	if c.Constraints.Required && !c.Disabled && empty(c.State) {
		v.Reasons = append(v.Reasons, ReasonValueMissing)
	}
	if len(v.Reasons) > 0 {
		v.State = Invalid
	}
	if f != nil {
		v.Message = b.clip(f.Error)
	}
	return v
}

// empty: a state holding no value (an unchecked box counts as empty only
// for the box itself; a group's requirement is the group's).
func empty(s State) bool {
	switch s.Kind {
	case StateText:
		return *s.Value == ""
	case StateSelection:
		return len(s.Selected) == 0
	case StateFiles:
		return *s.Count == 0
	case StateRedacted:
		return !*s.Present
	case StateChecked:
		return !*s.Checked
	}
	return false
}

// options lists a field's choices; when the list is cut to the budget,
// every selected option is kept.
func (b *builder) options(m *resolver.Match, st State) []Option {
	sel := map[string]bool{}
	for _, l := range st.Selected {
		sel[l] = true
	}
	var all []Option
	seen := map[string]bool{}
	for i, o := range m.Options {
		if i >= len(m.OptionNames) {
			break
		}
		label := b.clip(m.OptionNames[i])
		if seen[label] {
			continue // labels are unique, so a selection names one
		}
		seen[label] = true
		op := Option{Label: label}
		if v, ok := o.Attr("value"); ok && v != m.OptionNames[i] {
			op.Value = b.clip(v)
		}
		if o.HasAttr("disabled") || strings.EqualFold(o.AttrOr("aria-disabled"), "true") ||
			o.Parent != nil && o.Parent.IsElement("optgroup") && o.Parent.HasAttr("disabled") {
			op.Disabled = true
		}
		all = append(all, op)
	}
	if len(all) <= MaxOptions {
		return all
	}
	b.truncated = true
	room := MaxOptions - len(sel)
	kept := make([]Option, 0, MaxOptions)
	for _, o := range all {
		switch {
		case len(kept) == MaxOptions:
		case sel[o.Label]:
			kept = append(kept, o)
		case room > 0:
			room--
			kept = append(kept, o)
		}
	}
	return kept
}

// disabled: the disabled attribute, aria-disabled, or a disabled fieldset
// around it (outside that fieldset's first legend).
func disabled(n *dom.Node) bool {
	return n.FormDisabled() || strings.EqualFold(strings.TrimSpace(n.AttrOr("aria-disabled")), "true")
}

func readOnly(n *dom.Node, k ControlKind) bool {
	if strings.EqualFold(strings.TrimSpace(n.AttrOr("aria-readonly")), "true") {
		return true
	}
	if !n.HasAttr("readonly") || !n.IsElement("input", "textarea") {
		return false
	}
	switch k {
	case KindCheckbox, KindRadio, KindFile, KindRange, KindColor, KindSubmit, KindReset, KindButton, KindSwitch:
		return false // readonly does not apply to these
	}
	return true
}

// operations are what a ControlAction may do to the control now.
func operations(n *dom.Node, c *Control) []OperationKind {
	if c.Disabled || c.ReadOnly {
		return []OperationKind{}
	}
	switch c.Kind {
	case KindCombobox:
		if !editable(n) {
			return []OperationKind{OpSelectOne}
		}
	case KindListbox:
		if c.Constraints.Multiple {
			return []OperationKind{}
		}
	case KindOther:
		return []OperationKind{}
	}
	return append([]OperationKind{}, kindRules[c.Kind].ops...)
}
