package resolver

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLinearOnLargePages guards against quadratic work: a page of 6,000
// fields in 600 sections whose labels repeat in every section lists in
// time linear in its size (a quadratic pass would take minutes).
func TestLinearOnLargePages(t *testing.T) {
	if testing.Short() {
		t.Skip("large page")
	}
	var b strings.Builder
	b.WriteString("<form>")
	for s := 0; s < 600; s++ {
		fmt.Fprintf(&b, `<section><h2>Person %d</h2>`, s)
		for _, l := range []string{"First name", "Last name", "Email", "Phone", "City"} {
			fmt.Fprintf(&b, `<div class="field"><label>%s <input name="p%d-%s"></label></div>`, l, s, l)
		}
		fmt.Fprintf(&b, `<div class="question"><p>Attending?</p><button type=button aria-pressed=false>Yes</button><button type=button aria-pressed=false>No</button></div>`)
		fmt.Fprintf(&b, `<fieldset><legend>Diet</legend><label><input type=radio name=d%d> Vegan</label><label><input type=radio name=d%d> None</label></fieldset>`, s, s)
		fmt.Fprintf(&b, `<label>Notes <textarea></textarea></label><button type=button>Remove</button></section>`)
	}
	b.WriteString("</form>")
	start := time.Now()
	r := newR(t, b.String(), nil)
	fs, err := r.Fields(nil)
	if err != nil {
		t.Fatal(err)
	}
	cs, total, _ := r.Clickables(nil, true)
	el := time.Since(start)
	if len(fs) != 600*8 || total != 600 || len(cs) != total {
		t.Fatalf("%d fields, %d clickables", len(fs), total)
	}
	for _, f := range fs[:16] {
		if f.Target == nil || !strings.Contains(f.Target.String(), `Within(surefill.Role("heading", "Person 0"))`) && !strings.Contains(f.Target.String(), `"Person 1"`) {
			t.Errorf("%q: target %v", f.Label, f.Target)
		}
	}
	if el > 60*time.Second {
		t.Errorf("listing took %v", el)
	}
	t.Logf("%d fields in %v", len(fs), el)
}
