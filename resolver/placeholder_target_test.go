package resolver

import (
	"fmt"
	"testing"
)

// TestPlaceholderNamesLast: a field whose name is only its placeholder and
// whose label is the question above it is listed by that label, qualified
// by its section when the label repeats, not by the placeholder, which a
// widget takes away once it holds a value (the listing's target then found
// nothing). A field named by nothing but its placeholder keeps it.
func TestPlaceholderNamesLast(t *testing.T) {
	const page = `<div role=region aria-label=Shipping><div class=field><div>Country</div><input role=combobox aria-expanded=false placeholder="Choose a country"></div></div>
<div role=region aria-label=Billing><div class=field><div>Country</div><input role=combobox aria-expanded=false></div></div>
<div role=region aria-label=Search><input placeholder="Search the docs"></div>`
	wantTargets(t, page, []string{
		`Country|surefill.Label("Country").Within(surefill.Role("region", "Shipping"))`,
		`Country|surefill.Label("Country").Within(surefill.Role("region", "Billing"))`,
		`Search the docs|surefill.Label("Search the docs")`,
	})
}

// TestShownOptionOfTheOriginalIsNoQuestion: a widget that replaces a
// native select draws the chosen option (here its placeholder option) in
// its own box before its text box, while its own list is still empty; that
// text is one of the original's options, so it is the widget's value and
// never its question (it was, and the listing offered it as the target,
// which stopped resolving once another option was chosen).
func TestShownOptionOfTheOriginalIsNoQuestion(t *testing.T) {
	const hidden = `style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)"`
	const page = `<section><h2>Shipping</h2><div class=field><label for=ship-box id=ship-label>Country *</label>` +
		`<select id=ship tabindex=-1 ` + hidden + `><option value="">Choose a country</option><option value=ca>Canada</option></select>` +
		`<div class=wrap><div class=control><div class=item>Choose a country</div><input id=ship-box role=combobox aria-expanded=false aria-controls=ship-list aria-labelledby=ship-label placeholder="Choose a country"></div>` +
		`<div style="display:none"><div role=listbox id=ship-list aria-labelledby=ship-label></div></div></div></div></section>
<section><h2>Billing</h2><div class=field><label for=bill>Country</label><input id=bill></div></section>`
	wantTargets(t, page, []string{
		`Country|surefill.Label("Country").Within(surefill.Role("heading", "Shipping"))`,
		`Country|surefill.Label("Country").Within(surefill.Role("heading", "Billing"))`,
	})
}

// TestOriginalBesideATransparentBox: once the widget holds a choice it
// makes its text box transparent and shows the choice in its place; the
// original beside it is still the widget's (not a field of its own,
// listed with no label), and the shown choice is its value, not its
// question.
func TestOriginalBesideATransparentBox(t *testing.T) {
	const hidden = `style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)"`
	const page = `<div class=field><label for=r-box id=r-label>Region</label>` +
		`<select id=r tabindex=-1 ` + hidden + `><option value=ca selected>Canada</option><option value=fr>France</option></select>` +
		`<div class=wrap><div class=control><div class=item>Canada</div><input id=r-box role=combobox aria-expanded=false aria-controls=r-list aria-labelledby=r-label style="opacity:0"></div>` +
		`<div style="display:none"><div role=listbox id=r-list aria-labelledby=r-label></div></div></div></div>`
	got := listFields(t, page, func(f Field) string { return fmt.Sprintf("%s|%v|%v", f.Label, f.Target, f.Value) })
	want := []string{`Region|surefill.Label("Region")|Canada`}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("listed\n%q\nwant\n%q", got, want)
	}
}

// TestWidgetNamedByWhatItShows: a select replacement whose accessible
// name is the text it shows (its placeholder, then the chosen value) is
// labelled by the question next to it, and listed by it: the name changes
// with every choice, so a target built on it stops resolving.
func TestWidgetNamedByWhatItShows(t *testing.T) {
	box := func(id, shown string) string {
		return `<div class=field><label for=` + id + `>City *</label><div class=select><span id=` + id + ` tabindex=0 role=combobox aria-label="` + shown + `" aria-haspopup=listbox aria-expanded=false>` + shown + `</span><div class=chevron><svg aria-hidden=true width=14 height=14></svg></div></div></div>`
	}
	page := `<section><h2>Trip</h2>` + box("city", "Select a city") + `</section><section><h2>Return</h2>` + box("bcity", "Rome") + `</section>`
	wantTargets(t, page, []string{
		`City|surefill.Label("City").Within(surefill.Role("heading", "Trip"))`,
		`City|surefill.Label("City").Within(surefill.Role("heading", "Return"))`,
	})
}

// wantTargets checks the labels and targets a page lists.
func wantTargets(t *testing.T, page string, want []string) {
	t.Helper()
	got := listFields(t, page, func(f Field) string { return fmt.Sprintf("%s|%v", f.Label, f.Target) })
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("listed\n%q\nwant\n%q", got, want)
	}
}
