package accname

import (
	"testing"
	"time"

	"github.com/surefill/surefill/dom"
)

// FuzzNameRole parses arbitrary HTML and computes the role, name and
// description of every element (iframe documents included). It must not
// panic or loop, each element must finish in bounded time, names must be
// flat strings, and a Computer must agree with a fresh computation.
// Seeds live in testdata/fuzz/FuzzNameRole (reference cycles, deep
// nesting, shadow roots, owns chains).
func FuzzNameRole(f *testing.F) {
	f.Add([]byte(`<label for=a>A <input id=a aria-labelledby="b a"></label><span id=b aria-labelledby=a>B</span>`))
	f.Add([]byte(`<div id=x aria-owns=y><div id=y aria-owns=x role=button>t</div></div>`))
	f.Add([]byte(`<div id=h><template shadowrootmode=open><label for=i>In<slot></slot></label><input id=i></template>light</div>`))
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > 1<<16 {
			return
		}
		d, err := dom.Parse(src, &dom.ParseOptions{MaxNodes: 20000})
		if err != nil {
			return
		}
		for _, doc := range allDocs(d) {
			els := doc.Elements()
			c := NewComputer()
			for _, e := range els {
				start := time.Now()
				r, n, ds := c.Role(e), c.Name(e), c.Description(e)
				if el := time.Since(start); el > 5*time.Second {
					t.Fatalf("<%s> took %v", e.Tag, el)
				}
				if !isFlat(n) || !isFlat(ds) {
					t.Fatalf("<%s> name %q / description %q not flat", e.Tag, n, ds)
				}
				if len(els) <= 64 {
					if fr, fn := Role(e), Name(e); fr != r || fn != n {
						t.Fatalf("<%s>: computer gave %q %q, fresh %q %q", e.Tag, r, n, fr, fn)
					}
				}
			}
		}
	})
}

// allDocs lists d and its iframe documents.
func allDocs(d *dom.Document) []*dom.Document {
	out := []*dom.Document{d}
	for i := 0; i < len(out) && i < 64; i++ {
		for _, n := range out[i].Nodes {
			if n.ContentDocument != nil {
				out = append(out, n.ContentDocument)
			}
		}
	}
	return out
}
