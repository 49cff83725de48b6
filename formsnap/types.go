package formsnap

// SchemaVersion is the version of the contract these types describe.
// Decode rejects any other.
const SchemaVersion = 1

// Budgets. A snapshot never holds more; Build sets Truncated when it had
// to leave something out to stay within them.
const (
	MaxForms       = 64  // forms in one snapshot
	MaxControls    = 512 // controls in one snapshot, forms and unowned together
	MaxGroups      = 512 // groups in one snapshot
	MaxString      = 256 // runes in any string (labels, names, values, messages)
	MaxOptions     = 256 // options of one control
	MaxList        = 64  // entries of other lists (accept, reasons, submit ids)
	MaxPathDepth   = 8   // steps of a frame or shadow path
	MaxPageIDBytes = 128 // bytes of a page id
)

// FormSnapshot is the engine-neutral description of a page's forms at one
// moment: what an agent reads before it plans edits. It holds no CSS
// selectors, node ids, raw HTML, arbitrary attributes or secret values.
type FormSnapshot struct {
	// SchemaVersion is always 1 for this contract.
	SchemaVersion int `json:"schemaVersion"`
	// PageID names the page the snapshot was taken of; opaque.
	PageID string `json:"pageId"`
	// Forms are the <form> elements that own at least one control, in
	// document order, each with its controls and groups.
	Forms []Form `json:"forms"`
	// UnownedControls are the controls that belong to no form.
	UnownedControls []Control `json:"unownedControls"`
	// UnownedGroups are the groups of unowned controls.
	UnownedGroups []Group `json:"unownedGroups"`
	// Truncated is true when a budget was reached: the snapshot is
	// incomplete (or a string was shortened).
	Truncated bool `json:"truncated"`
}

// Form is one form and what it owns.
type Form struct {
	// ID is snapshot-local ("f1", "f2", ... in document order).
	ID string `json:"id"`
	// Name is the form's accessible name; "" when it has none.
	Name     string    `json:"name"`
	Controls []Control `json:"controls"`
	Groups   []Group   `json:"groups"`
	// SubmitControls and ResetControls are the ids of the form's submit
	// and reset controls (controls of kind submit and reset).
	SubmitControls []string `json:"submitControls"`
	ResetControls  []string `json:"resetControls"`
}

// GroupKind says what holds a group together.
type GroupKind string

// The group kinds.
const (
	GroupFieldset GroupKind = "fieldset" // a fieldset or a named group: controls under one caption
	GroupRadio    GroupKind = "radio"    // radios of which one is chosen
	GroupCheckbox GroupKind = "checkbox" // checkboxes answering one question
	GroupButtons  GroupKind = "buttons"  // toggle buttons answering one question (Yes/No)
)

// Group is a labelled group of controls. A control names its innermost
// group in Control.GroupID; groups nest through ParentID.
type Group struct {
	// ID is snapshot-local ("g1", "g2", ...).
	ID   string    `json:"id"`
	Kind GroupKind `json:"kind"`
	// Label is the group's caption or question text.
	Label string `json:"label"`
	// ParentID is the enclosing group, if any (same form).
	ParentID string `json:"parentId,omitempty"`
	// Required is true when the group must be answered.
	Required bool `json:"required,omitempty"`
	// Controls are the ids of the controls whose innermost group this is,
	// in document order.
	Controls []string `json:"controls"`
}

// ControlKind is a control's normalized kind.
type ControlKind string

// The control kinds.
const (
	KindText            ControlKind = "text"
	KindEmail           ControlKind = "email"
	KindPassword        ControlKind = "password"
	KindSearch          ControlKind = "search"
	KindTel             ControlKind = "tel"
	KindURL             ControlKind = "url"
	KindNumber          ControlKind = "number"
	KindDate            ControlKind = "date"
	KindTime            ControlKind = "time"
	KindDateTimeLocal   ControlKind = "datetime-local"
	KindMonth           ControlKind = "month"
	KindWeek            ControlKind = "week"
	KindTextarea        ControlKind = "textarea"
	KindContentEditable ControlKind = "contenteditable"
	KindSelect          ControlKind = "select"         // a native single select
	KindSelectMultiple  ControlKind = "selectMultiple" // a native multiple select
	KindCombobox        ControlKind = "combobox"       // a combobox or a button that opens a listbox
	KindListbox         ControlKind = "listbox"        // a listbox on its own
	KindCheckbox        ControlKind = "checkbox"
	KindSwitch          ControlKind = "switch"
	KindRadio           ControlKind = "radio"
	KindFile            ControlKind = "file"
	KindRange           ControlKind = "range" // range input or slider
	KindColor           ControlKind = "color"
	KindToggleButton    ControlKind = "toggleButton" // one answer of a button group
	KindButton          ControlKind = "button"
	KindSubmit          ControlKind = "submit"
	KindReset           ControlKind = "reset"
	KindOther           ControlKind = "other"
)

// Control is one control a person could see (file inputs count when their
// parent shows; a restyled checkbox or radio counts when its label shows).
type Control struct {
	// ID is snapshot-local ("c1", "c2", ... in document order).
	ID string `json:"id"`
	// FormID is the owning form; "" for an unowned control.
	FormID string `json:"formId,omitempty"`
	// GroupID is the innermost group; "" when in none.
	GroupID string      `json:"groupId,omitempty"`
	Kind    ControlKind `json:"controlKind"`
	// Label is what a person reads for the control: its label or the
	// question text above it; a group member's own name.
	Label string `json:"label"`
	// Description is the control's hint text, if any.
	Description string `json:"description,omitempty"`
	Placeholder string `json:"placeholder,omitempty"`
	// Sensitive controls (passwords, card fields, one-time codes) carry a
	// redacted state only.
	Sensitive bool `json:"sensitive,omitempty"`
	Disabled  bool `json:"disabled,omitempty"`
	ReadOnly  bool `json:"readOnly,omitempty"`
	// State is the current typed state.
	State       State       `json:"state"`
	Constraints Constraints `json:"constraints"`
	Validity    Validity    `json:"validity"`
	// Options are the choices of a select, combobox or listbox, or the
	// suggestions of a text input's datalist.
	Options []Option `json:"options,omitempty"`
	// SupportedOperations are the ControlAction operations the control
	// accepts now; empty for a disabled or read-only control.
	SupportedOperations []OperationKind `json:"supportedOperations"`
	// Target is the control's semantic identity, ready for a
	// ControlAction; nil (JSON null) when no safe one exists.
	Target *Target `json:"target"`
}

// StateKind says which member of State carries the value.
type StateKind string

// The state kinds.
const (
	StateText      StateKind = "text"      // Value
	StateChecked   StateKind = "checked"   // Checked
	StateSelection StateKind = "selection" // Selected: option labels
	StateFiles     StateKind = "files"     // Count: files chosen
	StateRedacted  StateKind = "redacted"  // Present: whether a value exists
	StateNone      StateKind = "none"      // a plain button
)

// State is a control's typed current state: Kind says which member is
// set. A sensitive control's state is {"kind":"redacted","present":...}:
// present says only whether a value exists, never what it is.
type State struct {
	Kind     StateKind `json:"kind"`
	Value    *string   `json:"value,omitempty"`
	Checked  *bool     `json:"checked,omitempty"`
	Selected []string  `json:"selected,omitzero"`
	Count    *int      `json:"count,omitempty"`
	Present  *bool     `json:"present,omitempty"`
}

// TextState returns {"kind":"text","value":v}.
func TextState(v string) State { return State{Kind: StateText, Value: &v} }

// CheckedState returns {"kind":"checked","checked":on}.
func CheckedState(on bool) State { return State{Kind: StateChecked, Checked: &on} }

// SelectionState returns {"kind":"selection","selected":labels}.
func SelectionState(labels []string) State {
	if labels == nil {
		labels = []string{}
	}
	return State{Kind: StateSelection, Selected: labels}
}

// FilesState returns {"kind":"files","count":n}.
func FilesState(n int) State { return State{Kind: StateFiles, Count: &n} }

// RedactedState returns {"kind":"redacted","present":present}.
func RedactedState(present bool) State { return State{Kind: StateRedacted, Present: &present} }

// Constraints are the rules the page declares for a control's value.
// Min, Max and Step are strings: dates and times are bounds too.
type Constraints struct {
	Required  bool     `json:"required,omitempty"`
	Min       string   `json:"min,omitempty"`
	Max       string   `json:"max,omitempty"`
	MinLength *int     `json:"minLength,omitempty"`
	MaxLength *int     `json:"maxLength,omitempty"`
	Pattern   string   `json:"pattern,omitempty"`
	Step      string   `json:"step,omitempty"`
	Accept    []string `json:"accept,omitempty"`
	Multiple  bool     `json:"multiple,omitempty"`
}

// ValidityState is what is known of a control's validity.
type ValidityState string

// The validity states. A snapshot built from the document model says
// "invalid" when the model shows it (aria-invalid, a required control
// left empty, a length out of bounds) and "unknown" otherwise; evidence
// read back from a live page says "valid" or "invalid".
const (
	Valid   ValidityState = "valid"
	Invalid ValidityState = "invalid"
	Unknown ValidityState = "unknown"
)

// Reason is why a control is invalid (the names of HTML's ValidityState,
// plus ariaInvalid).
type Reason string

// The reasons.
const (
	ReasonAriaInvalid     Reason = "ariaInvalid"
	ReasonValueMissing    Reason = "valueMissing"
	ReasonTooLong         Reason = "tooLong"
	ReasonTooShort        Reason = "tooShort"
	ReasonTypeMismatch    Reason = "typeMismatch"
	ReasonPatternMismatch Reason = "patternMismatch"
	ReasonRangeUnderflow  Reason = "rangeUnderflow"
	ReasonRangeOverflow   Reason = "rangeOverflow"
	ReasonStepMismatch    Reason = "stepMismatch"
	ReasonBadInput        Reason = "badInput"
	ReasonCustomError     Reason = "customError"
)

// Validity is a control's validity with the reasons known and the message
// the page shows (an error text, or the browser's validation message).
type Validity struct {
	State   ValidityState `json:"state"`
	Reasons []Reason      `json:"reasons,omitempty"`
	Message string        `json:"message,omitempty"`
}

// Option is one choice of a control. Value is the option's value when it
// differs from its label; selectOne and selectMany accept either.
type Option struct {
	Label    string `json:"label"`
	Value    string `json:"value,omitempty"`
	Disabled bool   `json:"disabled,omitempty"`
}

// Target is a control's semantic identity: its role and accessible name,
// with an ordinal when several visible elements share both (1 is the
// first in document order), and the path of iframes and shadow hosts it
// lies in. It is what a ControlAction names.
type Target struct {
	Role string `json:"role"`
	Name string `json:"name"`
	// Ordinal picks one of several elements with this role and name,
	// counting from 1 in document order; absent when they are unique.
	Ordinal int `json:"ordinal,omitempty"`
	// FramePath lists the iframes, outermost first, from the document the
	// snapshot was taken of. Snapshots of one document leave it empty.
	FramePath []FrameStep `json:"framePath,omitempty"`
	// ShadowPath lists the shadow hosts, outermost first.
	ShadowPath []ShadowStep `json:"shadowPath,omitempty"`
}

// FrameStep is one iframe on a target's path: its accessible name and,
// when several share it, its ordinal.
type FrameStep struct {
	Name    string `json:"name"`
	Ordinal int    `json:"ordinal,omitempty"`
}

// ShadowStep is one shadow host on a target's path: its element name and
// its role and accessible name, when it has them.
type ShadowStep struct {
	Host string `json:"host"`
	Role string `json:"role,omitempty"`
	Name string `json:"name,omitempty"`
}
