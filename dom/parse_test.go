package dom

import "testing"

func TestParseBasics(t *testing.T) {
	d, err := Parse([]byte(`<div id=h><template shadowrootmode=open><label>In <slot></slot></label><input id=x value=s></template><b>light</b></div>
<select id=s><option>a<option selected>b</select><p hidden id=p>x</p><span style="visibility:hidden" id=v><i id=vi>y</i></span>`), nil)
	if err != nil {
		t.Fatal(err)
	}
	h := d.Root.ElementByID("h")
	if h == nil || h.Shadow == nil {
		t.Fatalf("no shadow root on host %v", h)
	}
	in := h.Shadow.Children[0].Parent.Children[1]
	if in.Tag != "input" || in.State.Value != "s" {
		t.Fatalf("shadow input = %q %q", in.Tag, in.State.Value)
	}
	if d.Root.ElementByID("x") != nil {
		t.Error("shadow id leaked into document scope")
	}
	if got := in.ElementByID("x"); got != in {
		t.Error("id not found in its shadow scope")
	}
	if !d.Root.ElementByID("p").Hidden() || !d.Root.ElementByID("vi").Hidden() {
		t.Error("hidden/visibility not applied")
	}
	if d.Root.ElementByID("h").Hidden() {
		t.Error("host reported hidden")
	}
	s := d.Root.ElementByID("s")
	if o := s.Children[1]; !o.State.Selected || s.Children[0].State.Selected {
		t.Error("selected option wrong")
	}
}
