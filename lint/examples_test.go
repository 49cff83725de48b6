package lint_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/surefill/surefill/lint"
)

// TestExamplesAreClean runs every rule over the module's own examples,
// which are written as the authoring guide asks: they must flag nothing.
func TestExamplesAreClean(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("loads and type-checks the examples")
	}
	cfg := &packages.Config{Mode: packages.LoadSyntax, Dir: "..", Tests: true}
	pkgs, err := packages.Load(cfg, "./examples/...")
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("the examples do not load")
	}
	if len(pkgs) == 0 {
		t.Fatal("no examples found")
	}
	g, err := checker.Analyze(lint.Analyzers, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for act := range g.All() {
		if !act.IsRoot {
			continue
		}
		n++
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			t.Errorf("%s: %s", act.Package.Fset.Position(d.Pos), d.Message)
		}
	}
	t.Logf("%d analyzer runs over %d example packages, no findings", n, len(pkgs))
}
