package formsnap_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/surefill/surefill/formsnap"
	"github.com/surefill/surefill/resolver"
)

// TestLocateEveryTarget: every target a snapshot offers locates the
// control it was given for, described the same way, through a resolver
// target verified to name that element alone.
func TestLocateEveryTarget(t *testing.T) {
	pages, _ := filepath.Glob("testdata/*.html")
	for _, p := range pages {
		t.Run(filepath.Base(p), func(t *testing.T) {
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			doc := parse(t, src)
			r := resolver.New(doc, nil)
			s, err := formsnap.FromResolver(r, nil)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, c := range allControls(s) {
				if c.Target == nil {
					continue
				}
				n++
				loc, err := formsnap.Locate(r, *c.Target)
				if err != nil {
					t.Errorf("%s %s: %v", c.ID, c.Target, err)
					continue
				}
				want := c
				want.ID, want.FormID, want.GroupID = "", "", ""
				if d := cmp.Diff(want, loc.Control); d != "" {
					t.Errorf("%s: located control differs (-snapshot +located):\n%s", c.ID, d)
				}
				m, err := r.Match(loc.Act)
				if err != nil || len(m.Nodes) != 1 || m.Nodes[0] != loc.Node {
					t.Errorf("%s: act target %s does not name the element alone: %v", c.ID, loc.Act, err)
				}
			}
			if n == 0 {
				t.Fatal("no targets")
			}
		})
	}
}

func allControls(s *formsnap.FormSnapshot) []formsnap.Control {
	var out []formsnap.Control
	for _, f := range s.Forms {
		out = append(out, f.Controls...)
	}
	return append(out, s.UnownedControls...)
}

func TestLocateFailsBeforeActing(t *testing.T) {
	doc := parse(t, []byte(`<form>
		<section aria-label="A"><label>Email <input></label></section>
		<section aria-label="B"><label>Email <input></label></section>
		<p>Terms</p><a href="/t">Read the terms</a>
		<div role="radiogroup" aria-label="Size"><div role="radio" aria-checked="false">S</div><div role="radio" aria-checked="false">S</div></div>
		<x-host><template shadowrootmode="open"><label>Zip <input></label></template></x-host>
	</form>`))
	r := resolver.New(doc, nil)
	for _, tc := range []struct {
		name string
		t    formsnap.Target
		code resolver.ErrorCode
	}{
		{"nothing has the name", formsnap.Target{Role: "textbox", Name: "Phone"}, resolver.NotFound},
		{"shared name without an ordinal", formsnap.Target{Role: "textbox", Name: "Email"}, resolver.Ambiguous},
		{"ordinal past the end", formsnap.Target{Role: "textbox", Name: "Email", Ordinal: 3}, resolver.NotFound},
		{"not a control", formsnap.Target{Role: "link", Name: "Read the terms"}, resolver.NotEditable},
		{"wrong shadow path", formsnap.Target{Role: "textbox", Name: "Zip"}, resolver.NotFound},
		{"in a frame", formsnap.Target{Role: "textbox", Name: "Email", Ordinal: 1, FramePath: []formsnap.FrameStep{{Name: "Checkout"}}}, resolver.NotFound},
		{"answers that cannot be told apart", formsnap.Target{Role: "radio", Name: "S", Ordinal: 1}, resolver.Ambiguous},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := formsnap.Locate(r, tc.t)
			var re *resolver.Error
			if !errors.As(err, &re) || re.Code != tc.code {
				t.Fatalf("got %v, want %s", err, tc.code)
			}
		})
	}
	loc, err := formsnap.Locate(r, formsnap.Target{Role: "textbox", Name: "Email", Ordinal: 2})
	if err != nil {
		t.Fatal(err)
	}
	if got := loc.Act.String(); got != `surefill.Label("Email").Within(surefill.Role("region", "B"))` {
		t.Errorf("act target %s", got)
	}
	if _, err := formsnap.Locate(r, formsnap.Target{Role: "textbox", Name: "zip", ShadowPath: []formsnap.ShadowStep{{Host: "x-host"}}}); err != nil {
		t.Errorf("shadow target: %v", err)
	}
}
