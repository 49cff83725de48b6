package surefill

import (
	"os"
	"path/filepath"
	"testing"
)

// TestPlaceDownload: the suggested name is made safe and never replaces a
// file; the download id's file is gone afterwards.
func TestPlaceDownload(t *testing.T) {
	dir := t.TempDir()
	put := func(guid string) {
		if err := os.WriteFile(filepath.Join(dir, guid), []byte(guid), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ guid, suggested, want string }{
		{"g1", "statement.pdf", "statement.pdf"},
		{"g2", "statement.pdf", "statement (2).pdf"},
		{"g3", "../../etc/passwd", "passwd"},
		{"g4", `..\..\boot.ini`, "boot.ini"},
		{"g5", ".bashrc", "bashrc"},
		{"g7", "..", "download"},
		{"g6", "", "download (2)"},
	} {
		put(c.guid)
		got, err := placeDownload(dir, c.guid, c.suggested)
		if err != nil || got != filepath.Join(dir, c.want) {
			t.Errorf("placeDownload(%q) = %s, %v; want %s", c.suggested, got, err, c.want)
			continue
		}
		if b, _ := os.ReadFile(got); string(b) != c.guid {
			t.Errorf("%s holds %q", got, b)
		}
		if _, err := os.Stat(filepath.Join(dir, c.guid)); !os.IsNotExist(err) {
			t.Errorf("the download id %s is still there", c.guid)
		}
	}
}
