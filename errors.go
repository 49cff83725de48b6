package surefill

import (
	"errors"
	"fmt"
	"strings"

	"github.com/surefill/surefill/internal/act"
	"github.com/surefill/surefill/internal/codes"
	"github.com/surefill/surefill/resolver"
)

// ErrorCode is one of the nine fixed reasons a call fails. A code never
// changes meaning. It is an error itself, so errors.Is(err, NotFound)
// matches any *FieldError with that code, and any error of package
// resolver or testing with it: the module has this one code type, which
// resolver.ErrorCode names too.
type ErrorCode = codes.Code

// The nine codes.
const (
	NotFound     = codes.NotFound     // no element matches the target
	Ambiguous    = codes.Ambiguous    // more than one element matches
	StaleRef     = codes.StaleRef     // a FieldRef from another document
	Covered      = codes.Covered      // another element receives the click
	NotEditable  = codes.NotEditable  // disabled, read-only or not a field
	NoOption     = codes.NoOption     // the value is not among the options
	NotCommitted = codes.NotCommitted // the page did not keep the value
	Timeout      = codes.Timeout      // a condition did not hold in time
	NotPermitted = codes.NotPermitted // a grant, site or the submit guard refused
)

// Codes lists the nine codes in a fixed order.
var Codes = codes.All()

// FieldError is the one error type of the surface. Match a code in one
// line: errors.Is(err, surefill.NotFound) or, for the details,
// errors.As(err, &fe).
type FieldError struct {
	Code ErrorCode
	// Op is the method that failed ("Fill", "Click").
	Op string
	// Target is the target as ready-to-paste Go, when there was one.
	Target string
	// Candidates are the nearest matches, each a ready-to-paste target.
	Candidates []string
	// Options are the choices a select, combobox or group offers, for
	// no_option.
	Options []string
	// Detail says what happened in words (never a sensitive value).
	Detail string
	// Next is one next step for whoever fixes the script.
	Next string
	// Changed reports whether the failed call may have changed the page:
	// when false, running the script again from here is safe.
	Changed bool
	// Log is the call log: the steps the call took before it failed.
	Log []string
	// Err is the underlying cause (a protocol error, a context error),
	// for errors.Is and errors.As; Error does not print it, since Detail
	// says what happened in words.
	Err error
}

func (e *FieldError) Error() string {
	var b strings.Builder
	b.WriteString(string(e.Code))
	if e.Op != "" {
		b.WriteString(": ")
		b.WriteString(e.Op)
		if e.Target != "" {
			b.WriteString(" ")
			b.WriteString(e.Target)
		}
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
	if e.Next != "" {
		b.WriteString("; next: ")
		b.WriteString(e.Next)
	}
	if e.Changed {
		b.WriteString(" (the page may have changed)")
	} else {
		b.WriteString(" (the page was not changed)")
	}
	// The cause (a protocol error, a context error) stays under Unwrap:
	// its text is the browser's, not the script author's.
	return b.String()
}

// Unwrap returns the cause.
func (e *FieldError) Unwrap() error { return e.Err }

// Is makes errors.Is(err, surefill.NotFound) work: a code matches a
// FieldError with that code.
func (e *FieldError) Is(target error) bool {
	if c, ok := target.(ErrorCode); ok {
		return c == e.Code
	}
	return false
}

// CodeOf returns the code err reports: that of a *FieldError in its chain,
// or of a resolver error (package testing's offline checks return those),
// or of any error that matches one of the nine with errors.Is; "" for none.
func CodeOf(err error) ErrorCode {
	var fe *FieldError
	if errors.As(err, &fe) {
		return fe.Code
	}
	var re *resolver.Error
	if errors.As(err, &re) {
		return re.Code
	}
	// Errors that match a code through their Is method (package testing's
	// CheckError): the first of the nine, in their fixed order.
	for _, c := range codes.All() {
		if errors.Is(err, c) {
			return c
		}
	}
	return ""
}

// nextStep is the default advice per code; calls refine it.
var nextStep = act.NextStep

// fromResolver turns a resolver error into a FieldError for op.
func fromResolver(op string, err error) error { return fieldError(act.FromResolver(op, err)) }
