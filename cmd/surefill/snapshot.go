package main

import (
	"context"
	"encoding/json"
	"os"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/formsnap"
)

// runSnapshot prints the FormSnapshot v1 of a live page (Tab.Snapshot) or
// of a saved one (formsnap.Build over the same model package testing
// reads), as JSON.
func runSnapshot(ctx context.Context, e *env, c config) (int, error) {
	addr, file, err := source(c.args[0])
	if err != nil {
		return exitUsage, err
	}
	var snap *surefill.FormSnapshot
	if file != "" {
		b, err := os.ReadFile(file)
		if err != nil {
			return exitFailed, err
		}
		d, err := dom.Parse(b, &dom.ParseOptions{URL: file})
		if err != nil {
			return exitFailed, err
		}
		if snap, err = formsnap.Build(d, nil); err != nil {
			return exitFailed, err
		}
	} else {
		tab, closeTab, err := openPage(ctx, e, c, addr)
		if err != nil {
			return exitFailed, err
		}
		defer closeTab()
		if snap, err = tab.Snapshot(ctx); err != nil {
			return exitFailed, err
		}
	}
	enc := json.NewEncoder(e.stdout)
	enc.SetIndent("", "  ")
	return exitOK, enc.Encode(snap)
}
