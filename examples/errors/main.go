// Command errors shows how a script handles *FieldError codes. Every
// failure carries one of nine fixed codes, the closest candidates as
// ready-to-paste targets, a next step, and whether the failed call changed
// the page (when it did not, running the script again is safe).
//
// The script here continues past an optional field the form does not have
// (not_found), stops on a target that names two fields (ambiguous), and
// prints the error a broken script gets; then the fixed script, using the
// candidate the error offered, runs to the end. A value the form does not
// offer (no_option) and a click on Send without the submit grant
// (not_permitted) show two more codes. It exits non-zero if any code is not
// the one expected.
package main

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"slices"
	"time"

	"github.com/surefill/surefill"
)

//go:embed site/contact.html
var contactPage []byte

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "errors:", err)
		os.Exit(1)
	}
}

// serve starts the form on loopback.
func serve() (string, func(), error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(contactPage)
	})}
	go srv.Serve(l)
	return "http://" + l.Addr().String() + "/", func() { srv.Close() }, nil
}

// fillContact is the script. phone is the target it uses for the work
// phone: the broken script says Label("Phone"), which names two fields.
func fillContact(ctx context.Context, tab *surefill.Tab, phone surefill.Target) error {
	if _, err := tab.Fill(ctx, surefill.Label("First name"), "Ada", nil); err != nil {
		return err
	}
	if _, err := tab.Fill(ctx, surefill.Label("Last name"), "Lovelace", nil); err != nil {
		return err
	}
	// Optional: some versions of the form ask for a middle name. A short
	// timeout, since a missing field is waited for before not_found.
	_, err := tab.Fill(ctx, surefill.Label("Middle name"), "Augusta", &surefill.FillOptions{Timeout: time.Second})
	switch {
	case errors.Is(err, surefill.NotFound):
		fmt.Println("skipped the optional middle name: the form has none")
	case err != nil:
		return err // anything else about it is a real problem
	}
	// Ambiguous (or any other code) stops the script: never the closest match.
	if _, err := tab.Fill(ctx, phone, "+351 21 000 0000", nil); err != nil {
		return err
	}
	return nil
}

func run() error {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	url, stop, err := serve()
	if err != nil {
		return err
	}
	defer stop()
	logger := slog.New(slog.NewTextHandler(os.Stdout, nil))
	b, err := surefill.Launch(ctx, &surefill.Options{
		Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"127.0.0.1"}},
		Logger: logger,
	})
	if err != nil {
		return err
	}
	defer b.Close()
	tab, err := b.NewTab(ctx, url)
	if err != nil {
		return err
	}

	// 1. The broken script stops on ambiguous.
	err = fillContact(ctx, tab, surefill.Label("Phone"))
	var fe *surefill.FieldError
	if !errors.As(err, &fe) || fe.Code != surefill.Ambiguous {
		return fmt.Errorf("want an ambiguous error from the broken script, got %v", err)
	}
	fmt.Println("\nThe broken script stopped with:")
	fmt.Println(" ", err)
	fmt.Printf("code %s; candidates %q; changed the page: %t, so running again is safe\n\n", fe.Code, fe.Candidates, fe.Changed)
	if fe.Changed {
		return errors.New("an ambiguous target must fail before touching the page")
	}

	// 2. The fixed script uses the candidate for the work phone.
	work := surefill.Label("Phone").Within(surefill.Role("group", "Work"))
	if !slices.Contains(fe.Candidates, work.String()) {
		return fmt.Errorf("the error did not offer %s among %q", work, fe.Candidates)
	}
	if err := fillContact(ctx, tab, work); err != nil {
		return fmt.Errorf("the fixed script failed: %w", err)
	}
	fmt.Println("the fixed script filled", work)

	// 3. A value the select does not offer: no_option lists the options.
	_, err = tab.Fill(ctx, surefill.Label("Country"), "Atlantis", nil)
	if !errors.As(err, &fe) || fe.Code != surefill.NoOption {
		return fmt.Errorf("want no_option, got %v", err)
	}
	fmt.Printf("\nno_option: the country must be one of %q\n", fe.Options)

	// 4. Send submits, and the script was not granted submit.
	err = tab.Click(ctx, surefill.Role("button", "Send"))
	if !errors.Is(err, surefill.NotPermitted) {
		return fmt.Errorf("want not_permitted, got %v", err)
	}
	fmt.Println(err)
	return nil
}
