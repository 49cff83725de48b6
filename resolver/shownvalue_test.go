package resolver_test

import (
	"testing"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

// A custom select whose button shows its value is labelled by the question
// above it, before and after a choice, never by the value.
func TestPickerLabelledByQuestion(t *testing.T) {
	for _, shown := range []string{"Select…", "6–10"} {
		d, err := dom.Parse([]byte(`<div class="question"><div class="question-text">Years of experience</div>
<button type=button aria-haspopup=listbox aria-controls=l>`+shown+`</button>
<ul id=l role=listbox hidden><li role=option>0–5</li><li role=option>6–10</li></ul></div>`), nil)
		if err != nil {
			t.Fatal(err)
		}
		fs, err := resolver.New(d, nil).Fields(nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(fs) != 1 || fs[0].Label != "Years of experience" || fs[0].Target == nil || fs[0].Target.String() != `surefill.Label("Years of experience")` {
			t.Errorf("shown %q: fields %+v", shown, fs)
		}
	}
}
