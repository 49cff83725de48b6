package surefill_test

import (
	"testing"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
)

func init() {
	// The page's own key handler records any key that lands in the
	// document, apart from the DOM a fill touches.
	livetest.Pages["/press"] = `<!doctype html><title>press</title>
<label>Search <input id=q name=q></label>
<p id=seen>none</p>
<script>document.addEventListener('keydown', (e) => { document.getElementById('seen').textContent = e.key; }, true);</script>`
}

// TestLivePressLandsOnAGrantedPage: a key with no target lands where the
// focus is when that document is on a granted site. (The focus guard once
// read its answer's fields by case and found every document opaque: each
// Press, and each Escape a failed call pressed to close a popup, was
// refused as not_permitted on a page with a site rule.)
//
// It runs in the shared browser after a form with a field of the same name
// was filled and sent (its submission stopped by the guard): the browser
// keeps such values as form history and offers them, when a field of that
// name takes the focus, in a popup of its own that takes the next key, so
// an Escape closed the popup and never reached the page (the launched
// profile now has the browser's suggestions off).
func TestLivePressLandsOnAGrantedPage(t *testing.T) {
	b := livetest.Connect(t, surefill.Options{Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"127.0.0.1"}}})
	sent, ctx := livetest.OpenPage(t, b, "/submit")
	if _, err := sent.Fill(ctx, surefill.Label("Query"), "hello", nil); err != nil {
		t.Fatal(err)
	}
	if err := sent.Click(ctx, surefill.Label("Query")); err != nil {
		t.Fatal(err)
	}
	livetest.WantCode(t, "Press(Enter) in a form", sent.Press(ctx, "Enter"), surefill.NotPermitted)

	tab, ctx := livetest.OpenPage(t, b, "/press")
	if err := tab.Click(ctx, surefill.Label("Search")); err != nil {
		t.Fatal(err)
	}
	if err := tab.Press(ctx, "Escape"); err != nil {
		t.Fatalf("Press(Escape): %v", err)
	}
	if got := livetest.Peek(t, "/press", "document.getElementById('seen').textContent"); got != "Escape" {
		t.Errorf("the page's key handler saw %v, want Escape", got)
	}
}
