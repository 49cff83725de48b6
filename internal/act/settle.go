package act

import (
	"context"
	"errors"
	"time"

	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// ladder is the fixed retry ladder of settle-then-judge: how long an act
// waits before it looks again at what was not ready (covered, disabled,
// loading, moving); its last step repeats until the deadline. A wait ends
// early when the document's structure changes. A settled page never waits:
// its first look is its judgement.
var ladder = [...]time.Duration{0, 20 * time.Millisecond, 50 * time.Millisecond, 100 * time.Millisecond, 100 * time.Millisecond, 250 * time.Millisecond, 500 * time.Millisecond}

// Step is the ladder's wait at a step, for waits outside the pipeline.
func Step(step int) time.Duration {
	return max(ladder[min(step, len(ladder)-1)], 20*time.Millisecond)
}

// recheckWait is how long a page must stand still before a judgement that
// needs a settled page (an option missing from a list) holds.
const recheckWait = 100 * time.Millisecond

// lastLook is the time left for the last look before a deadline.
const lastLook = 150 * time.Millisecond

// settle runs attempt (resolve, check, act) until it succeeds, fails for
// good, or the call's deadline comes; then the last judgement is the
// answer. Only a failure judged before any input reached the page is tried
// again: once input was dispatched, the attempt's answer is final.
func (s *Scope) settle(ctx context.Context, timeout time.Duration, attempt func(ctx context.Context) error) error {
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	// The deadline bounds the looking again, not the first look: a page
	// slow to answer is still judged once (the caller's ctx bounds that).
	deadline := time.Now().Add(timeout)
	if d, ok := ctx.Deadline(); ok && d.Before(deadline) {
		deadline = d
	}
	var checked float64 = -1 // the generation a recheck error was last seen at
	wasMoving := false       // the last ambiguous look saw the page moving
	var last error
	pre := live.PreOf(ctx)
	for step := 0; ; step++ {
		inputs := s.f.P.Inputs()
		// The first attempt resolves over the cached model as it is, and
		// the act's first call checks it where it acts (live.Pre): a
		// settled page asks nothing first. Later ones ask first.
		pre.Begin(step == 0)
		err := attempt(ctx)
		if s.f.P.Inputs() == inputs && s.modelMoved(ctx, pre) {
			continue // judged over a model the page had left: at once, again
		}
		if err == nil || s.f.P.Inputs() != inputs {
			return err
		}
		if (ctx.Err() != nil || time.Now().After(deadline)) && last != nil && isTimeout(err) {
			return last // the last look ran out of time: the one before it judges
		}
		last = err
		var e *Error
		if !errors.As(err, &e) {
			return err
		}
		wait := ladder[min(step, len(ladder)-1)]
		switch {
		case e.unsettled:
		case e.recheck:
			gen := s.f.CachedGen()
			if gen == checked {
				return err // the page stood still: the list is settled
			}
			checked = gen
			wait = max(wait, recheckWait)
		case e.Code == Ambiguous && s.moving(ctx):
			// Something is fading or sliding: one of the matches may be
			// on its way out.
			wasMoving = true
			wait = max(wait, 50*time.Millisecond)
		case e.Code == Ambiguous && wasMoving:
			// It stopped since the last look; what it ends with (hiding
			// the faded part) runs on the page's next frame: one more
			// look, woken by that change.
			wasMoving = false
			wait = max(wait, recheckWait)
		default:
			return err
		}
		// The last look comes just before the deadline, leaving the
		// attempt time to judge.
		if left := time.Until(deadline) - lastLook; left < wait {
			if left <= 0 {
				return err
			}
			wait = left
		}
		if wait > 0 {
			_ = Pace(ctx, s.f.WaitChange(ctx, s.f.CachedGen(), wait))
		}
		if ctx.Err() != nil {
			return err
		}
	}
}

// modelMoved reports whether the attempt resolved over a cached model the
// page had already left: a call found it so, or the attempt ended with no
// call to check it and the counter says so now.
func (s *Scope) modelMoved(ctx context.Context, pre *live.Pre) bool {
	if pre == nil {
		return false
	}
	if pre.Moved() {
		return true
	}
	f, gen, ok := pre.Unverified()
	if !ok {
		return false
	}
	g, err := f.Gen(ctx)
	if err != nil || g == gen {
		return false
	}
	f.Invalidate()
	return true
}

// skippedWrite reports check mode after a skipped write on the tab: a
// target missing now may be one the write would have revealed, and no
// wait can bring it.
func (s *Scope) skippedWrite() bool {
	return s.env.CheckMode && s.tab.Skipped.Load() > 0
}

// SkippedWrite is skippedWrite for waits outside the pipeline.
func (s *Scope) SkippedWrite() bool { return s.skippedWrite() }

func (s *Scope) uncheckedErr(op string, t resolver.Target) error {
	return &Error{Code: NotFound, Op: op, Target: t.String(), unchecked: true,
		Detail: "not checked: the target is not on the page before a write check mode skipped (it may appear after it)"}
}

// Unchecked reports (and records through the Env) a target check mode
// passed over; err is nil then.
func (s *Scope) Unchecked(ctx context.Context, err error) (error, bool) {
	var e *Error
	if !errors.As(err, &e) || !e.unchecked {
		return err, false
	}
	if s.env.Unchecked != nil {
		s.env.Unchecked(ctx, e.Op, e.Target)
	}
	return nil, true
}

// NoteNavigation starts the tab afresh for check mode: the document the
// skipped writes were meant for is gone.
func (s *Scope) NoteNavigation() { s.tab.Skipped.Store(0) }

func isTimeout(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Code == Timeout && !e.unsettled
}

// moving reports whether the document runs a finite animation or
// transition.
func (s *Scope) moving(ctx context.Context) bool {
	var m bool
	return s.EvalMain(ctx, "__surefill.moving()", &m) == nil && m
}

// changedIf marks err as having changed the page when input was
// dispatched since inputs: once input reached the page, Changed is true,
// whatever step failed after it. A raw failure (the tab, the document or
// the deadline went) is typed by its cause here, changed only so.
func (s *Scope) changedIf(op string, err error, inputs int64) error {
	if err == nil {
		return nil
	}
	moved := s.f.P.Inputs() != inputs
	var e *Error
	if !errors.As(err, &e) {
		e = Classify(op, "", err)
		e.Changed = moved
		return e
	}
	if moved {
		e.Changed = true
	}
	return err
}
