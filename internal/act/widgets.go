package act

import (
	"context"
	"fmt"
	"time"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// waitOption waits until the field's popup (found through aria-controls or
// aria-owns, never a page-wide query) shows a visible option named v, and
// returns the fresh match and the option's index. Options that load
// asynchronously are waited for as a condition on the page changing.
func (s *Scope) waitOption(ctx context.Context, t resolver.Target, v string, o FillOptions) (*resolver.Match, int, error) {
	wctx, cancel := WithTimeout(ctx, o.Timeout)
	defer cancel()
	var last *resolver.Match
	for {
		m, err := s.Match(wctx, "Fill", t, o.Timeout)
		if err == nil {
			last = m
			if i := optionIndex(m, v); i >= 0 && s.Visible(wctx, m.Options[i]) {
				return m, i, nil
			}
		}
		if Pace(wctx, s.f.WaitChange(wctx, s.f.CachedGen(), time.Second)); wctx.Err() != nil {
			var opts []string
			if last != nil {
				opts = last.OptionNames
				if busy(last) {
					return nil, -1, &Error{Code: Timeout, Target: t.String(), Options: opts, Changed: true,
						Detail: fmt.Sprintf("the field's list was still loading (aria-busy) at the deadline; no option %q yet", v),
						Next:   "give the call more time"}
				}
			}
			return nil, -1, &Error{Code: NoOption, Target: t.String(), Options: opts, Changed: true,
				Detail: fmt.Sprintf("no option %q appeared in the field's list in time", v),
				Next:   "pass one of the options exactly, or text that makes the page offer it"}
		}
	}
}

// busy reports a field whose list says it is loading: aria-busy on the
// field, its popup or an element around either.
func busy(m *resolver.Match) bool {
	for _, start := range []*dom.Node{m.Nodes[0], m.Listbox} {
		for n := start; n != nil; n = n.Parent {
			if n.AttrOr("aria-busy") == "true" {
				return true
			}
		}
	}
	return false
}

// fillCombobox types into a combobox, waits for the exact option in its
// own list, clicks it with trusted input and reads back the committed
// value. A selection counts only when the committed value changes to it.
func (s *Scope) fillCombobox(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, value any, o FillOptions) (Result, error) {
	f := *m.Field
	v, ok := value.(string)
	if !ok {
		return Result{}, wrongValue(t, f, value, "a string naming an option")
	}
	input := s.f.Handle(m.Nodes[0])
	var picked string
	err := s.GuardWrite(ctx, "Fill", func() error {
		if err := input.ClickElement(ctx, log, 0); err != nil {
			return err
		}
		st, err := input.ReadState(ctx)
		if err != nil {
			return err
		}
		if !st.Focused {
			if err := input.Focus(ctx); err != nil {
				return err
			}
		}
		if err := s.f.SelectAll(ctx); err != nil {
			return err
		}
		if err := s.f.InsertText(ctx, v); err != nil {
			return err
		}
		log.Addf("typed the value to filter the options")
		s.f.Invalidate()
		m2, i, err := s.waitOption(ctx, t, v, o)
		if err != nil {
			return err
		}
		log.Addf("option %q appeared in the list", m2.OptionNames[i])
		picked = m2.OptionNames[i]
		return s.f.Handle(m2.Options[i]).ClickElement(ctx, log, 0)
	})
	s.f.Invalidate()
	if err != nil {
		return Result{}, err
	}
	return s.readBackChoice(ctx, t, *m.Field, m.Nodes[0], picked)
}

// fillPicker opens a custom single-select (a button that controls a
// listbox), clicks the option and reads the choice back.
func (s *Scope) fillPicker(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, value any, o FillOptions) (Result, error) {
	f := *m.Field
	v, ok := value.(string)
	if !ok {
		return Result{}, wrongValue(t, f, value, "a string naming an option")
	}
	if i := optionIndex(m, v); i < 0 && len(m.OptionNames) > 0 {
		return Result{}, noOption(t, m, v)
	}
	opener := m.Nodes[0]
	if p := m.Parts.Open; len(p) == 1 {
		opener = p[0]
	}
	var picked string
	err := s.GuardWrite(ctx, "Fill", func() error {
		if i := optionIndex(m, v); i < 0 || !s.Visible(ctx, m.Options[i]) {
			if err := s.f.Handle(opener).ClickElement(ctx, log, 0); err != nil {
				return err
			}
			log.Addf("opened the list")
			s.f.Invalidate()
		}
		m2, i, err := s.waitOption(ctx, t, v, o)
		if err != nil {
			return err
		}
		picked = m2.OptionNames[i]
		return s.f.Handle(m2.Options[i]).ClickElement(ctx, log, 0)
	})
	s.f.Invalidate()
	if err != nil {
		return Result{}, err
	}
	return s.readBackChoice(ctx, t, *m.Field, m.Nodes[0], picked)
}

// readBackChoice re-resolves the field on a fresh snapshot and checks that
// its value is the option picked (the field's shown value, or a custom
// parts map's Value).
func (s *Scope) readBackChoice(ctx context.Context, t resolver.Target, f0 resolver.Field, el *dom.Node, picked string) (Result, error) {
	m, err := s.Match(ctx, "Fill", t, 2*time.Second)
	if err != nil {
		// A widget may hide or move its input once it holds a choice; the
		// element acted on still says what it holds.
		if v, ok := s.heldValue(ctx, el); ok && (resolver.Normalize(v) == resolver.Normalize(picked) || live.SameText(picked, v)) {
			return resultOf(f0, v, false), nil
		}
		return Result{}, err
	}
	f := *m.Field
	got, _ := f.Value.(string)
	if resolver.Normalize(got) != resolver.Normalize(picked) && !live.SameText(picked, got) {
		return Result{}, &Error{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("clicked the option %q, but the field shows %q", picked, got),
			Next:   "if the field keeps its value elsewhere, describe it with a CustomParts map (Value)"}
	}
	return resultOf(f, got, false), nil
}

// heldValue reads the value an element acted on holds now, when it is
// still in the page (an input's value, else its text).
func (s *Scope) heldValue(ctx context.Context, el *dom.Node) (string, bool) {
	st, err := s.f.Handle(el).ReadState(ctx)
	if err != nil || !st.Connected {
		return "", false
	}
	if st.Value != nil {
		return *st.Value, true
	}
	if st.Text != nil {
		return *st.Text, true
	}
	return "", false
}

func (s *Scope) upload(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, paths []string) (Result, error) {
	f := *m.Field
	resolved, ferr := checkPaths(ctx, s.env, m.Nodes[0], paths)
	if ferr != nil {
		ferr.Target = t.String()
		return Result{}, ferr
	}
	h := s.f.Handle(m.Nodes[0])
	if err := h.SetFiles(ctx, resolved); err != nil {
		return Result{}, err
	}
	log.Addf("set %d file(s)", len(paths))
	st, err := h.ReadState(ctx)
	if err != nil {
		return Result{}, err
	}
	if !st.Connected || st.Files == nil || *st.Files != len(paths) {
		n := 0
		if st.Files != nil {
			n = *st.Files
		}
		return Result{}, &Error{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("the input holds %d file(s) after setting %d", n, len(paths))}
	}
	if el := m.Nodes[0]; el.State != nil {
		el.State.Files = *st.Files
	}
	names := make([]string, len(paths))
	for i, p := range paths {
		names[i] = baseName(p)
	}
	var v resolver.Value = names
	if len(names) == 1 {
		v = names[0]
	}
	return resultOf(f, v, false), nil
}

func clearValue(m *resolver.Match) any {
	if len(m.Options) > 1 {
		return []string{}
	}
	return false
}
