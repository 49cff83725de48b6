// Package cdptest helps tests that need a live browser. Outside CI a missing
// browser skips the test with a message saying how to provide one; with
// CI=true it fails the test, so a CI image without a browser can never pass
// by skipping.
package cdptest

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/surefill/surefill/cdp"
)

// InCI reports whether the tests run in CI (CI=true), where a live test must
// never skip.
func InCI() bool { return os.Getenv("CI") == "true" }

// Chrome returns the browser binary cdp.Launch would use, or skips (fails in
// CI) the test when there is none.
func Chrome(tb testing.TB) string {
	tb.Helper()
	path, err := cdp.FindChrome("")
	if err != nil {
		if InCI() {
			tb.Fatalf("CI=true and no browser: %v", err)
		}
		tb.Skipf("skipping live test: %v", err)
	}
	return path
}

// Launch starts a headless browser for the test and closes it when the test
// ends. It skips (fails in CI) when there is no browser.
func Launch(tb testing.TB, opts *cdp.LaunchOptions) *cdp.Browser {
	tb.Helper()
	path := Chrome(tb)
	o := cdp.LaunchOptions{}
	if opts != nil {
		o = *opts
	}
	if o.Path == "" {
		o.Path = path
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	b, err := cdp.Launch(ctx, &o)
	if err != nil {
		tb.Fatalf("launching the browser: %v", err)
	}
	tb.Cleanup(func() {
		if err := b.Close(); err != nil {
			tb.Errorf("closing the browser: %v", err)
		}
	})
	return b
}
