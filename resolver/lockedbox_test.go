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
