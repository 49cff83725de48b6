//go:build unix

package cdp

import (
	"os/exec"
	"syscall"
)

// setProcessGroup puts the browser at the head of a new process group.
func setProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup sends SIGKILL to the whole group: a browser that is asked to
// quit may take seconds and leave helpers behind; the profile is temporary,
// so there is nothing to save.
func killGroup(cmd *exec.Cmd) {
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	_ = cmd.Process.Kill() // in case the group is gone but the leader is not
}

// runningAsRoot decides --no-sandbox: Chromium refuses to start its sandbox
// as root.
func runningAsRoot() bool { return syscall.Geteuid() == 0 }
