package live

import (
	"fmt"
	"strings"
	"testing"
)

// describe says a plan the way the tests write it: "open: \"u\" \"n\" Down".
func (p SelectKeys) String() string {
	var parts []string
	for _, k := range p.Keys {
		parts = append(parts, keyName(k))
	}
	mode := "closed"
	if p.Open {
		mode = "open"
	}
	return mode + ": " + strings.Join(parts, " ")
}

func TestPlanSelect(t *testing.T) {
	countries := []string{"Choose…", "France", "Germany", "United Kingdom", "Ireland", "United States", "Canada", "Éire", "eclair", "Spain", "Sweden", "Switzerland"}
	for _, c := range []struct {
		labels   []string
		from, to int
		want     string
	}{
		{countries, 0, 0, "closed: "},
		{countries, 4, 0, "closed: Home"},
		{countries, 0, 11, "closed: End"},
		{countries, -1, 11, "closed: End"},
		{countries, 2, 3, "closed: ArrowDown"},
		{countries, 3, 2, "closed: ArrowUp"},
		// One typed character lands: the first "U" after the selected one.
		{countries, 0, 3, `closed: "U"`},
		{countries, 3, 5, `closed: "U"`},
		// Nothing selected: no search from nowhere; the list opens, Home
		// highlights the first option, and the search starts there.
		{countries, -1, 3, `open: Home "U"`},
		// End and one arrow beat "S" "w" (as short, and tried first).
		{countries, 0, 10, "open: End ArrowUp"},
		{countries, 0, 9, `closed: "S"`},
		// "U" lands on United Kingdom, two arrows on: shorter than typing
		// "United S".
		{countries, 1, 5, `open: "U" ArrowDown ArrowDown`},
		// "É" lands on Éire, whether accents fold or not.
		{countries, 0, 7, `closed: "É"`},
		// "e" lands on Éire when accents fold and on eclair when they do
		// not: no search is trusted to get there.
		{countries, 0, 8, "open: End ArrowUp ArrowUp ArrowUp"},
		{countries, 0, 6, `closed: "C"`},
	} {
		got := PlanSelect(c.labels, c.from, c.to).String()
		if got != c.want {
			t.Errorf("PlanSelect(%d → %d %q) = %s, want %s", c.from, c.to, c.labels[max(c.to, 0)], got, c.want)
		}
	}
}

// TestPlanSelectBounded: on 10,000 options every move takes a handful of
// keys, and the last option one.
func TestPlanSelectBounded(t *testing.T) {
	labels := make([]string, 10000)
	for i := range labels {
		labels[i] = fmt.Sprintf("Option %d", i)
	}
	if got := PlanSelect(labels, 0, 9999).String(); got != "closed: End" {
		t.Errorf("last option: %s", got)
	}
	for _, to := range []int{1, 17, 999, 5000, 9998} {
		p := PlanSelect(labels, 0, to)
		if len(p.Keys) > len(labels[to])+2 {
			t.Errorf("option %d: %d keys (%s)", to, len(p.Keys), p)
		}
		if at, ok := typeAhead(labels, 0, []rune(labels[to])); !ok || at != to {
			t.Errorf("typing %q lands on %d", labels[to], at)
		}
	}
}

// TestTypeAheadCycles: a repeated lone first character cycles through the
// options starting with it; a longer buffer searches from the highlight.
func TestTypeAheadCycles(t *testing.T) {
	labels := []string{"Choose", "Apple", "Apricot", "Avocado", "Banana"}
	for _, c := range []struct {
		at    int
		typed string
		want  int
	}{
		{0, "a", 1},
		{0, "aa", 2},
		{0, "aaa", 3},
		{0, "aaaa", 1},
		{1, "a", 2},
		{1, "ap", 2}, // from Apricot, "ap" still matches it
		{3, "apr", 2},
		{0, "b", 4},
		{4, "b", 4}, // the only one: the search comes round to it
	} {
		got, ok := typeAhead(labels, c.at, []rune(c.typed))
		if !ok || got != c.want {
			t.Errorf("from %d typing %q: %d %v, want %d", c.at, c.typed, got, ok, c.want)
		}
	}
	if _, ok := typeAhead(labels, 0, []rune("ax")); ok {
		t.Error("a search that finds nothing landed")
	}
}
