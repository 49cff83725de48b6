package surefill

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strings"
	"time"
)

// terminalConfirmer asks on the terminal when stdin is one; otherwise the
// run is unattended and the answer is no.
type terminalConfirmer struct{}

func (terminalConfirmer) Confirm(ctx context.Context, message string) (bool, error) {
	fi, err := os.Stdin.Stat()
	if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return false, nil
	}
	fmt.Fprintf(os.Stderr, "%s [y/N] ", message)
	answer := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(os.Stdin).ReadString('\n')
		answer <- line
	}()
	select {
	case <-ctx.Done():
		// Unblock the reader so no goroutine outlives the question (a
		// terminal is pollable, so a read deadline ends the read).
		if os.Stdin.SetReadDeadline(time.Now()) == nil {
			<-answer
			_ = os.Stdin.SetReadDeadline(time.Time{})
		}
		return false, nil
	case line := <-answer:
		line = strings.ToLower(strings.TrimSpace(line))
		return line == "y" || line == "yes", nil
	}
}
