package act

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

func resultOf(f resolver.Field, v resolver.Value, sensitive bool) Result {
	out := Result{Label: f.Label, Kind: f.Kind, Value: v, Sensitive: sensitive, Invalid: f.Invalid, Error: f.Error}
	if sensitive {
		out.Value = nil
	}
	return out
}

func (s *Scope) fillKind(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, value any, o FillOptions) (Result, error) {
	f := *m.Field
	el := m.Nodes[0]
	if p, ok := value.(OptionMatch); ok {
		if f.Kind != resolver.KindSelect && f.Kind != resolver.KindRadio && f.Kind != resolver.KindButtons {
			return Result{}, wrongValue(t, f, value, "a string")
		}
		name, err := s.optionByPattern(ctx, log, t, m, p, o)
		if err != nil {
			return Result{}, err
		}
		log.Addf("the pattern %s matches the option %q", p.Re, name)
		value = name
	}
	switch f.Kind {
	case resolver.KindText, resolver.KindOther:
		if m.Widget == resolver.WidgetDate {
			v, ok := value.(string)
			if !ok {
				return Result{}, wrongValue(t, f, value, "a date as YYYY-MM-DD")
			}
			return s.fillSegments(ctx, log, "Fill", t, m, v)
		}
		if isCombobox(m) {
			return s.fillCombobox(ctx, log, t, m, value, o)
		}
		v, ok := value.(string)
		if !ok {
			return Result{}, wrongValue(t, f, value, "a string")
		}
		return s.fillText(ctx, log, t, m, v)
	case resolver.KindSelect:
		switch {
		case el.IsElement("select"):
			return s.fillNativeSelect(ctx, log, t, m, value)
		case isCombobox(m):
			return s.fillCombobox(ctx, log, t, m, value, o)
		default:
			return s.fillPicker(ctx, log, t, m, value, o)
		}
	case resolver.KindCheckbox:
		return s.fillCheckboxes(ctx, log, t, m, value)
	case resolver.KindRadio, resolver.KindButtons:
		if m.Member && memberDisabled(el) {
			// The target names this one choice: it is what is acted on,
			// and it is locked; another member is never picked instead.
			return Result{}, &Error{Code: NotEditable, Target: t.String(), Detail: "the choice the target names is disabled"}
		}
		v, ok := value.(string)
		if !ok {
			return Result{}, wrongValue(t, f, value, "a string naming one choice")
		}
		return s.fillChoice(ctx, log, t, m, v)
	case resolver.KindFile:
		switch v := value.(type) {
		case string:
			return s.upload(ctx, log, t, m, []string{v})
		case []string:
			return s.upload(ctx, log, t, m, v)
		}
		return Result{}, wrongValue(t, f, value, "a file path")
	}
	return Result{}, &Error{Code: NotEditable, Target: t.String(), Detail: fmt.Sprintf("a %s field cannot be filled", f.Kind)}
}

// memberDisabled: a group member is disabled, natively (its own
// attribute or a disabled fieldset) or by aria-disabled.
func memberDisabled(n *dom.Node) bool {
	return n.HasAttr("disabled") || n.FormDisabled() || n.AttrOr("aria-disabled") == "true"
}

func wrongValue(t resolver.Target, f resolver.Field, v any, want string) error {
	return &Error{Code: NoOption, Target: t.String(), Options: f.Options,
		Detail: fmt.Sprintf("a %s field takes %s, not a %T", f.Kind, want, v),
		Next:   "pass " + want}
}

// isCombobox: the field is a combobox text box that takes typing. A
// read-only one only stands for a list (its keys move the highlight,
// select-all may choose every option): it is operated like a button.
func isCombobox(m *resolver.Match) bool {
	n := m.Nodes[0]
	return m.Widget == resolver.WidgetCombobox && (n.IsElement("input", "textarea") || n.HasAttr("contenteditable")) && !n.HasAttr("readonly")
}

func (s *Scope) fillText(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, v string) (Result, error) {
	f := *m.Field
	el := m.Nodes[0]
	if byCalendar(m) && v != "" {
		return s.fillByCalendar(ctx, log, t, m, v)
	}
	if el.HasAttr("readonly") || el.FormDisabled() {
		return Result{}, &Error{Code: NotEditable, Target: t.String(), Detail: "the field is read-only or disabled", unsettled: true}
	}
	// Typing cannot submit a form (Enter is never typed), so no guard.
	h := s.f.Handle(el)
	res, err := h.FillText(ctx, log, v, f.InputType, el.HasAttr("contenteditable"), resolver.OpensDialog(el))
	if err != nil {
		s.f.Invalidate()
		return Result{}, err
	}
	if !res.State.Connected {
		// The page replaced the element while it was typed into (a view
		// re-rendering): judge the commit on the element there now.
		log.Addf("the field was replaced while typing; reading the new element")
		s.f.Invalidate()
		m2, err := s.Match(ctx, "Fill", t, time.Second)
		if err != nil {
			return Result{}, err
		}
		st, err := s.f.Handle(m2.Nodes[0]).ReadState(ctx)
		if err != nil {
			return Result{}, err
		}
		res.State = st
		res.Value = ""
		if st.Value != nil {
			res.Value = *st.Value
		}
	} else if el.State != nil {
		// The model keeps resolving targets; only the value moved.
		el.State.Value = res.Value
	}
	if res.FocusType == "password" && !f.Sensitive {
		// A field that turned into a password field when focused is
		// sensitive from now on, as the page meant it.
		s.tab.Passwords.Mark(el)
		s.env.Remember(v)
		f.Sensitive = true
	}
	if !live.SameText(v, res.Value) {
		return Result{}, &Error{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("the page kept %d characters that differ from what was typed", len([]rune(res.Value))),
			Next:   "read the field's rules (Field.Error, Field.Pattern, Field.MaxLength) and pass a value it accepts"}
	}
	out := resultOf(f, res.Value, f.Sensitive)
	out.Invalid = res.State.Invalid || (res.State.Valid != nil && !*res.State.Valid)
	out.Error = res.State.Message
	return out, nil
}

// optionIndex finds the option a value names: by name (normalized as
// targets are), then by an exact option value attribute.
func optionIndex(m *resolver.Match, v string) int {
	key := resolver.Normalize(v)
	for i, name := range m.OptionNames {
		if resolver.Normalize(name) == key {
			return i
		}
	}
	for i, o := range m.Options {
		if val, ok := o.Attr("value"); ok && val == v {
			return i
		}
	}
	return -1
}

func noOption(t resolver.Target, m *resolver.Match, v string) error {
	return &Error{Code: NoOption, Target: t.String(), Options: m.OptionNames,
		Detail: fmt.Sprintf("no option is %q", v), Next: NextStep[NoOption]}
}

func (s *Scope) fillNativeSelect(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, value any) (Result, error) {
	f := *m.Field
	sel := m.Nodes[0]
	h := s.f.Handle(sel)
	var want []string
	switch v := value.(type) {
	case string:
		want = []string{v}
	case []string:
		want = v
	default:
		return Result{}, wrongValue(t, f, value, "a string (or a []string for a multiple select)")
	}
	if err := listSettled(t, m, sel); err != nil {
		return Result{}, err
	}
	idx := make([]int, 0, len(want))
	for _, w := range want {
		i := optionIndex(m, w)
		if i < 0 {
			e := noOption(t, m, w).(*Error)
			e.recheck = true // judged once the list stood still
			return Result{}, e
		}
		if m.Options[i].HasAttr("disabled") {
			return Result{}, &Error{Code: NotEditable, Target: t.String(), Detail: fmt.Sprintf("the option %q is disabled", m.OptionNames[i]), unsettled: true}
		}
		idx = append(idx, i)
	}
	multiple := sel.HasAttr("multiple")
	if !multiple && len(idx) != 1 {
		return Result{}, wrongValue(t, f, value, "one option")
	}
	var st live.State
	err := s.GuardWriteRead(ctx, "Fill", func() error {
		if multiple {
			opts := make([]*live.Handle, len(idx))
			for k, i := range idx {
				opts[k] = s.f.Handle(m.Options[i])
			}
			if len(opts) == 0 {
				s.f.P.NoteInput()
				return h.Call(ctx, "(el) => { for (const o of el.options) o.selected = false; el.dispatchEvent(new Event('input', {bubbles: true})); el.dispatchEvent(new Event('change', {bubbles: true})); }", nil)
			}
			return s.f.ClickOptions(ctx, log, opts)
		}
		// Arrow keys walk the select's enabled options, placeholders
		// included, whatever the field lists.
		from, to, k := -1, -1, 0
		for _, o := range selectOptions(sel) {
			if o.HasAttr("disabled") || (o.Parent != nil && o.Parent.IsElement("optgroup") && o.Parent.HasAttr("disabled")) {
				continue
			}
			if o.State != nil && o.State.Selected {
				from = k
			}
			if o == m.Options[idx[0]] {
				to = k
			}
			k++
		}
		if to < 0 {
			return &Error{Code: NoOption, Target: t.String(), Detail: "the option is not among the select's own options"}
		}
		if from == to {
			log.Addf("already selected")
			return nil
		}
		return h.SelectNative(ctx, log, from, to)
	}, readBack(ctx, h, &st))
	if err != nil {
		s.f.Invalidate()
		return Result{}, err
	}
	got := st.Selected
	for _, o := range selectOptions(sel) {
		if o.State != nil {
			o.State.Selected = slices.Contains(st.SelectedValues, o.AttrOr("value")) || (!o.HasAttr("value") && slices.Contains(got, strings.TrimSpace(o.TextContent())))
		}
	}
	wantNames := make([]string, len(idx))
	for k, i := range idx {
		wantNames[k] = m.OptionNames[i]
	}
	if !sameSet(got, wantNames) {
		return Result{}, &Error{Code: NotCommitted, Target: t.String(), Changed: true, Options: m.OptionNames,
			Detail: fmt.Sprintf("the select shows %q", got)}
	}
	var v resolver.Value = got
	if !multiple {
		v = got[0]
	}
	return resultOf(f, v, false), nil
}

// listSettled says why a select's list cannot be judged yet: it is busy
// (aria-busy on it or around it), disabled, or empty. Each is looked at
// again until the deadline, and the answer then is the state it stayed in:
// busy is a timeout, disabled not_editable, empty no_option.
func listSettled(t resolver.Target, m *resolver.Match, sel *dom.Node) error {
	for n := sel; n != nil; n = n.Parent {
		if n.AttrOr("aria-busy") == "true" {
			return &Error{Code: Timeout, Target: t.String(), Options: m.OptionNames, unsettled: true,
				Detail: "the list was still loading (aria-busy) at the deadline", Next: "give the call more time, or do what makes the page load the list first"}
		}
	}
	if sel.FormDisabled() {
		return &Error{Code: NotEditable, Target: t.String(), unsettled: true,
			Detail: "the select stayed disabled until the deadline", Next: NextStep[NotEditable]}
	}
	if len(m.Options) == 0 {
		return &Error{Code: NoOption, Target: t.String(), Options: []string{}, unsettled: true,
			Detail: "the list stayed empty until the deadline", Next: "do what makes the page fill the list first, or give the call more time"}
	}
	return nil
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	x := make([]string, len(a))
	y := make([]string, len(b))
	for i := range a {
		x[i] = resolver.Normalize(a[i])
		y[i] = resolver.Normalize(b[i])
	}
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// clickMember clicks a control, or its label when the control itself is
// visually hidden behind a styled one.
func (s *Scope) clickMember(ctx context.Context, log *live.Log, n *dom.Node) error {
	err := s.f.Handle(n).ClickElement(ctx, log, 0)
	if err == nil {
		return nil
	}
	ae, ok := err.(*live.ActionError)
	if !ok || (ae.Code != "not_found" && ae.Code != "covered") {
		return err
	}
	if lab := labelOf(n); lab != nil {
		log.Addf("the control is hidden or covered; clicking its label")
		if lerr := s.f.Handle(lab).ClickElement(ctx, log, 0); lerr == nil {
			return nil
		}
	}
	return err
}

// labelOf returns the <label> of a form control: its ancestor label, or a
// label for its id in the same tree.
func labelOf(n *dom.Node) *dom.Node {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.IsElement("label") {
			return p
		}
	}
	id := n.ID()
	if id == "" || n.Doc == nil {
		return nil
	}
	root := n.TreeRoot()
	for _, x := range n.Doc.Nodes {
		if x.IsElement("label") && x.AttrOr("for") == id && x.TreeRoot() == root {
			return x
		}
	}
	return nil
}

func (s *Scope) fillCheckboxes(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, value any) (Result, error) {
	f := *m.Field
	members := m.Options
	names := m.OptionNames
	if len(members) == 0 {
		members = m.Nodes
	}
	var want map[int]bool
	switch v := value.(type) {
	case bool:
		if len(m.Nodes) != 1 {
			return Result{}, wrongValue(t, f, value, "a []string of the boxes to check")
		}
		target := m.Nodes[0]
		want = map[int]bool{}
		for i, n := range members {
			if n == target {
				want[i] = v
			}
		}
		if len(want) == 0 {
			members, names, want = []*dom.Node{target}, []string{f.Label}, map[int]bool{0: v}
		}
	case []string:
		want = map[int]bool{}
		for i := range members {
			want[i] = false
		}
		for _, w := range v {
			i := optionIndex(&resolver.Match{OptionNames: names, Options: members}, w)
			if i < 0 {
				return Result{}, noOption(t, m, w)
			}
			want[i] = true
		}
	default:
		return Result{}, wrongValue(t, f, value, "a bool (or a []string for a group)")
	}
	states := make([]live.State, len(members))
	err := s.GuardWriteRead(ctx, "Fill", func() error {
		for i, n := range members {
			w, ok := want[i]
			if !ok {
				continue
			}
			if n.State != nil && checkedOf(n) == w {
				continue
			}
			if err := s.clickMember(ctx, log, n); err != nil {
				return err
			}
		}
		return nil
	}, func() (live.State, error) {
		for i, n := range members {
			st, err := s.f.Handle(n).ReadState(ctx)
			if err != nil {
				return st, err
			}
			states[i] = st
		}
		return states[0], nil
	})
	if err != nil {
		s.f.Invalidate()
		return Result{}, err
	}
	var checked []string
	single := false
	for i, n := range members {
		st := states[i]
		on := (st.Checked != nil && *st.Checked) || st.AriaChecked != nil && *st.AriaChecked == "true"
		if n.State != nil && n.IsElement("input") {
			n.State.Checked = on
		}
		if w, ok := want[i]; ok && w != on {
			return Result{}, &Error{Code: NotCommitted, Target: t.String(), Changed: true,
				Detail: fmt.Sprintf("%q is %s after the click", names[min(i, len(names)-1)], OnOff(on))}
		}
		if on && i < len(names) {
			checked = append(checked, names[i])
		}
		if _, isBool := value.(bool); isBool {
			if w, ok := want[i]; ok {
				single = true
				_ = w
				checked = nil
				return resultOf(f, on, false), nil
			}
		}
	}
	_ = single
	if checked == nil {
		checked = []string{}
	}
	return resultOf(f, checked, false), nil
}

func OnOff(b bool) string {
	if b {
		return "checked"
	}
	return "unchecked"
}

// checkedOf reads a control's checked state from the model: native
// checkedness or aria-checked.
func checkedOf(n *dom.Node) bool {
	if n.IsElement("input") {
		return n.State != nil && n.State.Checked
	}
	return n.AttrOr("aria-checked") == "true"
}

// selectedWords are class words that mark a chosen button in a group.
var selectedWords = []string{"selected", "active", "checked", "is-selected", "is-active", "is-checked", "pressed", "on"}

// chosen reads whether a group member is chosen from what the runtime read.
func chosen(st live.State) (on, known bool) {
	if st.Checked != nil {
		return *st.Checked, true
	}
	for _, a := range []*string{st.AriaPressed, st.AriaChecked, st.AriaSelected} {
		if a != nil {
			return *a == "true", true
		}
	}
	for _, w := range strings.Fields(strings.ToLower(st.ClassName)) {
		if slices.Contains(selectedWords, w) {
			return true, true
		}
	}
	return false, false
}

// fillChoice picks one member of a radio group or a button group.
func (s *Scope) fillChoice(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, v string) (Result, error) {
	f := *m.Field
	if m.Member && (disabledWidget(m) || m.Nodes[0].FormDisabled()) {
		// The target names one choice of the group, and a person cannot
		// operate it: the group is not filled through it.
		return Result{}, &Error{Code: NotEditable, Target: t.String(), Detail: "the choice the target names is disabled"}
	}
	members, names := m.Options, m.OptionNames
	if len(members) == 0 {
		members = m.Nodes
	}
	i := optionIndex(&resolver.Match{OptionNames: names, Options: members}, v)
	if i < 0 {
		return Result{}, noOption(t, m, v)
	}
	var st live.State
	err := s.GuardWriteRead(ctx, "Fill", func() error { return s.clickMember(ctx, log, members[i]) }, readBack(ctx, s.f.Handle(members[i]), &st))
	if err != nil {
		s.f.Invalidate()
		return Result{}, err
	}
	on, known := chosen(st)
	if on && members[i].IsElement("input") {
		for j, n := range members {
			if n.State != nil && n.IsElement("input") {
				n.State.Checked = j == i
			}
		}
	}
	if !known {
		s.f.Invalidate()
		// The page may have re-rendered the group: read it from a fresh
		// snapshot through the same target.
		m2, err := s.Match(ctx, "Fill", t, time.Second)
		if err == nil && m2.Field != nil {
			if val, ok := m2.Field.Value.(string); ok && resolver.Normalize(val) == resolver.Normalize(names[i]) {
				return resultOf(*m2.Field, names[i], false), nil
			}
		}
		return Result{}, &Error{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("clicked %q, but the group shows no chosen state to read back", names[i]),
			Next:   "describe where the group keeps its answer with a CustomParts map (Value)"}
	}
	if !on {
		return Result{}, &Error{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("%q is not chosen after the click", names[i])}
	}
	return resultOf(f, names[i], false), nil
}

// readBack is a write's read-back of h (for GuardWriteRead), kept in st.
func readBack(ctx context.Context, h *live.Handle, st *live.State) func() (live.State, error) {
	return func() (live.State, error) {
		var err error
		*st, err = h.ReadState(ctx)
		return *st, err
	}
}

// selectOptions lists a select's <option> elements in order, those in
// optgroups included.
func selectOptions(sel *dom.Node) []*dom.Node {
	var out []*dom.Node
	for _, c := range sel.Children {
		switch {
		case c.IsElement("option"):
			out = append(out, c)
		case c.IsElement("optgroup"):
			for _, o := range c.Children {
				if o.IsElement("option") {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

// redactErr removes a sensitive value, and the choices that could reveal
// it, from an error: what fails never repeats what was typed.
func redactErr(err error, value any) error {
	fe, ok := err.(*Error)
	if !ok {
		return &Error{Code: NotCommitted, Op: "Fill", Detail: "the sensitive fill failed (details withheld)", Changed: true}
	}
	var vals []string
	switch v := value.(type) {
	case string:
		vals = []string{v}
	case []string:
		vals = v
	}
	scrub := func(s string) string {
		for _, v := range vals {
			if v != "" {
				s = strings.ReplaceAll(s, v, resolver.Redacted)
				s = strings.ReplaceAll(s, fmt.Sprintf("%q", v), resolver.Redacted)
			}
		}
		return s
	}
	fe.Detail = scrub(fe.Detail)
	fe.Options = nil
	for i := range fe.Log {
		fe.Log[i] = scrub(fe.Log[i])
	}
	if fe.Err != nil && scrub(fe.Err.Error()) != fe.Err.Error() {
		fe.Err = nil
	}
	return fe
}
