package surefill

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
func (s *scope) waitOption(ctx context.Context, t Target, v string, o FillOptions) (*resolver.Match, int, error) {
	wctx, cancel := withTimeout(ctx, o.Timeout)
	defer cancel()
	var last *resolver.Match
	for {
		m, err := s.match(wctx, "Fill", t, o.Timeout)
		if err == nil {
			last = m
			if i := optionIndex(m, v); i >= 0 && s.visible(wctx, m.Options[i]) {
				return m, i, nil
			}
		}
		if pace(wctx, s.f.WaitChange(wctx, s.f.CachedGen(), time.Second)); wctx.Err() != nil {
			var opts []string
			if last != nil {
				opts = last.OptionNames
			}
			return nil, -1, &FieldError{Code: NoOption, Target: t.String(), Options: opts, Changed: true,
				Detail: fmt.Sprintf("no option %q appeared in the field's list in time", v),
				Next:   "pass one of the options exactly, or text that makes the page offer it"}
		}
	}
}

// fillCombobox types into a combobox, waits for the exact option in its
// own list, clicks it with trusted input and reads back the committed
// value. A selection counts only when the committed value changes to it.
func (s *scope) fillCombobox(ctx context.Context, log *live.Log, t Target, m *resolver.Match, value any, o FillOptions) (Filled, error) {
	f := *m.Field
	v, ok := value.(string)
	if !ok {
		return Filled{}, wrongValue(t, f, value, "a string naming an option")
	}
	input := s.f.Handle(m.Nodes[0])
	var picked string
	err := s.guardWrite(ctx, "Fill", func() error {
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
		return Filled{}, err
	}
	return s.readBackChoice(ctx, t, m.Nodes[0], picked)
}

// fillPicker opens a custom single-select (a button that controls a
// listbox), clicks the option and reads the choice back.
func (s *scope) fillPicker(ctx context.Context, log *live.Log, t Target, m *resolver.Match, value any, o FillOptions) (Filled, error) {
	f := *m.Field
	v, ok := value.(string)
	if !ok {
		return Filled{}, wrongValue(t, f, value, "a string naming an option")
	}
	if i := optionIndex(m, v); i < 0 && len(m.OptionNames) > 0 {
		return Filled{}, noOption(t, m, v)
	}
	opener := m.Nodes[0]
	if p := m.Parts.Open; len(p) == 1 {
		opener = p[0]
	}
	var picked string
	err := s.guardWrite(ctx, "Fill", func() error {
		if i := optionIndex(m, v); i < 0 || !s.visible(ctx, m.Options[i]) {
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
		return Filled{}, err
	}
	return s.readBackChoice(ctx, t, m.Nodes[0], picked)
}

// readBackChoice re-resolves the field on a fresh snapshot and checks that
// its value is the option picked (the field's shown value, or a custom
// parts map's Value).
func (s *scope) readBackChoice(ctx context.Context, t Target, el *dom.Node, picked string) (Filled, error) {
	m, err := s.match(ctx, "Fill", t, 2*time.Second)
	if err != nil {
		return Filled{}, err
	}
	f := *m.Field
	got, _ := f.Value.(string)
	if resolver.Normalize(got) != resolver.Normalize(picked) && !live.SameText(picked, got) {
		return Filled{}, &FieldError{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("clicked the option %q, but the field shows %q", picked, got),
			Next:   "if the field keeps its value elsewhere, describe it with a CustomParts map (Value)"}
	}
	return filledOf(f, got, false), nil
}

// Upload sets the files of a file input (the input may be hidden behind a
// styled button). Each path must exist and lie under a Read root.
func (s *scope) Upload(ctx context.Context, t Target, paths ...string) (Filled, error) {
	a := s.b.begin("Upload", str(t), "")
	ctx, done, err := s.acquire(ctx, "Upload")
	if err != nil {
		return Filled{}, a.end(ctx, err)
	}
	defer done()
	s.watch(a, "Upload")
	if err := s.b.opts.Grants.need("Upload", Forms); err != nil {
		return Filled{}, a.end(ctx, err)
	}
	if err := s.checkSite(ctx, "Upload"); err != nil {
		return Filled{}, a.end(ctx, err)
	}
	m, err := s.match(ctx, "Upload", t, 0)
	if err != nil {
		return Filled{}, a.end(ctx, err)
	}
	if m.Field == nil || m.Field.Kind != KindFile {
		return Filled{}, a.end(ctx, &FieldError{Code: NotEditable, Op: "Upload", Target: t.String(), Detail: "the target is not a file input"})
	}
	log := &live.Log{}
	if s.b.opts.CheckMode {
		s.b.checkLog(ctx, "Upload", t, *m.Field, false)
		return filledOf(*m.Field, m.Field.Value, false), a.end(ctx, nil)
	}
	f, err := s.upload(ctx, log, t, m, paths)
	return f, a.end(ctx, actionErr("Upload", t.String(), log, err))
}

func (s *scope) upload(ctx context.Context, log *live.Log, t Target, m *resolver.Match, paths []string) (Filled, error) {
	f := *m.Field
	resolved, ferr := checkPaths(ctx, s.b.opts.Grants, m.Nodes[0], paths)
	if ferr != nil {
		ferr.Target = t.String()
		return Filled{}, ferr
	}
	h := s.f.Handle(m.Nodes[0])
	if err := h.SetFiles(ctx, resolved); err != nil {
		return Filled{}, err
	}
	log.Addf("set %d file(s)", len(paths))
	st, err := h.ReadState(ctx)
	if err != nil {
		return Filled{}, err
	}
	if !st.Connected || st.Files == nil || *st.Files != len(paths) {
		n := 0
		if st.Files != nil {
			n = *st.Files
		}
		return Filled{}, &FieldError{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("the input holds %d file(s) after setting %d", n, len(paths))}
	}
	if el := m.Nodes[0]; el.State != nil {
		el.State.Files = *st.Files
	}
	names := make([]string, len(paths))
	for i, p := range paths {
		names[i] = baseName(p)
	}
	var v Value = names
	if len(names) == 1 {
		v = names[0]
	}
	return filledOf(f, v, false), nil
}

// Clear empties a field, deselects options, unchecks boxes and removes
// files.
func (s *scope) Clear(ctx context.Context, t Target) (Filled, error) {
	a := s.b.begin("Clear", str(t), "")
	ctx, done, err := s.acquire(ctx, "Clear")
	if err != nil {
		return Filled{}, a.end(ctx, err)
	}
	defer done()
	s.watch(a, "Clear")
	if err := s.b.opts.Grants.need("Clear", Forms); err != nil {
		return Filled{}, a.end(ctx, err)
	}
	if err := s.checkSite(ctx, "Clear"); err != nil {
		return Filled{}, a.end(ctx, err)
	}
	m, err := s.match(ctx, "Clear", t, 0)
	if err != nil {
		return Filled{}, a.end(ctx, err)
	}
	if m.Field == nil {
		return Filled{}, a.end(ctx, &FieldError{Code: NotEditable, Op: "Clear", Target: t.String(), Detail: "the target is not a field"})
	}
	f := *m.Field
	log := &live.Log{}
	if s.b.opts.CheckMode {
		s.b.checkLog(ctx, "Clear", t, f, f.Sensitive)
		return filledOf(f, f.Value, f.Sensitive), a.end(ctx, nil)
	}
	var res Filled
	switch {
	case f.Kind == KindFile:
		h := s.f.Handle(m.Nodes[0])
		var st live.State
		err = h.Call(ctx, "(el) => __surefill.clearFiles(el)", &st)
		s.f.Invalidate()
		if err == nil && (st.Files == nil || *st.Files != 0) {
			err = &FieldError{Code: NotCommitted, Target: t.String(), Changed: true, Detail: "files remain after clearing"}
		}
		res = filledOf(f, nil, false)
	case f.Kind == KindCheckbox:
		res, err = s.fillCheckboxes(ctx, log, t, m, clearValue(m))
	case f.Kind == KindSelect && m.Nodes[0].IsElement("select") && m.Nodes[0].HasAttr("multiple"):
		res, err = s.fillNativeSelect(ctx, log, t, m, []string{})
	case f.Kind == KindText || f.Kind == KindOther || isCombobox(m.Nodes[0]):
		res, err = s.fillText(ctx, log, t, m, "")
	case f.Kind == KindSelect && len(m.Parts.Clear) == 1:
		err = s.guardWrite(ctx, "Clear", func() error { return s.f.Handle(m.Parts.Clear[0]).ClickElement(ctx, log, 0) })
		s.f.Invalidate()
		res = filledOf(f, nil, false)
	default:
		err = &FieldError{Code: NotEditable, Target: t.String(),
			Detail: fmt.Sprintf("a %s field of this kind has no empty state to return to", f.Kind),
			Next:   "fill it with another choice, or give a CustomParts map with a Clear selector"}
	}
	if err == nil && f.Sensitive {
		res.Sensitive, res.Value = true, nil
	}
	return res, a.end(ctx, actionErr("Clear", t.String(), log, err))
}

func clearValue(m *resolver.Match) any {
	if len(m.Options) > 1 {
		return []string{}
	}
	return false
}

// Click clicks the element t names with trusted input, after the
// actionability checks; covered names the element on top. A button named
// like Submit, Send, Pay or Place order is refused without the submit
// grant and a yes from Confirm, and the submit guard stops any submission
// the click causes.
func (s *scope) Click(ctx context.Context, t Target) error {
	a := s.b.begin("Click", str(t), "")
	ctx, done, err := s.acquire(ctx, "Click")
	if err != nil {
		return a.end(ctx, err)
	}
	defer done()
	s.watch(a, "Click")
	s.markAction()
	if err := s.b.opts.Grants.need("Click", Forms); err != nil {
		return a.end(ctx, err)
	}
	if err := s.checkSite(ctx, "Click"); err != nil {
		return a.end(ctx, err)
	}
	m, err := s.match(ctx, "Click", t, 0)
	if err != nil {
		return a.end(ctx, err)
	}
	el := m.Nodes[0]
	if looksLikeSubmit(el) && !s.b.submitAllowed() {
		next := "add surefill.Submit to Options.Grants.Allow and call Browser.Confirm first"
		if s.b.opts.Grants.has(Submit) {
			next = "call Browser.Confirm and get a yes first"
		}
		return a.end(ctx, &FieldError{Code: NotPermitted, Op: "Click", Target: t.String(),
			Detail: "the button submits (its name reads like a submission)", Next: next})
	}
	log := &live.Log{}
	h := s.f.Handle(el)
	if s.b.opts.CheckMode {
		if _, _, err := h.Actionable(ctx, log, false); err != nil {
			return a.end(ctx, actionErr("Click", t.String(), log, err))
		}
		s.b.checkLog(ctx, "Click", t, Field{}, false)
		return a.end(ctx, nil)
	}
	// A click can change anything; the runtime's counter tells the next
	// call whether the structure changed.
	err = s.guardWrite(ctx, "Click", func() error { return h.ClickElement(ctx, log, 0) })
	return a.end(ctx, actionErr("Click", t.String(), log, err))
}

// Press presses a key ("Enter", "Tab", "Escape", "Control+a", "x") in the
// focused element, with trusted input. Enter in a form field submits, so
// the submit guard applies.
func (s *scope) Press(ctx context.Context, key string) error {
	a := s.b.begin("Press", "", "")
	ctx, done, err := s.acquire(ctx, "Press")
	if err != nil {
		return a.end(ctx, err)
	}
	defer done()
	s.watch(a, "Press")
	s.markAction()
	if err := s.b.opts.Grants.need("Press", Forms); err != nil {
		return a.end(ctx, err)
	}
	if err := s.checkSite(ctx, "Press"); err != nil {
		return a.end(ctx, err)
	}
	k, mods, err := live.ParseKey(key)
	if err != nil {
		return a.end(ctx, &FieldError{Code: NoOption, Op: "Press", Detail: err.Error(), Options: live.KeyNames(), Next: "press a named key, a single character, or a modifier combination such as \"Control+a\""})
	}
	if s.b.opts.CheckMode {
		s.b.checkLog(ctx, "Press", nil, Field{}, false)
		return a.end(ctx, nil)
	}
	err = s.guardWrite(ctx, "Press", func() error {
		// The key lands wherever the focus is now: that document must be
		// granted, and it must be this frame's.
		if err := s.f.FocusGuard(ctx); err != nil {
			return err
		}
		return s.f.Press(ctx, k, mods)
	})
	return a.end(ctx, actionErr("Press", "", nil, err))
}
