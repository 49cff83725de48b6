// Package surefill writes deterministic form-filling scripts over headless
// Chromium. A script finds fields by what a person sees — a label or the
// question above it, a role and accessible name, visible text — and fills
// them with trusted input (real keyboard, mouse and file events, isTrusted
// true). Every write is read back: a call returns the value the page kept,
// or a *FieldError with one of nine fixed codes. Nothing is guessed.
//
// # Launch a browser, open a tab
//
// Launch finds and starts a local Chromium, headless by default
// (Options.ChromePath or SUREFILL_CHROME overrides the search); Connect
// attaches to a running one, such as a remote browser pool. Close kills a
// launched browser and removes its temporary profile; so does Ctrl-C or
// SIGTERM of the script, and on Linux the browser dies with the script
// however it dies.
//
//	ctx := context.Background()
//	b, err := surefill.Launch(ctx, &surefill.Options{
//		Grants: surefill.Grants{
//			Allow: []surefill.Grant{surefill.Forms},
//			Sites: []string{"jobs.example.com"},
//		},
//	})
//	if err != nil {
//		log.Fatal(err)
//	}
//	defer b.Close()
//	tab, err := b.NewTab(ctx, "https://jobs.example.com/apply")
//
// # List the fields
//
// Fields lists every field of the page (and its frames) as a person sees
// it, each with a Target verified to match that field and nothing else,
// ready to paste into the script, its Kind, whether it is required, its
// current value and its options:
//
//	fields, err := tab.Fields(ctx, nil)
//	for _, f := range fields {
//		fmt.Println(f.Target, f.Kind, f.Required, f.Options)
//	}
//
// The command line does the same: surefill fields URL, or a saved page
// offline.
//
// # Fill
//
// Fill works out the widget — text and date inputs, textarea, select,
// combobox, checkbox and checkbox group, radio group, Yes/No buttons — and
// returns what the page kept. The value is a string, a bool, a []string
// (a multiple select, a widget taking several values, a checkbox group) or
// OptionMatch(re), the one option whose text a pattern matches.
//
//	filled, err := tab.Fill(ctx, surefill.Label("Email"), "ada@example.com", nil)
//	_, err = tab.Fill(ctx, surefill.Role("radiogroup", "Work permit"), "Yes", nil)
//	_, err = tab.Fill(ctx, surefill.Label("City").Within(surefill.Role("group", "Home address")), "Lyon", nil)
//
// Matching is exact, ignoring case, accents, runs of white space and a
// trailing "*", ":" or "(optional)"; LabelMatch and RoleMatch take a regexp
// for variants. A target matches only what a person could see.
//
// # Errors
//
// Every failure of a call is a *FieldError. Its Code is one of the nine
// in Codes (not_found, ambiguous, stale_ref, covered, not_editable,
// no_option, not_committed, timeout, not_permitted); it also carries what
// was attempted, the closest Candidates as ready-to-paste targets, one Next
// step, and Changed: whether the failed call may have changed the page, so
// running again from there is safe when it is false. Match a code in one
// line:
//
//	if errors.Is(err, surefill.NotFound) {
//		// an optional field this form does not have
//	}
//	var fe *surefill.FieldError
//	if errors.As(err, &fe) {
//		fmt.Println(fe.Candidates, fe.Next)
//	}
//
// # Grants
//
// A script is given capabilities when the browser is launched: Tabs
// (reading and navigating, always granted), Forms (input, never a
// submission), Submit, PageJS (arbitrary page JavaScript), BrowserAll; the
// Sites it may act on (a frame counts by its own site); and the folders
// uploads may Read from. They are checked before every call and again where
// input is dispatched; a call without its grant fails with not_permitted.
// Without Submit — and with it, without a yes from Confirm for this
// submission — every form submission is stopped before anything leaves the
// browser.
//
//	if !b.Confirm(ctx, "Send the application?") {
//		return // the person said no, or nobody is there to ask
//	}
//	err = tab.Click(ctx, surefill.Role("button", "Send"))
//
// Confirm asks the Options.Confirmer, or by default the person at the
// terminal; a run without a terminal (stdin from /dev/null, a pipe, CI) is
// answered no.
//
// # Check mode
//
// The same script run in check mode (Options.CheckMode, or SUREFILL_CHECK=1
// in the environment, no code change) resolves and verifies every write's
// target live and logs what it would do, writing nothing. With
// Options.Logger set, every call that reads or writes the page logs its
// name, target, site, outcome and duration through log/slog — never a
// value.
//
// # Offline
//
// Package github.com/surefill/surefill/testing runs the same resolver over
// saved HTML (Tab.Save, or surefill save URL), so a script's targets are
// tested without a browser.
package surefill
