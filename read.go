package surefill

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/surefill/surefill/internal/act"
	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// Fields lists every field (within a container, if given), each with a
// verified target. Sensitive values are withheld.
func (s *scope) Fields(ctx context.Context, within Target) ([]Field, error) {
	a := s.begin("Fields", str(within), "")
	ctx, done, err := s.a.Acquire(ctx, "Fields")
	if err != nil {
		return nil, a.end(ctx, err)
	}
	defer done()
	ctx = s.a.Look(ctx)
	if err := s.a.CheckSiteLooking(ctx, "Fields"); err != nil {
		return nil, a.end(ctx, err)
	}
	s.a.FreshValues(ctx)
	fs, err := s.a.FieldsPage(ctx, within)
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
	a := s.begin("Clickables", str(within), "")
	ctx, done, err := s.a.Acquire(ctx, "Clickables")
	if err != nil {
		return nil, 0, a.end(ctx, err)
	}
	defer done()
	ctx = s.a.Look(ctx)
	if err := s.a.CheckSiteLooking(ctx, "Clickables"); err != nil {
		return nil, 0, a.end(ctx, err)
	}
	cs, total, err := s.a.ClickablesPage(ctx, within, all)
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
	a := s.begin("Text", str(t), "")
	ctx, done, err := s.a.Acquire(ctx, "Text")
	if err != nil {
		return "", a.end(ctx, err)
	}
	defer done()
	if err := s.a.CheckSite(ctx, "Text"); err != nil {
		return "", a.end(ctx, err)
	}
	fs, m, err := s.a.MatchPage(ctx, "Text", t, 0)
	if err != nil {
		err, _ = s.a.Unchecked(ctx, err)
		return "", a.end(ctx, err)
	}
	if err := fs.CheckSite(ctx, "Text"); err != nil {
		return "", a.end(ctx, err)
	}
	if m.Field != nil && m.Field.Sensitive {
		return "", a.end(ctx, &FieldError{Code: NotPermitted, Op: "Text", Target: t.String(), Detail: "the field is sensitive; its text is not read"})
	}
	var text string
	h := fs.Frame().Handle(m.Nodes[0])
	if err := h.Call(ctx, "(el) => __surefill.text(el)", &text); err != nil {
		return "", a.end(ctx, act.ActionErr("Text", t.String(), nil, err))
	}
	return s.b.scrub(text), a.end(ctx, nil)
}

// Attr returns an attribute of the element t names, and whether it is set.
func (s *scope) Attr(ctx context.Context, t Target, name string) (string, bool, error) {
	a := s.begin("Attr", str(t), "")
	ctx, done, err := s.a.Acquire(ctx, "Attr")
	if err != nil {
		return "", false, a.end(ctx, err)
	}
	defer done()
	if err := s.a.CheckSite(ctx, "Attr"); err != nil {
		return "", false, a.end(ctx, err)
	}
	_, m, err := s.a.MatchPage(ctx, "Attr", t, 0)
	if err != nil {
		err, _ = s.a.Unchecked(ctx, err)
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
	a := s.begin("WaitFor", str(t), "")
	ctx, done, err := s.a.Acquire(ctx, "WaitFor")
	if err != nil {
		return a.end(ctx, err)
	}
	defer done()
	if err := s.a.CheckSite(ctx, "WaitFor"); err != nil {
		return a.end(ctx, err)
	}
	wctx, cancel := act.WithTimeout(ctx, o.Timeout)
	defer cancel()
	for {
		vis, hid, err := s.a.CountPage(wctx, t)
		judged := err == nil
		if errors.Is(err, live.ErrStale) || errors.Is(err, live.ErrNoWorld) {
			// the document was replaced: wait for the new one
		} else if err != nil {
			var re *resolver.Error
			if errors.As(err, &re) && re.Code != resolver.NotFound {
				return a.end(ctx, fromResolver("WaitFor", err))
			}
			judged = re != nil
		}
		if judged && ((!o.Hidden && vis > 0) || (o.Hidden && vis == 0)) {
			return a.end(ctx, nil)
		}
		if judged && s.a.SkippedWrite() {
			// Check mode skipped the write this wait waits for.
			s.b.noteUnchecked(ctx, "WaitFor", t.String())
			return a.end(ctx, nil)
		}
		// A change in the top document wakes the wait; frames are looked
		// at again every step.
		step := 2 * time.Second
		if s.a.Paged(wctx) {
			step = 250 * time.Millisecond
		}
		if act.Pace(wctx, s.f.WaitChange(wctx, s.f.CachedGen(), step)); wctx.Err() != nil {
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
