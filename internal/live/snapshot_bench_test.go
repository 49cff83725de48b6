package live_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

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

func BenchmarkLiveModel(b *testing.B) {
	sizes := []struct {
		name            string
		controls, total int
	}{
		{"form60", 60, 0},
		{"controls500", 500, 0},
		{"nodes20000", 60, 20000},
	}
	gen := map[string]string{}
	for _, sz := range sizes {
		gen["/gen-"+sz.name] = genPage(sz.controls, sz.total)
	}
	srv := serve(b, gen)
	for _, sz := range sizes {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		f := openB(b, ctx, srv.URL+"/gen-"+sz.name)
		// The two model sources, each rebuilt every time: the snapshot
		// (DOMSnapshot.captureSnapshot) and the runtime's projection, the
		// default.
		for _, src := range []struct {
			name  string
			force bool
		}{{"snapshot", true}, {"projection", false}} {
			b.Run(src.name+"/"+sz.name, func(b *testing.B) {
				f.ForceSnapshot = src.force
				defer func() { f.ForceSnapshot = false }()
				for i := 0; i < b.N; i++ {
					f.Invalidate()
					if _, err := f.Model(ctx); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
		b.Run("cached/"+sz.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := f.Model(ctx); err != nil {
					b.Fatal(err)
				}
			}
		})
		cancel()
	}
}

func openB(b *testing.B, ctx context.Context, url string) *live.Frame {
	s := newPage(b, ctx)
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
