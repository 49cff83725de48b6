package surefill

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/surefill/surefill/internal/live"
)

// FillOptions tune one Fill. nil is the default.
type FillOptions struct {
	// Sensitive keeps the value out of results, errors and logs (password,
	// card and one-time-code fields are sensitive without being told).
	Sensitive bool
	// Timeout bounds waiting for the field to appear and for options to
	// load; 0 means DefaultTimeout. It never outlives ctx.
	Timeout time.Duration
}

// WaitOptions tune WaitFor. nil waits until visible, DefaultTimeout.
type WaitOptions struct {
	// Hidden waits until nothing matching is visible instead.
	Hidden  bool
	Timeout time.Duration
}

// Filled is what a write committed: the value read back from the page
// (what the page kept, after any reformatting), never a value the SDK
// assumed. A sensitive field's Value is withheld.
type Filled struct {
	Label     string `json:"label"`
	Kind      Kind   `json:"kind"`
	Value     Value  `json:"value"`
	Sensitive bool   `json:"sensitive,omitempty"`
	Invalid   bool   `json:"invalid"`
	Error     string `json:"error,omitempty"`
}

// redacted is what a sensitive value shows as.
const redacted = "[sensitive]"

// MarshalJSON withholds a sensitive value.
func (f Filled) MarshalJSON() ([]byte, error) {
	type plain Filled
	p := plain(f)
	if p.Sensitive {
		p.Value = redacted
	}
	return json.Marshal(p)
}

// String prints the result without a sensitive value.
func (f Filled) String() string {
	v := any(f.Value)
	if f.Sensitive {
		v = redacted
	}
	s := fmt.Sprintf("%s %q = %v", f.Kind, f.Label, v)
	if f.Invalid {
		s += " (invalid: " + f.Error + ")"
	}
	return s
}

// guardWrite wraps a write that may submit a form: the runtime's submit
// guard is armed (or, with the submit grant and a yes from Confirm,
// disarmed) before it, and a submission it stopped turns into
// not_permitted.
func (s *scope) guardWrite(ctx context.Context, op string, write func() error) error {
	allow := s.b.submitAllowed()
	var before float64
	if err := s.evalMain(ctx, fmt.Sprintf("(__surefill.submitAllowed = %t, __surefill.blocked)", allow), &before); err != nil {
		return err
	}
	werr := write()
	var after float64
	if err := s.evalMain(ctx, "__surefill.blocked", &after); err == nil && after > before {
		next := "add surefill.Submit to Options.Grants.Allow and call Browser.Confirm before the click"
		if s.b.opts.Grants.has(Submit) {
			next = "call Browser.Confirm and get a yes before the action that submits"
		}
		return &FieldError{Code: NotPermitted, Op: op, Detail: "the submit guard stopped a form submission", Next: next, Changed: true}
	}
	return werr
}

// actionErr converts a live-layer failure into a FieldError.
func actionErr(op, target string, log *live.Log, err error) error {
	if err == nil {
		return nil
	}
	if fe, ok := err.(*FieldError); ok {
		if fe.Op == "" {
			fe.Op = op
		}
		if fe.Target == "" {
			fe.Target = target
		}
		if log != nil && fe.Log == nil {
			fe.Log = log.Steps
		}
		return fe
	}
	fe := &FieldError{Op: op, Target: target, Err: err}
	if log != nil {
		fe.Log = log.Steps
	}
	switch e := err.(type) {
	case *live.ActionError:
		fe.Code, fe.Detail, fe.Changed = ErrorCode(e.Code), e.Detail, e.Changed
		fe.Err = nil
	default:
		if err == live.ErrStale || errorsIs(err, live.ErrStale) {
			fe.Code, fe.Detail = StaleRef, "the document was replaced since the element was found"
		} else if ctxErr(err) {
			fe.Code, fe.Detail = Timeout, "the call ran out of time"
		} else {
			return fmt.Errorf("surefill: %s %s: %w", op, target, err)
		}
	}
	fe.Next = nextStep[fe.Code]
	return fe
}
