// Package submitelsewhere confirms in one function and submits in
// another; the rule does not follow calls, so it takes the Confirm.
package submitelsewhere

import (
	"context"

	"github.com/surefill/surefill"
)

var grants = surefill.Grants{Allow: []surefill.Grant{surefill.BrowserAll}}

func ask(ctx context.Context, b *surefill.Browser) bool {
	return b.Confirm(ctx, "Place the order?")
}

func submit(ctx context.Context, tab *surefill.Tab) error {
	return tab.Click(ctx, surefill.Role("button", "Place order"))
}
