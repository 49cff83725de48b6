package cdp_test

import (
	"context"
	"fmt"
	"log"

	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"

	"github.com/surefill/surefill/cdp"
)

// Launch a browser, open a page and run typed cdproto commands on it.
func Example() {
	ctx := context.Background()
	b, err := cdp.Launch(ctx, nil) // headless; $SUREFILL_CHROME overrides the search
	if err != nil {
		log.Fatal(err)
	}
	defer b.Close() // kills the browser's process group and removes its profile

	s, err := b.NewPage(ctx, "")
	if err != nil {
		log.Fatal(err)
	}
	if _, err := cdproto.Call(ctx, s, page.Navigate, page.NavigateParams{URL: "data:text/html,<title>hi</title>"}); err != nil {
		log.Fatal(err)
	}
	res, err := cdproto.Call(ctx, s, runtime.Evaluate, runtime.EvaluateParams{Expression: "document.title"})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(string(res.Result.Value))
}

// Attach cross-origin iframes as child sessions, prepared before they run.
func ExampleSession_AutoAttach() {
	ctx := context.Background()
	b, err := cdp.Launch(ctx, nil)
	if err != nil {
		log.Fatal(err)
	}
	defer b.Close()
	s, err := b.NewPage(ctx, "")
	if err != nil {
		log.Fatal(err)
	}
	err = s.AutoAttach(ctx, func(ctx context.Context, child *cdp.Session) error {
		// The child is paused until this returns: subscribe and enable here.
		return child.Call(ctx, "Page.enable", nil, nil)
	})
	if err != nil {
		log.Fatal(err)
	}
}
