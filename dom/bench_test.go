package dom

import (
	"bytes"
	"os"
	"syscall"
	"testing"
	"time"

	"golang.org/x/net/html"
)

// cpuTime is the process's user+system CPU time. Benchmarks report it per
// op next to wall time: on a shared machine wall time swings with other
// load, CPU time (which counts the garbage collector's threads too) much
// less, so ratios between sub-benchmarks stay meaningful.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loop runs f b.N times, reporting CPU time per op.
func loop(b *testing.B, f func()) {
	b.ReportAllocs()
	start := cpuTime()
	n := 0
	for b.Loop() {
		f()
		n++
	}
	if n > 0 {
		b.ReportMetric(float64((cpuTime()-start).Nanoseconds())/float64(n), "cpu-ns/op")
	}
}

// BenchmarkParse500 measures the offline builder against plain html.Parse
// of the same bytes: the builder's overhead is what the resolver's budget
// (FieldsOf within 1.5x of html.Parse) has to leave room for; on a page
// the fast path takes (fastparse.go), Parse does not run html.Parse at all.
func BenchmarkParse500(b *testing.B) {
	src, err := os.ReadFile("testdata/form500.html")
	if err != nil {
		b.Fatal(err)
	}
	b.Run("html.Parse", func(b *testing.B) {
		loop(b, func() {
			if _, err := html.Parse(bytes.NewReader(src)); err != nil {
				b.Fatal(err)
			}
		})
	})
	b.Run("Parse", func(b *testing.B) {
		loop(b, func() {
			if _, err := Parse(src, nil); err != nil {
				b.Fatal(err)
			}
		})
	})
	b.Run("ParseNoStyleSheets", func(b *testing.B) {
		loop(b, func() {
			if _, err := Parse(src, &ParseOptions{NoStyleSheets: true}); err != nil {
				b.Fatal(err)
			}
		})
	})
	// ratio alternates the two in one loop, so both meet the same load
	// on a shared machine, and reports Parse's CPU time over html.Parse's.
	b.Run("ratio", func(b *testing.B) {
		var base, model time.Duration
		for b.Loop() {
			t0 := cpuTime()
			if _, err := html.Parse(bytes.NewReader(src)); err != nil {
				b.Fatal(err)
			}
			t1 := cpuTime()
			if _, err := Parse(src, nil); err != nil {
				b.Fatal(err)
			}
			t2 := cpuTime()
			base += t1 - t0
			model += t2 - t1
		}
		if base > 0 {
			b.ReportMetric(float64(model)/float64(base), "Parse/html.Parse")
		}
	})
}
