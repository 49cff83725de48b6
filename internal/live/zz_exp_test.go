package live_test

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/domsnapshot"
)

func BenchmarkSnapshotVariants(b *testing.B) {
	pages["/gen-big"] = genPage(60, 20000)
	srv := serve(b)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	f := openB(b, ctx, srv.URL+"/gen-big")
	for _, v := range []struct {
		name   string
		styles []string
	}{{"none", []string{}}, {"vis", []string{"visibility"}}, {"five", []string{"display", "visibility", "opacity", "content-visibility", "pointer-events"}}} {
		b.Run(v.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := cdp.Call(ctx, f.P.S, domsnapshot.CaptureSnapshot, domsnapshot.CaptureSnapshotParams{ComputedStyles: v.styles}); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(v.name+"-raw", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				var raw []byte
				if err := f.P.S.Call(ctx, "DOMSnapshot.captureSnapshot", domsnapshot.CaptureSnapshotParams{ComputedStyles: v.styles}, &raw); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
