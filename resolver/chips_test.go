package resolver

import (
	"fmt"
	"strings"
	"testing"
)

// TestMultiValueWidgets: a combobox takes several values when its popup
// listbox says aria-multiselectable or when it shows chips (text with a
// remove control, before its text box); a single-value widget showing its
// choice as text, or one chip-like button after the box, does not.
func TestMultiValueWidgets(t *testing.T) {
	line := func(f Field) string { return fmt.Sprintf("%s|multiple=%v|%v", f.Label, f.Multiple, f.Value) }
	cases := []struct{ name, html, want string }{
		{"chips with remove buttons",
			`<label for=l>Languages</label><div><div><div>Go<span role=button aria-label="Remove Go"></span></div><div>Rust<span role=button aria-label="Remove Rust"></span></div><input id=l role=combobox aria-autocomplete=list aria-expanded=false></div></div>`,
			"Languages|multiple=true|[Go Rust]"},
		{"chips that are buttons themselves",
			`<label for=f>Films</label><div><div role=button tabindex=-1><span>Psycho</span><svg aria-hidden=true></svg></div><input id=f role=combobox aria-autocomplete=list></div>`,
			"Films|multiple=true|[Psycho]"},
		{"a multiselectable popup, its selected options the value",
			`<label for=c>Colors</label><input id=c role=combobox aria-expanded=true aria-controls=lb><ul role=listbox id=lb aria-multiselectable=true><li role=option aria-selected=true>Red</li><li role=option aria-selected=false>Blue</li><li role=option aria-selected=true>Green</li></ul>`,
			"Colors|multiple=true|[Red Green]"},
		{"a single value shown as text is no chip",
			`<label for=s>Country</label><div><div><div>Canada</div><input id=s role=combobox aria-autocomplete=list></div></div>`,
			"Country|multiple=false|<nil>"},
		{"a button after the box is no chip",
			`<label for=o>Owner</label><div><input id=o role=combobox aria-autocomplete=list><button type=button aria-label="Show people">▾</button></div>`,
			"Owner|multiple=false|<nil>"},
		{"a glyph alone is no chip",
			`<label for=g>Tags</label><div><div><button type=button>×</button></div><input id=g role=combobox aria-autocomplete=list></div>`,
			"Tags|multiple=false|<nil>"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, l := range listFields(t, c.html, line) {
				if strings.HasPrefix(l, strings.SplitN(c.want, "|", 2)[0]+"|") {
					got = append(got, l)
				}
			}
			if strings.Join(got, "\n") != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}
