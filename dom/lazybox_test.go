package dom

import "testing"

func TestLazyBoxes(t *testing.T) {
	d, err := Parse([]byte(`<p id=a>one</p><p id=b>two</p><p id=c>three</p>`), nil)
	if err != nil {
		t.Fatal(err)
	}
	d.Live = true
	a, b, c := d.Root.ElementByID("a"), d.Root.ElementByID("b"), d.Root.ElementByID("c")
	for _, n := range []*Node{a, b, c} {
		n.State.HasBox, n.State.BoxUnknown = true, true
	}
	if got := len(d.UnaskedBoxes()); got != 3 {
		t.Fatalf("unasked = %d, want 3", got)
	}
	m0 := d.BoxMisses()
	if !c.Visible() || !a.Visible() {
		t.Fatal("an unasked box must count as one with a size until it is asked")
	}
	if d.BoxMisses() != m0+2 {
		t.Fatalf("misses = %d, want %d", d.BoxMisses(), m0+2)
	}
	want := d.WantedBoxes()
	if len(want) != 2 || want[0] != a || want[1] != c {
		t.Fatalf("wanted = %v, want a and c in tree order", want)
	}
	d.SetBoxes(want, []bool{false, true})
	m1 := d.BoxMisses()
	if a.Visible() || !c.Visible() {
		t.Fatal("set boxes are not what Visible reads")
	}
	if d.BoxMisses() != m1 || len(d.WantedBoxes()) != 0 {
		t.Fatal("a set box was recorded as a miss")
	}
	if u := d.UnaskedBoxes(); len(u) != 1 || u[0] != b {
		t.Fatalf("unasked = %v, want b", u)
	}
}
