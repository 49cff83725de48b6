// Package peer is the harness the Go peers share: their flags, the plans,
// the browser flags every peer launches with, and the JSON they print.
package peer

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/surefill/surefill/bench/internal/plan"
	"github.com/surefill/surefill/bench/pages"
)

// Flags are the browser flags every peer launches the system Chromium
// with, on top of headless.
var Flags = []string{
	"--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
	"--disable-background-networking", "--disable-component-update", "--disable-sync",
	"--disable-features=" + strings.Join(DisabledFeatures, ","),
}

// DisabledFeatures are the browser features surefill's launcher turns
// off: the address bar's popups, which the browser builds as pages of its
// own in a renderer of their own right after it starts (about a second of
// CPU that headless never shows). Every peer gets them, merged into its
// launcher's own --disable-features (the browser reads only the last
// one), so all fill in the same browser and none shares the machine with
// that work while the others do not.
var DisabledFeatures = []string{"WebUIOmniboxPopup", "WebUIOmniboxAimPopup"}

// Config is what the runner tells a peer.
type Config struct {
	Base      string // http://127.0.0.1:PORT, serving /pages/
	Chrome    string // the browser binary
	Scenarios []string
	// CPUProfile, when set, is where a Go peer writes a CPU profile of its
	// run (for running a peer by hand; the runner never sets it).
	CPUProfile string
}

// The scenarios. Filling all of form500 takes minutes per round, so it
// runs only when asked for.
var (
	All     = []string{"form60", "form500.list", "form500.fill", "big20k"}
	Default = []string{"form60", "form500.list", "big20k"}
)

// Want reports whether a scenario is to run.
func (c Config) Want(scenario string) bool { return slices.Contains(c.Scenarios, scenario) }

// URL is the address of a page.
func (c Config) URL(p plan.Plan) string { return c.Base + "/pages/" + p.Page }

// ParseFlags reads the flags the runner passes to every peer.
func ParseFlags() Config {
	var c Config
	var sc string
	flag.StringVar(&c.Base, "base", "", "base URL of the page server")
	flag.StringVar(&c.Chrome, "chrome", DefaultChrome(), "browser binary")
	flag.StringVar(&c.CPUProfile, "cpuprofile", "", "write a CPU profile of the run to this file")
	flag.StringVar(&sc, "scenarios", strings.Join(Default, ","), "scenarios to run, comma-separated: "+strings.Join(All, ","))
	flag.Parse()
	if c.Base == "" {
		fmt.Fprintln(os.Stderr, "-base is required")
		os.Exit(2)
	}
	c.Scenarios = strings.Split(sc, ",")
	return c
}

// DefaultChrome is SUREFILL_CHROME, else /usr/bin/chromium.
func DefaultChrome() string {
	if p := os.Getenv("SUREFILL_CHROME"); p != "" {
		return p
	}
	return "/usr/bin/chromium"
}

// Load reads a page's plan.
func Load(name string) (plan.Plan, error) {
	var p plan.Plan
	b, err := pages.FS.ReadFile(name + ".plan.json")
	if err != nil {
		return p, err
	}
	return p, json.Unmarshal(b, &p)
}

// Print writes the output as one JSON document on stdout.
func Print(out plan.Output) {
	b, _ := json.Marshal(out)
	os.Stdout.Write(append(b, '\n'))
}
