package typed

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/internal/livetest"
)

func init() {
	livetest.Pages["/crash"] = `<!doctype html><title>crash</title><label>Email <input name=email></label>`
}

// crashTab crashes the renderer of the tab whose URL holds marker, through a
// connection of its own (the test's, not surefill's), as a page that runs
// out of memory would.
func crashTab(t *testing.T, b *surefill.Browser, marker string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s := livetest.Elsewhere(t, ctx, b.Endpoint(), marker)
	// Page.crash never answers: its renderer is gone.
	if err := s.Call(ctx, "Page.crash", nil, nil); !errors.Is(err, cdp.ErrTargetCrashed) {
		t.Fatalf("Page.crash: %v", err)
	}
}

// TestRendererCrashFailsTabCalls: a Fill waiting for a field that is not
// there yet, on a tab whose renderer then crashes, fails within 1 s of the
// crash (it used to run its whole timeout, then say not_found), and so does
// every later call; the error matches cdp.ErrTargetCrashed.
func TestRendererCrashFailsTabCalls(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	tab, ctx := livetest.OpenPage(t, b, "/crash?renderer")
	waiting := make(chan error, 1)
	go func() {
		_, err := tab.Fill(ctx, surefill.Label("Phone"), "1", &surefill.FillOptions{Timeout: 20 * time.Second})
		waiting <- err
	}()
	// The crash follows at once: the page has only Email, so the Fill is in
	// its first look or already waiting for Phone, and either way has 20 s
	// left that it must not spend.
	crashTab(t, b, "/crash?renderer")
	// Timed from the crash as the test's own connection learned it:
	// crashTab's connecting to the browser is not the SDK's time.
	crashed := time.Now()
	select {
	case err := <-waiting:
		if !errors.Is(err, cdp.ErrTargetCrashed) || !errors.Is(err, surefill.StaleRef) {
			t.Errorf("waiting Fill: %v, want a stale_ref FieldError matching cdp.ErrTargetCrashed", err)
		}
		t.Logf("waiting Fill failed %v after the crash: %v", time.Since(crashed), err)
		if d := time.Since(crashed); d > time.Second {
			t.Errorf("waiting Fill took %v after the crash, want under 1 s", d)
		}
	case <-time.After(time.Second):
		t.Fatal("waiting Fill still running 1 s after the crash")
	}
	later := time.Now()
	_, err := tab.Fill(ctx, surefill.Label("Email"), "a@b.c", nil)
	if !errors.Is(err, cdp.ErrTargetCrashed) || !errors.Is(err, surefill.StaleRef) || time.Since(later) > time.Second {
		t.Fatalf("later Fill: %v after %v, want a stale_ref FieldError matching cdp.ErrTargetCrashed within 1 s", err, time.Since(later))
	}
	t.Logf("later Fill failed after %v: %v; FieldError: %v", time.Since(later), err, surefill.CodeOf(err) != "")
}
