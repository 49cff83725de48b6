package act

import (
	"context"
	"errors"

	"github.com/surefill/surefill/resolver"
)

// Code is one of the nine fixed codes; the surface's ErrorCode carries the
// same strings.
type Code string

// The nine codes.
const (
	NotFound     Code = "not_found"
	Ambiguous    Code = "ambiguous"
	StaleRef     Code = "stale_ref"
	Covered      Code = "covered"
	NotEditable  Code = "not_editable"
	NoOption     Code = "no_option"
	NotCommitted Code = "not_committed"
	Timeout      Code = "timeout"
	NotPermitted Code = "not_permitted"
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

func errorsIs(err, target error) bool { return errors.Is(err, target) }

func ctxErr(err error) bool {
	return errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled)
}
