package cdp_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"

	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"

	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/cdp/cdptest"
)

type targetInfo = target.Info

// serveOn starts an HTTP server on ip (a loopback address) and returns its
// base URL.
func serveOn(t *testing.T, ip string, h http.Handler) string {
	t.Helper()
	ln, err := net.Listen("tcp", ip+":0")
	if err != nil {
		if cdptest.InCI() {
			t.Fatalf("cannot listen on %s: %v", ip, err)
		}
		t.Skipf("cannot listen on %s: %v", ip, err)
	}
	srv := httptest.NewUnstartedServer(h)
	srv.Listener.Close()
	srv.Listener = ln
	srv.Start()
	t.Cleanup(srv.Close)
	return srv.URL
}

func html(body string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, "<!doctype html><meta charset=utf-8>"+body)
	}
}

func evalString(ctx context.Context, s *cdp.Session, expr string) (string, error) {
	res, err := cdproto.Call(ctx, s, runtime.Evaluate, runtime.EvaluateParams{Expression: expr, ReturnByValue: new(true)})
	if err != nil {
		return "", err
	}
	if res.ExceptionDetails != nil {
		return "", fmt.Errorf("exception: %s", res.ExceptionDetails.Text)
	}
	var v string
	err = json2(res.Result.Value, &v)
	return v, err
}

func TestPagesTargetsActivateClose(t *testing.T) {
	b, s := newPage(t)
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	if s.Parent() != b.Root() || s.Type() != "page" {
		t.Fatalf("parent %v type %q", s.Parent(), s.Type())
	}
	pages, err := b.Pages(ctx)
	if err != nil {
		t.Fatal(err)
	}
	all, err := b.Targets(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(pages, func(i *targetInfo) bool { return i.TargetID == s.TargetID() }) {
		t.Fatalf("new page not among Pages")
	}
	for _, p := range pages {
		if p.Type != "page" {
			t.Fatalf("Pages listed a %q", p.Type)
		}
	}
	if len(all) < len(pages) {
		t.Fatalf("Targets (%d) lists fewer than Pages (%d)", len(all), len(pages))
	}
	if err := b.ActivateTarget(ctx, s.TargetID()); err != nil {
		t.Fatal(err)
	}
	if err := b.CloseTarget(ctx, s.TargetID()); err != nil {
		t.Fatal(err)
	}
	select {
	case <-s.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("closed page's session did not end")
	}
	if err := s.Call(ctx, "Runtime.evaluate", map[string]string{"expression": "1"}, nil); !errors.Is(err, cdp.ErrDetached) {
		t.Fatalf("call on a closed page: %v, want ErrDetached", err)
	}
}

func TestCallOnClosingPageReturns(t *testing.T) {
	b, s := newPage(t)
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	done := make(chan error, 1)
	go func() {
		done <- s.Call(ctx, "Runtime.evaluate", map[string]any{"expression": "new Promise(() => {})", "awaitPromise": true}, nil)
	}()
	time.Sleep(50 * time.Millisecond) // let the call reach the page
	if err := b.CloseTarget(ctx, s.TargetID()); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		// The browser may answer the call with its own error before it
		// reports the detach; either way the call must end, with an error.
		var pe *cdp.ProtocolError
		if !errors.Is(err, cdp.ErrDetached) && !errors.As(err, &pe) {
			t.Fatalf("err = %v", err)
		}
		t.Logf("pending call on a closed page: %v", err)
	case <-time.After(3 * time.Second):
		t.Fatal("pending call did not end when its page closed")
	}
}

// TestCrossOriginIframesAutoAttach checks facts §1 and §9 end to end: the
// cross-site iframes (and the one nested in them) arrive paused as child
// sessions, the hook runs, they are resumed (else the load event would not
// fire), and a reload ends them and brings new ones.
func TestCrossOriginIframesAutoAttach(t *testing.T) {
	leaf := serveOn(t, "127.0.0.3", html(`<p>leaf</p>`))
	mid := serveOn(t, "127.0.0.2", html(`<p>mid</p><iframe src="`+leaf+`/leaf"></iframe>`))
	top := serveOn(t, "127.0.0.1", html(`<p>top</p><iframe src="`+mid+`/mid"></iframe>`))

	_, s := newPage(t)
	ctx, cancel := context.WithTimeout(t.Context(), 20*time.Second)
	defer cancel()

	var mu sync.Mutex
	var hooked []*cdp.Session
	hook := func(ctx context.Context, child *cdp.Session) error {
		mu.Lock()
		hooked = append(hooked, child)
		mu.Unlock()
		return child.Call(ctx, "Runtime.enable", nil, nil)
	}
	if err := s.AutoAttach(ctx, hook); err != nil {
		t.Fatal(err)
	}
	if _, err := cdproto.Call(ctx, s, page.Enable, page.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	loaded, stop := s.Subscribe(page.LoadEventFired.Method)
	defer stop()

	navigateAndLoad := func(url string) {
		t.Helper()
		if _, err := cdproto.Call(ctx, s, page.Navigate, page.NavigateParams{URL: url}); err != nil {
			t.Fatal(err)
		}
		select {
		case <-loaded:
		case <-time.After(10 * time.Second):
			t.Fatal("no load event: a paused child was not resumed")
		}
	}
	navigateAndLoad(top + "/top")

	mu.Lock()
	first := slices.Clone(hooked)
	mu.Unlock()
	if len(first) != 2 {
		t.Fatalf("%d children hooked, want 2 (mid and leaf)", len(first))
	}
	var midS, leafS *cdp.Session
	for _, c := range first {
		if c.Type() != "iframe" {
			t.Errorf("child type %q", c.Type())
		}
		switch c.Parent() {
		case s:
			midS = c
		default:
			leafS = c
		}
	}
	if midS == nil || leafS == nil || leafS.Parent() != midS {
		t.Fatalf("tree: mid %v leaf %v", midS, leafS)
	}
	for c, want := range map[*cdp.Session]string{midS: mid, leafS: leaf} {
		got, err := evalString(ctx, c, "location.origin")
		if err != nil || got != want {
			t.Errorf("child %s: origin %q, %v; want %q", c.ID(), got, err, want)
		}
	}

	// A reload tears the children down and attaches new ones (facts §9).
	mu.Lock()
	hooked = nil
	mu.Unlock()
	navigateAndLoad(top + "/top?again")
	for _, c := range first {
		select {
		case <-c.Done():
		case <-time.After(5 * time.Second):
			t.Fatalf("old child %s did not end", c.ID())
		}
		if _, err := evalString(ctx, c, "1"); !errors.Is(err, cdp.ErrDetached) {
			t.Errorf("call on an old child: %v, want ErrDetached", err)
		}
	}
	mu.Lock()
	again := len(hooked)
	mu.Unlock()
	if again != 2 {
		t.Fatalf("%d new children after the reload, want 2", again)
	}
	if n := len(s.Children()); n != 1 {
		t.Fatalf("page has %d live children, want 1", n)
	}
}

func TestDetachAndReattach(t *testing.T) {
	b, s := newPage(t)
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	if err := s.Detach(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := evalString(ctx, s, `"x"`); !errors.Is(err, cdp.ErrDetached) {
		t.Fatalf("call after Detach: %v", err)
	}
	// The page lives on; a new session reaches it.
	s2, err := b.AttachToTarget(ctx, s.TargetID())
	if err != nil {
		t.Fatal(err)
	}
	if s2.ID() == s.ID() || s2.TargetID() != s.TargetID() {
		t.Fatalf("reattached session %s for target %s", s2.ID(), s2.TargetID())
	}
	if v, err := evalString(ctx, s2, `"back"`); err != nil || v != "back" {
		t.Fatalf("evaluate on the new session: %q, %v", v, err)
	}
	if err := b.Root().Detach(ctx); err == nil {
		t.Fatal("the root session detached")
	}
}
