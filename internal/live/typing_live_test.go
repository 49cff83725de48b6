package live_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdpruntime "github.com/chromedp/cdproto/runtime"
)

// The blur sent behind an insertion waits in the page for it. When no
// insertion event tells the page it came (here the watch waits for other
// text), Go's release once the browser answered the insertion lets the
// blur run: it reads the text back, and nothing waits for a timeout.
func TestTypingReleasedWithoutEvents(t *testing.T) {
	srv := serve(t, map[string]string{"/typed": `<!doctype html><label>Name <input id=n onchange="window.__change = this.value"></label>`})
	f, ctx := open(t, srv.URL+"/typed")
	d, err := f.Model(ctx)
	if err != nil {
		t.Fatal(err)
	}
	n := byID(d, "n")
	// Well under the call's usual timeouts: a blur left waiting fails here.
	cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	st, sent, err := f.Handle(n).TypeArmed(cctx, "text that never comes", "Ada")
	if err != nil || !sent {
		t.Fatalf("sent %v, err %v", sent, err)
	}
	if st.Value == nil || *st.Value != "Ada" || !st.KeptFocus || st.Typed {
		t.Errorf("read back %+v", st)
	}
	// The page's own world saw the commit: its change handler ran with
	// the text.
	main, err := f.P.MainWorld(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	yes := true
	res, err := cdp.Call(ctx, f.P.S, cdpruntime.Evaluate, cdpruntime.EvaluateParams{Expression: "window.__change", ContextID: main, ReturnByValue: &yes})
	if err != nil {
		t.Fatal(err)
	}
	if string(res.Result.Value) != `"Ada"` {
		t.Errorf("the page's change handler saw %s", res.Result.Value)
	}
}

// The watch knows the insertion by a digest Go and the runtime work out
// alike (the text never goes to the runtime): every text below wakes the
// blur by its own events, the release unneeded. A digest that differed
// would leave every fill waiting out typedGrace.
func TestTypingKnownByItsEvents(t *testing.T) {
	srv := serve(t, map[string]string{"/typed": `<!doctype html><label>Name <input id=n></label><label>Pin <input id=p type=password></label>`})
	f, ctx := open(t, srv.URL+"/typed")
	d, err := f.Model(ctx)
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{"Ada", "héllo wörld", "日本語のテキスト", "emoji 😀👍🏽 mixed", "a\tb", strings.Repeat("long text ", 200), "\u00a0lead and trail\u00a0", "Sekr3t!"}
	for i, text := range texts {
		id := "n"
		if i == len(texts)-1 {
			id = "p"
		}
		st, sent, err := f.Handle(byID(d, id)).TypeArmed(ctx, text, text)
		if err != nil || !sent {
			t.Fatalf("%q: sent %v, err %v", text, sent, err)
		}
		if st.Value == nil || *st.Value != text {
			t.Errorf("%q: read back %+v", text, st.Value)
		}
		if !st.Typed {
			t.Errorf("%q: the blur ran on Go's release, not on the insertion's events: the digests differ", text)
		}
	}
}
