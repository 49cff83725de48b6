package live_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdpruntime "github.com/chromedp/cdproto/runtime"

	sfcdp "github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/cdp/cdptest"
	"github.com/surefill/surefill/internal/live"
)

// genPage writes a form page with n controls padded with filler nodes up
// to about total nodes, so the snapshot costs can be compared on a small
// form, a 500-control page and a 20,000-node application page.
func genPage(controls, total int) string {
	var b strings.Builder
	b.WriteString("<!doctype html><title>bench</title><form>")
	nodes := 0
	for i := 0; i < controls; i++ {
		switch i % 5 {
		case 0, 1:
			fmt.Fprintf(&b, `<div class="field"><label for="f%d">Field %d</label><input id="f%d" name="f%d"></div>`, i, i, i, i)
		case 2:
			fmt.Fprintf(&b, `<label><input type="checkbox" name="c%d"> Check %d</label>`, i, i)
		case 3:
			fmt.Fprintf(&b, `<label for="s%d">Select %d</label><select id="s%d"><option>One</option><option>Two</option><option>Three</option></select>`, i, i, i)
		case 4:
			fmt.Fprintf(&b, `<label for="t%d">Text %d</label><textarea id="t%d"></textarea>`, i, i, i)
		}
		nodes += 6
	}
	b.WriteString("</form><div id=app>")
	for nodes < total {
		b.WriteString(`<div class="row"><span class="cell">Item</span><span class="cell">Value</span><a href="#x">Open</a></div>`)
		nodes += 7
	}
	b.WriteString("</div>")
	return b.String()
}

// projection is the alternative live model source: the runtime serialises
// tag, attributes, text and state in one walk (no computed style, which
// would be asked only for candidates).
const projection = `(() => {
  const out = [];
  const walk = (n, parent) => {
    const i = out.length;
    if (n.nodeType === 1) {
      const a = [];
      for (const at of n.attributes) a.push(at.name, at.value);
      const e = [parent, 1, n.localName, a];
      if ('value' in n && typeof n.value === 'string') e.push(n.value);
      out.push(e);
      if (n.shadowRoot) for (let c = n.shadowRoot.firstChild; c; c = c.nextSibling) walk(c, i);
      for (let c = n.firstChild; c; c = c.nextSibling) walk(c, i);
    } else if (n.nodeType === 3) {
      out.push([parent, 3, n.data]);
    } else {
      for (let c = n.firstChild; c; c = c.nextSibling) walk(c, parent);
    }
  };
  walk(document, -1);
  return JSON.stringify(out);
})()`

func BenchmarkLiveModel(b *testing.B) {
	sizes := []struct {
		name            string
		controls, total int
	}{
		{"form60", 60, 0},
		{"controls500", 500, 0},
		{"nodes20000", 60, 20000},
	}
	for _, sz := range sizes {
		pages["/gen-"+sz.name] = genPage(sz.controls, sz.total)
	}
	srv := serve(b)
	for _, sz := range sizes {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		f := openB(b, ctx, srv.URL+"/gen-"+sz.name)
		b.Run("snapshot/"+sz.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				f.Invalidate()
				if _, err := f.Model(ctx); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("cached/"+sz.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := f.Model(ctx); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("projection/"+sz.name, func(b *testing.B) {
			world, err := f.P.World(ctx, "")
			if err != nil {
				b.Fatal(err)
			}
			for i := 0; i < b.N; i++ {
				res, err := cdp.Call(ctx, f.P.S, cdpruntime.Evaluate, cdpruntime.EvaluateParams{Expression: projection, ContextID: world, ReturnByValue: ptrB(true)})
				if err != nil || res.Result == nil {
					b.Fatal(err)
				}
			}
		})
		cancel()
	}
}

func ptrB(v bool) *bool { return &v }

func openB(b *testing.B, ctx context.Context, url string) *live.Frame {
	br := launchB(b)
	s, err := br.NewPage(ctx, "about:blank")
	if err != nil {
		b.Fatal(err)
	}
	p, err := live.Attach(ctx, s)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(p.Close)
	loaded, stop := s.Subscribe("Page.loadEventFired")
	defer stop()
	if err := s.Call(ctx, "Page.navigate", map[string]string{"url": url}, nil); err != nil {
		b.Fatal(err)
	}
	<-loaded
	return live.NewFrame(p, "")
}

func launchB(b *testing.B) *sfcdp.Browser { return cdptest.Launch(b, nil) }
