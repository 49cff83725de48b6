//go:build unix

package cdp

import (
	"os"
	"os/exec"
	"syscall"
)

// setProcessGroup puts the browser at the head of a new process group, and
// where the system has it, asks for the browser to be killed when we die.
func setProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	setParentDeath(cmd.SysProcAttr)
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

// cleanupSignals end a script, by default, with nothing run after them:
// Ctrl-C, kill, and a closed terminal.
var cleanupSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP}

// raise sends sig to this process again, once our handler is gone, so the
// process ends the way the signal would have ended it.
func raise(sig os.Signal) {
	if s, ok := sig.(syscall.Signal); ok {
		_ = syscall.Kill(os.Getpid(), s)
	}
}
