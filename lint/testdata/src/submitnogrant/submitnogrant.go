// Package submitnogrant never grants submit: the run-time guard refuses
// any submission, so there is nothing to confirm.
package submitnogrant

import (
	"context"

	"github.com/surefill/surefill"
)

func run(ctx context.Context, tab *surefill.Tab) {
	_ = surefill.Grants{Allow: []surefill.Grant{surefill.Forms}}
	tab.Click(ctx, surefill.Role("button", "Submit"))
	tab.Press(ctx, "Enter")
}
