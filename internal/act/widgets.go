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
			return last, false, nil
		}
	}
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

// pickOne opens the widget, makes the option v show and clicks it.
func (s *Scope) pickOne(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, el *dom.Node, v string, o FillOptions) (string, *dom.Node, error) {
	opener := el
	if p := m.Parts.Open; len(p) == 1 {
		opener = p[0]
	}
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
	if i := optionIndex(cur, v); !open && (i < 0 || !s.Visible(ctx, cur.Options[i]) || isInput) {
		if err := s.clickWidget(ctx, log, opener); err != nil {
			return "", nil, err
		}
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

// popupGoneWait bounds the wait for a popup on its way out after a
// choice closed it (a fade or a shrink of a few hundred ms).
const popupGoneWait = time.Second

// popupGone waits, until popupGoneWait, while the popup lb a choice
// closed is still shown on its way out: the next call would meet it over
// the page, and its list, no longer owned by the widget, as a field of
// its own. A popup that stays open (a list taking several values) is
// left as it is.
func (s *Scope) popupGone(ctx context.Context, t resolver.Target, el, lb *dom.Node) {
	if lb == nil {
		return
	}
	deadline := time.Now().Add(popupGoneWait)
	h := s.f.Handle(lb)
	for step := 0; time.Now().Before(deadline); step++ {
		if cur, err := s.refind(ctx, t, el); err != nil || expanded(cur) {
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
	if err := s.clickWidget(ctx, log, el); err != nil {
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
	if !m.Field.Multiple && m.ClearControl != nil && len(chosenOf(m)) > 0 {
		return s.clickClear(ctx, log, t, m)
	}
	if m.Field.Multiple || !isCombobox(m) && m.OriginalOptions() == nil && m.Field.Value != nil {
		// A button showing a value may open on a list taking several:
		// fillMulti learns it. Emptying asks for no option, so its
		// no_option can only be the refusal of a single-value widget.
		res, err := s.fillMulti(ctx, log, "Clear", t, m, []string{}, FillOptions{})
		var e *Error
		if !m.Field.Multiple && errors.As(err, &e) && e.Code == NoOption {
			return Result{}, &Error{Code: NotEditable, Target: t.String(), Changed: true,
				Detail: "the widget takes one value and shows no way to remove it", Next: "give a CustomParts map with a Clear selector"}
		}
		return res, err
	}
	if m.Original == nil && m.Field.Value == nil {
		// Nothing says what the widget holds: what typing an empty text
		// can do is all that can be judged.
		if isCombobox(m) {
			return s.fillText(ctx, log, t, m, "")
		}
		return Result{}, &Error{Code: NotEditable, Target: t.String(),
			Detail: "the widget shows no value to remove", Next: "give a CustomParts map with a Clear selector"}
	}
	el := m.Nodes[0]
	since := s.f.P.Inputs()
	err := s.GuardWrite(ctx, "Clear", func() error { return s.removeChosen(ctx, log, t, m) })
	s.closeWidget(ctx, log, since)
	if err != nil {
		return Result{}, err
	}
	cur, err := s.refind(ctx, t, el)
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

// clickClear empties a single-value widget through the clear control it
// shows (resolver.Match.ClearControl), then reads it again by identity.
func (s *Scope) clickClear(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match) (Result, error) {
	el := m.Nodes[0]
	since := s.f.P.Inputs()
	err := s.GuardWrite(ctx, "Clear", func() error {
		log.Addf("clicking the widget's clear control")
		return s.f.Handle(m.ClearControl).ClickElement(ctx, log, 0)
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
	if err != nil {
		return Result{}, err
	}
	if expanded(cur) {
		// A widget may open its list as it clears: closed again.
		s.closeWidget(ctx, log, since)
	}
	if got := chosenOf(cur); len(got) > 0 {
		return Result{}, &Error{Code: NotCommitted, Target: t.String(), Changed: true,
			Detail: fmt.Sprintf("clicked the widget's clear control, but it still holds %q", got)}
	}
	return resultOf(*cur.Field, nil, false), nil
}
