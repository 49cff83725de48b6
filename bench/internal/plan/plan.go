// Package plan is what every peer of the bench shares: the fields of each
// page and what to put in them, the results a peer prints, and the check of
// the page's final state. The Playwright peer reads the same plans as JSON.
package plan

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Kinds of field in a plan.
const (
	Text     = "text"     // input of a text-like type, or textarea
	Select   = "select"   // native single select
	Checkbox = "checkbox" // to be checked
	Radio    = "radio"    // one option of a radio group (fieldset/legend)
)

// How a person would name the field, and so how each peer addresses it.
const (
	ByLabel    = "label"    // <label for> or a wrapping <label>
	ByAria     = "aria"     // aria-label or aria-labelledby
	ByQuestion = "question" // div.question: a text block above the control, no <label>
	ByGroup    = "group"    // radio: Label is the legend, Option the radio's label
)

// Field is one thing to fill.
type Field struct {
	ID    string `json:"id"`    // the control's id (the radio's, for a radio)
	Kind  string `json:"kind"`  // Text, Select, Checkbox, Radio
	How   string `json:"how"`   // ByLabel, ByAria, ByQuestion, ByGroup
	Tag   string `json:"tag"`   // input type or "textarea", "select", for the record
	Label string `json:"label"` // label, accessible name, question text or legend
	// Value is the text to type, the option's label (Select) or the radio's
	// label (Radio). Empty for a checkbox.
	Value string `json:"value,omitempty"`
	// OptionValue is the select option's value attribute (chromedp's SetValue
	// needs it) and the value the page must end with.
	OptionValue string `json:"optionValue,omitempty"`
}

// Plan is a page and the fields to fill on it, in document order.
type Plan struct {
	Page   string  `json:"page"`
	Fields []Field `json:"fields"`
	// One is the field filled alone by the single-fill scenario (big20k).
	One *Field `json:"one,omitempty"`
}

// Result is one scenario run by one peer variant, as a peer prints it.
type Result struct {
	Scenario string    `json:"scenario"` // "form60.fill", "form500.list", ...
	Variant  string    `json:"variant"`  // "playwright", "surefill", ...
	MS       float64   `json:"ms"`       // the timed part, in total
	N        int       `json:"n"`        // fields filled, or items listed
	FieldMS  []float64 `json:"fieldMs,omitempty"`
	// FieldMsgs is the number of CDP messages the peer sent per field,
	// and FieldMethods the same by method, where the peer counts them.
	FieldMsgs    []int            `json:"fieldMsgs,omitempty"`
	FieldMethods []map[string]int `json:"fieldMethods,omitempty"`
	// Untimed marks a run made only to count messages (through a counting
	// proxy, which slows every message): its times are not reported.
	Untimed bool     `json:"untimed,omitempty"`
	State   string   `json:"state,omitempty"` // __benchState() after the fill
	Errors  []string `json:"errors,omitempty"`
	Note    string   `json:"note,omitempty"`
	// Metrics are the figures of one of the library's Go benchmarks (by
	// unit, as go test -bench prints them), run by the runner itself.
	Metrics map[string]float64 `json:"metrics,omitempty"`
}

// Output is what a peer prints on stdout, as one JSON document.
type Output struct {
	Peer    string   `json:"peer"`
	Results []Result `json:"results"`
	Error   string   `json:"error,omitempty"`
}

// state is the page's __benchState(): each control's value (checked for
// checkboxes and radios) and the events it saw.
type state struct {
	Values map[string]any             `json:"values"`
	Events map[string]map[string]bool `json:"events"`
}

// Verdict is what the page says after a fill.
type Verdict struct {
	Wrong     []string // fields whose final value is not the planned one
	NoEvent   []string // fields the page saw no input event (text) or change event (others) on
	Untrusted []string // fields that got a synthetic event (isTrusted false)
}

// Check compares the page's final state with the plan.
func Check(fields []Field, stateJSON string) (Verdict, error) {
	var v Verdict
	var s state
	if err := json.Unmarshal([]byte(stateJSON), &s); err != nil {
		return v, fmt.Errorf("page state: %w", err)
	}
	for _, f := range fields {
		got := s.Values[f.ID]
		var ok bool
		switch f.Kind {
		case Checkbox, Radio:
			ok = got == true
		case Select:
			ok = got == f.OptionValue
		default:
			ok = got == f.Value
		}
		if !ok {
			v.Wrong = append(v.Wrong, fmt.Sprintf("%s %q = %v", f.Kind, f.Label, got))
		}
		ev := "change"
		if f.Kind == Text {
			ev = "input" // change waits for a blur, which a single fill need not do
		}
		if !s.Events[f.ID][ev] {
			v.NoEvent = append(v.NoEvent, f.Label)
		}
		if s.Events[f.ID]["untrusted"] {
			v.Untrusted = append(v.Untrusted, f.Label)
		}
	}
	return v, nil
}

// Summary is a short account of a verdict ("ok", "1 wrong, 8 with untrusted events").
func (v Verdict) Summary() string {
	var parts []string
	if len(v.Wrong) > 0 {
		parts = append(parts, fmt.Sprintf("%d wrong", len(v.Wrong)))
	}
	if len(v.NoEvent) > 0 {
		parts = append(parts, fmt.Sprintf("%d without an event", len(v.NoEvent)))
	}
	if len(v.Untrusted) > 0 {
		parts = append(parts, fmt.Sprintf("%d with untrusted events", len(v.Untrusted)))
	}
	if len(parts) == 0 {
		return "ok"
	}
	return strings.Join(parts, ", ")
}

// Group is a label for a field's row in per-kind figures ("text/label").
func (f Field) Group() string { return f.Kind + "/" + f.How }

// Groups lists the distinct groups of the fields, sorted.
func Groups(fields []Field) []string {
	seen := map[string]bool{}
	var out []string
	for _, f := range fields {
		if g := f.Group(); !seen[g] {
			seen[g] = true
			out = append(out, g)
		}
	}
	sort.Strings(out)
	return out
}
