package act

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/internal/live"
)

// TestClassify: every cause no step typed gets one of the nine codes, its
// text in words (the browser's own stays under Unwrap), and a next step.
func TestClassify(t *testing.T) {
	proto := func(msg string) error {
		return fmt.Errorf("live: page runtime: %w", &cdp.ProtocolError{Method: "Runtime.callFunctionOn", Code: -32000, Message: msg})
	}
	for _, c := range []struct {
		name string
		err  error
		code Code
		says string
	}{
		{"crash", &cdp.CrashedError{SessionID: "S", TargetID: "T", Reason: "Inspector.targetCrashed"}, StaleRef, "crashed"},
		{"closed tab", &cdp.DetachedError{SessionID: "S", TargetID: "T", Reason: "Target.detachedFromTarget"}, StaleRef, "closed"},
		{"lost connection", fmt.Errorf("x: %w", cdp.ErrClosed), StaleRef, "connection"},
		{"document replaced", fmt.Errorf("%w (Cannot find context with specified id)", live.ErrStale), StaleRef, "replaced"},
		{"world gone", live.ErrNoWorld, StaleRef, "replaced"},
		{"frame removed", live.ErrFrameGone, StaleRef, "frame was removed"},
		{"context destroyed", proto("Execution context was destroyed."), StaleRef, "replaced"},
		{"node gone", proto("No node with given id found"), StaleRef, "replaced"},
		{"deadline", fmt.Errorf("live: projection: %w", context.DeadlineExceeded), Timeout, "out of time"},
		{"deadline waiting for a world", fmt.Errorf("%w: %w", live.ErrNoWorld, context.DeadlineExceeded), Timeout, "out of time"},
		{"not focusable", proto("Element is not focusable"), NotEditable, "cannot take focus"},
		{"anything else", proto("Object reference chain is too long"), NotCommitted, "Object reference chain is too long"},
		{"not a protocol error", errors.New("cdp: something odd"), NotCommitted, "could not carry out"},
	} {
		e := Classify("Fill", `surefill.Label("Email")`, c.err)
		if e.Code != c.code || !e.Changed || e.Next == "" || e.Op != "Fill" || e.Target == "" {
			t.Errorf("%s: %+v, want %s with Changed, a next step, the op and the target", c.name, e, c.code)
		}
		if !strings.Contains(e.Error(), c.says) {
			t.Errorf("%s: %q does not say %q", c.name, e.Error(), c.says)
		}
		for _, p := range []string{"cdp:", "live:", "-32000"} {
			if strings.Contains(e.Error(), p) {
				t.Errorf("%s: %q holds %q", c.name, e.Error(), p)
			}
		}
		if !errors.Is(e, c.err) {
			t.Errorf("%s: the cause is not under Unwrap", c.name)
		}
	}
	typed := &Error{Code: Covered, Op: "Click"}
	if Classify("Fill", "", fmt.Errorf("wrapped: %w", typed)) != typed {
		t.Error("an error already typed was typed again")
	}
}
