//go:build linux

package cdp_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/surefill/surefill/cdp/cdptest"
)

// buildSignalScript builds testdata/signalscript once per test binary run.
func buildSignalScript(t *testing.T) string {
	t.Helper()
	cdptest.Chrome(t)
	bin := filepath.Join(t.TempDir(), "signalscript")
	args := []string{"build", "-o", bin}
	if raceEnabled {
		args = append(args, "-race") // shares the compiled packages of this test
	}
	out, err := exec.Command("go", append(args, "./testdata/signalscript")...).CombinedOutput()
	if err != nil {
		t.Fatalf("building the script: %v\n%s", err, out)
	}
	return bin
}

type scriptRun struct {
	cmd    *exec.Cmd
	pid    int    // the browser's
	dir    string // its profile
	tmp    string // the script's TMPDIR
	stdout *bufio.Scanner
}

// startScript runs the script and waits for the line saying its browser is
// up (a page open, so renderers exist too).
func startScript(t *testing.T, bin string, args ...string) *scriptRun {
	t.Helper()
	tmp := t.TempDir()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := &scriptRun{cmd: cmd, tmp: tmp, stdout: bufio.NewScanner(out)}
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	if !r.stdout.Scan() {
		t.Fatalf("the script printed nothing: %v", r.stdout.Err())
	}
	var v struct {
		Pid int    `json:"pid"`
		Dir string `json:"dir"`
	}
	if err := json.Unmarshal(r.stdout.Bytes(), &v); err != nil || v.Pid == 0 || v.Dir == "" {
		t.Fatalf("script said %q: %v", r.stdout.Text(), err)
	}
	r.pid, r.dir = v.Pid, v.Dir
	// Whatever the test finds, leave no browser running on the machine.
	t.Cleanup(func() {
		if len(browserGroup(r.pid)) > 0 {
			_ = syscall.Kill(-r.pid, syscall.SIGKILL)
		}
		_ = os.RemoveAll(r.dir)
	})
	if !strings.HasPrefix(r.dir, tmp) {
		t.Fatalf("profile %s is not under the script's TMPDIR %s", r.dir, tmp)
	}
	if n := len(browserGroup(r.pid)); n < 2 {
		t.Fatalf("the browser group %d has %d live processes, want the browser and its helpers", r.pid, n)
	}
	return r
}

// browserGroup lists the live (not zombie) processes of the browser's
// process group, the browser itself included.
func browserGroup(pid int) []procStat {
	var out []procStat
	for _, st := range allProcs() {
		if st.pgrp == pid && st.state != 'Z' {
			out = append(out, st)
		}
	}
	return out
}

// waitGroupGone waits, within limit, for the browser group to have no live
// process, and reports how long that took.
func waitGroupGone(t *testing.T, pid int, limit time.Duration) time.Duration {
	t.Helper()
	start := time.Now()
	for {
		left := browserGroup(pid)
		if len(left) == 0 {
			return time.Since(start)
		}
		if time.Since(start) > limit {
			t.Fatalf("browser processes left %v after the script ended: %+v", limit, left)
		}
		time.Sleep(20 * time.Millisecond) // polling /proc; the condition is above
	}
}

func (r *scriptRun) wait(t *testing.T) *os.ProcessState {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- r.cmd.Wait() }()
	select {
	case err := <-done:
		var ee *exec.ExitError
		if err != nil && !errors.As(err, &ee) {
			t.Fatal(err)
		}
		return r.cmd.ProcessState
	case <-time.After(20 * time.Second):
		t.Fatal("the script did not end within 20 s of the signal")
		return nil
	}
}

// TestSignalEndsBrowser kills a script that has a browser up with SIGINT and
// SIGTERM: no browser process and no profile may be left, and the script
// must end by that signal, as it would have without surefill.
func TestSignalEndsBrowser(t *testing.T) {
	bin := buildSignalScript(t)
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			r := startScript(t, bin)
			if err := r.cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			st := r.wait(t)
			ws := st.Sys().(syscall.WaitStatus)
			if !ws.Signaled() || ws.Signal() != sig {
				t.Errorf("script ended with %v, want killed by %v", st, sig)
			}
			// The cleanup ran before the script died: nothing to wait for.
			if left := browserGroup(r.pid); len(left) > 0 {
				t.Errorf("browser processes alive when the script had ended: %+v", left)
			}
			if _, err := os.Stat(r.dir); !os.IsNotExist(err) {
				t.Errorf("profile %s left behind (%v)", r.dir, err)
			}
			checkEmpty(t, r.tmp)
		})
	}
}

// A script that handles the signal itself (signal.NotifyContext) winds down
// its own way, its browser already gone.
func TestSignalEndsBrowserWithOwnHandler(t *testing.T) {
	bin := buildSignalScript(t)
	r := startScript(t, bin, "-notify")
	if err := r.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if !r.stdout.Scan() || r.stdout.Text() != "closed" {
		t.Errorf("script's own shutdown said %q, want \"closed\"", r.stdout.Text())
	}
	st := r.wait(t)
	// Exit 0 from main, or the signal sent again once the script's own
	// handler was stopped at the end of main: either way after its Close.
	t.Logf("script ended: %v", st)
	waitGroupGone(t, r.pid, 0)
	if _, err := os.Stat(r.dir); !os.IsNotExist(err) {
		t.Errorf("profile %s left behind (%v)", r.dir, err)
	}
}

// SIGKILL runs no handler: the parent-death signal must still take the
// browser down. Its profile stays, which the test removes.
func TestSIGKILLEndsBrowser(t *testing.T) {
	bin := buildSignalScript(t)
	r := startScript(t, bin)
	if err := r.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	r.wait(t)
	d := waitGroupGone(t, r.pid, 5*time.Second)
	t.Logf("browser group gone %v after the script's SIGKILL", d)
	if err := os.RemoveAll(r.dir); err != nil {
		t.Fatal(err)
	}
}
