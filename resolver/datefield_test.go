package resolver

import (
	"fmt"
	"testing"
)

// TestDialogComboboxIsText: a text box whose popup is a dialog
// (aria-haspopup=dialog: a calendar beside a date box) takes its text as
// typed; it is a text field, never a list to pick an option from (its
// typed date was judged against a list: no_option). A combobox opening a
// listbox stays a select.
func TestDialogComboboxIsText(t *testing.T) {
	const page = `<label for=d>Departure</label><input id=d role=combobox aria-autocomplete=none aria-haspopup=dialog aria-expanded=false>` +
		`<button type=button aria-label="Choose Date" aria-haspopup=dialog aria-controls=d-panel></button>` +
		`<label for=c>Country</label><input id=c role=combobox aria-haspopup=listbox aria-expanded=false>`
	got := listFields(t, page, func(f Field) string { return fmt.Sprintf("%s|%s", f.Label, f.Kind) })
	want := []string{"Departure|text", "Country|select"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("listed\n%q\nwant\n%q", got, want)
	}
}

// TestComboboxInATransparentWrapper: a widget keeps its focusable
// combobox inside a transparent, one-pixel wrapper (for assistive
// technology) and draws its own box beside it; the <label> names the
// combobox. The field is listed and resolves by its label (it was one
// hidden match), and the match's Box is the widget's box, what a person
// clicks.
func TestComboboxInATransparentWrapper(t *testing.T) {
	const hidden = `style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);opacity:0"`
	const page = `<div class=field><label for=cities>Stopovers</label><div id=box>` +
		`<div ` + hidden + `><input id=cities readonly role=combobox aria-haspopup=listbox aria-expanded=false placeholder="Select cities"></div>` +
		`<div><div>Select cities</div></div><div><svg aria-hidden=true></svg></div></div></div>`
	wantTargets(t, page, []string{`Stopovers|surefill.Label("Stopovers")`})
	m, err := newR(t, page, nil).Match(Label("Stopovers"))
	if err != nil {
		t.Fatal(err)
	}
	if m.Box == nil || m.Box.ID() != "box" {
		t.Errorf("Box is %v, want the widget's box #box", m.Box)
	}
}

// TestSegmentedDateIsOneField: a date drawn as three spin buttons (month,
// day, year, told apart by their ranges) in a group labelled by the
// question, with a hidden input holding the formatted value, is one text
// field taking a date: listed by its label (its parts, transparent until
// the field takes the focus, were three hidden matches and the hidden
// input a fourth), its value the parts' values as YYYY-MM-DD, its parts
// in the match in the order shown; its parts are never fields of their
// own.
func TestSegmentedDateIsOneField(t *testing.T) {
	seg := func(label, lo, hi, now, text string) string {
		v := ""
		if now != "" {
			v = ` aria-valuenow="` + now + `"`
		}
		return `<span><span role=spinbutton contenteditable=true tabindex=0 aria-label="` + label + `" aria-valuemin="` + lo + `" aria-valuemax="` + hi + `"` + v + `>` + text + `</span>/</span>`
	}
	page := func(m, d, y string) string {
		return `<div class=field><label for=start id=start-label>Start date</label><div role=group aria-labelledby=start-label>` +
			`<div contenteditable=false tabindex=0 style="opacity:0">` + seg("Month", "1", "12", m, "MM") + seg("Day", "1", "31", d, "DD") + seg("Year", "0", "9999", y, "YYYY") + `</div>` +
			`<button type=button aria-label="Choose date"></button><input id=start aria-hidden=true tabindex=-1 value="03/14/2025"></div></div>`
	}
	line := func(f Field) string {
		return fmt.Sprintf("%s|%v|%s|%s|%v", f.Label, f.Target, f.Kind, f.InputType, f.Value)
	}
	if got, want := listFields(t, page("3", "14", "2025"), line), []string{`Start date|surefill.Label("Start date")|text|date|2025-03-14`}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("listed\n%q\nwant\n%q", got, want)
	}
	if got, want := listFields(t, page("", "", ""), line), []string{`Start date|surefill.Label("Start date")|text|date|`}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("listed empty\n%q\nwant\n%q", got, want)
	}
	m, err := newR(t, page("", "", ""), nil).Match(Label("Start date"))
	if err != nil {
		t.Fatal(err)
	}
	var units []string
	for _, s := range m.Segments {
		units = append(units, s.Unit)
	}
	if fmt.Sprint(units) != "[month day year]" || m.Widget != WidgetDate {
		t.Errorf("segments %v, widget %v; want [month day year], WidgetDate", units, m.Widget)
	}
}
