package act

import (
	"context"
	"errors"
	"sync/atomic"
	"time"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

var docGenerations atomic.Uint64

// model returns a resolver over the frame's current document: the cached
// snapshot when nothing changed, a new one otherwise. FieldRefs carry the
// document's generation, which changes only when the document is replaced.
func (s *Scope) Model(ctx context.Context) (*resolver.Resolver, error) {
	s.mu.Lock()
	if s.res != nil && s.genNav != s.f.P.NavOf(s.f.ID) {
		s.res, s.resDoc = nil, nil // a replaced document's: free it before the new model is built
	}
	s.mu.Unlock()
	doc, err := s.f.Model(ctx)
	// A navigation that lands while the snapshot is taken makes it refuse
	// the mixed result; the new document's snapshot is what the call wants.
	for tries := 0; err != nil && tries < 5 && ctx.Err() == nil && (errors.Is(err, live.ErrStale) || errors.Is(err, live.ErrNoWorld)); tries++ {
		doc, err = s.f.Model(ctx)
	}
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.res != nil && s.resDoc == doc {
		return s.res, nil
	}
	nav := s.f.P.NavOf(s.f.ID)
	if s.gen == 0 || s.genNav != nav {
		s.gen = docGenerations.Add(1)
		s.genNav = nav
	}
	s.res = resolver.New(doc, &resolver.Options{Parts: s.parts, Generation: s.gen, Passwords: s.tab.Passwords, Address: s.f.P.URLOf(s.f.ID), Nested: s.nested})
	s.resDoc = doc
	return s.res, nil
}

// Release drops the scope's model and resolver: a closed tab's page is
// gone, and a caller that keeps the tab must not keep its model too.
func (s *Scope) Release() {
	s.mu.Lock()
	s.res, s.resDoc = nil, nil
	s.mu.Unlock()
	s.f.Invalidate()
}

// settle runs a query until it read no fact the model left unasked
// (computed style, box, list marker): the facts it wanted are asked of the
// page, what the resolver derived from them is dropped, and the query runs
// again. After a few passes every fact still unasked is asked at once.
func (s *Scope) Settle(ctx context.Context, r *resolver.Resolver, run func() error) error {
	d := r.Document()
	for pass := 0; ; pass++ {
		misses := d.FactMisses()
		err := run()
		if d.FactMisses() == misses {
			return err
		}
		want := d.WantedFacts()
		if pass >= 3 {
			want = d.UnaskedFacts()
		}
		if ferr := s.f.Facts(ctx, d, want); ferr != nil {
			return ferr
		}
		r.Forget()
	}
}

// query runs a settled query over the current model, taking the model
// again when the document was replaced while its facts were asked.
func (s *Scope) Query(ctx context.Context, run func(r *resolver.Resolver) error) error {
	for tries := 0; ; tries++ {
		r, err := s.Model(ctx)
		if err != nil {
			return err
		}
		err = s.Settle(ctx, r, func() error { return run(r) })
		if tries < 3 && ctx.Err() == nil && (errors.Is(err, live.ErrStale) || errors.Is(err, live.ErrNoWorld)) {
			continue
		}
		return err
	}
}

// fullModel is model with every fact asked, for what reads the model
// outside a settled query (snapshots, declared tools).
func (s *Scope) FullModel(ctx context.Context) (*resolver.Resolver, error) {
	r, err := s.Model(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.AllFacts(ctx, r.Document()); err != nil {
		return nil, err
	}
	return r, nil
}

// AllFacts asks the page every fact of the model d still unasked. Facts
// live beside the document's states (dom.Document.SetFacts), so a caller
// may read the tree — render it, say — while they are asked.
func (s *Scope) AllFacts(ctx context.Context, d *dom.Document) error {
	return s.f.Facts(ctx, d, d.UnaskedFacts())
}

// visible applies the visibility rule to an element outside a query,
// asking for its box when the model left it unasked.
func (s *Scope) Visible(ctx context.Context, n *dom.Node) bool {
	if n.State != nil && n.State.StyleUnknown && n.Doc != nil {
		// Should the page have moved on, the element stays unasked and
		// counts as shown; acting on it checks it in the page.
		_ = s.f.Facts(ctx, n.Doc, []*dom.Node{n})
	}
	return n.Visible()
}

// match resolves t, waiting (until the timeout) while nothing a person can
// see matches: pages render late. Ambiguity and stale refs fail at once.
// A wait that runs out fails timeout, saying what was found instead.
func (s *Scope) Match(ctx context.Context, op string, t resolver.Target, timeout time.Duration) (*resolver.Match, error) {
	wctx, cancel := WithTimeout(ctx, timeout)
	defer cancel()
	var last error // the last resolver answer, reported when time runs out
	expired := func(err error) error {
		if ctx.Err() != nil && last == nil {
			return err
		}
		if last == nil {
			return &Error{Code: Timeout, Op: op, Target: t.String(), Detail: "the page did not settle in time", Err: err, Next: NextStep[Timeout]}
		}
		// Nothing at all matched: not_found, with candidates. Only hidden
		// elements matched: it exists but never showed, timeout.
		var re *resolver.Error
		errors.As(last, &re)
		fe := FromResolver(op, last).(*Error)
		fe.Detail = "waited, but " + fe.Detail
		if re != nil && re.Hidden > 0 {
			fe.Code = Timeout
			fe.Next = "the target matches only hidden elements: do what makes it visible first, or target the visible element"
		}
		return fe
	}
	for first := true; ; first = false {
		// The first look is always taken (within the caller's ctx): the
		// timeout bounds the waiting after it.
		lctx := wctx
		if first {
			lctx = ctx
		} else {
			live.PreOf(ctx).Distrust() // a look again asks the page first
		}
		r, err := s.Model(lctx)
		if err != nil {
			if wctx.Err() != nil {
				return nil, expired(err)
			}
			if errors.Is(err, live.ErrStale) || errors.Is(err, live.ErrNoWorld) {
				continue // the document is being replaced: wait for the new one
			}
			return nil, err
		}
		var m *resolver.Match
		err = s.Settle(lctx, r, func() (err error) {
			m, err = r.Match(t)
			return err
		})
		if err == nil {
			return m, nil
		}
		if errors.Is(err, live.ErrStale) || errors.Is(err, live.ErrNoWorld) {
			continue // the document was replaced while its boxes were asked
		}
		var re *resolver.Error
		if !errors.As(err, &re) || re.Code != resolver.NotFound {
			return nil, FromResolver(op, err)
		}
		last = err
		if s.skippedWrite() {
			return nil, s.uncheckedErr(op, t)
		}
		if werr := Pace(wctx, s.f.WaitChange(wctx, s.f.CachedGen(), 2*time.Second)); wctx.Err() != nil {
			// Only the deadline ends the wait: a page that navigates
			// meanwhile fails the wait, and the next model waits for it.
			if werr == nil {
				werr = wctx.Err()
			}
			return nil, expired(werr)
		}
	}
}

// handles binds model nodes for acting.
func (s *Scope) Handles(ns []*dom.Node) []*live.Handle {
	out := make([]*live.Handle, len(ns))
	for i, n := range ns {
		out[i] = s.f.Handle(n)
	}
	return out
}

// freshValues drops the cached model when values changed since it was
// taken: listings show values, resolution does not need them.
func (s *Scope) FreshValues(ctx context.Context) {
	if s.f.ValuesChanged(ctx) {
		s.f.Invalidate()
	}
}

// pace returns err, first holding a failed wait back a moment (or until
// ctx ends): a wait fails while a document is replaced, and the retry
// should not spin while the new one arrives.
func Pace(ctx context.Context, err error) error {
	if err != nil {
		t := time.NewTimer(25 * time.Millisecond)
		defer t.Stop()
		select {
		case <-ctx.Done():
		case <-t.C:
		}
	}
	return err
}

// UseCustomParts adds custom parts maps, looked up near each field by
// Fields, Fill and Clear. Frames found afterwards inherit them.
func (s *Scope) UseCustomParts(maps ...resolver.CustomParts) {
	s.mu.Lock()
	s.parts = append(s.parts, maps...)
	s.res = nil // a resolver of the same model without the maps is not asked again
	s.mu.Unlock()
}

func (s *Scope) CustomParts() []resolver.CustomParts {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]resolver.CustomParts(nil), s.parts...)
}

func (s *Scope) RawURL(ctx context.Context) (string, error) {
	var u string
	err := s.EvalMain(ctx, "location.href", &u)
	return u, err
}

// siteAddr is the address the document counts by for site checks: its
// URL, or the origin it inherits when it has no host of its own
// (about:srcdoc, about:blank, blob: and data: documents).
func (s *Scope) siteAddr(ctx context.Context) (string, error) {
	var u string
	err := s.EvalMain(ctx, "(location.protocol === 'http:' || location.protocol === 'https:' || self.origin === 'null') ? location.href : self.origin", &u)
	return u, err
}

// siteURL is the frame's address for site checks, read once per document:
// the host cannot change without a navigation (history changes keep the
// origin), and the navigation counter says when one happened.
// SeenSite is the address the frame's current document was last seen at
// by a site check, or "" (read without a round trip, for the action log).
func (s *Scope) SeenSite() string {
	nav := s.f.P.NavOf(s.f.ID)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.urlNav == nav && s.urlSeen != "" {
		return s.urlSeen
	}
	return s.f.P.URLOf(s.f.ID)
}

func (s *Scope) SiteURL(ctx context.Context) (string, error) {
	nav := s.f.P.NavOf(s.f.ID)
	s.mu.Lock()
	if s.urlNav == nav && s.urlSeen != "" {
		u := s.urlSeen
		s.mu.Unlock()
		return u, nil
	}
	s.mu.Unlock()
	u, ok := s.f.SiteAt(nav)
	if !ok {
		var err error
		if u, err = s.siteAddr(ctx); err != nil {
			return "", err
		}
	}
	if s.f.P.NavOf(s.f.ID) == nav {
		s.mu.Lock()
		s.urlNav, s.urlSeen = nav, u
		s.mu.Unlock()
	}
	return u, nil
}

// evalMain evaluates an expression in the frame's isolated world (which
// sees the DOM but none of the page's globals) and decodes the result.
func (s *Scope) EvalMain(ctx context.Context, expr string, out any) error {
	return s.f.P.Eval(ctx, s.f.ID, expr, out)
}

// markAction records the load count when an action starts.
func (s *Scope) MarkAction() {
	n := s.f.P.Loads()
	s.mu.Lock()
	s.loadsAtAction = n
	s.mu.Unlock()
}

// withTimeout layers a per-call timeout under the context's deadline; 0
// means DefaultTimeout.
func WithTimeout(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	if d <= 0 {
		d = DefaultTimeout
	}
	return context.WithTimeout(ctx, d)
}

// DefaultTimeout bounds waits that were given no timeout.
const DefaultTimeout = 10 * time.Second

// Look returns ctx for one read-only call (a listing): a model the call
// takes or finds current stands for the rest of it (see live.Look).
func (s *Scope) Look(ctx context.Context) context.Context { return live.WithLook(ctx) }

// CheckSiteLooking is CheckSite for a read-only call on a document whose
// site no look has read yet: the model's projection reads the site address
// in the same evaluation as the tree, and the check runs on it before the
// call uses any of the model. The projection only reads (in the isolated
// world), so nothing reaches the page before the check, as with CheckSite.
func (s *Scope) CheckSiteLooking(ctx context.Context, op string) error {
	if s.env.NeedSite == nil {
		return nil
	}
	nav := s.f.P.NavOf(s.f.ID)
	s.mu.Lock()
	known := s.urlNav == nav && s.urlSeen != ""
	s.mu.Unlock()
	if _, ok := s.f.SiteAt(nav); !known && !ok && live.Looking(ctx) {
		// An error here is the check's to meet: it asks on its own.
		_, _ = s.Model(ctx)
	}
	return s.CheckSite(ctx, op)
}

// checkSite refuses to act on a frame outside the granted sites.
func (s *Scope) CheckSite(ctx context.Context, op string) error {
	if s.env.NeedSite == nil {
		return nil
	}
	u, err := s.SiteURL(ctx)
	if err != nil {
		return err
	}
	return s.env.NeedSite(op, u)
}
