package surefill_test

import (
	"testing"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
)

func init() {
	// The page's own key handler records the key, apart from the DOM a
	// fill touches.
	livetest.Pages["/press"] = `<!doctype html><title>press</title>
<label>Search <input id=q onkeydown="document.getElementById('seen').textContent = event.key"></label>
<p id=seen>none</p>`
}

// TestLivePressLandsOnAGrantedPage: a key with no target lands where the
// focus is when that document is on a granted site. (The focus guard once
// read its answer's fields by case and found every document opaque: each
// Press, and each Escape a failed call pressed to close a popup, was
// refused as not_permitted on a page with a site rule.)
func TestLivePressLandsOnAGrantedPage(t *testing.T) {
	b := livetest.Launch(t, surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"127.0.0.1"}})
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
