package resolver

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependenciesPointOneWay: the resolver builds on accname and dom
// only; it never reaches up to the surface, the live layer or the CDP
// client, and nothing but tests imports package testing.
func TestDependenciesPointOneWay(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "github.com/surefill/surefill/resolver", "github.com/surefill/surefill/testing").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		switch {
		case p == "github.com/surefill/surefill",
			strings.HasPrefix(p, "github.com/surefill/surefill/internal"),
			strings.HasPrefix(p, "github.com/surefill/surefill/cdp"):
			t.Errorf("resolver or testing depends on %s", p)
		}
	}
}
