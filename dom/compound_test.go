package dom

import (
	"bytes"
	"strings"
	"testing"

	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
)

// TestPlainCompoundAgreesWithCascadia matches compounds built from every
// page of the module (each element's tag, ids and classes, alone and
// combined) and a page of awkward class attributes both ways: the fast
// matcher and cascadia's must agree on every element.
func TestPlainCompoundAgreesWithCascadia(t *testing.T) {
	tricky := `<!DOCTYPE html><div class="aa a" id="x"><p class="a	b
c" id="X"></p><span class="ab ba  abc" id="x y"></span><b class="A"></b>
<svg><foreignObject class="a"></foreignObject><g class="a" xml:lang="en"></g></svg>
<i class=" -a- _b__  "></i><u class="a" class="b"></u></div>`
	docs := modulePages(t)
	docs["tricky"] = []byte(tricky)
	fixed := []string{"div", "DIV", "p.a", ".a", ".b", ".c", ".A", ".ab", ".ba", "#x", "#X",
		"#y", "div#x.aa.a", ".-a-", "._b__", "foreignobject", "foreignObject.a", "g.a", "u.b", "u.a",
		"h1", "input", "label.choice", "#main", ".question.required"}
	var compounds, checks int
	for name, src := range docs {
		root, err := html.Parse(bytes.NewReader(src))
		if err != nil {
			t.Fatal(err)
		}
		var els []*html.Node
		var walk func(*html.Node)
		walk = func(h *html.Node) {
			if h.Type == html.ElementNode {
				els = append(els, h)
			}
			for c := h.FirstChild; c != nil; c = c.NextSibling {
				walk(c)
			}
		}
		walk(root)
		set := map[string]bool{}
		for _, s := range fixed {
			set[s] = true
		}
		for _, h := range els {
			var classes []string
			id := ""
			for _, a := range h.Attr {
				switch a.Key {
				case "class":
					classes = append(classes, strings.Fields(a.Val)...)
				case "id":
					id = a.Val
				}
			}
			set[h.Data] = true
			set[strings.ToUpper(h.Data)] = true
			if id != "" {
				set["#"+id] = true
				set[h.Data+"#"+id] = true
			}
			for i, c := range classes {
				set["."+c] = true
				set[h.Data+"."+c] = true
				if i > 0 {
					set["."+classes[i-1]+"."+c] = true
				}
				if id != "" {
					set["#"+id+"."+c] = true
				}
			}
		}
		for s := range set {
			sel, err := cascadia.ParseWithPseudoElement(s)
			if err != nil {
				continue
			}
			pc, ok := plainCompoundOf(s, sel)
			if !ok {
				continue
			}
			compounds++
			for _, h := range els {
				checks++
				if got, want := pc.Match(h), sel.Match(h); got != want {
					t.Errorf("%s: %q on <%s %v>: fast %v, cascadia %v", name, s, h.Data, h.Attr, got, want)
				}
			}
		}
	}
	if compounds < 100 {
		t.Errorf("only %d compounds took the fast matcher", compounds)
	}
	t.Logf("%d compounds, %d element checks", compounds, checks)
}

// TestPlainCompoundOf checks which compounds take the fast matcher.
func TestPlainCompoundOf(t *testing.T) {
	for s, want := range map[string]bool{
		"div": true, "div.a": true, ".a.b": true, "#x": true, "a#b.c": true, "H1": true,
		"*": false, "div:first-child": false, "[type=text]": false, `.a\:b`: false,
		".é": false, "div::before": false, "a.b:hover": false,
	} {
		sel, err := cascadia.ParseWithPseudoElement(s)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		if _, got := plainCompoundOf(s, sel); got != want {
			t.Errorf("plainCompoundOf(%q) = %v, want %v", s, got, want)
		}
	}
}
