package live_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	cdpruntime "github.com/chromedp/cdproto/runtime"

	"github.com/surefill/surefill/internal/live"
)

// selectPage has a select with disabled options, optgroups (one
// disabled), accents, a label attribute and labels that share prefixes,
// and a 10,000-option select; the page counts the input and change events
// each gets, and whether any was synthetic.
func selectPage() string {
	var b strings.Builder
	b.WriteString(`<!doctype html><title>select</title>
<select id=s><option value="">Choose…</option><option>France</option><option>Germany</option><option>United Kingdom</option><option disabled>Iceland</option>
<optgroup label="Far"><option>United States</option><option>Canada</option></optgroup>
<optgroup label="Closed" disabled><option>Narnia</option></optgroup>
<option>Éire</option><option>eclair</option><option label="Spain">  España </option><option>Sweden</option><option>Switzerland</option></select>
<select id=big>`)
	for i := 0; i < 10000; i++ {
		fmt.Fprintf(&b, "<option>Option %d</option>", i)
	}
	b.WriteString(`</select>
<script>
  window.counts = {};
  for (const id of ['s', 'big']) {
    const el = document.getElementById(id);
    for (const t of ['input', 'change']) el.addEventListener(t, (e) => {
      const c = (counts[id] ||= { input: 0, change: 0, untrusted: 0 });
      c[t]++;
      if (!e.isTrusted) c.untrusted++;
    });
  }
</script>`)
	return b.String()
}

// TestSelectNativeOneChange moves native selects between options in every
// way the plan knows (one key on the closed select, typed characters on
// it twice within a second, the open list with arrows, Home, End and
// type-ahead, nothing selected at first, 10,000 options), and reads from
// the page that each move selected the option and fired exactly one
// trusted input and one trusted change.
func TestSelectNativeOneChange(t *testing.T) {
	selectMoves(t, []selectMove{
		{"s", "Choose…", "France"},
		{"s", "France", "Switzerland"},
		{"s", "Switzerland", "Choose…"},
		{"s", "Choose…", "United Kingdom"},
		{"s", "United Kingdom", "Canada"}, // "U", then "C" within a second: a search of its own
		{"s", "Canada", "United Kingdom"},
		{"s", "United Kingdom", "United States"},
		{"s", "United States", "Germany"},
		{"s", "Germany", "eclair"},
		{"s", "eclair", "Spain"},
		{"s", "Spain", "Canada"},
		{"s", "Canada", "Éire"},
		{"s", "Choose…", "Sweden"},
		{"s", "", "United Kingdom"},
	})
}

// TestSelectNativeLong moves a 10,000-option select: End to the last
// option, eleven typed characters in the open list to one in the middle
// (the browser's list takes a while to follow each key: the keys' own
// timestamps keep them one type-ahead search however slow it is), and an
// arrow back.
func TestSelectNativeLong(t *testing.T) {
	selectMoves(t, []selectMove{
		{"big", "Option 0", "Option 9999"},
		{"big", "Option 0", "Option 5000"},
		{"big", "Option 5000", "Option 4999"},
	})
}

type selectMove struct {
	id, from, to string // from "" means none selected
}

func selectMoves(t *testing.T, moves []selectMove) {
	srv := serve(t, map[string]string{"/select": selectPage()})
	f, ctx := open(t, srv.URL+"/select")
	d, err := f.Model(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range moves {
		sel := byID(d, c.id)
		labels := live.SelectLabels(sel)
		from, to := slices.Index(labels, c.from), slices.Index(labels, c.to)
		if to < 0 || (c.from != "" && from < 0) {
			t.Fatalf("%s: no %q or %q among %d labels", c.id, c.from, c.to, len(labels))
		}
		h := f.Handle(sel)
		// Start from the option (selectedIndex from script fires nothing).
		if err := h.Call(ctx, "(el, l) => { el.selectedIndex = l === '' ? -1 : Array.from(el.options).findIndex((o) => o.label === l); }", nil, c.from); err != nil {
			t.Fatal(err)
		}
		if err := evalMain(ctx, f, "counts = {}"); err != nil {
			t.Fatal(err)
		}
		var log live.Log
		if err := h.SelectNative(ctx, &log, from, to); err != nil {
			t.Fatalf("%s %q → %q: %v (%q)", c.id, c.from, c.to, err, log.Steps)
		}
		var res cdpruntime.EvaluateResult
		var got struct {
			Label  string         `json:"label"`
			Counts map[string]int `json:"counts"`
		}
		res, err = cdp.Call(ctx, f.P.S, cdpruntime.Evaluate, cdpruntime.EvaluateParams{ReturnByValue: new(true),
			Expression: fmt.Sprintf("({ label: document.getElementById(%q).selectedOptions[0].label, counts: counts[%q] || {} })", c.id, c.id)})
		if err == nil {
			err = live.Decode(res.Result, res.ExceptionDetails, "eval", &got)
		}
		if err != nil {
			t.Fatal(err)
		}
		if got.Label != c.to || got.Counts["input"] != 1 || got.Counts["change"] != 1 || got.Counts["untrusted"] != 0 {
			t.Errorf("%s %q → %q: selected %q, events %v (%q)", c.id, c.from, c.to, got.Label, got.Counts, log.Steps)
		}
	}
}
