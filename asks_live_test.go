package surefill_test

import (
	"context"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
	"github.com/surefill/surefill/internal/wscount"
)

// TestListingAsksThePageOnce counts, outside the SDK (a proxy in front of
// the browser), the evaluations a listing costs: on a page just loaded,
// one (the projection, which reads the site address in the same
// evaluation the site check then judges); on a settled page, one (the
// counters, which the values check and the model's check share).
func TestListingAsksThePageOnce(t *testing.T) {
	px, err := wscount.New(livetest.Endpoint(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { px.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	b, err := surefill.Connect(ctx, px.Endpoint(), &surefill.Options{Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"127.0.0.1"}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	a, _ := livetest.Serve(t)
	tab, err := b.NewTab(ctx, a+"/codes")
	if err != nil {
		t.Fatal(err)
	}
	// The facts of a large page's projection are asked by a call sent at
	// once behind it (one round trip): that call is not counted here.
	evals := func(what string, call func() int) {
		t.Helper()
		n, before := px.Counts()
		eb := px.Evaluated()
		if got := call(); got == 0 {
			t.Fatalf("%s listed nothing", what)
		}
		_, m := px.Since(n, before)
		behind := px.Evaluated()["__surefill.projectFacts"] - eb["__surefill.projectFacts"]
		if m["Runtime.evaluate"]-behind != 1 || m["Runtime.callFunctionOn"] != 0 || behind > 1 {
			t.Errorf("%s sent %v (%d behind the projection), want one Runtime.evaluate", what, m, behind)
		}
	}
	fields := func() int {
		fs, err := tab.Fields(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		return len(fs)
	}
	evals("Fields on a page just loaded", fields)
	evals("Fields on a settled page", fields)
	evals("Clickables on a settled page", func() int {
		cs, _, err := tab.Clickables(ctx, nil, true)
		if err != nil {
			t.Fatal(err)
		}
		return len(cs)
	})
	if err := tab.Goto(ctx, a+"/codes?again"); err != nil {
		t.Fatal(err)
	}
	evals("Fields after a navigation", fields)
}
