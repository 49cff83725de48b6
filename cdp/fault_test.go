//go:build unix

package cdp_test

import (
	"context"
	"errors"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/cdp/cdptest"
)

// TestBrowserKilledMidCall kills the browser with SIGKILL while calls wait
// on a page and on the root session: every one of them, and every later
// call, must fail with ErrBrowserExited within 1 s.
func TestBrowserKilledMidCall(t *testing.T) {
	path := cdptest.Chrome(t)
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	b, err := cdp.Launch(ctx, &cdp.LaunchOptions{Path: path})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	s, err := b.NewPage(ctx, "")
	if err != nil {
		t.Fatal(err)
	}

	const n = 20
	type result struct {
		err error
		at  time.Time
	}
	results := make(chan result, n+1)
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			// A promise that never settles keeps the call pending until the
			// browser dies.
			err := s.Call(ctx, "Runtime.evaluate", map[string]any{"expression": "new Promise(() => {})", "awaitPromise": true}, nil)
			results <- result{err, time.Now()}
		})
	}
	deadline := time.Now().Add(5 * time.Second)
	for cdp.PendingCalls(b) < n {
		if time.Now().After(deadline) {
			t.Fatalf("only %d calls pending", cdp.PendingCalls(b))
		}
		time.Sleep(5 * time.Millisecond)
	}

	killed := time.Now()
	if err := syscall.Kill(b.Pid(), syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-b.Done()
	noticed := time.Now()
	wg.Wait()
	close(results)
	var last time.Time
	for r := range results {
		if !errors.Is(r.err, cdp.ErrBrowserExited) || !errors.Is(r.err, cdp.ErrClosed) {
			t.Errorf("pending call: %v, want ErrBrowserExited", r.err)
		}
		if r.at.After(last) {
			last = r.at
		}
	}
	took := last.Sub(killed)
	t.Logf("SIGKILL to last pending call returning: %v (socket closed by the kernel after %v)", took, noticed.Sub(killed))
	if took > time.Second {
		t.Errorf("pending calls took %v to fail, want under 1 s", took)
	}

	start := time.Now()
	for _, call := range []func() error{
		func() error { return s.Call(ctx, "Runtime.evaluate", map[string]string{"expression": "1"}, nil) },
		func() error { return b.Call(ctx, "Browser.getVersion", nil, nil) },
		func() error { _, err := b.NewPage(ctx, ""); return err },
	} {
		if err := call(); !errors.Is(err, cdp.ErrBrowserExited) {
			t.Errorf("later call: %v, want ErrBrowserExited", err)
		}
	}
	if d := time.Since(start); d > 500*time.Millisecond {
		t.Errorf("later calls took %v", d)
	}
	if !errors.Is(s.Err(), cdp.ErrBrowserExited) || !errors.Is(b.Err(), cdp.ErrBrowserExited) {
		t.Errorf("session Err = %v, browser Err = %v", s.Err(), b.Err())
	}
	// Close after a crash still reaps the process and removes the profile.
	pid, dir := b.Pid(), b.UserDataDir()
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	checkNothingLeft(t, pid, dir)
}

func TestContextCancelLive(t *testing.T) {
	b, s := newPage(t)
	ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	err := s.Call(ctx, "Runtime.evaluate", map[string]any{"expression": "new Promise(r => setTimeout(r, 2000))", "awaitPromise": true}, nil)
	if err != context.DeadlineExceeded {
		t.Fatalf("err = %v, want DeadlineExceeded", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("returned after %v", d)
	}
	if n := cdp.PendingCalls(b); n != 0 {
		t.Errorf("%d pending after cancel", n)
	}
	// The session is still fine.
	if v, err := evalString(t.Context(), s, `"ok"`); err != nil || v != "ok" {
		t.Fatalf("after cancel: %q, %v", v, err)
	}
}
