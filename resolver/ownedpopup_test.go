package resolver

import (
	"fmt"
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

// TestPopupInTheTextBoxBox: a text box that says it offers a list
// (aria-autocomplete) and names none offers the first listbox after it in
// the box around it, which may say it takes several values; the box ends
// at another field's control, and a hidden original in it is none (so it
// neither ends the box nor stops the chips before the text box).
func TestPopupInTheTextBoxBox(t *testing.T) {
	line := func(f Field) string {
		return fmt.Sprintf("%s|multiple=%v|%v|%q", f.Label, f.Multiple, f.Value, f.Options)
	}
	cases := []struct{ name, html, want string }{
		{"an empty tag input whose list takes several values",
			`<label for=tags>Tags</label><div><div><input id=tags hidden tabindex=-1><div></div><input type=search aria-autocomplete=list aria-label=Tags></div><div><div role=listbox aria-multiselectable=true></div></div></div>`,
			`Tags|multiple=true|<nil>|[]`},
		{"its chips before the text box, past the hidden original",
			`<label for=tags>Tags</label><div><div><input id=tags hidden tabindex=-1 value=alpha><div><div>alpha<button type=button aria-label="Remove item: alpha">Remove item</button></div></div><input type=search aria-autocomplete=list aria-label=Tags></div><div><div role=listbox aria-multiselectable=true></div></div></div>`,
			`Tags|multiple=true|[alpha]|[]`},
		{"the list offers its options",
			`<label for=c>City</label><div><input id=c aria-autocomplete=list><ul role=listbox><li role=option>Rome</li><li role=option>Oslo</li></ul></div>`,
			`City|multiple=false|<nil>|["Rome" "Oslo"]`},
		{"another field's control ends the box",
			`<div><label for=c>City</label><div><input id=c aria-autocomplete=list></div><label for=z>Zip</label><input id=z><ul role=listbox aria-multiselectable=true aria-label=Zones><li role=option>North</li></ul></div>`,
			`City|multiple=false|<nil>|[]`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := listFields(t, c.html, line)
			if len(got) == 0 || got[0] != c.want {
				t.Errorf("got %q, want first %q", got, c.want)
			}
		})
	}
}

// TestPromptOfTheOriginalIsNoOption: a widget's own list repeating its
// original select's prompt option offers the choices only.
func TestPromptOfTheOriginalIsNoOption(t *testing.T) {
	got := fieldsOf(t, `<label for=c>Country</label><div role=combobox tabindex=0 aria-expanded=false><div><select id=c hidden tabindex=-1><option value="" selected>Choose a country</option><option value=ca>Canada</option></select></div>`+
		`<div><input type=search aria-autocomplete=list aria-label="Choose a country"><div role=listbox><div role=option aria-selected=true>Choose a country</div><div role=option aria-selected=false>Canada</div></div></div></div>`)
	if want := "select|Country|[Canada]"; strings.Join(got, "\n") != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
