package live

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
)

// ErrMoved is returned by an act's first runtime call when the page's
// structure changed since the model the act resolved over was taken: the
// call did nothing, and the act is to be resolved again.
var ErrMoved = fmt.Errorf("%w: the page changed since its model was taken", ErrStale)

// Pre is what an act checks where it acts rather than before it: that
// the cached model it resolved over still stands (the runtime's structure
// counter), and the submit guard's arming. Both ride in the act's first
// runtime call on an element of their frame, in the same evaluation as
// the call's own work; any input dispatched before such a call runs them
// first on their own. A settled page pays no round trip for either.
//
// A Pre belongs to one act (one goroutine): it travels in the act's
// context (WithPre), so reads running beside the act never take it.
type Pre struct {
	mu sync.Mutex
	// trust lets Frame.Model hand out a cached model without asking the
	// counter; expect is then the frame it came from, and gen the counter
	// it must still show.
	trust  bool
	expect *Frame
	gen    float64
	// moved records that a call found the page changed.
	moved bool
	// arm is the frame whose guard is to be armed; armed says the arming
	// ran (or may have: a call that failed on the way counts).
	arm     *Frame
	allow   bool
	token   int64
	pending bool
}

type preKey struct{}

// WithPre returns ctx carrying a new Pre for the act.
func WithPre(ctx context.Context) (context.Context, *Pre) {
	p := &Pre{}
	return context.WithValue(ctx, preKey{}, p), p
}

// PreOf returns the act's Pre, or nil outside an act.
func PreOf(ctx context.Context) *Pre {
	p, _ := ctx.Value(preKey{}).(*Pre)
	return p
}

// Begin starts an attempt of the act: trust says whether a cached model
// may be used without asking the counter first.
func (p *Pre) Begin(trust bool) {
	if p == nil {
		return
	}
	p.mu.Lock()
	p.trust, p.expect, p.gen, p.moved = trust, nil, 0, false
	p.mu.Unlock()
}

// Distrust makes the rest of the attempt ask the counter before it uses a
// cached model (a look that found nothing waits, and looks again).
func (p *Pre) Distrust() {
	if p == nil {
		return
	}
	p.mu.Lock()
	p.trust = false
	p.mu.Unlock()
}

// Unverified returns the frame whose cached model the attempt used and no
// call has checked yet, with the counter it was taken at; ok is false when
// there is none. It forgets it.
func (p *Pre) Unverified() (f *Frame, gen float64, ok bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	f, gen = p.expect, p.gen
	p.expect = nil
	return f, gen, f != nil
}

// Moved reports whether a call of the attempt found the page changed.
func (p *Pre) Moved() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.moved
}

// trusts hands out f's cached model taken at gen without a round trip,
// and records what the act's first call must find.
func (p *Pre) trusts(f *Frame, gen float64) bool {
	if p == nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.trust || p.moved {
		return false
	}
	if p.expect == nil {
		p.expect, p.gen = f, gen
		return true
	}
	return p.expect == f && p.gen == gen
}

// asked forgets the check an earlier trusting look left for f: f's model
// is being taken with the counter asked.
func (p *Pre) asked(f *Frame) {
	if p == nil {
		return
	}
	p.mu.Lock()
	if p.expect == f {
		p.expect = nil
	}
	p.mu.Unlock()
}

var armTokens atomic.Int64

// Arm leaves the arming of f's submit guard (allow: whether a submission
// may leave) to the act's next runtime call in f, or to a call of its own
// before any input. It returns the token the guard's counts come back
// with (State.Guard).
func (p *Pre) Arm(f *Frame, allow bool) int64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.arm, p.allow, p.token, p.pending = f, allow, armTokens.Add(1), true
	return p.token
}

// Disarm ends the arming: it reports whether it ran, and drops it when it
// did not (nothing reached the page since Arm).
func (p *Pre) Disarm() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	ran := p.arm != nil && !p.pending
	p.arm, p.pending = nil, false
	return ran
}

// prefix is the JavaScript a call in f runs first: the counter check
// (returning {moved: true} before anything else when it fails), then the
// arming. take marks both as carried; settle reports how the call went.
func (p *Pre) take(f *Frame) (js string, expect, arm bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.expect == f {
		js += fmt.Sprintf("if (__surefill.gen !== %v) return { moved: true }; ", p.gen)
		expect = true
	}
	if p.arm == f && p.pending {
		js += fmt.Sprintf("__surefill.arm(%t, %d); ", p.allow, p.token)
		arm = true
	}
	return js, expect, arm
}

// carried records the answer of a call that carried the prefix: moved
// (the call did nothing), ran (it did its work), or neither (it failed on
// the way, and may have run).
func (p *Pre) carried(f *Frame, expect, arm, moved bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if expect {
		p.expect = nil
		p.trust = false // checked: later looks in the attempt ask again
		if moved {
			p.moved = true
		}
	}
	if arm && !moved {
		p.pending = false
	}
}

// others reports whether something is pending for a frame other than f.
func (p *Pre) others(f *Frame) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return (p.expect != nil && p.expect != f) || (p.pending && p.arm != f)
}

// Flush runs what is pending with calls of its own, before input that no
// carrying call precedes: the counter check first (ErrMoved, and nothing
// dispatched, when the page changed), then the arming.
func (p *Pre) Flush(ctx context.Context) error {
	p.mu.Lock()
	ef, gen := p.expect, p.gen
	p.mu.Unlock()
	if ef != nil {
		g, _, err := ef.gens(ctx)
		if err != nil {
			return err
		}
		p.carried(ef, true, false, g != gen)
		if g != gen {
			ef.Invalidate()
			return ErrMoved
		}
	}
	p.mu.Lock()
	af, allow, token, pending := p.arm, p.allow, p.token, p.pending
	p.mu.Unlock()
	if !pending || af == nil {
		return nil
	}
	if err := af.P.Eval(ctx, af.ID, fmt.Sprintf("__surefill.arm(%t, %d)", allow, token), nil); err != nil {
		return err
	}
	p.mu.Lock()
	if p.token == token {
		p.pending = false
	}
	p.mu.Unlock()
	return nil
}

// beforeInput runs what the act left pending before input is dispatched
// in f's session.
func (f *Frame) beforeInput(ctx context.Context) error {
	if p := PreOf(ctx); p != nil {
		return p.Flush(ctx)
	}
	return nil
}
