// Command offline checks a script's targets without a browser. The two
// pages under saved/ are one form saved twice with `surefill save` (or
// Tab.Save): at the start, and after answering Yes to "Were you referred
// by someone?", which shows one more question. testing.CheckTargets runs
// the resolver the live tabs use over them, so a target that would fail
// live (missing, or naming two fields) fails here, in a unit test, with
// its code and ready-to-paste candidates.
//
// It exits non-zero if the script's targets do not all check out or a
// broken target is not caught.
package main

import (
	_ "embed"
	"errors"
	"fmt"
	"os"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/resolver"
	sftest "github.com/surefill/surefill/testing"
)

var (
	//go:embed saved/start.html
	start []byte
	//go:embed saved/after-yes.html
	afterYes []byte
)

// The script's targets: those it uses on every state of the form, and
// those it uses only after answering Yes.
var (
	always = []surefill.Target{
		surefill.Label("Full name"),
		surefill.Label("Email"),
		surefill.Label("Phone").Within(surefill.Role("group", "Work")),
		surefill.Label("Were you referred by someone?"),
		surefill.Label("Send me the newsletter"), // inside a shadow root
	}
	afterYesOnly = []surefill.Target{
		surefill.Label("Referrer's name"),
	}
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "offline:", err)
		os.Exit(1)
	}
}

func run() error {
	pages := sftest.Pages{"start": start, "after yes": afterYes}

	// 1. Every target the script always uses names one field on both pages.
	if err := sftest.CheckTargets(always, pages, nil); err != nil {
		return err
	}
	fmt.Printf("%d targets resolve on both saved pages\n", len(always))

	// 2. The referrer's name shows only after Yes: AnyPage accepts a target
	// that resolves on some pages and is ambiguous on none.
	if err := sftest.CheckTargets(afterYesOnly, pages, &sftest.Options{AnyPage: true}); err != nil {
		return err
	}
	fmt.Printf("%s resolves once the question is answered Yes\n", afterYesOnly[0])
	err := sftest.CheckTargets(afterYesOnly, pages, nil)
	if !errors.Is(err, resolver.NotFound) {
		return fmt.Errorf("on every page, want not_found on the start page, got %v", err)
	}

	// 3. A broken target is caught before the script ever runs.
	err = sftest.CheckTargets([]surefill.Target{surefill.Label("Phone")}, pages, nil)
	var ce *sftest.CheckError
	if !errors.As(err, &ce) || !errors.Is(err, resolver.Ambiguous) {
		return fmt.Errorf("want Label(\"Phone\") to be ambiguous, got %v", err)
	}
	fmt.Println("\na broken target, caught offline:")
	fmt.Println(err)

	// 4. What the page offers, as Fields lists it live.
	fs, err := sftest.FieldsOf(afterYes, nil)
	if err != nil {
		return err
	}
	fmt.Println("\nfields after Yes:")
	for _, f := range fs {
		fmt.Printf("  %-60v %s\n", f.Target, f.Kind)
	}
	return nil
}
