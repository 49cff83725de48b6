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
// A "go run" after "--" is planned the same way, its build flags kept, so
// that form too returns the script's own status.
func planCheck(c config, bin string) checkPlan {
	args := c.args
	var flags []string
	if c.dashdash {
		var ok bool
		if flags, args, ok = goRunArgs(c.args); !ok {
			return checkPlan{run: c.args}
		}
	}
	n := 0
	for n < len(args) && strings.HasSuffix(args[n], ".go") {
		n++
	}
	if n == 0 {
		n = 1 // one package; the rest are the script's arguments
	}
	build := append([]string{"go", "build"}, flags...)
	build = append(append(build, "-o", bin), args[:n]...)
	return checkPlan{build: build, run: append([]string{bin}, args[n:]...)}
}

// goRunFlagsWithValue are the go run (build) flags that take the next
// argument as their value when written without "=".
var goRunFlagsWithValue = map[string]bool{
	"-C": true, "-p": true, "-asmflags": true, "-buildmode": true, "-buildvcs": true, "-compiler": true,
	"-gccgoflags": true, "-gcflags": true, "-installsuffix": true, "-ldflags": true, "-mod": true,
	"-modfile": true, "-overlay": true, "-pgo": true, "-pkgdir": true, "-tags": true, "-toolexec": true,
	"-coverpkg": true, "-covermode": true,
}

// goRunArgs splits "go run [build flags] PKG|FILES... [ARGS]" into the
// build flags and the rest; ok is false for any other command, and for a
// go run that builds differently from go build (-exec runs the binary
// through another program).
func goRunArgs(argv []string) (flags, rest []string, ok bool) {
	if len(argv) < 3 || filepath.Base(argv[0]) != "go" || argv[1] != "run" {
		return nil, nil, false
	}
	i := 2
	for i < len(argv) && strings.HasPrefix(argv[i], "-") {
		f := argv[i]
		if f == "--" {
			i++
			break
		}
		name, _, hasValue := strings.Cut(strings.Replace(f, "--", "-", 1), "=")
		if name == "-exec" || name == "-o" {
			return nil, nil, false
		}
		flags = append(flags, f)
		i++
		if !hasValue && goRunFlagsWithValue[name] && i < len(argv) {
			flags = append(flags, argv[i])
			i++
		}
	}
	if i >= len(argv) {
		return nil, nil, false
	}
	return flags, argv[i:], true
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
		done := e.progress.step("building " + strings.Join(p.build[2:], " "))
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
