package dom

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func render(t testing.TB, d *Document) string {
	t.Helper()
	var b bytes.Buffer
	if err := Render(&b, d); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// dump describes the model as the resolver sees it: structure, text,
// attributes other than the state ones, state, shadow roots, frames and
// visibility. Two documents with the same dump are the same to surefill.
func dump(d *Document) string {
	var b strings.Builder
	var walk func(n *Node, depth int)
	walk = func(n *Node, depth int) {
		ind := strings.Repeat(" ", depth)
		switch n.Type {
		case TextNode:
			fmt.Fprintf(&b, "%s%q\n", ind, n.Data)
		case CommentNode:
			fmt.Fprintf(&b, "%s<!--%s-->\n", ind, n.Data)
		case ShadowRootNode:
			fmt.Fprintf(&b, "%s#shadow-root(%s)\n", ind, n.ShadowMode)
		case ElementNode:
			fmt.Fprintf(&b, "%s<%s %s", ind, n.Tag, n.Namespace)
			for _, a := range n.Attrs {
				if a.Name == "value" || a.Name == "checked" || a.Name == "selected" || a.Name == "srcdoc" {
					continue
				}
				fmt.Fprintf(&b, " %s=%q", a.Name, a.Value)
			}
			s := n.State
			fmt.Fprintf(&b, "> value=%q checked=%v selected=%v hidden=%v before=%q after=%q\n",
				s.Value, s.Checked, s.Selected, n.Hidden(), s.Generated().Before, s.Generated().After)
			if n.ContentDocument != nil {
				fmt.Fprintf(&b, "%s#document\n%s", ind, dump(n.ContentDocument))
			}
		}
		if n.Shadow != nil {
			walk(n.Shadow, depth+1)
		}
		for _, c := range n.Children {
			walk(c, depth+1)
		}
	}
	walk(d.Root, 0)
	return b.String()
}

func TestRenderRoundTrip(t *testing.T) {
	form500, err := os.ReadFile("testdata/form500.html")
	if err != nil {
		t.Fatal(err)
	}
	pages := map[string]string{
		"select page":   selectPage,
		"form500":       string(form500),
		"text":          `<p title="a &amp; &quot;b&quot;">1 &lt; 2 &amp;&amp; 3 &gt; 2&nbsp;!</p><pre>` + "\n\nx</pre><textarea>\n\nlead</textarea>",
		"raw text":      `<style>p::before{content:"<b>&amp;"}</style><script>if (a < b && c) {}</script><p id=p>x</p><noscript><b>n</b></noscript>`,
		"foreign":       `<svg viewBox="0 0 1 1"><title>t</title><path d="M0 0"/><foreignObject><div>in</div></foreignObject></svg><math><mi>x</mi></math>`,
		"shadow":        `<div><template shadowrootmode=closed><p>c<slot name=s></slot></p></template><span slot=s>x</span></div><template><b>inert</b></template>`,
		"nested frames": `<iframe srcdoc="<p>one</p><iframe srcdoc='<p>two &amp;amp; &quot;q&quot;</p>'></iframe>"></iframe>`,
		"tables":        `<table><tr><td>a<td>b</table><ul><li>x<li>y</ul>`,
	}
	for name, src := range pages {
		t.Run(name, func(t *testing.T) {
			d1 := mustParse(t, src)
			r1 := render(t, d1)
			d2 := mustParse(t, r1)
			if diff := cmp.Diff(dump(d1), dump(d2)); diff != "" {
				t.Errorf("model changed through Render (-before +after):\n%s\nrendered:\n%s", diff, r1)
			}
			if r2 := render(t, d2); r2 != r1 {
				t.Errorf("Render is not a fixpoint:\n%s\n%s", r1, r2)
			}
		})
	}
}

func TestRenderWritesState(t *testing.T) {
	d := mustParse(t, `<input id=t value=old><input type=checkbox id=c checked><input type=radio id=r value=v>
		<select id=s><option id=o1 selected>a<option id=o2>b</select><textarea id=ta>x</textarea>
		<input type=password id=pw><input id=cc autocomplete="billing cc-number" value=page>
		<div id=h><template shadowrootmode=open><input id=si></template></div>`)
	find(t, d, "t").State.Value = `new "value" & more`
	find(t, d, "c").State.Checked = false
	find(t, d, "r").State.Checked = true
	find(t, d, "o1").State.Selected = false
	find(t, d, "o2").State.Selected = true
	find(t, d, "ta").State.Value = "\nline one\n<two>"
	find(t, d, "pw").State.Value = "hunter2"
	find(t, d, "cc").State.Value = "4111111111111111"
	find(t, d, "si").State.Value = "in shadow"
	out := render(t, d)
	for _, secret := range []string{"hunter2", "4111"} {
		if strings.Contains(out, secret) {
			t.Errorf("secret %q written:\n%s", secret, out)
		}
	}
	d2 := mustParse(t, out)
	checks := []struct {
		id   string
		got  any
		want any
	}{
		{"t", find(t, d2, "t").State.Value, `new "value" & more`},
		{"c", find(t, d2, "c").State.Checked, false},
		{"r", find(t, d2, "r").State.Checked, true},
		{"r value", find(t, d2, "r").AttrOr("value"), "v"},
		{"o1", find(t, d2, "o1").State.Selected, false},
		{"o2", find(t, d2, "o2").State.Selected, true},
		{"ta", find(t, d2, "ta").State.Value, "\nline one\n<two>"},
		{"pw", find(t, d2, "pw").State.Value, ""},
		{"cc", find(t, d2, "cc").State.Value, "page"},
		{"si", find(t, d2, "si").State.Value, "in shadow"},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %#v, want %#v", c.id, c.got, c.want)
		}
	}
}

func ExampleRender() {
	d, _ := Parse([]byte(`<div id=host><template shadowrootmode=open><input id=q></template></div>`), nil)
	d.Root.Children[0].Children[1].Children[0].Shadow.Children[0].State.Value = "typed"
	_ = Render(os.Stdout, d)
	// Output:
	// <!DOCTYPE html><html><head></head><body><div id="host"><template shadowrootmode="open"><input id="q" value="typed"></template></div></body></html>
}

// TestRenderKeepsStructure: text a live page can hold but markup cannot
// say directly must not change the tree when saved.
func TestRenderKeepsStructure(t *testing.T) {
	d := mustParse(t, `<style id=s>p{}</style><!--c--><p id=p>x</p>`)
	find(t, d, "s").Children[0].Data = `p{}</style><b id=b>injected</b>`
	for _, n := range d.Nodes {
		if n.Type == CommentNode {
			n.Data = "--> <i id=i>also</i> <!--"
		}
	}
	d2 := mustParse(t, render(t, d))
	for _, n := range d2.Nodes {
		if n.Type == ElementNode && (n.Tag == "b" || n.Tag == "i") {
			t.Errorf("text became a <%s> element", n.Tag)
		}
	}
	if find(t, d2, "p").TextContent() != "x" {
		t.Error("paragraph lost")
	}
	d3 := mustParse(t, "<p>a</p><plaintext><b>x")
	if got := render(t, d3); strings.Contains(got, "</plaintext>") {
		t.Errorf("wrote past <plaintext>: %s", got)
	}
}
