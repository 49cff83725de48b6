package resolver

import (
	"bytes"
	"os"
	"testing"

	"golang.org/x/net/html"

	"github.com/surefill/surefill/dom"
)

// BenchmarkFields500 measures field discovery on the shared 500-control
// page against plain html.Parse of the same bytes, in one run. The
// acceptance bar is Fields (parse included) within 3x html.Parse; 2x is
// the goal. Compare the ns/op of the two sub-benchmarks:
//
//	go test ./resolver -run '^$' -bench Fields500 -benchmem -count 5
func BenchmarkFields500(b *testing.B) {
	src, err := os.ReadFile("../dom/testdata/form500.html")
	if err != nil {
		b.Skip("dom/testdata/form500.html not present")
	}
	b.Run("html.Parse", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(src)))
		for b.Loop() {
			if _, err := html.Parse(bytes.NewReader(src)); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Fields", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(src)))
		for b.Loop() {
			d, err := dom.Parse(src, nil)
			if err != nil {
				b.Fatal(err)
			}
			fs, err := New(d, nil).Fields(nil)
			if err != nil || len(fs) == 0 {
				b.Fatal(err, len(fs))
			}
		}
	})
}

// BenchmarkFieldsOnly500 is Fields over an already parsed document.
func BenchmarkFieldsOnly500(b *testing.B) {
	src, err := os.ReadFile("../dom/testdata/form500.html")
	if err != nil {
		b.Skip("dom/testdata/form500.html not present")
	}
	d, err := dom.Parse(src, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := New(d, nil).Fields(nil); err != nil {
			b.Fatal(err)
		}
	}
}
