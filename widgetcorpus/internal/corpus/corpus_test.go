package corpus

import (
	"slices"
	"strings"
	"testing"
)

// TestHalvesCoverPages: every page of the corpus is run by exactly one
// half, so no page drops out of both binaries.
func TestHalvesCoverPages(t *testing.T) {
	runs := map[string]int{}
	for _, pages := range Halves {
		for _, p := range pages {
			runs[p]++
		}
	}
	for _, p := range widgetPages {
		if runs[p.page] != 1 {
			t.Errorf("page %s is run by %d halves, want 1", p.page, runs[p.page])
		}
		delete(runs, p.page)
	}
	for p := range runs {
		t.Errorf("a half names %s, which is no page of the corpus", p)
	}
}

// TestPendingNamesSteps keeps the pending list honest offline: every
// pending step is one its case has, with a reason. Its log (-v) is the
// count per library that testdata/widgets/RESULTS.md shows.
func TestPendingNamesSteps(t *testing.T) {
	var all [3]int
	for _, p := range widgetPages {
		var n [3]int // steps judged to pass, pending, unsteady
		for _, c := range p.cases {
			switch {
			case c.unsteady != "":
				n[2] += len(c.steps())
			default:
				n[1] += len(c.pending)
				n[0] += len(c.steps()) - len(c.pending)
			}
			if c.unsteady != "" && len(c.pending) > 0 {
				t.Errorf("%s/%s: a case is unsteady or has pending steps, not both", p.page, c.name)
			}
			if c.unsteady != "" {
				t.Logf("- %s / %s: unsteady: %s", p.page, c.name, c.unsteady)
			}
			var reasons []string // in step order, each with its steps
			steps := map[string][]string{}
			for _, s := range c.steps() {
				if why := c.pending[s]; why != "" {
					if steps[why] == nil {
						reasons = append(reasons, why)
					}
					steps[why] = append(steps[why], s)
				}
			}
			for _, why := range reasons {
				t.Logf("- %s / %s (%s): %s", p.page, c.name, strings.Join(steps[why], ", "), why)
			}
			for s, why := range c.pending {
				if !slices.Contains(c.steps(), s) {
					t.Errorf("%s/%s: pending step %q is not one of its steps %q", p.page, c.name, s, c.steps())
				}
				if strings.TrimSpace(why) == "" {
					t.Errorf("%s/%s: pending step %q has no reason", p.page, c.name, s)
				}
			}
		}
		t.Logf("%-16s %3d steps: %3d pass, %2d pending, %2d unsteady", p.page, n[0]+n[1]+n[2], n[0], n[1], n[2])
		for i := range all {
			all[i] += n[i]
		}
	}
	t.Logf("%-16s %3d steps: %3d pass, %2d pending, %2d unsteady", "total", all[0]+all[1]+all[2], all[0], all[1], all[2])
}
