package resolver_test

import (
	"testing"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

func TestHintPrecedence(t *testing.T) {
	page := `<form data-tool-param-b="From the form.">
<label>A <input name=a toolparamdescription="Declared on the field." aria-describedby=ha></label><p id=ha>Described.</p>
<label>B <input name=b aria-describedby=hb></label><p id=hb>Described B.</p>
<label>C <input name=c aria-describedby=hc></label><p id=hc>Described C.</p>
<label>D <input name=d aria-description="Aria description."></label>
<label>E <input name=e aria-describedby=he></label><div contenteditable><p id=he>Typed by a user.</p></div>
</form>`
	d, err := dom.Parse([]byte(page), nil)
	if err != nil {
		t.Fatal(err)
	}
	fs, err := resolver.New(d, nil).Fields(nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"A": "Declared on the field.", "B": "From the form.", "C": "Described C.", "D": "Aria description.", "E": ""}
	for _, f := range fs {
		if w, ok := want[f.Label]; ok && f.Hint != w {
			t.Errorf("%s: hint %q, want %q", f.Label, f.Hint, w)
		}
		delete(want, f.Label)
	}
	if len(want) != 0 {
		t.Errorf("fields missing: %v", want)
	}
}
