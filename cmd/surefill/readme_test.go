package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/resolver"
	sftest "github.com/surefill/surefill/testing"
)

// The README promises nothing a test does not check: its Go blocks
// compile, its shell lines are commands that parse (and, offline, run),
// its sample output is the demo's own, and the error it shows is the one
// the errors example gets.

const readmePath = "../../README.md"

type fence struct {
	lang, body string
	line       int
}

func readmeBlocks(t *testing.T) (string, []fence) {
	t.Helper()
	b, err := os.ReadFile(readmePath)
	if err != nil {
		t.Fatal(err)
	}
	var out []fence
	lines := strings.Split(string(b), "\n")
	for i := 0; i < len(lines); i++ {
		lang, ok := strings.CutPrefix(lines[i], "```")
		if !ok {
			continue
		}
		start := i
		var body []string
		for i++; i < len(lines) && lines[i] != "```"; i++ {
			body = append(body, lines[i])
		}
		out = append(out, fence{lang: lang, body: strings.Join(body, "\n") + "\n", line: start + 1})
	}
	return string(b), out
}

// TestReadmeGo compiles every Go block: a block with a package clause as a
// file of its own, any other as declarations in a package with the imports
// it uses. The blocks build in a module of their own that requires this
// one, as a user's would.
func TestReadmeGo(t *testing.T) {
	_, blocks := readmeBlocks(t)
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	mod := t.TempDir()
	gomod := "module readmecheck\n\ngo 1.26\n\nrequire github.com/surefill/surefill v0.0.0\n\nreplace github.com/surefill/surefill => " + root + "\n"
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	write := func(name, content string) {
		p := filepath.Join(mod, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", gomod)
	write("go.sum", string(sum))
	n := 0
	where := map[string]int{}
	for _, b := range blocks {
		if b.lang != "go" {
			continue
		}
		n++
		dir := fmt.Sprintf("block%d", n)
		where[dir] = b.line
		if pkg, ok := packageOf(b.body); ok {
			file := "main.go"
			if strings.HasSuffix(pkg, "_test") {
				file = "block_test.go"
			}
			write(filepath.Join(dir, file), b.body)
			continue
		}
		write(filepath.Join(dir, "block.go"), "package block\n\n"+importsFor(b.body)+b.body)
	}
	if n == 0 {
		t.Fatal("the README has no Go blocks")
	}
	cmd := exec.Command("go", "vet", "./...")
	cmd.Dir = mod
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		msg := string(out)
		for dir, line := range where {
			msg = strings.ReplaceAll(msg, dir+"/", fmt.Sprintf("README.md block at line %d: ", line))
		}
		t.Fatalf("the README's Go does not compile:\n%s", msg)
	}
}

var packageClause = regexp.MustCompile(`(?m)^package (\w+)`)

func packageOf(src string) (string, bool) {
	m := packageClause.FindStringSubmatch(src)
	if m == nil {
		return "", false
	}
	return m[1], true
}

// importsFor lists the packages a declarations-only block uses.
func importsFor(src string) string {
	var b strings.Builder
	b.WriteString("import (\n")
	for _, p := range []struct{ name, path string }{
		{"context", "context"}, {"errors", "errors"}, {"fmt", "fmt"}, {"os", "os"},
		{"regexp", "regexp"}, {"time", "time"}, {"surefill", "github.com/surefill/surefill"},
	} {
		if strings.Contains(src, p.name+".") {
			fmt.Fprintf(&b, "\t%q\n", p.path)
		}
	}
	b.WriteString(")\n\n")
	return b.String()
}

// TestReadmeCommands checks every shell line: make targets exist, the
// packages built exist, and each surefill command line parses; the
// offline ones are run (all but vet with -short) and must succeed.
func TestReadmeCommands(t *testing.T) {
	text, blocks := readmeBlocks(t)
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	var runs [][]string
	for _, b := range blocks {
		if b.lang != "sh" {
			continue
		}
		for k, line := range strings.Split(strings.TrimSpace(b.body), "\n") {
			if i := strings.Index(line, " #"); i >= 0 {
				line = line[:i]
			}
			f := strings.Fields(line)
			at := fmt.Sprintf("README.md line %d", b.line+1+k)
			switch {
			case len(f) == 0:
			case f[0] == "make" && len(f) == 2:
				cmd := exec.Command("make", "-n", "-C", root, f[1])
				if out, err := cmd.CombinedOutput(); err != nil {
					t.Errorf("%s: make %s: %v\n%s", at, f[1], err, out)
				}
			case f[0] == "go" && len(f) >= 3 && f[1] == "build":
				pkg := f[len(f)-1]
				if _, err := os.Stat(filepath.Join(root, pkg)); err != nil {
					t.Errorf("%s: %s: %v", at, line, err)
				}
			case f[0] == "bin/surefill":
				if _, err := parseArgs(f[1:]); err != nil {
					t.Errorf("%s: %q does not parse: %v", at, line, err)
					continue
				}
				runs = append(runs, f[1:])
			default:
				t.Errorf("%s: %q is a command this test does not know how to check", at, line)
			}
		}
	}
	for _, c := range commands {
		if !regexp.MustCompile("(`|bin/surefill )" + c.name + `\b`).MatchString(text) {
			t.Errorf("the README never shows the command %s", c.name)
		}
	}
	// Run them from the repository root, as the README does.
	t.Chdir(root)
	for _, args := range runs {
		if args[0] == "vet" {
			// The vet tool is the running binary: the built command.
			if !testing.Short() {
				if out, code := runBinary(t, root, args...); code != exitOK {
					t.Errorf("bin/surefill %s: exit %d\n%s", strings.Join(args, " "), code, out)
				}
			}
			continue
		}
		out, errOut, code := runCLI(t, args...)
		if code != exitOK {
			t.Errorf("bin/surefill %s: exit %d\n%s\n%s", strings.Join(args, " "), code, out, errOut)
		}
	}
}

// TestReadmeOutput checks the sample output: the demo's log lines name
// targets the demo uses, in the format the action log writes, and the
// error shown is the one the errors example's page produces.
func TestReadmeOutput(t *testing.T) {
	_, blocks := readmeBlocks(t)
	demo, err := os.ReadFile("../../examples/jobapply/main.go")
	if err != nil {
		t.Fatal(err)
	}
	var texts []fence
	for _, b := range blocks {
		if b.lang == "text" {
			texts = append(texts, b)
		}
	}
	if len(texts) != 2 {
		t.Fatalf("want 2 text blocks (demo output, an error), got %d", len(texts))
	}
	logLine := regexp.MustCompile(`^time=\S+ level=INFO msg=surefill op=(\w+) target="((?:[^"\\]|\\.)*)" outcome=ok took=\S+$`)
	seen := 0
	for _, line := range strings.Split(texts[0].body, "\n") {
		if !strings.HasPrefix(line, "time=") {
			continue
		}
		m := logLine.FindStringSubmatch(line)
		if m == nil {
			t.Errorf("demo output: %q is not an action log line", line)
			continue
		}
		target, err := strconv.Unquote(`"` + m[2] + `"`)
		if err != nil || !strings.Contains(string(demo), target) {
			t.Errorf("demo output: %s is not a target the demo uses", m[2])
		}
		seen++
	}
	for _, s := range []string{`"First name"`, `"Ada"`, "screenshot: demo-out/filled.png", "stopped before submitting (run with -submit to send it)"} {
		if !strings.Contains(texts[0].body, s) {
			t.Errorf("demo output lacks %s", s)
		}
	}
	if !strings.Contains(string(demo), `"stopped before submitting (run with -submit to send it)"`) || seen < 5 {
		t.Errorf("the demo output block does not match the demo (%d log lines)", seen)
	}

	// The error: the same page, the same target, through the same resolver
	// the live tab uses, printed as a FieldError prints.
	page, err := os.ReadFile("../../examples/errors/site/contact.html")
	if err != nil {
		t.Fatal(err)
	}
	_, err = sftest.FieldOf(page, surefill.Label("Phone"), nil)
	var re *resolver.Error
	if !errors.As(err, &re) || re.Code != resolver.Ambiguous {
		t.Fatalf("Label(\"Phone\") on the errors page: %v", err)
	}
	fe := &surefill.FieldError{Code: surefill.Ambiguous, Op: "Fill", Target: re.Target, Detail: re.Detail, Candidates: re.Candidates,
		Next: "narrow the target with .Within(container), or use one of the candidates"}
	if got, want := strings.TrimSpace(texts[1].body), fe.Error(); got != want {
		t.Errorf("the README's error reads\n%s\nbut the errors page gives\n%s", got, want)
	}
}
