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

// TestDraftClear: an element of a custom select's box that only its class
// says clears (an icon with no role or name) is drafted as the map's Clear
// selector when that class, looked up near the field, finds it alone; a
// class that finds the chevron too, a chip's control, an icon of the
// popup and an icon with no clear word give no draft.
func TestDraftClear(t *testing.T) {
	sel := func(inner string) string {
		return `<div class=f><label id=l>City</label><div class=sel><span role=combobox tabindex=0 aria-labelledby=l aria-controls=lb aria-expanded=false>Rome</span>` + inner + `</div></div><div class=f><label for=o>Other</label><input id=o></div>`
	}
	cases := []struct{ name, html, want string }{
		{"an icon whose class says clear", sel(`<svg class="icon sel-clear-icon" aria-hidden=true width=14 height=14></svg><svg class="icon sel-chevron" aria-hidden=true width=14 height=14></svg>`), ".sel-clear-icon"},
		{"a class the chevron shares is not drafted", sel(`<svg class="icon clear-or-open" aria-hidden=true width=14 height=14></svg><i class="clear-or-open"></i>`), ""},
		{"an icon with no clear word", sel(`<svg class="icon sel-x" aria-hidden=true width=14 height=14></svg>`), ""},
		{"an icon of the popup", `<div class=f><label id=l>City</label><div class=sel><span role=combobox tabindex=0 aria-labelledby=l aria-controls=lb aria-expanded=true>Rome</span><div id=lb role=listbox><div role=option>Rome</div><svg class=list-clear aria-hidden=true width=14 height=14></svg></div></div></div>`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newR(t, c.html, nil)
			m, err := r.Match(Label("City"))
			if err != nil {
				t.Fatal(err)
			}
			if got := r.DraftClear(m.Nodes[0]); got != c.want {
				t.Errorf("DraftClear = %q, want %q", got, c.want)
			}
		})
	}
}
