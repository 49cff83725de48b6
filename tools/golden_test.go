package tools

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// TestGolden reads the tools and tables of every page in testdata/ and
// compares them with testdata/NAME.golden.json (go test ./tools -run
// Golden -update rewrites them).
func TestGolden(t *testing.T) {
	paths, err := filepath.Glob("testdata/*.html")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no pages: %v", err)
	}
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".html")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			d := parse(t, string(src))
			ts, sk := Tools(d, nil)
			tables, tsk := Tables(d, nil)
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(false)
			enc.SetIndent("", "  ")
			err = enc.Encode(struct {
				Tools         []Tool    `json:"tools"`
				Skipped       []Skipped `json:"skipped"`
				Tables        []Table   `json:"tables"`
				TablesSkipped []Skipped `json:"tablesSkipped,omitempty"`
			}{ts, sk, tables, tsk})
			if err != nil {
				t.Fatal(err)
			}
			got := buf.Bytes()
			golden := filepath.Join("testdata", name+".golden.json")
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if diff := cmp.Diff(string(want), string(got)); diff != "" {
				t.Errorf("%s differs (-want +got):\n%s", golden, diff)
			}
		})
	}
}
