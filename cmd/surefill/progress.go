package main

import (
	"fmt"
	"io"
	"sync"
	"time"
)

// progress reports on stderr the steps that take more than a second, so a
// fast command stays quiet and a slow one never looks stuck.
type progress struct {
	mu    sync.Mutex
	w     io.Writer
	after time.Duration
}

func newProgress(w io.Writer) *progress { return &progress{w: w, after: time.Second} }

// step starts a step; done ends it. A step still running after a second is
// announced, and its end is then reported with how long it took.
func (p *progress) step(what string) (done func()) {
	start := time.Now()
	var mu sync.Mutex
	shown, over := false, false
	t := time.AfterFunc(p.after, func() {
		mu.Lock()
		defer mu.Unlock()
		if over {
			return
		}
		shown = true
		p.printf("surefill: %s…\n", what)
	})
	return func() {
		t.Stop()
		mu.Lock()
		defer mu.Unlock()
		over = true
		if shown {
			p.printf("surefill: %s: done in %s\n", what, time.Since(start).Round(100*time.Millisecond))
		}
	}
}

// note prints a line on stderr at once.
func (p *progress) note(format string, args ...any) {
	p.printf("surefill: "+format+"\n", args...)
}

func (p *progress) printf(format string, args ...any) {
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprintf(p.w, format, args...)
}
