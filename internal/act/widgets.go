package act

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// The strategies for choice widgets: a combobox (a text box that filters
// a list), a button that opens a list, and the widgets that replace a
// page's original select. The field is known by its element for the whole
// call: after the first input, it is read again by its identity in a
// fresh model (never re-found through its label, which may now be its new
// value, or through a visibility the open popup took away).

// refind reads the field of el again from a fresh model, by identity.
func (s *Scope) refind(ctx context.Context, t resolver.Target, el *dom.Node) (*resolver.Match, error) {
	s.f.Invalidate()
	var m *resolver.Match
	err := s.Query(ctx, func(r *resolver.Resolver) error {
		m = nil
		if el.State != nil {
			m = r.MatchKey(el.State.Key())
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if m == nil || m.Field == nil {
		return nil, &Error{Code: StaleRef, Target: t.String(), Changed: true,
			Detail: "the widget was removed from the page while it was filled"}
	}
	return m, nil
}

// waitOption waits until the field's popup (found through aria-controls or
// aria-owns, never a page-wide query) shows a visible option named v, and
// returns the fresh match and the option's index. Options that load
// asynchronously are waited for as a condition on the page changing.
//
// typed says the value's text was just typed to filter the list: the
// option is clicked once the list shows it filtered (every option's name
// holds the text), or filterWait after the typing for a list that filters
// another way. A widget that refreshes its list a moment after the typing
// (some wait 300 ms) would otherwise re-render it under the click.
func (s *Scope) waitOption(ctx context.Context, t resolver.Target, el *dom.Node, v string, o FillOptions, wait time.Duration, typed bool) (*resolver.Match, int, error) {
	since := time.Now()
	if wait <= 0 {
		wait = o.Timeout
	}
	if wait <= 0 {
		wait = DefaultTimeout
	}
	found := -1
	last, ok, err := s.watch(ctx, t, el, wait, func(ctx context.Context, m *resolver.Match) bool {
		ready := !typed || filtered(m, v) || time.Since(since) >= filterWait
		if i := optionIndex(m, v); !o.addOnly && i >= 0 && ready && s.Visible(ctx, m.Options[i]) {
			found = i
			return true
		}
		// A list that takes new values offers the typed one as the one
		// entry creating it, once no option by its name came.
		if typed && len(m.Options) == 1 && time.Since(since) >= filterWait && createsValue(m.OptionNames[0], v) && s.Visible(ctx, m.Options[0]) {
			found = 0
			return true
		}
		// Or it says, in an entry that is no option, that Enter adds it.
		if typed && time.Since(since) >= filterWait && s.offersToAdd(ctx, m, v) {
			found = addsTyped
			return true
		}
		return o.addOnly && typed && time.Since(since) >= filterWait
	})
	switch {
	case err != nil:
		return nil, -1, err
	case ok && found == -1:
		return nil, -1, &Error{Code: NoOption, Target: t.String(), Options: last.OptionNames, Changed: true,
			Detail: fmt.Sprintf("the field's list offers no way to add %q", v)}
	case ok:
		return last, found, nil
	}
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

// watch reads the widget el again by identity each time the page changes
// (at least every filterWait), until done accepts a reading or wait has
// passed, the wait ending undoReserve before the call's deadline so that
// what the call typed or opened can be taken back (no input after the
// deadline). It returns the last reading and whether done accepted it.
func (s *Scope) watch(ctx context.Context, t resolver.Target, el *dom.Node, wait time.Duration, done func(ctx context.Context, m *resolver.Match) bool) (*resolver.Match, bool, error) {
	if d, ok := ctx.Deadline(); ok {
		wait = min(wait, time.Until(d)-undoReserve)
	}
	wctx, cancel := context.WithTimeout(ctx, max(wait, time.Millisecond))
	defer cancel()
	var last *resolver.Match
	for {
		gen := s.f.CachedGen()
		m, err := s.refind(wctx, t, el)
		switch {
		case err == nil:
			last = m
			if done(wctx, m) {
				return m, true, nil
			}
		case wctx.Err() == nil:
			return nil, false, err
		}
		if Pace(wctx, s.f.WaitChange(wctx, gen, filterWait)); wctx.Err() != nil {
			break
		}
	}
	if last == nil && ctx.Err() == nil {
		// A wait shorter than one reading of a loaded page decides
		// nothing: the widget is read once more, and that reading decides.
		m, err := s.refind(ctx, t, el)
		if err != nil {
			return nil, false, err
		}
		return m, done(ctx, m), nil
	}
	return last, false, nil
}

// filterWait bounds the wait for a list to show the typed text filtered.
const filterWait = time.Second

// filtered: every option of the field's list holds the text v.
func filtered(m *resolver.Match, v string) bool {
	want := resolver.Normalize(v)
	for _, name := range m.OptionNames {
		if !strings.Contains(resolver.Normalize(name), want) {
			return false
		}
	}
	return len(m.OptionNames) > 0
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
	// Or its one entry is a disabled option saying it is loading.
	return len(m.Options) == 1 && m.Options[0].AttrOr("aria-disabled") == "true" && loadingText(m.OptionNames[0])
}

// loadingText: the words a list shows while its options load
// ("Loading…", "Searching...").
func loadingText(name string) bool {
	n := resolver.Normalize(name)
	for _, w := range []string{"loading", "searching"} {
		if n == w || strings.HasPrefix(n, w+"…") || strings.HasPrefix(n, w+"...") || strings.HasPrefix(n, w+" ") {
			return true
		}
	}
	return false
}

// fillCombobox fills a combobox; fillPicker a button that opens a list.
// Both are fillWidget.
func (s *Scope) fillCombobox(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, value any, o FillOptions) (Result, error) {
	return s.fillWidget(ctx, log, t, m, value, o)
}

func (s *Scope) fillPicker(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, value any, o FillOptions) (Result, error) {
	return s.fillWidget(ctx, log, t, m, value, o)
}

// fillWidget picks a value of a choice widget with trusted input: it opens
// the widget, types the value's text into the widget's own text box (or,
// for a button, into the search box the opened popup focuses) when the
// option is not shown yet, clicks the exact option in the widget's own
// list, and reads the choice back. A widget taking several values (its
// original is a multiple select) takes a []string: its chosen values are
// removed first, then each is picked. What the call opened, it closes
// again when it fails.
func (s *Scope) fillWidget(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, value any, o FillOptions) (res Result, err error) {
	f := *m.Field
	var want []string
	switch v := value.(type) {
	case string:
		if f.Multiple {
			return s.fillMulti(ctx, log, "Fill", t, m, []string{v}, o)
		}
		want = []string{v}
	case []string:
		return s.fillMulti(ctx, log, "Fill", t, m, v, o)
	default:
		if f.Multiple {
			return Result{}, wrongValue(t, f, value, "a []string of options")
		}
		return Result{}, wrongValue(t, f, value, "a string naming an option (or a []string for a widget taking several)")
	}
	el := m.Nodes[0]
	if err := widgetTakes(t, m, want); err != nil {
		return Result{}, err
	}
	opened := false
	since := s.f.P.Inputs()
	defer func() {
		if err != nil && opened {
			s.closeWidget(ctx, log, since)
		}
	}()
	var picked string
	var popup *dom.Node
	err = s.GuardWrite(ctx, "Fill", func() error {
		opened = true
		var err error
		picked, popup, err = s.pickOne(ctx, log, t, m, el, want[0], o)
		return err
	})
	s.f.Invalidate()
	if err != nil {
		return Result{}, err
	}
	res, err = s.readBackChoice(ctx, t, el, picked)
	s.popupGone(ctx, t, el, popup)
	return res, err
}

// widgetTakes judges, before any input, what can be judged without it: a
// disabled widget is not_editable, and the original select's options
// decide no_option at once, the page untouched.
func widgetTakes(t resolver.Target, m *resolver.Match, want []string) error {
	if disabledWidget(m) {
		return &Error{Code: NotEditable, Target: t.String(), Detail: "the widget is disabled"}
	}
	if known := m.OriginalOptions(); len(known) > 0 && m.OriginalEnumerates() {
		for _, w := range want {
			if optionIndex(&resolver.Match{OptionNames: known}, w) < 0 {
				return noOption(t, &resolver.Match{OptionNames: known}, w)
			}
		}
	}
	return nil
}

// disabledWidget: the widget, or the original it replaces, is disabled.
func disabledWidget(m *resolver.Match) bool {
	for _, n := range []*dom.Node{m.Nodes[0], m.Original} {
		if n != nil && (n.HasAttr("disabled") || n.AttrOr("aria-disabled") == "true") {
			return true
		}
	}
	return false
}

// reopenIfLeaving waits until the widget's list shows an option (v, or
// its first) or turns out to be leaving (the widget says it is collapsed,
// or the list went with no word that it is open), and opens the widget in
// the second case. A list that shows options returns at once.
func (s *Scope) reopenIfLeaving(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, el *dom.Node, v string, o FillOptions) error {
	wait := o.Timeout
	if wait <= 0 {
		wait = DefaultTimeout
	}
	leaving := false
	last, _, err := s.watch(ctx, t, el, wait, func(ctx context.Context, cur *resolver.Match) bool {
		if i := optionIndex(cur, v); i >= 0 && s.Visible(ctx, cur.Options[i]) {
			return true
		}
		if len(cur.Options) > 0 && s.Visible(ctx, cur.Options[0]) {
			return true
		}
		ex := cur.Nodes[0].AttrOr("aria-expanded")
		leaving = ex == "false" || cur.Listbox == nil && ex != "true"
		return leaving
	})
	if err != nil || !leaving || last == nil {
		return err
	}
	s.letGo(ctx, last)
	if err := s.openWidget(ctx, log, m); err != nil {
		return err
	}
	log.Addf("opened the widget (its list was closing)")
	return nil
}

// pickOne opens the widget, makes the option v show and clicks it.
func (s *Scope) pickOne(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, el *dom.Node, v string, o FillOptions) (string, *dom.Node, error) {
	isInput := isCombobox(m)
	cur, err := s.refind(ctx, t, el)
	if err != nil {
		return "", nil, err
	}
	var st live.State
	open := false
	if isInput {
		// A focused text box whose list is open takes the text as it is:
		// a click on it could close the list (widgets toggle on click).
		if st, err = s.f.Handle(el).ReadState(ctx); err == nil {
			open = st.Focused && expanded(cur)
		}
	} else {
		// An open popup covers its button, and a click on it would close
		// the popup: its options are waited for instead.
		open = expanded(cur)
	}
	// A list still shown while its widget says it is collapsed
	// (aria-expanded=false) is on its way out, from the call before: it
	// is not acted on; the widget is opened.
	// It is let go first: opening it again while it closes races the
	// closing.
	leaving := cur.Nodes[0].AttrOr("aria-expanded") == "false"
	if !isInput {
		s.letGo(ctx, cur)
	}
	opened := false
	if i := optionIndex(cur, v); !open && (i < 0 || leaving || !s.Visible(ctx, cur.Options[i]) || isInput) {
		if err := s.openWidget(ctx, log, m); err != nil {
			return "", nil, err
		}
		opened = true
		log.Addf("opened the widget")
	}
	if isInput {
		h := s.f.Handle(el)
		if st, err = h.ReadState(ctx); err == nil && !st.Focused {
			if err := h.Focus(ctx); err != nil {
				return "", nil, err
			}
		}
		if err := s.typeFilter(ctx, log, v, h); err != nil {
			return "", nil, err
		}
		m2, i, err := s.waitOption(ctx, t, el, v, o, 0, true)
		if err == nil && i == addsTyped {
			// The tag-input convention: Enter in the text box adds the
			// typed text, as the list says.
			if err := h.KeyGuard(ctx); err != nil {
				return "", nil, err
			}
			k, mods, _ := live.ParseKey("Enter")
			if err := s.f.Press(ctx, k, mods); err != nil {
				return "", nil, err
			}
			log.Addf("pressed Enter to add %q, as the list offers", v)
			s.nextFrame(ctx)
			return v, m2.Listbox, nil
		}
		if err != nil {
			// A box whose text is the widget's value (a free-text
			// autocomplete) gets its text back: no option, no change.
			if st.Value != nil && *st.Value != "" && *st.Value != v {
				if s.typeFilter(ctx, log, *st.Value, h) == nil {
					log.Addf("typed the box's text back")
				}
			}
			return "", nil, err
		}
		return s.clickPicked(ctx, log, m2, i, v)
	} else {
		// A button: the option may show at once; else the popup's own
		// search box, when it took the focus, gets the value's text.
		m2, i, err := s.waitOption(ctx, t, el, v, o, optionGlance, false)
		if err == nil {
			return s.clickPicked(ctx, log, m2, i, v)
		}
		var fe *Error
		if !errors.As(err, &fe) || fe.Code != NoOption {
			return "", nil, err
		}
		// A list on its way out (the call before closed it, and the
		// widget said it was open when this call began) shows nothing
		// more: once the widget says it is collapsed, it is opened, once.
		// (A widget this call opened is not clicked again: one slow to
		// say it is open would be closed.)
		if !opened {
			if err := s.reopenIfLeaving(ctx, log, t, m, el, v, o); err != nil {
				return "", nil, err
			}
		}
		if optionIndex(&resolver.Match{OptionNames: fe.Options}, v) >= 0 {
			// The option is in the list, not shown yet (a popup still
			// fading or growing in): it is waited for, to the deadline.
			m2, i, err := s.waitOption(ctx, t, el, v, o, 0, false)
			if err != nil {
				return "", nil, err
			}
			return s.clickPicked(ctx, log, m2, i, v)
		}
		typing, ferr := s.focusInTextBox(ctx)
		if ferr != nil {
			return "", nil, ferr
		}
		if !typing && len(fe.Options) == 0 {
			// The popup showed no option at all in the glance: on a
			// loaded machine it may still be mounting its list. An empty
			// list says nothing yet; its first options are waited for,
			// to the deadline, and judged once they came.
			if m2, i, err := s.waitListed(ctx, t, el, v, o); err != nil || i >= 0 {
				if err != nil {
					return "", nil, err
				}
				return s.clickPicked(ctx, log, m2, i, v)
			}
		}
		if !typing {
			return "", nil, err
		}
		if err := s.typeFilter(ctx, log, v, nil); err != nil {
			return "", nil, err
		}
	}
	m2, i, err := s.waitOption(ctx, t, el, v, o, 0, true)
	if err != nil {
		return "", nil, err
	}
	return s.clickPicked(ctx, log, m2, i, v)
}

// waitListed waits, to the deadline, until the widget's list shows any
// option, then for the option v to show: to the deadline when the list
// has it, for optionGlance when not. It returns the match and v's index,
// or -1 (and the no_option of the list that came, or nil for a list that
// stayed empty).
func (s *Scope) waitListed(ctx context.Context, t resolver.Target, el *dom.Node, v string, o FillOptions) (*resolver.Match, int, error) {
	wait := o.Timeout
	if wait <= 0 {
		wait = DefaultTimeout
	}
	came, ok, err := s.watch(ctx, t, el, wait, func(ctx context.Context, m *resolver.Match) bool { return len(m.Options) > 0 })
	if err != nil || !ok {
		return nil, -1, err
	}
	glance := optionGlance
	if optionIndex(came, v) >= 0 {
		glance = 0 // in the list, still growing or fading in: to the deadline
	}
	m, i, err := s.waitOption(ctx, t, el, v, o, glance, false)
	if err != nil {
		return nil, -1, err
	}
	return m, i, nil
}

// clickPicked clicks the option i of the list for the value v and
// returns the value it chooses: the option's name, or v for the entry
// that creates it.
func (s *Scope) clickPicked(ctx context.Context, log *live.Log, m *resolver.Match, i int, v string) (string, *dom.Node, error) {
	name := m.OptionNames[i]
	log.Addf("option %q appeared in the list", name)
	if createsValue(name, v) {
		name = v
	}
	return name, m.Listbox, s.clickOption(ctx, log, m.Options[i])
}

// addsTyped is waitOption's answer for a list that offers to add the
// typed value in an entry that is no option.
const addsTyped = -2

// offersToAdd: the field's list has no option named v, and an entry of
// it (a child of the listbox, not an option) shown to a person says that
// it adds v: "Add v…", "Press Enter to add "v"", "Create "v"" (the
// words "add" or "create", then the value, quoted or not, last).
func (s *Scope) offersToAdd(ctx context.Context, m *resolver.Match, v string) bool {
	if m.Listbox == nil || optionIndex(m, v) >= 0 {
		return false
	}
	for _, x := range m.Listbox.Children {
		if x.Type != dom.ElementNode || x.AttrOr("role") == "option" {
			continue
		}
		if addsText(resolver.VisibleText(x), v) && s.Visible(ctx, x) {
			return true
		}
	}
	return false
}

// addsText: text says it adds v (see offersToAdd).
func addsText(text, v string) bool {
	re, err := regexp.Compile(`(^|[^\pL\pN])(add|create)\s+["“'‘«]?` + regexp.QuoteMeta(resolver.Normalize(v)) + `["”'’»]?\s*(…|\.\.\.)?$`)
	return err == nil && re.MatchString(resolver.Normalize(text))
}

// frameWait bounds the wait for the page to draw its next frame.
const frameWait = time.Second

// nextFrame waits, until frameWait, for the page to draw its next frame
// after an input. Widgets put work off to it: a tag input that took a
// value with Enter closes its list in the frame after (requestAnimationFrame),
// and text typed before then has its offer to add drawn into the list
// that frame then hides (on a loaded machine frames come late, and the
// next value is typed first). A person types the next value once the page
// has drawn what the last key did; so does the call.
func (s *Scope) nextFrame(ctx context.Context) {
	fctx, cancel := context.WithDeadline(ctx, deadlineWithin(ctx, frameWait))
	defer cancel()
	_ = s.EvalMain(fctx, "new Promise((done) => requestAnimationFrame(() => done(true)))", nil)
}

// popupGoneWait bounds the wait for a popup on its way out after a
// choice closed it (a fade or a shrink of a few hundred ms).
const popupGoneWait = time.Second

// popupGone waits, until popupGoneWait, while the popup lb a choice
// closed is still shown on its way out: the next call would meet it over
// the page, and its list, no longer owned by the widget, as a field of
// its own. A popup that stays open (a list taking several values) is
// left as it is.
func (s *Scope) popupGone(ctx context.Context, t resolver.Target, el, lb *dom.Node) {
	s.waitGone(ctx, lb, time.Now().Add(popupGoneWait), func() bool {
		cur, err := s.refind(ctx, t, el)
		return err == nil && !expanded(cur)
	})
}

// letGo waits, until closingWait, while a widget that says it is closed
// (aria-expanded=false) still shows its popup: on its way out, its options
// are no longer the widget's to click, and opening it again while it
// closes races the closing.
func (s *Scope) letGo(ctx context.Context, m *resolver.Match) {
	if m.Nodes[0].AttrOr("aria-expanded") == "false" {
		s.waitGone(ctx, m.Listbox, deadlineWithin(ctx, closingWait), func() bool { return true })
	}
}

// waitGone waits, until deadline, while the popup lb is shown and closed
// says the widget still has it closed.
func (s *Scope) waitGone(ctx context.Context, lb *dom.Node, deadline time.Time, closed func() bool) {
	if lb == nil {
		return
	}
	h := s.f.Handle(lb)
	for step := 0; time.Now().Before(deadline); step++ {
		if !closed() {
			return
		}
		var shown bool
		if err := h.Call(ctx, "(el) => el.isConnected && el.getClientRects().length > 0", &shown); err != nil || !shown {
			return
		}
		if Pace(ctx, s.f.WaitChange(ctx, s.f.CachedGen(), Step(step))) != nil && ctx.Err() != nil {
			return
		}
	}
}

// createsValue: an option's name offers to create the typed value, the
// convention of lists that take new values (Create "v", Add "v"): the
// value quoted in a name that is not the value itself.
func createsValue(name, v string) bool {
	if resolver.Normalize(name) == resolver.Normalize(v) {
		return false
	}
	for _, q := range [][2]string{{`"`, `"`}, {"“", "”"}, {"'", "'"}, {"‘", "’"}, {"«", "»"}} {
		if strings.Contains(resolver.Normalize(name), resolver.Normalize(q[0]+v+q[1])) {
			return true
		}
	}
	return false
}

// optionGlance bounds the wait for a list that shows its options as soon
// as it opens, before its search box gets the value's text.
const optionGlance = 600 * time.Millisecond

// undoReserve is the time a widget call keeps, before its deadline, to
// take back what it typed and close what it opened when no option came.
const undoReserve = 400 * time.Millisecond

// closingWait bounds the wait for a popup on its way out before the widget
// is opened again.
const closingWait = 3 * time.Second

// deadlineWithin is d from now, or undoReserve before the call's deadline
// when that comes first.
func deadlineWithin(ctx context.Context, d time.Duration) time.Time {
	deadline := time.Now().Add(d)
	if cd, ok := ctx.Deadline(); ok && cd.Add(-undoReserve).Before(deadline) {
		deadline = cd.Add(-undoReserve)
	}
	return deadline
}

// typeFilter replaces the focused text box's text with v, after checking
// that the focus is on the widget's own box (h), or, with h nil, in a
// granted document of this frame (the popup's search box).
func (s *Scope) typeFilter(ctx context.Context, log *live.Log, v string, h *live.Handle) error {
	guard := s.f.FocusGuard
	if h != nil {
		guard = h.KeyGuard
	}
	if err := guard(ctx); err != nil {
		return err
	}
	if err := s.f.SelectAll(ctx); err != nil {
		return err
	}
	if err := s.f.InsertText(ctx, v); err != nil {
		return err
	}
	log.Addf("typed the value to filter the options")
	return nil
}

// focusInTextBox reports whether the focus is in an editable text box
// (through open shadow roots).
func (s *Scope) focusInTextBox(ctx context.Context) (bool, error) {
	var ok bool
	err := s.EvalMain(ctx, `(() => { let a = document.activeElement; while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
		return !!a && !a.readOnly && !a.disabled && (a.localName === 'textarea' || a.isContentEditable || (a.localName === 'input' && ['text', 'search', ''].includes(a.getAttribute('type') || ''))); })()`, &ok)
	return ok, err
}

// openWidget opens the widget: a click on its custom Open part or its
// control; or, for a visually hidden combobox inside the box the widget
// draws (a click on that box may land on a chip's remove control), the
// keyboard a screen reader user has: the combobox focused and Down Arrow,
// which opens a closed combobox's list (WAI-ARIA APG, combobox keyboard
// interaction).
func (s *Scope) openWidget(ctx context.Context, log *live.Log, m *resolver.Match) error {
	if p := m.Parts.Open; len(p) == 1 {
		return s.clickWidget(ctx, log, p[0])
	}
	if m.Box == nil {
		return s.clickWidget(ctx, log, m.Nodes[0])
	}
	h := s.f.Handle(m.Nodes[0])
	if err := h.Focus(ctx); err != nil {
		return err
	}
	if err := s.keyOn(ctx, h, "ArrowDown"); err != nil {
		return err
	}
	log.Addf("focused the widget's hidden combobox and pressed ArrowDown")
	return nil
}

// keyOn presses the named key once the key guard found the focus on h.
func (s *Scope) keyOn(ctx context.Context, h *live.Handle, key string) error {
	if err := h.KeyGuard(ctx); err != nil {
		return err
	}
	k, mods, err := live.ParseKey(key)
	if err != nil {
		return err
	}
	return s.f.Press(ctx, k, mods)
}

// clickWidget clicks the widget's element, or, when a widget hid or moved
// its own text box (transparent, off-screen), the nearest ancestor of it a
// person would click: the box the widget draws around it.
func (s *Scope) clickWidget(ctx context.Context, log *live.Log, n *dom.Node) error {
	err := s.f.Handle(n).ClickElement(ctx, log, 0)
	if !unclickable(err) {
		return err
	}
	for p, depth := n.FlatParentElement(), 0; p != nil && depth < 3; p, depth = p.FlatParentElement(), depth+1 {
		if p.IsElement("label", "form", "body") {
			break
		}
		if perr := s.f.Handle(p).ClickElement(ctx, log, 0); perr == nil {
			log.Addf("clicked the widget's box around its hidden text box")
			return nil
		}
	}
	return err
}

// unclickable: the click failed because the element has no box or
// something else receives the pointer there.
func unclickable(err error) bool {
	ae, ok := err.(*live.ActionError)
	return ok && (ae.Code == "not_found" || ae.Code == "covered")
}

// closeWidget presses Escape where the focus is, so a popup a failed call
// opened does not cover the rest of the page. It does nothing when no
// input reached the page since the input count since: a call that
// dispatched nothing opened nothing, and it stays free to be tried again.
func (s *Scope) closeWidget(ctx context.Context, log *live.Log, since int64) {
	if s.f.P.Inputs() == since {
		return
	}
	k, mods, err := live.ParseKey("Escape")
	if err != nil || s.f.FocusGuard(ctx) != nil {
		return
	}
	if s.f.Press(ctx, k, mods) == nil {
		log.Addf("pressed Escape to close what the call opened")
		s.f.Invalidate()
	}
}

// removeChosen empties a multi-value widget with the keyboard convention
// of tag inputs: Backspace in its text box removes the last chip. Each
// press is judged by the chosen values read again; the presses are
// bounded by the number of chips.
func (s *Scope) removeChosen(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match) error {
	el := m.Nodes[0]
	n := len(chosenOf(m))
	if n == 0 {
		return nil
	}
	if err := s.openWidget(ctx, log, m); err != nil {
		return err
	}
	if isCombobox(m) {
		if err := s.f.Handle(el).Focus(ctx); err != nil {
			return err
		}
	}
	k, mods, _ := live.ParseKey("Backspace")
	for i := 0; i < 2*n+2; i++ {
		cur, err := s.refind(ctx, t, el)
		if err != nil {
			return err
		}
		if len(chosenOf(cur)) == 0 {
			log.Addf("removed the chosen values")
			return nil
		}
		if err := s.f.FocusGuard(ctx); err != nil {
			return err
		}
		// A removed chip's text may come back into the search box: the
		// text goes first, then the next chip.
		if typing, _ := s.focusInTextBox(ctx); typing {
			if err := s.f.SelectAll(ctx); err != nil {
				return err
			}
		}
		if err := s.f.Press(ctx, k, mods); err != nil {
			return err
		}
	}
	return &Error{Code: NotCommitted, Target: t.String(), Changed: true,
		Detail: "the widget kept chosen values after Backspace removed chips",
		Next:   "if the widget removes values another way, describe it with a CustomParts map (Clear)"}
}

func chosenOf(m *resolver.Match) []string {
	switch v := m.Field.Value.(type) {
	case string:
		return []string{v}
	case []string:
		return v
	}
	return nil
}

// readBackChoice reads the field again by identity and checks that its
// value is the option picked: the value the original holds, the field's
// shown value, or the text the widget shows around its text box.
func (s *Scope) readBackChoice(ctx context.Context, t resolver.Target, el *dom.Node, picked string) (Result, error) {
	m, err := s.refind(ctx, t, el)
	if err != nil {
		return Result{}, err
	}
	f := *m.Field
	got, _ := f.Value.(string)
	same := func(x string) bool {
		return resolver.Normalize(x) == resolver.Normalize(picked) || live.SameText(picked, x)
	}
	if !same(got) && m.Original == nil && got == "" {
		if shown := shownAround(m.Nodes[0]); same(shown) {
			got = shown
		}
	}
	if !same(got) {
		return Result{}, &Error{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("clicked the option %q, but the field shows %q", picked, got),
			Next:   "if the field keeps its value elsewhere, describe it with a CustomParts map (Value)"}
	}
	return resultOf(f, picked, false), nil
}

// shownAround is the text a widget shows around its text box: the
// visible text of the box's nearest ancestors (up to two levels), without
// aria-hidden decoration, when that is all it shows.
func shownAround(n *dom.Node) string {
	p := n.FlatParentElement()
	for depth := 0; p != nil && depth < 2; p, depth = p.FlatParentElement(), depth+1 {
		if t := resolver.VisibleTextWithout(p, 400, func(x *dom.Node) bool {
			return x.Type == dom.ElementNode && x.AttrOr("aria-hidden") == "true"
		}); t != "" {
			return t
		}
	}
	return ""
}

// clearThenRead runs a widget's clearing write under the submit guard,
// closes what it opened, and reads the widget el again by identity.
func (s *Scope) clearThenRead(ctx context.Context, log *live.Log, t resolver.Target, el *dom.Node, write func() error) (*resolver.Match, error) {
	since := s.f.P.Inputs()
	err := s.GuardWrite(ctx, "Clear", write)
	s.closeWidget(ctx, log, since)
	if err != nil {
		return nil, err
	}
	return s.refind(ctx, t, el)
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

// clearWidget empties a choice widget that is not a native select: its
// chosen values are removed (removeChosen), then it is read again.
func (s *Scope) clearWidget(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match) (Result, error) {
	if disabledWidget(m) {
		return Result{}, &Error{Code: NotEditable, Target: t.String(), Detail: "the widget is disabled"}
	}
	// The clear control a CustomParts map names is the widget's own.
	if len(m.Parts.Clear) == 1 {
		return s.clickClear(ctx, log, t, m, m.Parts.Clear[0])
	}
	// A single value goes by the clear button the widget shows in its
	// box, when it shows one (looked up by Clear only).
	if !m.Field.Multiple && (m.Field.Value != nil || len(chosenOf(m)) > 0) {
		var clear *dom.Node
		if err := s.Query(ctx, func(r *resolver.Resolver) error { clear = r.ClearButton(m.Nodes[0]); return nil }); err != nil {
			return Result{}, err
		}
		if clear != nil {
			return s.clickClear(ctx, log, t, m, clear)
		}
	}
	if m.Field.Multiple || !isCombobox(m) && m.OriginalOptions() == nil && (m.Field.Value != nil || m.Box != nil) {
		// A button showing a value may open on a list taking several:
		// fillMulti learns it; so does a hidden combobox in the box its
		// widget draws, whose box shows its values its own way. Emptying
		// asks for no option, so its no_option can only be the refusal
		// of a single-value widget.
		res, err := s.fillMulti(ctx, log, "Clear", t, m, []string{}, FillOptions{})
		var e *Error
		if !m.Field.Multiple && errors.As(err, &e) && e.Code == NoOption {
			return Result{}, &Error{Code: NotEditable, Target: t.String(), Changed: true,
				Detail: "the widget takes one value and shows no way to remove it", Next: s.clearNext(ctx, m)}
		}
		return res, err
	} else if m.Original == nil && m.Field.Value == nil {
		// Nothing says what the widget holds: what typing an empty text
		// can do is all that can be judged.
		if isCombobox(m) {
			return s.fillText(ctx, log, t, m, "")
		}
		return Result{}, &Error{Code: NotEditable, Target: t.String(),
			Detail: "the widget shows no value to remove", Next: "give a CustomParts map with a Clear selector"}
	}
	cur, err := s.clearThenRead(ctx, log, t, m.Nodes[0], func() error { return s.removeChosen(ctx, log, t, m) })
	if err != nil {
		return Result{}, err
	}
	if got := chosenOf(cur); len(got) > 0 {
		return Result{}, &Error{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("the widget still holds %q", got)}
	}
	var v resolver.Value
	if cur.Field.Multiple {
		v = []string{}
	}
	return resultOf(*cur.Field, v, false), nil
}

// clearNext is what a Clear that found no way to empty a single-value
// widget asks for: the CustomParts entry drafted from the element of its
// box a class says clears it (resolver.Resolver.DraftClear), ready to
// paste, when there is one.
func (s *Scope) clearNext(ctx context.Context, m *resolver.Match) string {
	var sel string
	if err := s.Query(ctx, func(r *resolver.Resolver) error { sel = r.DraftClear(m.Nodes[0]); return nil }); err != nil || sel == "" {
		return "give a CustomParts map with a Clear selector (surefill parts drafts one)"
	}
	return fmt.Sprintf("its box shows an element of class %q that may clear it (its class says so; no role or name does): if it does, pass surefill.CustomParts{Clear: %q}", strings.TrimPrefix(sel, "."), sel)
}

// clickClear empties a single-value widget through the clear control it
// shows (resolver.Resolver.ClearButton), then reads it again by identity.
func (s *Scope) clickClear(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, clear *dom.Node) (Result, error) {
	el := m.Nodes[0]
	since := s.f.P.Inputs()
	// A button's list still on its way out (a call before opened it)
	// holds the old choice selected: it is let go before the click, so
	// that what is read back is the widget's (as pickOne does).
	if !isCombobox(m) {
		s.letGo(ctx, m)
	}
	err := s.GuardWrite(ctx, "Clear", func() error {
		log.Addf("clicking the widget's clear control")
		return s.f.Handle(clear).ClickElement(ctx, log, 0)
	})
	s.f.Invalidate()
	if err != nil {
		s.closeWidget(ctx, log, since)
		return Result{}, err
	}
	cur, _, err := s.watch(ctx, t, el, popupGoneWait, func(ctx context.Context, cur *resolver.Match) bool {
		return len(chosenOf(cur)) == 0
	})
	if err == nil && cur == nil {
		cur, err = s.refind(ctx, t, el)
	}
	if err == nil && len(chosenOf(cur)) > 0 && !isCombobox(cur) && !expanded(cur) && cur.Listbox != nil {
		// A list on its way out may outlast the wait (its fade runs on
		// animation frames, which a loaded machine delays): once gone,
		// the widget is read again.
		s.letGo(ctx, cur)
		cur, err = s.refind(ctx, t, el)
	}
	if err != nil {
		return Result{}, err
	}
	if got := chosenOf(cur); len(got) > 0 && len(cur.Options) == 0 && !sameSet(got, chosenOf(m)) {
		// It shows other text than the value it held, and its list is not
		// in the page to say whether that text is a choice or what it
		// shows while empty: the list is opened, and says.
		if cur, err = s.openToRead(ctx, log, t, cur, FillOptions{}, true); err != nil {
			return Result{}, err
		}
		if expanded(cur) {
			s.closeWidget(ctx, log, since)
			s.popupGone(ctx, t, el, cur.Listbox)
		}
	}
	if expanded(cur) {
		// A widget may open its list as it clears: closed again.
		s.closeWidget(ctx, log, since)
	}
	if got := chosenOf(cur); len(got) > 0 {
		return Result{}, &Error{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("clicked the widget's clear control, but it still holds %q", got)}
	}
	var v resolver.Value
	if cur.Field.Multiple {
		v = []string{}
	}
	return resultOf(*cur.Field, v, false), nil
}
