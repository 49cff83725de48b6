// Package corpus is the live widget corpus: pages built from real
// widget libraries (installed from npm at pinned versions and bundled by
// scripts/build-widget-fixtures.sh into testdata/widgets, bundles
// committed), each widget listed by Fields, filled, filled again, cleared,
// asked for an option it does not have and asked to fill a disabled twin.
// Every outcome is judged by the library's own state, which each page
// exposes as window.__state() (values the library holds, never read from
// the DOM the SDK touched), read through a second CDP connection surefill
// cannot shape.
//
// The corpus runs as two test binaries, ../../react (the React libraries)
// and ../../others (the rest), each through Main and Run with its half of
// the pages (Halves): each half has a test binary and a timeout of its own,
// beside the root package's live tests rather than inside their timeout.
// This package holds the cases and the runner they share.
package corpus

import (
	"context"
	"encoding/json"
	"fmt"
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

// env is what every case shares: one browser, one surefill connection to
// it, one second connection that reads the libraries' state, and the file
// server of testdata/widgets (from a half's directory, two levels down).
// It starts on first use.
var env struct {
	once sync.Once
	err  error
	base *surefill.Browser // the launched browser
	b    *surefill.Browser // the connection cases act through (forms granted)
	peek *cdp.Browser      // the second connection
	url  string
	srv  *http.Server
}

// Main runs a half's tests and then closes what they shared; a half's
// TestMain calls it.
func Main(m *testing.M) {
	code := m.Run()
	if env.peek != nil {
		env.peek.Close()
	}
	if env.b != nil {
		env.b.Close()
	}
	if env.base != nil {
		env.base.Close()
	}
	if env.srv != nil {
		env.srv.Close()
	}
	os.Exit(code)
}

// reqLog is what the server was asked, for the evidence of a tab that
// never loaded.
var reqLog struct {
	sync.Mutex
	lines []string
}

// requestsOf lists the requests of a case's page and those it made.
func requestsOf(tag string) string {
	reqLog.Lock()
	defer reqLog.Unlock()
	var out []string
	for _, l := range reqLog.lines {
		// "(case=tag, from …)" for the page, "(…, from …?case=tag)" for
		// what it loaded.
		if strings.Contains(l, "case="+tag+",") || strings.Contains(l, "case="+tag+")") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// start launches the shared browser and serves the corpus; it skips (fails
// in CI) without a browser.
func start(t *testing.T) {
	t.Helper()
	path := cdptest.Chrome(t)
	env.once.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			env.err = err
			return
		}
		// Every tab fetches the pages afresh: tabs side by side must not
		// share a cache entry another tab's load (or close) is writing.
		files := http.FileServer(http.Dir("../../testdata/widgets"))
		env.srv = &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Cache-Control", "no-store")
			t0 := time.Now()
			files.ServeHTTP(w, r)
			reqLog.Lock()
			reqLog.lines = append(reqLog.lines, fmt.Sprintf("%s (%s, from %s) in %v", r.URL.Path, r.URL.RawQuery, r.Referer(), time.Since(t0)))
			reqLog.Unlock()
		})}
		go env.srv.Serve(l)
		env.url = "http://" + l.Addr().String()
		// Cases run in tabs side by side: none may be throttled as a
		// background tab while another takes input.
		args := []string{"--disable-background-timer-throttling", "--disable-renderer-backgrounding", "--disable-backgrounding-occluded-windows"}
		if env.base, env.err = surefill.Launch(ctx, &surefill.Options{ChromePath: path, Args: args}); env.err != nil {
			return
		}
		grants := surefill.Grants{Allow: []surefill.Grant{surefill.Forms}}
		if env.b, env.err = surefill.Connect(ctx, env.base.Endpoint(), &surefill.Options{Grants: grants}); env.err != nil {
			return
		}
		env.peek, env.err = cdp.Connect(ctx, env.base.Endpoint(), nil)
	})
	if env.err != nil {
		t.Fatal(env.err)
	}
}

// page is a case's tab and the second connection's session on it.
type page struct {
	tab  *surefill.Tab
	ctx  context.Context // the case's deadline
	peek *cdp.Session
}

// open opens a fresh tab on the library's page (its address unique to the
// test, so the second connection finds this tab) and waits for the page's
// ready mark.
func open(t *testing.T, lib string) *page {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	base := strings.NewReplacer("/", "-", " ", "-", ",", "").Replace(t.Name())
	var tab *surefill.Tab
	var tag, u string
	for try := 1; ; try++ {
		tag = fmt.Sprintf("%s-%d", base, try)
		u = env.url + "/" + lib + ".html?case=" + tag
		var err error
		if tab, err = newTab(ctx, u); err == nil {
			break
		}
		// KNOWN BUG (see testdata/widgets/RESULTS.md, not fixed here):
		// now and then the browser ends a tab's subresource requests soon
		// after its navigation starts, and its load event never comes.
		// The corpus is not about NewTab: it logs the evidence and opens
		// a fresh tab, a bounded number of times.
		msg := fmt.Sprintf("NewTab(%s): %v; the second connection sees %s; the server saw:\n%s", u, err, seen(tag), requestsOf(tag))
		if try == openTries {
			t.Fatal(msg)
		}
		t.Logf("%s\nopening a fresh tab", msg)
		closeStuck(tag)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		tab.Close(ctx)
	})
	if err := tab.WaitFor(ctx, surefill.CSS("body[data-ready]"), &surefill.WaitOptions{Timeout: 20 * time.Second}); err != nil {
		t.Fatalf("the page never became ready: %v", err)
	}
	pages, err := env.peek.Pages(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pages {
		if strings.HasSuffix(p.URL, "?case="+tag) {
			s, err := env.peek.AttachToTarget(ctx, p.TargetID)
			if err != nil {
				t.Fatal(err)
			}
			return &page{tab: tab, ctx: ctx, peek: s}
		}
	}
	t.Fatalf("the second connection finds no page at %s", u)
	return nil
}

// openTries bounds the fresh tabs a case opens when NewTab never returns
// (a page loads in a second or two even on a loaded machine).
const openTries = 3

// newTab is NewTab bounded well under the case's deadline.
func newTab(ctx context.Context, u string) (*surefill.Tab, error) {
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	return env.b.NewTab(ctx, u)
}

// state reads window.__state() through the second connection.
func (p *page) state(t *testing.T) map[string]json.RawMessage {
	t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 20*time.Second)
	defer cancel()
	var res struct {
		Result struct {
			Value string `json:"value"`
		} `json:"result"`
		ExceptionDetails json.RawMessage `json:"exceptionDetails"`
	}
	err := p.peek.Call(ctx, "Runtime.evaluate", map[string]any{"expression": "JSON.stringify(window.__state())", "returnByValue": true}, &res)
	if err != nil {
		t.Fatal(err)
	}
	if res.ExceptionDetails != nil {
		t.Fatalf("window.__state() threw: %s", res.ExceptionDetails)
	}
	var out map[string]json.RawMessage
	if err := json.Unmarshal([]byte(res.Result.Value), &out); err != nil {
		t.Fatalf("window.__state() gave %q: %v", res.Result.Value, err)
	}
	return out
}

// seen says how the second connection sees the page of a case: whether it
// is there, and its document's readyState.
func seen(tag string) string {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	pages, err := env.peek.Pages(ctx)
	if err != nil {
		return err.Error()
	}
	for _, p := range pages {
		if !strings.HasSuffix(p.URL, "?case="+tag) {
			continue
		}
		s, err := env.peek.AttachToTarget(ctx, p.TargetID)
		if err != nil {
			return fmt.Sprintf("%s (attach: %v)", p.URL, err)
		}
		var res struct {
			Result struct {
				Value string `json:"value"`
			} `json:"result"`
		}
		err = s.Call(ctx, "Runtime.evaluate", map[string]any{"expression": "[document.readyState, document.body?.dataset.ready, typeof window.__state, performance.getEntriesByType('navigation')[0]?.loadEventEnd|0, performance.now()|0, document.visibilityState, JSON.stringify(performance.getEntriesByType('resource').map(e => e.name.split('/').pop() + ':' + e.responseStatus + ':' + (e.responseEnd|0)))].join(' ')", "returnByValue": true}, &res)
		return fmt.Sprintf("%s: readyState, ready mark, __state, loadEventEnd, now, visibility: %s (%v)", p.URL, res.Result.Value, err)
	}
	return "no page at that address"
}

// closeStuck closes the tab NewTab left loading, through the second
// connection (NewTab returned none to close).
func closeStuck(tag string) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	pages, err := env.peek.Pages(ctx)
	if err != nil {
		return
	}
	for _, p := range pages {
		if strings.HasSuffix(p.URL, "?case="+tag) {
			_ = env.peek.CloseTarget(ctx, p.TargetID)
		}
	}
}
