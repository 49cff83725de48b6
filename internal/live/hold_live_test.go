package live_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/surefill/surefill/internal/live"
)

// TestReadBackTakesNavigation: the read-back after a click takes the
// navigation the click set off, for SettleNavigation to wait on without
// asking again; any input after it makes what was taken worthless, and
// SettleNavigation asks the page itself.
func TestReadBackTakesNavigation(t *testing.T) {
	// /next answers 204 No Content: the navigation ends there and the
	// document stays.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/next" {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, `<!doctype html><button id=b onclick="location.href='/next'">Go</button><input id=i>`)
	}))
	t.Cleanup(srv.Close)
	f, ctx := open(t, srv.URL+"/go")
	d, err := f.Model(ctx)
	if err != nil {
		t.Fatal(err)
	}
	b, in := byID(d, "b"), byID(d, "i")
	var log live.Log
	if err := f.Handle(b).ClickElement(ctx, &log, 0); err != nil {
		t.Fatal(err)
	}
	if _, ok := f.Held(); ok {
		t.Fatal("something was held before any read-back")
	}
	if _, err := f.Handle(in).ReadState(ctx); err != nil {
		t.Fatal(err)
	}
	dest, ok := f.Held()
	if !ok || !strings.HasSuffix(dest, "/next") {
		t.Fatalf("held %q %v, want the click's navigation", dest, ok)
	}
	if _, ok := f.Held(); ok {
		t.Fatal("a held navigation was given twice")
	}
	// Taken, then input: nothing held.
	if _, err := f.Handle(in).ReadState(ctx); err != nil {
		t.Fatal(err)
	}
	if err := f.InsertText(ctx, "x"); err != nil {
		t.Fatal(err)
	}
	if _, ok := f.Held(); ok {
		t.Fatal("a navigation taken before input was held after it")
	}
}
