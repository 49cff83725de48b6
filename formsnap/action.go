package formsnap

import (
	"fmt"
	"strconv"
	"strings"
)

// OperationKind is one of the operations a ControlAction performs.
type OperationKind string

// The operations.
const (
	OpSetText    OperationKind = "setText"    // {value, clearFirst?}: replace (or append to) the text
	OpSetChecked OperationKind = "setChecked" // {checked}: check or uncheck a checkbox; check a radio
	OpSelectOne  OperationKind = "selectOne"  // {value}: choose one option by label or value
	OpSelectMany OperationKind = "selectMany" // {values}: exactly these options chosen
	OpSetFiles   OperationKind = "setFiles"   // {paths}: the files of a file input
	OpClear      OperationKind = "clear"      // {}: empty the control
	OpActivate   OperationKind = "activate"   // {}: press a button
)

// Operations lists every operation in a fixed order.
var Operations = []OperationKind{OpSetText, OpSetChecked, OpSelectOne, OpSelectMany, OpSetFiles, OpClear, OpActivate}

// Operation is what to do, with the members its Kind takes:
//
//	{"kind":"setText","value":"Ada","clearFirst":true}
//	{"kind":"setChecked","checked":true}
//	{"kind":"selectOne","value":"France"}
//	{"kind":"selectMany","values":["Red","Blue"]}
//	{"kind":"setFiles","paths":["/home/me/cv.pdf"]}
//	{"kind":"clear"}
//	{"kind":"activate"}
//
// A member the kind does not take is an error, never ignored.
type Operation struct {
	Kind  OperationKind `json:"kind"`
	Value *string       `json:"value,omitempty"`
	// ClearFirst replaces the text when true or absent; false appends.
	ClearFirst *bool    `json:"clearFirst,omitempty"`
	Checked    *bool    `json:"checked,omitempty"`
	Values     []string `json:"values,omitzero"`
	Paths      []string `json:"paths,omitzero"`
}

// ControlAction is one operation on one control, named by its semantic
// target (from a snapshot's Control.Target).
type ControlAction struct {
	Target    Target    `json:"target"`
	Operation Operation `json:"operation"`
}

// SetText returns a setText operation that replaces the text.
func SetText(v string) Operation { return Operation{Kind: OpSetText, Value: &v} }

// AppendText returns a setText operation that keeps the text and adds v.
func AppendText(v string) Operation {
	f := false
	return Operation{Kind: OpSetText, Value: &v, ClearFirst: &f}
}

// SetChecked returns a setChecked operation.
func SetChecked(on bool) Operation { return Operation{Kind: OpSetChecked, Checked: &on} }

// SelectOne returns a selectOne operation.
func SelectOne(v string) Operation { return Operation{Kind: OpSelectOne, Value: &v} }

// SelectMany returns a selectMany operation.
func SelectMany(vs ...string) Operation {
	if vs == nil {
		vs = []string{}
	}
	return Operation{Kind: OpSelectMany, Values: vs}
}

// SetFiles returns a setFiles operation.
func SetFiles(paths ...string) Operation { return Operation{Kind: OpSetFiles, Paths: paths} }

// Clear returns a clear operation.
func Clear() Operation { return Operation{Kind: OpClear} }

// Activate returns an activate operation.
func Activate() Operation { return Operation{Kind: OpActivate} }

// Replace reports whether a setText replaces the text (clearFirst is true
// or absent).
func (o Operation) Replace() bool { return o.ClearFirst == nil || *o.ClearFirst }

// Validate checks that the operation has exactly the members its kind
// takes, within the budgets.
func (o Operation) Validate() error {
	has := map[string]bool{
		"value": o.Value != nil, "clearFirst": o.ClearFirst != nil, "checked": o.Checked != nil,
		"values": o.Values != nil, "paths": o.Paths != nil,
	}
	var need, may []string
	switch o.Kind {
	case OpSetText:
		need, may = []string{"value"}, []string{"clearFirst"}
	case OpSetChecked:
		need = []string{"checked"}
	case OpSelectOne:
		need = []string{"value"}
	case OpSelectMany:
		need = []string{"values"}
	case OpSetFiles:
		need = []string{"paths"}
	case OpClear, OpActivate:
	default:
		return fmt.Errorf("operation: unknown kind %q", o.Kind)
	}
	for _, k := range need {
		if !has[k] {
			return fmt.Errorf("operation %s: %s is required", o.Kind, k)
		}
		delete(has, k)
	}
	for _, k := range may {
		delete(has, k)
	}
	for _, k := range []string{"value", "clearFirst", "checked", "values", "paths"} {
		if has[k] {
			return fmt.Errorf("operation %s: takes no %s", o.Kind, k)
		}
	}
	if o.Value != nil && runeLen(*o.Value) > maxValue {
		return fmt.Errorf("operation %s: value longer than %d characters", o.Kind, maxValue)
	}
	if len(o.Values) > MaxOptions {
		return fmt.Errorf("operation %s: more than %d values", o.Kind, MaxOptions)
	}
	for _, v := range o.Values {
		if runeLen(v) > MaxString {
			return fmt.Errorf("operation %s: a value longer than %d characters", o.Kind, MaxString)
		}
	}
	if o.Kind == OpSetFiles && len(o.Paths) == 0 {
		return fmt.Errorf("operation setFiles: paths is empty (use clear to remove files)")
	}
	if len(o.Paths) > MaxList {
		return fmt.Errorf("operation %s: more than %d paths", o.Kind, MaxList)
	}
	for _, p := range o.Paths {
		if p == "" || len(p) > 4096 {
			return fmt.Errorf("operation %s: a path is empty or too long", o.Kind)
		}
	}
	return nil
}

// maxValue bounds the text a setText writes (a long message is fine; a
// megabyte is not a form value).
const maxValue = 65536

// Validate checks the action: a well-formed target and operation.
func (a ControlAction) Validate() error {
	if err := a.Target.validate("target"); err != nil {
		return err
	}
	return a.Operation.Validate()
}

// String prints the action for logs, without any value it carries.
func (a ControlAction) String() string {
	return string(a.Operation.Kind) + " " + a.Target.String()
}

// String prints the target for logs and errors:
// role "textbox" name "Email" #2 in shadow <x-address>.
func (t Target) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "role %s name %s", strconv.Quote(t.Role), strconv.Quote(t.Name))
	if t.Ordinal > 0 {
		fmt.Fprintf(&b, " #%d", t.Ordinal)
	}
	for _, f := range t.FramePath {
		fmt.Fprintf(&b, " in frame %q", f.Name)
		if f.Ordinal > 0 {
			fmt.Fprintf(&b, " #%d", f.Ordinal)
		}
	}
	if len(t.ShadowPath) > 0 {
		b.WriteString(" in shadow")
		for _, s := range t.ShadowPath {
			b.WriteString(" <" + s.Host + ">")
		}
	}
	return b.String()
}

// Evidence is what a ControlAction left on the page, read back after it:
// the operation and target, the control's typed state and validity, and
// whether the element at the target is no longer the one acted on.
// Uncertain is true when the outcome could not be confirmed (the page
// did not keep the value, or the read-back failed); an uncertain action
// is reported, never replayed.
type Evidence struct {
	Operation OperationKind `json:"operation"`
	Target    Target        `json:"target"`
	// State is the control's state read back; nil when the target no
	// longer resolves. A sensitive control's state is redacted.
	State *State `json:"state"`
	// Validity is read back from the live page; nil with State.
	Validity *Validity `json:"validity"`
	// NodeReplaced is true when the element the target names after the
	// action is not the element acted on (the page re-rendered it), or
	// the target no longer resolves.
	NodeReplaced bool `json:"nodeReplaced"`
	Uncertain    bool `json:"uncertain"`
	// Detail says what happened in words when the outcome is uncertain or
	// unusual (never a sensitive value).
	Detail string `json:"detail,omitempty"`
}

// Validate checks evidence: a known operation, a well-formed target, a
// well-formed state and validity.
func (e Evidence) Validate() error {
	if !knownOp(e.Operation) {
		return fmt.Errorf("evidence: unknown operation %q", e.Operation)
	}
	if err := e.Target.validate("evidence target"); err != nil {
		return err
	}
	if (e.State == nil) != (e.Validity == nil) {
		return fmt.Errorf("evidence: state and validity are read back together")
	}
	if e.State != nil {
		if err := e.State.validate("evidence state"); err != nil {
			return err
		}
		if err := e.Validity.validate("evidence validity"); err != nil {
			return err
		}
	}
	if runeLen(e.Detail) > 4*MaxString {
		return fmt.Errorf("evidence: detail longer than %d characters", 4*MaxString)
	}
	return nil
}

func knownOp(k OperationKind) bool {
	for _, o := range Operations {
		if o == k {
			return true
		}
	}
	return false
}
