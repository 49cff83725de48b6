//go:build !unix

package cdp

import "os/exec"

// Without process groups, only the browser itself is killed; its helpers
// exit when they lose it.
func setProcessGroup(*exec.Cmd) {}

func killGroup(cmd *exec.Cmd) { _ = cmd.Process.Kill() }

func runningAsRoot() bool { return false }
