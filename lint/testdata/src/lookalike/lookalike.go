// Package lookalike has functions named like surefill's that are not
// surefill's: the rules match by type, so none is flagged.
package lookalike

import "context"

func CSS(selector string) string { return selector }

type Tab struct{}

func (Tab) Fill(ctx context.Context, t string, value any, opts any) error { return nil }
func (Tab) Click(ctx context.Context, t string) error                     { return nil }
func Label(s string) string                                               { return s }

type Grant string

const Submit Grant = "submit"

func use(ctx context.Context) {
	_ = CSS("tr:nth-child(2) td")
	var tab Tab
	_ = tab.Fill(ctx, Label("Password"), "hunter2", nil)
	_ = []Grant{Submit}
	_ = tab.Click(ctx, Label("Submit"))
}
