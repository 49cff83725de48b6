package dom

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// sameTree reports where two parse trees first differ ("" when they are
// the same): node kinds, names, namespaces, attributes in order, text.
func sameTree(a, b *html.Node, path string) string {
	if a.Type != b.Type || a.Data != b.Data || a.DataAtom != b.DataAtom || a.Namespace != b.Namespace {
		return fmt.Sprintf("%s: %v %q %q vs %v %q %q", path, a.Type, a.Data, a.Namespace, b.Type, b.Data, b.Namespace)
	}
	if len(a.Attr) != len(b.Attr) {
		return fmt.Sprintf("%s/%s: attributes %v vs %v", path, a.Data, a.Attr, b.Attr)
	}
	for i := range a.Attr {
		if a.Attr[i] != b.Attr[i] {
			return fmt.Sprintf("%s/%s: attribute %v vs %v", path, a.Data, a.Attr[i], b.Attr[i])
		}
	}
	ca, cb := a.FirstChild, b.FirstChild
	for i := 0; ca != nil || cb != nil; i++ {
		if ca == nil || cb == nil {
			return fmt.Sprintf("%s/%s: child %d present in only one tree", path, a.Data, i)
		}
		if ca.Parent != a || cb.Parent != b {
			return fmt.Sprintf("%s/%s: child %d has another parent", path, a.Data, i)
		}
		if d := sameTree(ca, cb, fmt.Sprintf("%s/%s[%d]", path, a.Data, i)); d != "" {
			return d
		}
		ca, cb = ca.NextSibling, cb.NextSibling
	}
	return ""
}

// checkFast parses src both ways and fails when the fast path built a
// tree html.Parse does not; it reports whether the fast path took it.
func checkFast(t testing.TB, name string, src []byte) bool {
	t.Helper()
	sl := new(htmlSlab)
	fast, ok := fastParse(src, sl)
	if !ok {
		return false
	}
	want, err := html.Parse(bytes.NewReader(src))
	if err != nil {
		t.Errorf("%s: the fast path built a tree of a page html.Parse refuses (%v)", name, err)
		return true
	}
	if d := sameTree(fast, want, ""); d != "" {
		t.Errorf("%s: the fast path's tree differs from html.Parse's at %s\n%q", name, d, clip(src))
	}
	return true
}

func clip(b []byte) []byte {
	if len(b) > 400 {
		return b[:400]
	}
	return b
}

// modulePages reads every saved page of the module, by its path from the
// module's root.
func modulePages(t *testing.T) map[string][]byte {
	t.Helper()
	pages := map[string][]byte{}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == ".git") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".html") {
			return nil
		}
		src, err := os.ReadFile(path)
		pages[strings.TrimPrefix(filepath.ToSlash(path), "../")] = src
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return pages
}

// TestFastParseAgreesOnPages runs every saved page of the module, the
// parser's own sample page and the HTML5 tree-construction tests through
// the fast path: wherever it builds a tree, the tree is html.Parse's. The
// shared 500-control page and the demo page must take the fast path (the
// speed of FieldsOf depends on it).
func TestFastParseAgreesOnPages(t *testing.T) {
	var pages, taken int
	must := map[string]bool{"dom/testdata/form500.html": false}
	for rel, src := range modulePages(t) {
		pages++
		if checkFast(t, rel, src) {
			taken++
			if _, ok := must[rel]; ok {
				must[rel] = true
			}
		}
	}
	for p, ok := range must {
		if !ok {
			t.Errorf("%s did not take the fast path", p)
		}
	}
	t.Logf("module pages: %d of %d took the fast path", taken, pages)

	dir := xnetDir(t)
	if src, err := os.ReadFile(filepath.Join(dir, "html", "testdata", "go1.html")); err == nil {
		checkFast(t, "go1.html", src)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "html", "testdata", "html5lib-tests", "tree-construction", "*.dat"))
	more, _ := filepath.Glob(filepath.Join(dir, "html", "testdata", "go", "*.dat"))
	files = append(files, more...)
	if len(files) == 0 {
		t.Fatalf("no tree-construction tests under %s", dir)
	}
	var cases, fast int
	for _, f := range files {
		for i, src := range datInputs(t, f) {
			cases++
			if checkFast(t, fmt.Sprintf("%s #%d", filepath.Base(f), i), src) {
				fast++
			}
		}
	}
	if fast == 0 {
		t.Fatal("no tree-construction test took the fast path")
	}
	t.Logf("tree-construction tests: %d of %d took the fast path", fast, cases)
}

// xnetDir is where the module's copy of golang.org/x/net is.
func xnetDir(t *testing.T) string {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "golang.org/x/net").Output()
	if err != nil {
		t.Fatalf("locating golang.org/x/net: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// datInputs reads the documents of a tree-construction test file (the
// "#data" sections of the tests that parse a whole document with
// scripting on).
func datInputs(t *testing.T, path string) [][]byte {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][]byte
	var cur []string
	var in, skip bool
	flush := func() {
		if cur != nil && !skip {
			out = append(out, []byte(strings.Join(cur, "\n")))
		}
		cur, skip = nil, false
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "#data":
			flush()
			in, cur = true, []string{}
		case line == "#document-fragment" || line == "#script-off":
			skip, in = true, false
		case in && (line == "#errors" || line == "#new-errors" || line == "#document"):
			in = false
		case in:
			cur = append(cur, line)
		}
	}
	flush()
	return out
}

// FuzzFastParse checks the fast path against html.Parse on arbitrary
// input: a tree it builds is html.Parse's.
func FuzzFastParse(f *testing.F) {
	f.Add([]byte(`<!DOCTYPE html><html><head><title>a &amp; b</title></head><body><form><label>Name <input name=n value="x&quot;"></label></form></body></html>`))
	f.Add([]byte(`<ul><li>a<ul><li>b</li></ul></li></ul><table><tbody><tr><td>x</td></tr></tbody></table><select><option>1</option></select>`))
	f.Add([]byte("<pre>\nx</pre><textarea>\r\ny</textarea><script>if (a</b) {}</script>\n</body>\n</html>\n<!-- c -->"))
	f.Add([]byte(`<button><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" aria-hidden="true"><defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><use xlink:href="#g"/><path d="M0 0h24"/><title>Close &amp; go</title></svg></button>`))
	f.Add([]byte(`<head><template><meta charset=utf-8> x</template></head><div><template shadowrootmode="open"><form><label>A <input></label></form></template><form></form></div>`))
	// Every saved page of the module is a seed too.
	_ = filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() && (d.Name() == "node_modules" || d.Name() == ".git") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".html") {
			if src, err := os.ReadFile(path); err == nil && len(src) <= maxFuzzInput {
				f.Add(src)
			}
		}
		return nil
	})
	f.Fuzz(func(t *testing.T, src []byte) {
		checkFast(t, "fuzz", src)
	})
}

// TestFastParseAgreesOnGeneratedPages builds pages in the shape the fast
// path takes, and some just outside it, from a fixed vocabulary (nesting
// that must repair, tables, selects, drawings, templates, raw text,
// references, every kind of quoting) and checks each tree it builds
// against html.Parse. The seed is fixed, so a failure repeats.
func TestFastParseAgreesOnGeneratedPages(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 2026))
	tags := []string{"div", "p", "span", "a", "b", "i", "ul", "ol", "li", "dl", "dt", "dd", "form", "label",
		"button", "select", "option", "optgroup", "datalist", "fieldset", "legend", "h2", "section", "nobr",
		"table", "tbody", "tr", "td", "th", "thead", "caption", "svg", "g", "path", "title", "clippath",
		"template", "textarea", "script", "style", "pre", "em", "strong", "font", "x-card", "ruby", "rt", "math",
		"colgroup", "tfoot"}
	voids := []string{"input", "br", "img", "hr", "meta", "link", "wbr", "source", "col"}
	texts := []string{"x", " ", "\n", "a &amp; b", "&copy; 2026", "&#39;", "&#x1F600;", "&notit;", "&", "a<b",
		"\r\n", "R&D", "1 < 2", "&nbsp;", "&quot", "]]>"}
	attrs := []string{` id="a"`, ` class='b c'`, ` hidden`, ` type=checkbox`, ` value="x&amp;y"`, ` href="?a=1&b=2"`,
		` viewbox="0 0 1 1"`, ` xlink:href="#g"`, ` xmlns="http://www.w3.org/2000/svg"`, ` data-x=1/`,
		` shadowrootmode="open"`, ` CLASS="u"`, ` id="a" id="b"`, ` fill="none"`, ` stroke-width=2`, ` a=b'c`, ` [value]="v"`, ` @click="f()"`}
	var gen func(b *strings.Builder, depth int)
	gen = func(b *strings.Builder, depth int) {
		for n := r.IntN(4); n >= 0; n-- {
			switch k := r.IntN(10); {
			case k < 3:
				b.WriteString(texts[r.IntN(len(texts))])
			case k < 4:
				v := voids[r.IntN(len(voids))]
				b.WriteString("<" + v + attrs[r.IntN(len(attrs))])
				if r.IntN(3) == 0 {
					b.WriteString("/")
				}
				b.WriteString(">")
			case k < 5:
				b.WriteString("<!-- c -->")
			default:
				tag := tags[r.IntN(len(tags))]
				b.WriteString("<" + tag)
				for a := r.IntN(3); a > 0; a-- {
					b.WriteString(attrs[r.IntN(len(attrs))])
				}
				b.WriteString(">")
				if depth < 6 {
					gen(b, depth+1)
				}
				if r.IntN(12) != 0 { // now and then left open
					b.WriteString("</" + tag + ">")
				}
			}
		}
	}
	var taken int
	const pages = 4000
	for i := range pages {
		var b strings.Builder
		switch r.IntN(3) {
		case 0:
			b.WriteString("<!DOCTYPE html><html><head><title>t</title></head><body>")
		case 1:
			b.WriteString("<!doctype html>\n<head>\n<meta charset=utf-8>\n")
		}
		gen(&b, 0)
		if r.IntN(2) == 0 {
			b.WriteString("</body>\n</html>\n")
		}
		if checkFast(t, fmt.Sprintf("page %d", i), []byte(b.String())) {
			taken++
		}
	}
	if taken < pages/10 {
		t.Errorf("only %d of %d generated pages took the fast path: the check checks little", taken, pages)
	}
	t.Logf("%d of %d generated pages took the fast path", taken, pages)
}
