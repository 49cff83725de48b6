package main

import (
	"strings"
	"testing"

	"github.com/surefill/surefill/bench/internal/plan"
)

const benchOut = `goos: linux
goarch: amd64
pkg: github.com/surefill/surefill
BenchmarkFillSelect10kLast-2   	       3	  56310212 ns/op	        56.00 ms/fill
BenchmarkLive100k-2            	       3	 951234567 ns/op	       125.4 peak-heap-MB	       157.0 peak-RSS-MB
BenchmarkSave100k-2            	       3	 841000000 ns/op	       367.0 go-cpu-ms/save	        12.50 html-MB	       841.0 ms/save	       160.0 peak-heap-MB	       210.5 peak-RSS-MB
PASS
ok  	github.com/surefill/surefill	30.1s
`

func TestParseBench(t *testing.T) {
	rs := parseBench(benchOut)
	if len(rs) != 3 {
		t.Fatalf("%d results, want 3: %+v", len(rs), rs)
	}
	if rs[0].Variant != "FillSelect10kLast" || rs[0].N != 3 || rs[0].Metrics["ms/fill"] != 56 || rs[0].MS < 56.3 || rs[0].MS > 56.4 {
		t.Errorf("first: %+v", rs[0])
	}
	if got := rs[2].Metrics["peak-RSS-MB"]; got != 210.5 {
		t.Errorf("Save100k peak-RSS-MB %v, want 210.5", got)
	}
}

// The bars judge the figures: the median of a benchmark's runs, a peer's
// ratio of medians; a scenario that did not run is not measured, never met.
func TestBarsTable(t *testing.T) {
	all := parseBench(benchOut)
	all = append(all, plan.Result{Scenario: goScenario, Variant: "FieldsOf500", Metrics: map[string]float64{"FieldsOf/html.Parse": 1.3}},
		plan.Result{Scenario: goScenario, Variant: "FieldsOf500", Metrics: map[string]float64{"FieldsOf/html.Parse": 1.6}})
	rows := map[key]*row{
		{"big20k.fill", "surefill"}:   {values: []float64{90, 100}},
		{"big20k.fill", "playwright"}: {values: []float64{300, 320}},
	}
	var b strings.Builder
	barsTable(&b, rows, all)
	out := b.String()
	for _, want := range []string{
		"| the last of 10,000 options of a native select, one Fill | ≤ 1 s | 56.00 ms | yes |",
		"| a 100,000-element page live, peak RSS of the Go process | ≤ 200 MB | 157 MB | yes |",
		"| `Save` of the 100,000-element page | ≤ 1 s | 841 ms | yes |",
		"1.450× (median of 2 runs, 1.300–1.600) | yes |",
		"| big20k, one fill / Playwright's | ≤ 0.4× | 0.306× (95.0 / 310.0)",
		"| form60, surefill's verified fill / Playwright's unverified fill | ≤ 0.5× | — | not measured |",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}
