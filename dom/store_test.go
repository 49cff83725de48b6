package dom

import (
	"bytes"
	"os"
	"testing"
)

// TestReleaseReuse: a document built in storage another document released
// reads exactly as one built afresh, and a released document is emptied
// so that a use after Release fails loudly instead of reading a stranger.
func TestReleaseReuse(t *testing.T) {
	big, err := os.ReadFile("testdata/form500.html")
	if err != nil {
		t.Skip("testdata/form500.html not present")
	}
	small := []byte(`<div id=h><template shadowrootmode=open><label>In <slot></slot></label><input id=x value=s></template><b>light</b></div>
<iframe srcdoc="<input id=f value=v>"></iframe><select id=s><option>a<option selected>b</select><p style="visibility:hidden">x</p>`)
	render := func(src []byte) string {
		d, err := Parse(src, nil)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := Render(&b, d); err != nil {
			t.Fatal(err)
		}
		d.Release()
		return b.String()
	}
	fresh := map[string]string{"big": render(big), "small": render(small)}
	for i, src := range [][]byte{small, big, small, small, big, big} {
		name := "small"
		if len(src) == len(big) {
			name = "big"
		}
		if got := render(src); got != fresh[name] {
			t.Fatalf("parse %d (%s) after a release differs from a fresh parse", i, name)
		}
	}
	d, err := Parse(small, nil)
	if err != nil {
		t.Fatal(err)
	}
	d.Release()
	if d.Root != nil || d.Nodes != nil {
		t.Error("a released document keeps its nodes")
	}
	d.Release() // twice is harmless
}
