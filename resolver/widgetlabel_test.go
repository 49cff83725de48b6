package resolver

import (
	"fmt"
	"strings"
	"testing"
)

// labelled prints each field as kind|label|value|target.
func labelled(t *testing.T, html string) []string {
	t.Helper()
	return listFields(t, html, func(f Field) string {
		tt := "no target"
		if f.Target != nil {
			tt = f.Target.String()
		}
		v := ""
		if f.Value != nil {
			v = fmt.Sprint(f.Value)
		}
		return fmt.Sprintf("%s|%s|%s|%s", f.Kind, f.Label, v, tt)
	})
}

// TestCompositeLabels: a widget that shows a value is labelled by its
// question, never by what it shows, so its label and target read the same
// before and after a choice ({{V}} is the shown value, {{A}} marks what a
// widget sets once a value is chosen).
func TestCompositeLabels(t *testing.T) {
	cases := []struct {
		name, html string
		shown      [2]string // what the widget shows before and after a choice
		values     [2]string // the field's value then
		want       []string  // with {{V}} for the value
	}{
		{"a trigger labelled by the question and by itself, with an aria-hidden chevron",
			`<div class=field><div id=q>How did you hear about us? <span class=mark>*</span></div>
<button type=button id=b aria-haspopup=listbox aria-controls=lb aria-labelledby="q b"><span>{{V}}</span><span aria-hidden=true>▾</span></button></div>
<ul id=lb role=listbox hidden><li role=option {{A}}>A friend</li><li role=option>Job board</li></ul>`,
			[2]string{"Select...", "A friend"}, [2]string{"", "A friend"},
			[]string{`select|How did you hear about us?|{{V}}|surefill.Label("How did you hear about us?")`}},
		{"a combobox named by the element rendering its value; the label names the hidden original",
			`<div class=field><label for=c>Country</label>
<select id=c aria-hidden=true tabindex=-1 style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)"><option>United States</option><option {{S}}>Canada</option></select>
<span><span role=combobox tabindex=0 aria-haspopup=listbox aria-labelledby=r aria-controls=res><span id=r role=textbox aria-readonly=true title="{{V}}">{{V}}</span><span role=presentation><b role=presentation>▼</b></span></span></span></div>
<ul id=res role=listbox hidden><li role=option>United States</li><li role=option {{A}}>Canada</li></ul>`,
			[2]string{"United States", "Canada"}, [2]string{"United States", "Canada"},
			[]string{`select|Country|{{V}}|surefill.Label("Country")`}},
		{"a button whose title repeats its value, over a transparent native select",
			`<div class=field><label for=s>Team</label><div>
<select id=s style="opacity:0" tabindex=-1><option>Platform</option><option {{S}}>Growth</option></select>
<button type=button role=combobox aria-owns=m aria-haspopup=listbox title="{{V}}"><span>{{V}}</span><span class=caret>⌄</span></button>
<div role=listbox id=m hidden><div role=option>Platform</div><div role=option {{A}}>Growth</div></div></div></div>`,
			[2]string{"Platform", "Growth"}, [2]string{"Platform", "Growth"},
			[]string{`select|Team|{{V}}|surefill.Label("Team")`}},
		{"question text above a button showing its value and a chevron glyph",
			`<div class=field><p>When could you start?</p>
<button type=button aria-haspopup=listbox aria-controls=l><span>{{V}}</span> ⌄</button></div>
<ul id=l role=listbox hidden><li role=option>Immediately</li><li role=option>In a month</li></ul>`,
			[2]string{"Immediately", "In a month"}, [2]string{"Immediately", "In a month"},
			[]string{`select|When could you start?|{{V}}|surefill.Label("When could you start?")`}},
		{"a combobox input in a box with its placeholder, its value and an indicator",
			`<div class=field><div>Preferred language</div><div class=control><div class=values>
<div id=ph>{{V}}</div><input role=combobox aria-autocomplete=list aria-describedby=ph aria-controls=l></div>
<div aria-hidden=true>▾</div></div><input type=hidden name=lang></div>
<div role=listbox id=l hidden><div role=option>English</div><div role=option {{A}}>French</div></div>`,
			[2]string{"Select...", "French"}, [2]string{"", "French"},
			[]string{`select|Preferred language|{{V}}|surefill.Label("Preferred language")`}},
		{"a phone number with a country code picker under one question",
			`<div class=field><div class=label>Phone number</div><div class=tel>
<div role=button tabindex=0 aria-haspopup=listbox aria-controls=cc><span>{{V}}</span><span>▼</span></div>
<input type=tel placeholder="Enter a phone number"></div>
<ul id=cc role=listbox hidden><li role=option>+1</li><li role=option {{A}}>+44</li></ul></div>`,
			[2]string{"+1", "+44"}, [2]string{"+1", "+44"},
			[]string{`select||{{V}}|no target`, `text|Phone number||surefill.Label("Phone number")`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for i, shown := range c.shown {
				html := strings.ReplaceAll(c.html, "{{V}}", shown)
				chosen := ""
				if i == 1 {
					chosen = "aria-selected=true"
				}
				html = strings.ReplaceAll(html, "{{A}}", chosen)
				// A library keeps the original it replaces in step.
				html = strings.ReplaceAll(html, "{{S}}", strings.ReplaceAll(chosen, "aria-selected=true", "selected"))
				value := c.values[i]
				var want []string
				for _, w := range c.want {
					want = append(want, strings.ReplaceAll(w, "{{V}}", value))
				}
				got := labelled(t, html)
				if strings.Join(got, "\n") != strings.Join(want, "\n") {
					t.Errorf("showing %q: got\n  %s\nwant\n  %s", shown, strings.Join(got, "\n  "), strings.Join(want, "\n  "))
				}
			}
		})
	}
}

// TestQuestionBeforeButtons: the question of a control behind styled
// buttons is the text above the buttons, never the text between them or
// a label drawn as a button; a placeholder names a field before a section
// heading does.
func TestQuestionBeforeButtons(t *testing.T) {
	cases := []struct {
		name, html string
		want       []string
	}{
		{"a file input behind Attach or Enter manually",
			`<div class=field><div class=field-label>Resume/CV <span>*</span></div><div><button type=button>Attach</button><span>or</span><button type=button>Enter manually</button><input type=file hidden></div></div>`,
			[]string{`file|Resume/CV||surefill.Label("Resume/CV")`}},
		{"a file input behind a label drawn as a button",
			`<div class=field><div class=question-title>Cover letter</div><div><label for=f class=btn>Choose file</label><span>or</span><button type=button>Paste text</button><input type=file id=f hidden></div></div>`,
			[]string{`file|Cover letter||surefill.Label("Cover letter")`}},
		{"a placeholder before a section heading",
			`<section><h2>Find a store</h2><div><input placeholder="City or postcode"><button type=button>Go</button></div></section>`,
			[]string{`text|City or postcode||surefill.Label("City or postcode")`}},
		{"the heading is still a target",
			`<section><h2>Find a store</h2><div><input placeholder="City or postcode"><button type=button>Go</button></div></section>`,
			nil},
		{"a heading over a field without a placeholder",
			`<section><h3>Promo code</h3><div><input name=promo></div></section>`,
			[]string{`text|Promo code||surefill.Label("Promo code")`}},
		{"question text before a placeholder",
			`<div><p>What is your order number?</p><input placeholder="e.g. 100-2345"></div>`,
			[]string{`text|What is your order number?||surefill.Label("What is your order number?")`}},
		{"a hidden original is no field of its own",
			`<div><label for=s>Size</label><select id=s aria-hidden=true tabindex=-1><option>S</option></select><button type=button aria-haspopup=listbox aria-controls=l>S</button><ul id=l role=listbox hidden><li role=option aria-selected=true>S</li></ul></div>`,
			[]string{`select|Size|S|surefill.Label("Size")`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.want == nil {
				// Both the placeholder and the heading name the field.
				r := newR(t, c.html, nil)
				a, errA := r.Resolve(Label("Find a store"))
				b, errB := r.Resolve(Label("City or postcode"))
				if errA != nil || errB != nil || len(a) != 1 || !sameNodes(a, b) {
					t.Errorf("heading %v %v, placeholder %v %v", a, errA, b, errB)
				}
				return
			}
			got := labelled(t, c.html)
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(c.want, "\n  "))
			}
		})
	}
}
