package surefill

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"golang.org/x/term"
)

// terminalConfirmer is the Confirmer used when Options.Confirmer is nil. It
// asks only a person at a terminal: stdin must be a terminal (term.IsTerminal,
// which a character device such as /dev/null is not). Anything else —
// /dev/null, a pipe, a file, no stdin at all — is an unattended run, and the
// answer is no without a prompt. So `yes | script` approves nothing: a
// submission gate that a pipe could open would not be a gate. A host that
// has another way to ask (a chat, a dialog) provides its own Confirmer.
type terminalConfirmer struct {
	in  *os.File  // nil: os.Stdin
	out io.Writer // where the prompt goes; nil: os.Stderr
}

func (c terminalConfirmer) Confirm(ctx context.Context, message string) (bool, error) {
	in, out := c.in, c.out
	if in == nil {
		in = os.Stdin
	}
	if out == nil {
		out = os.Stderr
	}
	if !isTerminal(in) {
		return false, nil
	}
	fmt.Fprintf(out, "%s [y/N] ", message)
	answer := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(in).ReadString('\n')
		answer <- line
	}()
	select {
	case <-ctx.Done():
		// Unblock the reader so no goroutine outlives the question (a
		// terminal is pollable, so a read deadline ends the read).
		if in.SetReadDeadline(time.Now()) == nil {
			<-answer
			_ = in.SetReadDeadline(time.Time{})
		}
		return false, nil
	case line := <-answer:
		line = strings.ToLower(strings.TrimSpace(line))
		return line == "y" || line == "yes", nil
	}
}

// isTerminal asks term.IsTerminal about f's descriptor without f.Fd, which
// would put f in blocking mode and so end the read deadline that lets an
// unanswered question stop.
func isTerminal(f *os.File) bool {
	if f == nil {
		return false
	}
	rc, err := f.SyscallConn()
	if err != nil {
		return false
	}
	yes := false
	if err := rc.Control(func(fd uintptr) { yes = term.IsTerminal(int(fd)) }); err != nil {
		return false
	}
	return yes
}
