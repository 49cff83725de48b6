package resolver

import (
	"strings"
	"testing"
)

// TestPopupInsideTheCombobox: a combobox element that holds its text box
// and its popup (the ARIA 1.1 pattern), with no aria-controls or
// aria-owns, offers the options of the listbox it holds: the one its
// active descendant is in, else the first after its text box (a listbox
// before the text box shows what is chosen); with no text box, the one
// listbox inside, and none when two cannot be told apart.
func TestPopupInsideTheCombobox(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"the one listbox after the text box",
			`<label id=l>Country</label><div role=combobox tabindex=0 aria-labelledby=l aria-expanded=false><input type=search aria-autocomplete=list aria-label=Search><ul role=listbox><li role=option>France</li><li role=option>Peru</li></ul></div>`,
			"select|Country|[France,Peru]"},
		{"the chosen values before the text box are not the popup",
			`<label id=l>Country</label><div role=combobox tabindex=0 aria-labelledby=l aria-expanded=false><div><div role=listbox><div role=option aria-selected=true>Peru</div></div></div>` +
				`<div><input type=search aria-autocomplete=list aria-label=Search><div role=listbox><div role=option aria-selected=false>France</div><div role=option aria-selected=true>Peru</div><div role=option aria-selected=false>Chile</div></div></div></div>`,
			"select|Country|=Peru|[France,Peru,Chile]"},
		{"a listbox only before the text box is none",
			`<label id=l>Languages</label><div role=combobox aria-labelledby=l><div role=listbox><div role=option>Go</div></div><input aria-autocomplete=list aria-label=Search></div>`,
			"select|Languages"},
		{"no text box: the one listbox inside",
			`<label id=l>Size</label><div role=combobox tabindex=0 aria-labelledby=l>Medium<ul role=listbox hidden><li role=option>Small</li><li role=option>Medium</li></ul></div>`,
			"select|Size|=Medium|[Small,Medium]"},
		{"no text box, two listboxes: none",
			`<label id=l>Size</label><div role=combobox tabindex=0 aria-labelledby=l><ul role=listbox><li role=option>Small</li></ul><ul role=listbox><li role=option>Large</li></ul></div>`,
			"select|Size|=Small Large"}, // what it shows, as before: no options known
		{"the active descendant names its listbox",
			`<label id=l>Size</label><div role=combobox tabindex=0 aria-labelledby=l aria-activedescendant=o2><ul role=listbox><li role=option>Small</li></ul><ul role=listbox><li role=option id=o2>Large</li><li role=option>Huge</li></ul></div>`,
			"select|Size|[Large,Huge]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := fieldsOf(t, c.html)
			if strings.Join(got, "\n") != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}
