//go:build !unix

package cdp

import (
	"os"
	"os/exec"
)

// Without process groups, only the browser itself is killed; its helpers
// exit when they lose it.
func setProcessGroup(*exec.Cmd) {}

func killGroup(cmd *exec.Cmd) { _ = cmd.Process.Kill() }

func runningAsRoot() bool { return false }

var cleanupSignals = []os.Signal{os.Interrupt}

// raise cannot re-send a signal here; it exits with the status a shell
// gives a script ended by Ctrl-C.
func raise(os.Signal) { os.Exit(130) }
