package main

import (
	"context"
	"fmt"

	"github.com/surefill/surefill/dom"
	sftest "github.com/surefill/surefill/testing"
)

func runSave(ctx context.Context, e *env, c config) (int, error) {
	addr, _, err := source(c.args[0])
	if err != nil || addr == "" {
		return exitUsage, fmt.Errorf("save needs a URL (with a scheme, like https://), not %q", c.args[0])
	}
	tab, closeTab, err := openPage(ctx, e, c, addr)
	if err != nil {
		return exitFailed, err
	}
	defer closeTab()
	done := e.progress.step("saving the page")
	saved, err := tab.Save(ctx)
	done()
	if err != nil {
		return exitFailed, err
	}
	live, err := tab.Fields(ctx, nil)
	if err != nil {
		return exitFailed, err
	}
	u, _ := tab.URL(ctx)
	// The saved page must read back offline as the live one lists.
	off, err := sftest.FieldsOf(saved, &sftest.Options{URL: u})
	if err != nil {
		return exitFailed, fmt.Errorf("the saved page does not read back offline: %w", err)
	}
	if err := writeOut(e, c, saved); err != nil {
		return exitFailed, err
	}
	where := c.out
	if where == "" || where == "-" {
		where = "stdout"
	}
	e.progress.note("saved %s (%d bytes) to %s: %s offline, %s live", u, len(saved), where, plural(len(off), "field"), plural(len(live), "field"))
	if d, err := dom.Parse(saved, nil); err == nil {
		for _, f := range framesOf(d, u) {
			if f.Remote {
				e.progress.note("the iframe %s runs in another process and is not in the saved page: save it by its address", f.URL)
			}
		}
	}
	if len(off) != len(live) {
		return exitFailed, fmt.Errorf("the saved page lists %s offline but the live page has %s: offline visibility differs (see surefill fields on the saved file)", plural(len(off), "field"), plural(len(live), "field"))
	}
	return exitOK, nil
}
