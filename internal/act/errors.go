package act

import (
	"context"
	"errors"

	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/internal/codes"

	"github.com/surefill/surefill/resolver"
)

// Code is one of the nine fixed codes, the one type the surface, the
// resolver and the live layer share.
type Code = codes.Code

// The nine codes.
const (
	NotFound     = codes.NotFound
	Ambiguous    = codes.Ambiguous
	StaleRef     = codes.StaleRef
	Covered      = codes.Covered
	NotEditable  = codes.NotEditable
	NoOption     = codes.NoOption
	NotCommitted = codes.NotCommitted
	Timeout      = codes.Timeout
	NotPermitted = codes.NotPermitted
)

// Error is a failed act, with everything the surface's FieldError says.
type Error struct {
	Code       Code
	Op         string
	Target     string
	Candidates []string
	Options    []string
	Detail     string
	Next       string
	Changed    bool
	Log        []string
	Err        error

	// unsettled marks a judgement made before the page settled (a cover,
	// a disabled field, an empty or busy list), taken before any input:
	// the pipeline looks again on its retry ladder until the deadline.
	unsettled bool
	// recheck marks a judgement that holds once the page stood still for
	// one step of the ladder (an option missing from a list).
	recheck bool
	// unchecked marks, in check mode, a target missing after a skipped
	// write: recorded and passed over, never waited for.
	unchecked bool
}

func (e *Error) Error() string {
	s := string(e.Code)
	if e.Op != "" {
		s += ": " + e.Op
	}
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	return s
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// NextStep is the default advice per code; calls refine it.
var NextStep = map[Code]string{
	NotFound:     "use one of the candidates, or list the page with Fields to see every field and its target",
	Ambiguous:    "narrow the target with .Within(container), or use one of the candidates",
	StaleRef:     "call Fields again after the page changed; refs last for one document",
	Covered:      "click the element on top first (a banner or dialog), then try again",
	NotEditable:  "the field is disabled or read-only; fill what enables it first",
	NoOption:     "pass one of the listed options exactly",
	NotCommitted: "the page rejected or reformatted the value; read Field.Error and the page's rules",
	Timeout:      "wait for what makes the element appear, or raise the timeout",
	NotPermitted: "add the missing grant or site to the Options, or Confirm before submitting",
}

// FromResolver turns a resolver error into an Error for op; other errors
// pass unchanged.
func FromResolver(op string, err error) error {
	var re *resolver.Error
	if !errors.As(err, &re) {
		return err
	}
	e := &Error{Code: Code(re.Code), Op: op, Target: re.Target, Candidates: re.Candidates, Options: re.Options, Detail: re.Detail}
	e.Next = NextStep[e.Code]
	return e
}

// FromSession turns the error of a call whose tab or frame went away under
// it into an Error, and reports whether it did. A renderer crash
// (cdp.ErrTargetCrashed) comes first: the session ends as soon as the
// browser reports it, so the call fails at once rather than at its
// deadline. The document the call acted in is gone either way, which is
// what stale_ref says; whether input reached the page first is unknown, so
// Changed is true.
func FromSession(op, target string, err error) (*Error, bool) {
	e := &Error{Code: StaleRef, Op: op, Target: target, Err: err, Changed: true}
	switch {
	case errors.Is(err, cdp.ErrTargetCrashed):
		e.Detail = "the page's renderer crashed; the page is gone"
		e.Next = "open a new tab and start the page again; a crashed page is not revived"
	case errors.Is(err, cdp.ErrDetached):
		e.Detail = "the tab or frame was closed, or its document torn down, during the call"
		e.Next = NextStep[StaleRef]
	case errors.Is(err, cdp.ErrClosed):
		e.Detail = "the connection to the browser is gone"
		e.Next = "launch or connect again; the browser is no longer reachable"
	default:
		return nil, false
	}
	return e, true
}

func errorsIs(err, target error) bool { return errors.Is(err, target) }

func ctxErr(err error) bool {
	return errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled)
}
