//go:build linux

package cdp

import "syscall"

// setParentDeath makes the kernel SIGKILL the browser when the thread that
// started it ends: SIGKILL of the script, a crash, an os.Exit that skipped
// Close. Go ends a thread only when a goroutine locked to it (LockOSThread)
// returns, so this holds unless Launch is called from such a goroutine and
// that goroutine then returns. The browser's helpers leave with it: they
// lose their connection to it.
func setParentDeath(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }
