package live

import "context"

// Held is held, for tests: the navigation a read-back took, if no input
// came after it.
func (f *Frame) Held() (string, bool) { return f.held() }

// TypeArmed is FillText's one-round-trip typing on its own: focusText
// armed for the text armed, then text inserted with the blur sent behind it. sent
// is false when focusText did not arm (or the call could not go that way).
func (h *Handle) TypeArmed(ctx context.Context, armed, text string) (st State, sent bool, err error) {
	var p focusedText
	if err := h.Call(ctx, "(el, t) => __surefill.focusText(el, '', t)", &p, typedWatch(armed)); err != nil {
		return st, false, err
	}
	if !p.Armed {
		return st, false, nil
	}
	sent, err = h.insertAndBlur(ctx, text, &st)
	return st, sent, err
}
