package main

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/surefill/surefill/lint"
)

// surefill vet runs go vet with this very binary as the vet tool: go vet
// builds each package and calls the tool back with a config file, and the
// tool runs the lint rules (brittle-css-target, literal-secret,
// submit-unconfirmed) over it.

// vetToolCall reports a call from go vet (the vet tool protocol: -V=full
// and -flags to describe the tool, then one .cfg file per package). No
// command line a person types looks like it: theirs start with a command.
func vetToolCall(args []string) bool {
	if len(args) == 0 {
		return false
	}
	if args[0] == "-V=full" || args[0] == "-flags" {
		return true
	}
	return strings.HasPrefix(args[0], "-") && strings.HasSuffix(args[len(args)-1], ".cfg") ||
		len(args) == 1 && strings.HasSuffix(args[0], ".cfg")
}

// vetAsTool runs the lint rules for go vet; it does not return.
func vetAsTool() { multichecker.Main(lint.Analyzers...) }

func runVet(ctx context.Context, e *env, c config) (int, error) {
	self, err := os.Executable()
	if err != nil {
		return exitFailed, err
	}
	pkgs := c.args
	if len(pkgs) == 0 {
		pkgs = []string{"./..."}
	}
	cmd := exec.CommandContext(ctx, "go", append([]string{"vet", "-vettool=" + self}, pkgs...)...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = e.stdin, e.stdout, e.stderr
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
	cmd.WaitDelay = 10 * time.Second
	err = cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return exitOK, nil
	case errors.As(err, &ee):
		if st, ok := ee.Sys().(syscall.WaitStatus); ok && st.Signaled() {
			return exitFailed, errors.New("go vet was stopped")
		}
		return exitFailed, nil // go vet printed the findings
	}
	return exitFailed, err
}
