// Command surefill is surefill's side of the bench. It fills the bench
// pages with surefill.Label targets through Fill — every write verified,
// read back from the page — lists form500 with Fields, and fills one field
// of big20k. Launch and navigation are outside every timing.
package main

import (
	"context"
	"fmt"
	"time"

	"github.com/surefill/surefill"

	"github.com/surefill/surefill/bench/internal/peer"
	"github.com/surefill/surefill/bench/internal/plan"
)

func main() {
	cfg := peer.ParseFlags()
	out := plan.Output{Peer: "surefill"}
	if err := run(cfg, &out); err != nil {
		out.Error = err.Error()
	}
	peer.Print(out)
}

func run(cfg peer.Config, out *plan.Output) error {
	ctx := context.Background()
	b, err := surefill.Launch(ctx, &surefill.Options{
		ChromePath: cfg.Chrome,
		Args:       peer.Flags,
		// PageJS only to read __benchState() after the timed part.
		Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms, surefill.PageJS}, Sites: []string{"127.0.0.1"}},
	})
	if err != nil {
		return err
	}
	defer b.Close()
	tab, err := b.NewTab(ctx, "")
	if err != nil {
		return err
	}

	if cfg.Want("form60") {
		p, err := peer.Load("form60")
		if err != nil {
			return err
		}
		out.Results = append(out.Results, fillAll(ctx, tab, cfg.URL(p), p.Fields, "form60.fill"))
	}
	if cfg.Want("form500.list") || cfg.Want("form500.fill") {
		p, err := peer.Load("form500")
		if err != nil {
			return err
		}
		if cfg.Want("form500.list") {
			r, err := list(ctx, tab, cfg.URL(p))
			if err != nil {
				return err
			}
			out.Results = append(out.Results, r)
		}
		if cfg.Want("form500.fill") {
			out.Results = append(out.Results, fillAll(ctx, tab, cfg.URL(p), p.Fields, "form500.fill"))
		}
	}
	if cfg.Want("big20k") {
		p, err := peer.Load("big20k")
		if err != nil {
			return err
		}
		out.Results = append(out.Results, fillAll(ctx, tab, cfg.URL(p), []plan.Field{*p.One}, "big20k.fill"))
	}
	return nil
}

// list times Fields on a freshly loaded page.
func list(ctx context.Context, tab *surefill.Tab, url string) (plan.Result, error) {
	if err := tab.Goto(ctx, url); err != nil {
		return plan.Result{}, err
	}
	start := time.Now()
	fields, err := tab.Fields(ctx, nil)
	r := plan.Result{Scenario: "form500.list", Variant: "surefill Fields", MS: ms(time.Since(start)), N: len(fields)}
	if err != nil {
		r.Errors = []string{err.Error()}
	}
	verified := 0
	for _, f := range fields {
		if f.Target != nil {
			verified++
		}
	}
	r.Note = fmt.Sprintf("%d fields, %d with a verified target", len(fields), verified)
	return r, nil
}

// target and value say a plan field the surefill way: the text a person
// sees (label, accessible name, question text or legend) and the value.
func target(f plan.Field) (surefill.Target, any) {
	switch f.Kind {
	case plan.Checkbox:
		return surefill.Label(f.Label), true
	default: // text, select (by option label), radio (Label is the legend)
		return surefill.Label(f.Label), f.Value
	}
}

func fillAll(ctx context.Context, tab *surefill.Tab, url string, fields []plan.Field, scenario string) plan.Result {
	r := plan.Result{Scenario: scenario, Variant: "surefill", N: len(fields)}
	if err := tab.Goto(ctx, url); err != nil {
		r.Errors = append(r.Errors, err.Error())
		return r
	}
	start := time.Now()
	for _, f := range fields {
		t := time.Now()
		fctx, cancel := context.WithTimeout(ctx, time.Minute)
		tg, v := target(f)
		if _, err := tab.Fill(fctx, tg, v, nil); err != nil {
			r.Errors = append(r.Errors, fmt.Sprintf("%s: %v", f.Label, err))
		}
		cancel()
		r.FieldMS = append(r.FieldMS, ms(time.Since(t)))
	}
	r.MS = ms(time.Since(start))
	st, err := tab.Evaluate(ctx, `() => window.__benchState()`)
	if s, ok := st.(string); ok {
		r.State = s
	} else if err != nil {
		r.Errors = append(r.Errors, "state: "+err.Error())
	}
	return r
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
