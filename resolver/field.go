package resolver

import (
	"encoding/json"
	"fmt"
	"regexp"
)

// Kind is what sort of value a field takes.
type Kind string

// The field kinds.
const (
	KindText     Kind = "text"     // text-like inputs, textarea, contenteditable, role textbox
	KindSelect   Kind = "select"   // native select, combobox, custom single-select, listbox
	KindCheckbox Kind = "checkbox" // one checkbox (a bool) or a checkbox group (a []string)
	KindRadio    Kind = "radio"    // a radio group (a string)
	KindButtons  Kind = "buttons"  // a group of short buttons under one question (a string)
	KindFile     Kind = "file"     // a file input
	KindOther    Kind = "other"    // range, color, slider and the like
)

// Value is a field's value: a string, a bool (one checkbox), a []string
// (a checkbox group, a multiple select, a file input's chosen files by
// name when the page model has them) or nil (nothing chosen, a file input
// whose names are unknown, or a sensitive field whose value is withheld).
type Value = any

// Field is one field as a person sees it. A group (radio, checkbox group,
// Yes/No buttons) is one field.
type Field struct {
	// Ref is a handle for this document version only.
	Ref FieldRef `json:"ref"`
	// Label is the accessible name (for a widget that shows a value, the
	// name without what it shows), or the question text when the name is
	// missing or only a placeholder, a tooltip or a <label> drawn as a
	// button (a placeholder still beats a section heading); trailing "*"
	// and ":" are removed.
	Label string `json:"label"`
	// Target is the simplest target verified to resolve to this field and
	// nothing else in the whole document; nil when none exists.
	Target Target `json:"target,omitempty"`
	// Alternates are further verified targets on stable attributes (id,
	// name, autocomplete, test hooks); generated ids are never offered.
	Alternates []Target `json:"alternates,omitempty"`
	Kind       Kind     `json:"kind"`
	Required   bool     `json:"required"`
	// Multiple means the field takes a []string.
	Multiple bool  `json:"multiple"`
	Value    Value `json:"value"`
	Empty    bool  `json:"empty"`
	// Sensitive fields (passwords, card numbers, one-time codes) never
	// carry their value.
	Sensitive   bool     `json:"sensitive,omitempty"`
	Options     []string `json:"options,omitempty"`
	InputType   string   `json:"inputType,omitempty"`
	MaxLength   int      `json:"maxLength,omitempty"`
	Pattern     string   `json:"pattern,omitempty"`
	Hint        string   `json:"hint,omitempty"`
	Placeholder string   `json:"placeholder,omitempty"`
	Invalid     bool     `json:"invalid"`
	Error       string   `json:"error,omitempty"`
	// Frame is the address of the iframe whose document holds the field,
	// in a listing of a whole page; empty for the top document.
	Frame string `json:"frame,omitempty"`
}

// UnmarshalJSON reads a Field back, parsing its targets from Go source.
func (f *Field) UnmarshalJSON(b []byte) error {
	type plain Field
	var aux struct {
		plain
		Target     string   `json:"target,omitempty"`
		Alternates []string `json:"alternates,omitempty"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*f = Field(aux.plain)
	f.Target, f.Alternates = nil, nil
	if aux.Target != "" {
		t, err := ParseTarget(aux.Target)
		if err != nil {
			return err
		}
		f.Target = t
	}
	for _, s := range aux.Alternates {
		t, err := ParseTarget(s)
		if err != nil {
			return err
		}
		f.Alternates = append(f.Alternates, t)
	}
	return nil
}

// Clickable is something to click that is not a field value: a button, a
// link, a tab, a menu item, an option.
type Clickable struct {
	Role string `json:"role"`
	Name string `json:"name"`
	// Target is verified like Field.Target; nil when none exists.
	Target     Target   `json:"target,omitempty"`
	Alternates []Target `json:"alternates,omitempty"`
	// Frame is the address of the iframe whose document holds it, in a
	// listing of a whole page; empty for the top document.
	Frame string `json:"frame,omitempty"`
}

// CustomParts describes, for a form not built to standards, where its
// fields keep what standards don't say. Each entry is a CSS selector looked
// up near each field (inside the field's own container, never page-wide);
// all are optional. It is data only.
type CustomParts struct {
	// Value is the element that shows a field's current value.
	Value string `json:"value,omitempty"`
	// Values are the elements that show the chosen values of a field
	// taking several (chips, tags).
	Values string `json:"values,omitempty"`
	// Multiple marks a field as taking several values when present.
	Multiple string `json:"multiple,omitempty"`
	// Open is what opens the field's options.
	Open string `json:"open,omitempty"`
	// Clear is the field's clear button.
	Clear string `json:"clear,omitempty"`
	// UnstableIDs matches ids the page regenerates; they are never offered
	// as targets.
	UnstableIDs *regexp.Regexp `json:"-"`
}

// MarshalJSON includes UnstableIDs as its source.
func (c CustomParts) MarshalJSON() ([]byte, error) {
	type plain CustomParts
	aux := struct {
		plain
		UnstableIDs string `json:"unstableIds,omitempty"`
	}{plain: plain(c)}
	if c.UnstableIDs != nil {
		aux.UnstableIDs = c.UnstableIDs.String()
	}
	return json.Marshal(aux)
}

// UnmarshalJSON reads what MarshalJSON writes.
func (c *CustomParts) UnmarshalJSON(b []byte) error {
	type plain CustomParts
	var aux struct {
		plain
		UnstableIDs string `json:"unstableIds,omitempty"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*c = CustomParts(aux.plain)
	if aux.UnstableIDs != "" {
		re, err := regexp.Compile(aux.UnstableIDs)
		if err != nil {
			return fmt.Errorf("resolver: unstableIds: %v", err)
		}
		c.UnstableIDs = re
	}
	return nil
}
