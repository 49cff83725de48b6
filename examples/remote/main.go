// Command remote reaches a browser through its DevTools endpoint, the way a
// script uses a remote browser pool when one machine is not enough. Here
// the "pool" is a headless Chromium this program launches itself; a real
// one (a pool service, a grid's CDP endpoint, a cluster) gives a ws:// or
// http:// address, and the script does exactly what follows from Connect.
//
// The connected browser opens its own tab, fills a field and reads it back;
// its Close closes only that tab, never the browser it was lent. It exits
// non-zero on any failure.
package main

import (
	"context"
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/surefill/surefill"
)

//go:embed site/newsletter.html
var page []byte

func main() {
	endpoint := flag.String("endpoint", "", "a running browser's ws:// or http:// DevTools endpoint (default: launch one here)")
	flag.Parse()
	if err := run(*endpoint); err != nil {
		fmt.Fprintln(os.Stderr, "remote:", err)
		os.Exit(1)
	}
}

func serve() (string, func(), error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(page)
	})}
	go srv.Serve(l)
	return "http://" + l.Addr().String() + "/", func() { srv.Close() }, nil
}

func run(endpoint string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	url, stop, err := serve()
	if err != nil {
		return err
	}
	defer stop()

	var pool *surefill.Browser
	if endpoint == "" {
		// Stand-in for the pool: a browser with no grants, only lent out.
		if pool, err = surefill.Launch(ctx, nil); err != nil {
			return err
		}
		defer pool.Close()
		endpoint = pool.Endpoint()
	}
	fmt.Println("connecting to", endpoint)

	// The script: the same options as with Launch, grants and all.
	b, err := surefill.Connect(ctx, endpoint, &surefill.Options{
		Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"127.0.0.1"}},
		Logger: slog.New(slog.NewTextHandler(os.Stdout, nil)),
	})
	if err != nil {
		return err
	}
	tab, err := b.NewTab(ctx, url)
	if err != nil {
		b.Close()
		return err
	}
	email, err := tab.Fill(ctx, surefill.Label("Email address"), "ada@example.org", nil)
	if err != nil {
		b.Close()
		return err
	}
	weekly, err := tab.Fill(ctx, surefill.Label("Weekly digest"), true, nil)
	if err != nil {
		b.Close()
		return err
	}
	fmt.Println("filled:", email)
	fmt.Println("filled:", weekly)
	if email.Value != "ada@example.org" || weekly.Value != true {
		b.Close()
		return errors.New("the values read back are not the ones written")
	}
	// Close ends this connection and the tab it opened; the browser stays.
	if err := b.Close(); err != nil {
		return err
	}
	if pool != nil {
		left, err := pool.FindTab(ctx, url)
		if err != nil {
			return fmt.Errorf("the browser did not outlive the connection: %w", err)
		}
		if left != nil {
			return errors.New("the connection's tab is still open after Close")
		}
	}
	fmt.Println("closed the connection and its tab; the remote browser keeps running")
	return nil
}
