// Command surefill helps write and check form-filling scripts.
//
//	surefill fields URL|FILE      list every field and button with its verified target, as Go
//	surefill save URL -o FILE     save a live page as HTML that package testing reads
//	surefill parts URL|FILE       draft a custom parts map for widgets that need one
//	surefill check PKG [ARGS]     run a script in check mode (nothing is written)
//	surefill check -- CMD [ARGS]  run any command in check mode
//	surefill vet [PACKAGES]       go vet with the script lint rules
//	surefill snapshot URL|FILE    print the page's FormSnapshot v1 as JSON
//	surefill mcp URL              serve the page to an agent over MCP on stdio
//
// Common flags: -chrome PATH (or SUREFILL_CHROME), -timeout, -json,
// -headful, -wait TARGET; mcp takes -allow GRANTS and -sites HOSTS. Progress goes to stderr when a step takes more
// than a second; results go to stdout.
//
// Exit status: 0 when the command did what it says; 1 when it failed (no
// browser, the page did not load, a check or vet found problems); 2 for a
// usage error. check exits with the script's own status.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

// Exit statuses.
const (
	exitOK     = 0
	exitFailed = 1
	exitUsage  = 2
)

func main() {
	if vetToolCall(os.Args[1:]) {
		vetAsTool() // go vet calling back (surefill vet)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// env is what a command talks to: the standard streams, swapped in tests.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	progress       *progress
}

// run parses the command line and runs the command; it returns the exit
// status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	inv, err := parseArgs(args)
	if errors.Is(err, errHelp) {
		fmt.Fprint(stdout, helpText(inv.cmd))
		return exitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "surefill: %v\n", err)
		if inv.cmd != nil {
			fmt.Fprintf(stderr, "usage: %s\n(surefill help %s for more)\n", inv.cmd.usage, inv.cmd.name)
		} else {
			fmt.Fprint(stderr, "(surefill help for the commands)\n")
		}
		return exitUsage
	}
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr, progress: newProgress(stderr)}
	if inv.cfg.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, inv.cfg.timeout)
		defer cancel()
	}
	code, err := inv.cmd.run(ctx, e, inv.cfg)
	if err != nil {
		fmt.Fprintln(stderr, errorLine(inv.cmd.name, explain(err)))
		if ctx.Err() == context.DeadlineExceeded {
			fmt.Fprintf(stderr, "(the -timeout of %s ran out; raise it with -timeout)\n", inv.cfg.timeout)
		}
		if code == exitOK {
			code = exitFailed
		}
	}
	return code
}

// errorLine is how a command reports its error: one "surefill CMD:" prefix,
// the library's own "surefill:" (and its packages', "cdp:" and the like
// stay: they say where) dropped after it.
func errorLine(cmd string, err error) string {
	msg := strings.TrimPrefix(err.Error(), "surefill: ")
	return "surefill " + cmd + ": " + msg
}
