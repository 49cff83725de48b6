package dom

import (
	"bytes"
	"testing"
)

// maxFuzzInput caps fuzz inputs: the model's questions (Hidden, TextContent
// on every element) are quadratic on deep trees by nature, and the point
// is to find panics and hangs in the builder, not to time big pages.
const maxFuzzInput = 32 << 10

var fuzzSelectors = []*Selector{
	MustCompileSelector("div > *:first-child"),
	MustCompileSelector(":is(input, select) ~ label, [id] .x"),
	MustCompileSelector("slot:not(:dir(rtl))"),
}

// FuzzParse runs arbitrary HTML through the offline builder and asks every
// element what the resolver asks: no panic, no hang, and the model's
// invariants hold. Seeds are in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	f.Add([]byte(`<div id=h><template shadowrootmode=open><style>p::before{content:counter(c) attr(id)}</style><p id=x><slot></slot></p></template>t</div>`))
	f.Add([]byte(`<style>ol li::marker{content:counter(list-item) ") "}ul{list-style:"- " inside}b::after{content:"x";padding:0 1em 2px;margin-inline:calc(1px)}</style><ol type=I start=3><li value=x>a<ul dir=rtl><li>b<b>c</b>`))
	f.Add([]byte(`<style>.a{display:none}</style><iframe srcdoc="<style>*{visibility:hidden}</style><b>x</b>"></iframe><p class=a>`))
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > maxFuzzInput {
			return
		}
		d, err := Parse(src, &ParseOptions{MaxNodes: 50000})
		if err != nil {
			return
		}
		checkDoc(t, d, 0)
		var b bytes.Buffer
		if err := Render(&b, d); err != nil {
			t.Fatal(err)
		}
		if _, err := Parse(b.Bytes(), nil); err != nil {
			t.Fatalf("rendered page does not parse: %v", err)
		}
	})
}

func checkDoc(t *testing.T, d *Document, depth int) {
	if depth > maxIframeDepth+1 {
		t.Fatalf("frames nested %d deep", depth)
	}
	checkTreeOrder(t, d)
	for i, n := range d.Nodes {
		if n.Order != i || n.Doc != d {
			t.Fatalf("node %d: order %d, doc ok %v", i, n.Order, n.Doc == d)
		}
		for _, c := range n.Children {
			if c.Parent != n {
				t.Fatalf("child of %s has parent %v", n.Tag, c.Parent)
			}
		}
		if n.Type != ElementNode {
			continue
		}
		if n.State == nil {
			t.Fatalf("element %s without state", n.Tag)
		}
		_ = n.Hidden()
		_ = n.Visible()
		_ = n.FlatChildren()
		_ = n.TextContent()
		_ = n.FlatParent()
		if n.ContentDocument != nil {
			checkDoc(t, n.ContentDocument, depth+1)
		}
	}
	for _, s := range fuzzSelectors {
		_ = d.Select(s, nil)
	}
}

// checkTreeOrder checks that Nodes lists the tree in the order Reindex
// gives it (a node, its shadow tree, then its children): the builder
// numbers nodes as it makes them instead of reindexing.
func checkTreeOrder(t *testing.T, d *Document) {
	t.Helper()
	var want []*Node
	var walk func(n *Node)
	walk = func(n *Node) {
		want = append(want, n)
		if n.Shadow != nil {
			walk(n.Shadow)
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(d.Root)
	if len(want) != len(d.Nodes) {
		t.Fatalf("Nodes lists %d nodes, the tree has %d", len(d.Nodes), len(want))
	}
	for i := range want {
		if want[i] != d.Nodes[i] {
			t.Fatalf("node %d in tree order is %v, Nodes has %v", i, want[i].Tag, d.Nodes[i].Tag)
		}
	}
}
