package cdp_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/surefill/surefill/cdp"
)

// A renderer crash ends the session: Chromium never answers the calls that
// were waiting there, so without this they ran to their deadlines.
func TestTargetCrashedEndsSessionFake(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	s := attachFake(t, b, pc, "S1", "T1")
	crashed, cancel := s.Subscribe("Inspector.targetCrashed")
	defer cancel()
	// A child attached through the page ends with it.
	pc.send(`{"method":"Target.attachedToTarget","sessionId":"S1","params":{"sessionId":"C1","targetInfo":{"targetId":"F9","type":"iframe","title":"","url":"","attached":true,"canAccessOpener":false,"parentId":"T1"},"waitingForDebugger":false}}`)
	var child *cdp.Session
	for deadline := time.Now().Add(time.Second); child == nil; {
		if child = b.Session("C1"); child == nil && time.Now().After(deadline) {
			t.Fatal("child session not registered")
		}
	}

	done := make(chan error, 1)
	go func() { done <- s.Call(t.Context(), "Runtime.evaluate", nil, nil) }()
	pc.mustRead(t) // the call is on the wire and waiting
	start := time.Now()
	pc.send(`{"method":"Inspector.targetCrashed","params":{},"sessionId":"S1"}`)
	select {
	case err := <-done:
		var ce *cdp.CrashedError
		if !errors.As(err, &ce) || ce.SessionID != "S1" || ce.TargetID != "T1" {
			t.Fatalf("pending call: %v, want *CrashedError for S1/T1", err)
		}
		if !errors.Is(err, cdp.ErrTargetCrashed) || !errors.Is(err, cdp.ErrDetached) || errors.Is(err, cdp.ErrClosed) {
			t.Fatalf("pending call: %v matches the wrong sentinels", err)
		}
		t.Logf("pending call failed %v after the crash: %v", time.Since(start), err)
	case <-time.After(time.Second):
		t.Fatal("pending call still waiting 1 s after the crash")
	}
	if _, ok := <-crashed; !ok {
		t.Fatal("the crash event was not delivered to its subscriber")
	}
	if _, ok := <-crashed; ok {
		t.Fatal("subscription still open after the crash")
	}
	if err := s.Call(t.Context(), "DOM.getDocument", nil, nil); !errors.Is(err, cdp.ErrTargetCrashed) {
		t.Fatalf("later call: %v, want ErrTargetCrashed", err)
	}
	<-child.Done()
	if err := child.Call(t.Context(), "Runtime.evaluate", nil, nil); !errors.Is(err, cdp.ErrTargetCrashed) {
		t.Fatalf("call on the crashed page's child: %v, want ErrTargetCrashed", err)
	}
	// The connection lives on.
	go func() { done <- b.Call(t.Context(), "Browser.getVersion", nil, nil) }()
	pc.reply(pc.mustRead(t), `{}`)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// Target.targetCrashed (sent on the root session when target discovery is
// on) ends the target's sessions the same way.
func TestRootTargetCrashedFake(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	s := attachFake(t, b, pc, "S1", "T1")
	pc.send(`{"method":"Target.targetCrashed","params":{"targetId":"T1","status":"crashed","errorCode":139}}`)
	select {
	case <-s.Done():
	case <-time.After(time.Second):
		t.Fatal("session still alive 1 s after Target.targetCrashed")
	}
	if err := s.Err(); !errors.Is(err, cdp.ErrTargetCrashed) {
		t.Fatalf("Err = %v, want ErrTargetCrashed", err)
	}
}

// TestRendererCrashFailsWaitingCall crashes a real renderer while a call
// waits on it: the call, and every later one, must fail within 1 s with
// ErrTargetCrashed, and the browser must live on.
func TestRendererCrashFailsWaitingCall(t *testing.T) {
	b, s := newPage(t)
	ctx, cancel := context.WithTimeout(t.Context(), 20*time.Second)
	defer cancel()
	waiting := make(chan error, 1)
	go func() {
		waiting <- s.Call(ctx, "Runtime.evaluate", map[string]any{
			"expression":   "window.__waiting = true; new Promise(() => {})",
			"awaitPromise": true,
		}, nil)
	}()
	// The condition, not a pause: the page says the call is running.
	for {
		var r struct {
			Result struct {
				Value bool `json:"value"`
			} `json:"result"`
		}
		if err := s.Call(ctx, "Runtime.evaluate", map[string]any{"expression": "window.__waiting === true", "returnByValue": true}, &r); err != nil {
			t.Fatal(err)
		}
		if r.Result.Value {
			break
		}
	}
	start := time.Now()
	crashing := make(chan error, 1)
	go func() { crashing <- s.Call(ctx, "Page.crash", nil, nil) }()
	for name, ch := range map[string]chan error{"waiting Runtime.evaluate": waiting, "Page.crash": crashing} {
		select {
		case err := <-ch:
			if !errors.Is(err, cdp.ErrTargetCrashed) {
				t.Fatalf("%s: %v, want ErrTargetCrashed", name, err)
			}
			t.Logf("%s failed %v after the crash was asked for: %v", name, time.Since(start), err)
		case <-time.After(time.Second - time.Since(start)):
			t.Fatalf("%s still waiting 1 s after the crash", name)
		}
	}
	later := time.Now()
	if err := s.Call(ctx, "DOM.getDocument", nil, nil); !errors.Is(err, cdp.ErrTargetCrashed) || time.Since(later) > 100*time.Millisecond {
		t.Fatalf("later call: %v after %v, want ErrTargetCrashed at once", err, time.Since(later))
	}
	// Evidence from the browser itself: it still answers, and still lists the
	// crashed page as a target (a crash is not a close).
	pages, err := b.Pages(ctx)
	if err != nil {
		t.Fatalf("browser after a renderer crash: %v", err)
	}
	found := false
	for _, p := range pages {
		found = found || p.TargetID == s.TargetID()
	}
	if !found {
		t.Fatalf("crashed page %s not among the browser's pages", s.TargetID())
	}
}
