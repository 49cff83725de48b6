package surefill

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/internal/act"
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
		fe := classified("Fill", `surefill.Label("Email")`, c.err)
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
	if fe := classified("Fill", "", errors.New("other")); fe.Code == StaleRef {
		t.Error("an unrelated error was taken for a session that ended")
	}
}

// classified is what a call's action line makes of a cause no step typed.
func classified(op, target string, err error) *FieldError {
	return fieldError(act.Classify(op, target, err)).(*FieldError)
}

func mustFromSession(t *testing.T, err error) *FieldError {
	t.Helper()
	fe := classified("Fill", "", err)
	if fe.Code != StaleRef {
		t.Fatalf("not a session that ended: %v", fe)
	}
	return fe
}
