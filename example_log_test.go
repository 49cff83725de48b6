package surefill_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"time"

	"github.com/surefill/surefill"
)

// The action log: every call that reads or writes the page records its
// name, target, site, outcome and duration through log/slog, never a value.
// (Time, duration and the test server's site are dropped here so the
// output is stable.)
func Example_actionLog() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	h := slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey || a.Key == "took" || a.Key == "site" {
			return slog.Attr{}
		}
		return a
	}})
	b, err := surefill.Launch(ctx, &surefill.Options{
		Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}},
		Logger: slog.New(h),
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer b.Close()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, "<label>Name <input></label>")
	}))
	defer srv.Close()
	tab, err := b.NewTab(ctx, srv.URL)
	if err != nil {
		fmt.Println(err)
		return
	}
	tab.Fill(ctx, surefill.Label("Name"), "Ada Lovelace", nil)
	tab.Fill(ctx, surefill.Label("Nickname"), "Ada", &surefill.FillOptions{Timeout: 100 * time.Millisecond})
	// Output:
	// level=INFO msg=surefill op=NewTab outcome=ok
	// level=INFO msg=surefill op=Fill target="surefill.Label(\"Name\")" outcome=ok
	// level=WARN msg=surefill op=Fill target="surefill.Label(\"Nickname\")" outcome=not_found
}
