package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// binDir holds the built command; pkgDir is this package's folder (tests
// that t.Chdir elsewhere must still build this package, not the one there).
var binDir, pkgDir string

func TestMain(m *testing.M) {
	var err error
	if binDir, err = os.MkdirTemp("", "surefill-bin-"); err != nil {
		panic(err)
	}
	if pkgDir, err = os.Getwd(); err != nil {
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(binDir)
	os.Exit(code)
}

var built struct {
	once sync.Once
	path string
	err  error
}

// surefillBinary builds the command once per test run. surefill vet hands
// go vet its own executable as the vet tool, and a test binary would make
// a poor one: rebuilt on every change (so go vet's cache of every
// dependency's analysis is lost) and slowed by -race.
func surefillBinary(t *testing.T) string {
	t.Helper()
	built.once.Do(func() {
		built.path = filepath.Join(binDir, "surefill")
		cmd := exec.Command("go", "build", "-o", built.path, ".")
		cmd.Dir = pkgDir
		out, err := cmd.CombinedOutput()
		if err != nil {
			built.err = errors.New(string(out))
		}
	})
	if built.err != nil {
		t.Fatalf("building surefill: %v", built.err)
	}
	return built.path
}

// runBinary runs the built command in dir.
func runBinary(t *testing.T, dir string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(surefillBinary(t), args...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return out.String(), 0
	case errors.As(err, &ee):
		return out.String(), ee.ExitCode()
	}
	t.Fatal(err)
	return "", 0
}

func TestVet(t *testing.T) {
	if out, code := runBinary(t, ".", "vet", "./testdata/checkscript"); code != exitOK {
		t.Errorf("vet of a clean package: exit %d\n%s", code, out)
	}
	if testing.Short() {
		t.Skip("-short: vetting a script vets surefill too, once per new build")
	}
	out, code := runBinary(t, ".", "vet", "./testdata/vetscript")
	if code != exitFailed || !strings.Contains(out, `brittle-css-target: CSS("li:first-child") depends on position`) {
		t.Errorf("vet: exit %d\n%s", code, out)
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
