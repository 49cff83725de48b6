//go:build linux

package surefill

import (
	"bytes"
	"context"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// openPTY opens a pseudo-terminal pair: what a person types is written to
// the master, the program reads it from the slave, its stdin.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Fatalf("no pseudo-terminals here: %v", err)
	}
	t.Cleanup(func() { m.Close() })
	if err := unix.IoctlSetPointerInt(int(m.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Fatal(err)
	}
	n, err := unix.IoctlGetInt(int(m.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Fatal(err)
	}
	s, err := os.OpenFile("/dev/pts/"+strconv.Itoa(n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return m, s
}

// syncBuffer is a prompt sink the test can read while Confirm writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// A person at a terminal is asked, and their answer counts.
func TestConfirmAsksATerminal(t *testing.T) {
	for _, c := range []struct {
		typed string
		want  bool
	}{{"y\n", true}, {"YES\n", true}, {"n\n", false}, {"\n", false}, {"yep\n", false}} {
		master, slave := openPTY(t)
		var prompt syncBuffer
		type result struct {
			ok  bool
			err error
		}
		done := make(chan result, 1)
		go func() {
			ok, err := terminalConfirmer{in: slave, out: &prompt}.Confirm(context.Background(), "Send it?")
			done <- result{ok, err}
		}()
		// The person answers once asked.
		for !strings.Contains(prompt.String(), "Send it? [y/N]") {
			select {
			case r := <-done:
				t.Fatalf("Confirm returned %v without asking (prompt %q)", r, prompt.String())
			case <-time.After(5 * time.Millisecond): // poll the prompt; the condition is the loop's
			}
		}
		if _, err := master.WriteString(c.typed); err != nil {
			t.Fatal(err)
		}
		select {
		case r := <-done:
			if r.ok != c.want || r.err != nil {
				t.Errorf("typed %q: Confirm = %v, %v; want %v", c.typed, r.ok, r.err, c.want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("typed %q: no answer read", c.typed)
		}
	}
}

// Nobody answers: the context ends the question, with no, and the reader
// does not outlive it.
func TestConfirmTerminalUnanswered(t *testing.T) {
	_, slave := openPTY(t)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	var prompt syncBuffer
	start := time.Now()
	ok, err := terminalConfirmer{in: slave, out: &prompt}.Confirm(ctx, "Proceed?")
	if ok || err != nil {
		t.Fatalf("unanswered: Confirm = %v, %v; want false, nil", ok, err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("unanswered question took %v after its deadline", d)
	}
	if !strings.Contains(prompt.String(), "Proceed? [y/N]") {
		t.Fatalf("prompt = %q", prompt.String())
	}
}
