// Package resolver turns targets into elements over surefill's document
// model, and lists a page's fields. It is where "no guessing" lives: a
// target names exactly one field or element a person could see, or the
// answer is an *Error with a fixed code and ready-to-paste candidates.
//
// # Targets
//
// Label, LabelMatch, Role, RoleMatch, Text, TextMatch, CSS and a FieldRef
// from Fields, each narrowed with Within. Every target prints itself as
// the Go expression that makes it, in the root package's name:
//
//	surefill.Label("City").Within(surefill.Role("group", "Home address"))
//
// Names match exactly, ignoring case, accents, runs of white space and a
// trailing "*", ":" or "(optional)"; a regexp covers variants. There is
// no substring default: "Name" never matches "First name". A Within
// container narrows to its subtree; a heading as container narrows to its
// region (what follows it up to the next heading of the same or a higher
// level), so repeated sections are told apart by their headings.
//
// Exactly one field or element a person could see must match. Anything
// else is an *Error: not_found (with the number of hidden matches, and up
// to five ready-to-paste candidates of the same kind, closest name first),
// ambiguous (with a verified target for each match) or stale_ref. Match
// returns what the live layer needs to act: the controls, the field, its
// popup listbox and options, and the custom parts found near it.
//
// # Labels
//
// A field's label is its W3C accessible name (package accname) and, on top
// of it, its question text: the text above it in the smallest container
// that holds one question and its controls (see question.go for the
// generic conventions used). A widget that shows a value (a select
// replacement, a combobox, a country picker) is labelled by what names it,
// never by what it shows: not its value or placeholder, not its chevrons
// or aria-hidden decoration, so its label reads the same after a choice
// (widgetlabel.go). Role targets keep the accessible name as accname
// computes it.
//
// # Visibility
//
// One rule for every kind of target: only what a person could see
// matches. File inputs are excepted (they hide behind styled buttons), and
// a checkbox or radio restyled out of sight counts when its label shows.
// A target that matches only hidden things fails not_found and says how
// many hidden matches there were.
//
// # Fields
//
// Fields lists text fields, selects (native, comboboxes with their
// options scoped through aria-controls or aria-owns, custom single-selects,
// listboxes), checkboxes and checkbox groups, radio groups, Yes/No button
// groups, file inputs and the rest, each with a verified target (see
// verify.go) and its facts. A sensitive field's value is never listed.
//
// # Documents and frames
//
// A Resolver answers for one document with its shadow trees. Same-process
// iframes are separate documents: their fields belong to the frame, and
// the caller makes a Resolver for each. Nothing here does I/O.
package resolver
