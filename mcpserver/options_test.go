package mcpserver_test

import (
	"context"
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/formsnap"
	"github.com/surefill/surefill/mcpserver"
)

const partsPage = `<form aria-label="Order">
<div class="field"><label for="team">Team</label><div class="ctl"><input id="team" role="combobox" aria-autocomplete="list"><span class="shown">Core</span></div></div>
<div class="field"><label for="size">Size</label><div class="ctl"><input id="size" role="combobox" aria-autocomplete="list"><span class="picked">M</span></div></div>
</form>`

// partsFake takes custom parts maps, as Tab and Frame do, and builds its
// snapshots with them.
type partsFake struct {
	mu    sync.Mutex
	doc   *dom.Document
	parts []surefill.CustomParts
}

func (p *partsFake) UseCustomParts(maps ...surefill.CustomParts) {
	p.mu.Lock()
	p.parts = append(p.parts, maps...)
	p.mu.Unlock()
}

func (p *partsFake) Snapshot(ctx context.Context) (*formsnap.FormSnapshot, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return formsnap.Build(p.doc, &formsnap.Options{PageID: "page-parts", Parts: p.parts})
}

func (p *partsFake) Do(ctx context.Context, a formsnap.ControlAction) (formsnap.Evidence, error) {
	return formsnap.Evidence{}, &surefill.FieldError{Code: surefill.NotPermitted, Op: "Do"}
}

func connectServer(t *testing.T, s *mcp.Server) (*mcp.ClientSession, context.Context) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs, ctx
}

func valuesOf(s *formsnap.FormSnapshot) map[string]string {
	m := map[string]string{}
	for _, f := range s.Forms {
		for _, c := range f.Controls {
			if c.State.Value != nil {
				m[c.Label] = *c.State.Value
			}
		}
	}
	return m
}

// TestToolSchemasAreObjects: MCP hosts (the TypeScript SDK among them)
// refuse a tool whose inputSchema or outputSchema is not of type object.
func TestToolSchemasAreObjects(t *testing.T) {
	s, err := mcpserver.New(newFake(t), &mcpserver.Options{Browser: fakeBrowser{}})
	if err != nil {
		t.Fatal(err)
	}
	cs, ctx := connectServer(t, s)
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Tools) != 5 {
		t.Errorf("%d tools", len(res.Tools))
	}
	for _, tool := range res.Tools {
		for what, schema := range map[string]any{"inputSchema": tool.InputSchema, "outputSchema": tool.OutputSchema} {
			b, _ := json.Marshal(schema)
			var root struct {
				Type string `json:"type"`
			}
			if err := json.Unmarshal(b, &root); err != nil || root.Type != "object" {
				t.Errorf("%s %s: type %q (%v)", tool.Name, what, root.Type, err)
			}
		}
	}
}

// TestCustomParts: parts given as a server option are in use from the
// first snapshot; parts given to form_snapshot from that call on.
func TestCustomParts(t *testing.T) {
	d, err := dom.Parse([]byte(partsPage), nil)
	if err != nil {
		t.Fatal(err)
	}
	page := &partsFake{doc: d}
	s, err := mcpserver.New(page, &mcpserver.Options{Parts: []surefill.CustomParts{{Value: ".shown"}}})
	if err != nil {
		t.Fatal(err)
	}
	cs, ctx := connectServer(t, s)
	if got := valuesOf(snapshot(t, ctx, cs, nil)); got["Team"] != "Core" || got["Size"] != "" {
		t.Errorf("with the option: %v", got)
	}
	if got := valuesOf(snapshot(t, ctx, cs, map[string]any{"parts": []any{map[string]any{"value": ".picked"}}})); got["Team"] != "Core" || got["Size"] != "M" {
		t.Errorf("with the argument: %v", got)
	}
	if got := valuesOf(snapshot(t, ctx, cs, nil)); got["Size"] != "M" {
		t.Errorf("the argument's parts did not stay in use: %v", got)
	}
	if len(page.parts) != 2 {
		t.Errorf("the page was given %d maps, want 2 (each once)", len(page.parts))
	}
	// A selector that cannot be evaluated is refused, as an option and as
	// an argument; a member the schema does not know too.
	if _, err := mcpserver.New(page, &mcpserver.Options{Parts: []surefill.CustomParts{{Value: "p:hover"}}}); err == nil {
		t.Error("New accepted an unevaluable selector")
	}
	for _, arg := range []any{map[string]any{"value": "p:hover"}, map[string]any{"valu": ".shown"}} {
		if res := call(t, ctx, cs, mcpserver.ToolFormSnapshot, map[string]any{"parts": []any{arg}}); !res.IsError {
			t.Errorf("parts %v accepted: %s", arg, text(res))
		}
	}
	// A page that takes no parts says so.
	cs2, ctx2 := connect(t, newFake(t))
	if res := call(t, ctx2, cs2, mcpserver.ToolFormSnapshot, map[string]any{"parts": []any{map[string]any{"value": ".shown"}}}); !res.IsError {
		t.Errorf("a page without parts accepted them: %s", text(res))
	}
}

// fakeBrowser stands in for a browser where only the tool list matters.
type fakeBrowser struct{}

func (fakeBrowser) NewTab(ctx context.Context, url string) (*surefill.Tab, error) { return nil, nil }
func (fakeBrowser) Tabs(ctx context.Context) ([]*surefill.Tab, error)             { return nil, nil }
