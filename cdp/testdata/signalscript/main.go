// Command signalscript is the script TestSignalEndsBrowser kills: it
// launches a browser, opens a page (so that there are renderers too),
// prints {"pid":...,"dir":...} and waits.
//
// With -notify it handles SIGINT and SIGTERM itself, the way a script with
// signal.NotifyContext does: it then closes its browser and prints "closed".
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/surefill/surefill/cdp"
)

func main() {
	notify := flag.Bool("notify", false, "handle SIGINT and SIGTERM with signal.NotifyContext")
	flag.Parse()
	ctx := context.Background()
	if *notify {
		var stop context.CancelFunc
		ctx, stop = signal.NotifyContext(ctx, syscall.SIGINT, syscall.SIGTERM)
		defer stop()
	}
	lctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	b, err := cdp.Launch(lctx, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if _, err := b.NewPage(lctx, "data:text/html,<p>waiting to be killed</p>"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	_ = json.NewEncoder(os.Stdout).Encode(map[string]any{"pid": b.Pid(), "dir": b.UserDataDir()})
	<-ctx.Done() // never, without -notify
	if err := b.Close(); err != nil {
		fmt.Println("close:", err)
		os.Exit(1)
	}
	fmt.Println("closed")
}
