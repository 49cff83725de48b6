package surefill_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"runtime/metrics"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/cdp/cdptest"
	"github.com/surefill/surefill/internal/livetest"
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
	tab, ctx := benchTab(b, page.String(), livetest.FormsGrant)
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

// page100k is a page of about 100,000 elements: a small labelled form
// above an application's worth of rows (each row a div, three spans, a
// link and a button).
func page100k() string {
	var b strings.Builder
	b.WriteString(`<!doctype html><title>100k</title><form><label for=name>Name</label><input id=name><label for=mail>Email</label><input id=mail type=email>
<label><input type=checkbox id=agree> I agree</label><label for=plan>Plan</label><select id=plan><option>Free</option><option>Pro</option></select></form><div id=app>`)
	for i := 0; i < 100000/6; i++ {
		fmt.Fprintf(&b, `<div class="row r%d"><span class="cell">Item %d</span><span class="cell">Value</span><span class="cell">Note</span><a href="#i%d">Open</a><button type=button>Archive</button></div>`, i%7, i, i)
	}
	b.WriteString(`</div>`)
	return b.String()
}

// peak samples the Go heap while a benchmark runs and reads the process's
// peak resident size (VmHWM, reset when the sampling starts): what a
// script holding the page costs in memory, the browser's own apart.
type peak struct {
	heap uint64
	stop chan struct{}
	done chan struct{}
}

func startPeak() *peak {
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) // resets VmHWM (Linux)
	p := &peak{stop: make(chan struct{}), done: make(chan struct{})}
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	go func() {
		defer close(p.done)
		t := time.NewTicker(2 * time.Millisecond)
		defer t.Stop()
		for {
			metrics.Read(s)
			p.heap = max(p.heap, s[0].Value.Uint64())
			select {
			case <-p.stop:
				return
			case <-t.C:
			}
		}
	}()
	return p
}

// report stops the sampling and reports the peaks in MB.
func (p *peak) report(b *testing.B) {
	close(p.stop)
	<-p.done
	b.ReportMetric(float64(p.heap)/(1<<20), "peak-heap-MB")
	if st, err := os.ReadFile("/proc/self/status"); err == nil {
		for _, line := range strings.Split(string(st), "\n") {
			if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmHWM:" {
				if kb, err := strconv.ParseFloat(f[1], 64); err == nil {
					b.ReportMetric(kb/1024, "peak-RSS-MB")
				}
			}
		}
	}
}

// processCPU is the process's user+system CPU time.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkLive100k opens the 100,000-element page and fills a field of
// it: the live model of the whole page is built for the fill. The bar is
// 200 MB at the peak, in the Go process.
func BenchmarkLive100k(b *testing.B) {
	_, _, reload := open100k(b)
	p := startPeak()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		reload()
	}
	b.StopTimer()
	p.report(b)
}

// open100k opens the 100,000-element page; reload navigates to it again
// and fills a field of it (which builds its model).
func open100k(b *testing.B) (*surefill.Tab, context.Context, func()) {
	tab, ctx := benchTab(b, page100k(), livetest.FormsGrant)
	url, err := tab.URL(ctx)
	if err != nil {
		b.Fatal(err)
	}
	runtime.GC()
	return tab, ctx, func() {
		if err := tab.Goto(ctx, url); err != nil {
			b.Fatal(err)
		}
		if _, err := tab.Fill(ctx, surefill.Label("Email"), "ada@example.org", &surefill.FillOptions{Timeout: time.Minute}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSave100k saves the 100,000-element page as HTML, each time on
// a freshly loaded page whose model a fill built (so the Save asks the
// computed facts of every element itself). The bar is 1 s a Save.
func BenchmarkSave100k(b *testing.B) {
	tab, ctx, reload := open100k(b)
	p := startPeak()
	b.ResetTimer()
	var size int
	var cpu time.Duration
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		reload()
		b.StartTimer()
		c0 := processCPU()
		out, err := tab.Save(ctx)
		if err != nil {
			b.Fatal(err)
		}
		cpu += processCPU() - c0
		size = len(out)
	}
	b.StopTimer()
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/save")
	// The Go process's own CPU time (the browser's apart): on a loaded
	// machine wall time swings with other work, this much less.
	b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "go-cpu-ms/save")
	b.ReportMetric(float64(size)/(1<<20), "html-MB")
	p.report(b)
}
