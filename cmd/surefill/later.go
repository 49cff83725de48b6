package main

import (
	"context"
	"fmt"
)

// mcp belongs to the MCP server work. Until it lands it says so and exits
// 2, so whatever starts it fails loudly.

func runMCP(ctx context.Context, e *env, c config) (int, error) {
	fmt.Fprintln(e.stderr, "surefill mcp: not available yet (the MCP server is being built)")
	return exitMissing, nil
}
