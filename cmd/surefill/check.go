package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/cdp"
)

// checkPlan is what check runs: build (nil after "--") makes the binary
// that run then starts. A package is built, not "go run", so the script's
// own exit status comes back (go run reports every failure as 1).
type checkPlan struct {
	build []string
	run   []string
}

// planCheck reads "PKG [ARGS]" or "FILE.go... [ARGS]" the way go run does,
// or takes the command after "--" as given. bin is where the build goes.
func planCheck(c config, bin string) checkPlan {
	if c.dashdash {
		return checkPlan{run: c.args}
	}
	n := 0
	for n < len(c.args) && strings.HasSuffix(c.args[n], ".go") {
		n++
	}
	if n == 0 {
		n = 1 // one package; the rest are the script's arguments
	}
	build := append([]string{"go", "build", "-o", bin}, c.args[:n]...)
	return checkPlan{build: build, run: append([]string{bin}, c.args[n:]...)}
}

// checkEnv is the script's environment: ours, with check mode on and
// -chrome passed on.
func checkEnv(base []string, c config) []string {
	env := append([]string(nil), base...)
	env = append(env, surefill.EnvCheck+"=1")
	if c.chrome != "" {
		env = append(env, cdp.EnvChrome+"="+c.chrome)
	}
	return env
}

func runCheck(ctx context.Context, e *env, c config) (int, error) {
	dir, err := os.MkdirTemp("", "surefill-check-")
	if err != nil {
		return exitFailed, err
	}
	defer os.RemoveAll(dir)
	p := planCheck(c, filepath.Join(dir, "script"))
	if len(p.run) == 0 {
		return exitUsage, errors.New("nothing to run after --")
	}
	if p.build != nil {
		done := e.progress.step("building " + strings.Join(p.build[4:], " "))
		b := exec.CommandContext(ctx, p.build[0], p.build[1:]...)
		b.Stdout, b.Stderr = e.stderr, e.stderr
		err := b.Run()
		done()
		if err != nil {
			return exitFailed, fmt.Errorf("the script did not build: %w", err)
		}
	}
	argv := p.run
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Env = checkEnv(os.Environ(), c)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = e.stdin, e.stdout, e.stderr
	// Interrupt first, so the script closes its browser; kill if it hangs.
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
	cmd.WaitDelay = 10 * time.Second
	e.progress.note("check mode: running %s with %s=1; nothing will be written to the page", strings.Join(c.args, " "), surefill.EnvCheck)
	err = cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return exitOK, nil
	case errors.As(err, &ee):
		if ctx.Err() != nil {
			return exitFailed, fmt.Errorf("stopped: %w", ctx.Err())
		}
		if st, ok := ee.Sys().(syscall.WaitStatus); ok && st.Signaled() {
			return exitFailed, fmt.Errorf("the script was killed by %s", st.Signal())
		}
		return ee.ExitCode(), nil // the script said why on its own stderr
	default:
		return exitFailed, err
	}
}
