package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/surefill/surefill/cdp/cdptest"
)

// mcpClientPage has a text field that tells the page's server what a
// person's typing (trusted input events only) left in it, and two
// dropdowns that show their values only where a custom parts map says.
const mcpClientPage = `<!doctype html><title>Apply</title>
<form aria-label="Apply">
  <label>Full name <input id="name" name="name"></label>
  <div class="field"><label for="team">Team</label><div class="ctl"><input id="team" role="combobox" aria-autocomplete="list"><span class="shown">Core</span></div></div>
  <div class="field"><label for="size">Size</label><div class="ctl"><input id="size" role="combobox" aria-autocomplete="list"><span class="picked">M</span></div></div>
  <button>Send application</button>
</form>
<iframe title="Card details" src="{{CARD}}/card"></iframe>
<script>
document.getElementById("name").addEventListener("input", (e) => {
  // Synchronous: the server has it before the tool's read-back returns,
  // however soon the client closes the server after.
  if (e.isTrusted) { const x = new XMLHttpRequest(); x.open("POST", "/typed", false); x.send(e.target.value); }
});
</script>`

// mcpClientReport is what testdata/mcpclient/client.mjs prints.
type mcpClientReport struct {
	Failed string `json:"failed"`
	Steps  []struct {
		Name   string `json:"name"`
		Thrown string `json:"thrown"`
		Server struct {
			Name string `json:"name"`
		} `json:"server"`
		Tools []struct {
			Name       string  `json:"name"`
			InputType  string  `json:"inputType"`
			OutputType *string `json:"outputType"`
		} `json:"tools"`
		IsError       bool               `json:"isError"`
		SchemaVersion int                `json:"schemaVersion"`
		Values        map[string]*string `json:"values"`
		Value         *string            `json:"value"`
		Error         *struct {
			Code    string `json:"code"`
			Changed bool   `json:"changed"`
		} `json:"error"`
		Text    string `json:"text"`
		Count   *int   `json:"count"`
		Current *int   `json:"current"`
	} `json:"steps"`
}

// mcpClient installs the official MCP TypeScript SDK client with the
// project's script (pinned by package-lock.json) and returns node's path.
// Outside CI a machine without Node skips; with CI=true it fails.
func mcpClient(t *testing.T) string {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		if cdptest.InCI() {
			t.Fatalf("CI=true and no node: %v", err)
		}
		t.Skipf("skipping the MCP TypeScript client test: %v", err)
	}
	out, err := exec.Command("../../scripts/mcp-client.sh").CombinedOutput()
	if err != nil {
		t.Fatalf("scripts/mcp-client.sh: %v\n%s", err, out)
	}
	return node
}

// TestMCPTypeScriptClient drives surefill mcp with the official MCP
// TypeScript SDK client: initialize, tools/list through the client's own
// schema checks, form_snapshot (its structured output checked by the
// client against the tool's outputSchema), control_action on a page
// control, custom parts maps given as a flag and as a tool argument, and
// two calls that must fail. What was typed is judged by what the page's
// server received.
func TestMCPTypeScriptClient(t *testing.T) {
	chrome := cdptest.Chrome(t)
	node := mcpClient(t)
	typed := make(chan string, 64)
	// The card form is served from another site (localhost, not
	// 127.0.0.1): a cross-origin iframe, in a process of its own.
	cardTyped := make(chan string, 64)
	card := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/card":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			io.WriteString(w, `<!doctype html><label>Card number <input id="card"></label>
<script>document.getElementById("card").addEventListener("input", (e) => { if (e.isTrusted) { const x = new XMLHttpRequest(); x.open("POST", "/typed", false); x.send(e.target.value); } });</script>`)
		case "/typed":
			b, _ := io.ReadAll(r.Body)
			select {
			case cardTyped <- string(b):
			default:
			}
		default:
			http.NotFound(w, r)
		}
	}))
	defer card.Close()
	cardURL := strings.Replace(card.URL, "127.0.0.1", "localhost", 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			io.WriteString(w, strings.ReplaceAll(mcpClientPage, "{{CARD}}", cardURL))
		case "/typed":
			b, _ := io.ReadAll(r.Body)
			select {
			case typed <- string(b):
			default:
			}
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	dir := t.TempDir()
	partsFile := filepath.Join(dir, "parts.json")
	if err := os.WriteFile(partsFile, []byte(`{"value": ".shown"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	const value = "Ada Lovelace"
	const cardValue = "4242424242424242"
	cmd := exec.CommandContext(ctx, node, "client.mjs", "Full name", value, `[{"value": ".picked"}]`, "Card number", cardValue, "--",
		surefillBinary(t), "mcp", "-chrome", chrome, "-allow", "forms", "-sites", "127.0.0.1,localhost", "-parts", partsFile, srv.URL+"/")
	cmd.Dir = "testdata/mcpclient"
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var rep mcpClientReport
	if jerr := json.Unmarshal(stdout.Bytes(), &rep); jerr != nil {
		t.Fatalf("client: %v, %v\nstdout: %s\nstderr: %s", err, jerr, stdout.String(), stderr.String())
	}
	if err != nil || rep.Failed != "" {
		t.Fatalf("client: %v: %s\nstderr: %s", err, rep.Failed, stderr.String())
	}
	steps := map[string]int{}
	for i, s := range rep.Steps {
		steps[s.Name] = i
		if s.Thrown != "" {
			t.Errorf("%s: the client refused the result: %s", s.Name, s.Thrown)
		}
	}
	if len(steps) != 9 {
		t.Fatalf("steps %+v", rep.Steps)
	}
	step := func(name string) int { return steps[name] }
	if got := rep.Steps[step("initialize")].Server.Name; got != "surefill" {
		t.Errorf("initialize: server %q", got)
	}
	seen := map[string]bool{}
	for _, tool := range rep.Steps[step("tools/list")].Tools {
		seen[tool.Name] = true
		if tool.InputType != "object" || tool.OutputType == nil || *tool.OutputType != "object" {
			t.Errorf("tool %s: input type %q, output type %v", tool.Name, tool.InputType, tool.OutputType)
		}
	}
	if !seen["form_snapshot"] || !seen["control_action"] {
		t.Errorf("tools/list: %v", seen)
	}
	str := func(p *string) string {
		if p == nil {
			return "<nil>"
		}
		return *p
	}
	s := rep.Steps[step("form_snapshot")]
	if s.IsError || s.SchemaVersion != 1 || str(s.Values["Team"]) != "Core" || str(s.Values["Size"]) != "" {
		t.Errorf("form_snapshot (parts from -parts): %+v", s)
	}
	if a := rep.Steps[step("control_action")]; a.IsError || str(a.Value) != value || a.Error != nil {
		t.Errorf("control_action: %+v", a)
	}
	// Evidence the server cannot fake: what the page sent from its own
	// trusted input events.
	deadline := time.After(10 * time.Second)
	for got := ""; got != value; {
		select {
		case got = <-typed:
		case <-deadline:
			t.Fatalf("the page's server never received %q (last %q)", value, got)
		}
	}
	if a := rep.Steps[step("control_action in a frame")]; a.IsError || str(a.Value) != cardValue || a.Error != nil {
		t.Errorf("control_action in a cross-origin frame: %+v", a)
	}
	select {
	case got := <-cardTyped:
		if got != cardValue {
			t.Errorf("the card frame's server received %q", got)
		}
	case <-time.After(10 * time.Second):
		t.Error("the card frame's server received nothing")
	}
	if p := rep.Steps[step("form_snapshot parts")]; p.IsError || str(p.Values["Size"]) != "M" || str(p.Values["Team"]) != "Core" || str(p.Values["Full name"]) != value {
		t.Errorf("form_snapshot with the parts argument: %+v", p)
	}
	if p := rep.Steps[step("list_pages")]; p.IsError || p.Count == nil || *p.Count < 1 || p.Current == nil || *p.Current != 1 {
		t.Errorf("list_pages: %+v", p)
	}
	if m := rep.Steps[step("control_action not_found")]; !m.IsError || m.Error == nil || m.Error.Code != "not_found" || m.Error.Changed {
		t.Errorf("control_action on a target that names nothing: %+v", m)
	}
	if b := rep.Steps[step("form_snapshot bad arguments")]; !b.IsError || b.Text == "" {
		t.Errorf("form_snapshot with an unknown argument: %+v", b)
	}
}
