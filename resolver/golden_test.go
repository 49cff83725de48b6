package resolver

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/surefill/surefill/dom"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// corpus returns the pages of testdata/, by name.
func corpus(t testing.TB) map[string][]byte {
	t.Helper()
	paths, err := filepath.Glob("testdata/*.html")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	out := map[string][]byte{}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out[strings.TrimSuffix(filepath.Base(p), ".html")] = b
	}
	return out
}

func parse(t testing.TB, src []byte) *dom.Document {
	t.Helper()
	d, err := dom.Parse(src, nil)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestGolden lists the fields of every corpus page and compares them with
// testdata/NAME.fields.json (go test ./resolver -run Golden -update
// rewrites them).
func TestGolden(t *testing.T) {
	for name, src := range corpus(t) {
		t.Run(name, func(t *testing.T) {
			r := New(parse(t, src), &Options{Generation: 1})
			fs, err := r.Fields(nil)
			if err != nil {
				t.Fatal(err)
			}
			cs, total, err := r.Clickables(nil, true)
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.MarshalIndent(struct {
				Fields     []Field     `json:"fields"`
				Clickables []Clickable `json:"clickables"`
				Total      int         `json:"total"`
			}{fs, cs, total}, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			path := filepath.Join("testdata", name+".golden.json")
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("fields differ from %s (-want +got):\n%s", path, cmp.Diff(string(want), string(got)))
			}
		})
	}
}

// TestCorpusTargetsVerified checks the promise behind every listed
// target: it resolves, against the whole document, to that field alone;
// and so does every alternate and every clickable's target.
func TestCorpusTargetsVerified(t *testing.T) {
	for name, src := range corpus(t) {
		t.Run(name, func(t *testing.T) {
			checkVerified(t, New(parse(t, src), nil))
		})
	}
}

func checkVerified(t *testing.T, r *Resolver) {
	t.Helper()
	fs, err := r.Fields(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fs {
		want, err := r.Nodes(f.Ref)
		if err != nil {
			t.Errorf("ref of %q: %v", f.Label, err)
			continue
		}
		ts := append([]Target{}, f.Alternates...)
		if f.Target != nil {
			ts = append(ts, f.Target)
		}
		for _, tt := range ts {
			got, err := r.Resolve(tt)
			if err != nil {
				t.Errorf("field %q: target %s: %v", f.Label, tt, err)
				continue
			}
			if !sameNodes(got, want) {
				t.Errorf("field %q: target %s resolves to %d other element(s)", f.Label, tt, len(got))
			}
			back, err := ParseTarget(tt.String())
			if err != nil || back.String() != tt.String() {
				t.Errorf("target %s does not parse back: %v", tt, err)
			}
		}
	}
	cs, _, err := r.Clickables(nil, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		var first []*dom.Node
		for i, tt := range append(append([]Target{}, c.Alternates...), c.Target) {
			if tt == nil {
				continue
			}
			got, err := r.Resolve(tt)
			if err != nil {
				t.Errorf("clickable %s %q: target %s: %v", c.Role, c.Name, tt, err)
				continue
			}
			if i == 0 || first == nil {
				first = got
			} else if !sameNodes(got, first) {
				t.Errorf("clickable %s %q: targets disagree", c.Role, c.Name)
			}
		}
	}
}

func sameNodes(a, b []*dom.Node) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
