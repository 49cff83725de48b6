package cdp

import (
	"os"
	"os/signal"
	"sync"
)

// The browsers Launch started, killed and their profiles removed when the
// script is interrupted or terminated (cleanupSignals), after which the
// signal is sent again with our handler gone, so the process ends as it
// would have without us. A program that handles the signal itself (with
// signal.Notify or signal.NotifyContext) gets it twice; with NotifyContext
// the second is absorbed and the program winds down its own way, its
// browsers already gone — unless it calls NotifyContext's stop before the
// second arrives, which then ends it as a second Ctrl-C would. A program
// with a shutdown of its own to finish sets LaunchOptions.NoSignalCleanup.
//
// Signals the process ignored when the first browser started (nohup) are
// left ignored.
//
// The handler is installed while at least one such browser lives, so a
// program that has closed its browsers gets the default behaviour back.
var reaper struct {
	mu    sync.Mutex
	procs map[*process]struct{}
	ch    chan os.Signal // nil while no browser is watched
	done  chan struct{}  // closed to end the watching goroutine
}

// watchSignals registers p for the cleanup on a signal.
func watchSignals(p *process) {
	reaper.mu.Lock()
	defer reaper.mu.Unlock()
	if reaper.procs == nil {
		reaper.procs = make(map[*process]struct{})
	}
	reaper.procs[p] = struct{}{}
	if reaper.ch != nil {
		return
	}
	var sigs []os.Signal
	for _, s := range cleanupSignals {
		if !signal.Ignored(s) {
			sigs = append(sigs, s)
		}
	}
	if len(sigs) == 0 {
		return
	}
	ch, done := make(chan os.Signal, 1), make(chan struct{})
	reaper.ch, reaper.done = ch, done
	signal.Notify(ch, sigs...)
	go func() {
		select {
		case sig := <-ch:
			cleanUpAndRaise(ch, sig)
		case <-done:
		}
	}()
}

// unwatchSignals forgets p; the last one gone removes the handler.
func unwatchSignals(p *process) {
	reaper.mu.Lock()
	defer reaper.mu.Unlock()
	delete(reaper.procs, p)
	if len(reaper.procs) == 0 && reaper.ch != nil {
		signal.Stop(reaper.ch)
		close(reaper.done)
		reaper.ch, reaper.done = nil, nil
	}
}

func cleanUpAndRaise(ch chan os.Signal, sig os.Signal) {
	reaper.mu.Lock()
	procs := make([]*process, 0, len(reaper.procs))
	for p := range reaper.procs {
		procs = append(procs, p)
	}
	// A browser launched from now on installs a handler of its own.
	if reaper.ch == ch {
		signal.Stop(ch)
		reaper.ch, reaper.done = nil, nil
	}
	reaper.mu.Unlock()
	var wg sync.WaitGroup
	for _, p := range procs {
		wg.Go(func() { _ = p.stop() })
	}
	wg.Wait()
	raise(sig)
}
