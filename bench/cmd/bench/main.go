// Command bench runs surefill and its peers (Playwright, chromedp, and the
// floor: a minimal CDP client making the same verified writes) over the
// same pages, alternating peer by peer for a number of rounds in one
// invocation, and prints the medians and the ratios surefill/peer, per
// kind of field too, and the CDP messages surefill and the floor send per
// field. After the peers it runs the library's own Go benchmarks for the
// bars no peer measures, and ends with every bar judged against this run.
//
// Run from bench/ (make bench does): go run ./cmd/bench [-rounds 5]
//
// Each peer is a separate process that launches the system Chromium,
// navigates outside its timings, and prints JSON (see internal/plan). The
// pages come from a net/http server on 127.0.0.1.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/surefill/surefill/bench/internal/peer"
	"github.com/surefill/surefill/bench/internal/plan"
	"github.com/surefill/surefill/bench/pages"
)

func main() {
	rounds := flag.Int("rounds", 5, "rounds; each runs every peer once, in turn")
	peersFlag := flag.String("peers", "playwright,chromedp,surefill,floor", "peers to run, in this order each round")
	scenarios := flag.String("scenarios", strings.Join(peer.Default, ","), "scenarios to run, or all: "+strings.Join(peer.All, ","))
	chrome := flag.String("chrome", peer.DefaultChrome(), "browser binary (SUREFILL_CHROME)")
	jsonOut := flag.String("json", "", "also write every raw result to this file")
	timeout := flag.Duration("timeout", 10*time.Minute, "limit for one peer run")
	from := flag.String("from", "", "print the report of a -json file instead of running")
	goBench := flag.Bool("go", true, "after the peers, also run the library's Go benchmarks for the bars no peer measures (a 10,000-option select, a 100,000-element page's memory and Save, offline FieldsOf)")
	flag.Parse()
	log.SetFlags(0)
	if *from != "" {
		var all []plan.Result
		b, err := os.ReadFile(*from)
		if err == nil {
			err = json.Unmarshal(b, &all)
		}
		if err != nil {
			log.Fatal(err)
		}
		fmt.Print(report(all, *rounds, "from "+*from))
		return
	}

	if _, err := os.Stat("playwright/bench.mjs"); err != nil {
		log.Fatal("run from bench/ (make bench does): ", err)
	}
	if *scenarios == "all" {
		*scenarios = strings.Join(peer.All, ",")
	}
	peers := strings.Split(*peersFlag, ",")
	base, stop := serve()
	defer stop()

	tmp, err := os.MkdirTemp("", "surefill-bench-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(tmp)

	// Prepare every peer before the first round, so no round pays for it.
	cmds := map[string][]string{}
	var ready []string
	for _, p := range peers {
		argv, err := prepare(p, tmp)
		if err != nil {
			log.Printf("%s: not run: %v", p, err)
			continue
		}
		cmds[p] = argv
		ready = append(ready, p)
	}
	args := []string{"-base", base, "-chrome", *chrome, "-scenarios", *scenarios}

	env := environment(*chrome)
	log.Printf("%s\npeers %s, %d rounds, pages on %s", env, strings.Join(ready, ", "), *rounds, base)

	var all []plan.Result
	failed := map[string][]string{}
	for r := 1; r <= *rounds; r++ {
		for _, p := range ready {
			start := time.Now()
			out, err := runPeer(cmds[p], args, *timeout)
			if err == nil && out.Error != "" {
				err = errors.New(out.Error)
			}
			if err != nil {
				failed[p] = append(failed[p], fmt.Sprintf("round %d: %v", r, err))
			}
			all = append(all, out.Results...)
			log.Printf("round %d/%d %-10s %5.1fs %s", r, *rounds, p, time.Since(start).Seconds(), okOr(err))
		}
	}
	if *goBench {
		rs, err := runGoBenches(*timeout)
		all = append(all, rs...)
		if err != nil {
			failed["go"] = append(failed["go"], err.Error())
			log.Printf("go benchmarks: FAILED: %s", firstLines(err.Error(), 1))
		}
	}
	if *jsonOut != "" {
		b, _ := json.MarshalIndent(all, "", " ")
		if err := os.WriteFile(*jsonOut, b, 0o644); err != nil {
			log.Print(err)
		}
	}
	fmt.Print(report(all, *rounds, env))
	for _, p := range append(ready, "go") {
		for _, f := range failed[p] {
			fmt.Printf("\n%s failed: %s", p, firstLines(f, 6))
		}
	}
	fmt.Println()
}

func okOr(err error) string {
	if err != nil {
		return "FAILED: " + firstLines(err.Error(), 1)
	}
	return ""
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

// serve serves the embedded pages under /pages/ on a loopback port.
func serve() (string, func()) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/pages/", http.StripPrefix("/pages/", http.FileServerFS(pages.FS)))
	mux.HandleFunc("/submitted", func(w http.ResponseWriter, _ *http.Request) { fmt.Fprintln(w, "submitted") })
	srv := &http.Server{Handler: mux}
	go srv.Serve(ln)
	return "http://" + ln.Addr().String(), func() { srv.Close() }
}

// prepare builds a Go peer, or installs the Playwright peer's package, and
// returns the command that runs it.
func prepare(p, tmp string) ([]string, error) {
	switch p {
	case "playwright":
		if _, err := os.Stat("playwright/node_modules/playwright-core"); err != nil {
			log.Print("installing playwright-core (npm install in bench/playwright)")
			cmd := exec.Command("npm", "install", "--no-audit", "--no-fund")
			cmd.Dir = "playwright"
			cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
			if err := cmd.Run(); err != nil {
				return nil, fmt.Errorf("npm install: %w", err)
			}
		}
		return []string{"node", "playwright/bench.mjs"}, nil
	case "chromedp", "surefill", "floor":
		bin := filepath.Join(tmp, p)
		// -mod=mod: the root module may have gained a dependency since
		// bench/go.sum was last tidied.
		cmd := exec.Command("go", "build", "-mod=mod", "-o", bin, "./"+p)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			return nil, fmt.Errorf("go build ./%s: %w\n%s", p, err, firstLines(stderr.String(), 10))
		}
		return []string{bin}, nil
	}
	return nil, fmt.Errorf("unknown peer %q", p)
}

// runPeer runs one peer once. The Playwright script takes --flag value,
// the Go peers -flag value: the same words with one dash more.
func runPeer(argv, args []string, timeout time.Duration) (plan.Output, error) {
	var out plan.Output
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	a := slices.Clone(args)
	if argv[0] == "node" {
		for i := 0; i < len(a); i += 2 {
			a[i] = "-" + a[i]
		}
	}
	cmd := exec.CommandContext(ctx, argv[0], append(argv[1:], a...)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if jerr := json.Unmarshal(stdout.Bytes(), &out); jerr != nil {
		if err == nil {
			err = jerr
		}
		return out, fmt.Errorf("%w\n%s", err, firstLines(stderr.String(), 10))
	}
	return out, err
}

func environment(chrome string) string {
	version := func(name string, args ...string) string {
		b, err := exec.Command(name, args...).Output()
		if err != nil {
			return "?"
		}
		return strings.TrimSpace(string(b))
	}
	pw := "?"
	if b, err := os.ReadFile("playwright/node_modules/playwright-core/package.json"); err == nil {
		var v struct{ Version string }
		if json.Unmarshal(b, &v) == nil {
			pw = v.Version
		}
	}
	return fmt.Sprintf("%s, %s, node %s, playwright-core %s, %d CPUs, load %s",
		version(chrome, "--version"), runtime.Version(), version("node", "--version"), pw, runtime.NumCPU(), loadavg())
}

// loadavg is the machine's load (1, 5, 15 minutes): figures taken on a busy
// machine are slower for every peer, and noisier.
func loadavg() string {
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		if f := strings.Fields(string(b)); len(f) >= 3 {
			return strings.Join(f[:3], " ")
		}
	}
	return "?"
}

// A key names one row: a scenario run by one variant.
type key struct{ scenario, variant string }

// row gathers one key's runs.
type row struct {
	key
	values   []float64 // the scenario's unit: ms per field, or ms
	errs     int       // failed fields or calls, over all rounds
	firstErr string
	verdict  string // the page's own check, over all rounds
	n        int
	note     string
	groups   map[string][]float64 // ms per field by kind/how
	// rounds are the median ms per field by kind/how of each round, so
	// per-kind ratios pair the peers round by round.
	rounds map[string][]float64
	// msgs and methods are the messages sent per field, by kind/how (and
	// by method, summed over the fields and rounds), where counted.
	msgs    map[string][]float64
	methods map[string]map[string]int
}

var units = map[string]string{
	"form60.fill":  "ms per field",
	"form500.fill": "ms per field",
	"form500.list": "ms",
	"big20k.fill":  "ms (one fill)",
}

var titles = map[string]string{
	"form60.fill":  "form60: fill 60 mixed fields",
	"form500.fill": "form500: fill 500 labelled controls",
	"form500.list": "form500: list the page (Fields / ariaSnapshot / getFullAXTree)",
	"big20k.fill":  "big20k: one fill on a ~20,000-node page",
}

func report(all []plan.Result, rounds int, env string) string {
	plans := map[string]plan.Plan{}
	for _, name := range []string{"form60", "form500", "big20k"} {
		if p, err := peer.Load(name); err == nil {
			plans[name] = p
		}
	}
	rows := map[key]*row{}
	counts := map[key]*row{} // the messages of each variant, from timed and untimed runs
	var order, countOrder []key
	for _, r := range all {
		if r.Scenario == goScenario {
			continue // goTable's
		}
		k := key{r.Scenario, r.Variant}
		pl := plans[strings.SplitN(r.Scenario, ".", 2)[0]]
		fields := pl.Fields
		if r.Scenario == "big20k.fill" && pl.One != nil {
			fields = []plan.Field{*pl.One}
		}
		if len(r.FieldMsgs) > 0 {
			c := counts[k]
			if c == nil {
				c = &row{key: k, msgs: map[string][]float64{}, methods: map[string]map[string]int{}}
				counts[k] = c
				countOrder = append(countOrder, k)
			}
			for i, n := range r.FieldMsgs {
				if i >= len(fields) {
					break
				}
				g := fields[i].Group()
				c.msgs[g] = append(c.msgs[g], float64(n))
				if i < len(r.FieldMethods) {
					if c.methods[g] == nil {
						c.methods[g] = map[string]int{}
					}
					for m, v := range r.FieldMethods[i] {
						c.methods[g][m] += v
					}
				}
			}
		}
		if r.Untimed {
			continue
		}
		w := rows[k]
		if w == nil {
			w = &row{key: k, groups: map[string][]float64{}, rounds: map[string][]float64{}}
			rows[k] = w
			order = append(order, k)
		}
		v := r.MS
		if strings.HasSuffix(r.Scenario, ".fill") && r.N > 1 {
			v = r.MS / float64(r.N)
		}
		w.values = append(w.values, v)
		w.errs += len(r.Errors)
		if w.firstErr == "" && len(r.Errors) > 0 {
			w.firstErr = r.Errors[0]
		}
		w.n, w.note = r.N, r.Note
		if r.State != "" {
			if v, err := plan.Check(fields, r.State); err != nil {
				w.verdict = err.Error()
			} else if w.verdict == "" || w.verdict == "ok" {
				w.verdict = v.Summary()
			}
		}
		round := map[string][]float64{}
		for i, ms := range r.FieldMS {
			if i < len(fields) {
				g := fields[i].Group()
				w.groups[g] = append(w.groups[g], ms)
				round[g] = append(round[g], ms)
			}
		}
		for g, v := range round {
			w.rounds[g] = append(w.rounds[g], median(v))
		}
	}

	var b strings.Builder
	fmt.Fprintf(&b, "\n%s (load at the end %s)\nmedians over %d rounds; launch and navigation excluded\n", env, loadavg(), rounds)
	for _, sc := range []string{"form60.fill", "form500.list", "form500.fill", "big20k.fill"} {
		var rs []*row
		for _, k := range order {
			if k.scenario == sc {
				rs = append(rs, rows[k])
			}
		}
		if len(rs) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n### %s (%s)\n\n| variant | median | min | max | errors | page check | note |\n|---|---:|---:|---:|---:|---|---|\n", titles[sc], units[sc])
		var sf *row
		for _, w := range rs {
			if strings.HasPrefix(w.variant, "surefill") {
				sf = w
			}
			check := w.verdict
			if check == "" {
				check = "—"
			}
			note := w.note
			if w.firstErr != "" {
				note = strings.TrimSpace(note + " first error: " + firstLines(w.firstErr, 1))
			}
			fmt.Fprintf(&b, "| %s | %.1f | %.1f | %.1f | %d | %s | %s |\n", w.variant, median(w.values), slices.Min(w.values), slices.Max(w.values), w.errs, check, note)
		}
		if sf != nil {
			for _, w := range rs {
				if w != sf {
					fmt.Fprintf(&b, "\nsurefill / %s: **%.2f×**%s", w.variant, median(sf.values)/median(w.values), perRound(sf.values, w.values))
				}
			}
			b.WriteString("\n")
		}
		if sc == "form60.fill" {
			groupTable(&b, rs)
			var cs []*row
			for _, k := range countOrder {
				if k.scenario == sc {
					cs = append(cs, counts[k])
				}
			}
			msgTable(&b, cs)
		}
	}
	goTable(&b, all)
	barsTable(&b, rows, all)
	return b.String()
}

// groupTable prints the median ms per field of each kind of field.
func groupTable(b *strings.Builder, rs []*row) {
	var groups []string
	for _, w := range rs {
		for g := range w.groups {
			if !slices.Contains(groups, g) {
				groups = append(groups, g)
			}
		}
	}
	if len(groups) == 0 {
		return
	}
	sort.Strings(groups)
	byKind(b, "median ms per field, by kind/how the field is named:", "%.1f", groups, rs, func(w *row) map[string][]float64 { return w.groups })
	var sf *row
	for _, w := range rs {
		if w.variant == "surefill" {
			sf = w
		}
	}
	if sf == nil {
		return
	}
	fmt.Fprintf(b, "\nsurefill / peer by kind (the median of the round-by-round ratios of each kind's median ms per field):\n\n| surefill / |")
	for _, g := range groups {
		fmt.Fprintf(b, " %s |", g)
	}
	b.WriteString("\n|---|" + strings.Repeat("---:|", len(groups)) + "\n")
	for _, w := range rs {
		if w == sf {
			continue
		}
		fmt.Fprintf(b, "| %s |", w.variant)
		for _, g := range groups {
			a, p := sf.rounds[g], w.rounds[g]
			if len(a) == 0 || len(a) != len(p) {
				b.WriteString(" — |")
				continue
			}
			r := make([]float64, len(a))
			for i := range a {
				r[i] = a[i] / p[i]
			}
			fmt.Fprintf(b, " %.2f× |", median(r))
		}
		b.WriteString("\n")
	}
}

// byKind prints a table of each row's median per kind of field.
func byKind(b *strings.Builder, title, format string, groups []string, rs []*row, values func(*row) map[string][]float64) {
	fmt.Fprintf(b, "\n%s\n\n| variant |", title)
	for _, g := range groups {
		fmt.Fprintf(b, " %s |", g)
	}
	b.WriteString("\n|---|" + strings.Repeat("---:|", len(groups)) + "\n")
	for _, w := range rs {
		fmt.Fprintf(b, "| %s |", w.variant)
		for _, g := range groups {
			if v := values(w)[g]; len(v) > 0 {
				fmt.Fprintf(b, " "+format+" |", median(v))
			} else {
				b.WriteString(" — |")
			}
		}
		b.WriteString("\n")
	}
}

// msgTable prints the CDP messages sent per field, by kind, of the
// variants that count them, and where surefill's go, by method.
func msgTable(b *strings.Builder, cs []*row) {
	if len(cs) == 0 {
		return
	}
	var groups []string
	for _, c := range cs {
		for g := range c.msgs {
			if !slices.Contains(groups, g) {
				groups = append(groups, g)
			}
		}
	}
	sort.Strings(groups)
	byKind(b, "CDP messages sent per field (median), by kind/how the field is named:", "%.0f", groups, cs, func(c *row) map[string][]float64 { return c.msgs })
	for _, c := range cs {
		if !strings.HasPrefix(c.variant, "surefill") {
			continue
		}
		fmt.Fprintf(b, "\n%s's messages per field by method (mean over the fields and rounds):\n\n| kind | messages | by method |\n|---|---:|---|\n", c.variant)
		for _, g := range groups {
			n := len(c.msgs[g])
			if n == 0 {
				continue
			}
			var total int
			type mc struct {
				m string
				n int
			}
			var ms []mc
			for m, v := range c.methods[g] {
				ms = append(ms, mc{m, v})
				total += v
			}
			sort.Slice(ms, func(i, j int) bool { return ms[i].n > ms[j].n || ms[i].n == ms[j].n && ms[i].m < ms[j].m })
			parts := make([]string, len(ms))
			for i, x := range ms {
				parts[i] = fmt.Sprintf("%s %.1f", x.m, float64(x.n)/float64(n))
			}
			fmt.Fprintf(b, "| %s | %.1f | %s |\n", g, float64(total)/float64(n), strings.Join(parts, ", "))
		}
	}
}

// perRound describes the ratios of the runs paired round by round: on a
// machine whose load changes during the run they say more than the ratio
// of the medians.
func perRound(sf, peer []float64) string {
	if len(sf) != len(peer) || len(sf) < 2 {
		return "" // a failed run: rounds cannot be paired
	}
	r := make([]float64, len(sf))
	for i := range sf {
		r[i] = sf[i] / peer[i]
	}
	return fmt.Sprintf(" (round by round: median %.2f×, %.2f–%.2f×)", median(r), slices.Min(r), slices.Max(r))
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
