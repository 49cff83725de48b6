package resolver

import (
	"fmt"
	"testing"
)

// TestLockedComboboxShows: a locked (disabled) combobox whose widget hides
// its text box and the box around it by visibility, showing only its
// value, is listed and resolves (so a Fill is judged not_editable, not
// waited on as a hidden match); a text box hidden with the whole widget,
// or one that is not disabled, stays hidden.
func TestLockedComboboxShows(t *testing.T) {
	box := func(attrs, outer string) string {
		return `<div class=field><label for=r>Region (locked)</label><div class=control ` + outer + `><div class=value-box><div>Canada</div>` +
			`<div style="visibility:hidden"><input id=r role=combobox aria-autocomplete=list ` + attrs + `></div></div></div></div>`
	}
	line := func(f Field) string { return fmt.Sprintf("%s|%v", f.Label, f.Target) }
	for _, c := range []struct {
		name, html string
		want       []string
	}{
		{"locked, its value shown", box("disabled", "aria-disabled=true"), []string{`Region (locked)|surefill.Label("Region (locked)")`}},
		{"the whole widget hidden", box("disabled", `style="visibility:hidden"`), nil},
		{"not disabled", box("", ""), nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := listFields(t, c.html, line)
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("listed %q, want %q", got, c.want)
			}
			if c.want != nil {
				if _, err := newR(t, c.html, nil).Match(Label("Region (locked)")); err != nil {
					t.Errorf("Label does not resolve: %v", err)
				}
			}
		})
	}
}

// TestOriginalEnumerates: a widget's original select that holds only its
// chosen option (a widget loading its options as a person types) does not
// enumerate the choices; one holding others does.
func TestOriginalEnumerates(t *testing.T) {
	page := func(opts string) string {
		return `<div class=field><label for=c-box>City</label><select id=c tabindex=-1 hidden>` + opts + `</select>` +
			`<div><div><div>Berlin</div><input id=c-box role=combobox aria-autocomplete=list aria-expanded=false></div></div></div>`
	}
	for _, c := range []struct {
		name, opts string
		want       bool
	}{
		{"only the chosen option", `<option value=""></option><option value=berlin selected>Berlin</option>`, false},
		{"other options too", `<option value=""></option><option value=berlin selected>Berlin</option><option value=lisbon>Lisbon</option>`, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, err := newR(t, page(c.opts), nil).Match(Label("City"))
			if err != nil {
				t.Fatal(err)
			}
			if m.Original == nil {
				t.Fatal("no original")
			}
			if got := m.OriginalEnumerates(); got != c.want {
				t.Errorf("OriginalEnumerates() = %v, want %v", got, c.want)
			}
		})
	}
}
