package accname

import (
	"bytes"
	"os"
	"testing"

	"golang.org/x/net/html"

	"github.com/surefill/surefill/dom"
)

// form500 is the 500-control page the dom and resolver benchmarks share.
const form500 = "../dom/testdata/form500.html"

func loadForm500(b *testing.B) ([]byte, *dom.Document) {
	b.Helper()
	src, err := os.ReadFile(form500)
	if err != nil {
		b.Skipf("benchmark page missing: %v", err)
	}
	d, err := dom.Parse(src, nil)
	if err != nil {
		b.Fatal(err)
	}
	return src, d
}

// BenchmarkNameRole500 names and roles every element of the page with a
// fresh Computer each time, as the resolver does once per snapshot.
func BenchmarkNameRole500(b *testing.B) {
	_, d := loadForm500(b)
	els := d.Elements()
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		c := NewComputer()
		for _, e := range els {
			c.Role(e)
			c.Name(e)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(els)), "ns/element")
	b.ReportMetric(float64(len(els)), "elements")
}

// BenchmarkNameRoleDesc500 adds the description of every element.
func BenchmarkNameRoleDesc500(b *testing.B) {
	_, d := loadForm500(b)
	els := d.Elements()
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		c := NewComputer()
		for _, e := range els {
			c.Role(e)
			c.Name(e)
			c.Description(e)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(els)), "ns/element")
}

// BenchmarkControls500 names only the form controls, the resolver's usual
// question.
func BenchmarkControls500(b *testing.B) {
	_, d := loadForm500(b)
	var ctl []*dom.Node
	for _, e := range d.Elements() {
		if e.IsElement("input", "select", "textarea", "button") {
			ctl = append(ctl, e)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		c := NewComputer()
		for _, e := range ctl {
			c.Role(e)
			c.Name(e)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ctl)), "ns/control")
}

// BenchmarkHTMLParse500 is the yardstick: x/net/html parsing the same page.
// Naming every element should stay within about twice this.
func BenchmarkHTMLParse500(b *testing.B) {
	src, _ := loadForm500(b)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := html.Parse(bytes.NewReader(src)); err != nil {
			b.Fatal(err)
		}
	}
}
