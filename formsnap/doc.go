// Package formsnap is FormSnapshot v1: an engine-neutral, versioned
// description of a page's forms for agents that plan edits, and the
// ControlAction vocabulary that acts on them with Evidence read back.
//
// A snapshot lists forms (with the controls they own and their labelled
// groups), the controls no form owns, and whether a budget cut it short.
// Each control has a snapshot-local id, its form and group, a normalized
// kind, its typed current state, its constraints and validity, its
// options, the operations it accepts, and a semantic target: a role and
// an accessible name, an ordinal when several elements share them, and
// the shadow hosts it lies under. A snapshot holds no CSS selectors, node
// ids, raw HTML, arbitrary attributes or secret values: a password (or a
// card field, or a one-time code) has the state
// {"kind":"redacted","present":true}, which says only that a value
// exists.
//
// Build describes a document of package dom, through the same resolver
// (package resolver) and accessible-name engine (package accname) that
// scripts use, so an agent and a script see the same fields and the same
// names. Nothing here does I/O; the root package's Snapshot and Do run it
// over a live page.
//
//	doc, _ := dom.Parse(html, nil)
//	snap, _ := formsnap.Build(doc, nil)
//	b, _ := json.Marshal(snap)
//
// Decode reads a snapshot back, fail-closed: another schema version, an
// unknown member, a missing one, a wrong type, a budget exceeded, a
// dangling reference, an inconsistent group, a submit list naming a text
// box, or a password exposing text are all errors. The JSON Schema is
// SchemaJSON (schema.json beside the types); Validate checks what a schema
// cannot.
//
// # Targets and actions
//
// A ControlAction names a control by its target and says what to do:
// setText (replacing the text unless clearFirst is false), setChecked,
// selectOne, selectMany, setFiles, clear or activate. Locate finds the
// control a target names in a document, exactly as a snapshot of that
// document would name it, and hands the live layer a resolver target
// verified to name that element alone: an ordinal picks the element, a
// verified target acts on it, so a target whose ordinal no longer fits
// fails instead of acting on a neighbour.
//
// # Budgets
//
// At most MaxForms forms and MaxControls controls; strings of at most
// MaxString characters; at most MaxOptions options a control. Truncated
// is set whenever Build cut anything to stay within them.
package formsnap
