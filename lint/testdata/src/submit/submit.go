// Package submit grants submit and never asks: every click or key that may
// submit is flagged.
package submit

import (
	"context"
	"regexp"

	"github.com/surefill/surefill"
)

func run(ctx context.Context, target surefill.Target, key string) error {
	b, err := surefill.Launch(ctx, &surefill.Options{Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms, surefill.Submit}}})
	if err != nil {
		return err
	}
	tab, _ := b.NewTab(ctx, "https://jobs.example.com/apply")
	tab.Click(ctx, surefill.Role("button", "Accept all"))                             // a banner: cannot submit
	tab.Click(ctx, surefill.Label("I agree to the terms"))                            // a checkbox
	tab.Press(ctx, "Tab")                                                             // moves focus
	tab.Click(ctx, surefill.Role("button", "Submit application"))                     // want `submit-unconfirmed: Click\(Role\("button", "Submit application"\)\) may submit a form and the package grants surefill.Submit, but no Browser.Confirm comes before it`
	tab.Click(ctx, surefill.Text("Place order"))                                      // want `Click\(Text\("Place order"\)\) may submit`
	tab.Click(ctx, surefill.Role("button", "Envoyer"))                                // want `submit-unconfirmed`
	tab.Click(ctx, surefill.Role("button", ""))                                       // want `submit-unconfirmed`
	tab.Click(ctx, surefill.RoleMatch("button", regexp.MustCompile(`^(Send|Next)$`))) // want `submit-unconfirmed`
	tab.Click(ctx, surefill.CSS("button[type=submit]"))                               // want `submit-unconfirmed`
	tab.Click(ctx, surefill.CSS("#accept-cookies"))                                   // names no button
	tab.Click(ctx, target)                                                            // want `Click\(a target\) may submit`
	tab.Press(ctx, "Enter")                                                           // want `Press\("Enter"\) may submit`
	tab.Press(ctx, key)                                                               // want `Press\(…\) may submit`
	var s surefill.Scope = tab
	s.Click(ctx, surefill.Role("button", "Pay now")) // want `submit-unconfirmed`
	return nil
}

// Calling a Confirmer directly is not Browser.Confirm: it lets nothing
// through.
func ask(ctx context.Context, c surefill.Confirmer) {
	c.Confirm(ctx, "Submit?")
}
