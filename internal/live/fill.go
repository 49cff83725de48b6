package live

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode"
)

// TextResult is what a text fill read back.
type TextResult struct {
	Value   string
	State   State
	Changed bool
	// FocusType is the input's type when it took the focus (a page may
	// turn a text field into a password field then).
	FocusType string
}

// valueByKeyboard says which input types take text by trusted keyboard
// insertion; the others (date, time, color, range) have no text editing a
// trusted keyboard can drive reliably, so their value goes through the
// native setter in the isolated world, then is read back.
func valueByKeyboard(inputType string) bool {
	switch inputType {
	case "date", "datetime-local", "month", "week", "time", "color", "range":
		return false
	}
	return true
}

// FillText writes value into a text-like field with trusted input: in
// view, hit, focused (and checked to be focused: insertText follows the
// frame's selection, not the element), select all, insert, then a real
// blur, and reads the value back. popup says the field opens a helper
// popup of its own as it takes the focus (a text box that opens a dialog,
// such as a calendar): when it is open after the typing, Escape closes it
// before the blur, so it is not left over the page.
func (h *Handle) FillText(ctx context.Context, log *Log, value, inputType string, contentEditable, popup bool) (TextResult, error) {
	var r TextResult
	if !valueByKeyboard(inputType) {
		if _, _, err := h.Actionable(ctx, log, true); err != nil {
			return r, err
		}
		log.Addf("set the %s value through the native setter (no trusted text editing for this type)", inputType)
		h.F.P.noteInput()
		var st State
		if err := h.Call(ctx, "(el, v) => __surefill.setValue(el, v)", &st, value); err != nil {
			return r, err
		}
		r.Changed = true
		if st.Value != nil {
			r.Value = *st.Value
		}
		r.State = st
		return r, nil
	}
	// The text's digest goes with the focus when the insertion and its blur
	// can go out together (see insertAndBlur): the runtime watches for an
	// insertion with that digest. A line break inserts in pieces, and a
	// field's popup is closed in between.
	var watch any
	if value != "" && !popup && !strings.ContainsAny(value, "\r\n") {
		watch = typedWatch(value)
	}
	var p focusedText
	if err := h.Call(ctx, "(el, t) => __surefill.focusText(el, '', t)", &p, watch); err != nil {
		return r, err
	}
	if !p.Hit && !p.Detached && !p.Invisible && !p.Disabled && !p.ReadOnly {
		// Covered in place: walk the scroll ladder, then focus again.
		if _, _, err := h.Actionable(ctx, log, true); err != nil {
			return r, err
		}
		if err := h.Call(ctx, "(el, t) => __surefill.focusText(el, '', t)", &p, watch); err != nil {
			return r, err
		}
	}
	if err := p.err(true); err != nil {
		if ae, ok := err.(*ActionError); ok && p.FocusRan {
			// The page's focus handler disabled the field (or made it
			// read-only): the focus reached the page and changed it.
			h.F.P.noteInput()
			ae.Changed = true
			ae.Detail = "the page made the field read-only as it took the focus"
			if p.Disabled {
				ae.Detail = "the page disabled the field as it took the focus"
			}
		}
		return r, err
	}
	h.F.P.noteInput() // focusText focused the field: its handlers ran
	// focusText read the document and the focus after the page's focus
	// handlers ran: the last look before the keyboard.
	if err := h.F.P.siteGuard(p.Origin, p.Href); err != nil {
		return r, err
	}
	if !p.Focused {
		// Some pages refuse script focus; DOM.focus is the browser's own.
		if err := h.Focus(ctx); err != nil {
			return r, err
		}
		if err := h.KeyGuard(ctx); err != nil {
			return r, err
		}
		p.Selected = false
	}
	log.Addf("focused")
	r.FocusType = p.Type
	if !p.Selected {
		r.Changed = true
		if err := h.F.SelectAll(ctx); err != nil {
			return r, err
		}
		// The select-all key reached the page's handlers: check again
		// that the typing lands in the field.
		if err := h.KeyGuard(ctx); err != nil {
			return r, err
		}
	}
	r.Changed = true
	var st State
	together := false
	if p.Armed && p.Focused && p.Selected {
		var err error
		if together, err = h.insertAndBlur(ctx, value, &st); err != nil {
			return r, err
		}
	}
	away := false // the focus went to the field's own popup, now closed
	if together {
		log.Addf("inserted %d characters", len([]rune(value)))
	} else {
		if value == "" {
			if err := h.F.Press(ctx, keys["Delete"], 0); err != nil {
				return r, err
			}
		} else if err := h.F.InsertText(ctx, value); err != nil {
			return r, err
		}
		log.Addf("inserted %d characters", len([]rune(value)))
		if popup {
			var err error
			if away, err = h.closePopup(ctx, log); err != nil {
				return r, err
			}
		}
		if err := h.Call(ctx, "(el) => __surefill.blur(el)", &st); err != nil {
			return r, err
		}
	}
	h.F.hold(st.Navigating)
	log.Addf("blurred to commit")
	if !st.KeptFocus && !away {
		// Something took the focus while the text was inserted.
		return r, &ActionError{Code: "covered", Changed: true, Detail: st.Thief + " took the focus while the text was typed; the text may have landed there"}
	}
	r.State = st
	switch {
	case contentEditable && st.Text != nil:
		r.Value = strings.TrimRight(*st.Text, "\n")
	case st.Value != nil:
		r.Value = *st.Value
	}
	return r, nil
}

// closePopup presses Escape when the dialog the field opened (its
// calendar) is still open, the focus on the field or in that dialog. It
// says whether the focus had gone into the dialog: the field then lost
// it already (the field is not focused again, which would reopen it).
func (h *Handle) closePopup(ctx context.Context, log *Log) (away bool, err error) {
	var g struct {
		prepared
		InPopup bool `json:"inPopup"`
		Open    bool `json:"open"`
	}
	if err := h.Call(ctx, "(el) => __surefill.popupGuard(el)", &g); err != nil {
		return false, err
	}
	if !g.Open {
		return false, nil
	}
	if err := h.F.P.siteGuard(g.Origin, g.Href); err != nil {
		return false, err
	}
	if !g.Focused && !g.InPopup {
		return false, &ActionError{Code: "covered", Changed: true, Detail: g.Active + " took the focus while the text was typed; the text may have landed there"}
	}
	if err := h.F.Press(ctx, keys["Escape"], 0); err != nil {
		return false, err
	}
	log.Addf("pressed Escape to close the popup the field opened")
	return !g.Focused, nil
}

// focusedText is focusText's answer: actionability, and whether the
// focus was given (the page's focus handlers ran).
type focusedText struct {
	prepared
	FocusRan bool `json:"focusRan"`
}

// SameText is the commit rule for text a page may reformat: the value read
// back commits when it equals the value written, or when the page only
// reformatted it — the same letters and digits, in the same order, with
// only spacing, punctuation or case changed (a phone number formatted on
// blur, a card number grouped in fours). Anything else is not committed.
func SameText(want, got string) bool {
	if want == got {
		return true
	}
	return skeleton(want) == skeleton(got) && skeleton(want) != ""
}

func skeleton(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// ClickElement runs actionability and clicks the element's centre.
func (h *Handle) ClickElement(ctx context.Context, log *Log, modifiers int64) error {
	x, y, err := h.Actionable(ctx, log, false)
	if err != nil {
		return err
	}
	if err := h.F.Click(ctx, x, y, modifiers); err != nil {
		return err
	}
	log.Addf("clicked at (%.0f, %.0f)", x, y)
	return nil
}

// SelectNative moves a native single <select> from the enabled option
// from (-1: none selected) to the enabled option to with trusted keys, in
// a bounded number of them, firing exactly one input and one change (see
// PlanSelect): one key on the closed select when one key lands there, else
// the list opened (Alt+ArrowDown), the fewest keys (type-ahead, Home, End,
// arrows) and Enter. from and to count the options SelectLabels lists.
func (h *Handle) SelectNative(ctx context.Context, log *Log, from, to int) error {
	plan := PlanSelect(SelectLabels(h.Node), from, to)
	if len(plan.Keys) == 0 {
		return &ActionError{Code: "no_option", Detail: "the option is not among the select's enabled options"}
	}
	if err := h.focusKeys(ctx, log); err != nil {
		return err
	}
	if !plan.Open {
		if err := h.F.pressTyped(ctx, h, plan.Keys[0]); err != nil {
			return err
		}
		log.Addf("pressed %s on the closed select", keyName(plan.Keys[0]))
		return nil
	}
	if err := h.F.Press(ctx, keyDown, 1); err != nil { // Alt+ArrowDown
		return err
	}
	var g prepared
	if err := h.Call(ctx, "(el) => __surefill.listOpen(el)", &g); err != nil {
		return err
	}
	if err := h.F.P.siteGuard(g.Origin, g.Href); err != nil {
		return err
	}
	switch {
	case !g.Focused:
		return &ActionError{Code: "covered", Detail: g.Active + " took the focus when the list opened; nothing was chosen"}
	case !g.Open:
		// Some windows never open a select's list (a background tab
		// without the page's focus). The closed select moves by arrows
		// too, each step its own input and change: more events than the
		// open list gives, but the choice is made by trusted keys.
		return h.closedArrows(ctx, log, from, to)
	}
	log.Addf("opened the list with the keyboard")
	// One burst: the type-ahead buffer lasts 1 s from the last key, by
	// the keys' own timestamps.
	stamp := float64(time.Now().UnixNano()) / 1e9
	for _, k := range plan.Keys {
		if k.Text != "" {
			stamp += 0.001
			if err := h.F.pressAt(ctx, k, 0, stamp); err != nil {
				return err
			}
			continue
		}
		if err := h.F.Press(ctx, k, 0); err != nil {
			return err
		}
	}
	if err := h.F.Press(ctx, keyEnter, 0); err != nil {
		return err
	}
	log.Addf("moved the highlight with %d keys (%s) and pressed Enter", len(plan.Keys), describeKeys(plan.Keys))
	return nil
}

// closedArrows moves a closed select from the enabled option from (-1:
// none) to the enabled option to with arrow keys (Home first when none is
// selected).
func (h *Handle) closedArrows(ctx context.Context, log *Log, from, to int) error {
	step, n := keyDown, to-from
	if n < 0 {
		step, n = keyUp, -n
	}
	if from < 0 {
		if err := h.F.Press(ctx, keyHome, 0); err != nil {
			return err
		}
		step, n = keyDown, to
	}
	for i := 0; i < n; i++ {
		if err := h.F.Press(ctx, step, 0); err != nil {
			return err
		}
	}
	log.Addf("the list did not open; moved the closed select %d options with the arrow keys", n)
	return nil
}

// focusKeys readies the element for keys: actionable, focused, in a
// granted document, in one runtime call when the page lets script focus
// it; else DOM.focus and the key guard.
func (h *Handle) focusKeys(ctx context.Context, log *Log) error {
	var p prepared
	if err := h.Call(ctx, "(el) => __surefill.focusControl(el, '')", &p); err != nil {
		return err
	}
	if !p.Hit && !p.Detached && !p.Invisible && !p.Disabled {
		// Covered in place: walk the scroll ladder, then focus again.
		if _, _, err := h.Actionable(ctx, log, false); err != nil {
			return err
		}
		if err := h.Call(ctx, "(el) => __surefill.focusControl(el, '')", &p); err != nil {
			return err
		}
	}
	if err := p.err(false); err != nil {
		return err
	}
	if err := h.F.P.siteGuard(p.Origin, p.Href); err != nil {
		return err
	}
	if !p.Focused {
		if err := h.Focus(ctx); err != nil {
			return err
		}
		if err := h.KeyGuard(ctx); err != nil {
			return err
		}
	}
	log.Addf("focused")
	return nil
}

// pressTyped presses one key on the element; a typed character gets a
// timestamp past the element's type-ahead buffer (1 s after the last
// character typed there), so it starts a search of its own.
func (f *Frame) pressTyped(ctx context.Context, h *Handle, k Key) error {
	if k.Text == "" {
		return f.Press(ctx, k, 0)
	}
	return f.pressAt(ctx, k, 0, f.P.typeStamp(h.stampKey()))
}

func (h *Handle) stampKey() string {
	return fmt.Sprintf("%s/%d/%d/%d", h.F.ID, h.nav, h.ref, h.Backend)
}

func keyName(k Key) string {
	if k.Text != "" && k.Text != " " {
		return fmt.Sprintf("%q", k.Text)
	}
	return k.Key
}

func describeKeys(ks []Key) string {
	var b strings.Builder
	for i, k := range ks {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(keyName(k))
	}
	return b.String()
}

// ClickOptions clicks options of a list-box select (multiple): the first
// replaces the selection, the rest are added with Control.
func (f *Frame) ClickOptions(ctx context.Context, log *Log, opts []*Handle) error {
	for i, o := range opts {
		var mods int64
		if i > 0 {
			mods = 2
		}
		if err := o.ClickElement(ctx, log, mods); err != nil {
			return err
		}
	}
	return nil
}
