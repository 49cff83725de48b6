package surefill

import (
	"context"
	"errors"
	"fmt"
	"strings"
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
func (s *scope) model(ctx context.Context) (*resolver.Resolver, error) {
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
	s.res = resolver.New(doc, &resolver.Options{Parts: s.parts, Generation: s.gen, Passwords: s.tab.passwords})
	s.resDoc = doc
	return s.res, nil
}

// settle runs a query until it read no fact the model left unasked
// (computed style, box, list marker): the facts it wanted are asked of the
// page, what the resolver derived from them is dropped, and the query runs
// again. After a few passes every fact still unasked is asked at once.
func (s *scope) settle(ctx context.Context, r *resolver.Resolver, run func() error) error {
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
func (s *scope) query(ctx context.Context, run func(r *resolver.Resolver) error) error {
	for tries := 0; ; tries++ {
		r, err := s.model(ctx)
		if err != nil {
			return err
		}
		err = s.settle(ctx, r, func() error { return run(r) })
		if tries < 3 && ctx.Err() == nil && (errors.Is(err, live.ErrStale) || errors.Is(err, live.ErrNoWorld)) {
			continue
		}
		return err
	}
}

// fullModel is model with every fact asked, for what reads the model
// outside a settled query (snapshots, declared tools).
func (s *scope) fullModel(ctx context.Context) (*resolver.Resolver, error) {
	r, err := s.model(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.f.Facts(ctx, r.Document(), r.Document().UnaskedFacts()); err != nil {
		return nil, err
	}
	return r, nil
}

// visible applies the visibility rule to an element outside a query,
// asking for its box when the model left it unasked.
func (s *scope) visible(ctx context.Context, n *dom.Node) bool {
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
func (s *scope) match(ctx context.Context, op string, t Target, timeout time.Duration) (*resolver.Match, error) {
	wctx, cancel := withTimeout(ctx, timeout)
	defer cancel()
	var last error // the last resolver answer, reported when time runs out
	expired := func(err error) error {
		if ctx.Err() != nil && last == nil {
			return err
		}
		if last == nil {
			return &FieldError{Code: Timeout, Op: op, Target: t.String(), Detail: "the page did not settle in time: " + err.Error(), Err: err, Next: nextStep[Timeout]}
		}
		// Nothing at all matched: not_found, with candidates. Only hidden
		// elements matched: it exists but never showed, timeout.
		var re *resolver.Error
		errors.As(last, &re)
		fe := fromResolver(op, last).(*FieldError)
		fe.Detail = "waited, but " + fe.Detail
		if re != nil && re.Hidden > 0 {
			fe.Code = Timeout
			fe.Next = "the target matches only hidden elements: do what makes it visible first, or target the visible element"
		}
		return fe
	}
	for {
		r, err := s.model(wctx)
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
		err = s.settle(wctx, r, func() (err error) {
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
			return nil, fromResolver(op, err)
		}
		last = err
		if werr := pace(wctx, s.f.WaitChange(wctx, s.f.CachedGen(), 2*time.Second)); wctx.Err() != nil {
			// Only the deadline ends the wait: a page that navigates
			// meanwhile fails the wait, and the next model waits for it.
			if werr == nil {
				werr = wctx.Err()
			}
			return nil, expired(werr)
		}
	}
}

// Fields lists every field (within a container, if given), each with a
// verified target. Sensitive values are withheld.
func (s *scope) Fields(ctx context.Context, within Target) ([]Field, error) {
	a := s.b.begin("Fields", str(within), "")
	ctx, done, err := s.acquire(ctx, "Fields")
	if err != nil {
		return nil, a.end(ctx, err)
	}
	defer done()
	if err := s.checkSite(ctx, "Fields"); err != nil {
		return nil, a.end(ctx, err)
	}
	s.freshValues(ctx)
	var fs []Field
	err = s.query(ctx, func(r *resolver.Resolver) (err error) {
		fs, err = r.Fields(within)
		return err
	})
	if err != nil {
		return nil, a.end(ctx, fromResolver("Fields", err))
	}
	for i := range fs {
		s.b.scrubField(&fs[i])
	}
	return fs, a.end(ctx, nil)
}

// Clickables lists what there is to click, each with a verified target, and
// how many there are in all (all=false keeps the list short).
func (s *scope) Clickables(ctx context.Context, within Target, all bool) ([]Clickable, int, error) {
	a := s.b.begin("Clickables", str(within), "")
	ctx, done, err := s.acquire(ctx, "Clickables")
	if err != nil {
		return nil, 0, a.end(ctx, err)
	}
	defer done()
	if err := s.checkSite(ctx, "Clickables"); err != nil {
		return nil, 0, a.end(ctx, err)
	}
	var cs []Clickable
	var total int
	err = s.query(ctx, func(r *resolver.Resolver) (err error) {
		cs, total, err = r.Clickables(within, all)
		return err
	})
	if err != nil {
		return nil, 0, a.end(ctx, fromResolver("Clickables", err))
	}
	return cs, total, a.end(ctx, nil)
}

func str(t Target) string {
	if t == nil {
		return ""
	}
	return t.String()
}

// Text returns the visible text of the element t names.
func (s *scope) Text(ctx context.Context, t Target) (string, error) {
	a := s.b.begin("Text", str(t), "")
	ctx, done, err := s.acquire(ctx, "Text")
	if err != nil {
		return "", a.end(ctx, err)
	}
	defer done()
	if err := s.checkSite(ctx, "Text"); err != nil {
		return "", a.end(ctx, err)
	}
	m, err := s.match(ctx, "Text", t, 0)
	if err != nil {
		return "", a.end(ctx, err)
	}
	if m.Field != nil && m.Field.Sensitive {
		return "", a.end(ctx, &FieldError{Code: NotPermitted, Op: "Text", Target: t.String(), Detail: "the field is sensitive; its text is not read"})
	}
	var text string
	h := s.f.Handle(m.Nodes[0])
	if err := h.Call(ctx, "(el) => __surefill.text(el)", &text); err != nil {
		return "", a.end(ctx, actionErr("Text", t.String(), nil, err))
	}
	return s.b.scrub(text), a.end(ctx, nil)
}

// Attr returns an attribute of the element t names, and whether it is set.
func (s *scope) Attr(ctx context.Context, t Target, name string) (string, bool, error) {
	a := s.b.begin("Attr", str(t), "")
	ctx, done, err := s.acquire(ctx, "Attr")
	if err != nil {
		return "", false, a.end(ctx, err)
	}
	defer done()
	if err := s.checkSite(ctx, "Attr"); err != nil {
		return "", false, a.end(ctx, err)
	}
	m, err := s.match(ctx, "Attr", t, 0)
	if err != nil {
		return "", false, a.end(ctx, err)
	}
	n := m.Nodes[0]
	if strings.EqualFold(name, "value") && m.Field != nil && m.Field.Sensitive {
		return "", false, a.end(ctx, &FieldError{Code: NotPermitted, Op: "Attr", Target: t.String(), Detail: "the field is sensitive; its value is not read"})
	}
	v, ok := n.Attr(strings.ToLower(name))
	return s.b.scrub(v), ok, a.end(ctx, nil)
}

// WaitFor waits until something t names is visible (or, with Hidden, until
// nothing is). It acts on nothing, so any visible match will do.
func (s *scope) WaitFor(ctx context.Context, t Target, opts *WaitOptions) error {
	var o WaitOptions
	if opts != nil {
		o = *opts
	}
	a := s.b.begin("WaitFor", str(t), "")
	ctx, done, err := s.acquire(ctx, "WaitFor")
	if err != nil {
		return a.end(ctx, err)
	}
	defer done()
	if err := s.checkSite(ctx, "WaitFor"); err != nil {
		return a.end(ctx, err)
	}
	wctx, cancel := withTimeout(ctx, o.Timeout)
	defer cancel()
	for {
		r, err := s.model(wctx)
		var vis, hid int
		if err == nil {
			err = s.settle(wctx, r, func() (err error) {
				vis, hid, err = r.Count(t)
				return err
			})
			if errors.Is(err, live.ErrStale) || errors.Is(err, live.ErrNoWorld) {
				err = nil // the document was replaced: wait for the new one
			} else if err != nil {
				var re *resolver.Error
				if errors.As(err, &re) && re.Code != resolver.NotFound {
					return a.end(ctx, fromResolver("WaitFor", err))
				}
				err = nil
			}
			if (!o.Hidden && vis > 0) || (o.Hidden && vis == 0) {
				return a.end(ctx, nil)
			}
		}
		if pace(wctx, s.f.WaitChange(wctx, s.f.CachedGen(), 2*time.Second)); wctx.Err() != nil {
			if ctx.Err() != nil {
				return a.end(ctx, ctx.Err())
			}
			want := "visible"
			if o.Hidden {
				want = "hidden"
			}
			return a.end(ctx, &FieldError{Code: Timeout, Op: "WaitFor", Target: t.String(),
				Detail: fmt.Sprintf("not %s in time: %d visible and %d hidden matches", want, vis, hid), Next: nextStep[Timeout]})
		}
	}
}

// handles binds model nodes for acting.
func (s *scope) handles(ns []*dom.Node) []*live.Handle {
	out := make([]*live.Handle, len(ns))
	for i, n := range ns {
		out[i] = s.f.Handle(n)
	}
	return out
}

// freshValues drops the cached model when values changed since it was
// taken: listings show values, resolution does not need them.
func (s *scope) freshValues(ctx context.Context) {
	if s.f.ValuesChanged(ctx) {
		s.f.Invalidate()
	}
}

// pace returns err, first holding a failed wait back a moment (or until
// ctx ends): a wait fails while a document is replaced, and the retry
// should not spin while the new one arrives.
func pace(ctx context.Context, err error) error {
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
