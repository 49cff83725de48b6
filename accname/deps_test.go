package accname

import (
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestDependencyDirection checks that dependencies point one way
// (SPEC.md "Layout": root → resolver → accname → dom, root → internal →
// cdp) with go list -deps: the document model knows nothing of names or
// targets, names know nothing of targets, and the CDP client knows
// nothing of forms.
func TestDependencyDirection(t *testing.T) {
	const mod = "github.com/surefill/surefill"
	rules := []struct {
		pkg       string
		forbidden []string
		required  string // a dependency that must show, proving the listing is real
	}{
		{mod + "/dom", []string{mod, mod + "/accname", mod + "/resolver"}, "golang.org/x/net/html"},
		{mod + "/accname", []string{mod, mod + "/resolver"}, mod + "/dom"},
		{mod + "/cdp", []string{mod, mod + "/dom", mod + "/accname", mod + "/resolver"}, ""},
	}
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := exec.LookPath(goTool); err != nil {
		if goTool, err = exec.LookPath("go"); err != nil {
			t.Skip("go tool not found")
		}
	}
	for _, r := range rules {
		cmd := exec.Command(goTool, "list", "-e", "-deps", "-f", "{{.ImportPath}}", r.pkg)
		cmd.Dir = ".."
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", r.pkg, err)
		}
		deps := map[string]bool{}
		for _, line := range strings.Split(string(out), "\n") {
			deps[strings.TrimSpace(line)] = true
		}
		if !deps[r.pkg] {
			t.Errorf("go list -deps %s did not list the package itself", r.pkg)
		}
		if r.required != "" && !deps[r.required] {
			t.Errorf("go list -deps %s did not list %s", r.pkg, r.required)
		}
		for _, f := range r.forbidden {
			if deps[f] {
				t.Errorf("%s depends on %s; dependencies must point the other way", r.pkg, f)
			}
		}
	}
}
