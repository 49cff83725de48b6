package live_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/surefill/surefill/internal/live"
)

// TestModelRightAfterANavigation: the first look at a frame right after
// its document was replaced may still hold the world of the old one; the
// model is then taken in the new document (or refused as stale), never
// failed with the protocol's "Cannot find context" (the counters and the
// projection were asked outside the one retry for a replaced document).
func TestModelRightAfterANavigation(t *testing.T) {
	extra := map[string]string{}
	for i := 0; i < 2; i++ {
		extra[fmt.Sprintf("/doc%d", i)] = fmt.Sprintf(`<!doctype html><label for=f>Field %d</label><input id=f>`, i)
	}
	srv := serve(t, extra)
	f, ctx := open(t, srv.URL+"/doc0")
	for i := 1; i <= 20; i++ {
		if _, err := f.Model(ctx); err != nil && !errors.Is(err, live.ErrStale) {
			t.Fatalf("model before navigation %d: %v", i, err)
		}
		if err := f.P.S.Call(ctx, "Page.navigate", map[string]string{"url": fmt.Sprintf("%s/doc%d", srv.URL, i%2)}, nil); err != nil {
			t.Fatal(err)
		}
		d, err := f.Model(ctx)
		if errors.Is(err, live.ErrStale) {
			continue
		}
		if err != nil {
			t.Fatalf("model right after navigation %d: %v", i, err)
		}
		if len(d.Elements()) == 0 {
			t.Fatalf("model right after navigation %d has no elements", i)
		}
	}
}
