package live_test

import (
	"context"
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
	if st.Value == nil || *st.Value != "Ada" || !st.KeptFocus {
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
