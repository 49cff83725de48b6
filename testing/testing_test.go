package testing_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/surefill/surefill/resolver"
	sftest "github.com/surefill/surefill/testing"
)

const start = `<form><fieldset><legend>Work authorization</legend>
<label><input type=radio name=auth value=y> Yes</label><label><input type=radio name=auth value=n> No</label></fieldset>
<div class="field"><label for=team>Team</label><div class="ctl"><input id=team role=combobox aria-autocomplete=list><span class="shown">Core</span></div></div>
</form>`

const afterNo = `<form><fieldset><legend>Work authorization</legend>
<label><input type=radio name=auth value=y> Yes</label><label><input type=radio name=auth value=n checked> No</label></fieldset>
<div class="field"><label for=team>Team</label><div class="ctl"><input id=team role=combobox aria-autocomplete=list><span class="shown">Core</span></div></div>
<label>Visa type <input name=visa></label>
</form>`

func TestCheckTargets(t *testing.T) {
	targets := []resolver.Target{resolver.Label("Work authorization"), resolver.Label("Team"), resolver.Label("Visa type")}
	err := sftest.CheckTargets(targets, sftest.Pages{"start": []byte(start), "after no": []byte(afterNo)}, nil)
	var ce *sftest.CheckError
	if !errors.As(err, &ce) || len(ce.Failures) != 1 {
		t.Fatalf("strict: %v", err)
	}
	f := ce.Failures[0]
	if f.Target != `surefill.Label("Visa type")` || f.Page != "start" || f.Code != resolver.NotFound {
		t.Errorf("failure %+v", f)
	}
	if !errors.Is(err, resolver.NotFound) || errors.Is(err, resolver.Ambiguous) {
		t.Error("errors.Is on CheckError")
	}
	if err := sftest.CheckTargets(targets, []string{start, afterNo}, &sftest.Options{AnyPage: true}); err != nil {
		t.Errorf("any page: %v", err)
	}
	err = sftest.CheckTargets([]resolver.Target{resolver.Label("Nope")}, [][]byte{[]byte(start), []byte(afterNo)}, &sftest.Options{AnyPage: true})
	if !errors.As(err, &ce) || len(ce.Failures) != 2 || ce.Failures[0].Page != "page 1" || !strings.Contains(err.Error(), "candidates:") {
		t.Errorf("any page, nowhere: %v", err)
	}
	if err := sftest.CheckTargets(targets, sftest.Pages{}, nil); err == nil {
		t.Error("no pages accepted")
	}
}

func TestFieldsOfWithParts(t *testing.T) {
	fs, err := sftest.FieldsOf([]byte(start), &sftest.Options{Parts: []resolver.CustomParts{{Value: ".shown"}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(fs) != 2 || fs[1].Label != "Team" || fs[1].Value != "Core" {
		t.Errorf("fields %+v", fs)
	}
	f, err := sftest.FieldOf(afterNo, resolver.Label("Work authorization"), nil)
	if err != nil || f.Value != "No" || f.Kind != resolver.KindRadio {
		t.Errorf("FieldOf = %+v, %v", f, err)
	}
}

func TestCorpusPages(t *testing.T) {
	b, err := os.ReadFile("../resolver/testdata/ats_application.html")
	if err != nil {
		t.Skip(err)
	}
	fs, err := sftest.FieldsOf(b, nil)
	if err != nil || len(fs) < 10 {
		t.Fatalf("%d fields, %v", len(fs), err)
	}
	var targets []resolver.Target
	for _, f := range fs {
		if f.Target != nil {
			targets = append(targets, f.Target)
		}
		targets = append(targets, f.Alternates...)
	}
	if err := sftest.CheckTargets(targets, [][]byte{b}, nil); err != nil {
		t.Error(err)
	}
}
