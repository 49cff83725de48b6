package cdp_test

import (
	"context"
	"fmt"
	"os"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/cdp/cdptest"
)

// One browser serves the live tests that do not kill or close it; each test
// opens its own page. Tests that break the browser launch their own.
var shared struct {
	once sync.Once
	b    *cdp.Browser
	err  error
}

func sharedBrowser(t testing.TB) *cdp.Browser {
	t.Helper()
	path := cdptest.Chrome(t)
	shared.once.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		shared.b, shared.err = cdp.Launch(ctx, &cdp.LaunchOptions{Path: path})
	})
	if shared.err != nil {
		t.Fatalf("launching the shared browser: %v", shared.err)
	}
	return shared.b
}

// newPage opens a page on the shared browser, closed when the test ends.
func newPage(t testing.TB) (*cdp.Browser, *cdp.Session) {
	t.Helper()
	b := sharedBrowser(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	s, err := b.NewPage(ctx, "")
	if err != nil {
		t.Fatalf("NewPage: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = b.CloseTarget(ctx, s.TargetID())
	})
	return b, s
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared.b != nil {
		if err := shared.b.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "closing the shared browser:", err)
			code = 1
		}
	}
	if code == 0 {
		if err := goleak.Find(); err != nil {
			fmt.Fprintln(os.Stderr, "goleak:", err)
			code = 1
		} else {
			fmt.Fprintln(os.Stderr, "goleak: no leaked goroutines")
		}
	}
	os.Exit(code)
}
