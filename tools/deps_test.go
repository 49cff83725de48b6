package tools

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependenciesPointOneWay: tools builds on dom and resolver (and what
// they use) only: never the surface, the live layer or the CDP client.
func TestDependenciesPointOneWay(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "github.com/surefill/surefill/tools").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		switch {
		case p == "github.com/surefill/surefill",
			p == "github.com/surefill/surefill/testing",
			strings.HasPrefix(p, "github.com/surefill/surefill/internal"),
			strings.HasPrefix(p, "github.com/surefill/surefill/cdp"):
			t.Errorf("tools depends on %s", p)
		}
	}
}
