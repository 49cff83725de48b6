package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/surefill/surefill"
)

func TestParseArgs(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
		cmd  string
		want config
		wait string // the -wait target as it prints
		err  string // a substring of the error; "" for none
		help bool
	}{
		{name: "no command", args: nil, err: "no command given"},
		{name: "unknown", args: []string{"feilds", "x"}, err: `no command "feilds"`},
		{name: "help", args: []string{"help"}, help: true},
		{name: "help cmd", args: []string{"help", "save"}, cmd: "save", help: true},
		{name: "help unknown", args: []string{"help", "nope"}, err: `no command "nope"`},
		{name: "-h after cmd", args: []string{"fields", "-h"}, cmd: "fields", help: true},
		{name: "fields url", args: []string{"fields", "http://x/"}, cmd: "fields",
			want: config{timeout: 2 * time.Minute, args: []string{"http://x/"}}},
		{name: "fields flags before", args: []string{"fields", "-json", "-timeout", "30s", "-chrome", "/bin/chromium", "http://x/"}, cmd: "fields",
			want: config{json: true, timeout: 30 * time.Second, chrome: "/bin/chromium", args: []string{"http://x/"}}},
		{name: "fields flags after", args: []string{"fields", "http://x/", "-json", "-headful"}, cmd: "fields",
			want: config{json: true, headful: true, timeout: 2 * time.Minute, args: []string{"http://x/"}}},
		{name: "fields two args", args: []string{"fields", "a.html", "b.html"}, err: `unexpected argument "b.html"`},
		{name: "fields none", args: []string{"fields", "-json"}, err: "missing argument"},
		{name: "fields bad flag", args: []string{"fields", "-o", "x", "http://x/"}, err: "flag provided but not defined: -o"},
		{name: "fields wait", args: []string{"fields", "-wait", `surefill.Label("Email")`, "http://x/"}, cmd: "fields",
			want: config{timeout: 2 * time.Minute, args: []string{"http://x/"}}, wait: `surefill.Label("Email")`},
		{name: "fields bad wait", args: []string{"fields", "-wait", `Email`, "http://x/"}, err: "-wait"},
		{name: "save -o after url", args: []string{"save", "http://x/", "-o", "page.html"}, cmd: "save",
			want: config{out: "page.html", timeout: 2 * time.Minute, args: []string{"http://x/"}}},
		{name: "save -o before url", args: []string{"save", "-o=page.html", "http://x/"}, cmd: "save",
			want: config{out: "page.html", timeout: 2 * time.Minute, args: []string{"http://x/"}}},
		{name: "save no -json", args: []string{"save", "-json", "http://x/"}, err: "-json"},
		{name: "negative timeout", args: []string{"save", "-timeout", "-1s", "http://x/"}, err: "negative"},
		{name: "bad timeout", args: []string{"save", "-timeout", "soon", "http://x/"}, err: "invalid value"},
		{name: "parts", args: []string{"parts", "-json", "page.html"}, cmd: "parts",
			want: config{json: true, timeout: 2 * time.Minute, args: []string{"page.html"}}},
		{name: "check package and its args", args: []string{"check", "-chrome", "/c", "./myscript", "-out", "x"}, cmd: "check",
			want: config{chrome: "/c", args: []string{"./myscript", "-out", "x"}}},
		{name: "check files", args: []string{"check", "main.go", "util.go", "-v"}, cmd: "check",
			want: config{args: []string{"main.go", "util.go", "-v"}}},
		{name: "check dashdash", args: []string{"check", "-timeout", "5m", "--", "go", "run", "./myscript", "-submit"}, cmd: "check",
			want: config{timeout: 5 * time.Minute, dashdash: true, args: []string{"go", "run", "./myscript", "-submit"}}},
		{name: "check dashdash nothing", args: []string{"check", "--"}, cmd: "check", err: "missing argument"},
		{name: "check positional before dashdash", args: []string{"check", "./x", "--", "y"}, err: "before --"},
		{name: "check nothing", args: []string{"check"}, err: "missing argument"},
		{name: "snapshot", args: []string{"snapshot", "http://x/"}, cmd: "snapshot",
			want: config{timeout: 2 * time.Minute, args: []string{"http://x/"}}},
		{name: "mcp", args: []string{"mcp", "-allow", "forms", "-sites", "a.example, b.example", "http://a.example/"}, cmd: "mcp",
			want: config{args: []string{"http://a.example/"}, allow: []surefill.Grant{surefill.Forms}, sites: []string{"a.example", "b.example"}}},
		{name: "mcp no url", args: []string{"mcp"}, err: "missing argument"},
		{name: "mcp bad grant", args: []string{"mcp", "-allow", "everything", "http://x/"}, err: `no grant "everything"`},
		{name: "mcp extra", args: []string{"mcp", "http://x/", "y"}, err: `unexpected argument "y"`},
		{name: "dashdash ends flags", args: []string{"fields", "--", "-weird.html"}, cmd: "fields",
			want: config{timeout: 2 * time.Minute, args: []string{"-weird.html"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			inv, err := parseArgs(c.args)
			if c.help {
				if !errors.Is(err, errHelp) {
					t.Fatalf("err = %v, want help", err)
				}
				if c.cmd != "" && (inv.cmd == nil || inv.cmd.name != c.cmd) {
					t.Fatalf("help for %v, want %s", inv.cmd, c.cmd)
				}
				return
			}
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("err = %v, want one containing %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if inv.cmd.name != c.cmd {
				t.Errorf("command %s, want %s", inv.cmd.name, c.cmd)
			}
			got := inv.cfg
			if (got.wait == nil) != (c.wait == "") || got.wait != nil && got.wait.String() != c.wait {
				t.Errorf("wait = %v, want %s", got.wait, c.wait)
			}
			got.wait = nil
			if got.chrome != c.want.chrome || got.timeout != c.want.timeout || got.json != c.want.json ||
				got.headful != c.want.headful || got.out != c.want.out || got.dashdash != c.want.dashdash ||
				!slices.Equal(got.args, c.want.args) || !slices.Equal(got.allow, c.want.allow) || !slices.Equal(got.sites, c.want.sites) {
				t.Errorf("config = %+v, want %+v", got, c.want)
			}
		})
	}
}

func TestPlanCheck(t *testing.T) {
	for _, c := range []struct {
		args        []string
		dashdash    bool
		build, exec []string
	}{
		{args: []string{"./myscript"}, build: []string{"go", "build", "-o", "BIN", "./myscript"}, exec: []string{"BIN"}},
		{args: []string{"./myscript", "-out", "x"}, build: []string{"go", "build", "-o", "BIN", "./myscript"}, exec: []string{"BIN", "-out", "x"}},
		{args: []string{"a.go", "b.go", "arg.go.txt"}, build: []string{"go", "build", "-o", "BIN", "a.go", "b.go"}, exec: []string{"BIN", "arg.go.txt"}},
		{args: []string{"./bin/fill", "-v"}, dashdash: true, exec: []string{"./bin/fill", "-v"}},
		// go run after --: built, so the script's own status comes back.
		{args: []string{"go", "run", "./x", "-v"}, dashdash: true, build: []string{"go", "build", "-o", "BIN", "./x"}, exec: []string{"BIN", "-v"}},
		{args: []string{"go", "run", "-race", "-tags", "live", "-ldflags=-s", "main.go", "a"}, dashdash: true,
			build: []string{"go", "build", "-race", "-tags", "live", "-ldflags=-s", "-o", "BIN", "main.go"}, exec: []string{"BIN", "a"}},
		{args: []string{"go", "run", "-exec", "sudo", "./x"}, dashdash: true, exec: []string{"go", "run", "-exec", "sudo", "./x"}},
		{args: []string{"go", "vet", "./x"}, dashdash: true, exec: []string{"go", "vet", "./x"}},
	} {
		p := planCheck(config{args: c.args, dashdash: c.dashdash}, "BIN")
		if !slices.Equal(p.build, c.build) || !slices.Equal(p.run, c.exec) {
			t.Errorf("planCheck(%q) = %q, %q; want %q, %q", c.args, p.build, p.run, c.build, c.exec)
		}
	}
}

func TestCheckEnv(t *testing.T) {
	env := checkEnv([]string{"HOME=/h"}, config{chrome: "/opt/chromium"})
	for _, want := range []string{"HOME=/h", "SUREFILL_CHECK=1", "SUREFILL_CHROME=/opt/chromium"} {
		if !slices.Contains(env, want) {
			t.Errorf("env %q lacks %s", env, want)
		}
	}
}

func TestSource(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		arg       string
		url, file bool
		err       string
	}{
		{arg: "https://example.org/apply", url: true},
		{arg: "http://127.0.0.1:8080/", url: true},
		{arg: "file:///tmp/x.html", url: true},
		{arg: "about:blank", url: true},
		{arg: "example.org/apply", err: "neither a URL"},
		{arg: dir, err: "is a folder"},
		{arg: "args_test.go", file: true},
	} {
		u, f, err := source(c.arg)
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("source(%q): err %v, want %q", c.arg, err, c.err)
			}
		case err != nil:
			t.Errorf("source(%q): %v", c.arg, err)
		case (u != "") != c.url || (f != "") != c.file:
			t.Errorf("source(%q) = %q, %q", c.arg, u, f)
		}
	}
}

func TestRunExitStatus(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		out  string // a substring of stdout+stderr
	}{
		{args: nil, code: exitUsage, out: "no command given"},
		{args: []string{"help"}, code: exitOK, out: "Commands:"},
		{args: []string{"help", "check"}, code: exitOK, out: "SUREFILL_CHECK=1"},
		{args: []string{"fields", "-h"}, code: exitOK, out: "usage: surefill fields"},
		{args: []string{"fields"}, code: exitUsage, out: "usage: surefill fields"},
		{args: []string{"fields", "nowhere.example/x"}, code: exitUsage, out: "neither a URL"},
		{args: []string{"save", "testdata/pill.html"}, code: exitUsage, out: "save needs a URL"},
		{args: []string{"mcp"}, code: exitUsage, out: "missing argument"},
		{args: []string{"mcp", "-allow", "forms,wings", "http://x/"}, code: exitUsage, out: `no grant "wings"`},
		{args: []string{"snapshot", "testdata/pill.html"}, code: exitOK, out: `"schemaVersion": 1`},
	} {
		var out strings.Builder
		code := run(t.Context(), c.args, strings.NewReader(""), &out, &out)
		if code != c.code || !strings.Contains(out.String(), c.out) {
			t.Errorf("surefill %q: exit %d, output %q; want exit %d and %q", c.args, code, out.String(), c.code, c.out)
		}
	}
}

func TestDiffLabels(t *testing.T) {
	f := func(labels ...string) []surefill.Field {
		var out []surefill.Field
		for _, l := range labels {
			out = append(out, surefill.Field{Label: l})
		}
		return out
	}
	for _, c := range []struct {
		live, off []surefill.Field
		want      string
	}{
		{f("A", "B"), f("A", "B"), ""},
		{f("A", "B"), f("A"), `live only: "B"`},
		{f("A"), f("A", "Fax", "A"), `offline only: "A", "Fax"`},
		{f("A", "B"), f("C"), `live only: "A", "B"; offline only: "C"`},
	} {
		if got := diffLabels(c.live, c.off); got != c.want {
			t.Errorf("diffLabels = %q, want %q", got, c.want)
		}
	}
}

func TestCheckRunsScript(t *testing.T) {
	out, errOut, code := runCLI(t, "check", "-chrome", "/opt/chromium", "./testdata/checkscript", "-out", "x")
	if code != 3 || !strings.Contains(out, `check=1 chrome=/opt/chromium args=["-out" "x"]`) {
		t.Errorf("check PKG: exit %d, stdout %q, stderr %q; want the script's status 3 and its output", code, out, errOut)
	}
	if !strings.Contains(errOut, "check mode: running ./testdata/checkscript -out x with SUREFILL_CHECK=1") {
		t.Errorf("check PKG did not say what it runs: %q", errOut)
	}
	out, _, code = runCLI(t, "check", "--", "sh", "-c", `echo "mode=$SUREFILL_CHECK"; exit 4`)
	if code != 4 || out != "mode=1\n" {
		t.Errorf("check -- CMD: exit %d, stdout %q", code, out)
	}
	// go run itself exits 1 whatever the script's status: check builds it.
	out, _, code = runCLI(t, "check", "--", "go", "run", "./testdata/checkscript", "-out", "y")
	if code != 3 || !strings.Contains(out, `check=1 chrome= args=["-out" "y"]`) {
		t.Errorf("check -- go run PKG: exit %d, stdout %q; want the script's status 3", code, out)
	}
	_, errOut, code = runCLI(t, "check", "./testdata/nosuchscript")
	if code != exitFailed || !strings.Contains(errOut, "did not build") {
		t.Errorf("check of a missing package: exit %d, %q", code, errOut)
	}
}

func TestParseArgsParts(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for file, want := range map[string]int{
		write("one.json", `{"value": ".shown"}`):                                     1,
		write("list.json", `[{"value": ".shown"}, {"open": ".toggle"}]`):             2,
		write("draft.json", `{"url": "x", "widgets": [], "draft": {"clear": ".x"}}`): 1,
	} {
		inv, err := parseArgs([]string{"mcp", "-parts", file, "http://127.0.0.1/"})
		if err != nil || len(inv.cfg.parts) != want {
			t.Errorf("%s: %d maps, %v", filepath.Base(file), len(inv.cfg.parts), err)
		}
	}
	for _, body := range []string{`{"valu": ".shown"}`, `{"value": "p:hover"}`, `not json`} {
		if _, err := parseArgs([]string{"mcp", "-parts", write("bad.json", body), "http://127.0.0.1/"}); err == nil {
			t.Errorf("-parts %s accepted", body)
		}
	}
	if _, err := parseArgs([]string{"fields", "-parts", write("f.json", `{}`), "http://127.0.0.1/"}); err == nil {
		t.Error("fields took -parts")
	}
}

func TestErrorLine(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{errors.New("surefill: navigating to http://x/: net::ERR_NAME_NOT_RESOLVED"), "surefill save: navigating to http://x/: net::ERR_NAME_NOT_RESOLVED"},
		{fmt.Errorf("the saved page does not read back offline: %w", errors.New("surefill: bad")), "surefill save: the saved page does not read back offline: surefill: bad"},
		{&surefill.FieldError{Code: surefill.NotPermitted, Op: "NewTab", Detail: "x is not among the granted sites"}, "surefill save: not_permitted: NewTab"},
	} {
		if got := errorLine("save", c.err); !strings.HasPrefix(got, c.want) || strings.Count(got, "surefill") > strings.Count(c.want, "surefill") {
			t.Errorf("errorLine(%q) = %q, want %q", c.err, got, c.want)
		}
	}
}

func TestFramePattern(t *testing.T) {
	all := []string{"http://127.0.0.2:47800/survey?id=1", "http://127.0.0.3:47801/survey?id=1", "http://127.0.0.1:9/", "https://forms.example.com/embed"}
	for _, c := range []struct {
		addr, pattern string
		re            bool
		matches       []string
	}{
		{all[0], `^http://127\.0\.0\.2(:\d+)?/survey\?id=1(#.*)?$`, true, []string{"http://127.0.0.2:5000/survey?id=1", "http://127.0.0.2/survey?id=1#top"}},
		{all[2], `^http://127\.0\.0\.1(:\d+)?/(#.*)?$`, true, []string{"http://127.0.0.1:4000/"}},
		{all[3], all[3], false, nil},
		{"http://127.0.0.1:47800/frame.html", "/frame.html", false, nil},
	} {
		p, re := framePattern(c.addr, all)
		if p != c.pattern || re != c.re {
			t.Errorf("framePattern(%s) = %q, %v; want %q, %v", c.addr, p, re, c.pattern, c.re)
			continue
		}
		for _, m := range c.matches {
			if !regexp.MustCompile(p).MatchString(m) {
				t.Errorf("%s does not match %s", p, m)
			}
		}
		for _, other := range all {
			if re && other != c.addr && regexp.MustCompile(p).MatchString(other) {
				t.Errorf("%s also matches %s", p, other)
			}
		}
	}
}

// TestFieldsOfflineListsClickables: a saved page's listing has its
// buttons and links too, and its textarea's input type.
func TestFieldsOfflineListsClickables(t *testing.T) {
	file := filepath.Join(t.TempDir(), "page.html")
	page := `<form><label>Notes <textarea></textarea></label><button type="button">Add another position</button></form><a href="/help">Help</a>`
	if err := os.WriteFile(file, []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut strings.Builder
	if code := run(t.Context(), []string{"fields", file}, strings.NewReader(""), &out, &errOut); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	for _, want := range []string{`surefill.Label("Notes") // text (textarea)`, "// to click (tab.Click): 2 things", `surefill.Role("button", "Add another position") // button`, `surefill.Role("link", "Help")`} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the listing lacks %s:\n%s", want, out.String())
		}
	}
}
