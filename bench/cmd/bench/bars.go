package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/surefill/surefill/bench/internal/plan"
)

// A bar is one of the performance goals the project holds itself to, and
// how this run's figures are judged against it.
type bar struct {
	what  string
	goal  string
	limit float64
	// measure is the figure the bar judges (and how to say it), or ok
	// false when this run did not measure it.
	measure func(rows map[key]*row, all []plan.Result) (v float64, said string, ok bool)
}

var bars = []bar{
	{"form60, surefill's verified fill / Playwright's unverified fill", "≤ 0.5×", 0.5, peerRatio("form60.fill", "playwright")},
	{"form60, every kind of field / the floor (the worst kind)", "≤ 1.5×", 1.5, worstKind("floor")},
	{"form500, `Fields` / `ariaSnapshot()`", "≤ 0.3×", 0.3, peerRatio("form500.list", "playwright ariaSnapshot")},
	{"big20k, one fill / Playwright's", "≤ 0.4×", 0.4, peerRatio("big20k.fill", "playwright")},
	{"the last of 10,000 options of a native select, one Fill", "≤ 1 s", 1000, goFigure("FillSelect10kLast", "ms/fill", "ms")},
	{"a 100,000-element page live, peak RSS of the Go process", "≤ 200 MB", 200, goFigure("Live100k", "peak-RSS-MB", "MB")},
	{"`Save` of the 100,000-element page", "≤ 1 s", 1000, goFigure("Save100k", "ms/save", "ms")},
	{"offline `FieldsOf` of the 500-control page / `html.Parse` (CPU time)", "≤ 1.5×", 1.5, goFigure("FieldsOf500", "FieldsOf/html.Parse", "×")},
}

// barsTable prints every bar with this run's figure and whether it holds.
func barsTable(b *strings.Builder, rows map[key]*row, all []plan.Result) {
	fmt.Fprintf(b, "\n### against the bars\n\n| bar | goal | this run | met |\n|---|---|---|---|\n")
	for _, br := range bars {
		v, said, ok := br.measure(rows, all)
		verdict := "not measured"
		if ok {
			verdict = "**no**"
			if v <= br.limit {
				verdict = "yes"
			}
		}
		if !ok {
			said = "—"
		}
		fmt.Fprintf(b, "| %s | %s | %s | %s |\n", br.what, br.goal, said, verdict)
	}
}

// peerRatio judges surefill's median against a peer's in a scenario (the
// ratio of the medians, as the scenario's own table gives it).
func peerRatio(scenario, peer string) func(map[key]*row, []plan.Result) (float64, string, bool) {
	return func(rows map[key]*row, _ []plan.Result) (float64, string, bool) {
		sf, p := rows[key{scenario, surefillVariant(scenario)}], rows[key{scenario, peer}]
		if sf == nil || p == nil || len(sf.values) == 0 || len(p.values) == 0 || sf.errs > 0 {
			return 0, "", false
		}
		r := median(sf.values) / median(p.values)
		return r, fmt.Sprintf("%.3f× (%.1f / %.1f)%s", r, median(sf.values), median(p.values), perRound(sf.values, p.values)), true
	}
}

// surefillVariant is surefill's variant name in a scenario's rows.
func surefillVariant(scenario string) string {
	if scenario == "form500.list" {
		return "surefill Fields"
	}
	return "surefill"
}

// worstKind judges the kind of field on which surefill is slowest against
// a peer, by the per-kind ratios of the form60 table (the median of the
// round-by-round ratios).
func worstKind(peer string) func(map[key]*row, []plan.Result) (float64, string, bool) {
	return func(rows map[key]*row, _ []plan.Result) (float64, string, bool) {
		sf, p := rows[key{"form60.fill", "surefill"}], rows[key{"form60.fill", peer}]
		if sf == nil || p == nil || sf.errs > 0 {
			return 0, "", false
		}
		worst, best, which := 0.0, 0.0, ""
		for g, a := range sf.rounds {
			q := p.rounds[g]
			if len(a) == 0 || len(a) != len(q) {
				return 0, "", false
			}
			r := make([]float64, len(a))
			for i := range a {
				r[i] = a[i] / q[i]
			}
			m := median(r)
			if which == "" || m > worst {
				worst, which = m, g
			}
			if best == 0 || m < best {
				best = m
			}
		}
		if which == "" {
			return 0, "", false
		}
		return worst, fmt.Sprintf("%.3f× (%s); every kind %.2f–%.2f×", worst, which, best, worst), true
	}
}

// goFigure judges a Go benchmark's figure in one unit: the median of its
// runs, as the peers' bars judge the median of their rounds, with the
// range beside it.
func goFigure(name, unit, say string) func(map[key]*row, []plan.Result) (float64, string, bool) {
	return func(_ map[key]*row, all []plan.Result) (float64, string, bool) {
		v := goMetric(all, name, unit)
		if len(v) == 0 {
			return 0, "", false
		}
		m := median(v)
		fig := func(x float64) string { return fmtFig(x) }
		sep := " "
		if say == "×" {
			// A ratio is judged to the thousandth, so one just over its
			// bar does not print as on it.
			fig = func(x float64) string { return fmt.Sprintf("%.3f", x) }
			sep = ""
		}
		s := fig(m) + sep + say
		if len(v) > 1 {
			s += fmt.Sprintf(" (median of %d runs, %s–%s)", len(v), fig(slices.Min(v)), fig(slices.Max(v)))
		}
		return m, s, true
	}
}
