// Command surefill is surefill's side of the bench. It fills the bench
// pages with surefill.Label targets through Fill — every write verified,
// read back from the page — lists form500 with Fields, and fills one field
// of big20k. Launch and navigation are outside every timing.
package main

import (
	"context"
	"fmt"
	"os"
	"runtime/pprof"
	"time"

	"github.com/surefill/surefill"
	sfcdp "github.com/surefill/surefill/cdp"

	"github.com/surefill/surefill/bench/internal/peer"
	"github.com/surefill/surefill/bench/internal/plan"
	"github.com/surefill/surefill/internal/wscount"
)

func main() {
	cfg := peer.ParseFlags()
	if cfg.CPUProfile != "" {
		f, err := os.Create(cfg.CPUProfile)
		if err == nil {
			_ = pprof.StartCPUProfile(f)
			defer pprof.StopCPUProfile()
		}
	}
	out := plan.Output{Peer: "surefill"}
	if err := run(cfg, &out); err != nil {
		out.Error = err.Error()
	}
	peer.Print(out)
}

// options are surefill's options in every run: PageJS only to read
// __benchState() after the timed part.
func options(cfg peer.Config) *surefill.Options {
	return &surefill.Options{
		ChromePath: cfg.Chrome,
		Args:       peer.Flags,
		Grants:     surefill.Grants{Allow: []surefill.Grant{surefill.Forms, surefill.PageJS}, Sites: []string{"127.0.0.1"}},
	}
}

func run(cfg peer.Config, out *plan.Output) error {
	if err := timed(cfg, out); err != nil {
		return err
	}
	if cfg.Want("form60") {
		// After the timed runs, in a browser of its own: the same fill
		// through a proxy that counts the messages sent.
		return counted(cfg, out)
	}
	return nil
}

func timed(cfg peer.Config, out *plan.Output) error {
	ctx := context.Background()
	b, err := surefill.Launch(ctx, options(cfg))
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
		out.Results = append(out.Results, fillAll(ctx, tab, cfg.URL(p), p.Fields, "form60.fill", nil))
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
			out.Results = append(out.Results, fillAll(ctx, tab, cfg.URL(p), p.Fields, "form500.fill", nil))
		}
	}
	if cfg.Want("big20k") {
		p, err := peer.Load("big20k")
		if err != nil {
			return err
		}
		out.Results = append(out.Results, fillAll(ctx, tab, cfg.URL(p), []plan.Field{*p.One}, "big20k.fill", nil))
	}
	return nil
}

// counted fills form60 once more with surefill connected through a
// counting proxy, and reports the messages each field cost (untimed).
func counted(cfg peer.Config, out *plan.Output) error {
	ctx := context.Background()
	cb, err := sfcdp.Launch(ctx, &sfcdp.LaunchOptions{Path: cfg.Chrome, Args: peer.Flags})
	if err != nil {
		return err
	}
	defer cb.Close()
	px, err := wscount.New(cb.WebSocketURL())
	if err != nil {
		return err
	}
	defer px.Close()
	b, err := surefill.Connect(ctx, px.Endpoint(), options(cfg))
	if err != nil {
		return err
	}
	defer b.Close()
	tab, err := b.NewTab(ctx, "")
	if err != nil {
		return err
	}
	p, err := peer.Load("form60")
	if err != nil {
		return err
	}
	r := fillAll(ctx, tab, cfg.URL(p), p.Fields, "form60.fill", px)
	r.Untimed = true
	out.Results = append(out.Results, r)
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

// fillAll fills the fields in order; with a proxy, it counts the messages
// each field sent.
func fillAll(ctx context.Context, tab *surefill.Tab, url string, fields []plan.Field, scenario string, px *wscount.Proxy) plan.Result {
	r := plan.Result{Scenario: scenario, Variant: "surefill", N: len(fields)}
	if err := tab.Goto(ctx, url); err != nil {
		r.Errors = append(r.Errors, err.Error())
		return r
	}
	start := time.Now()
	for _, f := range fields {
		var n0 int
		var m0 map[string]int
		if px != nil {
			n0, m0 = px.Counts()
		}
		t := time.Now()
		fctx, cancel := context.WithTimeout(ctx, time.Minute)
		tg, v := target(f)
		if _, err := tab.Fill(fctx, tg, v, nil); err != nil {
			r.Errors = append(r.Errors, fmt.Sprintf("%s: %v", f.Label, err))
		}
		cancel()
		r.FieldMS = append(r.FieldMS, ms(time.Since(t)))
		if px != nil {
			n, m := px.Since(n0, m0)
			r.FieldMsgs = append(r.FieldMsgs, n)
			r.FieldMethods = append(r.FieldMethods, m)
		}
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
