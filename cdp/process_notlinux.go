//go:build unix && !linux

package cdp

import "syscall"

// setParentDeath: only Linux has a parent-death signal that os/exec sets;
// elsewhere the signal handler and Close are what end the browser.
func setParentDeath(*syscall.SysProcAttr) {}
