package livedom

import (
	"errors"
	"strings"
	"testing"

	"github.com/surefill/surefill/dom"
)

// A small projection as the runtime writes it: a document, <html>, <body>
// with a label, its text and an input.
const smallProjection = `{"url":"http://127.0.0.1/","base":1073741824,"gen":3,"vgen":1,
"s":["html","body","label","for","a","Name","input","id","x","block|visible|1|visible|auto|1","inline|visible|1|visible|auto|1"],
"p":[0,1,1,1,1,3],"d":[0,-1,-2,-3,5,-7],
"a":[0,0,[3,4],[7,4]],"ns":[],"id":[1,2,3,4],
"v":[5,8],"c":[],"sel":[],"f":[],"pb":[],"pa":[],"mk":[],"hosts":[]}`

func TestBuildProjection(t *testing.T) {
	p, err := DecodeProjection(smallProjection)
	if err != nil {
		t.Fatal(err)
	}
	d, needs, err := BuildProjection(p, "")
	if err != nil || needs != "" {
		t.Fatalf("build: %v %q", err, needs)
	}
	in := d.Root.ElementByID("a")
	if in == nil || in.Tag != "input" || in.State.Value != "x" || in.State.RuntimeID != 1073741824+4 {
		t.Fatalf("input: %+v", in)
	}
	if !in.State.StyleUnknown || d.FactMisses() != 0 {
		t.Fatal("the projection's elements must have their facts unasked")
	}
	label := in.Parent.Children[0]
	if label.Tag != "label" || label.Children[0].Data != "Name" {
		t.Errorf("label: %+v", label)
	}
	// The page's answers for the two, as sf.facts sends them.
	facts, err := TableFacts(`{"s":["block|visible|1|visible|","list-item|visible|0.5|visible|","normal","decimal"],"ft":[1,2],"fm":[1,2,3,3]}`, []*dom.Node{in, label})
	if err != nil || len(facts) != 2 {
		t.Fatalf("TableFacts = %+v, %v", facts, err)
	}
	if in.Visible(); d.FactMisses() == 0 || len(d.WantedFacts()) == 0 {
		t.Fatal("reading an unasked fact was not recorded")
	}
	d.SetFacts([]*dom.Node{in, label}, facts)
	if !in.Visible() || in.Style().Display != "block" {
		t.Errorf("the input: %+v", in.Style())
	}
	if label.Visible() || label.Marker() != "3. " || label.Style().Opacity != "0.5" {
		t.Errorf("the label: %+v %q", label.Style(), label.Marker())
	}
	for _, bad := range []string{
		`{"s":["a|"],"ft":[1]}`,                  // one fact for two elements
		`{"s":["a|"],"ft":[1,1,1]}`,              // three
		`{"s":["a|"],"ft":[1,4]}`,                // no string 2
		`{"s":["a|"],"ft":[1,-2]}`,               // a negative index
		`{"s":["a|"],"ft":[1,1],"fm":[5,0,0,1]}`, // a marker of no element asked
		`{"s":["a|"],"ft":[1,1],"fm":[0,0,9,1]}`, // no string 9
		`{"s":["a|"],"ft":[1,1],"fm":[0,0]}`,     // half a marker
		`{"s":["a|"],"ft":[1,1]`,                 // cut short
	} {
		if _, err := TableFacts(bad, []*dom.Node{in, label}); !errors.Is(err, ErrMalformed) {
			t.Errorf("TableFacts(%q) = %v, want ErrMalformed", bad, err)
		}
	}
	if d.URL != "http://127.0.0.1/" || p.Gen != 3 {
		t.Errorf("url %q gen %v", d.URL, p.Gen)
	}
}

// TestBuildProjectionEager: a small page's projection carries every
// element's facts, and the model reads them without asking.
func TestBuildProjectionEager(t *testing.T) {
	// String 9 is "block|visible|1|visible|auto|1", 10 "inline|…": the
	// facts are twice a style's index, plus 1 for a box of some size.
	data := strings.Replace(smallProjection, `"hosts":[]}`, `"hosts":[],"ft":[19,19,20,20],"fm":[2,11,12,3]}`, 1)
	data = strings.Replace(data, `"inline|visible|1|visible|auto|1"]`, `"inline|visible|1|visible|auto|1","normal","decimal"]`, 1)
	d := buildFrom(t, data)
	in := d.Root.ElementByID("a")
	label := in.Parent.Children[0]
	if in.State.StyleUnknown || in.Style().Display != "inline" || in.Visible() {
		t.Errorf("input: %+v", in.State)
	}
	if label.Marker() != "3. " || in.Parent.Style().Display != "block" || !in.Parent.Visible() {
		t.Errorf("label %+v %q, body %+v", label.Style(), label.Marker(), in.Parent.Style())
	}
	if d.FactMisses() != 0 || len(d.UnaskedFacts()) != 0 {
		t.Error("an eager projection left facts to ask")
	}
}

// TestBuildProjectionSomeFacts: a larger page's projection carries the
// facts of the elements it lists (here the body and the input); the others
// are asked on demand.
func TestBuildProjectionSomeFacts(t *testing.T) {
	data := strings.Replace(smallProjection, `"hosts":[]}`, `"hosts":[],"fi":[1,3],"ft":[19,20]}`, 1)
	d := buildFrom(t, data)
	in := d.Root.ElementByID("a")
	body, label := in.Parent, in.Parent.Children[0]
	if in.State.StyleUnknown || in.Style().Display != "inline" {
		t.Errorf("input: %+v", in.State)
	}
	if body.State.StyleUnknown || body.Style().Display != "block" || d.FactMisses() != 0 {
		t.Errorf("body: %+v", body.State)
	}
	if !label.State.StyleUnknown || !d.Root.Children[0].State.StyleUnknown {
		t.Error("the label and <html> were not listed, yet their facts are set")
	}
	if un := d.UnaskedFacts(); len(un) != 2 || un[0].Tag != "html" || un[1] != label {
		t.Errorf("unasked: %v", un)
	}
	for _, fi := range []string{`[3,1],"ft":[1,2]`, `[1,1],"ft":[1,2]`, `[9],"ft":[1]`, `[-1],"ft":[1]`, `[1],"ft":[19,20]`, `[1,2,3],"ft":[19,20]`, `[1,3],"ft":[19,20],"fm":[2,0,0,1]`} {
		bad := strings.Replace(data, `"fi":[1,3],"ft":[19,20]`, `"fi":`+fi, 1)
		p, err := DecodeProjection(bad)
		if err == nil {
			_, _, err = BuildProjection(p, "")
		}
		if !errors.Is(err, ErrMalformed) {
			t.Errorf("fi %s: %v, want ErrMalformed", fi, err)
		}
	}
}

func buildFrom(t *testing.T, data string) *dom.Document {
	t.Helper()
	p, err := DecodeProjection(data)
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := BuildProjection(p, "")
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestBuildProjectionMalformed: whatever a page's runtime answers, the
// builder returns ErrMalformed, never a panic.
func TestBuildProjectionMalformed(t *testing.T) {
	for name, data := range map[string]string{
		"not json":         `{"p":[0,1`,
		"no nodes":         `{"p":[],"d":[]}`,
		"lengths differ":   `{"p":[0,1],"d":[0]}`,
		"parent ahead":     `{"p":[0,-3],"d":[0,-1],"s":["x"],"a":[0],"id":[1]}`,
		"parent before 0":  `{"p":[0,9],"d":[0,-1],"s":["x"],"a":[0],"id":[1]}`,
		"missing ids":      `{"p":[0,1],"d":[0,-1],"s":["x"],"a":[0],"id":[]}`,
		"value on text":    `{"p":[0,1,1],"d":[0,-1,0],"s":["x"],"a":[0],"id":[1],"v":[2,0]}`,
		"value off range":  `{"p":[0,1],"d":[0,-1],"s":["x"],"a":[0],"id":[1],"c":[99]}`,
		"odd attribute":    `{"p":[0,1],"d":[0,-1],"s":["x"],"a":[[0]],"id":[1]}`,
		"string off range": `{"p":[0,1],"d":[0,-99],"s":["x"],"a":[[50,60]],"id":[1]}`,
	} {
		t.Run(name, func(t *testing.T) {
			p, err := DecodeProjection(data)
			if err == nil {
				_, _, err = BuildProjection(p, "")
			}
			if name == "odd attribute" || name == "string off range" {
				// Tolerated: unknown strings read as "", a lone name is dropped.
				if err != nil {
					t.Fatalf("want a model, got %v", err)
				}
				return
			}
			if !errors.Is(err, ErrMalformed) {
				t.Fatalf("want ErrMalformed, got %v", err)
			}
		})
	}
}

func FuzzBuildProjection(f *testing.F) {
	f.Add(smallProjection)
	f.Add(`{"p":[0,1,1],"d":[0,-1,0],"s":["x"],"a":[0],"id":[1],"pb":[1,0,1],"mk":[1,0,0,3]}`)
	f.Fuzz(func(t *testing.T, data string) {
		p, err := DecodeProjection(data)
		if err != nil {
			return
		}
		d, _, err := BuildProjection(p, "")
		if err == nil && d.Root == nil {
			t.Fatal("a model without a root")
		}
	})
}
