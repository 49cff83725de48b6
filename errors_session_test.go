package surefill

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/surefill/surefill/cdp"
)

func TestFromSession(t *testing.T) {
	crash := &cdp.CrashedError{SessionID: "S", TargetID: "T", Reason: "Inspector.targetCrashed"}
	detached := &cdp.DetachedError{SessionID: "S", TargetID: "T", Reason: "Target.detachedFromTarget"}
	for name, c := range map[string]struct {
		err    error
		detail string
	}{
		"crash":    {fmt.Errorf("cdp: Runtime.evaluate: %w", crash), "crashed"},
		"detached": {detached, "closed"},
		"closed":   {fmt.Errorf("x: %w", cdp.ErrClosed), "connection"},
	} {
		fe, ok := fromSession("Fill", `surefill.Label("Email")`, c.err)
		if !ok {
			t.Fatalf("%s: not mapped", name)
		}
		var got *FieldError
		if !errors.As(error(fe), &got) || !errors.Is(fe, StaleRef) || CodeOf(fe) != StaleRef || !fe.Changed {
			t.Errorf("%s: %+v", name, fe)
		}
		if !errors.Is(fe, c.err) {
			t.Errorf("%s: the cause is not kept under Unwrap", name)
		}
		if fe.Detail == "" || fe.Next == "" || !strings.Contains(fe.Error(), c.detail) {
			t.Errorf("%s: %q lacks %q or a next step", name, fe.Error(), c.detail)
		}
	}
	if !errors.Is(mustFromSession(t, crash), cdp.ErrTargetCrashed) {
		t.Error("a crash's FieldError does not match cdp.ErrTargetCrashed")
	}
	if _, ok := fromSession("Fill", "", errors.New("other")); ok {
		t.Error("an unrelated error was mapped")
	}
}

func mustFromSession(t *testing.T, err error) *FieldError {
	t.Helper()
	fe, ok := fromSession("Fill", "", err)
	if !ok {
		t.Fatal("not mapped")
	}
	return fe
}
