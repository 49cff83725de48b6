package resolver

import (
	"fmt"
	"testing"
)

// TestRadiosSlottedIntoAShadowGroup: a custom element's radios are its
// light children, slotted into a radiogroup its shadow tree draws and
// names (aria-labelledby to a label in the same shadow tree, whose text is
// a slot's fallback content). The group is found up the flat tree, so the
// field is named by it; it was listed with no label, and its label found
// only the shadow tree's hidden validation input.
func TestRadiosSlottedIntoAShadowGroup(t *testing.T) {
	const page = `<form><radio-group><template shadowrootmode=open>` +
		`<fieldset role=radiogroup aria-labelledby=label><label id=label><slot name=label>T-shirt size</slot></label>` +
		`<div><label class=validation><input type=text hidden required></label><slot></slot></div></fieldset></template>` +
		`<x-radio role=radio aria-checked=false tabindex=0>Small</x-radio><x-radio role=radio aria-checked=false tabindex=-1>Medium</x-radio></radio-group>` +
		`<radio-group><template shadowrootmode=open><fieldset role=radiogroup aria-labelledby=label><label id=label><slot name=label></slot></label><slot></slot></fieldset></template>` +
		`<span slot=label>Colour</span><x-radio role=radio aria-checked=true>Red</x-radio><x-radio role=radio aria-checked=false>Blue</x-radio></radio-group></form>`
	got := listFields(t, page, func(f Field) string { return fmt.Sprintf("%s|%v|%v|%v", f.Label, f.Kind, f.Target, f.Value) })
	want := []string{`T-shirt size|radio|surefill.Label("T-shirt size")|<nil>`, `Colour|radio|surefill.Label("Colour")|Red`}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("listed\n%q\nwant\n%q", got, want)
	}
	r := newR(t, page, nil)
	for _, l := range []string{"T-shirt size", "Colour"} {
		if _, err := r.Resolve(Label(l)); err != nil {
			t.Errorf("Label(%q): %v", l, err)
		}
	}
}

// TestOptionsSlottedIntoAShadowListbox: a custom select's options are its
// light children, slotted into the listbox its shadow tree draws, which
// its combobox controls by an id of that shadow tree. The options are read
// from the listbox's flat subtree, in order (none was found, so no option
// ever appeared), and the listbox's aria-multiselectable makes the field
// take several values.
func TestOptionsSlottedIntoAShadowListbox(t *testing.T) {
	const sel = `<template shadowrootmode=open><label id=label><slot name=label>%s</slot></label>` +
		`<x-popup><template shadowrootmode=open><slot name=anchor></slot><div part=popup><slot></slot></div></template>` +
		`<div slot=anchor><input role=combobox readonly aria-controls=listbox aria-labelledby=label aria-expanded=false></div>` +
		`<div id=listbox role=listbox aria-multiselectable=%s><slot></slot></div></x-popup></template>`
	page := `<form><x-select>` + fmt.Sprintf(sel, "Country", "false") +
		`<x-option role=option aria-selected=false>Canada</x-option><x-option role=option aria-selected=true>Japan</x-option></x-select>` +
		`<x-select>` + fmt.Sprintf(sel, "Languages", "true") +
		`<x-option role=option aria-selected=true>Go</x-option><x-option role=option aria-selected=false>Rust</x-option><x-option role=option aria-selected=true>Python</x-option></x-select></form>`
	got := listFields(t, page, func(f Field) string {
		return fmt.Sprintf("%s|%v|%v|%q|%v", f.Label, f.Kind, f.Multiple, f.Options, f.Value)
	})
	want := []string{`Country|select|false|["Canada" "Japan"]|Japan`, `Languages|select|true|["Go" "Rust" "Python"]|[Go Python]`}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("listed\n%q\nwant\n%q", got, want)
	}
}

// TestClearButtonInTheWidgetsBox: a clearable custom select shows a button
// named for clearing in its box once it holds a value; it is offered
// (Clear clicks it), never a button of another field nor of its list.
func TestClearButtonInTheWidgetsBox(t *testing.T) {
	const page = `<form><div class=field><label id=l1>Country</label><div class=box>` +
		`<input role=combobox readonly aria-labelledby=l1 aria-controls=lb1 aria-expanded=false value=Japan>` +
		`<button type=button aria-label="Clear entry" tabindex=-1>×</button></div>` +
		`<div id=lb1 role=listbox style="display:none"><div role=option aria-selected=true>Japan</div></div></div>` +
		`<div class=field><label id=l2>City</label><div class=box><input role=combobox readonly aria-labelledby=l2 aria-expanded=false value=Rome></div></div>` +
		`<button type=button>Clear</button></form>`
	r := newR(t, page, nil)
	m, err := r.Match(Label("Country"))
	if err != nil {
		t.Fatal(err)
	}
	if b := r.ClearButton(m.Nodes[0]); b == nil || b.AttrOr("aria-label") != "Clear entry" {
		t.Errorf("Country's clear button: %v", b)
	}
	m, err = r.Match(Label("City"))
	if err != nil {
		t.Fatal(err)
	}
	if b := r.ClearButton(m.Nodes[0]); b != nil {
		t.Errorf("City has no clear button of its own, but one is offered: %v", b)
	}
}

// TestWithinASlottingGroup: a radiogroup drawn in a shadow tree around
// the radios slotted into it holds them for Within and for a listing
// narrowed to it (its tree-order range holds only its slot: the radios
// matched nothing inside it, and the group listed no field).
func TestWithinASlottingGroup(t *testing.T) {
	const page = `<form><radio-group><template shadowrootmode=open>` +
		`<fieldset role=radiogroup aria-labelledby=label><label id=label><slot name=label>T-shirt size</slot></label><div><slot></slot></div></fieldset></template>` +
		`<x-radio role=radio aria-checked=false>Small</x-radio><x-radio role=radio aria-checked=false>Medium</x-radio></radio-group>` +
		`<x-radio role=radio aria-checked=false>Small</x-radio></form>`
	r := newR(t, page, nil)
	if _, err := r.Resolve(Role("radio", "Small").Within(Role("radiogroup", "T-shirt size"))); err != nil {
		t.Errorf("the slotted radio within its group: %v", err)
	}
	fs, err := r.Fields(Label("T-shirt size"))
	if err != nil || len(fs) != 1 || fs[0].Label != "T-shirt size" {
		t.Errorf("Fields within the group: %v %v", fs, err)
	}
}
