package surefill_test

import (
	"errors"
	"regexp"
	"slices"
	"testing"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
)

func init() {
	// The page keeps what its change events saw, apart from the DOM the
	// fill touches.
	livetest.Pages["/optionmatch"] = `<!doctype html><title>option match</title>
<label for=ship>Delivery</label>
<select id=ship onchange="document.getElementById('seen').textContent = this.value">
<option value="">Choose…</option><option value=std>Standard 5 days · $4.00</option><option value=exp>Express 2 days · $9.00</option><option value=pickup>Pickup (free)</option>
</select>
<fieldset><legend>Seats left</legend>
<label><input type=radio name=slot value=am onchange="document.getElementById('slot').textContent = this.value"> Morning (3 left)</label>
<label><input type=radio name=slot value=pm onchange="document.getElementById('slot').textContent = this.value"> Afternoon (12 left)</label>
</fieldset>
<p id=seen></p><p id=slot></p>`
}

func TestLiveOptionMatch(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	tab, ctx := livetest.OpenPage(t, b, "/optionmatch")
	f, err := tab.Fill(ctx, surefill.Label("Delivery"), surefill.OptionMatch(regexp.MustCompile(`^Express\b`)), nil)
	if err != nil || f.Value != "Express 2 days · $9.00" {
		t.Fatalf("Fill by pattern = %v, %v", f.Value, err)
	}
	if got, err := tabText(tab, surefill.CSS("#seen")); err != nil || got != "exp" {
		t.Errorf("the page's change handler saw %q (%v), want exp", got, err)
	}
	if _, err := tab.Fill(ctx, surefill.Label("Seats left"), surefill.OptionMatch(regexp.MustCompile(`^Afternoon`)), nil); err != nil {
		t.Fatal(err)
	}
	if got, err := tabText(tab, surefill.CSS("#slot")); err != nil || got != "pm" {
		t.Errorf("the radio's change handler saw %q (%v), want pm", got, err)
	}
	// More than one match, and none: refused before any input, listing
	// the options that match or all of them; the select is left alone.
	_, err = tab.Fill(ctx, surefill.Label("Delivery"), surefill.OptionMatch(regexp.MustCompile(`days`)), nil)
	var fe *surefill.FieldError
	if !errors.As(err, &fe) || fe.Code != surefill.Ambiguous || fe.Changed || !slices.Equal(fe.Options, []string{"Standard 5 days · $4.00", "Express 2 days · $9.00"}) {
		t.Errorf("two matches: %#v", err)
	}
	_, err = tab.Fill(ctx, surefill.Label("Delivery"), surefill.OptionMatch(regexp.MustCompile(`^Drone`)), nil)
	if !errors.As(err, &fe) || fe.Code != surefill.NoOption || fe.Changed || len(fe.Options) != 3 {
		t.Errorf("no match: %#v", err)
	}
	if got, err := tabText(tab, surefill.CSS("#seen")); err != nil || got != "exp" {
		t.Errorf("after the refused fills the page saw %q (%v), want exp", got, err)
	}
}
