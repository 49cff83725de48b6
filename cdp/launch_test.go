//go:build unix

package cdp_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/cdp/cdptest"
)

// procStat is the part of /proc/PID/stat the leak checks need.
type procStat struct {
	pid, ppid, pgrp int
	state           byte
}

func readProcStat(pid int) (procStat, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return procStat{}, false
	}
	// "pid (comm) state ppid pgrp ...": comm may hold spaces, so split after
	// the last ')'.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	f := strings.Fields(s[i+1:])
	if len(f) < 3 {
		return procStat{}, false
	}
	ppid, _ := strconv.Atoi(f[1])
	pgrp, _ := strconv.Atoi(f[2])
	return procStat{pid: pid, ppid: ppid, pgrp: pgrp, state: f[0][0]}, true
}

func allProcs() []procStat {
	ents, _ := os.ReadDir("/proc")
	var out []procStat
	for _, e := range ents {
		if pid, err := strconv.Atoi(e.Name()); err == nil {
			if st, ok := readProcStat(pid); ok {
				out = append(out, st)
			}
		}
	}
	return out
}

// checkNothingLeft fails if the browser left a zombie child of ours, a live
// process in its group, or its profile directory.
func checkNothingLeft(t *testing.T, pid int, dir string) {
	t.Helper()
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("profile directory %s still there (%v)", dir, err)
	}
	if runtime.GOOS != "linux" {
		return
	}
	if st, ok := readProcStat(pid); ok {
		t.Errorf("browser process %d still exists, state %c", pid, st.state)
	}
	// Helpers of the group are killed too; the init process reaps them, which
	// can take a moment.
	deadline := time.Now().Add(3 * time.Second)
	for {
		var left []procStat
		for _, st := range allProcs() {
			if (st.pgrp == pid && st.state != 'Z') || (st.ppid == os.Getpid() && st.state == 'Z') {
				left = append(left, st)
			}
		}
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("left behind: %+v", left)
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestLaunchCloseLeavesNothing(t *testing.T) {
	path := cdptest.Chrome(t)
	tmp := isolateTemp(t)
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	start := time.Now()
	b, err := cdp.Launch(ctx, &cdp.LaunchOptions{Path: path})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("Launch took %v", time.Since(start))
	pid, dir := b.Pid(), b.UserDataDir()
	var v struct {
		Product   string `json:"product"`
		UserAgent string `json:"userAgent"`
	}
	if err := b.Call(ctx, "Browser.getVersion", nil, &v); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(v.UserAgent, "Headless") {
		t.Errorf("not headless by default: %q", v.UserAgent)
	}
	if st, ok := readProcStat(pid); runtime.GOOS == "linux" && (!ok || st.pgrp != pid) {
		t.Errorf("browser is not the head of its own process group: %+v", st)
	}
	start = time.Now()
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	t.Logf("Close took %v", time.Since(start))
	checkNothingLeft(t, pid, dir)
	// Nothing else in the temp dir either: the browser's singleton socket
	// directory goes with the profile.
	if ents, err := os.ReadDir(tmp); err != nil || len(ents) != 0 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Errorf("temp dir after Close: %v %v, want empty", names, err)
	}
	if err := b.Call(ctx, "Browser.getVersion", nil, nil); !errors.Is(err, cdp.ErrClosed) || errors.Is(err, cdp.ErrBrowserExited) {
		t.Fatalf("call after Close: %v, want ErrClosed only", err)
	}
}

// fakeBrowser writes a shell script that plays a browser that fails.
func fakeBrowser(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "fake-chromium")
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// isolateTemp points the profile directories at a fresh directory, so the
// test can see that none is left behind.
func isolateTemp(t *testing.T) string {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	return tmp
}

func checkEmpty(t *testing.T, dir string) {
	t.Helper()
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), "surefill-chrome-") {
			t.Errorf("profile directory left behind: %s", e.Name())
		}
	}
}

func TestLaunchFailureCarriesStderr(t *testing.T) {
	bin := fakeBrowser(t, `echo "first line" >&2; echo "fatal: cannot open display" >&2; exit 3`)
	tmp := isolateTemp(t)
	_, err := cdp.Launch(t.Context(), &cdp.LaunchOptions{Path: bin})
	if err == nil {
		t.Fatal("Launch succeeded with a failing browser")
	}
	for _, want := range []string{"exit status 3", "fatal: cannot open display"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
	checkEmpty(t, tmp)
}

func TestLaunchTimeoutCarriesStderr(t *testing.T) {
	// The script stays alive in a child of its own, as a hung browser would.
	bin := fakeBrowser(t, `echo "stuck starting up" >&2; sleep 30; exit 0`)
	tmp := isolateTemp(t)
	start := time.Now()
	_, err := cdp.Launch(t.Context(), &cdp.LaunchOptions{Path: bin, StartTimeout: 300 * time.Millisecond})
	if err == nil {
		t.Fatal("Launch succeeded with a hung browser")
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("timeout took %v", d)
	}
	if !strings.Contains(err.Error(), "stuck starting up") || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("error = %v", err)
	}
	checkEmpty(t, tmp)
}

func TestFindChrome(t *testing.T) {
	bin := fakeBrowser(t, "exit 0")
	dir := filepath.Dir(bin)
	onPath := filepath.Join(dir, "chromium")
	if err := os.Rename(bin, onPath); err != nil {
		t.Fatal(err)
	}
	other := fakeBrowser(t, "exit 0")

	t.Setenv("PATH", dir)
	t.Setenv(cdp.EnvChrome, "")
	if got, err := cdp.FindChrome(""); err != nil || got != onPath {
		t.Errorf("PATH search = %q, %v; want %q", got, err, onPath)
	}
	t.Setenv(cdp.EnvChrome, other)
	if got, err := cdp.FindChrome(""); err != nil || got != other {
		t.Errorf("env = %q, %v; want %q", got, err, other)
	}
	if got, err := cdp.FindChrome(onPath); err != nil || got != onPath {
		t.Errorf("explicit path = %q, %v; want it to win over the env", got, err)
	}
	if _, err := cdp.FindChrome("/nonexistent/chrome"); !errors.Is(err, cdp.ErrChromeNotFound) {
		t.Errorf("missing explicit path: %v", err)
	}
	t.Setenv(cdp.EnvChrome, "/nonexistent/chrome")
	if _, err := cdp.FindChrome(""); !errors.Is(err, cdp.ErrChromeNotFound) {
		t.Errorf("an env var that points nowhere must fail, not fall back: %v", err)
	}
}

func TestMergeDisabledFeatures(t *testing.T) {
	own := "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup"
	for _, c := range []struct {
		in, want []string
	}{
		{nil, []string{own}},
		{[]string{"--a", "--b"}, []string{"--a", "--b", own}},
		// A caller's list joins ours, in the first one's place; a name
		// given twice is kept once.
		{[]string{"--a", "--disable-features=Foo,WebUIOmniboxPopup", "--b", "--disable-features=Bar,,Foo"},
			[]string{"--a", own + ",Foo,Bar", "--b"}},
		{[]string{"--disable-features="}, []string{own}},
		// Other switches that only look alike stay as they are.
		{[]string{"--disable-features-x=1", "--enable-features=Foo"}, []string{"--disable-features-x=1", "--enable-features=Foo", own}},
	} {
		if got := cdp.MergeDisabledFeatures(c.in); !slices.Equal(got, c.want) {
			t.Errorf("MergeDisabledFeatures(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestLaunchSkipsBrowserUIPages checks that a launched browser builds none
// of the browser-UI pages headless never shows (without the switch, the
// address bar's popups are there as soon as the browser answers), and that
// a caller's own --disable-features reaches the browser beside ours.
func TestLaunchSkipsBrowserUIPages(t *testing.T) {
	path := cdptest.Chrome(t)
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	b, err := cdp.Launch(ctx, &cdp.LaunchOptions{Path: path, Args: []string{"--disable-features=Translate"}})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var r struct {
		TargetInfos []struct {
			Type string `json:"type"`
			URL  string `json:"url"`
		} `json:"targetInfos"`
	}
	if err := b.Call(ctx, "Target.getTargets", map[string]any{}, &r); err != nil {
		t.Fatal(err)
	}
	pages := 0
	for _, ti := range r.TargetInfos {
		if ti.Type == "page" {
			pages++
		}
		if ti.Type == "browser_ui" || strings.HasPrefix(ti.URL, "chrome://") {
			t.Errorf("the browser built %s %s", ti.Type, ti.URL)
		}
	}
	if pages == 0 {
		t.Errorf("no page among the targets: %+v", r.TargetInfos)
	}
	if runtime.GOOS != "linux" {
		return
	}
	raw, err := os.ReadFile("/proc/" + strconv.Itoa(b.Pid()) + "/cmdline")
	if err != nil {
		t.Fatal(err)
	}
	var switches []string
	for _, a := range strings.Split(string(raw), "\x00") {
		if strings.HasPrefix(a, "--disable-features=") {
			switches = append(switches, a)
		}
	}
	if want := "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,Translate"; len(switches) != 1 || switches[0] != want {
		t.Errorf("the browser's --disable-features: %q, want only %q", switches, want)
	}
}
