package mcpserver_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/formsnap"
	"github.com/surefill/surefill/mcpserver"
	"github.com/surefill/surefill/resolver"
)

const page = `<form aria-label="Sign in">
  <section aria-label="Work"><label>Email <input type="email"></label></section>
  <section aria-label="Home"><label>Email <input type="email"></label></section>
  <label>Password <input type="password" value="letmein-99"></label>
  <button>Sign in</button>
</form>`

// fakePage acts on a parsed document: setText sets the model's value.
// It stands in for a tab so the protocol is tested offline.
type fakePage struct {
	mu    sync.Mutex
	doc   *dom.Document
	calls int
}

func newFake(t *testing.T) *fakePage {
	d, err := dom.Parse([]byte(page), nil)
	if err != nil {
		t.Fatal(err)
	}
	return &fakePage{doc: d}
}

func (p *fakePage) Snapshot(ctx context.Context) (*formsnap.FormSnapshot, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return formsnap.Build(p.doc, &formsnap.Options{PageID: "page-test"})
}

func (p *fakePage) Do(ctx context.Context, a formsnap.ControlAction) (formsnap.Evidence, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.calls++
	loc, err := formsnap.Locate(resolver.New(p.doc, nil), a.Target)
	if err != nil {
		var re *resolver.Error
		if errors.As(err, &re) {
			return formsnap.Evidence{}, &surefill.FieldError{Code: surefill.ErrorCode(re.Code), Op: "Do", Detail: re.Detail}
		}
		return formsnap.Evidence{}, err
	}
	switch a.Operation.Kind {
	case formsnap.OpSetText:
		loc.Node.State.Value = *a.Operation.Value
	case formsnap.OpActivate:
		return formsnap.Evidence{}, &surefill.FieldError{Code: surefill.NotPermitted, Op: "Click", Detail: "the button submits"}
	}
	c, _ := formsnap.Describe(resolver.New(p.doc, nil), loc.Node)
	return formsnap.Evidence{Operation: a.Operation.Kind, Target: a.Target, State: &c.State, Validity: &c.Validity}, nil
}

// connect starts the server for p on an in-memory transport and returns
// a client session.
func connect(t *testing.T, p mcpserver.Page) (*mcp.ClientSession, context.Context) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	st, ct := mcp.NewInMemoryTransports()
	ss, err := mcpserver.NewServer(p).Connect(ctx, st, nil)
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

func call(t *testing.T, ctx context.Context, cs *mcp.ClientSession, name string, args any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return res
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

func structured(t *testing.T, res *mcp.CallToolResult) []byte {
	t.Helper()
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func snapshot(t *testing.T, ctx context.Context, cs *mcp.ClientSession, args any) *formsnap.FormSnapshot {
	t.Helper()
	res := call(t, ctx, cs, mcpserver.ToolFormSnapshot, args)
	if res.IsError {
		t.Fatalf("form_snapshot: %s", text(res))
	}
	s, err := formsnap.Decode(structured(t, res))
	if err != nil {
		t.Fatalf("form_snapshot returned no valid snapshot: %v", err)
	}
	return s
}

type result struct {
	Evidence json.RawMessage `json:"evidence"`
	Error    *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
		Changed bool   `json:"changed"`
	} `json:"error"`
}

func action(t *testing.T, ctx context.Context, cs *mcp.ClientSession, args any) (*mcp.CallToolResult, result) {
	t.Helper()
	res := call(t, ctx, cs, mcpserver.ToolControlAction, args)
	var r result
	if res.StructuredContent != nil {
		if err := json.Unmarshal(structured(t, res), &r); err != nil {
			t.Fatal(err)
		}
	}
	return res, r
}

func TestTools(t *testing.T) {
	cs, ctx := connect(t, newFake(t))
	lt, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]*mcp.Tool{}
	for _, tl := range lt.Tools {
		names[tl.Name] = tl
	}
	if len(names) != 2 || names["form_snapshot"] == nil || names["control_action"] == nil {
		t.Fatalf("tools %v", names)
	}
	in, _ := json.Marshal(names["control_action"].InputSchema)
	for _, want := range []string{`"$defs"`, `"setText"`, `"additionalProperties":false`} {
		if !strings.Contains(string(in), want) {
			t.Errorf("control_action's input schema lacks %s", want)
		}
	}
	if a := names["form_snapshot"].Annotations; a == nil || !a.ReadOnlyHint {
		t.Error("form_snapshot is not marked read-only")
	}
}

func TestFormSnapshotTool(t *testing.T) {
	cs, ctx := connect(t, newFake(t))
	s := snapshot(t, ctx, cs, map[string]any{"sessionId": "s1"})
	if s.PageID != "page-test" || len(s.Forms) != 1 || len(s.Forms[0].Controls) != 4 || s.Truncated {
		t.Fatalf("%+v", s)
	}
	res := call(t, ctx, cs, mcpserver.ToolFormSnapshot, nil)
	if strings.Contains(text(res), "letmein") {
		t.Fatal("the password's value went over the wire")
	}
	if s := snapshot(t, ctx, cs, map[string]any{"maxControls": 2, "pageId": "page-test"}); !s.Truncated || len(s.Forms[0].Controls) != 2 {
		t.Errorf("maxControls 2: truncated %v, %d controls", s.Truncated, len(s.Forms[0].Controls))
	}
	for name, args := range map[string]any{
		"another page":     map[string]any{"pageId": "page-other"},
		"unknown argument": map[string]any{"selector": "form"},
		"maxControls 1000": map[string]any{"maxControls": 1000},
	} {
		if res := call(t, ctx, cs, mcpserver.ToolFormSnapshot, args); !res.IsError {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestControlActionTool(t *testing.T) {
	p := newFake(t)
	cs, ctx := connect(t, p)
	s := snapshot(t, ctx, cs, nil)
	home := s.Forms[0].Controls[1]
	if home.Target == nil || home.Target.Ordinal != 2 {
		t.Fatalf("home email target %+v", home.Target)
	}

	res, r := action(t, ctx, cs, map[string]any{"pageId": s.PageID, "target": home.Target, "operation": map[string]any{"kind": "setText", "value": "me@home.example"}})
	if res.IsError || r.Error != nil {
		t.Fatalf("setText: %s", text(res))
	}
	ev, err := formsnap.DecodeEvidence(r.Evidence)
	if err != nil {
		t.Fatal(err)
	}
	if ev.State == nil || *ev.State.Value != "me@home.example" {
		t.Errorf("evidence %+v", ev)
	}
	after := snapshot(t, ctx, cs, nil)
	if v := *after.Forms[0].Controls[0].State.Value; v != "" {
		t.Errorf("the first Email changed too: %q", v)
	}

	// Refused before anything ran: the page is never called.
	// Each says so with a code, as a page error does: a malformed action
	// is no_option, another page's action stale_ref, and nothing changed.
	calls := p.calls
	for name, c := range map[string]struct {
		args any
		code string
	}{
		"operation with a member its kind does not take": {map[string]any{"target": home.Target, "operation": map[string]any{"kind": "clear", "value": "x"}}, "no_option"},
		"unknown operation":          {map[string]any{"target": home.Target, "operation": map[string]any{"kind": "submit"}}, "no_option"},
		"CSS selector in the target": {map[string]any{"target": map[string]any{"role": "textbox", "name": "Email", "css": "#e"}, "operation": map[string]any{"kind": "clear"}}, "no_option"},
		"unknown member":             {map[string]any{"target": home.Target, "operation": map[string]any{"kind": "clear"}, "force": true}, "no_option"},
		"a pageId that is no string": {map[string]any{"pageId": 7, "target": home.Target, "operation": map[string]any{"kind": "clear"}}, "no_option"},
		"another page":               {map[string]any{"pageId": "page-other", "target": home.Target, "operation": map[string]any{"kind": "clear"}}, "stale_ref"},
	} {
		res, r := action(t, ctx, cs, c.args)
		if !res.IsError {
			t.Errorf("%s: accepted", name)
		}
		if r.Error == nil || r.Error.Code != c.code || r.Error.Changed || string(r.Evidence) != "null" {
			t.Errorf("%s: %s, want %s with changed false and no evidence", name, text(res), c.code)
		}
	}
	if p.calls != calls {
		t.Errorf("malformed actions reached the page %d times", p.calls-calls)
	}

	// A page error comes back with its code and whether the page changed.
	res, r = action(t, ctx, cs, map[string]any{"target": map[string]any{"role": "textbox", "name": "Email"}, "operation": map[string]any{"kind": "setText", "value": "x"}})
	if !res.IsError || r.Error == nil || r.Error.Code != "ambiguous" || r.Error.Changed || string(r.Evidence) != "null" {
		t.Errorf("ambiguous target: %s", text(res))
	}
	res, r = action(t, ctx, cs, map[string]any{"target": s.Forms[0].Controls[3].Target, "operation": map[string]any{"kind": "activate"}})
	if !res.IsError || r.Error == nil || r.Error.Code != "not_permitted" {
		t.Errorf("activate: %s", text(res))
	}
}

// TestServeStdio runs Serve over pipes, as on stdin and stdout, and ends
// it by closing the client's side.
func TestServeStdio(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- mcpserver.Serve(ctx, newFake(t), inR, outW); outW.Close() }()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0"}, nil).Connect(ctx, &mcp.IOTransport{Reader: outR, Writer: inW}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := snapshot(t, ctx, cs, nil)
	if len(s.Forms) != 1 {
		t.Fatalf("%+v", s)
	}
	cs.Close()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve after the client left: %v", err)
		}
	case <-ctx.Done():
		t.Fatal("Serve did not return after the client left")
	}
}
