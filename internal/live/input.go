package live

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/chromedp/cdproto/cdp"
	cdpdom "github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/input"
	cdpruntime "github.com/chromedp/cdproto/runtime"

	sfcdp "github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/internal/codes"
)

// Log records the steps of one call; a failure carries it.
type Log struct{ Steps []string }

// Addf appends a step.
func (l *Log) Addf(format string, args ...any) {
	if l != nil {
		l.Steps = append(l.Steps, fmt.Sprintf(format, args...))
	}
}

// ActionError is a failed actionability step, with the code the surface
// reports.
type ActionError struct {
	Code   codes.Code // covered, not_editable, not_found, not_committed, timeout
	Detail string
	// Changed reports whether input reached the page before the failure.
	Changed bool
}

func (e *ActionError) Error() string { return string(e.Code) + ": " + e.Detail }

// prepared is the runtime's actionability answer.
type prepared struct {
	Detached  bool    `json:"detached"`
	Invisible bool    `json:"invisible"`
	X         float64 `json:"x"`
	Y         float64 `json:"y"`
	W         float64 `json:"w"`
	H         float64 `json:"h"`
	Hit       bool    `json:"hit"`
	Cover     string  `json:"cover"`
	Disabled  bool    `json:"disabled"`
	ReadOnly  bool    `json:"readOnly"`
	Focused   bool    `json:"focused"`
	Selected  bool    `json:"selected"`
	// Origin and Href are the document's, read in the same call: the
	// document the input would land in.
	Origin string `json:"origin"`
	Href   string `json:"href"`
	// Active names what holds the focus when the element does not.
	Active string `json:"active"`
	// Type is an input's type as focusText found it.
	Type string `json:"type"`
	// Armed says focusText armed the typing watch for the text it was
	// given (see insertAndBlur).
	Armed bool `json:"armed"`
	// Open says a select's list is open (listOpen).
	Open bool `json:"open"`
}

// err turns a failed actionability answer into its error (nil when the
// element is ready).
func (p *prepared) err(editable bool) error {
	switch {
	case p.Detached:
		return &ActionError{Code: "stale_ref", Detail: "the element was removed from the page"}
	case p.Invisible:
		return &ActionError{Code: "not_found", Detail: "the element has no size: it is not visible"}
	case p.Disabled:
		return &ActionError{Code: "not_editable", Detail: "the element is disabled"}
	case editable && p.ReadOnly:
		return &ActionError{Code: "not_editable", Detail: "the element is read-only"}
	case !p.Hit:
		return &ActionError{Code: "covered", Detail: p.Cover + " is on top of the element"}
	}
	return nil
}

// scrollLadder is the order of alignments tried when something covers the
// element: in place first, then centred, then top and bottom, which gets
// out from under sticky headers and footers.
var scrollLadder = []string{"", "center", "start", "end"}

// Actionable runs the actionability sequence and returns the point to
// click, in the session's viewport coordinates.
func (h *Handle) Actionable(ctx context.Context, log *Log, editable bool) (x, y float64, err error) {
	var p prepared
	for i, block := range scrollLadder {
		if err := h.Call(ctx, "(el, b) => __surefill.prepare(el, b)", &p, block); err != nil {
			return 0, 0, err
		}
		switch {
		case p.Detached:
			return 0, 0, &ActionError{Code: "stale_ref", Detail: "the element was removed from the page"}
		case p.Invisible:
			return 0, 0, &ActionError{Code: "not_found", Detail: "the element has no size: it is not visible"}
		case p.Disabled:
			return 0, 0, &ActionError{Code: "not_editable", Detail: "the element is disabled"}
		case editable && p.ReadOnly:
			return 0, 0, &ActionError{Code: "not_editable", Detail: "the element is read-only"}
		}
		if p.Hit {
			if i > 0 {
				log.Addf("scrolled into view (%s)", block)
			}
			break
		}
		log.Addf("%s receives the pointer at the element's centre", p.Cover)
		if i == len(scrollLadder)-1 {
			return 0, 0, &ActionError{Code: "covered", Detail: p.Cover + " is on top of the element"}
		}
	}
	// The last check before the input: the document it lands in.
	if err := h.F.P.siteGuard(p.Origin, p.Href); err != nil {
		return 0, 0, err
	}
	if h.F.ID == "" {
		// The session's own top frame: the runtime's point is already in
		// the coordinates the input wants, so nothing runs in between.
		return p.X, p.Y, nil
	}
	// A same-process iframe: its viewport point is converted to the
	// session's top frame, which content quads give.
	obj, err := h.object(ctx)
	if err != nil {
		return 0, 0, err
	}
	q, err := cdp.Call(ctx, h.F.P.S, cdpdom.GetContentQuads, cdpdom.GetContentQuadsParams{ObjectID: obj})
	if err != nil || len(q.Quads) == 0 || len(q.Quads[0]) < 8 {
		if err == nil {
			err = errors.New("no content quads")
		}
		return 0, 0, &ActionError{Code: "not_found", Detail: "the element has no box: " + err.Error()}
	}
	qd := q.Quads[0]
	x = (qd[0] + qd[2] + qd[4] + qd[6]) / 4
	y = (qd[1] + qd[3] + qd[5] + qd[7]) / 4
	return x, y, nil
}

// Click sends a trusted left click at (x, y) with modifiers (Alt=1,
// Ctrl=2, Meta=4, Shift=8).
func (f *Frame) Click(ctx context.Context, x, y float64, modifiers int64) error {
	s := f.P.S
	evs := []input.DispatchMouseEventParams{
		{Type: input.DispatchMouseEventTypeMouseMoved, X: x, Y: y, Modifiers: modifiers},
		{Type: input.DispatchMouseEventTypeMousePressed, X: x, Y: y, Button: input.MouseButtonLeft, Buttons: 1, ClickCount: 1, Modifiers: modifiers},
		{Type: input.DispatchMouseEventTypeMouseReleased, X: x, Y: y, Button: input.MouseButtonLeft, Buttons: 0, ClickCount: 1, Modifiers: modifiers},
	}
	if err := f.beforeInput(ctx); err != nil {
		return err
	}
	f.P.noteInput()
	f.dispatched()
	if snd, ok := s.(sender); ok {
		// The three go out together (the browser handles them in order):
		// no answer is needed before the next is sent. A press and its
		// release a round trip apart, on a loaded machine, read as a
		// press held down: a widget that opens a popup on the press
		// takes a release that late over an option as a choice.
		var sent []*sfcdp.Answer
		var err error
		for _, ev := range evs[:2] {
			a, serr := snd.Send(ctx, input.DispatchMouseEvent.Method, ev)
			if serr != nil {
				err = serr
				break
			}
			sent = append(sent, a)
		}
		if err == nil {
			_, err = cdp.Call(ctx, s, input.DispatchMouseEvent, evs[2])
		}
		for _, a := range sent {
			if werr := a.Wait(ctx, nil); err == nil {
				err = werr
			}
		}
		return err
	}
	for _, ev := range evs {
		if _, err := cdp.Call(ctx, s, input.DispatchMouseEvent, ev); err != nil {
			return err
		}
	}
	return nil
}

// sender is a session that can send a call without waiting for its
// answer (the project's own; another session waits for each).
type sender interface {
	Send(ctx context.Context, method string, params any) (*sfcdp.Answer, error)
}

// Key is one key's definition for Input.dispatchKeyEvent.
type Key struct {
	Key, Code string
	VK        int64
	Text      string
}

// keys are the named keys Press understands.
var keys = map[string]Key{
	"Enter":      {"Enter", "Enter", 13, "\r"},
	"Tab":        {"Tab", "Tab", 9, ""},
	"Escape":     {"Escape", "Escape", 27, ""},
	"Backspace":  {"Backspace", "Backspace", 8, ""},
	"Delete":     {"Delete", "Delete", 46, ""},
	"ArrowDown":  {"ArrowDown", "ArrowDown", 40, ""},
	"ArrowUp":    {"ArrowUp", "ArrowUp", 38, ""},
	"ArrowLeft":  {"ArrowLeft", "ArrowLeft", 37, ""},
	"ArrowRight": {"ArrowRight", "ArrowRight", 39, ""},
	"Home":       {"Home", "Home", 36, ""},
	"End":        {"End", "End", 35, ""},
	"PageDown":   {"PageDown", "PageDown", 34, ""},
	"PageUp":     {"PageUp", "PageUp", 33, ""},
	"Space":      {" ", "Space", 32, " "},
	" ":          {" ", "Space", 32, " "},
}

// KeyNames lists the named keys, for error messages.
func KeyNames() []string {
	out := make([]string, 0, len(keys))
	for k := range keys {
		if k != " " {
			out = append(out, k)
		}
	}
	return out
}

// ParseKey reads "Enter", "Control+a", "Shift+Tab", or a single character.
func ParseKey(s string) (Key, int64, error) {
	var mods int64
	parts := strings.Split(s, "+")
	name := parts[len(parts)-1]
	if name == "" && strings.HasSuffix(s, "+") {
		name = "+"
	}
	for _, m := range parts[:len(parts)-1] {
		switch strings.ToLower(m) {
		case "alt":
			mods |= 1
		case "control", "ctrl":
			mods |= 2
		case "meta", "command", "cmd":
			mods |= 4
		case "shift":
			mods |= 8
		default:
			return Key{}, 0, fmt.Errorf("unknown modifier %q (Alt, Control, Meta, Shift)", m)
		}
	}
	if k, ok := keys[name]; ok {
		return k, mods, nil
	}
	if utf8.RuneCountInString(name) == 1 {
		r, _ := utf8.DecodeRuneInString(name)
		k := charKey(r)
		if mods&(2|4|1) != 0 {
			k.Text = "" // a shortcut types nothing
		}
		return k, mods, nil
	}
	return Key{}, 0, fmt.Errorf("unknown key %q", s)
}

// Press sends keyDown and keyUp for a key.
func (f *Frame) Press(ctx context.Context, k Key, mods int64, commands ...string) error {
	return f.press(ctx, k, mods, 0, commands)
}

// pressAt is Press with the events' timestamp (seconds since the epoch).
func (f *Frame) pressAt(ctx context.Context, k Key, mods int64, stamp float64) error {
	return f.press(ctx, k, mods, stamp, nil)
}

func (f *Frame) press(ctx context.Context, k Key, mods int64, stamp float64, commands []string) error {
	ts := input.TimeSinceEpoch(stamp)
	down := input.DispatchKeyEventParams{
		Type: input.DispatchKeyEventTypeKeyDown, Key: k.Key, Code: k.Code, WindowsVirtualKeyCode: k.VK,
		NativeVirtualKeyCode: k.VK, Modifiers: mods, Text: k.Text, UnmodifiedText: k.Text, Commands: commands, Timestamp: ts,
	}
	if k.Text == "" {
		down.Type = input.DispatchKeyEventTypeRawKeyDown
	}
	if err := f.beforeInput(ctx); err != nil {
		return err
	}
	f.P.noteInput()
	f.dispatched()
	up := input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeKeyUp, Key: k.Key, Code: k.Code, WindowsVirtualKeyCode: k.VK, NativeVirtualKeyCode: k.VK, Modifiers: mods, Timestamp: ts}
	if snd, ok := f.P.S.(sender); ok {
		// The key's two halves go out together, as a click's do: nothing
		// is judged between them, the browser hands input events to the
		// page in the order it got them, and a key held down a round trip
		// is a key a page may read as held (auto-repeat, a long press).
		a, err := snd.Send(ctx, input.DispatchKeyEvent.Method, down)
		if err != nil {
			return err
		}
		_, err = cdp.Call(ctx, f.P.S, input.DispatchKeyEvent, up)
		if werr := a.Wait(ctx, nil); werr != nil {
			return werr
		}
		return err
	}
	if _, err := cdp.Call(ctx, f.P.S, input.DispatchKeyEvent, down); err != nil {
		return err
	}
	_, err := cdp.Call(ctx, f.P.S, input.DispatchKeyEvent, up)
	return err
}

// SelectAll selects the focused field's contents with the editing command.
func (f *Frame) SelectAll(ctx context.Context) error {
	return f.Press(ctx, Key{Key: "a", Code: "KeyA", VK: 65}, 2, "selectAll")
}

// InsertText types text into the focused element as one trusted insertion.
func (f *Frame) InsertText(ctx context.Context, text string) error {
	if err := f.beforeInput(ctx); err != nil {
		return err
	}
	f.P.noteInput()
	f.dispatched()
	_, err := cdp.Call(ctx, f.P.S, input.InsertText, input.InsertTextParams{Text: text})
	return err
}

// typedWatch is what focusText arms the typing watch with for text: the
// length and digest of its UTF-16 form, as an insertion event's data
// reads (the runtime never gets the text itself from the watch).
func typedWatch(text string) map[string]uint32 {
	u := utf16.Encode([]rune(text))
	return map[string]uint32{"length": uint32(len(u)), "digest": typedDigest(u)}
}

// typedDigest is 32-bit FNV-1a over UTF-16 code units (the runtime's
// digest).
func typedDigest(u []uint16) uint32 {
	h := uint32(0x811c9dc5)
	for _, c := range u {
		h = (h ^ uint32(c)) * 0x01000193
	}
	return h
}

// typedGrace is how long the blur's answer may follow the insertion's
// before Go releases the blur itself. The insertion's events wake the blur
// as soon as the insertion ends, so its answer follows within the blur's
// own work; only an insertion the page never saw (the focus left for
// something that takes no text) waits this long, and a release sent when
// none was needed does nothing.
const typedGrace = 50 * time.Millisecond

// insertAndBlur types text as InsertText does and, in the same round
// trip, commits it as the blur does (the runtime's blurTyped, into st):
// the blur goes out right behind the insertion and waits in the page for
// it (the typing watch focusText armed), and once the browser answered
// the insertion Go releases it, should the page not have shown the
// insertion's events. sent is false when the call cannot go this way (a
// handle the runtime does not know by id, a session that cannot send
// ahead, no world known): nothing was sent, and the caller takes the
// step-by-step way.
func (h *Handle) insertAndBlur(ctx context.Context, text string, st *State) (sent bool, err error) {
	snd, ok := h.F.P.S.(sender)
	if !ok || h.obj != "" || h.Backend != 0 || h.ref == 0 || !h.Alive() {
		return false, nil
	}
	world, ok := h.F.P.KnownWorld(h.F.frameID())
	if !ok {
		return false, nil
	}
	if err := h.F.beforeInput(ctx); err != nil {
		return true, err
	}
	pre := PreOf(ctx)
	var first string
	var expect, arm bool
	if pre != nil {
		first, expect, arm = pre.take(h.F)
	}
	expr, err := refExpr(first, h.ref, "(el) => __surefill.blurTyped(el)", nil)
	if err != nil {
		return true, err
	}
	h.F.P.noteInput()
	h.F.dispatched()
	ins, err := snd.Send(ctx, input.InsertText.Method, input.InsertTextParams{Text: text})
	if err != nil {
		return true, err
	}
	bl, err := snd.Send(ctx, cdpruntime.Evaluate.Method, refParams(expr, world))
	if err != nil {
		return true, errors.Join(err, ins.Wait(ctx, nil))
	}
	insErr := ins.Wait(ctx, nil)
	if !bl.ReadyWithin(typedGrace) {
		// The browser answers the insertion once the page handled it: the
		// blur may run from now on, whatever the page did with its events.
		// The release's own answer is not needed.
		_, _ = snd.Send(ctx, cdpruntime.Evaluate.Method, cdpruntime.EvaluateParams{Expression: "__surefill.typed()", ContextID: world})
	}
	var res cdpruntime.EvaluateResult
	werr := bl.Wait(ctx, &res)
	err = h.refAnswer(res, werr, pre, expect, arm, st)
	if insErr != nil {
		return true, insErr
	}
	return true, err
}

// Focus focuses the element with DOM.focus (trusted focus events under
// focus emulation).
func (h *Handle) Focus(ctx context.Context) error {
	if !h.Alive() {
		return ErrStale
	}
	obj, err := h.object(ctx)
	if err != nil {
		return err
	}
	if err := h.F.beforeInput(ctx); err != nil {
		return err
	}
	h.F.dispatched()
	if _, err = cdp.Call(ctx, h.F.P.S, cdpdom.Focus, cdpdom.FocusParams{ObjectID: obj}); err != nil {
		if stale := staleErr(err); stale != err {
			return stale
		}
		return &ActionError{Code: "not_editable", Detail: "it cannot take focus (disabled, inert or not focusable)"}
	}
	h.F.P.noteInput()
	return nil
}

// KeyGuard checks, right before keyboard input meant for the element, that
// the element holds the focus and its document is in the granted sites.
// Nothing is typed when it fails; the error names what took the focus.
func (h *Handle) KeyGuard(ctx context.Context) error {
	var g prepared
	if err := h.Call(ctx, "(el) => __surefill.keyGuard(el)", &g); err != nil {
		return err
	}
	if g.Detached {
		return &ActionError{Code: "stale_ref", Detail: "the element was removed from the page"}
	}
	if err := h.F.P.siteGuard(g.Origin, g.Href); err != nil {
		return err
	}
	if !g.Focused {
		return &ActionError{Code: "covered", Detail: g.Active + " holds the focus, not the field; nothing was typed there"}
	}
	return nil
}

// FocusGuard checks, right before a key with no target, that the focus is
// in this frame's document (or a frame below it this world can enter) and
// that document is in the granted sites.
func (f *Frame) FocusGuard(ctx context.Context) error {
	world, err := f.P.World(ctx, f.frameID())
	if err != nil {
		return err
	}
	res, err := cdp.Call(ctx, f.P.S, cdpruntime.Evaluate, cdpruntime.EvaluateParams{Expression: "__surefill.focusGuard()", ContextID: world, ReturnByValue: ptr(true)})
	if err != nil {
		return staleErr(err)
	}
	var g struct {
		Origin    string `json:"origin"`
		Href      string `json:"href"`
		Active    string `json:"active"`
		Opaque    bool   `json:"opaque"`
		Elsewhere bool   `json:"elsewhere"`
	}
	if err := Decode(res.Result, res.ExceptionDetails, "live: focus guard", &g); err != nil {
		return err
	}
	switch {
	case g.Elsewhere:
		return &ActionError{Code: "covered", Detail: "the focus is not in this frame's document; nothing was pressed"}
	case g.Opaque && f.P.Rules().Site != nil:
		return &GuardError{Code: "not_permitted", Detail: "the focus is inside " + g.Active + ", a frame of another origin whose site cannot be checked from here; act on it through Frame"}
	}
	return f.P.siteGuard(g.Origin, g.Href)
}

// SetFiles sets a file input's files.
func (h *Handle) SetFiles(ctx context.Context, paths []string) error {
	if !h.Alive() {
		return ErrStale // a stale file input accepts files silently
	}
	var g prepared
	if err := h.Call(ctx, "(el) => __surefill.keyGuard(el)", &g); err != nil {
		return err
	}
	if g.Detached {
		return &ActionError{Code: "stale_ref", Detail: "the file input was removed from the page"}
	}
	if err := h.F.P.siteGuard(g.Origin, g.Href); err != nil {
		return err
	}
	obj, err := h.object(ctx)
	if err != nil {
		return err
	}
	if err := h.F.beforeInput(ctx); err != nil {
		return err
	}
	h.F.P.noteInput()
	h.F.dispatched()
	_, err = cdp.Call(ctx, h.F.P.S, cdpdom.SetFileInputFiles, cdpdom.SetFileInputFilesParams{Files: paths, ObjectID: obj})
	return err
}
