package cdp_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"
)

// BenchmarkEvaluateRoundTrip measures one Runtime.evaluate("1") round trip
// on a page session of a real browser. The floor measured with a minimal
// client on the reference machine is 0.25 ms median (facts §12).
func BenchmarkEvaluateRoundTrip(b *testing.B) {
	_, s := newPage(b)
	ctx := context.Background()
	params := runtime.EvaluateParams{Expression: "1"}
	for b.Loop() {
		if _, err := cdproto.Call(ctx, s, runtime.Evaluate, params); err != nil {
			b.Fatal(err)
		}
	}
}

// TestEvaluateRoundTripMedian reports the median, p90 and p99 of 1000 round
// trips, since a benchmark's mean hides the tail.
func TestEvaluateRoundTripMedian(t *testing.T) {
	_, s := newPage(t)
	ctx := t.Context()
	params := runtime.EvaluateParams{Expression: "1"}
	for range 50 { // warm up
		if _, err := cdproto.Call(ctx, s, runtime.Evaluate, params); err != nil {
			t.Fatal(err)
		}
	}
	d := make([]time.Duration, 1000)
	for i := range d {
		start := time.Now()
		if _, err := cdproto.Call(ctx, s, runtime.Evaluate, params); err != nil {
			t.Fatal(err)
		}
		d[i] = time.Since(start)
	}
	slices.Sort(d)
	t.Logf("Runtime.evaluate(\"1\") round trip over %d calls: p50 %v, p90 %v, p99 %v",
		len(d), d[len(d)/2], d[len(d)*9/10], d[len(d)*99/100])
}

// TestConcurrentEvaluateLive runs 100 goroutines × 100 calls of distinct
// expressions on one page session of a real browser; every result must be
// the one of its own expression.
func TestConcurrentEvaluateLive(t *testing.T) {
	_, s := newPage(t)
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	const G, N = 100, 100
	var wg sync.WaitGroup
	errs := make(chan error, G)
	for g := range G {
		wg.Go(func() {
			for i := range N {
				want := fmt.Sprintf("g%d-%d", g, i)
				got, err := evalString(ctx, s, `"`+want+`"`)
				if err != nil {
					errs <- err
					return
				}
				if got != want {
					errs <- fmt.Errorf("expression %q got %q", want, got)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
