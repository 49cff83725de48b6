// Command actionlog shows the action log: every call that reads or writes
// the page records its name, target, site, outcome and duration through
// log/slog, and never a value. It fills a field that is there and one that
// is not, prints the log (time and duration dropped, so the lines read the
// same on every run), and exits non-zero if a line is missing, an outcome
// is not the expected one, or the value typed shows up anywhere in the log.
package main

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"time"

	"github.com/surefill/surefill"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "actionlog:", err)
		os.Exit(1)
	}
}

func run() error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var log bytes.Buffer
	h := slog.NewTextHandler(&log, &slog.HandlerOptions{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey || a.Key == "took" {
			return slog.Attr{}
		}
		return a
	}})
	b, err := surefill.Launch(ctx, &surefill.Options{
		Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}},
		Logger: slog.New(h),
	})
	if err != nil {
		return err
	}
	defer b.Close()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, "<label>Name <input></label>")
	}))
	defer srv.Close()
	site := strings.TrimPrefix(srv.URL, "http://")
	tab, err := b.NewTab(ctx, srv.URL)
	if err != nil {
		return err
	}
	const value = "Ada Lovelace"
	if _, err := tab.Fill(ctx, surefill.Label("Name"), value, nil); err != nil {
		return err
	}
	_, err = tab.Fill(ctx, surefill.Label("Nickname"), "Ada", &surefill.FillOptions{Timeout: 100 * time.Millisecond})
	if surefill.CodeOf(err) != surefill.NotFound {
		return fmt.Errorf("a Fill of a missing field: %v, want not_found", err)
	}
	fmt.Print(log.String())

	lines := strings.Split(strings.TrimSpace(log.String()), "\n")
	want := []struct{ level, op, target, outcome string }{
		{"INFO", "NewTab", "", "ok"},
		{"INFO", "Fill", `surefill.Label(\"Name\")`, "ok"},
		{"WARN", "Fill", `surefill.Label(\"Nickname\")`, "not_found"},
	}
	if len(lines) != len(want) {
		return fmt.Errorf("%d log lines, want %d", len(lines), len(want))
	}
	for i, w := range want {
		l := lines[i]
		for _, part := range []string{"level=" + w.level, "op=" + w.op, "site=" + site, "outcome=" + w.outcome} {
			if !strings.Contains(l, part) {
				return fmt.Errorf("log line %d %q lacks %s", i+1, l, part)
			}
		}
		if w.target != "" && !strings.Contains(l, w.target) {
			return fmt.Errorf("log line %d %q lacks the target %s", i+1, l, w.target)
		}
	}
	if strings.Contains(log.String(), value) || strings.Contains(log.String(), "Ada") {
		return fmt.Errorf("a value typed is in the log")
	}
	return nil
}
