package mcpserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/cdp/cdptest"
	"github.com/surefill/surefill/mcpserver"
)

// TestLivePages opens a second page through open_page, lists both, acts
// on the new one, and switches back with select_page.
func TestLivePages(t *testing.T) {
	path := cdptest.Chrome(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><title>page %s</title><label>City <input name=city></label>`, r.URL.Path)
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	b, err := surefill.Launch(ctx, &surefill.Options{ChromePath: path, Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"127.0.0.1"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	first, err := b.NewTab(ctx, srv.URL+"/one")
	if err != nil {
		t.Fatal(err)
	}
	st, ct := mcp.NewInMemoryTransports()
	ss, err := mcpserver.NewBrowserServer(b, first).Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res := call(t, ctx, cs, mcpserver.ToolOpenPage, map[string]any{"url": srv.URL + "/two"})
	if res.IsError {
		t.Fatalf("open_page: %s", text(res))
	}
	if res := call(t, ctx, cs, mcpserver.ToolOpenPage, map[string]any{"url": "http://example.invalid/"}); !res.IsError {
		t.Error("open_page outside the granted sites was allowed")
	}
	res = call(t, ctx, cs, mcpserver.ToolListPages, map[string]any{})
	var list struct {
		Pages []struct {
			Index   int    `json:"index"`
			Title   string `json:"title"`
			Current bool   `json:"current"`
		} `json:"pages"`
	}
	if err := json.Unmarshal([]byte(text(res)), &list); err != nil {
		t.Fatalf("list_pages: %v: %s", err, text(res))
	}
	current, oneIndex := "", -1
	for _, p := range list.Pages {
		if p.Current {
			current = p.Title
		}
		if p.Title == "page /one" {
			oneIndex = p.Index
		}
	}
	if current != "page /two" || oneIndex < 0 {
		t.Fatalf("list_pages: %s", text(res))
	}
	s := snapshot(t, ctx, cs, nil)
	res, _ = action(t, ctx, cs, map[string]any{"target": s.UnownedControls[0].Target, "operation": map[string]any{"kind": "setText", "value": "Oslo"}})
	if res.IsError {
		t.Fatalf("setText on the opened page: %s", text(res))
	}
	if res := call(t, ctx, cs, mcpserver.ToolSelectPage, map[string]any{"index": oneIndex}); res.IsError {
		t.Fatalf("select_page: %s", text(res))
	}
	if v, err := first.Fields(ctx, nil); err != nil || v[0].Value != "" {
		t.Errorf("the first page was written to: %+v %v", v, err)
	}
}
