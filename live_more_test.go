package surefill_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
)

func init() {
	livetest.Pages["/nav"] = `<!doctype html><title>Navigation page</title>
<p id=status data-state="idle">Ready</p>
<a href="/nav-target">Go next</a>
<button type=button onclick="document.getElementById('late').hidden=false">Reveal</button>
<p id=late hidden>Now visible</p>
<button type=button>Save draft</button><a href="#help">Help</a>`
	livetest.Pages["/nav-target"] = `<!doctype html><title>Target page</title><h1>Arrived</h1>`
	livetest.Pages["/nested"] = `<!doctype html><title>nested</title><iframe src="{{B}}/middle"></iframe>`
	livetest.Pages["/middle"] = `<!doctype html><title>middle</title><p>middle</p><iframe src="/deep"></iframe>`
	livetest.Pages["/deep"] = `<!doctype html><title>deep</title><label>Deep field <input></label>`
	livetest.Pages["/replace"] = `<!doctype html><title>replace</title><div id=box><label for=r>Replaced</label><input id=r></div>
<script>
 // A view that re-renders its field on the first keystroke: the typed
 // value moves into a brand-new element.
 let done = false;
 document.getElementById('box').addEventListener('input', (e) => {
   if (done) return; done = true;
   const n = document.createElement('input'); n.id = 'r'; n.value = e.target.value;
   e.target.replaceWith(n);
 });
</script>`
	livetest.Pages["/clear"] = `<!doctype html><title>clear</title>
<label>Name <input value="Prefilled"></label>
<fieldset><legend>Extras</legend><label><input type=checkbox checked> A</label><label><input type=checkbox checked> B</label></fieldset>
<label for=m>Many</label><select id=m multiple size=3><option selected>X</option><option selected>Y</option><option>Z</option></select>`
}

func TestLiveReadsAndNavigation(t *testing.T) {
	b := livetest.Launch(t, surefill.Grants{Allow: []surefill.Grant{surefill.Forms, surefill.PageJS}})
	tab, ctx := livetest.OpenPage(t, b, "/nav")
	if title, err := tab.Title(ctx); err != nil || title != "Navigation page" {
		t.Errorf("Title = %q, %v", title, err)
	}
	if text, err := tab.Text(ctx, surefill.CSS("#status")); err != nil || text != "Ready" {
		t.Errorf("Text = %q, %v", text, err)
	}
	if v, ok, err := tab.Attr(ctx, surefill.CSS("#status"), "data-state"); err != nil || !ok || v != "idle" {
		t.Errorf("Attr = %q %v %v", v, ok, err)
	}
	cs, total, err := tab.Clickables(ctx, nil, true)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range cs {
		names = append(names, c.Role+":"+c.Name)
	}
	if total < 4 || !strings.Contains(strings.Join(names, ","), "button:Reveal") || !strings.Contains(strings.Join(names, ","), "link:Go next") {
		t.Errorf("Clickables = %v (total %d)", names, total)
	}
	// WaitFor: hidden until a click reveals it.
	err = tab.WaitFor(ctx, surefill.Text("Now visible"), &surefill.WaitOptions{Timeout: 200 * time.Millisecond})
	livetest.Code(t, err, surefill.Timeout)
	if err := tab.Click(ctx, surefill.Role("button", "Reveal")); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitFor(ctx, surefill.Text("Now visible"), nil); err != nil {
		t.Errorf("WaitFor after reveal: %v", err)
	}
	if err := tab.WaitFor(ctx, surefill.Role("button", "Reveal"), &surefill.WaitOptions{Hidden: true, Timeout: 200 * time.Millisecond}); !errors.Is(err, surefill.Timeout) {
		t.Errorf("WaitFor hidden on a visible button: %v", err)
	}
	// Page code, JSON in and out.
	v, err := tab.Evaluate(ctx, "(a, b) => ({sum: a + b, title: document.title})", 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	if m, ok := v.(map[string]any); !ok || m["sum"] != float64(5) || m["title"] != "Navigation page" {
		t.Errorf("Evaluate = %#v", v)
	}
	if err := tab.WaitForFunc(ctx, "() => document.getElementById('late').hidden === false", time.Second); err != nil {
		t.Errorf("WaitForFunc: %v", err)
	}
	if err := tab.WaitForFunc(ctx, "() => false", 100*time.Millisecond); !errors.Is(err, surefill.Timeout) {
		t.Errorf("WaitForFunc never true: %v", err)
	}
	png, err := tab.Screenshot(ctx)
	if err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Errorf("Screenshot: %d bytes, %v", len(png), err)
	}
	// A click that navigates, then the wait (the load may already be over).
	if err := tab.Click(ctx, surefill.Role("link", "Go next")); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitForNavigation(ctx); err != nil {
		t.Fatal(err)
	}
	if u, err := tab.URL(ctx); err != nil || !strings.HasSuffix(u, "/nav-target") {
		t.Errorf("URL after navigation = %q %v", u, err)
	}
	a, _ := livetest.Serve(t)
	if err := tab.Goto(ctx, a+"/nav"); err != nil {
		t.Fatal(err)
	}
	if err := tab.Reload(ctx); err != nil {
		t.Fatal(err)
	}
	if text, err := tab.Text(ctx, surefill.CSS("#status")); err != nil || text != "Ready" {
		t.Errorf("Text after Goto and Reload = %q, %v", text, err)
	}
}

func TestLiveConnectToSomeonesBrowser(t *testing.T) {
	owner := livetest.Launch(t, surefill.Grants{Allow: []surefill.Grant{surefill.Forms}})
	mine, ctx := livetest.OpenPage(t, owner, "/nav?owned-by-someone")
	guest := livetest.Launch(t, surefill.Grants{})
	found, err := guest.FindTab(ctx, regexp.MustCompile(`owned-by-someone$`))
	if err != nil || found == nil {
		t.Fatalf("FindTab = %v, %v", found, err)
	}
	if title, err := found.Title(ctx); err != nil || title != "Navigation page" {
		t.Errorf("the found tab reads %q, %v", title, err)
	}
	none, err := guest.FindTab(ctx, "no-such-tab")
	if err != nil || none != nil {
		t.Errorf("FindTab of nothing = %v, %v", none, err)
	}
	// Closing the guest connection leaves the person's tab alone.
	if err := guest.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := mine.Title(ctx); err != nil {
		t.Errorf("the person's tab went away with the guest: %v", err)
	}
}

func TestLiveNestedCrossOriginFrames(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	tab, ctx := livetest.OpenPage(t, b, "/nested")
	var deep *surefill.Frame
	// Frames attach as their documents load; wait for the deepest.
	deadline := time.Now().Add(10 * time.Second)
	for deep == nil && time.Now().Before(deadline) {
		var err error
		if deep, err = tab.Frame(ctx, "/deep"); err != nil {
			t.Fatal(err)
		}
		if deep == nil {
			tab.WaitFor(ctx, surefill.CSS("iframe"), nil) // a condition, then look again
		}
	}
	if deep == nil {
		t.Fatal("the frame two levels down was not found")
	}
	f, err := deep.Fill(ctx, surefill.Label("Deep field"), "down here", nil)
	if err != nil || f.Value != "down here" {
		t.Errorf("deep fill = %+v, %v", f, err)
	}
}

func TestLiveNodeReplacedWhileTyping(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	tab, ctx := livetest.OpenPage(t, b, "/replace")
	f, err := tab.Fill(ctx, surefill.Label("Replaced"), "kept across the swap", nil)
	if err != nil {
		t.Fatal(err)
	}
	if f.Value != "kept across the swap" {
		t.Errorf("read back %v", f.Value)
	}
}

func TestLiveClear(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	tab, ctx := livetest.OpenPage(t, b, "/clear")
	for _, c := range []struct {
		t    surefill.Target
		want string
	}{
		{surefill.Label("Name"), ""},
		{surefill.Label("Extras"), "[]"},
		{surefill.Label("Many"), "[]"},
	} {
		f, err := tab.Clear(ctx, c.t)
		if err != nil {
			t.Errorf("Clear %s: %v", c.t, err)
			continue
		}
		if got := strings.TrimSpace(strings.ReplaceAll(fmtValue(f.Value), " ", "")); got != c.want {
			t.Errorf("Clear %s left %q", c.t, got)
		}
	}
	_ = context.Background
}

func fmtValue(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case []string:
		return "[" + strings.Join(x, ",") + "]"
	}
	return strings.TrimSpace(strings.Trim(strings.ReplaceAll(strings.TrimSpace(func() string { b, _ := jsonMarshal(v); return string(b) }()), "\"", ""), " "))
}

func jsonMarshal(v any) ([]byte, error) { return json.Marshal(v) }

func TestLiveFileCountListed(t *testing.T) {
	dir := t.TempDir()
	cv := dir + "/cv.txt"
	if err := os.WriteFile(cv, []byte("cv"), 0o644); err != nil {
		t.Fatal(err)
	}
	b := livetest.Launch(t, surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Read: []string{dir}})
	tab, ctx := livetest.OpenPage(t, b, "/widgets")
	if _, err := tab.Upload(ctx, surefill.Label("Résumé"), cv); err != nil {
		t.Fatal(err)
	}
	fields, err := tab.Fields(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fields {
		if f.Label == "Résumé" && f.Empty {
			t.Errorf("the file field lists as empty after an upload: %+v", f)
		}
	}
}
