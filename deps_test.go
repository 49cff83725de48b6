package surefill_test

import (
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"sort"
	"strings"
	"testing"
)

const mod = "github.com/surefill/surefill"

// depRules is the whole rule set of STYLE.md habit 1 and SPEC.md "Layout",
// over each package's transitive dependencies inside the module (test files
// excepted: tests may import anything). A package of the module not listed
// here fails the test, so a new one must be given its place.
//
// Data flows one way: root → resolver → accname → dom, root → internal →
// cdp; cdp knows nothing about forms; and nothing but tests imports package
// testing — apart from its two front ends, the command line (whose fields
// and save commands read saved HTML the way package testing does) and the
// offline example (whose subject it is).
var depRules = map[string][]string{
	"dom":              {},
	"accname":          {"dom"},
	"resolver":         {"accname", "dom", "internal/codes"},
	"formsnap":         {"accname", "dom", "internal/codes", "resolver"},
	"tools":            {"accname", "dom", "internal/codes", "resolver"},
	"cdp":              {},
	"cdp/cdptest":      {"cdp"},
	"internal/runtime": {},
	"internal/livedom": {"dom"},
	"internal/live":    {"cdp", "dom", "internal/codes", "internal/livedom", "internal/runtime"},
	"internal/act":     {"accname", "cdp", "dom", "internal/codes", "internal/live", "internal/livedom", "internal/runtime", "resolver"},
	"testing":          {"accname", "dom", "internal/codes", "resolver", "tools"},
	"":                 library,
	"lint":             append([]string{""}, library...),
	"mcpserver":        append([]string{""}, library...),
	"docs":             {},

	"cmd/surefill":         append([]string{"", "lint", "mcpserver", "testing"}, library...),
	"cmd/surefill-vet":     append([]string{"", "lint"}, library...),
	"examples/customparts": append([]string{""}, library...),
	"examples/errors":      append([]string{""}, library...),
	"examples/jobapply":    append([]string{""}, library...),
	"examples/remote":      append([]string{""}, library...),
	"examples/offline":     append([]string{"", "testing"}, library...),
	"examples/actionlog":   append([]string{""}, library...),
	"internal/codes":       {},
	// The live tests' shared browser, pages and servers, and the test
	// packages that use it (test files only).
	"internal/livetest":        append([]string{"", "cdp/cdptest"}, library...),
	"internal/livetest/guards": {},
	"internal/livetest/settle": {},
	"internal/livetest/typed":  {},
	// A loopback proxy that counts a client's CDP messages, for tests and
	// the bench: it stands outside the library, and needs none of it.
	"internal/wscount": {},
	// The live widget corpus: its cases and runner, and the two halves
	// that run them (test files only), each a test binary of its own.
	"widgetcorpus/internal/corpus": append([]string{"", "cdp/cdptest"}, library...),
	"widgetcorpus/react":           {},
	"widgetcorpus/others":          {},
}

// library is what the surface package may build on: everything below it,
// and nothing that is a front end (lint, mcpserver, the commands, examples)
// or a test helper (testing, cdp/cdptest).
var library = []string{"accname", "cdp", "dom", "formsnap", "internal/act", "internal/codes", "internal/live", "internal/livedom", "internal/runtime", "resolver", "tools"}

// depViolations checks graph (package → its direct imports, full paths)
// against rules (module-relative paths; "" is the root) and returns one line
// per broken rule, sorted.
func depViolations(graph map[string][]string, rules map[string][]string) []string {
	rel := func(p string) (string, bool) {
		if p == mod {
			return "", true
		}
		r, ok := strings.CutPrefix(p, mod+"/")
		return r, ok
	}
	var out []string
	for pkg := range graph {
		r, ok := rel(pkg)
		if !ok {
			continue
		}
		allowed, known := rules[r]
		if !known {
			out = append(out, fmt.Sprintf("%s has no dependency rule; add it to depRules", pkg))
			continue
		}
		// The transitive closure inside the module, with the path that
		// reached each package, for a message that says how.
		via := map[string]string{pkg: ""}
		queue := []string{pkg}
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			for _, d := range graph[p] {
				if _, seen := via[d]; seen {
					continue
				}
				if _, in := rel(d); !in {
					continue
				}
				via[d] = p
				queue = append(queue, d)
			}
		}
		for d := range via {
			dr, _ := rel(d)
			if d == pkg || slices.Contains(allowed, dr) {
				continue
			}
			chain := []string{d}
			for p := via[d]; p != ""; p = via[p] {
				chain = append(chain, p)
			}
			slices.Reverse(chain)
			out = append(out, fmt.Sprintf("%s must not depend on %s (%s)", pkg, d, strings.Join(chain, " → ")))
		}
	}
	sort.Strings(out)
	return out
}

// moduleGraph lists every package of the module with its direct imports
// (not its tests'), from go list.
func moduleGraph(t *testing.T) map[string][]string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go tool is needed to list packages: %v", err)
	}
	out, err := exec.Command(goTool, "list", "-json=ImportPath,Imports", "./...").Output()
	if err != nil {
		t.Fatalf("go list ./...: %v", err)
	}
	graph := map[string][]string{}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p struct {
			ImportPath string
			Imports    []string
		}
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		graph[p.ImportPath] = p.Imports
	}
	return graph
}

func TestDependenciesPointOneWay(t *testing.T) {
	graph := moduleGraph(t)
	// The listing is real: the packages and edges every rule leans on are
	// in it.
	for pkg, dep := range map[string]string{
		mod:                   mod + "/resolver",
		mod + "/resolver":     mod + "/accname",
		mod + "/accname":      mod + "/dom",
		mod + "/cdp":          "github.com/gobwas/ws",
		mod + "/testing":      mod + "/resolver",
		mod + "/cmd/surefill": mod + "/testing",
	} {
		if !slices.Contains(graph[pkg], dep) {
			t.Errorf("go list shows no import %s → %s; the listing is not what the rules assume", pkg, dep)
		}
	}
	for _, v := range depViolations(graph, depRules) {
		t.Error(v)
	}
}

// The checker catches what it is there for, on graphs that break each kind
// of rule (the regressions issue #18 found the old tests let through).
func TestDependencyRulesCatch(t *testing.T) {
	base := func() map[string][]string {
		return map[string][]string{
			mod:                    {mod + "/resolver", mod + "/internal/live", "fmt"},
			mod + "/resolver":      {mod + "/accname"},
			mod + "/accname":       {mod + "/dom"},
			mod + "/dom":           {"golang.org/x/net/html"},
			mod + "/internal/live": {mod + "/cdp"},
			mod + "/cdp":           {},
			mod + "/testing":       {mod + "/resolver"},
		}
	}
	if v := depViolations(base(), depRules); len(v) != 0 {
		t.Fatalf("a clean graph is reported: %v", v)
	}
	for name, c := range map[string]struct {
		from, to string
		want     string
	}{
		"root imports testing":       {mod, mod + "/testing", mod + " must not depend on " + mod + "/testing"},
		"resolver imports cdp":       {mod + "/resolver", mod + "/cdp", mod + "/resolver must not depend on " + mod + "/cdp"},
		"cdp imports dom":            {mod + "/cdp", mod + "/dom", mod + "/cdp must not depend on " + mod + "/dom"},
		"dom reaches up to accname":  {mod + "/dom", mod + "/accname", mod + "/dom must not depend on " + mod + "/accname"},
		"a new package has no rule":  {mod + "/newpkg", "fmt", mod + "/newpkg has no dependency rule"},
		"transitively, through live": {mod + "/accname", mod + "/internal/live", mod + "/accname must not depend on " + mod + "/cdp (" + mod + "/accname → " + mod + "/internal/live → " + mod + "/cdp)"},
	} {
		g := base()
		g[c.from] = append(g[c.from], c.to)
		v := depViolations(g, depRules)
		if !slices.ContainsFunc(v, func(s string) bool { return strings.HasPrefix(s, c.want) }) {
			t.Errorf("%s: violations %q lack %q", name, v, c.want)
		}
	}
}
