package dom

import (
	"bytes"
	"os"
	"testing"

	"golang.org/x/net/html"
)

// BenchmarkParse500 measures the offline builder against plain html.Parse
// of the same bytes: the builder's overhead is what the resolver's budget
// (FieldsOf within 3x of html.Parse) has to leave room for.
func BenchmarkParse500(b *testing.B) {
	src, err := os.ReadFile("testdata/form500.html")
	if err != nil {
		b.Fatal(err)
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
	b.Run("Parse", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(src)))
		for b.Loop() {
			if _, err := Parse(src, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("ParseNoStyleSheets", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(src)))
		for b.Loop() {
			if _, err := Parse(src, &ParseOptions{NoStyleSheets: true}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
