package formsnap_test

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
	"github.com/surefill/surefill/formsnap"
)

var update = flag.Bool("update", false, "rewrite the golden snapshots in testdata/")

func parse(t testing.TB, src []byte) *dom.Document {
	t.Helper()
	d, err := dom.Parse(src, nil)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func build(t testing.TB, src string) *formsnap.FormSnapshot {
	t.Helper()
	s, err := formsnap.Build(parse(t, []byte(src)), nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestGolden snapshots every page of testdata/ offline and compares the
// JSON with testdata/NAME.snapshot.json (-update rewrites them). Each
// golden file must also decode strictly.
func TestGolden(t *testing.T) {
	pages, err := filepath.Glob("testdata/*.html")
	if err != nil || len(pages) == 0 {
		t.Fatalf("no pages: %v", err)
	}
	for _, p := range pages {
		name := strings.TrimSuffix(filepath.Base(p), ".html")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			s, err := formsnap.Build(parse(t, src), &formsnap.Options{PageID: name})
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.MarshalIndent(s, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			golden := filepath.Join("testdata", name+".snapshot.json")
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("snapshot differs from %s (-want +got):\n%s", golden, cmp.Diff(string(want), string(got)))
			}
			back, err := formsnap.Decode(want)
			if err != nil {
				t.Fatalf("the golden snapshot does not decode: %v", err)
			}
			if d := cmp.Diff(s, back); d != "" {
				t.Errorf("decode(encode(s)) != s (-built +decoded):\n%s", d)
			}
		})
	}
}
