package surefill

import (
	"regexp"

	"github.com/surefill/surefill/resolver"
)

// Target says what a script means: a field by its label or question text,
// an element by role and accessible name, by visible text, by CSS, or a
// FieldRef from Fields. Every target prints itself as ready-to-paste Go,
// and any target narrows with Within:
//
//	surefill.Label("City").Within(surefill.Role("group", "Home address"))
//
// Matching is exact, ignoring case, accents, runs of white space and a
// trailing "*", ":" or "(optional)"; a regexp covers variants. A target
// matches only what a person could see (file inputs excepted).
type Target = resolver.Target

// FieldRef is a handle on one field of one document, from Fields. It is
// never persisted and never retargeted: against a newer document it fails
// stale_ref.
type FieldRef = resolver.FieldRef

// Field is one field as Fields lists it, with a verified Target (nil when
// no unique one exists) and Alternates on stable attributes.
type Field = resolver.Field

// Kind is a field's kind: text, select, checkbox, radio, buttons, file or
// other.
type Kind = resolver.Kind

// The kinds.
const (
	KindText     = resolver.KindText
	KindSelect   = resolver.KindSelect
	KindCheckbox = resolver.KindCheckbox
	KindRadio    = resolver.KindRadio
	KindButtons  = resolver.KindButtons
	KindFile     = resolver.KindFile
	KindOther    = resolver.KindOther
)

// Value is a field's value: a string, a bool, a []string, or nil.
type Value = resolver.Value

// Clickable is something to click, as Clickables lists it.
type Clickable = resolver.Clickable

// CustomParts describes, as selectors looked up near each field, where a
// widget not built to standards keeps what standards don't: its shown value
// (Value, Values), what marks it as taking several (Multiple), what opens it
// (Open), its clear button (Clear), and ids the page regenerates
// (UnstableIDs). Data only, never code.
type CustomParts = resolver.CustomParts

// Label targets a field by its label or the question text above it.
func Label(text string) Target { return resolver.Label(text) }

// LabelMatch targets a field whose label matches re.
func LabelMatch(re *regexp.Regexp) Target { return resolver.LabelMatch(re) }

// Role targets an element by ARIA role and W3C accessible name; an empty
// name matches any name.
func Role(role, name string) Target { return resolver.Role(role, name) }

// RoleMatch targets an element by role and a name matching re.
func RoleMatch(role string, re *regexp.Regexp) Target { return resolver.RoleMatch(role, re) }

// Text targets the element whose visible text is text, for elements with
// no role.
func Text(text string) Target { return resolver.Text(text) }

// TextMatch targets the element whose visible text matches re.
func TextMatch(re *regexp.Regexp) Target { return resolver.TextMatch(re) }

// CSS targets elements by a CSS selector (piercing open shadow roots).
// Selectors that need a live state (:hover, :focus) are refused.
func CSS(selector string) Target { return resolver.CSS(selector) }

// InFrame is a container naming the document of an iframe whose address
// contains pattern, for a target on a Tab that would otherwise reach more
// than one document: Label("Email").Within(InFrame("/card")).
func InFrame(pattern string) Target { return resolver.InFrame(pattern) }

// MainFrame is a container naming the tab's top document, leaving every
// iframe out: Label("Email").Within(MainFrame()).
func MainFrame() Target { return resolver.MainFrame() }
