package resolver_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

func pageOf(t *testing.T, top string, frames map[string]string) *resolver.Page {
	t.Helper()
	parse := func(src string) *dom.Document {
		d, err := dom.Parse([]byte(src), nil)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	p := &resolver.Page{Docs: []*resolver.Resolver{resolver.New(parse(top), nil)}}
	for _, addr := range []string{"http://pay.test:8443/card?x=1", "http://survey.test/q"} {
		if src, ok := frames[addr]; ok {
			p.Docs = append(p.Docs, resolver.New(parse(src), &resolver.Options{Address: addr, Nested: true}))
		}
	}
	return p
}

// The page rules, offline: one document's match acts there, several are
// ambiguous with candidates narrowed to their documents, and listings
// narrow only the targets that would reach two documents.
func TestPageJudgesAcrossDocuments(t *testing.T) {
	p := pageOf(t, `<label>Email <input></label><label>Hidden <input style="display:none"></label>`, map[string]string{
		"http://pay.test:8443/card?x=1": `<label>Card number <input></label><label>Email <input></label>`,
		"http://survey.test/q":          `<label>Hidden <input style="display:none"></label>`,
	})
	if i, m, err := p.Match(resolver.Label("Card number")); err != nil || i != 1 || m == nil {
		t.Fatalf("a target in one frame: %d, %v", i, err)
	}
	_, _, err := p.Match(resolver.Label("Email"))
	var re *resolver.Error
	if !errors.As(err, &re) || re.Code != resolver.Ambiguous {
		t.Fatalf("a target in two documents: %v", err)
	}
	want := []string{`surefill.Label("Email").Within(surefill.MainFrame())`, `surefill.Label("Email").Within(surefill.InFrame("/card?x=1"))`}
	if strings.Join(re.Candidates, " ") != strings.Join(want, " ") {
		t.Errorf("candidates %q, want %q", re.Candidates, want)
	}
	for k, c := range re.Candidates {
		ct, err := resolver.ParseTarget(c)
		if err != nil {
			t.Fatal(err)
		}
		if i, _, err := p.Match(ct); err != nil || i != k {
			t.Errorf("candidate %s: document %d, %v", c, i, err)
		}
	}
	_, _, err = p.Match(resolver.Label("Hidden"))
	if !errors.As(err, &re) || re.Code != resolver.NotFound || re.Hidden != 2 {
		t.Errorf("only hidden matches, in two documents: %v (hidden %d)", err, re.Hidden)
	}
	fs, err := p.Fields(nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, f := range fs {
		got[f.Target.String()] = f.Frame
	}
	for target, frame := range map[string]string{
		`surefill.Label("Email").Within(surefill.MainFrame())`:          "",
		`surefill.Label("Card number")`:                                 "http://pay.test:8443/card?x=1",
		`surefill.Label("Email").Within(surefill.InFrame("/card?x=1"))`: "http://pay.test:8443/card?x=1",
	} {
		if f, ok := got[target]; !ok || f != frame {
			t.Errorf("the listing lacks %s in %q: %v", target, frame, got)
		}
	}
	if only, err := p.Fields(resolver.InFrame("/card")); err != nil || len(only) != 2 {
		t.Errorf("Fields within one frame: %d, %v", len(only), err)
	}
	if _, _, err := p.Match(resolver.InFrame("/card")); err == nil {
		t.Error("a document container alone matched something")
	}
}
