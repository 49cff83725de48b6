package resolver

import (
	"fmt"
	"strings"
)

// ErrorCode is one of the nine fixed reasons a call fails. A code never
// changes meaning. It is an error itself, so errors.Is(err, NotFound)
// matches an *Error (or a wrapping error) with that code.
type ErrorCode string

// The nine codes. The resolver produces NotFound, Ambiguous and StaleRef;
// the live layer produces the others with the same type.
const (
	NotFound     ErrorCode = "not_found"     // nothing a person could see matches the target
	Ambiguous    ErrorCode = "ambiguous"     // more than one element or field matches
	StaleRef     ErrorCode = "stale_ref"     // a FieldRef from another document
	Covered      ErrorCode = "covered"       // another element would receive the click
	NotEditable  ErrorCode = "not_editable"  // disabled, read-only or not a field
	NoOption     ErrorCode = "no_option"     // the value is not among the options
	NotCommitted ErrorCode = "not_committed" // the page did not keep the value
	Timeout      ErrorCode = "timeout"       // a condition did not hold in time
	NotPermitted ErrorCode = "not_permitted" // a grant, a site or the submit guard refused
)

// Codes lists the nine codes in a fixed order.
var Codes = []ErrorCode{NotFound, Ambiguous, StaleRef, Covered, NotEditable, NoOption, NotCommitted, Timeout, NotPermitted}

func (c ErrorCode) Error() string { return string(c) }

// MaxCandidates bounds Error.Candidates.
const MaxCandidates = 5

// Error is what the resolver returns when a target does not name exactly
// one thing. The root package turns it into its FieldError.
type Error struct {
	Code ErrorCode
	// Op is what was attempted ("Resolve", "Fields").
	Op string
	// Target is the target as ready-to-paste Go.
	Target string
	// Candidates are up to MaxCandidates nearest targets, each verified and
	// ready to paste, closest first.
	Candidates []string
	// Options are the choices of the field, for no_option.
	Options []string
	// Hidden is the number of matches a person could not see.
	Hidden int
	// Detail says what happened in words. It never holds a field's value.
	Detail string
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(string(e.Code))
	if e.Op != "" {
		b.WriteString(": ")
		b.WriteString(e.Op)
	}
	if e.Target != "" {
		b.WriteString(" ")
		b.WriteString(e.Target)
	}
	if e.Detail != "" {
		b.WriteString(": ")
		b.WriteString(e.Detail)
	}
	if len(e.Candidates) > 0 {
		b.WriteString("; candidates: ")
		b.WriteString(strings.Join(e.Candidates, ", "))
	}
	if len(e.Options) > 0 {
		fmt.Fprintf(&b, "; options: %q", e.Options)
	}
	return b.String()
}

// Is reports whether target is e's code, so errors.Is(err, NotFound) works.
func (e *Error) Is(target error) bool {
	c, ok := target.(ErrorCode)
	return ok && c == e.Code
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}
