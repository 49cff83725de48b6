package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"io"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/surefill/surefill"
)

// Browser is what the page tools need: a *surefill.Browser. Its grants and
// sites apply: open_page outside the granted sites is refused.
type Browser interface {
	NewTab(ctx context.Context, url string) (*surefill.Tab, error)
	Tabs(ctx context.Context) ([]*surefill.Tab, error)
}

// Page tool names.
const (
	ToolOpenPage  = "open_page"
	ToolListPages = "list_pages"
)

// NewBrowserServer is NewServer plus two tools: open_page {url} opens a
// tab, which becomes the page form_snapshot and control_action act on, and
// list_pages lists the browser's page tabs (index, url, title, current);
// select_page {index} makes one of them current.
func NewBrowserServer(b Browser, page Page) *mcp.Server {
	s, h := newServer(page)
	addPageTools(s, h, b)
	return s
}

func addPageTools(s *mcp.Server, h *handler, b Browser) {
	h.browser = b
	s.AddTool(&mcp.Tool{
		Name:         ToolOpenPage,
		Title:        "Open page",
		Description:  "Open a URL in a new tab and make it the page the other tools act on. The browser's granted sites apply.",
		InputSchema:  json.RawMessage(`{"type":"object","additionalProperties":false,"required":["url"],"properties":{"url":{"type":"string","maxLength":2048}}}`),
		OutputSchema: json.RawMessage(`{"type":"object","required":["url","title","current"],"properties":{"url":{"type":"string"},"title":{"type":"string"},"current":{"type":"boolean"}}}`),
		Annotations:  &mcp.ToolAnnotations{OpenWorldHint: ptr(true)},
	}, h.openPage)
	s.AddTool(&mcp.Tool{
		Name:        ToolListPages,
		Title:       "List pages",
		Description: "List the browser's page tabs: index, url, title, and which one is current. Reads only.",
		InputSchema: json.RawMessage(`{"type":"object","additionalProperties":false,"properties":{}}`),
		OutputSchema: json.RawMessage(`{"type":"object","required":["pages"],"properties":{"pages":{"type":"array","items":{"type":"object","required":["index","current"],` +
			`"properties":{"index":{"type":"integer","minimum":0},"url":{"type":"string"},"title":{"type":"string"},"current":{"type":"boolean"},"error":{"type":"string"}}}}}}`),
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)},
	}, h.listPages)
	s.AddTool(&mcp.Tool{
		Name:         ToolSelectPage,
		Title:        "Select page",
		Description:  "Make the page tab with this index (from list_pages) the one the other tools act on.",
		InputSchema:  json.RawMessage(`{"type":"object","additionalProperties":false,"required":["index"],"properties":{"index":{"type":"integer","minimum":0}}}`),
		OutputSchema: json.RawMessage(`{"type":"object","required":["index","current"],"properties":{"index":{"type":"integer","minimum":0},"current":{"type":"boolean"}}}`),
		Annotations:  &mcp.ToolAnnotations{IdempotentHint: true, OpenWorldHint: ptr(false)},
	}, h.selectPage)
}

// ToolSelectPage is the tool that switches the current page.
const ToolSelectPage = "select_page"

// ServeBrowser is Serve with the page tools of NewBrowserServer.
func ServeBrowser(ctx context.Context, b Browser, page Page, in io.Reader, out io.Writer) error {
	return Run(ctx, page, in, out, &Options{Browser: b})
}

func jsonResult(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: json.RawMessage(b)}, nil
}

func (h *handler) openPage(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		URL string `json:"url"`
	}
	if err := strictArgs(req.Params.Arguments, &args); err != nil {
		return toolError(err), nil
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	tab, err := h.browser.NewTab(ctx, args.URL)
	if err != nil {
		return toolError(err), nil
	}
	h.page, h.pageID = tab, ""
	h.usePage(tab)
	title, _ := tab.Title(ctx)
	return jsonResult(map[string]any{"url": args.URL, "title": title, "current": true})
}

type pageInfo struct {
	Index   int    `json:"index"`
	URL     string `json:"url,omitempty"`
	Title   string `json:"title,omitempty"`
	Current bool   `json:"current"`
	Error   string `json:"error,omitempty"`
}

func (h *handler) listPages(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := strictArgs(req.Params.Arguments, &struct{}{}); err != nil {
		return toolError(err), nil
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	tabs, err := h.browser.Tabs(ctx)
	if err != nil {
		return toolError(err), nil
	}
	pages := make([]pageInfo, 0, len(tabs))
	for i, t := range tabs {
		p := pageInfo{Index: i, Current: Page(t) == h.page}
		if u, err := t.URL(ctx); err != nil {
			p.Error = err.Error() // a site outside the grants is not described
		} else {
			p.URL = u
			p.Title, _ = t.Title(ctx)
		}
		pages = append(pages, p)
	}
	return jsonResult(map[string]any{"pages": pages})
}

func (h *handler) selectPage(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		Index int `json:"index"`
	}
	if err := strictArgs(req.Params.Arguments, &args); err != nil {
		return toolError(err), nil
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	tabs, err := h.browser.Tabs(ctx)
	if err != nil {
		return toolError(err), nil
	}
	if args.Index < 0 || args.Index >= len(tabs) {
		return toolError(errors.New("no page with that index: call list_pages")), nil
	}
	t := tabs[args.Index]
	if _, err := t.URL(ctx); err != nil {
		return toolError(err), nil // outside the granted sites
	}
	h.page, h.pageID = t, ""
	h.usePage(t)
	return jsonResult(map[string]any{"index": args.Index, "current": true})
}
