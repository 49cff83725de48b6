package act

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/surefill/surefill/internal/live"
)

// GuardWrite wraps a write that may submit a form: the runtime's submit
// guard is armed (or, with the submit grant and a yes from Confirm,
// disarmed) before it, and a submission it stopped turns into
// not_permitted.
func (s *Scope) GuardWrite(ctx context.Context, op string, write func() error) error {
	return s.GuardWriteRead(ctx, op, write, nil)
}

// GuardWriteRead is GuardWrite for a write followed by its read-back
// (nil: none). The arming rides in the write's first runtime call, and
// the guard's counts come back in the read-back (live.State.Guard), so
// neither costs a round trip of its own on a settled page. The read-back
// runs only after a write that did not fail; its error is the answer
// when the guard has none.
func (s *Scope) GuardWriteRead(ctx context.Context, op string, write func() error, read func() (live.State, error)) error {
	allow := s.env.SubmitAllowed()
	pre := live.PreOf(ctx)
	var token int64
	if pre != nil {
		token = pre.Arm(s.f, allow)
	} else if err := s.EvalMain(ctx, fmt.Sprintf("__surefill.arm(%t, 0)", allow), nil); err != nil {
		return err
	}
	stops, _ := s.f.P.Stopped()
	werr := write()
	if pre != nil && !pre.Disarm() {
		// The arming never ran: nothing of the write reached the page.
		if err := s.StoppedSince(op, stops); err != nil {
			return err
		}
		if werr == nil && read != nil {
			_, werr = read()
		}
		return werr
	}
	var since []float64 // the arming's token, submissions stopped, entry lists built
	var rerr error
	if werr == nil && read != nil {
		var st live.State
		if st, rerr = read(); rerr == nil {
			since = st.Guard
		}
	}
	var err error
	if !armedBy(since, token) {
		err = s.EvalMain(ctx, "__surefill.guardSince()", &since)
	}
	if err == nil && armedBy(since, token) && since[2] > 0 && since[1] == 0 && !allow {
		// A form built its entry list: its navigation comes in a later
		// task. Wait for it (briefly) before judging the act.
		_ = s.EvalMain(ctx, fmt.Sprintf("__surefill.awaitSubmission(%d)", submissionWait.Milliseconds()), &since)
	}
	if err == nil && armedBy(since, token) && since[1] > 0 {
		return s.submitStopped(op)
	}
	if err := s.StoppedSince(op, stops); err != nil {
		return err
	}
	if werr != nil {
		return werr
	}
	return rerr
}

// armedBy reports whether the guard's counts are those of the arming
// token names (a document replaced since has none).
func armedBy(since []float64, token int64) bool {
	return len(since) == 3 && since[0] == float64(token)
}

func (s *Scope) submitStopped(op string) error {
	next := "add surefill.Submit to Options.Grants.Allow and call Browser.Confirm before the action that submits"
	if s.env.HasSubmit {
		next = "call Browser.Confirm and get a yes before the action that submits (one yes covers one submission)"
	}
	return &Error{Code: NotPermitted, Op: op, Detail: "the submit guard stopped a form submission before it left the browser", Next: next, Changed: true}
}

// stoppedSince reports what the session's guard stopped since before: a
// form submission, or a navigation out of the granted sites.
func (s *Scope) StoppedSince(op string, before live.Stopped) error {
	now, _ := s.f.P.Stopped()
	switch {
	case now.Submissions > before.Submissions:
		return s.submitStopped(op)
	case now.Offsite > before.Offsite:
		host := live.HostOf(now.Last)
		return &Error{Code: NotPermitted, Op: op, Changed: true,
			Detail: fmt.Sprintf("the page tried to navigate to %s, which is not among the granted sites; the navigation was stopped", host),
			Next:   fmt.Sprintf("add %q to Options.Grants.Sites if the script may act there", host)}
	}
	return nil
}

// acquire takes the tab's one act at a time (calls on the tab and its
// frames queue) and marks an act in flight in the frame's session, so a
// navigation out of the granted sites is stopped while it runs. Waiting
// for the turn honours ctx.
func (s *Scope) Acquire(ctx context.Context, op string) (context.Context, func(), error) {
	if ctx.Value(heldKey{}) == s.tab {
		return ctx, func() {}, nil // a call made by a call that holds the tab
	}
	select {
	case s.tab.acts <- struct{}{}:
	case <-ctx.Done():
		return ctx, nil, &Error{Code: Timeout, Op: op, Detail: "another call on this tab held it until the deadline", Err: ctx.Err(), Next: "give the call more time, or run the calls on separate tabs"}
	}
	end := s.f.P.BeginAct()
	return context.WithValue(ctx, heldKey{}, s.tab), func() {
		end()
		<-s.tab.acts
	}, nil
}

// submissionWait bounds the wait for the navigation of a form that built
// its entry list during an act; a page that builds one without submitting
// pays it, a settled page never does.
const submissionWait = 500 * time.Millisecond

// heldKey marks a context whose call holds its tab's turn.
type heldKey struct{}

// actionErr converts a live-layer failure into a Error.
func ActionErr(op, target string, log *live.Log, err error) error {
	if err == nil {
		return nil
	}
	if fe, ok := err.(*Error); ok {
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
	fe := &Error{Op: op, Target: target, Err: err}
	if log != nil {
		fe.Log = log.Steps
	}
	var ae *live.ActionError
	var ge *live.GuardError
	switch {
	case errors.As(err, &ae):
		fe.Code, fe.Detail, fe.Changed = Code(ae.Code), ae.Detail, ae.Changed
		fe.Err = nil
		// What the element's actionability said before any input can
		// change as the page settles: looked at again on the ladder.
		fe.unsettled = !ae.Changed && (fe.Code == Covered || fe.Code == NotEditable || fe.Code == NotFound || fe.Code == StaleRef)
	case errors.As(err, &ge):
		fe.Code, fe.Detail = Code(ge.Code), ge.Detail
		fe.Err = nil
		fe.Next = "add the site to Options.Grants.Sites if the script may act there"
		return fe
	default:
		// A raw failure part way through the act, typed by its cause.
		// Whether it changed the page is what the act's input count says
		// (run's changedIf), not a guess.
		ce := Classify(op, target, err)
		ce.Log = fe.Log
		ce.Changed = false
		// A document replaced under the act is looked at again on the
		// ladder (settle stops once input was dispatched).
		ce.unsettled = ce.Code == StaleRef && (errorsIs(err, live.ErrStale) || errorsIs(err, live.ErrNoWorld))
		return ce
	}
	fe.Next = NextStep[fe.Code]
	return fe
}
