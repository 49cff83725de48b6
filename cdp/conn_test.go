package cdp_test

import (
	"context"
	"errors"
	"io"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/gobwas/ws"

	"github.com/surefill/surefill/cdp"
)

func TestCallRoundTrip(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	ctx := t.Context()

	type result struct {
		Value int `json:"value"`
	}
	done := make(chan error, 1)
	var got result
	go func() {
		done <- b.Call(ctx, "Runtime.evaluate", map[string]any{"expression": "1"}, &got)
	}()
	r := pc.mustRead(t)
	if r.Method != "Runtime.evaluate" || r.SessionID != "" || string(r.Params) != `{"expression":"1"}` {
		t.Fatalf("request on the wire = %+v", r)
	}
	if err := pc.reply(r, `{"value":42}`); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if got.Value != 42 {
		t.Fatalf("result = %+v, want 42", got)
	}
}

func TestProtocolError(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	done := make(chan error, 1)
	go func() { done <- b.Call(t.Context(), "DOM.focus", map[string]int{"backendNodeId": 7}, nil) }()
	r := pc.mustRead(t)
	if err := pc.send(`{"id":` + itoa(r.ID) + `,"error":{"code":-32000,"message":"Element is not focusable","data":"more"}}`); err != nil {
		t.Fatal(err)
	}
	err := <-done
	var pe *cdp.ProtocolError
	if !errors.As(err, &pe) {
		t.Fatalf("err = %v (%T), want *ProtocolError", err, err)
	}
	if pe.Method != "DOM.focus" || pe.Code != -32000 || pe.Message != "Element is not focusable" || pe.Data != "more" {
		t.Fatalf("ProtocolError = %+v", pe)
	}
	if errors.Is(err, cdp.ErrDetached) || errors.Is(err, cdp.ErrClosed) {
		t.Fatalf("a plain protocol error must not match the connection sentinels: %v", err)
	}

	// -32001 means the browser dropped the session: it matches ErrDetached.
	go func() { done <- b.Call(t.Context(), "Runtime.evaluate", nil, nil) }()
	r = pc.mustRead(t)
	pc.send(`{"id":` + itoa(r.ID) + `,"error":{"code":-32001,"message":"Session with given id not found."}}`)
	if err := <-done; !errors.Is(err, cdp.ErrDetached) {
		t.Fatalf("err = %v, want one matching ErrDetached", err)
	}
}

func TestCancelReturnsPromptlyAndDropsLateResponse(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() { done <- b.Call(ctx, "Runtime.evaluate", nil, nil) }()
	r := pc.mustRead(t)
	start := time.Now()
	cancel()
	select {
	case err := <-done:
		if err != context.Canceled {
			t.Fatalf("err = %v, want context.Canceled itself", err)
		}
	case <-time.After(time.Second):
		t.Fatal("cancelled call did not return")
	}
	if d := time.Since(start); d > 500*time.Millisecond {
		t.Errorf("cancel took %v", d)
	}
	if n := cdp.PendingCalls(b); n != 0 {
		t.Fatalf("%d calls still pending after cancel", n)
	}
	dropped := b.Dropped()
	pc.reply(r, `{}`) // the late response
	// The next call proves the reader moved past the late response.
	go func() { done <- b.Call(t.Context(), "Runtime.evaluate", nil, nil) }()
	r2 := pc.mustRead(t)
	pc.reply(r2, `{}`)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if b.Dropped() != dropped+1 {
		t.Fatalf("dropped = %d, want %d", b.Dropped(), dropped+1)
	}

	// A deadline that has passed fails before anything is sent.
	ctx, cancel2 := context.WithTimeout(t.Context(), -time.Second)
	defer cancel2()
	if err := b.Call(ctx, "Runtime.evaluate", nil, nil); err != context.DeadlineExceeded {
		t.Fatalf("err = %v, want DeadlineExceeded", err)
	}
}

func TestGarbageNeverPanics(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	junk := []ws.Frame{
		ws.NewBinaryFrame([]byte{0xff, 0x00, 0x13, 0x37}),
		ws.NewTextFrame([]byte("not json at all")),
		ws.NewTextFrame([]byte(`{"id":`)),
		ws.NewTextFrame([]byte(`[1,2,3]`)),
		ws.NewTextFrame([]byte(`"a string"`)),
		ws.NewTextFrame([]byte(`{}`)),
		ws.NewTextFrame([]byte(`{"id":"seven","result":{}}`)),
		ws.NewTextFrame([]byte(`{"id":999999,"result":{}}`)),                       // unknown id
		ws.NewTextFrame([]byte(`{"id":-4,"error":{"code":"x"}}`)),                  // unknown id, bad error
		ws.NewTextFrame([]byte(`{"method":"Page.x","sessionId":"nobody"}`)),        // unknown session
		ws.NewTextFrame([]byte(`{"method":"Target.attachedToTarget","params":1}`)), // malformed lifecycle
		ws.NewTextFrame([]byte(`{"method":"Target.detachedFromTarget","params":{"sessionId":"zz"}}`)),
		ws.NewTextFrame([]byte("{\"method\":\"A.b\",\"params\":{\"s\":\"\xff\xfe\"}}")), // invalid UTF-8
		ws.NewTextFrame(nil),
	}
	for _, f := range junk {
		if err := pc.sendFrame(f); err != nil {
			t.Fatal(err)
		}
	}
	// The connection still works, and the junk was counted.
	done := make(chan error, 1)
	go func() { done <- b.Call(t.Context(), "Runtime.evaluate", nil, nil) }()
	r := pc.mustRead(t)
	pc.reply(r, `{}`)
	if err := <-done; err != nil {
		t.Fatalf("call after garbage: %v", err)
	}
	if b.Dropped() < 10 {
		t.Fatalf("dropped = %d, want the junk counted", b.Dropped())
	}
	if err := b.Err(); err != nil {
		t.Fatalf("connection ended: %v", err)
	}
}

func TestInvalidFrameEndsConnection(t *testing.T) {
	// A frame that breaks the websocket protocol (a masked server frame) cannot
	// be skipped: the stream is no longer trustworthy. Pending calls learn it.
	b, pc := newFakePeer(t).connect(nil)
	done := make(chan error, 1)
	go func() { done <- b.Call(t.Context(), "Runtime.evaluate", nil, nil) }()
	pc.mustRead(t)
	pc.sendFrame(ws.MaskFrame(ws.NewTextFrame([]byte(`{}`))))
	select {
	case err := <-done:
		if !errors.Is(err, cdp.ErrClosed) {
			t.Fatalf("err = %v, want ErrClosed", err)
		}
	case <-time.After(time.Second):
		t.Fatal("pending call not failed")
	}
}

func TestOversizedMessages(t *testing.T) {
	b, pc := newFakePeer(t).connect(&cdp.ConnectOptions{MaxMessageSize: 1024})
	big := `"` + strings.Repeat("x", 4096) + `"`

	// An oversized response fails its own call, and only that one.
	done := make(chan error, 2)
	go func() { done <- b.Call(t.Context(), "DOM.getDocument", nil, nil) }()
	r := pc.mustRead(t)
	pc.reply(r, `{"big":`+big+`}`)
	if err := <-done; !errors.Is(err, cdp.ErrMessageTooLarge) {
		t.Fatalf("err = %v, want ErrMessageTooLarge", err)
	}

	// An oversized event, sent in fragments, is dropped; the stream stays in
	// step and the next response arrives.
	msg := []byte(`{"method":"Page.big","params":{"big":` + big + `}}`)
	pc.sendFrame(ws.NewFrame(ws.OpText, false, msg[:1000]))
	pc.sendFrame(ws.NewPingFrame([]byte("mid"))) // a control frame between fragments
	pc.sendFrame(ws.NewFrame(ws.OpContinuation, false, msg[1000:3000]))
	pc.sendFrame(ws.NewFrame(ws.OpContinuation, true, msg[3000:]))

	go func() { done <- b.Call(t.Context(), "Runtime.evaluate", nil, nil) }()
	r = pc.mustRead(t)
	pc.reply(r, `{}`)
	if err := <-done; err != nil {
		t.Fatalf("call after oversized event: %v", err)
	}
	if b.Dropped() != 2 {
		t.Fatalf("dropped = %d, want 2", b.Dropped())
	}
}

func TestPingGetsPong(t *testing.T) {
	_, pc := newFakePeer(t).connect(nil)
	pc.sendFrame(ws.NewPingFrame([]byte("hi")))
	pc.nc.SetReadDeadline(time.Now().Add(2 * time.Second))
	h, err := ws.ReadHeader(pc.nc)
	if err != nil {
		t.Fatal(err)
	}
	if h.Length > ws.MaxControlFramePayloadSize {
		t.Fatalf("control frame of %d bytes", h.Length)
	}
	payload := make([]byte, h.Length)
	if _, err := io.ReadFull(pc.nc, payload); err != nil {
		t.Fatal(err)
	}
	if h.Masked {
		ws.Cipher(payload, h.Mask, 0)
	}
	if h.OpCode != ws.OpPong || string(payload) != "hi" {
		t.Fatalf("got %v %q, want pong \"hi\"", h.OpCode, payload)
	}
}

func TestPeerClosesWebsocket(t *testing.T) {
	for _, how := range []string{"close frame", "tcp close"} {
		t.Run(how, func(t *testing.T) {
			b, pc := newFakePeer(t).connect(nil)
			const n = 5
			done := make(chan error, n)
			for range n {
				go func() { done <- b.Call(t.Context(), "Runtime.evaluate", nil, nil) }()
			}
			for range n {
				pc.mustRead(t)
			}
			start := time.Now()
			if how == "close frame" {
				pc.sendFrame(ws.NewCloseFrame(ws.NewCloseFrameBody(ws.StatusGoingAway, "bye")))
			} else {
				pc.nc.Close()
			}
			for range n {
				select {
				case err := <-done:
					if !errors.Is(err, cdp.ErrBrowserExited) || !errors.Is(err, cdp.ErrClosed) {
						t.Fatalf("err = %v, want ErrBrowserExited and ErrClosed", err)
					}
				case <-time.After(time.Second):
					t.Fatal("pending call not failed within 1 s")
				}
			}
			t.Logf("%s: all pending calls failed after %v", how, time.Since(start))
			<-b.Done()
			if err := b.Call(t.Context(), "Runtime.evaluate", nil, nil); !errors.Is(err, cdp.ErrBrowserExited) {
				t.Fatalf("later call: %v, want ErrBrowserExited", err)
			}
		})
	}
}

func TestCloseFailsPendingWithErrClosed(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	done := make(chan error, 1)
	go func() { done <- b.Call(t.Context(), "Runtime.evaluate", nil, nil) }()
	pc.mustRead(t)
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	err := <-done
	if !errors.Is(err, cdp.ErrClosed) || errors.Is(err, cdp.ErrBrowserExited) {
		t.Fatalf("err = %v, want ErrClosed and not ErrBrowserExited", err)
	}
	if err := b.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
}

func TestResolveEndpoint(t *testing.T) {
	p := newFakePeer(t)
	srv := newVersionServer(t, p.url())
	for _, ep := range []string{srv, strings.TrimPrefix(srv, "http://"), srv + "/json/version"} {
		got, err := cdp.ResolveEndpoint(t.Context(), ep)
		if err != nil || got != p.url() {
			t.Fatalf("ResolveEndpoint(%q) = %q, %v; want %q", ep, got, err, p.url())
		}
	}
	if got, _ := cdp.ResolveEndpoint(t.Context(), p.url()); got != p.url() {
		t.Fatalf("a ws:// URL must pass through, got %q", got)
	}
	if _, err := cdp.ResolveEndpoint(t.Context(), "ftp://x"); err == nil {
		t.Fatal("ftp:// accepted")
	}
}

func TestCancelWhileWriteBlocked(t *testing.T) {
	// The peer reads nothing, so a big request fills the socket buffers and
	// its write blocks. Both the blocked writer and a call queued behind it
	// must still return promptly when their ctx ends.
	b, pc := newFakePeer(t).connect(nil)
	// A small receive buffer, so a few MB are enough to block the writer.
	pc.nc.(*net.TCPConn).SetReadBuffer(4096)
	big := map[string]string{"blob": strings.Repeat("x", 12<<20)}
	ctxA, cancelA := context.WithCancel(t.Context())
	defer cancelA()
	doneA := make(chan error, 1)
	go func() { doneA <- b.Call(ctxA, "Test.big", big, nil) }()
	// A is registered once encoded (slow under -race); then it writes.
	for cdp.PendingCalls(b) == 0 {
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond)

	ctxB, cancelB := context.WithTimeout(t.Context(), 100*time.Millisecond)
	defer cancelB()
	start := time.Now()
	if err := b.Call(ctxB, "Test.small", nil, nil); err != context.DeadlineExceeded {
		t.Fatalf("queued call: %v, want DeadlineExceeded", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Fatalf("queued call returned after %v", d)
	}

	start = time.Now()
	cancelA()
	select {
	case err := <-doneA:
		if err != context.Canceled {
			t.Fatalf("blocked writer: %v, want Canceled", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatalf("blocked writer did not return on cancel; %d calls pending", cdp.PendingCalls(b))
	}
	// Quiet, this takes well under a millisecond; the bound leaves room for
	// a loaded CI machine running -race.
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("blocked writer returned %v after cancel", d)
	}
	// Half a frame went out, so the stream is broken: the connection says so.
	if err := b.Call(t.Context(), "Test.after", nil, nil); !errors.Is(err, cdp.ErrClosed) {
		t.Fatalf("later call: %v, want ErrClosed", err)
	}
}
