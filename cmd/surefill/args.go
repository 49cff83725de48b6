package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/resolver"
)

// config is what the flags and arguments of one command line say.
type config struct {
	chrome  string        // -chrome: the browser binary
	timeout time.Duration // -timeout: bounds the whole command (0: none)
	json    bool          // -json: machine-readable output
	headful bool          // -headful: show the browser window
	out     string        // -o: output file ("" or "-": stdout)
	wait    surefill.Target
	allow   []surefill.Grant       // -allow: grants for mcp
	sites   []string               // -sites: hosts for mcp
	parts   []surefill.CustomParts // -parts: custom parts maps for mcp
	args    []string               // positional arguments
	// dashdash is true when the arguments followed "--" (check runs them
	// as a command rather than a package).
	dashdash bool
}

// command is one subcommand.
type command struct {
	name  string
	usage string
	short string
	long  string
	// flags lists the flags the command takes, by name.
	flags []string
	// timeout is the command's default -timeout.
	timeout time.Duration
	// minArgs and maxArgs bound the positional arguments (-1: no bound).
	minArgs, maxArgs int
	// script is true for check: flags stop at the first positional
	// argument, which and everything after it belong to the script.
	script bool
	run    func(ctx context.Context, e *env, c config) (int, error)
}

var commands []*command

func init() {
	commands = []*command{
		{
			name: "fields", usage: "surefill fields [flags] URL|FILE",
			short: "list every field and what there is to click, with verified targets, as Go",
			long: `Opens URL in headless Chromium (or reads a saved FILE offline) and lists
every field, each with the target verified to name it and nothing else,
ready to paste into a script, then its kind and input type (textarea,
email, date, ...), whether it is required, its value (sensitive values
withheld), its options and alternate targets; then what there is to click
(buttons, links, tabs), each with a verified target for Click. Fields of
iframes are listed after the page's, each under the Frame call that
reaches it, with a URL pattern that leaves the port out; a frame still
loading (one a script added after the page loaded) is waited for, up to
10s. -json prints the
same as JSON. A page served with a status outside 2xx is listed, and the
command exits 1.`,
			flags: []string{"chrome", "timeout", "json", "headful", "wait"}, timeout: 2 * time.Minute,
			minArgs: 1, maxArgs: 1, run: runFields,
		},
		{
			name: "save", usage: "surefill save [flags] URL [-o FILE]",
			short: "save a live page as HTML that package testing reads",
			long: `Opens URL in headless Chromium and writes the page as the browser holds
it (current values, open shadow roots as declarative shadow DOM,
same-process iframes as srcdoc) to FILE, or stdout without -o. Secret
fields keep only the value the page itself had. The saved page is checked
offline before the command ends: it must list as many fields as the live
page. Out-of-process iframes are named on stderr; save each by its URL.`,
			flags: []string{"chrome", "timeout", "headful", "wait", "o"}, timeout: 2 * time.Minute,
			minArgs: 1, maxArgs: 1, run: runSave,
		},
		{
			name: "parts", usage: "surefill parts [flags] URL|FILE",
			short: "draft a custom parts map for select and button-group widgets",
			long: `Looks at each select-like and button-group field that is not a native
<select> and drafts selectors for a CustomParts map: Value (where the
field shows its value), Open (what opens its options) and Clear (its clear
button). A selector is kept only when the resolver, run over the page with
that selector alone, finds exactly the element meant near that field and
nothing that belongs to any other field. What could not be mapped is
printed with the markup around it. It is a draft: read it before use.`,
			flags: []string{"chrome", "timeout", "json", "headful", "wait"}, timeout: 2 * time.Minute,
			minArgs: 1, maxArgs: 1, run: runParts,
		},
		{
			name: "check", usage: "surefill check [flags] PKG|FILES... [ARGS]   or   surefill check [flags] -- CMD [ARGS]",
			short: "run a script in check mode: targets verified live, nothing written",
			long: `Runs the script with SUREFILL_CHECK=1: every Fill, Clear, Upload, Click
and Press resolves and verifies its target on the live page and logs what
it would do, writing nothing. The script's output (its action log) is
streamed as it runs, and surefill exits with the script's status.

The first form runs "go run PKG|FILES... [ARGS]"; after "--" any command
runs as given (a built binary, "go run ./myscript -flag"). -chrome is
passed on as SUREFILL_CHROME; -timeout stops the script.`,
			flags: []string{"chrome", "timeout"}, timeout: 0,
			minArgs: 1, maxArgs: -1, script: true, run: runCheck,
		},
		{
			name: "vet", usage: "surefill vet [PACKAGES]",
			short: "go vet with the script lint rules (default ./...)",
			long: `Runs go vet over PACKAGES (./... when none are given) with the script
lint rules as well as vet's own: brittle-css-target (a CSS target where a
label or role would do), literal-secret (a secret written in the script)
and submit-unconfirmed (a submitting click with no Confirm before it).
It exits 1 when anything is reported.`,
			flags: []string{"timeout"}, timeout: 0,
			minArgs: 0, maxArgs: -1, script: true, run: runVet,
		},
		{
			name: "snapshot", usage: "surefill snapshot [flags] URL|FILE",
			short: "print the page's FormSnapshot v1 as JSON",
			long: `Prints the engine-neutral FormSnapshot v1 of the page at URL (or of a
saved FILE, offline): forms, controls, their state, constraints, options,
supported operations and semantic targets, secrets redacted. It is what
an agent reads through surefill mcp.`,
			flags: []string{"chrome", "timeout", "headful", "wait"}, timeout: 2 * time.Minute,
			minArgs: 1, maxArgs: 1, run: runSnapshot,
		},
		{
			name: "mcp", usage: "surefill mcp [-allow GRANTS] [-sites HOSTS] [flags] URL",
			short: "serve a page's form tools to an agent over MCP on stdio",
			long: `Opens URL in headless Chromium and serves it to an agent over the Model
Context Protocol on stdin and stdout: form_snapshot returns the page's
FormSnapshot v1 and control_action performs one ControlAction and returns
its evidence. Grants and sites apply as in scripts: with no -allow the
agent may only read (control_action is refused not_permitted); -allow
forms lets it fill, never submit. Nothing answers a Confirm on stdio, so
submitting stays refused. -sites defaults to the URL's host. -parts FILE
gives custom parts maps (JSON: one map or a list, as surefill parts -json
drafts them) for forms not built to standards; an agent can also pass
them to form_snapshot. The action log goes to stderr.`,
			flags: []string{"chrome", "headful", "wait", "allow", "sites", "parts"}, timeout: 0,
			minArgs: 1, maxArgs: 1, run: runMCP,
		},
	}
}

func lookup(name string) *command {
	for _, c := range commands {
		if c.name == name {
			return c
		}
	}
	return nil
}

// errHelp asks for the help text instead of running anything.
var errHelp = errors.New("help requested")

// invocation is a parsed command line.
type invocation struct {
	cmd *command
	cfg config
}

// parseArgs reads "CMD [flags] ARGS": flags may come before or after the
// positional arguments (surefill save URL -o page.html), except for check,
// whose script owns everything from its first argument on.
func parseArgs(args []string) (invocation, error) {
	var inv invocation
	if len(args) == 0 {
		return inv, errors.New("no command given")
	}
	name := args[0]
	switch name {
	case "help", "-h", "-help", "--help":
		if len(args) > 1 {
			inv.cmd = lookup(args[1])
			if inv.cmd == nil {
				return inv, fmt.Errorf("no command %q", args[1])
			}
		}
		return inv, errHelp
	}
	inv.cmd = lookup(name)
	if inv.cmd == nil {
		return inv, fmt.Errorf("no command %q", name)
	}
	c := inv.cmd
	cfg := config{timeout: c.timeout}
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var wait, allow, sites, parts string
	for _, f := range c.flags {
		switch f {
		case "chrome":
			fs.StringVar(&cfg.chrome, "chrome", "", "the Chromium binary (default: SUREFILL_CHROME, then PATH)")
		case "timeout":
			fs.DurationVar(&cfg.timeout, "timeout", c.timeout, "bound the whole command (0: no bound)")
		case "json":
			fs.BoolVar(&cfg.json, "json", false, "print JSON")
		case "headful":
			fs.BoolVar(&cfg.headful, "headful", false, "show the browser window")
		case "wait":
			fs.StringVar(&wait, "wait", "", "a target to wait for before reading, in Go syntax")
		case "o":
			fs.StringVar(&cfg.out, "o", "", "the output file (default: stdout)")
		case "allow":
			fs.StringVar(&allow, "allow", "", "grants, comma-separated: forms, submit, page-js, browser")
		case "sites":
			fs.StringVar(&sites, "sites", "", "hosts the page may be acted on, comma-separated")
		case "parts":
			fs.StringVar(&parts, "parts", "", "a JSON file of custom parts maps")
		}
	}
	rest := args[1:]
	if c.script {
		for i, a := range rest {
			if a == "--" {
				cfg.dashdash = true
				if err := parseFlags(fs, rest[:i]); err != nil {
					return inv, err
				}
				if fs.NArg() > 0 {
					return inv, fmt.Errorf("%q before --: flags only there", fs.Arg(0))
				}
				cfg.args = rest[i+1:]
				break
			}
		}
		if !cfg.dashdash {
			if err := parseFlags(fs, rest); err != nil {
				return inv, err
			}
			cfg.args = fs.Args()
		}
	} else {
		// Interspersed: parse flags, take one positional, go on.
		for {
			if err := parseFlags(fs, rest); err != nil {
				return inv, err
			}
			rest = fs.Args()
			if len(rest) == 0 {
				break
			}
			if rest[0] == "--" {
				cfg.args = append(cfg.args, rest[1:]...)
				break
			}
			cfg.args = append(cfg.args, rest[0])
			rest = rest[1:]
		}
	}
	switch {
	case len(cfg.args) < c.minArgs:
		return inv, fmt.Errorf("%s: missing argument", c.name)
	case c.maxArgs >= 0 && len(cfg.args) > c.maxArgs:
		return inv, fmt.Errorf("%s: unexpected argument %q", c.name, cfg.args[c.maxArgs])
	}
	if cfg.timeout < 0 {
		return inv, fmt.Errorf("-timeout must not be negative")
	}
	if wait != "" {
		t, err := resolver.ParseTarget(wait)
		if err != nil {
			return inv, fmt.Errorf("-wait: %v", err)
		}
		cfg.wait = t
	}
	for _, g := range splitList(allow) {
		switch gr := surefill.Grant(g); gr {
		case surefill.Tabs, surefill.Forms, surefill.Submit, surefill.PageJS, surefill.BrowserAll:
			cfg.allow = append(cfg.allow, gr)
		default:
			return inv, fmt.Errorf("-allow: no grant %q (tabs, forms, submit, page-js, browser)", g)
		}
	}
	cfg.sites = splitList(sites)
	if parts != "" {
		m, err := readParts(parts)
		if err != nil {
			return inv, fmt.Errorf("-parts: %v", err)
		}
		cfg.parts = m
	}
	inv.cfg = cfg
	return inv, nil
}

func splitList(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}

// parseFlags wraps FlagSet.Parse, turning -h into errHelp.
func parseFlags(fs *flag.FlagSet, args []string) error {
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		return errHelp
	}
	return err
}

// helpText is the help for one command, or the overview.
func helpText(c *command) string {
	var b strings.Builder
	if c == nil {
		b.WriteString("surefill helps write and check deterministic form-filling scripts.\n\nCommands:\n")
		for _, c := range commands {
			fmt.Fprintf(&b, "  %-9s %s\n", c.name, c.short)
		}
		b.WriteString(`
Flags (where a command takes them):
  -chrome PATH     the Chromium binary (default: $SUREFILL_CHROME, then PATH)
  -timeout D       bound the whole command, e.g. 30s, 2m (0: no bound)
  -json            print JSON instead of Go and tables
  -headful         show the browser window
  -wait TARGET     wait until TARGET is visible before reading, e.g.
                   -wait 'surefill.Label("Email")'
  -o FILE          save: the output file (default: stdout)
  -allow GRANTS    mcp: what the agent may do, e.g. -allow forms
  -sites HOSTS     mcp: the hosts it may act on (default: the URL's host)
  -parts FILE      mcp: custom parts maps (JSON), e.g. {"value": ".shown"}

Exit status: 0 done; 1 failed (no browser, page did not load, a check
found problems); 2 usage error.
check exits with the script's own status.

surefill help CMD shows more about a command.
`)
		return b.String()
	}
	fmt.Fprintf(&b, "usage: %s\n\n%s\n\n%s\n\nFlags:\n", c.usage, c.short, c.long)
	for _, f := range c.flags {
		switch f {
		case "chrome":
			b.WriteString("  -chrome PATH   the Chromium binary (default: $SUREFILL_CHROME, then PATH)\n")
		case "timeout":
			d := "no bound"
			if c.timeout > 0 {
				d = c.timeout.String()
			}
			fmt.Fprintf(&b, "  -timeout D     bound the whole command (default %s; 0: no bound)\n", d)
		case "json":
			b.WriteString("  -json          print JSON\n")
		case "headful":
			b.WriteString("  -headful       show the browser window\n")
		case "wait":
			b.WriteString("  -wait TARGET   wait until TARGET is visible first, e.g. 'surefill.Label(\"Email\")'\n")
		case "o":
			b.WriteString("  -o FILE        the output file (default: stdout)\n")
		case "allow":
			b.WriteString("  -allow GRANTS  grants, comma-separated: forms, submit, page-js, browser (default: reading only)\n")
		case "sites":
			b.WriteString("  -sites HOSTS   the hosts the agent may act on, comma-separated (default: the URL's host)\n")
		case "parts":
			b.WriteString("  -parts FILE    custom parts maps, JSON: {\"value\": \".shown\"} or a list of such maps\n")
		}
	}
	return b.String()
}

// isURL reports whether s names a page to open rather than a file: it has
// a scheme. Nothing without one is taken for a host name.
func isURL(s string) bool {
	i := strings.Index(s, "://")
	if i > 0 {
		return true
	}
	return strings.HasPrefix(s, "about:") || strings.HasPrefix(s, "data:")
}

// source classifies the URL|FILE argument.
func source(arg string) (url, file string, err error) {
	if isURL(arg) {
		return arg, "", nil
	}
	fi, err := os.Stat(arg)
	if err != nil {
		return "", "", fmt.Errorf("%s is neither a URL (with a scheme, like https://) nor a readable file", arg)
	}
	if fi.IsDir() {
		return "", "", fmt.Errorf("%s is a folder, not a saved page", arg)
	}
	return "", arg, nil
}

// readParts reads custom parts maps from a JSON file: one map, a list of
// maps, or the report surefill parts -json prints (its draft).
func readParts(file string) ([]surefill.CustomParts, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var report struct {
		Draft json.RawMessage `json:"draft"`
	}
	if json.Unmarshal(b, &report) == nil && report.Draft != nil {
		b = report.Draft
	}
	maps, err := resolver.DecodeParts(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	return maps, nil
}
