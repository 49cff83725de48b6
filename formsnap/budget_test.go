package formsnap_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/surefill/surefill/formsnap"
)

func TestBudgets(t *testing.T) {
	t.Run("controls", func(t *testing.T) {
		var b strings.Builder
		b.WriteString("<form>")
		for i := range 600 {
			fmt.Fprintf(&b, `<label>Field %d <input name="f%d"></label>`, i, i)
		}
		b.WriteString("</form>")
		s := build(t, b.String())
		if !s.Truncated || len(s.Forms) != 1 || len(s.Forms[0].Controls) != formsnap.MaxControls {
			t.Fatalf("truncated %v, %d controls", s.Truncated, len(s.Forms[0].Controls))
		}
		if got := s.Forms[0].Controls[formsnap.MaxControls-1].Label; got != "Field 511" {
			t.Errorf("last control %q: not the first 512 in document order", got)
		}
	})
	t.Run("forms", func(t *testing.T) {
		var b strings.Builder
		for i := range 70 {
			fmt.Fprintf(&b, `<form><label>Q%d <input></label></form>`, i)
		}
		b.WriteString(`<label>Outside <input></label>`)
		s := build(t, b.String())
		if !s.Truncated || len(s.Forms) != formsnap.MaxForms {
			t.Fatalf("truncated %v, %d forms", s.Truncated, len(s.Forms))
		}
		if len(s.UnownedControls) != 1 {
			t.Errorf("unowned controls after the budget: %d", len(s.UnownedControls))
		}
	})
	t.Run("strings", func(t *testing.T) {
		long := strings.Repeat("long ", 100)
		s := build(t, `<label>`+long+`<textarea>`+long+`</textarea></label>`)
		c := s.UnownedControls[0]
		if !s.Truncated || len([]rune(c.Label)) != formsnap.MaxString || len([]rune(*c.State.Value)) != formsnap.MaxString {
			t.Fatalf("truncated %v, label %d, value %d runes", s.Truncated, len([]rune(c.Label)), len([]rune(*c.State.Value)))
		}
		if c.Target != nil {
			t.Errorf("a name too long to match exactly made a target: %v", c.Target)
		}
	})
	t.Run("options keep the selected one", func(t *testing.T) {
		var b strings.Builder
		b.WriteString(`<label>Pick <select>`)
		for i := range 300 {
			sel := ""
			if i == 299 {
				sel = " selected"
			}
			fmt.Fprintf(&b, `<option%s>Option %d</option>`, sel, i)
		}
		b.WriteString(`</select></label>`)
		s := build(t, b.String())
		c := s.UnownedControls[0]
		if !s.Truncated || len(c.Options) != formsnap.MaxOptions || c.Options[len(c.Options)-1].Label != "Option 299" {
			t.Fatalf("truncated %v, %d options, last %q", s.Truncated, len(c.Options), c.Options[len(c.Options)-1].Label)
		}
	})
	t.Run("max controls option", func(t *testing.T) {
		s, err := formsnap.Build(parse(t, []byte(basePage)), &formsnap.Options{MaxControls: 2})
		if err != nil {
			t.Fatal(err)
		}
		if !s.Truncated || len(s.Forms[0].Controls) != 2 {
			t.Fatalf("%+v", s)
		}
	})
}

func TestLimit(t *testing.T) {
	s := build(t, basePage)
	for _, max := range []int{0, 1, 3, 4, 6, 7, 8, 100} {
		l := s.Limit(max)
		if err := l.Validate(); err != nil {
			t.Fatalf("Limit(%d): %v", max, err)
		}
		n := len(l.UnownedControls)
		for _, f := range l.Forms {
			n += len(f.Controls)
		}
		if want := min(max, 8); n != want {
			t.Errorf("Limit(%d) kept %d controls", max, n)
		}
		if l.Truncated != (max < 8) {
			t.Errorf("Limit(%d): truncated %v", max, l.Truncated)
		}
	}
	// Limit(4) keeps the first radio: its group stays with one member.
	l := s.Limit(4)
	if g := l.Forms[0].Groups; len(g) != 1 || len(g[0].Controls) != 1 {
		t.Errorf("groups after Limit(4): %+v", g)
	}
	if len(l.Forms[0].SubmitControls) != 0 {
		t.Error("the submit list names a control that was cut")
	}
	b1, _ := json.Marshal(s)
	b2, _ := json.Marshal(build(t, basePage))
	if string(b1) != string(b2) {
		t.Error("Limit changed the snapshot it was called on")
	}
}
