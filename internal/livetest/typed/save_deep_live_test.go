package typed

import (
	"errors"
	"strings"
	"testing"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/internal/livetest"
	sftest "github.com/surefill/surefill/testing"
)

func nestedDivs(n int) string {
	return "<!doctype html><body>" + strings.Repeat("<div>", n) + "<label>Deep <input name=deep value=kept></label>" + strings.Repeat("</div>", n) + "</body>"
}

func nestedShadows(n int) string {
	return "<!doctype html><body>" + strings.Repeat(`<div><template shadowrootmode="open">`, n) + "<label>Deep <input name=deep value=kept></label>" + strings.Repeat("</template></div>", n) + "</body>"
}

func init() {
	// Before any server starts, so no request reads the map while it grows.
	livetest.Pages["/deep300"] = nestedDivs(300)
	livetest.Pages["/deep500"] = nestedDivs(500)
	livetest.Pages["/deep2000"] = nestedDivs(2000)
	livetest.Pages["/shadow200"] = nestedShadows(200)
}

// TestSaveDeepTrees: Save reads a DOM tree of any depth the saved HTML can
// hold (a single DOM.getDocument failed in Chromium's CBOR encoder from
// about 150 levels on), and past that says so with dom.ErrTooDeep rather
// than a decoder's error. What Save wrote is judged by package testing
// reading it back: the deep field is there, with its label and value.
func TestSaveDeepTrees(t *testing.T) {
	b := livetest.Launch(t, surefill.Grants{})
	for _, path := range []string{"/deep300", "/deep500", "/shadow200"} {
		t.Run(path[1:], func(t *testing.T) {
			tab, ctx := livetest.OpenPage(t, b, path)
			html, err := tab.Save(ctx)
			if err != nil {
				t.Fatalf("Save: %v", err)
			}
			fs, err := sftest.FieldsOf(html, nil)
			if err != nil {
				t.Fatalf("reading the saved page back: %v", err)
			}
			if len(fs) != 1 || fs[0].Label != "Deep" || fs[0].Value != "kept" {
				t.Fatalf("saved page's fields = %+v, want the one deep field", fs)
			}
			if want := strings.Count(livetest.Pages[path], "<div>"); strings.Count(string(html), "<div>") != want {
				t.Fatalf("saved page has %d divs, the page %d", strings.Count(string(html), "<div>"), want)
			}
		})
	}
	t.Run("deep2000", func(t *testing.T) {
		tab, ctx := livetest.OpenPage(t, b, "/deep2000")
		_, err := tab.Save(ctx)
		if !errors.Is(err, dom.ErrTooDeep) {
			t.Fatalf("Save of 2,000 nested elements: %v, want dom.ErrTooDeep", err)
		}
		if s := err.Error(); strings.Contains(s, "CBOR") || strings.Contains(s, "open stack") {
			t.Fatalf("a decoder's error leaks: %v", err)
		}
		t.Logf("Save of 2,000 nested elements: %v", err)
		// The live page itself is unaffected: its field is found.
		fs, err := tab.Fields(ctx, nil)
		if err != nil || len(fs) != 1 || fs[0].Label != "Deep" {
			t.Fatalf("live Fields on the deep page = %+v, %v", fs, err)
		}
	})
}
