package formsnap

import (
	"fmt"
	"slices"
	"unicode/utf8"
)

// kindRule is what a control kind may hold and accept.
type kindRule struct {
	states []StateKind
	ops    []OperationKind
}

var (
	textOps   = []OperationKind{OpSetText, OpClear}
	textState = []StateKind{StateText, StateRedacted}
)

// kindRules is, per control kind, the states it may be in and the most
// operations it may advertise (Build offers fewer for a disabled or
// read-only control).
var kindRules = map[ControlKind]kindRule{
	KindText: {textState, textOps}, KindEmail: {textState, textOps}, KindPassword: {textState, textOps},
	KindSearch: {textState, textOps}, KindTel: {textState, textOps}, KindURL: {textState, textOps},
	KindNumber: {textState, textOps}, KindDate: {textState, textOps}, KindTime: {textState, textOps},
	KindDateTimeLocal: {textState, textOps}, KindMonth: {textState, textOps}, KindWeek: {textState, textOps},
	KindTextarea: {textState, textOps}, KindContentEditable: {textState, textOps},
	KindRange:          {textState, []OperationKind{OpSetText}},
	KindColor:          {textState, []OperationKind{OpSetText}},
	KindSelect:         {[]StateKind{StateSelection, StateRedacted}, []OperationKind{OpSelectOne}},
	KindSelectMultiple: {[]StateKind{StateSelection, StateRedacted}, []OperationKind{OpSelectMany, OpClear}},
	KindCombobox:       {[]StateKind{StateText, StateSelection, StateRedacted}, []OperationKind{OpSelectOne, OpClear}},
	KindListbox:        {[]StateKind{StateSelection, StateRedacted}, []OperationKind{OpSelectOne}},
	KindCheckbox:       {[]StateKind{StateChecked}, []OperationKind{OpSetChecked}},
	KindSwitch:         {[]StateKind{StateChecked}, []OperationKind{OpSetChecked}},
	KindRadio:          {[]StateKind{StateChecked}, []OperationKind{OpSetChecked}},
	KindFile:           {[]StateKind{StateFiles}, []OperationKind{OpSetFiles, OpClear}},
	KindToggleButton:   {[]StateKind{StateChecked, StateNone}, []OperationKind{OpActivate}},
	KindButton:         {[]StateKind{StateNone, StateChecked}, []OperationKind{OpActivate}},
	KindSubmit:         {[]StateKind{StateNone}, []OperationKind{OpActivate}},
	KindReset:          {[]StateKind{StateNone}, []OperationKind{OpActivate}},
	KindOther:          {[]StateKind{StateText, StateNone, StateRedacted}, nil},
}

// optionKinds may list options.
var optionKinds = map[ControlKind]bool{
	KindSelect: true, KindSelectMultiple: true, KindCombobox: true, KindListbox: true,
	KindText: true, KindEmail: true, KindSearch: true, KindTel: true, KindURL: true, KindNumber: true,
	KindDate: true, KindTime: true, KindDateTimeLocal: true, KindMonth: true, KindWeek: true,
	KindRange: true, KindColor: true,
}

// ValidationError says what is wrong with a snapshot, where.
type ValidationError struct {
	// Path locates the problem: "forms[0].controls[2].state".
	Path string
	// Problem says what is wrong.
	Problem string
}

func (e *ValidationError) Error() string {
	return "formsnap: " + e.Path + ": " + e.Problem
}

func bad(path, format string, args ...any) error {
	return &ValidationError{Path: path, Problem: fmt.Sprintf(format, args...)}
}

// Validate checks what a JSON Schema cannot: references resolve inside the
// snapshot; ids are unique; group membership is consistent both ways and
// groups nest without cycles within one form; submit and reset references
// name controls of those kinds; a sensitive control (a password above
// all) never exposes its value; states, options and operations fit the
// control's kind; targets are unique; budgets hold.
func (s *FormSnapshot) Validate() error {
	if s == nil {
		return bad("$", "no snapshot")
	}
	if s.SchemaVersion != SchemaVersion {
		return bad("schemaVersion", "unsupported version %d (this is version %d)", s.SchemaVersion, SchemaVersion)
	}
	if s.PageID == "" || len(s.PageID) > MaxPageIDBytes || !pageIDOK(s.PageID) {
		return bad("pageId", "must be 1 to %d characters of letters, digits and . _ : -", MaxPageIDBytes)
	}
	if len(s.Forms) > MaxForms {
		return bad("forms", "%d forms; at most %d", len(s.Forms), MaxForms)
	}
	v := &validator{ids: map[string]string{}, targets: map[string]string{}, all: map[string]bool{}}
	for _, f := range s.Forms {
		for _, c := range f.Controls {
			v.all[c.ID] = true
		}
	}
	for _, c := range s.UnownedControls {
		v.all[c.ID] = true
	}
	for i := range s.Forms {
		f := &s.Forms[i]
		p := fmt.Sprintf("forms[%d]", i)
		if err := v.id(p+".id", f.ID); err != nil {
			return err
		}
		if err := str(p+".name", f.Name); err != nil {
			return err
		}
		if err := v.scope(p, f.ID, f.Controls, f.Groups); err != nil {
			return err
		}
		if err := v.refs(p+".submitControls", f.SubmitControls, f.Controls, KindSubmit); err != nil {
			return err
		}
		if err := v.refs(p+".resetControls", f.ResetControls, f.Controls, KindReset); err != nil {
			return err
		}
	}
	if err := v.scope("$", "", s.UnownedControls, s.UnownedGroups); err != nil {
		return err
	}
	if v.controls > MaxControls {
		return bad("$", "%d controls; at most %d", v.controls, MaxControls)
	}
	if v.groups > MaxGroups {
		return bad("$", "%d groups; at most %d", v.groups, MaxGroups)
	}
	return nil
}

type validator struct {
	ids      map[string]string // id → path where defined
	targets  map[string]string // target key → control path
	all      map[string]bool   // every control id, for telling "elsewhere" from "nowhere"
	controls int
	groups   int
}

func (v *validator) id(path, id string) error {
	if !idOK(id) {
		return bad(path, "id %q is not 1 to 32 lower-case letters, digits, - or _ starting with a letter", id)
	}
	if prev, dup := v.ids[id]; dup {
		return bad(path, "duplicate id %q (also %s)", id, prev)
	}
	v.ids[id] = path
	return nil
}

// scope checks one form's (or the unowned) controls and groups.
func (v *validator) scope(p, formID string, controls []Control, groups []Group) error {
	cpath, gpath := p+".controls", p+".groups"
	if formID == "" {
		cpath, gpath = "unownedControls", "unownedGroups"
	}
	v.controls += len(controls)
	v.groups += len(groups)
	if v.controls > MaxControls {
		return bad(cpath, "more than %d controls", MaxControls)
	}
	if v.groups > MaxGroups {
		return bad(gpath, "more than %d groups", MaxGroups)
	}
	ctl := map[string]*Control{}
	for i := range controls {
		c := &controls[i]
		cp := fmt.Sprintf("%s[%d]", cpath, i)
		if err := v.id(cp+".id", c.ID); err != nil {
			return err
		}
		if c.FormID != formID {
			if formID == "" {
				return bad(cp+".formId", "an unowned control names form %q", c.FormID)
			}
			return bad(cp+".formId", "%q, but the control is listed in form %q", c.FormID, formID)
		}
		if err := v.control(cp, c); err != nil {
			return err
		}
		ctl[c.ID] = c
	}
	grp := map[string]*Group{}
	for i := range groups {
		g := &groups[i]
		gp := fmt.Sprintf("%s[%d]", gpath, i)
		if err := v.id(gp+".id", g.ID); err != nil {
			return err
		}
		switch g.Kind {
		case GroupFieldset, GroupRadio, GroupCheckbox, GroupButtons:
		default:
			return bad(gp+".kind", "unknown group kind %q", g.Kind)
		}
		if err := str(gp+".label", g.Label); err != nil {
			return err
		}
		grp[g.ID] = g
	}
	// Membership, both ways: a member lists the group and the group lists
	// the member, once.
	listed := map[string]string{}
	for i := range groups {
		g := &groups[i]
		gp := fmt.Sprintf("%s[%d]", gpath, i)
		if len(g.Controls) > MaxControls {
			return bad(gp+".controls", "more than %d members", MaxControls)
		}
		for k, id := range g.Controls {
			c, ok := ctl[id]
			if !ok {
				if v.all[id] {
					return bad(fmt.Sprintf("%s.controls[%d]", gp, k), "%q is not a control of the same form", id)
				}
				return bad(fmt.Sprintf("%s.controls[%d]", gp, k), "%q names no control of this snapshot", id)
			}
			if prev, dup := listed[id]; dup {
				return bad(fmt.Sprintf("%s.controls[%d]", gp, k), "control %q is already a member of group %q", id, prev)
			}
			listed[id] = g.ID
			if c.GroupID != g.ID {
				return bad(fmt.Sprintf("%s.controls[%d]", gp, k), "control %q lists group %q, not %q", id, c.GroupID, g.ID)
			}
			if !memberFits(g.Kind, c.Kind) {
				return bad(fmt.Sprintf("%s.controls[%d]", gp, k), "a %s group cannot hold a %s control", g.Kind, c.Kind)
			}
		}
		if g.ParentID != "" {
			if _, ok := grp[g.ParentID]; !ok {
				return bad(gp+".parentId", "%q names no group of the same form", g.ParentID)
			}
		}
	}
	for i := range controls {
		c := &controls[i]
		if c.GroupID == "" {
			continue
		}
		cp := fmt.Sprintf("%s[%d]", cpath, i)
		if _, ok := grp[c.GroupID]; !ok {
			return bad(cp+".groupId", "%q names no group of the same form", c.GroupID)
		}
		if listed[c.ID] != c.GroupID {
			return bad(cp+".groupId", "group %q does not list control %q", c.GroupID, c.ID)
		}
	}
	// Nesting without cycles.
	for i := range groups {
		seen := map[string]bool{}
		for g := &groups[i]; g.ParentID != ""; g = grp[g.ParentID] {
			if seen[g.ID] {
				return bad(fmt.Sprintf("%s[%d].parentId", gpath, i), "groups nest in a cycle")
			}
			seen[g.ID] = true
		}
	}
	return nil
}

// memberFits: radio, checkbox and buttons groups hold their own kind.
func memberFits(g GroupKind, k ControlKind) bool {
	switch g {
	case GroupRadio:
		return k == KindRadio
	case GroupCheckbox:
		return k == KindCheckbox || k == KindSwitch
	case GroupButtons:
		return k == KindToggleButton
	}
	return true
}

// refs checks a form's submit or reset list: each id a control of the
// form of that kind, and every control of that kind listed.
func (v *validator) refs(path string, ids []string, controls []Control, want ControlKind) error {
	if len(ids) > MaxControls {
		return bad(path, "too many references")
	}
	byID := map[string]*Control{}
	for i := range controls {
		byID[controls[i].ID] = &controls[i]
	}
	seen := map[string]bool{}
	for i, id := range ids {
		p := fmt.Sprintf("%s[%d]", path, i)
		c, ok := byID[id]
		switch {
		case !ok && v.all[id]:
			return bad(p, "%q is not a control of this form", id)
		case !ok:
			return bad(p, "%q names no control of this snapshot", id)
		case c.Kind != want:
			return bad(p, "%q is a %s control, not %s", id, c.Kind, want)
		case seen[id]:
			return bad(p, "%q is listed twice", id)
		}
		seen[id] = true
	}
	for _, c := range controls {
		if c.Kind == want && !seen[c.ID] {
			return bad(path, "the %s control %q is not listed", want, c.ID)
		}
	}
	return nil
}

func (v *validator) control(p string, c *Control) error {
	rule, ok := kindRules[c.Kind]
	if !ok {
		return bad(p+".controlKind", "unknown control kind %q", c.Kind)
	}
	for name, s := range map[string]string{"label": c.Label, "description": c.Description, "placeholder": c.Placeholder} {
		if err := str(p+"."+name, s); err != nil {
			return err
		}
	}
	if err := c.State.validate(p + ".state"); err != nil {
		return err
	}
	if c.Kind == KindPassword && !c.Sensitive {
		return bad(p+".sensitive", "a password control is always sensitive")
	}
	if c.Sensitive && c.State.Kind != StateRedacted {
		return bad(p+".state", "a sensitive control exposes a %s state; it must be redacted", c.State.Kind)
	}
	if !c.Sensitive && c.State.Kind == StateRedacted {
		return bad(p+".state", "a redacted state on a control not marked sensitive")
	}
	if !slices.Contains(rule.states, c.State.Kind) {
		return bad(p+".state", "a %s control cannot be in a %s state", c.Kind, c.State.Kind)
	}
	if err := c.Constraints.validate(p + ".constraints"); err != nil {
		return err
	}
	if err := c.Validity.validate(p + ".validity"); err != nil {
		return err
	}
	if len(c.Options) > 0 && !optionKinds[c.Kind] {
		return bad(p+".options", "a %s control has no options", c.Kind)
	}
	if len(c.Options) > MaxOptions {
		return bad(p+".options", "%d options; at most %d", len(c.Options), MaxOptions)
	}
	labels := map[string]bool{}
	for i, o := range c.Options {
		op := fmt.Sprintf("%s.options[%d]", p, i)
		if err := str(op+".label", o.Label); err != nil {
			return err
		}
		if err := str(op+".value", o.Value); err != nil {
			return err
		}
		labels[o.Label] = true
	}
	if c.State.Kind == StateSelection && len(c.Options) > 0 {
		for i, l := range c.State.Selected {
			if !labels[l] {
				return bad(fmt.Sprintf("%s.state.selected[%d]", p, i), "%q is not among the control's options", l)
			}
		}
	}
	if c.State.Kind == StateSelection && c.Kind == KindSelect && len(c.State.Selected) > 1 {
		return bad(p+".state.selected", "a single select has %d options selected", len(c.State.Selected))
	}
	if c.SupportedOperations == nil {
		return bad(p+".supportedOperations", "missing (an empty list says none)")
	}
	seen := map[OperationKind]bool{}
	for i, op := range c.SupportedOperations {
		pp := fmt.Sprintf("%s.supportedOperations[%d]", p, i)
		if !knownOp(op) {
			return bad(pp, "unknown operation %q", op)
		}
		if seen[op] {
			return bad(pp, "%s listed twice", op)
		}
		seen[op] = true
		if !slices.Contains(rule.ops, op) {
			return bad(pp, "a %s control does not support %s", c.Kind, op)
		}
	}
	if (c.Disabled || c.ReadOnly) && len(c.SupportedOperations) > 0 {
		return bad(p+".supportedOperations", "a disabled or read-only control supports no operation")
	}
	if c.Target != nil {
		if err := c.Target.validate(p + ".target"); err != nil {
			return err
		}
		k := c.Target.key()
		if prev, dup := v.targets[k]; dup {
			return bad(p+".target", "the same target as %s", prev)
		}
		v.targets[k] = p
	}
	return nil
}

func (s State) validate(p string) error {
	has := map[string]bool{"value": s.Value != nil, "checked": s.Checked != nil, "selected": s.Selected != nil, "count": s.Count != nil, "present": s.Present != nil}
	var want string
	switch s.Kind {
	case StateText:
		want = "value"
	case StateChecked:
		want = "checked"
	case StateSelection:
		want = "selected"
	case StateFiles:
		want = "count"
	case StateRedacted:
		want = "present"
	case StateNone:
	default:
		return bad(p+".kind", "unknown state kind %q", s.Kind)
	}
	for _, k := range []string{"value", "checked", "selected", "count", "present"} {
		if k == want && !has[k] {
			return bad(p, "a %s state needs %s", s.Kind, k)
		}
		if k != want && has[k] {
			if s.Kind == StateRedacted && k == "value" {
				return bad(p, "a redacted state exposes its value")
			}
			return bad(p, "a %s state has no %s", s.Kind, k)
		}
	}
	if s.Value != nil {
		if err := str(p+".value", *s.Value); err != nil {
			return err
		}
	}
	if len(s.Selected) > MaxOptions {
		return bad(p+".selected", "more than %d selected", MaxOptions)
	}
	for i, l := range s.Selected {
		if err := str(fmt.Sprintf("%s.selected[%d]", p, i), l); err != nil {
			return err
		}
	}
	if s.Count != nil && *s.Count < 0 {
		return bad(p+".count", "negative")
	}
	return nil
}

func (c Constraints) validate(p string) error {
	for name, s := range map[string]string{"min": c.Min, "max": c.Max, "pattern": c.Pattern, "step": c.Step} {
		if err := str(p+"."+name, s); err != nil {
			return err
		}
	}
	if c.MinLength != nil && *c.MinLength < 0 {
		return bad(p+".minLength", "negative")
	}
	if c.MaxLength != nil && *c.MaxLength < 0 {
		return bad(p+".maxLength", "negative")
	}
	if c.MinLength != nil && c.MaxLength != nil && *c.MinLength > *c.MaxLength {
		return bad(p, "minLength %d is above maxLength %d", *c.MinLength, *c.MaxLength)
	}
	if len(c.Accept) > MaxList {
		return bad(p+".accept", "more than %d entries", MaxList)
	}
	for i, a := range c.Accept {
		if a == "" {
			return bad(fmt.Sprintf("%s.accept[%d]", p, i), "empty")
		}
		if err := str(fmt.Sprintf("%s.accept[%d]", p, i), a); err != nil {
			return err
		}
	}
	return nil
}

var reasons = []Reason{ReasonAriaInvalid, ReasonValueMissing, ReasonTooLong, ReasonTooShort, ReasonTypeMismatch,
	ReasonPatternMismatch, ReasonRangeUnderflow, ReasonRangeOverflow, ReasonStepMismatch, ReasonBadInput, ReasonCustomError}

func (v *Validity) validate(p string) error {
	switch v.State {
	case Valid, Invalid, Unknown:
	default:
		return bad(p+".state", "unknown validity state %q", v.State)
	}
	if v.State == Valid && len(v.Reasons) > 0 {
		return bad(p+".reasons", "a valid control has no reasons to be invalid")
	}
	if len(v.Reasons) > len(reasons) {
		return bad(p+".reasons", "too many reasons")
	}
	seen := map[Reason]bool{}
	for i, r := range v.Reasons {
		if !slices.Contains(reasons, r) {
			return bad(fmt.Sprintf("%s.reasons[%d]", p, i), "unknown reason %q", r)
		}
		if seen[r] {
			return bad(fmt.Sprintf("%s.reasons[%d]", p, i), "%s listed twice", r)
		}
		seen[r] = true
	}
	if len(v.Reasons) > 0 && v.State != Invalid {
		return bad(p+".state", "reasons given, but the state is %s", v.State)
	}
	return str(p+".message", v.Message)
}

func (t *Target) validate(p string) error {
	if !roleOK(t.Role) {
		return bad(p+".role", "%q is not an ARIA role name", t.Role)
	}
	if t.Name == "" {
		return bad(p+".name", "empty: a target names its element")
	}
	if err := str(p+".name", t.Name); err != nil {
		return err
	}
	if t.Ordinal < 0 {
		return bad(p+".ordinal", "counts from 1")
	}
	if len(t.FramePath) > MaxPathDepth {
		return bad(p+".framePath", "deeper than %d", MaxPathDepth)
	}
	for i, f := range t.FramePath {
		fp := fmt.Sprintf("%s.framePath[%d]", p, i)
		if f.Name == "" {
			return bad(fp+".name", "empty")
		}
		if err := str(fp+".name", f.Name); err != nil {
			return err
		}
		if f.Ordinal < 0 {
			return bad(fp+".ordinal", "counts from 1")
		}
	}
	if len(t.ShadowPath) > MaxPathDepth {
		return bad(p+".shadowPath", "deeper than %d", MaxPathDepth)
	}
	for i, s := range t.ShadowPath {
		sp := fmt.Sprintf("%s.shadowPath[%d]", p, i)
		if !hostOK(s.Host) {
			return bad(sp+".host", "%q is not an element name", s.Host)
		}
		if s.Role != "" && !roleOK(s.Role) {
			return bad(sp+".role", "%q is not an ARIA role name", s.Role)
		}
		if err := str(sp+".name", s.Name); err != nil {
			return err
		}
	}
	return nil
}

// key identifies a target for the uniqueness check.
func (t *Target) key() string {
	b := []byte(t.Role + "\x00" + t.Name + "\x00" + fmt.Sprint(t.Ordinal))
	for _, f := range t.FramePath {
		b = fmt.Appendf(b, "\x01%s\x00%d", f.Name, f.Ordinal)
	}
	for _, s := range t.ShadowPath {
		b = fmt.Appendf(b, "\x02%s\x00%s\x00%s", s.Host, s.Role, s.Name)
	}
	return string(b)
}

func str(path, s string) error {
	if !utf8.ValidString(s) {
		return bad(path, "not valid UTF-8")
	}
	if n := utf8.RuneCountInString(s); n > MaxString {
		return bad(path, "%d characters; at most %d", n, MaxString)
	}
	return nil
}

func runeLen(s string) int { return utf8.RuneCountInString(s) }

func idOK(s string) bool {
	if len(s) == 0 || len(s) > 32 || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

func pageIDOK(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == ':' || c == '-') {
			return false
		}
	}
	return true
}

// roleOK: lower-case letters, 1 to 32 of them (every ARIA role is).
func roleOK(s string) bool {
	if len(s) == 0 || len(s) > 32 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return true
}

// hostOK: an element name (custom elements have a hyphen), 1 to 64.
func hostOK(s string) bool {
	if len(s) == 0 || len(s) > 64 || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
			return false
		}
	}
	return true
}
