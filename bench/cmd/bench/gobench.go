package main

import (
	"bufio"
	"bytes"
	"fmt"
	"log"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/surefill/surefill/bench/internal/plan"
)

// goScenario is the Scenario of a result that one of the library's own Go
// benchmarks reported (Variant is the benchmark's name).
const goScenario = "go"

// goBench is one `go test -bench` run in the library's module, for the
// bars no peer measures: a native select's last option of 10,000, a
// 100,000-element page's memory and Save, offline FieldsOf.
type goBench struct {
	pkg, pattern, benchtime string
	count                   int
}

var goBenches = []goBench{
	{".", "^Benchmark(FillSelect10kLast|Live100k|Save100k)$", "3x", 3},
	{"./testing", "^BenchmarkFieldsOf500$", "100x", 5},
}

// runGoBenches runs the benchmarks after the peers (so they never share
// the machine with a timed peer) and returns each reported line as a
// result: MS is the ns/op in ms, Metrics every figure by unit.
func runGoBenches(timeout time.Duration) ([]plan.Result, error) {
	var out []plan.Result
	for _, g := range goBenches {
		args := []string{"test", "-run", "^$", "-bench", g.pattern, "-benchtime", g.benchtime, "-count", strconv.Itoa(g.count), g.pkg}
		cmd := exec.Command("go", args...)
		cmd.Dir = ".." // the library's module
		cmd.WaitDelay = time.Second
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		start := time.Now()
		done := make(chan error, 1)
		if err := cmd.Start(); err != nil {
			return out, err
		}
		go func() { done <- cmd.Wait() }()
		var err error
		select {
		case err = <-done:
		case <-time.After(timeout):
			cmd.Process.Kill()
			err = fmt.Errorf("timed out after %v", timeout)
			<-done
		}
		rs := parseBench(stdout.String())
		if err == nil && len(rs) == 0 {
			err = fmt.Errorf("no benchmark line in its output")
		}
		if err != nil {
			return append(out, rs...), fmt.Errorf("go %s: %w\n%s", strings.Join(args, " "), err, firstLines(stdout.String()+stderr.String(), 10))
		}
		out = append(out, rs...)
		log.Printf("go test -bench %s %s: %.1fs", g.pattern, g.pkg, time.Since(start).Seconds())
	}
	return out, nil
}

// parseBench reads `go test -bench` output: a line per run, the name, the
// iterations, then value-unit pairs.
func parseBench(s string) []plan.Result {
	var out []plan.Result
	sc := bufio.NewScanner(strings.NewReader(s))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") {
			continue
		}
		n, err := strconv.Atoi(f[1])
		if err != nil {
			continue
		}
		name := strings.TrimPrefix(f[0], "Benchmark")
		if i := strings.LastIndexByte(name, '-'); i > 0 {
			name = name[:i] // the GOMAXPROCS suffix
		}
		r := plan.Result{Scenario: goScenario, Variant: name, N: n, Metrics: map[string]float64{}}
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				continue
			}
			r.Metrics[f[i+1]] = v
		}
		r.MS = r.Metrics["ns/op"] / 1e6
		out = append(out, r)
	}
	return out
}

// goTable prints every Go benchmark's figures: the median of its runs per
// unit, and the range when it ran more than once.
func goTable(b *strings.Builder, all []plan.Result) {
	var names []string
	runs := map[string][]plan.Result{}
	for _, r := range all {
		if r.Scenario != goScenario {
			continue
		}
		if runs[r.Variant] == nil {
			names = append(names, r.Variant)
		}
		runs[r.Variant] = append(runs[r.Variant], r)
	}
	if len(names) == 0 {
		return
	}
	fmt.Fprintf(b, "\n### the library's Go benchmarks (run after the peers)\n\n| benchmark | runs | figures (median; min–max) |\n|---|---:|---|\n")
	for _, n := range names {
		var units []string
		for _, r := range runs[n] {
			for u := range r.Metrics {
				if u != "ns/op" && u != "B/op" && u != "allocs/op" && !slices.Contains(units, u) {
					units = append(units, u)
				}
			}
		}
		slices.Sort(units)
		var parts []string
		for _, u := range units {
			v := goMetric(all, n, u)
			s := fmt.Sprintf("%s %s", fmtFig(median(v)), u)
			if len(v) > 1 {
				s += fmt.Sprintf(" (%s–%s)", fmtFig(slices.Min(v)), fmtFig(slices.Max(v)))
			}
			parts = append(parts, s)
		}
		fmt.Fprintf(b, "| %s | %d | %s |\n", n, len(runs[n]), strings.Join(parts, ", "))
	}
}

// goMetric is every run's figure of a benchmark in one unit.
func goMetric(all []plan.Result, name, unit string) []float64 {
	var v []float64
	for _, r := range all {
		if r.Scenario == goScenario && r.Variant == name {
			if x, ok := r.Metrics[unit]; ok {
				v = append(v, x)
			}
		}
	}
	return v
}

func fmtFig(v float64) string {
	if v >= 100 {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', 2, 64)
}
