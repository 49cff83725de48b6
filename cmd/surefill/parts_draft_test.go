package main

import (
	"os"
	"slices"
	"testing"
)

// TestPartsDraftsIconClear: a select whose clear control is an icon with
// no role, name or tabindex (only its class says it clears) gets a Clear
// entry drafted for it, verified near each select holding a value. The
// page is the widget corpus's PrimeVue page (testdata/widgets) as
// tab.Save saved it with both selects filled: the icon shows only then.
// The corpus's Clear step expects this entry in Clear's error and clears
// the selects with it (widgetcorpus/internal/corpus, primeClear).
func TestPartsDraftsIconClear(t *testing.T) {
	html, err := os.ReadFile("testdata/primevue-selects-chosen.html")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := draftParts(html, "http://127.0.0.1/primevue.html")
	if err != nil {
		t.Fatal(err)
	}
	if rep.Draft.Clear != ".p-select-clear-icon" {
		t.Errorf("draft Clear = %q, want %q (draft %+v)", rep.Draft.Clear, ".p-select-clear-icon", rep.Draft)
	}
	want := []string{
		`surefill.Label("City").Within(surefill.Role("heading", "Trip"))`,
		`surefill.Label("City").Within(surefill.Role("heading", "Return"))`,
	}
	for _, w := range want {
		if !slices.Contains(rep.Covers[partClear], w) {
			t.Errorf("the Clear draft covers %q, want %s among them", rep.Covers[partClear], w)
		}
	}
	if got := len(rep.Covers[partClear]); got != len(want) {
		t.Errorf("the Clear draft covers %d fields %q, want the %d selects", got, rep.Covers[partClear], len(want))
	}
}
