package act

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// A segmented date field (resolver.WidgetDate) takes a date string as a
// native date input does (YYYY-MM-DD): each part is typed into its spin
// button as a person types it, zero-padded digits in the order the field
// shows its parts, and the parts are read back (aria-valuenow) from a
// fresh model. "" empties every part with Backspace.

// parseISODate splits a YYYY-MM-DD date into its parts' digits.
func parseISODate(v string) (map[string]string, bool) {
	d, err := time.Parse("2006-01-02", v)
	if err != nil || d.Format("2006-01-02") != v {
		return nil, false
	}
	return map[string]string{"year": v[0:4], "month": v[5:7], "day": v[8:10]}, true
}

// fillSegments fills or (v "") empties a segmented date field.
func (s *Scope) fillSegments(ctx context.Context, log *live.Log, op string, t resolver.Target, m *resolver.Match, v string) (Result, error) {
	f := *m.Field
	if len(m.Segments) == 0 {
		return Result{}, &Error{Code: NotEditable, Target: t.String(), Detail: "the date field's parts are not in the page"}
	}
	digits, ok := parseISODate(v)
	if v != "" && !ok {
		return Result{}, wrongValue(t, f, v, "a date as YYYY-MM-DD (as a native date input takes it)")
	}
	for _, sg := range m.Segments {
		n := sg.Node
		if n.AttrOr("aria-disabled") == "true" || n.AttrOr("aria-readonly") == "true" || m.Nodes[0].AttrOr("aria-disabled") == "true" {
			return Result{}, &Error{Code: NotEditable, Target: t.String(), Detail: fmt.Sprintf("the date's %s is read-only or disabled", sg.Unit), unsettled: true}
		}
	}
	box := m.Nodes[0]
	err := s.GuardWrite(ctx, op, func() error {
		for _, sg := range m.Segments {
			h := s.f.Handle(sg.Node)
			// A part that took the focus as the one before it was
			// completed is typed into as it is; any other gets it.
			if h.KeyGuard(ctx) != nil {
				if err := h.Focus(ctx); err != nil {
					return err
				}
				if err := h.KeyGuard(ctx); err != nil {
					return err
				}
			}
			if v == "" {
				if err := s.emptySegment(ctx, h); err != nil {
					return err
				}
				continue
			}
			for _, r := range digits[sg.Unit] {
				k, mods, _ := live.ParseKey(string(r))
				if err := s.f.Press(ctx, k, mods); err != nil {
					return err
				}
			}
			log.Addf("typed the %s %s", sg.Unit, digits[sg.Unit])
		}
		// The focus leaves the field, as a person moves on: many fields
		// commit or validate then.
		return s.f.Handle(box).Call(ctx, "(el) => { let a = document.activeElement; while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement; if (a && el.contains(a)) a.blur(); }", nil)
	})
	s.f.Invalidate()
	if err != nil {
		return Result{}, err
	}
	cur, err := s.refind(ctx, t, box)
	if err != nil {
		return Result{}, err
	}
	got, _ := cur.Field.Value.(string)
	if got != v {
		return Result{}, &Error{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("the date field shows %q after typing %q", got, v),
			Next:   "read the field's rules (Field.Error, Field.Hint) and pass a date it accepts"}
	}
	return resultOf(*cur.Field, got, false), nil
}

// emptySegment presses Backspace in the focused part until it holds no
// value (aria-valuenow gone), a bounded number of times.
func (s *Scope) emptySegment(ctx context.Context, h *live.Handle) error {
	k, mods, _ := live.ParseKey("Backspace")
	for range 5 {
		var now string
		if err := h.Call(ctx, "(el) => el.getAttribute('aria-valuenow') || ''", &now); err != nil {
			return err
		}
		if strings.TrimSpace(now) == "" {
			return nil
		}
		if err := s.f.Press(ctx, k, mods); err != nil {
			return err
		}
	}
	return nil // judged by the read-back
}
