// Package submitconfirmed grants submit the way the demo does (appended
// when a flag asks) and confirms before it submits.
package submitconfirmed

import (
	"context"

	"github.com/surefill/surefill"
)

func run(ctx context.Context, submit bool) error {
	grants := surefill.Grants{Allow: []surefill.Grant{surefill.Forms}}
	if submit {
		grants.Allow = append(grants.Allow, surefill.Submit)
	}
	b, err := surefill.Launch(ctx, &surefill.Options{Grants: grants})
	if err != nil {
		return err
	}
	tab, _ := b.NewTab(ctx, "https://jobs.example.com/apply")
	tab.Click(ctx, surefill.Role("button", "Accept all"))
	tab.Click(ctx, surefill.Role("button", "Next")) // ok: not a submission's name
	tab.Click(ctx, surefill.Role("button", "Send")) // want `submit-unconfirmed: Click\(Role\("button", "Send"\)\) may submit`
	if !b.Confirm(ctx, "Submit the application?") {
		return nil
	}
	return tab.Click(ctx, surefill.Role("button", "Submit application"))
}

func careless(ctx context.Context, b *surefill.Browser, tab *surefill.Tab) {
	b.Confirm(ctx, "Submit?")     // want `submit-unconfirmed: Confirm's answer is dropped`
	_ = b.Confirm(ctx, "Submit?") // want `Confirm's answer is dropped`
	tab.Press(ctx, "Enter")
}
