// Command chromedp is the chromedp peer of surefill's bench. It fills
// form60 and one field of big20k the way chromedp scripts are written:
// chromedp.SendKeys into text fields, chromedp.SetValue on selects and
// chromedp.Click on checkboxes and radios, each found by an XPath over the
// label (BySearch) — and again by id (ByQuery), the shortcut people take
// when the page has ids. On form500 it times Accessibility.getFullAXTree,
// Chromium's own listing, as a reference for Fields and ariaSnapshot.
// Launch and navigation are outside every timing.
package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"

	"github.com/surefill/surefill/bench/internal/peer"
	"github.com/surefill/surefill/bench/internal/plan"
)

func main() {
	cfg := peer.ParseFlags()
	out := plan.Output{Peer: "chromedp"}
	if err := run(cfg, &out); err != nil {
		out.Error = err.Error()
	}
	peer.Print(out)
}

func run(cfg peer.Config, out *plan.Output) error {
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(cfg.Chrome))
	for _, f := range peer.Flags {
		name, value, ok := strings.Cut(strings.TrimPrefix(f, "--"), "=")
		switch {
		case name == "disable-features":
			// Merged with the allocator's own list (its defaults in
			// allocate.go), which a second switch would replace.
			opts = append(opts, chromedp.Flag(name, "Translate,BlinkGenPropertyTrees,"+value))
		case ok:
			opts = append(opts, chromedp.Flag(name, value))
		default:
			opts = append(opts, chromedp.Flag(name, true))
		}
	}
	// The allocator ends the browser with a kill, which leaves its
	// singleton socket directory in the temp dir: give it a temp dir of
	// its own, removed after it.
	tmp, err := os.MkdirTemp("", "bench-chromedp-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	opts = append(opts, chromedp.Env("TMPDIR="+tmp))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	if err := chromedp.Do(ctx); err != nil { // starts the browser
		return err
	}

	if cfg.Want("form60") {
		p, err := peer.Load("form60")
		if err != nil {
			return err
		}
		out.Results = append(out.Results,
			fillAll(ctx, cfg.URL(p), p.Fields, "form60.fill", "chromedp", byLabel),
			fillAll(ctx, cfg.URL(p), p.Fields, "form60.fill", "chromedp-id", byID))
	}
	if cfg.Want("form500.list") {
		p, err := peer.Load("form500")
		if err != nil {
			return err
		}
		if err := chromedp.Do(ctx, chromedp.Navigate(cfg.URL(p))); err != nil {
			return err
		}
		start := time.Now()
		tree, err := chromedp.Run(ctx, func(ctx context.Context, t *chromedp.Target) (accessibility.GetFullAXTreeResult, error) {
			return cdp.Call(ctx, t, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
		})
		r := plan.Result{Scenario: "form500.list", Variant: "chromedp getFullAXTree", MS: ms(time.Since(start)), N: len(tree.Nodes), Note: fmt.Sprintf("%d AX nodes", len(tree.Nodes))}
		if err != nil {
			r.Errors = []string{err.Error()}
		}
		out.Results = append(out.Results, r)
	}
	if cfg.Want("big20k") {
		p, err := peer.Load("big20k")
		if err != nil {
			return err
		}
		out.Results = append(out.Results, fillAll(ctx, cfg.URL(p), []plan.Field{*p.One}, "big20k.fill", "chromedp", byLabel))
	}
	return nil
}

// A locator turns a plan field into a chromedp action on the control.
type locator func(f plan.Field) chromedp.Action[chromedp.Void]

// byLabel finds the control the way a label-minded chromedp script does:
// an XPath from the text a person sees, run with DOM.performSearch.
func byLabel(f plan.Field) chromedp.Action[chromedp.Void] {
	l := xq(f.Label)
	var x string
	switch f.How {
	case plan.ByLabel:
		x = fmt.Sprintf(`//*[@id=//label[normalize-space()=%s]/@for] | //label[normalize-space()=%s]//*[self::input or self::select or self::textarea]`, l, l)
	case plan.ByAria:
		x = fmt.Sprintf(`//*[@aria-label=%s or @aria-labelledby=//*[normalize-space()=%s]/@id]`, l, l)
	case plan.ByQuestion:
		x = fmt.Sprintf(`//div[contains(concat(" ", @class, " "), " question ")][.//*[normalize-space()=%s]]//*[self::input or self::textarea]`, l)
	case plan.ByGroup:
		x = fmt.Sprintf(`//fieldset[legend[normalize-space()=%s]]//label[normalize-space()=%s]//input`, l, xq(f.Value))
	}
	return action(f, chromedp.Search(x))
}

// byID is the shortcut: the control's id, with querySelector.
func byID(f plan.Field) chromedp.Action[chromedp.Void] { return action(f, chromedp.ID(f.ID)) }

// xq quotes a string for XPath 1.0.
func xq(s string) string {
	if !strings.Contains(s, `"`) {
		return `"` + s + `"`
	}
	return "'" + s + "'"
}

func action[S chromedp.Selectable](f plan.Field, sel S) chromedp.Action[chromedp.Void] {
	switch f.Kind {
	case plan.Select:
		return chromedp.SetValue(sel, f.OptionValue)
	case plan.Checkbox, plan.Radio:
		return chromedp.Click(sel)
	default:
		return chromedp.SendKeys(sel, f.Value)
	}
}

func fillAll(ctx context.Context, url string, fields []plan.Field, scenario, variant string, loc locator) plan.Result {
	r := plan.Result{Scenario: scenario, Variant: variant, N: len(fields)}
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		r.Errors = append(r.Errors, err.Error())
		return r
	}
	start := time.Now()
	for _, f := range fields {
		t := time.Now()
		fctx, cancel := context.WithTimeout(ctx, time.Minute)
		if err := chromedp.Do(fctx, loc(f)); err != nil {
			r.Errors = append(r.Errors, fmt.Sprintf("%s: %v", f.Label, err))
		}
		cancel()
		r.FieldMS = append(r.FieldMS, ms(time.Since(t)))
	}
	r.MS = ms(time.Since(start))
	var err error
	if r.State, err = chromedp.Run(ctx, chromedp.Evaluate[string](`window.__benchState()`)); err != nil {
		r.Errors = append(r.Errors, "state: "+err.Error())
	}
	return r
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
