package surefill_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
)

// TestStatus: the status is the one the page's server sent.
func TestStatus(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		switch r.URL.Path {
		case "/ok":
			w.Write([]byte("<p>fine</p>"))
		case "/gone":
			w.WriteHeader(http.StatusGone)
			w.Write([]byte("<p>gone</p>"))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	b := livetest.Launch(t, surefill.Grants{})
	ctx := t.Context()
	for path, want := range map[string]int{"/ok": 200, "/gone": 410, "/missing": 404} {
		tab, err := b.NewTab(ctx, srv.URL+path)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := tab.Status(ctx); err != nil || got != want {
			t.Errorf("%s: status %d, %v; the server sent %d", path, got, err, want)
		}
		tab.Close(ctx)
	}
	tab, err := b.NewTab(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	if got, err := tab.Status(ctx); err != nil || got != 0 {
		t.Errorf("about:blank: status %d, %v", got, err)
	}
}
