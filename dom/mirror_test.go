package dom

import (
	"strings"
	"testing"
)

const selectPage = `<!DOCTYPE html><html><body>
<form id=f>
  <div class=row id=r1><label>Name <input id=name name=n></label></div>
  <x-field id=host><template shadowrootmode=open>
    <div class=row id=sr><input id=inner type=checkbox checked><slot></slot></div>
  </template><span id=slotted class=row>light</span></x-field>
  <x-secret id=closed><template shadowrootmode=closed><input id=hid class=row></template></x-secret>
  <select id=s><option id=o1>a<option id=o2 selected>b</select>
  <p dir=rtl><span id=rtl>ש</span></p>
</form>
<iframe id=fr srcdoc="<input id=framed class=row>"></iframe>
</body></html>`

func ids(ns []*Node) string {
	var out []string
	for _, n := range ns {
		out = append(out, n.AttrOr("id"))
	}
	return strings.Join(out, " ")
}

func TestSelect(t *testing.T) {
	d := mustParse(t, selectPage)
	cases := []struct {
		sel, scope, want string
	}{
		{".row", "", "r1 sr slotted"},    // open shadow pierced, closed not, frames not
		{"form input", "", "name inner"}, // descendant combinator crosses into the open root
		{"x-field > div", "", "sr"},      // so does the child combinator
		{"x-field > .row", "", "sr slotted"},
		{"#host input:first-child", "", "inner"}, // structural pseudo-classes count within the root
		{"div:first-child", "host", "sr"},
		{".row", "host", "sr slotted"}, // scope: descendants only, composed tree
		{".row", "r1", ""},
		{"form .row input", "r1", "name"}, // matched against the whole document
		{"input:checked", "", "inner"},
		{"option:checked", "", "o2"},
		{":is(#name, #o1)", "", "name o1"},
		{"span:dir(rtl)", "", "rtl"},
		{":is(x-field, x-secret):not(:dir(rtl))", "", "host closed"},
	}
	for _, c := range cases {
		sel, err := CompileSelector(c.sel)
		if err != nil {
			t.Errorf("%s: %v", c.sel, err)
			continue
		}
		var scope *Node
		if c.scope != "" {
			scope = find(t, d, c.scope)
		}
		if got := ids(d.Select(sel, scope)); got != c.want {
			t.Errorf("Select(%q, %q) = %q, want %q", c.sel, c.scope, got, c.want)
		}
		if sel.String() != c.sel {
			t.Errorf("String() = %q", sel.String())
		}
	}
	// Inside a closed root, a scope there still finds its nodes.
	closed := find(t, d, "closed")
	if got := ids(d.Select(MustCompileSelector("input"), closed.Shadow)); got != "hid" {
		t.Errorf("select in closed root = %q", got)
	}
	// Frames are their own documents.
	fr := find(t, d, "fr")
	if fr.ContentDocument == nil {
		t.Fatal("no srcdoc document")
	}
	if got := ids(fr.ContentDocument.Select(MustCompileSelector(".row"), nil)); got != "framed" {
		t.Errorf("select in frame = %q", got)
	}
}

func TestSelectFollowsState(t *testing.T) {
	d := mustParse(t, `<input type=checkbox id=a><input type=checkbox id=b checked>`)
	find(t, d, "a").State.Checked = true
	find(t, d, "b").State.Checked = false
	d.Reindex() // the model changed: the cached mirror goes
	if got := ids(d.Select(MustCompileSelector(":checked"), nil)); got != "a" {
		t.Errorf(":checked = %q", got)
	}
}

func TestCompileSelectorRefuses(t *testing.T) {
	for _, s := range []string{"a:hover", "input:focus", "a:visited", "div:focus-within .x", "p::before", "div[", "::after", "p:dir(up)"} {
		if _, err := CompileSelector(s); err == nil {
			t.Errorf("CompileSelector(%q) accepted", s)
		}
	}
	if _, err := CompileSelector(`a[title="a:hover"]`); err != nil {
		t.Errorf("string content taken for a pseudo-class: %v", err)
	}
}

func TestMirrorMapsBack(t *testing.T) {
	d := mustParse(t, selectPage)
	for _, n := range d.Nodes {
		if n.Type == ShadowRootNode {
			continue
		}
		h := d.Mirror(n)
		if h == nil || d.NodeOf(h) != n {
			t.Fatalf("mirror of %s does not map back", n.Tag)
		}
	}
	other := mustParse(t, `<p>`)
	if d.Mirror(other.Root) != nil {
		t.Error("mirror of a foreign node")
	}
	if !MustCompileSelector("#name").Match(find(t, d, "name")) {
		t.Error("Selector.Match")
	}
}

func TestSelectConcurrent(t *testing.T) {
	d := mustParse(t, selectPage)
	sel := MustCompileSelector(".row")
	done := make(chan string)
	for range 4 {
		go func() { done <- ids(d.Select(sel, nil)) }()
	}
	for range 4 {
		if got := <-done; got != "r1 sr slotted" {
			t.Errorf("concurrent select = %q", got)
		}
	}
}
