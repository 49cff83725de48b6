package main

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/surefill/surefill"

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
	if d := diffLabels(live, off); d != "" {
		return exitFailed, fmt.Errorf("the saved page does not list the live page's fields offline (%s); the file is written: compare surefill fields on it", d)
	}
	return exitOK, nil
}

// diffLabels says how two listings differ by label, or "" when they agree.
func diffLabels(live, off []surefill.Field) string {
	count := func(fs []surefill.Field) map[string]int {
		m := map[string]int{}
		for _, f := range fs {
			m[f.Label]++
		}
		return m
	}
	lm, om := count(live), count(off)
	var only, extra []string
	for _, f := range live {
		if lm[f.Label] > om[f.Label] && !slices.Contains(only, f.Label) {
			only = append(only, f.Label)
		}
	}
	for _, f := range off {
		if om[f.Label] > lm[f.Label] && !slices.Contains(extra, f.Label) {
			extra = append(extra, f.Label)
		}
	}
	var parts []string
	if len(only) > 0 {
		parts = append(parts, "live only: "+quoteList(only, 5))
	}
	if len(extra) > 0 {
		parts = append(parts, "offline only: "+quoteList(extra, 5))
	}
	return strings.Join(parts, "; ")
}
