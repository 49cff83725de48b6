package act

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// run is the pipeline around one act: the tab's turn, the frame's site,
// then the act itself; whatever the session's guard stopped while it ran
// (a form submission, a navigation out of the sites) is its outcome.
func (s *Scope) run(ctx context.Context, op string, act func(ctx context.Context) error) error {
	ctx, done, err := s.Acquire(ctx, op)
	if err != nil {
		return err
	}
	defer done()
	if outer := live.PreOf(ctx); outer != nil {
		// A call made by a call: what the outer act left pending runs
		// before anything of this one.
		if err := outer.Flush(ctx); err != nil {
			return err
		}
	}
	ctx, _ = live.WithPre(ctx)
	before, _ := s.f.P.Stopped()
	judged := s.f.P.Judged()
	inputs := s.f.P.Inputs()
	nav := s.f.P.NavOf(s.f.ID)
	dest := ""
	err = s.CheckSite(ctx, op)
	if err == nil {
		err = s.changedIf(op, act(ctx), inputs)
		// A navigation the input set off is judged before the act ends, so
		// its request meets the act's rules and its answer is the act's.
		dest = s.f.SettleNavigation(ctx, judged, navigationWait)
	}
	if serr := s.StoppedSince(op, before); serr != nil {
		return serr
	}
	if err == nil {
		err = s.wentWithDocument(ctx, op, dest, nav)
	}
	err, _ = s.Unchecked(ctx, err)
	return err
}

// wentWithDocument is the outcome of a Fill that read its value back but
// set off a navigation the guard let go (dest, "" for none): once the
// frame's document is replaced (its NavOf moved past nav), whether the new
// document came before the read-back or after it, the value went with the
// old one. A navigation that replaces nothing (no content, a download)
// leaves the Fill as it was.
func (s *Scope) wentWithDocument(ctx context.Context, op, dest string, nav int64) error {
	if op != "Fill" || dest == "" || !s.f.AwaitReplaced(ctx, nav, navigationWait) {
		return nil
	}
	return &Error{Code: StaleRef, Op: op, Changed: true,
		Detail: "the page navigated to " + dest + " as the field was written; the value went with the document",
		Next:   NextStep[StaleRef]}
}

// navigationWait bounds the wait for the request of a navigation an act
// set off; a settled page, which started none, pays one round trip.
const navigationWait = 2 * time.Second

// Fill works out the widget t names, writes value with trusted input and
// reads it back (see the surface's Fill).
func (s *Scope) Fill(ctx context.Context, t resolver.Target, value any, o FillOptions) (res Result, err error) {
	err = s.run(ctx, "Fill", func(ctx context.Context) error {
		s.MarkAction()
		return s.settle(ctx, o.Timeout, func(ctx context.Context) error {
			var err error
			res, err = s.fill(ctx, t, value, o)
			return err
		})
	})
	var e *Error
	if errors.As(err, &e) && e.Target == "" {
		e.Target = t.String()
	}
	return res, err
}

// fill is one attempt at a Fill: resolve, check, write, read back.
func (s *Scope) fill(ctx context.Context, t resolver.Target, value any, o FillOptions) (res Result, err error) {
	fs, m, err := s.MatchPage(ctx, "Fill", t, o.Timeout)
	if err != nil {
		return Result{}, err
	}
	err = s.within(ctx, "Fill", fs, func(ctx context.Context) (err error) {
		res, err = fs.fillMatched(ctx, t, m, value, o)
		return err
	})
	return res, err
}

// fillMatched fills the field m in this document.
func (s *Scope) fillMatched(ctx context.Context, t resolver.Target, m *resolver.Match, value any, o FillOptions) (Result, error) {
	if m.Field == nil {
		return Result{}, &Error{Code: NotEditable, Op: "Fill", Target: t.String(),
			Detail: "the target is not a field", Next: "target the field by its label, or use Click for buttons and links"}
	}
	f := *m.Field
	sensitive := f.Sensitive || o.Sensitive
	log := &live.Log{}
	log.Addf("resolved %s to a %s field %q", t, f.Kind, f.Label)
	if s.env.CheckMode {
		if _, _, err := s.Handles(m.Nodes[:1])[0].Actionable(ctx, log, false); err != nil && f.Kind != resolver.KindFile {
			return Result{}, ActionErr("Fill", t.String(), log, err)
		}
		if f.Kind != resolver.KindText && f.Kind != resolver.KindOther && f.Kind != resolver.KindFile || isCombobox(m) {
			// A choice commonly reveals more (an "Other" field, a
			// billing address); typed text rarely does.
			s.tab.Skipped.Add(1)
		}
		s.env.CheckLog(ctx, "Fill", t, f, sensitive)
		return resultOf(f, f.Value, sensitive), nil
	}
	if sensitive {
		// Remembered for the rest of the tab's life: listings withhold
		// the field (whatever node stands for it later), and every
		// output is scrubbed of the value.
		for _, n := range m.Nodes {
			s.tab.Passwords.Mark(n)
		}
		s.env.Remember(value)
	}
	r, err := s.fillKind(ctx, log, t, m, value, o)
	if err != nil {
		err = ActionErr("Fill", t.String(), log, err)
		if sensitive {
			err = redactErr(err, value)
		}
		return Result{}, err
	}
	r.Sensitive = sensitive || r.Sensitive
	if r.Sensitive {
		r.Value = nil
	}
	return r, nil
}

// Upload sets the files of a file input (see the surface's Upload).
func (s *Scope) Upload(ctx context.Context, t resolver.Target, paths []string) (res Result, err error) {
	err = s.run(ctx, "Upload", func(ctx context.Context) error {
		return s.settle(ctx, 0, func(ctx context.Context) error {
			fs, m, err := s.MatchPage(ctx, "Upload", t, 0)
			if err != nil {
				return err
			}
			return s.within(ctx, "Upload", fs, func(ctx context.Context) error {
				s := fs
				if m.Field == nil || m.Field.Kind != resolver.KindFile {
					return &Error{Code: NotEditable, Op: "Upload", Target: t.String(), Detail: "the target is not a file input"}
				}
				if s.env.CheckMode {
					s.env.CheckLog(ctx, "Upload", t, *m.Field, false)
					res = resultOf(*m.Field, m.Field.Value, false)
					return nil
				}
				log := &live.Log{}
				res, err = s.upload(ctx, log, t, m, paths)
				return ActionErr("Upload", t.String(), log, err)
			})
		})
	})
	return res, err
}

// Clear empties a field, deselects options, unchecks boxes and removes
// files (see the surface's Clear).
func (s *Scope) Clear(ctx context.Context, t resolver.Target) (res Result, err error) {
	err = s.run(ctx, "Clear", func(ctx context.Context) error {
		return s.settle(ctx, 0, func(ctx context.Context) error {
			fs, m, err := s.MatchPage(ctx, "Clear", t, 0)
			if err != nil {
				return err
			}
			return s.within(ctx, "Clear", fs, func(ctx context.Context) error {
				s := fs
				if m.Field == nil {
					return &Error{Code: NotEditable, Op: "Clear", Target: t.String(), Detail: "the target is not a field"}
				}
				f := *m.Field
				if s.env.CheckMode {
					s.env.CheckLog(ctx, "Clear", t, f, f.Sensitive)
					res = resultOf(f, f.Value, f.Sensitive)
					return nil
				}
				log := &live.Log{}
				res, err = s.clear(ctx, log, t, m)
				if err == nil && f.Sensitive {
					res.Sensitive, res.Value = true, nil
				}
				return ActionErr("Clear", t.String(), log, err)
			})
		})
	})
	return res, err
}

func (s *Scope) clear(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match) (Result, error) {
	f := *m.Field
	switch {
	case f.Kind == resolver.KindFile:
		h := s.f.Handle(m.Nodes[0])
		var st live.State
		s.f.P.NoteInput()
		err := h.Call(ctx, "(el) => __surefill.clearFiles(el)", &st)
		s.f.Invalidate()
		if err == nil && (st.Files == nil || *st.Files != 0) {
			err = &Error{Code: NotCommitted, Target: t.String(), Changed: true, Detail: "files remain after clearing"}
		}
		return resultOf(f, nil, false), err
	case f.Kind == resolver.KindCheckbox:
		return s.fillCheckboxes(ctx, log, t, m, clearValue(m))
	case f.Kind == resolver.KindSelect && m.Nodes[0].IsElement("select") && m.Nodes[0].HasAttr("multiple"):
		return s.fillNativeSelect(ctx, log, t, m, []string{})
	case f.Kind == resolver.KindSelect && !m.Nodes[0].IsElement("select"):
		return s.clearWidget(ctx, log, t, m)
	case byCalendar(m):
		return s.clearByCalendar(ctx, log, t, m)
	case m.Widget == resolver.WidgetDate:
		return s.fillSegments(ctx, log, "Clear", t, m, "")
	case f.Kind == resolver.KindText || f.Kind == resolver.KindOther || isCombobox(m):
		return s.fillText(ctx, log, t, m, "")
	case f.Kind == resolver.KindSelect && len(m.Parts.Clear) == 1:
		err := s.GuardWrite(ctx, "Clear", func() error { return s.f.Handle(m.Parts.Clear[0]).ClickElement(ctx, log, 0) })
		s.f.Invalidate()
		return resultOf(f, nil, false), err
	}
	return Result{}, &Error{Code: NotEditable, Target: t.String(),
		Detail: fmt.Sprintf("a %s field of this kind has no empty state to return to", f.Kind),
		Next:   "fill it with another choice, or give a CustomParts map with a Clear selector"}
}

// Click clicks the element t names with trusted input (see the surface's
// Click).
func (s *Scope) Click(ctx context.Context, t resolver.Target) error {
	return s.run(ctx, "Click", func(ctx context.Context) error {
		s.MarkAction()
		return s.settle(ctx, 0, func(ctx context.Context) error {
			fs, m, err := s.MatchPage(ctx, "Click", t, 0)
			if err != nil {
				return err
			}
			return s.within(ctx, "Click", fs, func(ctx context.Context) error {
				s := fs
				el := m.Nodes[0]
				if LooksLikeSubmit(el) && !s.env.SubmitAllowed() {
					next := "add surefill.Submit to Options.Grants.Allow and call Browser.Confirm first"
					if s.env.HasSubmit {
						next = "call Browser.Confirm and get a yes first"
					}
					return &Error{Code: NotPermitted, Op: "Click", Target: t.String(),
						Detail: "the button submits (its name reads like a submission)", Next: next}
				}
				log := &live.Log{}
				h := s.f.Handle(el)
				if s.env.CheckMode {
					if _, _, err := h.Actionable(ctx, log, false); err != nil {
						return ActionErr("Click", t.String(), log, err)
					}
					s.tab.Skipped.Add(1)
					s.env.CheckLog(ctx, "Click", t, resolver.Field{}, false)
					return nil
				}
				// A click can change anything; the runtime's counter tells the
				// next call whether the structure changed.
				err = s.GuardWriteRead(ctx, "Click", func() error { return h.ClickElement(ctx, log, 0) }, func() (live.State, error) {
					// A click that replaced the document leaves nothing to read
					// here: the guard's counts are then asked where it went.
					st, _ := s.f.AfterAct(ctx)
					return st, nil
				})
				return ActionErr("Click", t.String(), log, err)
			})
		})
	})
}

// Press presses a key in the focused element (see the surface's Press).
func (s *Scope) Press(ctx context.Context, key string) error {
	k, mods, err := live.ParseKey(key)
	if err != nil {
		return &Error{Code: NoOption, Op: "Press", Detail: err.Error(), Options: live.KeyNames(), Next: "press a named key, a single character, or a modifier combination such as \"Control+a\""}
	}
	return s.run(ctx, "Press", func(ctx context.Context) error {
		s.MarkAction()
		if s.env.CheckMode {
			s.tab.Skipped.Add(1)
			s.env.CheckLog(ctx, "Press", nil, resolver.Field{}, false)
			return nil
		}
		err := s.GuardWrite(ctx, "Press", func() error {
			// The key lands wherever the focus is now: that document must
			// be granted, and it must be this frame's.
			if err := s.f.FocusGuard(ctx); err != nil {
				return err
			}
			return s.f.Press(ctx, k, mods)
		})
		return ActionErr("Press", "", nil, err)
	})
}
