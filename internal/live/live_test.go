package live_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/cdp/cdptest"
	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/internal/live"
)

var pages = map[string]string{
	"/text": `<!doctype html><title>t</title>
<label for=name>Name</label><input id=name>
<label for=phone>Phone</label><input id=phone>
<p id=err></p>
<script>
  const ph = document.getElementById('phone');
  ph.addEventListener('blur', () => {
    const d = ph.value.replace(/\D/g, '');
    if (d.length === 10) ph.value = '(' + d.slice(0,3) + ') ' + d.slice(3,6) + '-' + d.slice(6);
  });
  // A value tracker in the page's world: state only updates on real input.
  window.state = {};
  const n = document.getElementById('name');
  n.addEventListener('input', (e) => { window.state.name = n.value; window.state.trusted = e.isTrusted; });
</script>`,
	"/shadow": `<!doctype html><div id=host><template shadowrootmode=open><label>Inner <input id=in></label></template></div>
<div style="display:none"><input id=gone></div><p style="display:contents"><span id=dc>in contents</span></p>
<select id=sel><option>Alpha</option><option>Beta</option><option>Gamma</option></select>`,
}

// serve starts a server of its own page map: the shared pages plus the
// test's extra ones, copied before the server starts, so no test writes a
// map another test's server still reads.
func serve(t testing.TB, extra ...map[string]string) *httptest.Server {
	own := make(map[string]string, len(pages))
	for k, v := range pages {
		own[k] = v
	}
	for _, m := range extra {
		for k, v := range m {
			own[k] = v
		}
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, ok := own[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, body)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// One browser serves every test of the package, launched on first use and
// closed by TestMain; each test opens a tab of its own, closed when it ends.
// Tests that build models side by side run in tabs at once: none may be
// throttled as a background tab while another works.
var shared struct {
	once sync.Once
	b    *cdp.Browser
	err  error
}

func sharedBrowser(tb testing.TB) *cdp.Browser {
	tb.Helper()
	path := cdptest.Chrome(tb) // skips outside CI without a browser, fails in CI
	shared.once.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		args := []string{"--disable-background-timer-throttling", "--disable-renderer-backgrounding", "--disable-backgrounding-occluded-windows"}
		shared.b, shared.err = cdp.Launch(ctx, &cdp.LaunchOptions{Path: path, Args: args})
	})
	if shared.err != nil {
		tb.Fatalf("launching the shared browser: %v", shared.err)
	}
	return shared.b
}

// newPage opens a tab on the shared browser, closed when the test ends.
func newPage(tb testing.TB, ctx context.Context) *cdp.Session {
	tb.Helper()
	b := sharedBrowser(tb)
	s, err := b.NewPage(ctx, "about:blank")
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := b.CloseTarget(ctx, s.TargetID()); err != nil {
			tb.Errorf("closing the tab: %v", err)
		}
	})
	return s
}

func open(t *testing.T, url string) (*live.Frame, context.Context) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	s := newPage(t, ctx)
	p, err := live.Attach(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	loaded, stop := s.Subscribe("Page.loadEventFired")
	defer stop()
	if err := s.Call(ctx, "Page.navigate", map[string]string{"url": url}, nil); err != nil {
		t.Fatal(err)
	}
	select {
	case <-loaded:
	case <-ctx.Done():
		t.Fatal("no load event")
	}
	return live.NewFrame(p, ""), ctx
}

func byID(d *dom.Document, id string) *dom.Node {
	for _, n := range d.Nodes {
		if n.Type == dom.ElementNode && n.AttrOr("id") == id {
			return n
		}
	}
	return nil
}

func TestFillTextTrustedAndReformatted(t *testing.T) {
	srv := serve(t)
	f, ctx := open(t, srv.URL+"/text")
	d, err := f.Model(ctx)
	if err != nil {
		t.Fatal(err)
	}
	name := byID(d, "name")
	if name == nil || name.State.Key() == 0 {
		t.Fatalf("no live #name with an id to act on: %+v", name)
	}
	var log live.Log
	res, err := f.Handle(name).FillText(ctx, &log, "Ada Lovelace", "text", false, false)
	if err != nil {
		t.Fatalf("fill: %v (log %q)", err, log.Steps)
	}
	if res.Value != "Ada Lovelace" {
		t.Errorf("read back %q", res.Value)
	}
	ph := byID(d, "phone")
	res, err = f.Handle(ph).FillText(ctx, &log, "5551234567", "tel", false, false)
	if err != nil {
		t.Fatal(err)
	}
	if res.Value != "(555) 123-4567" || !live.SameText("5551234567", res.Value) {
		t.Errorf("phone read back %q", res.Value)
	}
	// Values moved but the structure did not: the model still resolves
	// targets and is reused; a listing asks for fresh values.
	d2, err := f.Model(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d2 != d {
		t.Error("model rebuilt although only values changed")
	}
	if !f.ValuesChanged(ctx) {
		t.Error("value changes not reported")
	}
	// A structural change (a new node) makes it stale.
	if err := f.Handle(name).Call(ctx, "(el) => { el.after(document.createElement('hr')); }", nil); err != nil {
		t.Fatal(err)
	}
	d3, err := f.Model(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d3 == d {
		t.Error("model reused after the structure changed")
	}
	if got := byID(d3, "phone").State.Value; got != "(555) 123-4567" {
		t.Errorf("new model value %q", got)
	}
	d4, err := f.Model(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d4 != d3 {
		t.Error("model rebuilt although nothing changed")
	}
}

func TestModelFlatTreeAndStyles(t *testing.T) {
	srv := serve(t)
	f, ctx := open(t, srv.URL+"/shadow")
	d, err := f.Model(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// Read outside a settled query: ask every fact first.
	if err := f.Facts(ctx, d, d.UnaskedFacts()); err != nil {
		t.Fatal(err)
	}
	in := byID(d, "in")
	if in == nil || !in.Visible() {
		t.Fatalf("shadow input missing or invisible: %+v", in)
	}
	if g := byID(d, "gone"); g == nil || !g.Hidden() {
		t.Errorf("display:none input not hidden: %+v", g)
	}
	if dc := byID(d, "dc"); dc == nil || !dc.Visible() {
		t.Errorf("child of display:contents not visible")
	}
	sel := byID(d, "sel")
	var texts []string
	for _, o := range sel.Children {
		if o.Hidden() {
			t.Errorf("option %q hidden", o.TextContent())
		}
		texts = append(texts, o.TextContent())
		_ = o
	}
	if strings.Join(texts, ",") != "Alpha,Beta,Gamma" {
		t.Errorf("options %q", texts)
	}
	var log live.Log
	if err := f.Handle(sel).SelectNative(ctx, &log, 0, 2); err != nil {
		t.Fatalf("select: %v %q", err, log.Steps)
	}
	st, err := f.Handle(sel).ReadState(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Selected) != 1 || st.Selected[0] != "Gamma" {
		t.Errorf("selected %q", st.Selected)
	}
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared.b != nil {
		if err := shared.b.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "closing the shared browser:", err)
			code = 1
		}
	}
	os.Exit(code)
}
