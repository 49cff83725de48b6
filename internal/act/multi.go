package act

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// Widgets taking several values without a multiple select behind them are
// known by standards and the tag-input convention: a listbox that says
// aria-multiselectable (the popup a combobox or button controls), or
// chips with their remove controls in the widget's box (see
// resolver.Chip). Closed and empty, such a widget may show neither: a
// []string then opens it first, and the popup it shows decides.

// fillMulti makes exactly the options want the widget's chosen values:
// the missing ones are picked first (so a value with no option fails
// before anything chosen is taken away), then the others are removed by
// their selected options in the open list, their chips' remove controls,
// or Backspace for the last chip. The choices are read back while the
// popup still shows them, and what the call opened is closed.
func (s *Scope) fillMulti(ctx context.Context, log *live.Log, op string, t resolver.Target, m *resolver.Match, want []string, o FillOptions) (res Result, err error) {
	el := m.Nodes[0]
	if err := widgetTakes(t, m, want); err != nil {
		return Result{}, err
	}
	since := s.f.P.Inputs()
	defer func() {
		if err != nil {
			s.closeWidget(ctx, log, since)
		}
	}()
	var names []string // the options want names, as the widget names them
	var cur *resolver.Match
	err = s.GuardWrite(ctx, op, func() error {
		var err error
		if cur, err = s.openToRead(ctx, log, t, m, o, false); err != nil {
			return err
		}
		rest := want
		if !cur.Field.Multiple {
			if !mayTakeTags(cur) || len(want) == 0 {
				return wrongValue(t, *m.Field, want, "a string naming an option")
			}
			n, err := s.probeTags(ctx, log, t, cur, el, want[0], o)
			if err != nil {
				return err
			}
			names, rest = append(names, n), want[1:]
			if cur, err = s.refind(ctx, t, el); err != nil {
				return err
			}
		}
		if err := listHasAll(t, cur, rest); err != nil {
			return err
		}
		for _, w := range rest {
			if n, ok := chosenNamed(cur, w); ok {
				names = append(names, n)
				continue
			}
			n, _, err := s.pickOne(ctx, log, t, cur, el, w, o)
			if err != nil {
				return err
			}
			names = append(names, n)
			if cur, err = s.refind(ctx, t, el); err != nil {
				return err
			}
		}
		for range len(chosenOf(cur)) + 2 {
			extra := ""
			for _, c := range chosenOf(cur) {
				if !containsNorm(names, c) {
					extra = c
					break
				}
			}
			if extra == "" {
				return nil
			}
			if err := s.unchoose(ctx, log, t, cur, extra); err != nil {
				return err
			}
			if cur, err = s.refind(ctx, t, el); err != nil {
				return err
			}
		}
		return &Error{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("the widget kept %q after each was removed", chosenOf(cur)),
			Next:   "if the widget removes values another way, describe it with a CustomParts map (Clear)"}
	})
	s.f.Invalidate()
	if err != nil {
		return Result{}, err
	}
	if cur, err = s.refind(ctx, t, el); err != nil {
		return Result{}, err
	}
	got := chosenOf(cur)
	if got == nil {
		got = []string{}
	}
	if expanded(cur) {
		s.closeWidget(ctx, log, since)
		s.popupGone(ctx, t, el, cur.Listbox)
	}
	if !sameSet(got, names) {
		return Result{}, &Error{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("chose %q, but the widget holds %q", names, got)}
	}
	return resultOf(*cur.Field, got, false), nil
}

// mayTakeTags: a text box that shows nothing saying how many values it
// takes (no chips, no multiselectable list, no original select deciding
// it, nothing chosen) may be a tag input.
func mayTakeTags(m *resolver.Match) bool {
	return isCombobox(m) && !m.Field.Multiple && (m.Original == nil || !m.Original.IsElement("select")) && len(chosenOf(m)) == 0
}

// probeTags asks a text box that may be a tag input to take v the way tag
// inputs do: its list must offer to add the typed text (see offersToAdd,
// createsValue), which it then does, and the widget must show v as a chip
// afterwards: only then does it take several values. Anything else fails,
// saying it takes a string (the text it was given, typed, Changed true).
func (s *Scope) probeTags(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, el *dom.Node, v string, o FillOptions) (string, error) {
	o.addOnly = true
	refused := func(detail string) error {
		return &Error{Code: NoOption, Target: t.String(), Changed: true, Detail: detail,
			Next: "pass a string naming an option: the widget shows nothing that takes several values"}
	}
	log.Addf("trying the text box as a tag input with %q", v)
	n, _, err := s.pickOne(ctx, log, t, m, el, v, o)
	var fe *Error
	if errors.As(err, &fe) && fe.Code == NoOption {
		return "", refused(fmt.Sprintf("a []string needs a widget taking several values; its list offers no way to add %q", v))
	}
	if err != nil {
		return "", err
	}
	cur, ok, err := s.watch(ctx, t, el, popupGoneWait, func(ctx context.Context, cur *resolver.Match) bool {
		_, chip := chosenNamed(cur, n)
		return cur.Field.Multiple && chip
	})
	if err != nil {
		return "", err
	}
	if !ok {
		got := []string(nil)
		if cur != nil {
			got = chosenOf(cur)
		}
		return "", refused(fmt.Sprintf("added %q, but the widget shows no chip for it (it holds %q): it takes one value", v, got))
	}
	return n, nil
}

// openToRead returns the widget read again, opened first when nothing on
// the page says yet what it holds: whether it takes several values (its
// popup's listbox then tells, aria-multiselectable), or, with options,
// what its options are.
func (s *Scope) openToRead(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, o FillOptions, options bool) (*resolver.Match, error) {
	el := m.Nodes[0]
	cur, err := s.refind(ctx, t, el)
	known := cur != nil && (options && len(cur.Options) > 0 || !options && cur.Field.Multiple)
	if err != nil || known || expanded(cur) {
		return cur, err
	}
	if err := s.openWidget(ctx, log, m); err != nil {
		return nil, err
	}
	log.Addf("opened the widget to read its options")
	return s.waitPopup(ctx, t, el, o)
}

// popupWait bounds the wait for a widget's popup to show its options
// after the click that opens it.
const popupWait = 2 * time.Second

// waitPopup waits until the widget's popup shows options (or its chips say
// it takes several values), the page changing, until popupWait; then it
// returns the widget as it is.
func (s *Scope) waitPopup(ctx context.Context, t resolver.Target, el *dom.Node, o FillOptions) (*resolver.Match, error) {
	wait := popupWait
	if o.Timeout > 0 {
		wait = min(wait, o.Timeout)
	}
	last, _, err := s.watch(ctx, t, el, wait, func(ctx context.Context, m *resolver.Match) bool {
		return m.Field.Multiple || (m.Listbox != nil && len(m.Options) > 0 && s.Visible(ctx, m.Options[0]))
	})
	if err == nil && last == nil {
		return s.refind(ctx, t, el)
	}
	return last, err
}

// listHasAll fails no_option before any choice when the widget's open
// list is a full one (no text typed filters it) and lacks a value.
func listHasAll(t resolver.Target, m *resolver.Match, want []string) error {
	if isCombobox(m) || m.Listbox == nil || len(m.Options) == 0 {
		return nil
	}
	for _, w := range want {
		if optionIndex(m, w) < 0 {
			if _, ok := chosenNamed(m, w); !ok {
				return noOption(t, m, w)
			}
		}
	}
	return nil
}

// chosenNamed finds the chosen value w names.
func chosenNamed(m *resolver.Match, w string) (string, bool) {
	key := resolver.Normalize(w)
	for _, c := range chosenOf(m) {
		if resolver.Normalize(c) == key {
			return c, true
		}
	}
	// An original select says what is chosen; a popup's aria-selected may
	// then mark only the option under the pointer or the keyboard.
	if m.Original != nil && m.Original.IsElement("select") {
		return "", false
	}
	if i := optionIndex(m, w); i >= 0 && m.Options[i].AttrOr("aria-selected") == "true" {
		return m.OptionNames[i], true
	}
	return "", false
}

func containsNorm(list []string, s string) bool {
	key := resolver.Normalize(s)
	for _, x := range list {
		if resolver.Normalize(x) == key {
			return true
		}
	}
	return false
}

// expanded: the widget says its popup is open.
func expanded(m *resolver.Match) bool {
	return m.Nodes[0].AttrOr("aria-expanded") == "true"
}

// unchoose removes one chosen value v: its selected option in the open
// list is clicked, else its chip's remove control, else, the list closed,
// the widget is opened to try its option; the last chip goes with
// Backspace in the widget's text box.
func (s *Scope) unchoose(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, v string) error {
	s.letGo(ctx, m)
	// The option is clicked where the list shows it: a closed popup
	// keeps its options in the page, out of sight.
	if i := optionIndex(m, v); i >= 0 && m.Options[i].AttrOr("aria-selected") == "true" && (expanded(m) || s.Visible(ctx, m.Options[i])) {
		log.Addf("deselecting %q in the list", v)
		return s.clickOption(ctx, log, m.Options[i])
	}
	for k, c := range m.Chips {
		if resolver.Normalize(c.Name) != resolver.Normalize(v) {
			continue
		}
		if c.Remove != nil {
			log.Addf("removing the chip %q", v)
			return s.f.Handle(c.Remove).ClickElement(ctx, log, 0)
		}
		if k == len(m.Chips)-1 && isCombobox(m) {
			// Typed text, selected, goes first; then the chip.
			h := s.f.Handle(m.Nodes[0])
			if err := h.Focus(ctx); err != nil {
				return err
			}
			if err := h.KeyGuard(ctx); err != nil {
				return err
			}
			if err := s.f.SelectAll(ctx); err != nil {
				return err
			}
			bk, mods, _ := live.ParseKey("Backspace")
			log.Addf("removing the last chip %q with Backspace", v)
			return s.f.Press(ctx, bk, mods)
		}
	}
	if !expanded(m) {
		if err := s.openWidget(ctx, log, m); err != nil {
			return err
		}
		cur, err := s.waitPopup(ctx, t, m.Nodes[0], FillOptions{})
		if err != nil {
			return err
		}
		if i := optionIndex(cur, v); i >= 0 && cur.Options[i].AttrOr("aria-selected") == "true" {
			log.Addf("deselecting %q in the list", v)
			return s.clickOption(ctx, log, cur.Options[i])
		}
	}
	return &Error{Code: NotCommitted, Target: t.String(), Changed: true,
		Detail: fmt.Sprintf("found no way to remove %q (no selected option, no remove control)", v),
		Next:   "describe how the widget removes a value with a CustomParts map (Clear)"}
}

// optionClickWait bounds the wait for an option of a popup that is still
// moving into place (growing, fading in, being positioned) to receive the
// pointer at its centre.
const optionClickWait = 2 * time.Second

// clickOption clicks an option of an open popup. A popup that just opened
// may still be on its way into place, under the layer it opens in: the
// option is looked at again, on the ladder, until it receives the pointer
// or optionClickWait has passed; then the cover is the answer.
func (s *Scope) clickOption(ctx context.Context, log *live.Log, n *dom.Node) error {
	deadline := deadlineWithin(ctx, optionClickWait)
	for step := 0; ; step++ {
		err := s.f.Handle(n).ClickElement(ctx, log, 0)
		if !unclickable(err) || time.Now().Add(Step(step)).After(deadline) {
			return err
		}
		_ = Pace(ctx, s.f.WaitChange(ctx, s.f.CachedGen(), Step(step)))
		if ctx.Err() != nil {
			return err
		}
	}
}
