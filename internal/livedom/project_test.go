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
	// The page's answers for the two, as sf.facts gives them.
	var facts []dom.Fact
	for k, raw := range []string{`["block|visible|1|visible|",1,null]`, `["list-item|visible|0.5|visible|",0,["normal","decimal",3]]`} {
		f, counters, err := Fact([]byte(raw), []*dom.Node{in, label}[k])
		if err != nil || counters {
			t.Fatal(raw, err, counters)
		}
		facts = append(facts, f)
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
	for _, bad := range []string{`[]`, `["x"]`, `[1,2,3]`, `["a",1,[1,2,3]]`} {
		if _, _, err := Fact([]byte(bad), in); !errors.Is(err, ErrMalformed) {
			t.Errorf("Fact(%s) = %v, want ErrMalformed", bad, err)
		}
	}
	// The same answers packed, as sf.facts sends them.
	packed, err := PackedFacts("block|visible|1|visible|\x1f1\x1f\x1elist-item|visible|0.5|visible|\x1f0\x1f[\"normal\",\"decimal\",3]", []*dom.Node{in, label})
	if err != nil || len(packed) != 2 || packed[0] != facts[0] || packed[1] != facts[1] {
		t.Errorf("PackedFacts = %+v, %v; want %+v", packed, err, facts)
	}
	for _, bad := range []string{"block|visible|1|visible|\x1f1\x1f", "a\x1f1\x1f\x1eb\x1f0\x1f\x1ec\x1f0\x1f", "a\x1f2\x1f\x1eb\x1f0\x1f", "a\x1f1\x1f\x1eb\x1f0\x1f[1]"} {
		if _, err := PackedFacts(bad, []*dom.Node{in, label}); !errors.Is(err, ErrMalformed) {
			t.Errorf("PackedFacts(%q) = %v, want ErrMalformed", bad, err)
		}
	}
	if d.URL != "http://127.0.0.1/" || p.Gen != 3 {
		t.Errorf("url %q gen %v", d.URL, p.Gen)
	}
}

// TestBuildProjectionEager: a small page's projection carries every
// element's facts, and the model reads them without asking.
func TestBuildProjectionEager(t *testing.T) {
	data := strings.Replace(smallProjection, `"hosts":[]}`, `"hosts":[],"fa":[
["block|visible|1|visible|",1,null],["block|visible|1|visible|",1,null],
["inline|hidden|1|visible|",1,null],["inline-block|visible|1|visible|",0,null]]}`, 1)
	p, err := DecodeProjection(data)
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := BuildProjection(p, "")
	if err != nil {
		t.Fatal(err)
	}
	in := d.Root.ElementByID("a")
	label := in.Parent.Children[0]
	if in.State.StyleUnknown || in.Style().Display != "inline-block" || in.Visible() {
		t.Errorf("input: %+v", in.State)
	}
	if !label.Hidden() || in.Parent.Style().Display != "block" || !in.Parent.Visible() {
		t.Errorf("label %+v, body %+v", label.Style(), in.Parent.Style())
	}
	if d.FactMisses() != 0 || len(d.UnaskedFacts()) != 0 {
		t.Error("an eager projection left facts to ask")
	}
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
