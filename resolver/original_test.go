package resolver

import (
	"strings"
	"testing"
)

// Widgets that replace a page's original control: the widget is the
// field, named by the original's label when it has none of its own, its
// value the original's, and the original is no field of its own.
func TestOriginalsJoinTheirWidget(t *testing.T) {
	for _, tc := range []struct{ name, html, want string }{
		{"hidden select beside a combobox",
			`<label for="c">Country *</label><select id="c" aria-hidden="true" tabindex="-1" required><option></option><option value="ca" selected>Canada</option><option value="fr">France</option></select>
			 <span><span role="combobox" aria-haspopup="true" tabindex="0" aria-labelledby="r"><span id="r">Canada</span></span></span>`,
			"select|Country|required|=Canada|[Canada,France]"},
		{"multiple original",
			`<label for="l">Languages</label><select id="l" multiple tabindex="-1"><option selected>Go</option><option selected>Rust</option><option>Python</option></select>
			 <div><div><input role="combobox" aria-autocomplete="list" aria-label="Search"></div></div>`,
			"select|Languages|multiple|=[Go Rust]|[Go,Rust,Python]"},
		{"original inside its widget",
			`<label for="s">Size</label><div role="combobox" tabindex="0" aria-haspopup="true"><select id="s" hidden><option value="m" selected>Medium</option><option>Large</option></select><span>Medium</span></div>`,
			"select|Size|=Medium|[Medium,Large]"},
		{"button with its own label and a hidden select after it",
			`<label for="f">Fruit</label><button id="f" role="combobox" type="button"><span>Apple</span></button><select aria-hidden="true" tabindex="-1"><option value="a" selected>Apple</option><option>Pear</option></select>`,
			"select|Fruit|=Apple|[Apple,Pear]"},
		{"hidden input shown formatted",
			`<label for="d">Check-out</label><input id="d" type="hidden" value="2025-03-20"><input readonly placeholder="Pick a date" value="March 20, 2025">`,
			"text|Check-out|=2025-03-20"},
		{"a visible select stays a field of its own",
			`<label for="a">A</label><select id="a"><option>x</option></select><span role="combobox" aria-label="B" tabindex="0">y</span>`,
			"select|A|=x|[x]\nselect|B|=y"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := strings.Join(fieldsOf(t, tc.html), "\n"); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}
