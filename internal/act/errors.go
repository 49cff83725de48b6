package act

import (
	"context"
	"errors"
	"strings"

	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/internal/codes"
	"github.com/surefill/surefill/internal/live"

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

// Classify types an error no step of the call typed: whatever the cause,
// the script gets an Error with one of the nine codes, the cause kept
// under Unwrap and never in the text. Changed is true (the call may have
// dispatched input before it failed); an act sets it from its input count
// (changedIf), and the surface clears it for a call that cannot change the
// page.
//
//   - the tab, frame or connection went away (FromSession): stale_ref;
//   - the document or frame the call worked in was replaced or removed
//     (the page navigated, an iframe was taken out): stale_ref;
//   - the deadline passed: timeout;
//   - the browser would not focus the element: not_editable;
//   - anything else the browser refused: not_committed, in its words.
func Classify(op, target string, err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	if se, ok := FromSession(op, target, err); ok {
		return se
	}
	e = &Error{Op: op, Target: target, Err: err, Changed: true}
	msg := protocolMessage(err)
	switch {
	case GoneTarget(err):
		e.Code, e.Detail = StaleRef, "the tab was closed during the call"
		e.Next = "open the page again in a new tab"
	case errors.Is(err, live.ErrFrameGone):
		e.Code, e.Detail = StaleRef, "the frame was removed from the page during the call"
		e.Next = "find the frame again with Frame after the page changed"
	case errors.Is(err, live.ErrStale) || (errors.Is(err, live.ErrNoWorld) && !ctxErr(err)) || goneMessage(msg):
		e.Code, e.Detail = StaleRef, "the document was replaced during the call (the page navigated or re-rendered)"
		e.Next = NextStep[StaleRef]
	case ctxErr(err):
		e.Code, e.Detail = Timeout, "the call ran out of time before the page answered"
		e.Next = NextStep[Timeout]
	case strings.Contains(msg, "not focusable"):
		e.Code, e.Detail = NotEditable, "the element cannot take focus (disabled, inert or not focusable)"
		e.Next = NextStep[NotEditable]
	default:
		e.Code, e.Detail = NotCommitted, "the browser could not carry out the call"
		if msg != "" {
			e.Detail += ": " + strings.TrimSuffix(msg, ".")
		}
		e.Next = "look at the page (a screenshot) before running again; the call was not confirmed"
	}
	return e
}

// GoneTarget reports the browser's answer about a target (a tab) it no
// longer has.
func GoneTarget(err error) bool {
	return strings.Contains(protocolMessage(err), "No target with given id found")
}

// protocolMessage is the browser's own words in a protocol error (no
// method, no code), or "".
func protocolMessage(err error) string {
	var pe *cdp.ProtocolError
	if errors.As(err, &pe) {
		return pe.Message
	}
	return ""
}

// goneMessages are the browser's answers about a document, node or object
// that no longer exists.
var goneMessages = []string{
	"Cannot find context with specified id",
	"Execution context was destroyed",
	"Cannot find default execution context",
	"Could not find object with given id",
	"Node with given id does not belong to the document",
	"No node with given id found",
	"Could not find node with given id",
	"No node found for given backend id",
	"Node is detached from document",
	"Frame with the given id was not found",
	"No frame for given id found",
	"Inspected target navigated or closed",
}

func goneMessage(msg string) bool {
	for _, m := range goneMessages {
		if msg != "" && strings.Contains(msg, m) {
			return true
		}
	}
	return false
}

func errorsIs(err, target error) bool { return errors.Is(err, target) }

func ctxErr(err error) bool {
	return errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled)
}
