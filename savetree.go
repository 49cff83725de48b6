package surefill

import (
	"context"

	"github.com/chromedp/cdproto/cdp"

	"github.com/surefill/surefill/internal/live"
)

// readTree reads the session's DOM tree in chunks, however deep (see
// live.ReadTree).
func readTree(ctx context.Context, s cdp.Session) (*cdp.Node, error) {
	return live.ReadTree(ctx, s, 0)
}
