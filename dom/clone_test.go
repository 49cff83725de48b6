package dom

import "testing"

// TestClone: the copy has its own nodes in the same tree order, shares
// the states, reads the facts asked of the original, and a node replaced
// on it leaves the original as it was.
func TestClone(t *testing.T) {
	d, err := Parse([]byte(`<div id=host><template shadowrootmode=open><p>in</p></template><input id=a value=x></div>`), nil)
	if err != nil {
		t.Fatal(err)
	}
	a := d.Root.ElementByID("a")
	a.State.StyleUnknown = true
	d.SetFacts([]*Node{a}, []Fact{{Style: Style{Display: "none"}}})
	c := d.Clone()
	if len(c.Nodes) != len(d.Nodes) {
		t.Fatalf("%d nodes, want %d", len(c.Nodes), len(d.Nodes))
	}
	for i, n := range c.Nodes {
		o := d.Nodes[i]
		if n == o || n.Tag != o.Tag || n.Type != o.Type || n.State != o.State || n.Order != i || n.Doc != c {
			t.Fatalf("node %d: %+v vs %+v", i, n, o)
		}
		if o.Parent != nil && (n.Parent == o.Parent || n.Parent.Order != o.Parent.Order) {
			t.Fatalf("node %d's parent", i)
		}
	}
	ca := c.Root.ElementByID("a")
	if ca == nil || ca == a || !ca.Hidden() {
		t.Fatalf("the copy of #a: %v, hidden %v", ca, ca != nil && ca.Hidden())
	}
	if host := c.Root.ElementByID("host"); host.Shadow == nil || host.Shadow.Host != host || host.Shadow == d.Root.ElementByID("host").Shadow {
		t.Fatal("shadow root not copied")
	}
	ca.Attrs = nil
	if !a.HasAttr("value") {
		t.Fatal("replacing the copy's attributes changed the original")
	}
}
