package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/cdp/cdptest"
	sftest "github.com/surefill/surefill/testing"
)

// livePage has what save must carry over: a value set by script, a shadow
// root made by script, a field an external style sheet hides (offline it
// would show unless save marks it), a password typed in, and a same-origin
// iframe with a field of its own.
var livePages = map[string]string{
	"/": `<!doctype html><html><head><title>Apply</title><link rel="stylesheet" href="/site.css"></head><body>
<form>
  <p><label for="email">Email</label> <input id="email" name="email" type="email" required></p>
  <p><label for="city">City</label> <input id="city" name="city"></p>
  <p class="gone"><label for="fax">Fax</label> <input id="fax" name="fax"></p>
  <p><label for="pw">Password</label> <input id="pw" type="password" autocomplete="current-password"></p>
  <div id="host"></div>
  <div id="slotted"><label><b>Team</b> <i>name</i> <input name="team"></label></div>
  <fieldset><legend>Contact me by</legend>
    <label><input type="radio" name="by" value="mail"> Mail</label>
    <label><input type="radio" name="by" value="phone"> Phone</label>
  </fieldset>
  <iframe src="/frame.html" title="Coupon"></iframe>
</form>
<script>
  document.getElementById("city").value = "Lisbon";
  document.getElementById("pw").value = "hunter2-secret";
  const root = document.getElementById("host").attachShadow({mode: "open"});
  root.innerHTML = '<label for="nick">Nickname</label> <input id="nick">';
  document.getElementById("slotted").attachShadow({mode: "closed"}).innerHTML = '<p class="frame"> <slot></slot> </p>';
</script>
</body></html>`,
	"/site.css":   `.gone { display: none }`,
	"/frame.html": `<!doctype html><title>Coupon</title><label for="c">Coupon code</label> <input id="c" name="coupon">`,
	"/pill":       "", // filled from testdata/pill.html
}

func serveLive(t *testing.T) string {
	pill, err := os.ReadFile("testdata/pill.html")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, ok := livePages[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		if r.URL.Path == "/pill" {
			body = string(pill)
		}
		ct := "text/html; charset=utf-8"
		if strings.HasSuffix(r.URL.Path, ".css") {
			ct = "text/css"
		}
		w.Header().Set("Content-Type", ct)
		w.Write([]byte(body))
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

func runCLI(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var o, e strings.Builder
	code = run(t.Context(), args, strings.NewReader(""), &o, &e)
	return o.String(), e.String(), code
}

// jsonField is a field as fields -json prints it.
type jsonField struct {
	Label     string `json:"label"`
	Target    string `json:"target"`
	Value     any    `json:"value"`
	Sensitive bool   `json:"sensitive"`
}

func labels(fs []jsonField) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Label)
	}
	return out
}

func TestLiveFieldsAndSave(t *testing.T) {
	chrome := cdptest.Chrome(t) // skips outside CI without a browser, fails in CI
	base := serveLive(t)

	// fields -json: the page's fields with their targets, then the frame's.
	out, errOut, code := runCLI(t, "fields", "-chrome", chrome, "-json", base+"/")
	if code != exitOK {
		t.Fatalf("fields: exit %d\n%s", code, errOut)
	}
	var l struct {
		URL    string      `json:"url"`
		Fields []jsonField `json:"fields"`
		Frames []struct {
			URL    string      `json:"url"`
			Go     string      `json:"go"`
			Fields []jsonField `json:"fields"`
			Note   string      `json:"note"`
		} `json:"frames"`
	}
	if err := json.Unmarshal([]byte(out), &l); err != nil {
		t.Fatalf("fields -json: %v\n%s", err, out)
	}
	want := []string{"Email", "City", "Password", "Nickname", "Team name", "Contact me by"}
	if got := labels(l.Fields); !slices.Equal(got, want) {
		t.Errorf("fields: labels %q, want %q", got, want)
	}
	for _, f := range l.Fields {
		switch f.Label {
		case "City":
			if f.Value != "Lisbon" || f.Target != `surefill.Label("City")` {
				t.Errorf("City: %+v", f)
			}
		case "Password":
			if !f.Sensitive || f.Value != nil || strings.Contains(out, "hunter2") {
				t.Errorf("Password is not withheld: %+v", f)
			}
		}
	}
	if len(l.Frames) != 1 || len(l.Frames[0].Fields) != 1 || l.Frames[0].Fields[0].Label != "Coupon code" ||
		l.Frames[0].Go != `f, err := tab.Frame(ctx, "/frame.html")` {
		t.Errorf("frames: %+v", l.Frames)
	}

	// fields as Go: ready-to-paste targets.
	out, errOut, code = runCLI(t, "fields", "-chrome", chrome, base+"/")
	if code != exitOK {
		t.Fatalf("fields: exit %d\n%s", code, errOut)
	}
	for _, line := range []string{`surefill.Label("Email")`, `// text (email); required; or surefill.CSS("#email")`, `surefill.Label("Coupon code")`} {
		if !strings.Contains(out, line) {
			t.Errorf("fields output lacks %s:\n%s", line, out)
		}
	}

	// save: the same fields offline, shadow root and value kept, secret
	// and scripts left out, the hidden field marked hidden.
	file := filepath.Join(t.TempDir(), "page.html")
	_, errOut, code = runCLI(t, "save", "-chrome", chrome, base+"/", "-o", file)
	if code != exitOK {
		b, _ := os.ReadFile(file)
		t.Fatalf("save: exit %d\n%s\n%s", code, errOut, b)
	}
	// The page and its frame: the coupon code is in a same-process iframe.
	if !strings.Contains(errOut, "7 fields offline, 7 fields live") {
		t.Errorf("save did not report its check: %s", errOut)
	}
	saved, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	s := string(saved)
	for _, want := range []string{`<template shadowrootmode="open">`, `<template shadowrootmode="closed"><p class="frame"> <slot></slot> </p></template>`, `value="Lisbon"`, `display: none !important`, `srcdoc=`} {
		if !strings.Contains(s, want) {
			t.Errorf("the saved page lacks %s", want)
		}
	}
	for _, bad := range []string{"hunter2", "<script"} {
		if strings.Contains(s, bad) {
			t.Errorf("the saved page holds %s", bad)
		}
	}
	fs, err := sftest.FieldsOf(saved, nil)
	if err != nil {
		t.Fatal(err)
	}
	var off []string
	for _, f := range fs {
		off = append(off, f.Label)
		if f.Target == nil {
			t.Errorf("offline %q has no verified target", f.Label)
		}
	}
	// Offline, a saved page is one page with its frames, as the tab is.
	if withFrame := append(slices.Clone(want), "Coupon code"); !slices.Equal(off, withFrame) {
		t.Errorf("offline labels %q, want %q", off, withFrame)
	}

	// fields on the saved file: offline, the srcdoc frame included.
	out, errOut, code = runCLI(t, "fields", file)
	if code != exitOK || !strings.Contains(out, `surefill.Label("Nickname")`) || !strings.Contains(out, `surefill.Label("Coupon code")`) {
		t.Errorf("fields FILE: exit %d\n%s\n%s", code, out, errOut)
	}
}

func TestLiveParts(t *testing.T) {
	chrome := cdptest.Chrome(t)
	base := serveLive(t)
	out, errOut, code := runCLI(t, "parts", "-chrome", chrome, base+"/pill")
	if code != exitOK {
		t.Fatalf("parts: exit %d\n%s", code, errOut)
	}
	for _, want := range []string{`Value: ".chosen", // surefill.Label("Plan"), surefill.Label("Billing cycle")`, `Clear: ".reset",`} {
		if !strings.Contains(out, want) {
			t.Errorf("parts output lacks %s:\n%s", want, out)
		}
	}
}

// TestLiveFrameSave saves a same-process iframe on its own through Frame.
func TestLiveFrameSave(t *testing.T) {
	chrome := cdptest.Chrome(t)
	base := serveLive(t)
	ctx := t.Context()
	b, err := surefill.Launch(ctx, &surefill.Options{ChromePath: chrome})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	tab, err := b.NewTab(ctx, base+"/")
	if err != nil {
		t.Fatal(err)
	}
	f, err := tab.Frame(ctx, "/frame.html")
	if err != nil || f == nil {
		t.Fatalf("frame: %v %v", f, err)
	}
	saved, err := f.Save(ctx)
	if err != nil {
		t.Fatal(err)
	}
	fs, err := sftest.FieldsOf(saved, nil)
	if err != nil || len(fs) != 1 || fs[0].Label != "Coupon code" || strings.Contains(string(saved), "Email") {
		t.Fatalf("frame saved as %s: %v %v", saved, fs, err)
	}
}

func TestLiveSnapshot(t *testing.T) {
	chrome := cdptest.Chrome(t)
	base := serveLive(t)
	out, errOut, code := runCLI(t, "snapshot", "-chrome", chrome, base+"/")
	if code != exitOK {
		t.Fatalf("snapshot: exit %d\n%s", code, errOut)
	}
	var snap struct {
		SchemaVersion int `json:"schemaVersion"`
	}
	if err := json.Unmarshal([]byte(out), &snap); err != nil || snap.SchemaVersion != 1 {
		t.Fatalf("snapshot: %v\n%s", err, out)
	}
	if !strings.Contains(out, `"Email"`) || strings.Contains(out, "hunter2") {
		t.Errorf("snapshot lacks Email or shows the password:\n%s", out)
	}
}

// TestLiveMCP serves the page over stdio pipes and drives it with the MCP
// SDK's client: the snapshot comes back, and without -allow forms a
// control_action is refused.
func TestLiveMCP(t *testing.T) {
	chrome := cdptest.Chrome(t)
	base := serveLive(t)
	ctx, cancel := context.WithTimeout(t.Context(), 60*time.Second)
	defer cancel()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	var errOut strings.Builder
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"mcp", "-chrome", chrome, base + "/"}, inR, outW, &lockedWriter{w: &errOut})
		outW.Close()
	}()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0"}, nil).Connect(ctx, &mcp.IOTransport{Reader: outR, Writer: inW}, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "form_snapshot", Arguments: map[string]any{}})
	if err != nil || res.IsError {
		t.Fatalf("form_snapshot: %v %+v", err, res)
	}
	text := res.Content[0].(*mcp.TextContent).Text
	if !strings.Contains(text, `"schemaVersion":1`) || !strings.Contains(text, `"Email"`) || strings.Contains(text, "hunter2") {
		t.Errorf("form_snapshot: %s", text)
	}
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "control_action", Arguments: map[string]any{
		"target":    map[string]any{"role": "textbox", "name": "City"},
		"operation": map[string]any{"kind": "setText", "value": "Porto"},
	}})
	if err != nil || !res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, "not_permitted") {
		t.Errorf("control_action without -allow forms: %v %+v", err, res)
	}
	cs.Close()
	select {
	case code := <-done:
		if code != exitOK {
			t.Errorf("mcp: exit %d\n%s", code, errOut.String())
		}
	case <-ctx.Done():
		t.Fatal("mcp did not end when the client left")
	}
}

// lockedWriter lets the server's goroutines share one test buffer.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
