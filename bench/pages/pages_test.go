package pages

import (
	"bytes"
	"testing"

	"github.com/surefill/surefill/bench/internal/gen"
)

// TestUpToDate checks the committed pages are what the generator makes.
func TestUpToDate(t *testing.T) {
	files, err := gen.Files()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		got, err := FS.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run go generate ./pages in bench/", name)
		}
	}
}
