// Package clean is a script written as the authoring guide asks: no rule
// flags anything in it.
package clean

import (
	"context"
	"os"
	"regexp"

	"github.com/surefill/surefill"
)

func run(ctx context.Context, submit bool) error {
	grants := surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"jobs.example.com"}}
	if submit {
		grants.Allow = append(grants.Allow, surefill.Submit)
	}
	b, err := surefill.Launch(ctx, &surefill.Options{Grants: grants})
	if err != nil {
		return err
	}
	defer b.Close()
	tab, err := b.NewTab(ctx, "https://jobs.example.com/apply")
	if err != nil {
		return err
	}
	if err := tab.Click(ctx, surefill.Role("button", "Accept all")); err != nil {
		return err
	}
	tab.Fill(ctx, surefill.Label("Email"), "ada@example.org", nil)
	tab.Fill(ctx, surefill.CSS("input[name=phone]"), "5551234567", nil)
	tab.Fill(ctx, surefill.LabelMatch(regexp.MustCompile(`^(e-?mail|courriel)`)), "ada@example.org", nil)
	tab.Fill(ctx, surefill.Label("Password"), os.Getenv("SCRIPT_PASSWORD"), nil)
	tab.Fill(ctx, surefill.Label("City").Within(surefill.Role("group", "Home address")), "Lisbon", nil)
	survey, err := tab.Frame(ctx, "/survey.html")
	if err != nil {
		return err
	}
	if survey != nil {
		survey.Fill(ctx, surefill.Label("Gender"), "Prefer not to say", nil)
	}
	if !submit || !b.Confirm(ctx, "Submit the application?") {
		return nil
	}
	return tab.Click(ctx, surefill.Role("button", "Submit application"))
}
