package surefill_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/cdp/cdptest"
)

// benchTab opens a page in a browser of the benchmark's own (the shared
// test browser is for tests).
func benchTab(b *testing.B, body string, g surefill.Grants) (*surefill.Tab, context.Context) {
	b.Helper()
	path := cdptest.Chrome(b)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, body)
	}))
	b.Cleanup(srv.Close)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	b.Cleanup(cancel)
	br, err := surefill.Launch(ctx, &surefill.Options{ChromePath: path, Grants: g})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { br.Close() })
	tab, err := br.NewTab(ctx, srv.URL)
	if err != nil {
		b.Fatal(err)
	}
	return tab, ctx
}

// BenchmarkFillSelect10kLast fills a 10,000-option native select with its
// last option: a whole Fill (resolve, guard, trusted keys, read back),
// from the first option each time. The bar is 1 s.
func BenchmarkFillSelect10kLast(b *testing.B) {
	var page strings.Builder
	page.WriteString(`<!doctype html><title>big select</title><label for=big>Item</label><select id=big>`)
	for i := 0; i < 10000; i++ {
		fmt.Fprintf(&page, "<option>Option %d</option>", i)
	}
	page.WriteString(`</select>`)
	tab, ctx := benchTab(b, page.String(), formsGrant)
	fill := func(v string) {
		f, err := tab.Fill(ctx, surefill.Label("Item"), v, nil)
		if err != nil {
			b.Fatal(err)
		}
		if f.Value != v {
			b.Fatalf("filled %v, want %s", f.Value, v)
		}
	}
	fill("Option 9999") // the model, once
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		fill("Option 0")
		b.StartTimer()
		fill("Option 9999")
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/fill")
}
