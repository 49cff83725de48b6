package formsnap_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/formsnap"
)

// page500 is a form of 500 controls: text, selects, radio pairs and
// buttons, several sharing names (so ordinals are computed).
func page500() []byte {
	var b strings.Builder
	b.WriteString("<form>")
	for i := range 100 {
		fmt.Fprintf(&b, `<section aria-label="Part %d"><label>Name <input></label><label>City %d <input></label>
			<label>Size <select><option>S</option><option>M</option></select></label>
			<fieldset><legend>Agree %d</legend><label><input type="radio" name="a%d"> Yes</label><label><input type="radio" name="a%d"> No</label></fieldset></section>`, i, i, i, i, i)
	}
	b.WriteString("<button>Send</button></form>")
	return []byte(b.String())
}

func BenchmarkBuild500(b *testing.B) {
	src := page500()
	for b.Loop() {
		doc, _ := dom.Parse(src, nil)
		if _, err := formsnap.Build(doc, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecode500(b *testing.B) {
	doc, _ := dom.Parse(page500(), nil)
	s, _ := formsnap.Build(doc, nil)
	data, _ := json.Marshal(s)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := formsnap.Decode(data); err != nil {
			b.Fatal(err)
		}
	}
}
