package cdp_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"
	"time"

	cdproto "github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/target"

	"github.com/surefill/surefill/cdp"
)

func newVersionServer(t *testing.T, wsURL string) string {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/json/version" {
			http.NotFound(w, r)
			return
		}
		fmt.Fprintf(w, `{"Browser":"Fake/1.0","webSocketDebuggerUrl":%q}`, wsURL)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// attachFake attaches a session the way Chromium does it: the
// attachedToTarget event first, then the response.
func attachFake(t *testing.T, b *cdp.Browser, pc *peerConn, sid, tid string) *cdp.Session {
	t.Helper()
	type res struct {
		s   *cdp.Session
		err error
	}
	done := make(chan res, 1)
	go func() {
		s, err := b.AttachToTarget(t.Context(), target.ID(tid))
		done <- res{s, err}
	}()
	r := pc.mustRead(t)
	if r.Method != "Target.attachToTarget" {
		t.Fatalf("method = %s", r.Method)
	}
	pc.send(`{"method":"Target.attachedToTarget","params":{"sessionId":"` + sid + `","targetInfo":{"targetId":"` + tid + `","type":"page","title":"","url":"about:blank","attached":true,"canAccessOpener":false},"waitingForDebugger":false}}`)
	pc.reply(r, `{"sessionId":"`+sid+`"}`)
	got := <-done
	if got.err != nil {
		t.Fatal(got.err)
	}
	if got.s.ID() != target.SessionID(sid) || got.s.TargetID() != target.ID(tid) || got.s.Type() != "page" {
		t.Fatalf("session = %s %s %s", got.s.ID(), got.s.TargetID(), got.s.Type())
	}
	return got.s
}

func TestSlowSubscriberNeverBlocksResponses(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	s := attachFake(t, b, pc, "S1", "T1")

	// A subscriber that reads nothing yet.
	ch, cancel := s.Subscribe("Test.tick")
	defer cancel()
	all, cancelAll := s.Events("Test.tick", "Test.tock")
	defer cancelAll()

	const n = 2000
	for i := range n {
		m := "Test.tick"
		if i%2 == 1 {
			m = "Test.tock"
		}
		pc.send(`{"method":"` + m + `","params":{"i":` + strconv.Itoa(i) + `},"sessionId":"S1"}`)
	}
	// A response after all those events still arrives at once.
	done := make(chan error, 1)
	go func() { done <- s.Call(t.Context(), "Runtime.evaluate", nil, nil) }()
	r := pc.mustRead(t)
	if r.SessionID != "S1" {
		t.Fatalf("call went to session %q", r.SessionID)
	}
	pc.reply(r, `{}`)
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(15 * time.Second):
		// Had the reader waited for the subscriber, which has read nothing,
		// the response would never come; the bound only turns a hang into a
		// failure (the reader still decodes every event before it, which is
		// slow under -race on a loaded machine).
		t.Fatal("a response waited for a slow subscriber")
	}

	// Now read: every event, in order, none lost.
	for i := 0; i < n; i += 2 {
		var ev struct {
			I int `json:"i"`
		}
		raw := <-ch
		if err := json2(raw, &ev); err != nil || ev.I != i {
			t.Fatalf("tick %d: got %s (%v)", i, raw, err)
		}
	}
	for i := range n {
		ev := <-all
		var p struct {
			I int `json:"i"`
		}
		json2(ev.Params, &p)
		if p.I != i || ev.SessionID != "S1" {
			t.Fatalf("event %d: got %s %s", i, ev.Method, ev.Params)
		}
	}
}

func TestCdprotoTypedAPI(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	s := attachFake(t, b, pc, "S1", "T1")

	// Generated commands run on a Session through cdproto's generic Call.
	done := make(chan error, 1)
	var res *page.NavigateResult
	go func() {
		r, err := cdproto.Call(t.Context(), s, page.Navigate, page.NavigateParams{URL: "http://127.0.0.1:1/"})
		res = &r
		done <- err
	}()
	r := pc.mustRead(t)
	if r.Method != "Page.navigate" || string(r.Params) != `{"url":"http://127.0.0.1:1/"}` {
		t.Fatalf("request = %+v", r)
	}
	pc.reply(r, `{"frameId":"F1","loaderId":"L1"}`)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if res.FrameID != "F1" {
		t.Fatalf("result = %+v", res)
	}

	// And generated events through cdproto's Events iterator.
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Second)
	defer cancel()
	it := cdproto.Events(ctx, s, page.LoadEventFired)
	pc.send(`{"method":"Page.loadEventFired","params":{"timestamp":12.5},"sessionId":"S1"}`)
	for ev, err := range it {
		if err != nil {
			t.Fatal(err)
		}
		if ev.Timestamp != 12.5 {
			t.Fatalf("event = %+v", ev)
		}
		break
	}
}

func TestSessionDetachedMidCall(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	s := attachFake(t, b, pc, "S1", "T1")
	events, cancel := s.Subscribe("Page.frameNavigated")
	defer cancel()

	done := make(chan error, 1)
	go func() { done <- s.Call(t.Context(), "Runtime.evaluate", nil, nil) }()
	pc.mustRead(t)
	pc.send(`{"method":"Page.frameNavigated","params":{},"sessionId":"S1"}`)
	pc.send(`{"method":"Target.detachedFromTarget","params":{"sessionId":"S1","targetId":"T1"}}`)

	select {
	case err := <-done:
		var de *cdp.DetachedError
		if !errors.As(err, &de) || !errors.Is(err, cdp.ErrDetached) || de.SessionID != "S1" {
			t.Fatalf("err = %v, want *DetachedError for S1", err)
		}
		if errors.Is(err, cdp.ErrClosed) {
			t.Fatalf("a detach must not look like a dead browser: %v", err)
		}
	case <-time.After(time.Second):
		t.Fatal("pending call not failed on detach")
	}
	<-s.Done()
	if err := s.Call(t.Context(), "Runtime.evaluate", nil, nil); !errors.Is(err, cdp.ErrDetached) {
		t.Fatalf("later call: %v", err)
	}
	// The event queued before the detach is still delivered, then the
	// channel closes.
	if _, ok := <-events; !ok {
		t.Fatal("queued event lost on detach")
	}
	if _, ok := <-events; ok {
		t.Fatal("channel still open after detach")
	}
	// Subscribing to an ended session gives a closed channel.
	ch, c2 := s.Subscribe("X.y")
	defer c2()
	if _, ok := <-ch; ok {
		t.Fatal("subscription on an ended session delivered something")
	}
	if b.Session("S1") != nil {
		t.Fatal("ended session still listed")
	}
	// The root session is unaffected.
	go func() { done <- b.Call(t.Context(), "Browser.getVersion", nil, nil) }()
	pc.reply(pc.mustRead(t), `{}`)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

func TestAutoAttachChildOnFakePeer(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	s := attachFake(t, b, pc, "S1", "T1")

	hooked := make(chan *cdp.Session, 1)
	done := make(chan error, 1)
	go func() {
		done <- s.AutoAttach(t.Context(), func(ctx context.Context, child *cdp.Session) error {
			hooked <- child
			return child.Call(ctx, "Page.enable", nil, nil)
		})
	}()
	r := pc.mustRead(t)
	if r.Method != "Target.setAutoAttach" || r.SessionID != "S1" ||
		string(r.Params) != `{"autoAttach":true,"waitForDebuggerOnStart":true,"flatten":true}` {
		t.Fatalf("request = %+v %s", r, r.Params)
	}
	pc.reply(r, `{}`)
	if err := <-done; err != nil {
		t.Fatal(err)
	}

	// The child arrives on the page session, paused.
	pc.send(`{"method":"Target.attachedToTarget","sessionId":"S1","params":{"sessionId":"C1","targetInfo":{"targetId":"F9","type":"iframe","title":"","url":"","attached":true,"canAccessOpener":false,"parentId":"T1"},"waitingForDebugger":true}}`)
	child := <-hooked
	if child.ID() != "C1" || child.Parent() != s || child.Type() != "iframe" {
		t.Fatalf("child = %s parent %v type %s", child.ID(), child.Parent(), child.Type())
	}
	// Order on the wire: the hook's call, then auto-attach on the child
	// (nested iframes), then the resume.
	for _, want := range []string{"Page.enable", "Target.setAutoAttach", "Runtime.runIfWaitingForDebugger"} {
		r := pc.mustRead(t)
		if r.Method != want || r.SessionID != "C1" {
			t.Fatalf("got %s on %q, want %s on C1", r.Method, r.SessionID, want)
		}
		pc.reply(r, `{}`)
	}
	if kids := s.Children(); len(kids) != 1 || kids[0] != child {
		t.Fatalf("children = %v", kids)
	}
	// The page session detaching ends the child too.
	pc.send(`{"method":"Target.detachedFromTarget","params":{"sessionId":"S1"}}`)
	for _, x := range []*cdp.Session{s, child} {
		select {
		case <-x.Done():
		case <-time.After(time.Second):
			t.Fatalf("session %s did not end", x.ID())
		}
		if !errors.Is(x.Err(), cdp.ErrDetached) {
			t.Fatalf("session %s: %v", x.ID(), x.Err())
		}
	}
}

// TestConcurrentCallsFake runs 100 goroutines × 100 calls on one session;
// the peer answers each from its own goroutine after a random pause, so
// responses come back out of order, and every result must match its call.
func TestConcurrentCallsFake(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	s := attachFake(t, b, pc, "S1", "T1")

	pc.nc.SetReadDeadline(time.Time{}) // attachFake set one; this peer reads until the client closes
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	var peerWG sync.WaitGroup
	peerDone := make(chan struct{})
	go func() {
		defer close(peerDone)
		for {
			r, err := pc.read()
			if err != nil {
				return
			}
			peerWG.Add(1)
			go func() {
				defer peerWG.Done()
				if rand.IntN(4) == 0 {
					time.Sleep(time.Duration(rand.IntN(200)) * time.Microsecond)
				}
				pc.reply(r, `{"echo":`+string(r.Params)+`}`)
			}()
		}
	}()

	const G, N = 100, 100
	var wg sync.WaitGroup
	errs := make(chan error, G)
	for g := range G {
		wg.Go(func() {
			for i := range N {
				want := fmt.Sprintf("g%d-i%d", g, i)
				var res struct {
					Echo struct {
						Tag string `json:"tag"`
					} `json:"echo"`
				}
				if err := s.Call(ctx, "Test.echo", map[string]string{"tag": want}, &res); err != nil {
					errs <- err
					return
				}
				if res.Echo.Tag != want {
					errs <- fmt.Errorf("call %s got the result of %s", want, res.Echo.Tag)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if n := cdp.PendingCalls(b); n != 0 {
		t.Errorf("%d calls left pending", n)
	}
	b.Close()
	<-peerDone
	peerWG.Wait()
}

func json2(raw jsonv2.Value, v any) error { return jsonv2.Unmarshal(raw, v) }

func TestCloseStopsAbandonedSubscriptions(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	s := attachFake(t, b, pc, "S1", "T1")
	ch, _ := s.Subscribe("Test.tick") // never cancelled, never read
	for i := range 10 {
		pc.send(`{"method":"Test.tick","params":{"i":` + strconv.Itoa(i) + `},"sessionId":"S1"}`)
	}
	// Make sure the events are queued before closing.
	done := make(chan error, 1)
	go func() { done <- b.Call(t.Context(), "Runtime.evaluate", nil, nil) }()
	pc.reply(pc.mustRead(t), `{}`)
	<-done
	b.Close()
	// The channel closes (queued events may or may not come first), and the
	// delivery goroutine is gone, which goleak in TestMain also checks.
	timeout := time.After(2 * time.Second)
	for {
		select {
		case _, ok := <-ch:
			if !ok {
				return
			}
		case <-timeout:
			t.Fatal("subscription still open after Close")
		}
	}
}

// Regression: cancelling subscriptions while their session ends raced on the
// subscriber list.
func TestCancelWhileSessionEnds(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	s := attachFake(t, b, pc, "S1", "T1")
	var cancels []func()
	var chans []<-chan jsonv2.Value
	for range 50 {
		ch, cancel := s.Subscribe("Test.tick")
		cancels = append(cancels, cancel)
		chans = append(chans, ch)
	}
	var wg sync.WaitGroup
	for _, cancel := range cancels {
		wg.Go(cancel)
	}
	pc.send(`{"method":"Target.detachedFromTarget","params":{"sessionId":"S1"}}`)
	wg.Wait()
	select {
	case <-s.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the session did not end on its detach")
	}
	if err := s.Err(); !errors.Is(err, cdp.ErrDetached) {
		t.Fatalf("session Err = %v, want ErrDetached", err)
	}
	// Each cancelled subscription's channel is closed, with nothing in it.
	for i, ch := range chans {
		select {
		case _, ok := <-ch:
			if ok {
				t.Fatalf("subscription %d delivered an event nobody sent", i)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("subscription %d still open after its cancel and the session's end", i)
		}
	}
	// Every subscription is gone: the ones cancelled and, with the session
	// ended, any made now, which close at once.
	ch, cancel := s.Subscribe("Test.tick")
	defer cancel()
	select {
	case _, ok := <-ch:
		if ok {
			t.Fatal("a subscription on the ended session delivered an event")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a subscription on the ended session stayed open")
	}
	// The connection itself is intact, and nothing is left waiting on it.
	done := make(chan error, 1)
	go func() { done <- b.Call(t.Context(), "Browser.getVersion", nil, nil) }()
	pc.reply(pc.mustRead(t), `{}`)
	if err := <-done; err != nil {
		t.Fatalf("root call after the cancels: %v", err)
	}
	if n := cdp.PendingCalls(b); n != 0 {
		t.Fatalf("%d calls left pending", n)
	}
}

// TestSendDoesNotWait: a call sent with Send is on the wire before its
// answer, so the next call follows it at once (the peer reads both before
// it answers either), and each answer reaches its own waiter.
func TestSendDoesNotWait(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	s := attachFake(t, b, pc, "S1", "T1")
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()

	first, err := s.Send(ctx, "Test.first", map[string]int{"n": 1})
	if err != nil {
		t.Fatal(err)
	}
	second := make(chan error, 1)
	var res struct {
		N int `json:"n"`
	}
	go func() { second <- s.Call(ctx, "Test.second", nil, &res) }()
	r1, r2 := pc.mustRead(t), pc.mustRead(t)
	if r1.Method != "Test.first" || r2.Method != "Test.second" {
		t.Fatalf("the peer read %s then %s", r1.Method, r2.Method)
	}
	pc.reply(r2, `{"n":2}`)
	if err := <-second; err != nil || res.N != 2 {
		t.Fatalf("second: %v, n = %d", err, res.N)
	}
	pc.reply(r1, `{"n":1}`)
	var got struct {
		N int `json:"n"`
	}
	if err := first.Wait(ctx, &got); err != nil || got.N != 1 {
		t.Fatalf("first: %v, n = %d", err, got.N)
	}
	if n := cdp.PendingCalls(b); n != 0 {
		t.Errorf("%d calls left pending", n)
	}
}

// TestAnswerReadyWithin: ReadyWithin reports a response not yet come as
// not ready once its wait ends, without ending the call; a response that
// came is ready, and Wait still gets it (kept, not lost).
func TestAnswerReadyWithin(t *testing.T) {
	b, pc := newFakePeer(t).connect(nil)
	s := attachFake(t, b, pc, "S1", "T1")
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()

	a, err := s.Send(ctx, "Test.slow", nil)
	if err != nil {
		t.Fatal(err)
	}
	req := pc.mustRead(t)
	if a.ReadyWithin(0) || a.ReadyWithin(20*time.Millisecond) {
		t.Fatal("ready before any response")
	}
	if n := cdp.PendingCalls(b); n != 1 {
		t.Fatalf("%d calls pending after the waits, want the call still open", n)
	}
	pc.reply(req, `{"n":3}`)
	if !a.ReadyWithin(5 * time.Second) {
		t.Fatal("the response came, yet not ready")
	}
	if !a.ReadyWithin(0) {
		t.Fatal("a response taken is no longer ready")
	}
	var got struct {
		N int `json:"n"`
	}
	if err := a.Wait(ctx, &got); err != nil || got.N != 3 {
		t.Fatalf("Wait after ReadyWithin: %v, n = %d", err, got.N)
	}
	if n := cdp.PendingCalls(b); n != 0 {
		t.Errorf("%d calls left pending", n)
	}
}
