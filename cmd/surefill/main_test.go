package main

import (
	"os"
	"strings"
	"testing"
)

// TestMain lets the test binary stand in for surefill when go vet calls it
// back as the vet tool (TestVet runs surefill vet from inside the tests).
func TestMain(m *testing.M) {
	if vetToolCall(os.Args[1:]) {
		vetAsTool()
	}
	os.Exit(m.Run())
}

func TestVet(t *testing.T) {
	out, errOut, code := runCLI(t, "vet", "./testdata/checkscript")
	if code != exitOK {
		t.Errorf("vet of a clean package: exit %d\n%s%s", code, out, errOut)
	}
	if testing.Short() {
		t.Skip("-short: vetting a script vets all of surefill with a new tool binary (a minute)")
	}
	out, errOut, code = runCLI(t, "vet", "./testdata/vetscript")
	if code != exitFailed || !strings.Contains(out+errOut, `brittle-css-target: CSS("li:first-child") depends on position`) {
		t.Errorf("vet: exit %d\n%s%s", code, out, errOut)
	}
}

func TestVetToolCall(t *testing.T) {
	for _, c := range []struct {
		args []string
		want bool
	}{
		{[]string{"-V=full"}, true},
		{[]string{"-flags"}, true},
		{[]string{"/tmp/go-build1/b001/vet.cfg"}, true},
		{[]string{"-brittle_css_target=false", "/tmp/vet.cfg"}, true},
		{nil, false},
		{[]string{"fields", "page.cfg"}, false},
		{[]string{"check", "./x"}, false},
		{[]string{"vet", "./..."}, false},
	} {
		if got := vetToolCall(c.args); got != c.want {
			t.Errorf("vetToolCall(%q) = %t", c.args, got)
		}
	}
}
