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

// Facts are kept by tree order: a node of another document, or one the
// document no longer holds at its order, is never given another's fact,
// and a clone reads the facts of the nodes it copied.
func TestLazyFactsByOrder(t *testing.T) {
	parse := func() (*Document, *Node) {
		d, err := Parse([]byte(`<p id=a>one</p><p id=b>two</p>`), nil)
		if err != nil {
			t.Fatal(err)
		}
		d.Live = true
		for _, n := range d.Nodes {
			if n.State != nil {
				n.State.StyleUnknown = true
			}
		}
		return d, d.Root.ElementByID("b")
	}
	d, b := parse()
	other, ob := parse()
	hidden := Fact{Style: Style{Display: "none"}}
	d.SetFacts([]*Node{b, ob}, []Fact{hidden, hidden}) // ob is not d's
	if !b.Hidden() {
		t.Fatal("b's fact was not kept")
	}
	if ob.Hidden() || len(other.UnaskedFacts()) == 0 {
		t.Fatal("a node of another document read d's fact")
	}
	c := d.Clone()
	if !c.Root.ElementByID("b").Hidden() || c.Root.ElementByID("a").Hidden() {
		t.Fatal("the clone does not read as the original")
	}
}

// One memo answers for the nodes of several documents (a page and its
// frames' documents) as each node's own Hidden and Visible do.
func TestVisibilityMemoDocuments(t *testing.T) {
	a, err := Parse([]byte(`<style>.h{display:none}.t{opacity:0}</style><div class=h><p id=x>x</p></div><div class=t><p id=y>y</p></div><p id=z>z</p>`), nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Parse([]byte(`<style>.h{visibility:hidden}</style><div><p id=x>x</p></div><div class=h><p id=y>y</p></div><p id=z class=h>z</p>`), nil)
	if err != nil {
		t.Fatal(err)
	}
	m := NewVisibilityMemo()
	for round := 0; round < 2; round++ { // the second round reads the memo
		for _, d := range []*Document{a, b} {
			for _, n := range d.Nodes {
				if n.Type != ElementNode {
					continue
				}
				if m.Hidden(n) != n.Hidden() || m.Visible(n) != n.Visible() {
					t.Fatalf("round %d: memo and node disagree on <%s id=%s>", round, n.Tag, n.AttrOr("id"))
				}
			}
		}
	}
	if !m.Hidden(a.Root.ElementByID("x")) || m.Hidden(b.Root.ElementByID("x")) || !m.Hidden(b.Root.ElementByID("z")) || m.Visible(a.Root.ElementByID("y")) {
		t.Fatal("the memo mixed up the documents' answers")
	}
}
