// Command customparts fills a widget that keeps its value elsewhere: a
// "pill" whose button only opens a menu, while the chosen value shows in a
// span beside it. Without help, Fill clicks the option and then cannot
// read the value back (not_committed: it never reports a value it did not
// see). A custom parts map says, as data, where the value shows (Value)
// and which button clears it (Clear); with it, the same Fill commits.
//
// `surefill parts URL` drafts this map from the live page. The example
// exits non-zero if the fill without the map does not fail not_committed
// or the fill with it does not commit.
package main

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/surefill/surefill"
)

//go:embed site/plan.html
var planPage []byte

// pills is the map: selectors looked up near each field, never page-wide.
var pills = surefill.CustomParts{
	Value: ".chosen", // the span that shows the chosen plan
	Clear: ".reset",  // the × button
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "customparts:", err)
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
		w.Write(planPage)
	})}
	go srv.Serve(l)
	return "http://" + l.Addr().String() + "/", func() { srv.Close() }, nil
}

func run() error {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	url, stop, err := serve()
	if err != nil {
		return err
	}
	defer stop()
	b, err := surefill.Launch(ctx, &surefill.Options{
		Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"127.0.0.1"}},
		Logger: slog.New(slog.NewTextHandler(os.Stdout, nil)),
	})
	if err != nil {
		return err
	}
	defer b.Close()

	// Without the map: the click lands, but the value cannot be read back.
	plain, err := b.NewTab(ctx, url)
	if err != nil {
		return err
	}
	_, err = plain.Fill(ctx, surefill.Label("Plan"), "Team", nil)
	if !errors.Is(err, surefill.NotCommitted) {
		return fmt.Errorf("without the map, want not_committed, got %v", err)
	}
	fmt.Println("without the map:", err)

	// With the map, in a fresh tab: the same calls commit.
	tab, err := b.NewTab(ctx, url)
	if err != nil {
		return err
	}
	tab.UseCustomParts(pills)
	var filled []surefill.Filled
	for _, f := range []struct {
		t surefill.Target
		v string
	}{
		{surefill.Label("Company name"), "Northwind Labs"},
		{surefill.Label("Plan"), "Team"},
		{surefill.Label("Billing cycle"), "Yearly"},
	} {
		res, err := tab.Fill(ctx, f.t, f.v, nil)
		if err != nil {
			return fmt.Errorf("with the map: %w", err)
		}
		filled = append(filled, res)
	}
	if filled[1].Value != "Team" || filled[2].Value != "Yearly" {
		return fmt.Errorf("with the map, read back %v and %v", filled[1].Value, filled[2].Value)
	}
	// Clear clicks the map's Clear button and reads the field back.
	cleared, err := tab.Clear(ctx, surefill.Label("Billing cycle"))
	if err != nil {
		return err
	}
	fs, err := tab.Fields(ctx, nil)
	if err != nil {
		return err
	}
	for _, f := range fs {
		if f.Label == "Billing cycle" && !f.Empty {
			return fmt.Errorf("billing cycle still reads %v after Clear", f.Value)
		}
	}
	out, _ := json.MarshalIndent(map[string]any{"filled": filled, "cleared": cleared}, "", "  ")
	fmt.Println(string(out))
	return nil
}
