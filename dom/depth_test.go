package dom

import (
	"errors"
	"strings"
	"testing"
)

func nested(n int) []byte {
	return []byte("<!doctype html><body>" + strings.Repeat("<div>", n) + "<input name=deep>" + strings.Repeat("</div>", n))
}

// Nesting is bounded by the HTML parser: up to MaxDepth open elements the
// page is read whole; past it Parse says so with ErrTooDeep, never the
// parser's own text.
func TestParseDepthBound(t *testing.T) {
	// html and body are open too.
	d, err := Parse(nested(MaxDepth-3), nil)
	if err != nil {
		t.Fatalf("%d levels: %v", MaxDepth-3, err)
	}
	var deepest *Node
	depth := 0
	for _, n := range d.Nodes {
		if n.IsElement("input") {
			deepest = n
		}
	}
	if deepest == nil {
		t.Fatal("the innermost input is missing")
	}
	for p := deepest.Parent; p != nil; p = p.Parent {
		depth++
	}
	if depth < MaxDepth-2 {
		t.Fatalf("input found at depth %d, want %d", depth, MaxDepth-2)
	}
	for _, n := range []int{MaxDepth, 2000, 20000} {
		_, err := Parse(nested(n), nil)
		if !errors.Is(err, ErrTooDeep) {
			t.Fatalf("%d levels: %v, want ErrTooDeep", n, err)
		}
		if strings.Contains(err.Error(), "open stack") {
			t.Fatalf("%d levels: the parser's raw text leaks: %v", n, err)
		}
	}
}

// Declarative shadow roots nest too: 200 of them (400 open elements) are
// read whole, each a shadow root of its host.
func TestParseNestedShadowRoots(t *testing.T) {
	const n = 200
	src := "<!doctype html><body>" + strings.Repeat(`<div><template shadowrootmode="open">`, n) + "<input name=deep>" + strings.Repeat("</template></div>", n)
	d, err := Parse([]byte(src), nil)
	if err != nil {
		t.Fatal(err)
	}
	hosts := 0
	for x := d.Root; x != nil; {
		var next *Node
		for _, c := range x.Children {
			if c.Type == ElementNode {
				next = c
			}
		}
		if x.Shadow != nil {
			hosts++
			next = x.Shadow
		}
		x = next
		if x != nil && x.IsElement("input") {
			break
		}
	}
	if hosts != n {
		t.Fatalf("%d nested shadow roots read, want %d", hosts, n)
	}
}
