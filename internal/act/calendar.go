package act

import (
	"context"
	"fmt"
	"strconv"

	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// A date field that shows a formatted display of a hidden input (the
// form's value, YYYY-MM-DD) and takes no typing (its box read-only) takes
// its date from the calendar it opens: trusted clicks and keys, a
// bounded number of steps, the calendar read again after each. Its day
// cells are named by their whole date (aria-label); it moves by its month
// select, its year box, or its previous and next buttons. The hidden
// input is read back.

// calendarSteps bounds the moves through a calendar: a year and a month
// take two; previous and next a month each.
const calendarSteps = 24

// calendarView is what the runtime reads of an open calendar.
type calendarView struct {
	Open       bool    `json:"open"`
	Found      bool    `json:"found"`
	Disabled   bool    `json:"disabled"`
	Hit        bool    `json:"hit"`
	Cover      string  `json:"cover"`
	X          float64 `json:"x"`
	Y          float64 `json:"y"`
	ShownYear  int     `json:"shownYear"`
	ShownMonth int     `json:"shownMonth"`
	HasMonth   bool    `json:"hasMonth"`
	HasYear    bool    `json:"hasYear"`
	HasPrev    bool    `json:"hasPrev"`
	HasNext    bool    `json:"hasNext"`
	MonthName  string  `json:"monthName"`
}

// byCalendar reports a field whose date goes through its calendar: a
// read-only display of a hidden original.
func byCalendar(m *resolver.Match) bool {
	el, o := m.Nodes[0], m.Original
	return el.IsElement("input") && el.HasAttr("readonly") && !el.FormDisabled() && o != nil && o.IsElement("input") && o.AttrOr("type") == "hidden"
}

// fillByCalendar picks the date v in the calendar the field opens.
func (s *Scope) fillByCalendar(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, v string) (res Result, err error) {
	f := *m.Field
	digits, ok := parseISODate(v)
	if !ok {
		return Result{}, wrongValue(t, f, v, "a date as YYYY-MM-DD (as a native date input takes it)")
	}
	wy, _ := strconv.Atoi(digits["year"])
	wm, _ := strconv.Atoi(digits["month"])
	el := m.Nodes[0]
	since := s.f.P.Inputs()
	defer func() {
		if err != nil {
			s.closeWidget(ctx, log, since)
		}
	}()
	err = s.GuardWrite(ctx, "Fill", func() error {
		if err := s.clickWidget(ctx, log, el); err != nil {
			return err
		}
		log.Addf("opened the calendar")
		for step := 0; step <= calendarSteps; step++ {
			c, err := s.readCalendar(ctx, v)
			if err != nil {
				return err
			}
			switch {
			case !c.Open:
				return &Error{Code: NotEditable, Target: t.String(), Detail: "the field takes no typing and opened no calendar whose days are named by their dates",
					Next: "give a CustomParts map, or fill the field the page's own way"}
			case c.Found && c.Disabled:
				return &Error{Code: NoOption, Target: t.String(), Detail: fmt.Sprintf("the calendar's day %s is disabled", v)}
			case c.Found && !c.Hit:
				return &Error{Code: Covered, Target: t.String(), Detail: c.Cover + " is on top of the calendar's day " + v}
			case c.Found:
				if err := s.f.Click(ctx, c.X, c.Y, 0); err != nil {
					return err
				}
				log.Addf("clicked the calendar's day %s at (%.0f, %.0f)", v, c.X, c.Y)
				return nil
			}
			log.Addf("the calendar shows %04d-%02d", c.ShownYear, c.ShownMonth)
			if err := s.moveCalendar(ctx, log, t, c, digits["year"], wy, wm); err != nil {
				return err
			}
		}
		return &Error{Code: NotCommitted, Target: t.String(), Detail: fmt.Sprintf("the calendar did not reach %s in %d steps", v[:7], calendarSteps)}
	})
	s.f.Invalidate()
	if err != nil {
		return Result{}, err
	}
	cur, err := s.refind(ctx, t, el)
	if err != nil {
		return Result{}, err
	}
	if got, _ := cur.Field.Value.(string); got != v {
		return Result{}, &Error{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("clicked the day %s, but the field holds %q", v, got)}
	}
	return resultOf(*cur.Field, v, false), nil
}

// readCalendar reads the open calendar once it stands still (a calendar
// slides and fades in, and redraws its days with an animation: a cell's
// centre read then is not where the click lands), waiting a bounded while
// on the page changing for one still opening.
func (s *Scope) readCalendar(ctx context.Context, v string) (calendarView, error) {
	var c calendarView
	for step := 0; ; step++ {
		gen := s.f.CachedGen()
		if step < 8 && s.moving(ctx) {
			if err := Pace(ctx, s.f.WaitChange(ctx, gen, Step(step))); err != nil && ctx.Err() != nil {
				return c, ctx.Err()
			}
			continue
		}
		if err := s.EvalMain(ctx, fmt.Sprintf("__surefill.calendar(%q)", v), &c); err != nil {
			return c, err
		}
		if c.Open || step >= 8 {
			return c, nil
		}
		if err := Pace(ctx, s.f.WaitChange(ctx, gen, Step(step))); err != nil && ctx.Err() != nil {
			return c, ctx.Err()
		}
	}
}

// moveCalendar takes one step towards the year wy and month wm: the year
// typed into its box, the month typed into its select (type-ahead on the
// closed select), or its previous or next button clicked.
func (s *Scope) moveCalendar(ctx context.Context, log *live.Log, t resolver.Target, c calendarView, year string, wy, wm int) error {
	want, shown := wy*12+wm, c.ShownYear*12+c.ShownMonth
	typeIn := func(part, text string) error {
		var focused bool
		if err := s.EvalMain(ctx, fmt.Sprintf("__surefill.calendarFocus(%q)", part), &focused); err != nil {
			return err
		}
		if !focused {
			return &Error{Code: Covered, Target: t.String(), Detail: "the calendar's " + part + " did not take the focus"}
		}
		if err := s.f.FocusGuard(ctx); err != nil {
			return err
		}
		for _, r := range text {
			k, mods, _ := live.ParseKey(string(r))
			if err := s.f.Press(ctx, k, mods); err != nil {
				return err
			}
		}
		log.Addf("typed %q into the calendar's %s", text, part)
		return nil
	}
	switch {
	case c.ShownYear != wy && c.HasYear:
		return typeIn("year", year)
	case c.ShownMonth != wm && c.HasMonth && c.MonthName != "":
		return typeIn("month", c.MonthName)
	case want < shown && c.HasPrev, want > shown && c.HasNext:
		part := "next"
		if want < shown {
			part = "prev"
		}
		var p struct {
			X   float64 `json:"x"`
			Y   float64 `json:"y"`
			Hit bool    `json:"hit"`
		}
		if err := s.EvalMain(ctx, fmt.Sprintf("__surefill.calendarPoint(%q)", part), &p); err != nil {
			return err
		}
		if !p.Hit {
			return &Error{Code: Covered, Target: t.String(), Detail: "the calendar's " + part + " button is covered"}
		}
		if err := s.f.Click(ctx, p.X, p.Y, 0); err != nil {
			return err
		}
		log.Addf("clicked the calendar's %s button", part)
		return nil
	}
	return &Error{Code: NotEditable, Target: t.String(),
		Detail: fmt.Sprintf("the calendar shows %04d-%02d and no control that moves it to %04d-%02d (a month select, a year box, buttons named previous and next)", c.ShownYear, c.ShownMonth, wy, wm),
		Next:   "give a CustomParts map, or fill the field the page's own way"}
}

// clearByCalendar empties a read-only date display the way its keyboard
// convention does: a click on the display (which opens its calendar),
// Backspace there, then Escape for the calendar; the hidden input is read
// back.
func (s *Scope) clearByCalendar(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match) (Result, error) {
	el := m.Nodes[0]
	h := s.f.Handle(el)
	cur, err := s.clearThenRead(ctx, log, t, el, func() error {
		if err := s.clickWidget(ctx, log, el); err != nil {
			return err
		}
		if err := s.keyOn(ctx, h, "Backspace"); err != nil {
			return err
		}
		log.Addf("pressed Backspace in the date display")
		return nil
	})
	if err != nil {
		return Result{}, err
	}
	if got, _ := cur.Field.Value.(string); got != "" {
		return Result{}, &Error{Code: NotEditable, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("the read-only date display kept %q after Backspace", got), Next: "give a CustomParts map with a Clear selector"}
	}
	return resultOf(*cur.Field, "", false), nil
}
