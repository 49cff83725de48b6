package live

import (
	"context"
	"strings"
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
// blur, and reads the value back.
func (h *Handle) FillText(ctx context.Context, log *Log, value, inputType string, contentEditable bool) (TextResult, error) {
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
	var p focusedText
	if err := h.Call(ctx, "(el) => __surefill.focusText(el, '')", &p); err != nil {
		return r, err
	}
	if !p.Hit && !p.Detached && !p.Invisible && !p.Disabled && !p.ReadOnly {
		// Covered in place: walk the scroll ladder, then focus again.
		if _, _, err := h.Actionable(ctx, log, true); err != nil {
			return r, err
		}
		if err := h.Call(ctx, "(el) => __surefill.focusText(el, '')", &p); err != nil {
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
	if value == "" {
		if err := h.F.Press(ctx, keys["Delete"], 0); err != nil {
			return r, err
		}
	} else if err := h.F.InsertText(ctx, value); err != nil {
		return r, err
	}
	log.Addf("inserted %d characters", len([]rune(value)))
	var st State
	if err := h.Call(ctx, "(el) => __surefill.blur(el)", &st); err != nil {
		return r, err
	}
	log.Addf("blurred to commit")
	if !st.KeptFocus {
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

// SelectNative picks options of a native <select> by trusted input.
// A single select is opened with the keyboard (Alt+ArrowDown opens the
// list), walked with arrow keys to the option and committed with Enter,
// which fires one input and one change. A multiple select is clicked
// option by option, the first plainly and the rest with Control.
// from is the index of the currently selected option among the enabled
// ones, to the wanted one.
func (h *Handle) SelectNative(ctx context.Context, log *Log, from, to int) error {
	if _, _, err := h.Actionable(ctx, log, false); err != nil {
		return err
	}
	if err := h.Focus(ctx); err != nil {
		return err
	}
	if err := h.KeyGuard(ctx); err != nil {
		return err
	}
	if err := h.F.Press(ctx, keys["ArrowDown"], 1); err != nil { // Alt+ArrowDown
		return err
	}
	log.Addf("opened the list with the keyboard")
	step, n := keys["ArrowDown"], to-from
	if n < 0 {
		step, n = keys["ArrowUp"], -n
	}
	if from < 0 { // nothing selected: Home lands on the first, then down
		step = keys["ArrowDown"]
		if err := h.F.Press(ctx, keys["Home"], 0); err != nil {
			return err
		}
		n = to
	}
	for i := 0; i < n; i++ {
		if err := h.F.Press(ctx, step, 0); err != nil {
			return err
		}
	}
	if err := h.F.Press(ctx, keys["Enter"], 0); err != nil {
		return err
	}
	log.Addf("moved %d options and pressed Enter", n)
	return nil
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
