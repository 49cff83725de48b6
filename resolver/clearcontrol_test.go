package resolver

import "testing"

// TestClearControl: a combobox or custom select shows the control that
// empties it (named "Clear…", "Remove all…", "Delete all…") inside its
// element or in the box around its text box; a chip's remove control, a
// button of its popup, a button of the next field and a button named
// otherwise are not it.
func TestClearControl(t *testing.T) {
	cases := []struct{ name, label, html, want string }{
		{"inside the widget's element", "Country",
			`<div class=f><label id=l>Country</label><span role=combobox tabindex=0 aria-labelledby=l><button type=button tabindex=-1 aria-label="Remove all items"><span aria-hidden=true>×</span></button><span>Canada</span></span></div><div class=f><label for=o>Other</label><input id=o></div>`,
			"Remove all items"},
		{"beside the text box, in its box", "City",
			`<div class=f><label for=c>City</label><div><div><input id=c role=combobox aria-autocomplete=list value=Rome><button type=button title=Clear aria-label=Clear>×</button></div></div></div>`,
			"Clear"},
		{"a chip's remove control is not it", "Tags",
			`<div class=f><label for=c>Tags</label><div><div>Go<button type=button aria-label="Clear Go">×</button></div><input id=c role=combobox aria-autocomplete=list></div></div>`,
			""},
		{"a button of the popup is not it", "City",
			`<div class=f><label for=c>City</label><div><input id=c role=combobox aria-controls=lb aria-expanded=true><div id=lb role=listbox><div role=option>Rome</div><button type=button>Clear recent searches</button></div></div></div>`,
			""},
		{"a button named otherwise is not it", "City",
			`<div class=f><label for=c>City</label><div><input id=c role=combobox aria-autocomplete=list><button type=button aria-label="Show options">▾</button></div></div>`,
			""},
		{"the next field's button is not it", "City",
			`<div class=f><label for=c>City</label><input id=c role=combobox aria-autocomplete=list></div><div class=f><label for=n>Note</label><input id=n><button type=button>Clear</button></div>`,
			""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newR(t, c.html, nil)
			m, err := r.Match(Label(c.label))
			if err != nil {
				t.Fatal(err)
			}
			got := ""
			if b := r.ClearButton(m.Nodes[0]); b != nil {
				got = r.name(b)
			}
			if got != c.want {
				t.Errorf("clear control %q, want %q", got, c.want)
			}
		})
	}
}
