package resolver

import (
	"fmt"
	"strings"

	"github.com/surefill/surefill/internal/codes"
)

// ErrorCode is one of the nine fixed reasons a call fails: the one code
// type of the module, shared with the surface (surefill.ErrorCode) and the
// live layer, so errors.Is(err, surefill.NotFound) matches an *Error too.
// A code never changes meaning. It is an error itself, so errors.Is(err,
// NotFound) matches an *Error (or a wrapping error) with that code.
type ErrorCode = codes.Code

// The nine codes. The resolver produces NotFound, Ambiguous and StaleRef;
// the live layer produces the others with the same type.
const (
	NotFound     = codes.NotFound     // nothing a person could see matches the target
	Ambiguous    = codes.Ambiguous    // more than one element or field matches
	StaleRef     = codes.StaleRef     // a FieldRef from another document
	Covered      = codes.Covered      // another element would receive the click
	NotEditable  = codes.NotEditable  // disabled, read-only or not a field
	NoOption     = codes.NoOption     // the value is not among the options
	NotCommitted = codes.NotCommitted // the page did not keep the value
	Timeout      = codes.Timeout      // a condition did not hold in time
	NotPermitted = codes.NotPermitted // a grant, a site or the submit guard refused
)

// Codes lists the nine codes in a fixed order.
var Codes = codes.All()

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
