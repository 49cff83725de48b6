package dom

import (
	"strings"
	"testing"
)

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

// TestParseTreeOrder: a declarative shadow root that follows light
// children still comes before them in tree order, as after Reindex, and
// only the first such template of a host becomes its shadow root.
func TestParseTreeOrder(t *testing.T) {
	d, err := Parse([]byte(`<div id=h><b>light</b>t<template shadowrootmode=closed><i><template shadowrootmode=open><u>deep</u></template>x</i></template><template shadowrootmode=open><s>second</s></template></div><p>after</p>`), nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoc(t, d, 0)
	h := d.Root.ElementByID("h")
	if h.Shadow == nil || h.Shadow.ShadowMode != "closed" {
		t.Fatalf("shadow root = %+v", h.Shadow)
	}
	if h.Shadow.Order != h.Order+1 {
		t.Errorf("shadow root at %d, host at %d", h.Shadow.Order, h.Order)
	}
	var tags []string
	for _, c := range h.Children {
		tags = append(tags, c.Tag)
	}
	if got := strings.Join(tags, ","); got != "b,,template" {
		t.Errorf("light children = %q", got)
	}
}
