package typed

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/formsnap"
	"github.com/surefill/surefill/internal/livetest"
)

// Every failure a script can meet reaches it as a *surefill.FieldError with
// one of the nine codes, a Changed that says whether input reached the
// page, a detail and a next step, and no protocol text (issue #18). Each
// row drives one kind of failure on a page of its own, served from a
// loopback address of its own: a crashed or frozen renderer is that row's
// alone.

// rowSite serves one row's page and records the paths it was asked for.
type rowSite struct {
	base string
	mu   sync.Mutex
	got  []string
}

func (s *rowSite) asked(path string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, g := range s.got {
		if g == path {
			return true
		}
	}
	return false
}

// serveRow serves page at / on the loopback address 127.0.0.<last>, and
// beside it /landed (a page to navigate to), /inner (an iframe's page),
// /nocontent (204: a navigation that ends in no document), /slow (a
// response that never comes while the test runs) and /late (a page that
// comes only once the page asked for /blurred).
func serveRow(t *testing.T, last int, page string) *rowSite {
	t.Helper()
	s := &rowSite{}
	stop := make(chan struct{})
	blurred := make(chan struct{})
	var blurOnce sync.Once
	mux := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.got = append(s.got, r.URL.Path)
		s.mu.Unlock()
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		switch r.URL.Path {
		case "/":
			fmt.Fprint(w, page)
		case "/landed":
			fmt.Fprint(w, "<!doctype html><title>landed</title><p>landed")
		case "/inner":
			fmt.Fprint(w, `<!doctype html><title>inner</title><label>Inner <input></label>
<label>Remove on focus <input onfocus="frameElement.remove()"></label>
<label>Remove on input <input oninput="frameElement.remove()"></label>
<label>Leave late inside <input oninput="location.href = '/late'" onblur="fetch('/blurred')"></label>`)
		case "/nocontent":
			w.WriteHeader(http.StatusNoContent)
		case "/blurred":
			blurOnce.Do(func() { close(blurred) })
		case "/late":
			select {
			case <-blurred:
				fmt.Fprint(w, "<!doctype html><title>late</title><p>late")
			case <-r.Context().Done():
			case <-stop:
			}
		case "/slow":
			select {
			case <-r.Context().Done():
			case <-stop:
			}
		default:
			http.NotFound(w, r)
		}
	})
	l, err := net.Listen("tcp", fmt.Sprintf("127.0.0.%d:0", last))
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: mux}
	go srv.Serve(l)
	t.Cleanup(func() { close(stop); srv.Close() })
	s.base = "http://" + l.Addr().String()
	return s
}

// refusedAddr is an address nothing listens on: a port that was just
// free, whose connections are refused.
func refusedAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return "http://" + addr
}

// closeFromOutside closes the tab at addr through a connection of the
// test's own, as a person closing it would.
func closeFromOutside(t *testing.T, b *surefill.Browser, addr string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := cdp.Connect(ctx, b.Endpoint(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	pages, err := c.Pages(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pages {
		if strings.HasPrefix(p.URL, addr) {
			if err := c.CloseTarget(ctx, p.TargetID); err != nil {
				t.Fatal(err)
			}
			waitTabGone(t, ctx, c, addr)
			return
		}
	}
	t.Fatalf("no tab at %s", addr)
}

// waitTabGone returns once the browser lists no tab at addr (a target is
// destroyed a moment after closeTarget answers), asking it again each time.
func waitTabGone(t *testing.T, ctx context.Context, c *cdp.Browser, addr string) {
	t.Helper()
	for {
		pages, err := c.Pages(ctx)
		if err != nil {
			t.Fatalf("waiting for the tab at %s to go: %v", addr, err)
		}
		there := false
		for _, p := range pages {
			there = there || strings.HasPrefix(p.URL, addr)
		}
		if !there {
			return
		}
	}
}

// row is one kind of failure.
type row struct {
	name string
	page string
	// call drives the failure on a fresh tab at the row's page.
	call    func(t *testing.T, r *rowRun) error
	code    surefill.ErrorCode
	changed bool
	// says is a word the error's text holds, when set.
	says string
	// evidence checks, from outside surefill, what the failure left.
	evidence func(t *testing.T, r *rowRun)
}

type rowRun struct {
	ctx  context.Context
	b    *surefill.Browser
	tab  *surefill.Tab
	site *rowSite
}

const formPage = `<!doctype html><title>form</title>
<label>Member number <input disabled></label>
<label>Nickname <input onfocus="this.disabled = true"></label>
<label>Leave on focus <input onfocus="location.href = '/landed'"></label>
<label>Leave late <input oninput="location.href = '/late'" onblur="fetch('/blurred')"></label>
<label>Alert and reject <input oninput="alert('Not allowed'); this.value = ''"></label>
<label>Email <input name=email></label>
<button onclick="for (;;) {}">Freeze</button>
<iframe src="/inner"></iframe>`

// protocolText is what no error a script reads may hold.
var protocolText = []string{"cdp:", "-32000", "-32001", "-32602", "net::ERR", "CBOR", "live:"}

func typedRows() []row {
	fill := func(label, value string) func(t *testing.T, r *rowRun) error {
		return func(t *testing.T, r *rowRun) error {
			_, err := r.tab.Fill(r.ctx, surefill.Label(label), value, livetest.Short(3*time.Second))
			return err
		}
	}
	// seen waits until surefill has seen the tab go: a call fails once
	// its session knows (the crash or the detach event came), so the
	// row's call starts on a tab known gone and can have changed nothing.
	seen := func(t *testing.T, r *rowRun) {
		if _, err := r.tab.Title(r.ctx); !errors.Is(err, surefill.StaleRef) {
			t.Fatalf("the first call on the gone tab: %v, want stale_ref", err)
		}
	}
	crashed := func(call func(r *rowRun) error) func(t *testing.T, r *rowRun) error {
		return func(t *testing.T, r *rowRun) error {
			crashTab(t, r.b, r.site.base)
			seen(t, r)
			return call(r)
		}
	}
	closed := func(call func(r *rowRun) error) func(t *testing.T, r *rowRun) error {
		return func(t *testing.T, r *rowRun) error {
			closeFromOutside(t, r.b, r.site.base)
			seen(t, r)
			return call(r)
		}
	}
	inFrame := func(label, value string) func(t *testing.T, r *rowRun) error {
		return func(t *testing.T, r *rowRun) error {
			f, err := r.tab.Frame(r.ctx, "/inner")
			if err != nil || f == nil {
				t.Fatalf("Frame: %v, %v", f, err)
			}
			_, err = f.Fill(r.ctx, surefill.Label(label), value, livetest.Short(3*time.Second))
			return err
		}
	}
	frozen := func(call func(r *rowRun) error) func(t *testing.T, r *rowRun) error {
		return func(t *testing.T, r *rowRun) error {
			first, cancel := context.WithTimeout(r.ctx, time.Second)
			defer cancel()
			if err := r.tab.Click(first, surefill.Role("button", "Freeze")); !errors.Is(err, surefill.Timeout) {
				t.Errorf("the freezing click: %v, want timeout", err)
			}
			ctx, cancel2 := context.WithTimeout(r.ctx, 500*time.Millisecond)
			defer cancel2()
			r.ctx = ctx
			return call(r)
		}
	}
	fillEmail := func(r *rowRun) error {
		_, err := r.tab.Fill(r.ctx, surefill.Label("Email"), "a@b.c", nil)
		return err
	}
	title := func(r *rowRun) error { _, err := r.tab.Title(r.ctx); return err }
	address := func(r *rowRun) error { _, err := r.tab.URL(r.ctx); return err }
	screenshot := func(r *rowRun) error { _, err := r.tab.Screenshot(r.ctx); return err }
	save := func(r *rowRun) error { _, err := r.tab.Save(r.ctx); return err }
	blurredThenLate := func(t *testing.T, r *rowRun) {
		if !r.site.asked("/blurred") || !r.site.asked("/late") {
			t.Error("the page did not navigate after the field's blur: the row drove nothing")
		}
	}
	landed := func(t *testing.T, r *rowRun) {
		if !r.site.asked("/landed") {
			t.Error("the page never navigated: the row drove nothing")
		}
	}
	return []row{
		{name: "focus a disabled field", page: formPage, call: fill("Member number", "42"), code: surefill.NotEditable, changed: false},
		{name: "a field disabled as it takes focus", page: formPage, call: fill("Nickname", "Ada"), code: surefill.NotEditable, changed: true},
		{name: "navigation as the field takes focus", page: formPage, call: fill("Leave on focus", "abc"), code: surefill.StaleRef, changed: true, evidence: landed},
		// The field's input handler navigates, and the new document comes
		// only after the field's blur, so after the value was read back:
		// the value still went with the old document.
		{name: "navigation as the text goes in, its document after the read-back", page: formPage, call: fill("Leave late", "abc"), code: surefill.StaleRef, changed: true, evidence: blurredThenLate},
		// The focus call's answer is lost with its document, so no input is
		// counted as dispatched: the page lost the frame, the script's
		// state did not change (running again finds no frame).
		// The same in a frame, asked of the frame and of the whole tab.
		{name: "a frame's navigation as the text goes in, asked of the frame", page: formPage, call: inFrame("Leave late inside", "abc"), code: surefill.StaleRef, changed: true, evidence: blurredThenLate},
		{name: "a frame's navigation as the text goes in, asked of the tab", page: formPage, call: fill("Leave late inside", "abc"), code: surefill.StaleRef, changed: true, evidence: blurredThenLate},
		{name: "the field's frame removed as it takes focus", page: formPage, call: inFrame("Remove on focus", "abc"), code: surefill.StaleRef, changed: false},
		{name: "the field's frame removed mid-fill", page: formPage, call: inFrame("Remove on input", "abc"), code: surefill.StaleRef, changed: true},
		{name: "a dialog that rejects the value", page: formPage, call: fill("Alert and reject", "abc"), code: surefill.NotCommitted, changed: true, says: "alert"},
		{name: "a click into a handler that never returns", page: formPage, call: func(t *testing.T, r *rowRun) error {
			ctx, cancel := context.WithTimeout(r.ctx, time.Second)
			defer cancel()
			return r.tab.Click(ctx, surefill.Role("button", "Freeze"))
		}, code: surefill.Timeout, changed: true},
		{name: "Fields after a blocked main thread", page: formPage, call: frozen(func(r *rowRun) error {
			_, err := r.tab.Fields(r.ctx, nil)
			return err
		}), code: surefill.Timeout, changed: false},
		{name: "Fill after a blocked main thread", page: formPage, call: frozen(fillEmail), code: surefill.Timeout, changed: false},
		{name: "Click after a blocked main thread", page: formPage, call: frozen(func(r *rowRun) error {
			return r.tab.Click(r.ctx, surefill.Role("button", "Freeze"))
		}), code: surefill.Timeout, changed: false},
		{name: "Title after a blocked main thread", page: formPage, call: frozen(title), code: surefill.Timeout, changed: false},
		{name: "Fill after a renderer crash", page: formPage, call: crashed(fillEmail), code: surefill.StaleRef, changed: false, says: "crashed"},
		{name: "Title after a renderer crash", page: formPage, call: crashed(title), code: surefill.StaleRef, changed: false, says: "crashed"},
		{name: "URL after a renderer crash", page: formPage, call: crashed(address), code: surefill.StaleRef, changed: false, says: "crashed"},
		{name: "Screenshot after a renderer crash", page: formPage, call: crashed(screenshot), code: surefill.StaleRef, changed: false, says: "crashed"},
		{name: "Save after a renderer crash", page: formPage, call: crashed(save), code: surefill.StaleRef, changed: false, says: "crashed"},
		{name: "Evaluate after a renderer crash", page: formPage, call: crashed(func(r *rowRun) error {
			_, err := r.tab.Evaluate(r.ctx, "() => 1")
			return err
		}), code: surefill.StaleRef, changed: false, says: "crashed"},
		{name: "Goto after a renderer crash", page: formPage, call: crashed(func(r *rowRun) error {
			return r.tab.Goto(r.ctx, r.site.base+"/landed")
		}), code: surefill.StaleRef, changed: false, says: "crashed"},
		{name: "Fill on a tab closed from outside", page: formPage, call: closed(fillEmail), code: surefill.StaleRef, changed: false},
		{name: "Title on a tab closed from outside", page: formPage, call: closed(title), code: surefill.StaleRef, changed: false},
		{name: "URL on a tab closed from outside", page: formPage, call: closed(address), code: surefill.StaleRef, changed: false},
		{name: "WaitForNavigation on a tab closed from outside", page: formPage, call: closed(func(r *rowRun) error {
			ctx, cancel := context.WithTimeout(r.ctx, 2*time.Second)
			defer cancel()
			return r.tab.WaitForNavigation(ctx)
		}), code: surefill.StaleRef, changed: false},
		{name: "Reload on a tab closed from outside", page: formPage, call: closed(func(r *rowRun) error {
			return r.tab.Reload(r.ctx)
		}), code: surefill.StaleRef, changed: false},
		{name: "Screenshot on a closed tab", page: formPage, call: func(t *testing.T, r *rowRun) error {
			if err := r.tab.Close(r.ctx); err != nil {
				t.Fatal(err)
			}
			_, err := r.tab.Screenshot(r.ctx)
			return err
		}, code: surefill.StaleRef, changed: false},
		{name: "Goto aborted (a 204 answer)", page: formPage, call: func(t *testing.T, r *rowRun) error {
			return r.tab.Goto(r.ctx, r.site.base+"/nocontent")
		}, code: surefill.NotFound, changed: false, says: "abort", evidence: func(t *testing.T, r *rowRun) {
			if !r.site.asked("/nocontent") {
				t.Error("the server was never asked")
			}
			if got := livetest.Peek(t, r.site.base, "document.title"); got != "form" {
				t.Errorf("after the aborted Goto the tab shows %v, want the form still", got)
			}
		}},
		{name: "Goto to a refused address", page: formPage, call: func(t *testing.T, r *rowRun) error {
			return r.tab.Goto(r.ctx, refusedAddr(t)+"/")
		}, code: surefill.NotFound, changed: true, says: "refused"},
		{name: "Goto to a port the browser refuses", page: formPage, call: func(t *testing.T, r *rowRun) error {
			return r.tab.Goto(r.ctx, "http://127.0.0.1:1/")
		}, code: surefill.NotFound, changed: true, says: "port"},
		{name: "Goto cut short by the deadline", page: formPage, call: func(t *testing.T, r *rowRun) error {
			ctx, cancel := context.WithTimeout(r.ctx, 700*time.Millisecond)
			defer cancel()
			return r.tab.Goto(ctx, r.site.base+"/slow")
		}, code: surefill.Timeout, changed: true},
		{name: "NewTab to a refused address", page: formPage, call: func(t *testing.T, r *rowRun) error {
			_, err := r.b.NewTab(r.ctx, refusedAddr(t)+"/refused")
			return err
		}, code: surefill.NotFound, changed: false, says: "refused", evidence: func(t *testing.T, r *rowRun) {
			tabs, err := r.b.Tabs(r.ctx)
			if err != nil {
				t.Fatal(err)
			}
			for _, tab := range tabs {
				if u, _ := tab.URL(r.ctx); strings.Contains(u, "/refused") || strings.HasPrefix(u, "chrome-error:") {
					t.Errorf("the failed NewTab left a tab at %s", u)
				}
			}
		}},
		{name: "Press an unknown key", page: formPage, call: func(t *testing.T, r *rowRun) error {
			return r.tab.Press(r.ctx, "Hyper+Q")
		}, code: surefill.NoOption, changed: false},
		{name: "an invalid ControlAction", page: formPage, call: func(t *testing.T, r *rowRun) error {
			_, err := r.tab.Do(r.ctx, surefill.ControlAction{Target: formsnap.Target{Role: "textbox", Name: "Email"}, Operation: formsnap.Operation{Kind: "pour"}})
			return err
		}, code: surefill.NoOption, changed: false},
		{name: "Save of a very deep tree", page: nestedDivs(2000), call: func(t *testing.T, r *rowRun) error {
			_, err := r.tab.Save(r.ctx)
			return err
		}, code: surefill.NotCommitted, changed: false, says: "deeper"},
		{name: "Evaluate of code that throws", page: formPage, call: func(t *testing.T, r *rowRun) error {
			_, err := r.tab.Evaluate(r.ctx, "() => { document.title = 'ran'; throw new Error('boom') }")
			return err
		}, code: surefill.NotCommitted, changed: true, says: "boom", evidence: func(t *testing.T, r *rowRun) {
			if got := livetest.Peek(t, r.site.base, "document.title"); got != "ran" {
				t.Errorf("the code did not run: title %v", got)
			}
		}},
		{name: "Evaluate of code that does not parse", page: formPage, call: func(t *testing.T, r *rowRun) error {
			_, err := r.tab.Evaluate(r.ctx, "() => {")
			return err
		}, code: surefill.NotCommitted, changed: false, says: "SyntaxError"},
		{name: "Evaluate with arguments that are not JSON", page: formPage, call: func(t *testing.T, r *rowRun) error {
			_, err := r.tab.Evaluate(r.ctx, "(x) => x", make(chan int))
			return err
		}, code: surefill.NoOption, changed: false},
		{name: "Evaluate of a result that is not JSON", page: formPage, call: func(t *testing.T, r *rowRun) error {
			_, err := r.tab.Evaluate(r.ctx, "() => { const o = {}; o.o = o; return o; }")
			return err
		}, code: surefill.NotCommitted, changed: true},
		{name: "WaitForFunc of code that does not parse", page: formPage, call: func(t *testing.T, r *rowRun) error {
			return r.tab.WaitForFunc(r.ctx, "() => {", 2*time.Second)
		}, code: surefill.NotCommitted, changed: false, says: "SyntaxError"},
		{name: "Frame with a pattern of another type", page: formPage, call: func(t *testing.T, r *rowRun) error {
			_, err := r.tab.Frame(r.ctx, 42)
			return err
		}, code: surefill.NoOption, changed: false},
		{name: "FindTab with a pattern of another type", page: formPage, call: func(t *testing.T, r *rowRun) error {
			_, err := r.b.FindTab(r.ctx, 42)
			return err
		}, code: surefill.NoOption, changed: false},
		{name: "Fields in a frame the page removed", page: formPage, call: func(t *testing.T, r *rowRun) error {
			f, err := r.tab.Frame(r.ctx, "/inner")
			if err != nil || f == nil {
				t.Fatalf("Frame: %v, %v", f, err)
			}
			if _, err := r.tab.Evaluate(r.ctx, "() => document.querySelector('iframe').remove()"); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(r.ctx, 3*time.Second)
			defer cancel()
			_, err = f.Fields(ctx, nil)
			return err
		}, code: surefill.StaleRef, changed: false},
		{name: "Fill with a value of another type", page: formPage, call: func(t *testing.T, r *rowRun) error {
			_, err := r.tab.Fill(r.ctx, surefill.Label("Email"), 42, nil)
			return err
		}, code: surefill.NoOption, changed: false},
		{name: "Upload of a file outside the read roots", page: `<!doctype html><label>CV <input type=file></label>`, call: func(t *testing.T, r *rowRun) error {
			_, err := r.tab.Upload(r.ctx, surefill.Label("CV"), "/etc/hostname")
			return err
		}, code: surefill.NotPermitted, changed: false},
		{name: "Table of what is no table", page: formPage, call: func(t *testing.T, r *rowRun) error {
			_, err := r.tab.Table(r.ctx, surefill.Label("Email"), nil, 0)
			return err
		}, code: surefill.NotFound, changed: false},
		{name: "NewTab on a closed connection", page: formPage, call: func(t *testing.T, r *rowRun) error {
			if err := r.b.Close(); err != nil {
				t.Fatal(err)
			}
			_, err := r.b.NewTab(r.ctx, "")
			return err
		}, code: surefill.StaleRef, changed: false},
	}
}

// TestFailuresReachScriptsTyped drives each kind of failure and asserts
// errors.As gets a *FieldError with the right code and Changed, a detail
// and a next step, and no protocol text in what the script reads.
func TestFailuresReachScriptsTyped(t *testing.T) {
	livetest.Launch(t, surefill.Grants{}) // the shared browser
	for i, rw := range typedRows() {
		t.Run(strings.ReplaceAll(rw.name, " ", "_"), func(t *testing.T) {
			site := serveRow(t, 20+i, rw.page)
			b := livetest.Connect(t, surefill.Options{Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms, surefill.PageJS}}})
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			tab, err := b.NewTab(ctx, site.base+"/")
			if err != nil {
				t.Fatal(err)
			}
			r := &rowRun{ctx: ctx, b: b, tab: tab, site: site}
			start := time.Now()
			err = rw.call(t, r)
			took := time.Since(start)
			var fe *surefill.FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("not a *FieldError: %T %v", err, err)
			}
			t.Logf("%v in %v", err, took.Round(time.Millisecond))
			if fe.Code != rw.code || !errors.Is(err, rw.code) || surefill.CodeOf(err) != rw.code {
				t.Errorf("code %s, want %s", fe.Code, rw.code)
			}
			if fe.Changed != rw.changed {
				t.Errorf("Changed %v, want %v", fe.Changed, rw.changed)
			}
			if fe.Op == "" || fe.Detail == "" || fe.Next == "" {
				t.Errorf("op %q, detail %q, next %q: each must say something", fe.Op, fe.Detail, fe.Next)
			}
			for _, p := range protocolText {
				if strings.Contains(err.Error(), p) {
					t.Errorf("the error's text holds protocol text %q", p)
				}
			}
			if rw.says != "" && !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(rw.says)) {
				t.Errorf("the error does not say %q", rw.says)
			}
			if rw.evidence != nil {
				rw.evidence(t, r)
			}
		})
	}
}

// TestCloseOfAGoneTab: closing a tab is done when the tab is gone, however
// it went (closed from outside, crashed, closed before): Close says nil.
func TestCloseOfAGoneTab(t *testing.T) {
	livetest.Launch(t, surefill.Grants{})
	for i, how := range []string{"closed from outside", "crashed", "closed twice"} {
		t.Run(strings.ReplaceAll(how, " ", "_"), func(t *testing.T) {
			site := serveRow(t, 90+i, formPage)
			b := livetest.Connect(t, surefill.Options{})
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			tab, err := b.NewTab(ctx, site.base+"/")
			if err != nil {
				t.Fatal(err)
			}
			switch how {
			case "closed from outside":
				closeFromOutside(t, b, site.base)
			case "crashed":
				crashTab(t, b, site.base)
			case "closed twice":
				if err := tab.Close(ctx); err != nil {
					t.Fatal(err)
				}
				c, err := cdp.Connect(ctx, b.Endpoint(), nil)
				if err != nil {
					t.Fatal(err)
				}
				defer c.Close()
				waitTabGone(t, ctx, c, site.base)
			}
			if err := tab.Close(ctx); err != nil {
				t.Fatalf("Close: %v", err)
			}
		})
	}
}
