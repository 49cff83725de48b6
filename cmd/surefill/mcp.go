package main

import (
	"context"
	"fmt"
	"log/slog"
	"net/url"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/mcpserver"
)

// runMCP opens the page and serves it over MCP on stdin and stdout. Only
// the protocol goes to stdout; progress and the action log go to stderr.
func runMCP(ctx context.Context, e *env, c config) (int, error) {
	addr, _, err := source(c.args[0])
	if err != nil || addr == "" {
		return exitUsage, fmt.Errorf("mcp needs a URL (with a scheme, like https://), not %q", c.args[0])
	}
	sites := c.sites
	if len(sites) == 0 {
		u, err := url.Parse(addr)
		if err != nil || u.Hostname() == "" {
			return exitUsage, fmt.Errorf("mcp: %q has no host: name the sites with -sites", addr)
		}
		sites = []string{u.Hostname()}
	}
	opts := &surefill.Options{
		ChromePath: c.chrome, Headful: c.headful,
		Grants: surefill.Grants{Allow: c.allow, Sites: sites},
		Logger: slog.New(slog.NewTextHandler(e.stderr, nil)),
		// Stdin carries the protocol: nobody can answer a Confirm.
		Confirmer: surefill.ConfirmFunc(func(context.Context, string) (bool, error) { return false, nil }),
	}
	done := e.progress.step("starting Chromium")
	b, err := surefill.Launch(ctx, opts)
	done()
	if err != nil {
		return exitFailed, err
	}
	defer b.Close()
	done = e.progress.step("loading " + addr)
	tab, err := b.NewTab(ctx, addr)
	done()
	if err != nil {
		return exitFailed, err
	}
	if c.wait != nil {
		done = e.progress.step("waiting for " + c.wait.String())
		err = tab.WaitFor(ctx, c.wait, &surefill.WaitOptions{Timeout: surefill.DefaultTimeout})
		done()
		if err != nil {
			return exitFailed, err
		}
	}
	e.progress.note("serving %s over MCP on stdin and stdout (grants %v, sites %q; open_page and list_pages within those sites)", addr, c.allow, sites)
	if err := mcpserver.Run(ctx, tab, e.stdin, e.stdout, &mcpserver.Options{Browser: b, Parts: c.parts}); err != nil && ctx.Err() == nil {
		return exitFailed, err
	}
	return exitOK, nil
}
