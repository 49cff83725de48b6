package act

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// A tab is one page, as a person sees it: its targets reach the top
// document and every frame below it, same- and cross-origin, nested or
// late. A match in exactly one document acts there; matches in several
// are ambiguous, each candidate narrowed to its document with a document
// container (MainFrame, InFrame).

// frames is the scope's document and the frames its targets also cover,
// those outside the granted sites left out (and named in offsite).
func (s *Scope) frames(ctx context.Context, op string) (docs []*Scope, offsite []string) {
	docs = []*Scope{s}
	if s.below == nil {
		return docs, nil
	}
	for _, f := range s.below(ctx) {
		if !f.f.P.Ready(f.f.ID) {
			continue // still loading: looked at again next round
		}
		if s.env.NeedSite != nil {
			u, err := f.SiteURL(ctx)
			if err != nil {
				continue // the frame's document is not there (yet)
			}
			if s.env.NeedSite(op, u) != nil {
				offsite = append(offsite, live.HostOf(u))
				continue
			}
		}
		docs = append(docs, f)
	}
	return docs, offsite
}

// Own narrows t to the scope's own document when its targets would also
// reach frames (a tab's): for a target found in that document alone.
func (s *Scope) Own(t resolver.Target) resolver.Target {
	if s.below == nil {
		return t
	}
	return t.Within(resolver.MainFrame())
}

// Paged reports whether the scope's targets reach more than its own
// document right now (a tab with frames).
func (s *Scope) Paged(ctx context.Context) bool {
	return s.below != nil && len(s.below(ctx)) > 0
}

// MatchPage resolves t over the scope's document and the frames below it,
// waiting (until the timeout) while nothing a person can see matches. It
// returns the document the match is in. A scope without frames is Match.
func (s *Scope) MatchPage(ctx context.Context, op string, t resolver.Target, timeout time.Duration) (*Scope, *resolver.Match, error) {
	if s.below == nil {
		m, err := s.Match(ctx, op, t, timeout)
		return s, m, err
	}
	wctx, cancel := WithTimeout(ctx, timeout)
	defer cancel()
	var top error // the top document's last answer, for candidates
	for step := 0; ; step++ {
		// The first look is always taken (within the caller's ctx): the
		// timeout bounds the waiting after it.
		lctx := wctx
		if step == 0 {
			lctx = ctx
		}
		docs, offsite := s.frames(lctx, op)
		if step > 0 || len(docs) > 1 {
			// A look again asks the page first, and so does a look over
			// several documents: the act checks only its own.
			live.PreOf(ctx).Distrust()
		}
		answers := make([]resolver.Answer, 0, len(docs))
		page := &resolver.Page{}
		var kept []*Scope
		replaced := false
		for _, d := range docs {
			r, m, err := d.look(lctx, t)
			var re *resolver.Error
			switch {
			case err == nil || errors.As(err, &re):
				answers = append(answers, resolver.Answer{Match: m, Err: err})
				page.Docs = append(page.Docs, r)
				kept = append(kept, d)
			case errors.Is(err, live.ErrStale) || errors.Is(err, live.ErrNoWorld):
				// A document being replaced: looked at again next round.
				replaced = replaced || d == s
			case d == s:
				if wctx.Err() != nil {
					return nil, nil, s.notFoundPage(op, t, top, offsite, wctx.Err())
				}
				return nil, nil, ActionErr(op, t.String(), nil, err)
			}
		}
		if !replaced && len(kept) > 0 && kept[0] == s {
			i, err := page.Judge(t, answers)
			if err == nil {
				return kept[i], answers[i].Match, nil
			}
			var re *resolver.Error
			if !errors.As(err, &re) || re.Code != resolver.NotFound {
				return nil, nil, FromResolver(op, err)
			}
			top = err
		}
		if top != nil && s.skippedWrite() {
			return nil, nil, s.uncheckedErr(op, t)
		}
		wait := ladder[min(step, len(ladder)-1)]
		if time.Until(deadlineOf(wctx)) <= wait {
			return nil, nil, s.notFoundPage(op, t, top, offsite, wctx.Err())
		}
		if wait > 0 {
			_ = Pace(wctx, s.f.WaitChange(wctx, s.f.CachedGen(), wait))
		}
		if wctx.Err() != nil {
			return nil, nil, s.notFoundPage(op, t, top, offsite, wctx.Err())
		}
	}
}

func deadlineOf(ctx context.Context) time.Time {
	d, _ := ctx.Deadline()
	return d
}

// within runs an act in fs, the document a page-wide target matched in:
// its site is checked, and when it is another session's (a frame in
// another process), that session's guard holds during the act too and
// reports what it stopped.
func (s *Scope) within(ctx context.Context, op string, fs *Scope, act func(ctx context.Context) error) error {
	if fs == s {
		return act(ctx)
	}
	if err := fs.CheckSite(ctx, op); err != nil {
		return err
	}
	judged := fs.f.P.Judged()
	nav := fs.f.P.NavOf(fs.f.ID)
	if fs.f.P == s.f.P {
		// The session's guard is the tab's (run reports what it stopped);
		// a Fill still learns whether the frame's document went.
		err := act(ctx)
		if err == nil && op == "Fill" {
			err = fs.wentWithDocument(ctx, op, fs.f.SettleNavigation(ctx, judged, navigationWait), nav)
		}
		return err
	}
	before, _ := fs.f.P.Stopped()
	end := fs.f.P.BeginAct()
	err := act(ctx)
	dest := fs.f.SettleNavigation(ctx, judged, navigationWait)
	end()
	if serr := fs.StoppedSince(op, before); serr != nil {
		return serr
	}
	if err == nil {
		err = fs.wentWithDocument(ctx, op, dest, nav)
	}
	return err
}

// look resolves t in this document once, without waiting, and returns
// the resolver it answered with.
func (s *Scope) look(ctx context.Context, t resolver.Target) (*resolver.Resolver, *resolver.Match, error) {
	r, err := s.Model(ctx)
	if err != nil {
		return nil, nil, err
	}
	var m *resolver.Match
	err = s.Settle(ctx, r, func() (err error) {
		m, err = r.Match(t)
		return err
	})
	return r, m, err
}

// notFoundPage is the answer when nothing in any document matched by the
// deadline: the top document's candidates, and the frames left out
// because their sites are not granted.
func (s *Scope) notFoundPage(op string, t resolver.Target, top error, offsite []string, ctxErr error) error {
	var fe *Error
	if top != nil {
		fe = FromResolver(op, top).(*Error)
		fe.Detail = "waited, but " + fe.Detail + " in the page or its frames"
		var re *resolver.Error
		if errors.As(top, &re) && re.Hidden > 0 {
			fe.Code = Timeout
			fe.Next = "the target matches only hidden elements: do what makes it visible first, or target the visible element"
		}
	} else {
		fe = &Error{Code: Timeout, Op: op, Target: t.String(), Detail: "the page did not settle in time", Err: ctxErr, Next: NextStep[Timeout]}
	}
	if len(offsite) > 0 {
		fe.Detail += fmt.Sprintf("; frames on sites not granted were not searched: %s", strings.Join(offsite, ", "))
		fe.Next = fmt.Sprintf("if the field is in one of those frames, add its site to Options.Grants.Sites (%s)", strings.Join(offsite, ", "))
	}
	return fe
}

// docListing is one document's part of a page-wide listing.
type docListing struct {
	s *Scope
	r *resolver.Resolver
}

// listPage runs list over the scope's document and every frame below it
// (a frame's listing failing is left out: its document is being replaced,
// or the container is not in it); the top document's error is the answer.
func (s *Scope) listPage(ctx context.Context, op string, list func(d *Scope, r *resolver.Resolver) error) ([]docListing, []*Scope, error) {
	docs, _ := s.frames(ctx, op)
	var out []docListing
	var topErr error
	for _, d := range docs {
		d.FreshValues(ctx)
		var used *resolver.Resolver
		err := d.Query(ctx, func(r *resolver.Resolver) error {
			used = r
			return list(d, r)
		})
		if err != nil {
			var re *resolver.Error
			if d == s && (!errors.As(err, &re) || re.Code != resolver.NotFound) {
				return nil, nil, err
			}
			if d == s {
				topErr = err // the container may be in a frame
			}
			continue
		}
		out = append(out, docListing{d, used})
	}
	if len(out) == 0 && topErr != nil {
		return nil, nil, topErr
	}
	return out, docs, nil
}

// pageOf is the resolver page of a listing's documents.
func pageOf(ls []docListing) *resolver.Page {
	p := &resolver.Page{}
	for _, l := range ls {
		p.Docs = append(p.Docs, l.r)
	}
	return p
}

// FieldsPage lists the fields of the page: the scope's document and, for
// a tab, every frame; a target that would reach more than one document is
// narrowed to its own, and a frame's fields carry its address.
func (s *Scope) FieldsPage(ctx context.Context, within resolver.Target) ([]resolver.Field, error) {
	per := map[*Scope][]resolver.Field{}
	ls, _, err := s.listPage(ctx, "Fields", func(d *Scope, r *resolver.Resolver) (err error) {
		per[d], err = r.Fields(within)
		return err
	})
	if err != nil {
		return nil, err
	}
	page := pageOf(ls)
	var out []resolver.Field
	for i, l := range ls {
		fs := per[l.s]
		page.QualifyFields(i, fs)
		out = append(out, fs...)
	}
	return out, nil
}

// ClickablesPage is FieldsPage for what there is to click; total counts
// every document's.
func (s *Scope) ClickablesPage(ctx context.Context, within resolver.Target, all bool) ([]resolver.Clickable, int, error) {
	per := map[*Scope][]resolver.Clickable{}
	total := 0
	ls, _, err := s.listPage(ctx, "Clickables", func(d *Scope, r *resolver.Resolver) error {
		cs, n, err := r.Clickables(within, all)
		per[d] = cs
		total += n
		return err
	})
	if err != nil {
		return nil, 0, err
	}
	page := pageOf(ls)
	var out []resolver.Clickable
	for i, l := range ls {
		cs := per[l.s]
		page.QualifyClickables(i, cs)
		out = append(out, cs...)
	}
	return out, total, nil
}

// CountPage counts what t matches over the page's documents, visible and
// hidden (for waits). A document being replaced counts nothing yet.
func (s *Scope) CountPage(ctx context.Context, t resolver.Target) (vis, hid int, err error) {
	docs, _ := s.frames(ctx, "WaitFor")
	for _, d := range docs {
		r, merr := d.Model(ctx)
		if merr != nil {
			if d == s {
				return 0, 0, merr
			}
			continue
		}
		var v, h int
		cerr := d.Settle(ctx, r, func() (err error) {
			v, h, err = r.Count(t)
			return err
		})
		if cerr != nil {
			if d == s {
				return 0, 0, cerr
			}
			continue
		}
		vis, hid = vis+v, hid+h
	}
	return vis, hid, nil
}
