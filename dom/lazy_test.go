package dom

import "testing"

func TestLazyFacts(t *testing.T) {
	d, err := Parse([]byte(`<p id=a>one</p><p id=b>two</p><p id=c>three</p>`), nil)
	if err != nil {
		t.Fatal(err)
	}
	d.Live = true
	a, b, c := d.Root.ElementByID("a"), d.Root.ElementByID("b"), d.Root.ElementByID("c")
	for _, n := range []*Node{a, b, c} {
		n.State.StyleUnknown = true
	}
	if got := len(d.UnaskedFacts()); got != 3 {
		t.Fatalf("unasked = %d, want 3", got)
	}
	m0 := d.FactMisses()
	if !c.Visible() || a.Style().Display != "inline" {
		t.Fatal("an unasked element must read as an inline, visible element with a box until it is asked")
	}
	if d.FactMisses() <= m0 {
		t.Fatal("reading unasked facts was not counted")
	}
	want := d.WantedFacts()
	if len(want) != 2 || want[0] != a || want[1] != c {
		t.Fatalf("wanted = %v, want a and c in tree order", want)
	}
	d.SetFacts(want, []Fact{{Style: Style{Display: "none"}}, {Style: Style{Display: "block", Visibility: "visible"}, Sized: true, Marker: "1. "}})
	m1 := d.FactMisses()
	if a.Visible() || !a.Hidden() || !c.Visible() || c.Style().Display != "block" || c.Marker() != "1. " {
		t.Fatal("set facts are not what the model reads")
	}
	if d.FactMisses() != m1 || len(d.WantedFacts()) != 0 {
		t.Fatal("a set fact was recorded as a miss")
	}
	if u := d.UnaskedFacts(); len(u) != 1 || u[0] != b {
		t.Fatalf("unasked = %v, want b", u)
	}
}
