package surefill_test

import (
	"context"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/cdp/cdptest"
	"github.com/surefill/surefill/internal/livetest"
)

func init() {
	// The page's own key handler records any key that lands in the
	// document, apart from the DOM a fill touches.
	livetest.Pages["/press"] = `<!doctype html><title>press</title>
<label>Search <input id=q></label>
<p id=seen>none</p>
<script>document.addEventListener('keydown', (e) => { document.getElementById('seen').textContent = e.key; }, true);</script>`
}

// TestLivePressLandsOnAGrantedPage: a key with no target lands where the
// focus is when that document is on a granted site. (The focus guard once
// read its answer's fields by case and found every document opaque: each
// Press, and each Escape a failed call pressed to close a popup, was
// refused as not_permitted on a page with a site rule.)
func TestLivePressLandsOnAGrantedPage(t *testing.T) {
	// A browser of its own: in the shared one, the first key a tab
	// receives after the submit guard stopped an Enter in another tab is
	// lost (TestLiveSubmitGuard then this test: the second key lands), a
	// separate bug this test is not about.
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	b, err := surefill.Launch(ctx, &surefill.Options{ChromePath: cdptest.Chrome(t),
		Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"127.0.0.1"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	tab, ctx := livetest.OpenPage(t, b, "/press")
	if err := tab.Click(ctx, surefill.Label("Search")); err != nil {
		t.Fatal(err)
	}
	if err := tab.Press(ctx, "Escape"); err != nil {
		t.Fatalf("Press(Escape): %v", err)
	}
	if got, err := tabText(tab, surefill.CSS("#seen")); err != nil || got != "Escape" {
		t.Errorf("the page's key handler saw %q (%v), want Escape", got, err)
	}
}
