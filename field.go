package surefill

import (
	"context"
	"encoding/json"
	"errors"
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
	var before [2]float64 // submissions stopped, entry lists built
	if err := s.evalMain(ctx, fmt.Sprintf("(__surefill.submitAllowed = %t, [__surefill.blockedAll(), __surefill.entryListsAll()])", allow), &before); err != nil {
		return err
	}
	stops, _ := s.f.P.Stopped()
	werr := write()
	var after [2]float64
	err := s.evalMain(ctx, "[__surefill.blockedAll(), __surefill.entryListsAll()]", &after)
	if err == nil && after[1] > before[1] && after[0] == before[0] && !allow {
		// A form built its entry list: its navigation comes in a later
		// task. Wait for it (briefly) before judging the act.
		_ = s.evalMain(ctx, fmt.Sprintf("__surefill.awaitSubmission(%d)", submissionWait.Milliseconds()), &after[0])
	}
	if err == nil && after[0] > before[0] {
		return s.submitStopped(op)
	}
	if err := s.stoppedSince(op, stops); err != nil {
		return err
	}
	return werr
}

func (s *scope) submitStopped(op string) error {
	next := "add surefill.Submit to Options.Grants.Allow and call Browser.Confirm before the action that submits"
	if s.b.opts.Grants.has(Submit) {
		next = "call Browser.Confirm and get a yes before the action that submits (one yes covers one submission)"
	}
	return &FieldError{Code: NotPermitted, Op: op, Detail: "the submit guard stopped a form submission before it left the browser", Next: next, Changed: true}
}

// stoppedSince reports what the session's guard stopped since before: a
// form submission, or a navigation out of the granted sites.
func (s *scope) stoppedSince(op string, before live.Stopped) error {
	now, _ := s.f.P.Stopped()
	switch {
	case now.Submissions > before.Submissions:
		return s.submitStopped(op)
	case now.Offsite > before.Offsite:
		host := live.HostOf(now.Last)
		return &FieldError{Code: NotPermitted, Op: op, Changed: true,
			Detail: fmt.Sprintf("the page tried to navigate to %s, which is not among the granted sites; the navigation was stopped", host),
			Next:   fmt.Sprintf("add %q to Options.Grants.Sites if the script may act there", host)}
	}
	return nil
}

// acquire takes the tab's one act at a time (calls on the tab and its
// frames queue) and marks an act in flight in the frame's session, so a
// navigation out of the granted sites is stopped while it runs. Waiting
// for the turn honours ctx.
func (s *scope) acquire(ctx context.Context, op string) (context.Context, func(), error) {
	if ctx.Value(heldKey{}) == s.tab {
		return ctx, func() {}, nil // a call made by a call that holds the tab
	}
	select {
	case s.tab.acts <- struct{}{}:
	case <-ctx.Done():
		return ctx, nil, &FieldError{Code: Timeout, Op: op, Detail: "another call on this tab held it until the deadline", Err: ctx.Err(), Next: "give the call more time, or run the calls on separate tabs"}
	}
	end := s.f.P.BeginAct()
	return context.WithValue(ctx, heldKey{}, s.tab), func() {
		end()
		<-s.tab.acts
	}, nil
}

// watch makes what the frame's session stops from now on (a form
// submission, a navigation out of the sites) the outcome of the call a
// logs.
func (s *scope) watch(a *action, op string) {
	before, _ := s.f.P.Stopped()
	a.stopped = func() error { return s.stoppedSince(op, before) }
}

// submissionWait bounds the wait for the navigation of a form that built
// its entry list during an act; a page that builds one without submitting
// pays it, a settled page never does.
const submissionWait = 500 * time.Millisecond

// heldKey marks a context whose call holds its tab's turn.
type heldKey struct{}

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
	var ae *live.ActionError
	var ge *live.GuardError
	switch {
	case errors.As(err, &ae):
		fe.Code, fe.Detail, fe.Changed = ErrorCode(ae.Code), ae.Detail, ae.Changed
		fe.Err = nil
	case errors.As(err, &ge):
		fe.Code, fe.Detail = ErrorCode(ge.Code), ge.Detail
		fe.Err = nil
		fe.Next = "add the site to Options.Grants.Sites if the script may act there"
		return fe
	default:
		if errorsIs(err, live.ErrStale) {
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
