package cdp

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"time"
)

// process is a browser we started: its command, its profile directory and
// the tail of what it wrote to stderr.
type process struct {
	cmd  *exec.Cmd
	dir  string
	tail *tailBuffer

	stderr     *os.File      // read end of the stderr pipe
	readerDone chan struct{} // closed when the stderr copier returns

	mu     sync.Mutex
	onExit func(error) // told once when the process exits; set after dialing

	exited  chan struct{} // closed after Wait returned and onExit ran
	waitErr error         // guarded by mu
	waited  bool          // guarded by mu: Wait has returned

	stopOnce sync.Once
	stopErr  error
	watched  bool // registered for the cleanup on a signal
}

// startProcess starts the browser in a process group of its own, so that
// stop can end its helpers (zygote, renderers, GPU process) too, and on
// Linux with a parent-death signal, so that it dies with us. Unless
// keepSignals, an interrupt or termination of this process stops it first
// (see watchSignals).
func startProcess(path string, args []string, dir string, keepSignals bool) (*process, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(path, args...)
	// An *os.File makes exec hand the pipe to the child as it is, with no
	// copying goroutine that Wait would wait for: helpers that keep stderr
	// open must not keep Wait from returning.
	cmd.Stdout = w
	cmd.Stderr = w
	setProcessGroup(cmd)
	p := &process{
		cmd:        cmd,
		dir:        dir,
		tail:       &tailBuffer{max: 8 << 10},
		stderr:     r,
		readerDone: make(chan struct{}),
		exited:     make(chan struct{}),
	}
	if err := cmd.Start(); err != nil {
		r.Close()
		w.Close()
		return nil, err
	}
	w.Close() // the child has its copy; ours would keep the pipe open forever
	if !keepSignals {
		p.watched = true
		watchSignals(p)
	}
	go func() {
		defer close(p.readerDone)
		_, _ = io.Copy(p.tail, r)
	}()
	go p.wait()
	return p, nil
}

func (p *process) pid() int { return p.cmd.Process.Pid }

func (p *process) wait() {
	err := p.cmd.Wait()
	p.mu.Lock()
	p.waitErr = err
	p.waited = true
	f := p.onExit
	p.onExit = nil
	p.mu.Unlock()
	if f != nil {
		f(p.exitErr())
	}
	close(p.exited)
}

// exitErr describes how the process ended, with the tail of its stderr.
func (p *process) exitErr() error {
	p.mu.Lock()
	err := p.waitErr
	p.mu.Unlock()
	if err == nil {
		err = errors.New("exit status 0")
	}
	return fmt.Errorf("browser process %d ended: %w", p.pid(), err)
}

// notifyExit arranges for f to run when the process exits; at once if it
// already has.
func (p *process) notifyExit(f func(error)) {
	p.mu.Lock()
	if p.waited {
		p.mu.Unlock()
		f(p.exitErr())
		return
	}
	p.onExit = f
	p.mu.Unlock()
}

// stop kills the process group, reaps the browser and removes the profile
// directory. It is safe after a crash, and idempotent.
func (p *process) stop() error {
	p.stopOnce.Do(func() {
		killGroup(p.cmd)
		select {
		case <-p.exited:
		case <-time.After(10 * time.Second):
			p.stopErr = fmt.Errorf("cdp: browser process %d did not exit after SIGKILL", p.pid())
		}
		// Read stderr to its end, for the error message. A helper outside
		// the group (a crash handler) may hold the pipe open for a while, so
		// the wait is bounded; closing our end then ends the copier.
		select {
		case <-p.readerDone:
		case <-time.After(time.Second):
		}
		p.stderr.Close()
		<-p.readerDone
		removeSingletonDir(p.dir)
		if err := removeAllRetry(p.dir); err != nil && p.stopErr == nil {
			p.stopErr = fmt.Errorf("cdp: removing profile %s: %w", p.dir, err)
		}
		if p.watched {
			unwatchSignals(p)
		}
	})
	return p.stopErr
}

// removeSingletonDir removes the directory a browser makes in the temp
// directory for its singleton socket (the profile's SingletonSocket is a
// link into it). The browser removes it when it exits on its
// own; killed, it leaves it behind, one per launch. Only the two entries the
// browser puts there are removed, and then the directory if that left it
// empty: a link that points anywhere else removes nothing.
func removeSingletonDir(profile string) {
	target, err := os.Readlink(filepath.Join(profile, "SingletonSocket"))
	if err != nil || !filepath.IsAbs(target) || filepath.Base(target) != "SingletonSocket" {
		return
	}
	d := filepath.Dir(target)
	for _, name := range []string{"SingletonSocket", "SingletonCookie"} {
		if fi, err := os.Lstat(filepath.Join(d, name)); err == nil && fi.Mode()&(os.ModeSocket|os.ModeSymlink) != 0 {
			_ = os.Remove(filepath.Join(d, name))
		}
	}
	_ = os.Remove(d) // fails, as it should, unless empty
}

// removeAllRetry removes dir, retrying for a moment: a helper that was
// killed a moment ago may still be closing files in it.
func removeAllRetry(dir string) error {
	var err error
	for range 20 {
		if err = os.RemoveAll(dir); err == nil {
			if _, statErr := os.Stat(dir); os.IsNotExist(statErr) {
				return nil
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	return err
}

// tailBuffer keeps the last max bytes written to it, for error messages.
type tailBuffer struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func (t *tailBuffer) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if over := len(t.buf) - t.max; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
	}
	return len(b), nil
}

// String returns the tail, starting at a line boundary when it can.
func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	b := t.buf
	if len(b) == t.max {
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			b = b[i+1:]
		}
	}
	return string(bytes.TrimRight(b, "\n"))
}
