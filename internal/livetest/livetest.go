// Package livetest is what the module's live test packages share: one
// browser per test binary, the pages they serve on two loopback sites,
// hostile servers that record every request, and a second CDP connection
// to read a page by (evidence surefill cannot shape).
//
// The live tests are split into packages (the root's, and those below
// this directory) so that each test binary stays within go test's
// default timeout when run many times over (-count).
package livetest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/cdp/cdptest"
)

var shared struct {
	once    sync.Once
	err     error
	a, b    string // base URLs on 127.0.0.1 and 127.0.0.2
	stopSrv func()
}

// Serve serves Pages (a test package adds its own in init functions,
// before any server starts; "{{B}}" in a page stands for the other
// site's base URL) from two loopback addresses (127.0.0.2 is another
// site, so its iframes run out of process) and returns their base URLs.
func Serve(t testing.TB) (a, b string) {
	shared.once.Do(func() {
		mux := http.NewServeMux()
		mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
			body, ok := Pages[r.URL.Path]
			if !ok {
				http.NotFound(w, r)
				return
			}
			body = strings.ReplaceAll(body, "{{B}}", shared.b)
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, body)
		})
		la, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			shared.err = err
			return
		}
		lb, err := net.Listen("tcp", "127.0.0.2:0")
		if err != nil {
			shared.err = err
			return
		}
		sa, sb := &http.Server{Handler: mux}, &http.Server{Handler: mux}
		go sa.Serve(la)
		go sb.Serve(lb)
		shared.a, shared.b = "http://"+la.Addr().String(), "http://"+lb.Addr().String()
		shared.stopSrv = func() { sa.Close(); sb.Close() }
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.a, shared.b
}

var base struct {
	once sync.Once
	b    *surefill.Browser
	err  error
}

// Launch connects to the shared test browser (started on first use) with
// the given grants; the connection's Close, at the test's end, closes only
// the tabs it opened.
func Launch(t *testing.T, g surefill.Grants) *surefill.Browser {
	t.Helper()
	return Connect(t, surefill.Options{Grants: g})
}

// Connect is Launch with full Options (logger, check mode, confirmer).
func Connect(t *testing.T, o surefill.Options) *surefill.Browser {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	b, err := surefill.Connect(ctx, Endpoint(t), &o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

// Endpoint is the shared browser's DevTools address, starting it first.
func Endpoint(t *testing.T) string {
	t.Helper()
	path := cdptest.Chrome(t) // skips outside CI without a browser, fails in CI
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	base.once.Do(func() {
		base.b, base.err = surefill.Launch(ctx, &surefill.Options{ChromePath: path})
	})
	if base.err != nil {
		t.Fatal(base.err)
	}
	return base.b.Endpoint()
}

// Main runs a live test package's tests, then closes the shared browser
// and servers: a test package's TestMain is
//
//	func TestMain(m *testing.M) { livetest.Main(m) }
func Main(m *testing.M) {
	code := m.Run()
	if base.b != nil {
		base.b.Close()
	}
	if shared.stopSrv != nil {
		shared.stopSrv()
	}
	os.Exit(code)
}

// FormsGrant grants forms on every site.
var FormsGrant = surefill.Grants{Allow: []surefill.Grant{surefill.Forms}}

// Quick is a short timeout for calls whose failure is known at once.
const Quick = 2 * time.Second

// OpenPage opens a served page in a new tab of b, with a context the test
// cancels at its end.
func OpenPage(t *testing.T, b *surefill.Browser, path string) (*surefill.Tab, context.Context) {
	t.Helper()
	a, _ := Serve(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	tab, err := b.NewTab(ctx, a+path)
	if err != nil {
		t.Fatal(err)
	}
	return tab, ctx
}

// Code fails the test unless err is a *FieldError with code want (both
// through errors.As and errors.Is), and returns it.
func Code(t *testing.T, err error, want surefill.ErrorCode) *surefill.FieldError {
	t.Helper()
	var fe *surefill.FieldError
	if !errors.As(err, &fe) {
		t.Fatalf("want a *FieldError %s, got %v", want, err)
	}
	if fe.Code != want {
		t.Fatalf("want code %s, got %s: %v", want, fe.Code, err)
	}
	if !errors.Is(err, want) {
		t.Fatalf("errors.Is(err, %s) is false", want)
	}
	return fe
}

// WantCode reports an error unless err has one of codes.
func WantCode(t *testing.T, what string, err error, codes ...surefill.ErrorCode) {
	t.Helper()
	for _, c := range codes {
		if errors.Is(err, c) {
			return
		}
	}
	t.Errorf("%s: want %v, got %v", what, codes, err)
}

// Short is FillOptions with a timeout.
func Short(d time.Duration) *surefill.FillOptions { return &surefill.FillOptions{Timeout: d} }

// Hostile serves pages on two sites (127.0.0.1 is granted, 127.0.0.2 is
// not) and records every request either one receives.
type Hostile struct {
	A, B  string // the base URLs of the granted site and the other one
	mu    sync.Mutex
	got   []string      // "METHOD host path?query body"
	more  chan struct{} // closed (and replaced) at each request
	pages map[string]string
}

// NewHostile serves pages ("{{A}}" and "{{B}}" stand for the two base
// URLs; /redirect-out redirects to the other site; any other path is a
// page saying it was received) until the test ends.
func NewHostile(t *testing.T, pages map[string]string) *Hostile {
	t.Helper()
	h := &Hostile{pages: pages, more: make(chan struct{})}
	mux := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		h.mu.Lock()
		h.got = append(h.got, fmt.Sprintf("%s %s %s %s", r.Method, r.Host, r.URL.RequestURI(), body))
		close(h.more)
		h.more = make(chan struct{})
		h.mu.Unlock()
		page, ok := h.pages[r.URL.Path]
		if r.URL.Path == "/redirect-out" {
			http.Redirect(w, r, h.B+"/landing", http.StatusFound)
			return
		}
		if !ok {
			page = "<!doctype html><title>" + r.URL.Path + "</title><p>received</p>"
		}
		page = strings.NewReplacer("{{A}}", h.A, "{{B}}", h.B).Replace(page)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, page)
	})
	for i, host := range []string{"127.0.0.1", "127.0.0.2"} {
		l, err := net.Listen("tcp", host+":0")
		if err != nil {
			t.Fatal(err)
		}
		srv := &http.Server{Handler: mux}
		go srv.Serve(l)
		t.Cleanup(func() { srv.Close() })
		if i == 0 {
			h.A = "http://" + l.Addr().String()
		} else {
			h.B = "http://" + l.Addr().String()
		}
	}
	return h
}

// Received lists the requests whose line contains every part.
func (h *Hostile) Received(parts ...string) []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []string
	for _, g := range h.got {
		ok := true
		for _, p := range parts {
			ok = ok && strings.Contains(g, p)
		}
		if ok {
			out = append(out, g)
		}
	}
	return out
}

// Await waits until the server received a request with every part (a
// page's fetch may land after the call that set it off returned), up to
// 10 s, and returns those requests; it reports an error when none came.
func (h *Hostile) Await(t *testing.T, parts ...string) []string {
	t.Helper()
	deadline := time.NewTimer(10 * time.Second)
	defer deadline.Stop()
	for {
		h.mu.Lock()
		more := h.more
		h.mu.Unlock()
		if got := h.Received(parts...); len(got) > 0 {
			return got
		}
		select {
		case <-more:
		case <-deadline.C:
			t.Errorf("the server received no request with %q in 10 s", parts)
			return nil
		}
	}
}

// Forget drops the requests received so far.
func (h *Hostile) Forget() {
	h.mu.Lock()
	h.got = nil
	h.mu.Unlock()
}

// None reports an error if the server received a request with every part.
func (h *Hostile) None(t *testing.T, what string, parts ...string) {
	t.Helper()
	if got := h.Received(parts...); len(got) > 0 {
		t.Errorf("%s: the server received %q", what, got)
	}
}

// Open opens the page on the granted site with forms (and any extra
// grants), Sites limited to 127.0.0.1.
func (h *Hostile) Open(t *testing.T, path string, extra ...surefill.Grant) (*surefill.Tab, context.Context, *surefill.Browser) {
	t.Helper()
	g := surefill.Grants{Allow: append([]surefill.Grant{surefill.Forms}, extra...), Sites: []string{"127.0.0.1"}}
	b := Connect(t, surefill.Options{Grants: g})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	tab, err := b.NewTab(ctx, h.A+path)
	if err != nil {
		t.Fatal(err)
	}
	return tab, ctx, b
}

// Peek evaluates an expression in the page whose address contains urlPart
// through a second CDP connection of its own: evidence surefill cannot
// shape.
func Peek(t *testing.T, urlPart, expr string) any {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	s := Elsewhere(t, ctx, Endpoint(t), urlPart)
	var res struct {
		Result struct {
			Value json.RawMessage `json:"value"`
		} `json:"result"`
	}
	if err := s.Call(ctx, "Runtime.evaluate", map[string]any{"expression": expr, "returnByValue": true}, &res); err != nil {
		t.Fatal(err)
	}
	var v any
	_ = json.Unmarshal(res.Result.Value, &v)
	return v
}

// Elsewhere attaches a connection of its own (closed when the test ends)
// to the page whose address contains urlPart.
func Elsewhere(t *testing.T, ctx context.Context, endpoint, urlPart string) *cdp.Session {
	t.Helper()
	c, err := cdp.Connect(ctx, endpoint, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	pages, err := c.Pages(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pages {
		if strings.Contains(p.URL, urlPart) {
			s, err := c.AttachToTarget(ctx, p.TargetID)
			if err != nil {
				t.Fatal(err)
			}
			return s
		}
	}
	t.Fatalf("no page at %s", urlPart)
	return nil
}

// SyncBuffer is a log sink safe for a handler's concurrent writes.
type SyncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *SyncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *SyncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
