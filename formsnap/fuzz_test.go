package formsnap_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/surefill/surefill/formsnap"
)

// FuzzDecode: Decode and DecodeAction never panic, and whatever they
// accept re-encodes to a document they accept again as the same value.
func FuzzDecode(f *testing.F) {
	golden, _ := filepath.Glob("testdata/*.snapshot.json")
	for _, p := range golden {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"target":{"role":"textbox","name":"Email","ordinal":2},"operation":{"kind":"setText","value":"x","clearFirst":false}}`))
	f.Add([]byte(`{"schemaVersion":1,"pageId":"p","forms":[],"unownedControls":[],"unownedGroups":[],"truncated":false}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if s, err := formsnap.Decode(data); err == nil {
			b, err := json.Marshal(s)
			if err != nil {
				t.Fatal(err)
			}
			s2, err := formsnap.Decode(b)
			if err != nil {
				t.Fatalf("re-encoded snapshot rejected: %v", err)
			}
			if !reflect.DeepEqual(s, s2) {
				t.Fatal("re-encoded snapshot decodes differently")
			}
		}
		if a, err := formsnap.DecodeAction(data); err == nil {
			b, _ := json.Marshal(a)
			a2, err := formsnap.DecodeAction(b)
			if err != nil || !reflect.DeepEqual(a, a2) {
				t.Fatalf("re-encoded action: %v", err)
			}
		}
	})
}

// FuzzBuild: any page builds a snapshot that validates and decodes.
func FuzzBuild(f *testing.F) {
	pages, _ := filepath.Glob("testdata/*.html")
	for _, p := range pages {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(basePage))
	f.Fuzz(func(t *testing.T, html []byte) {
		doc := parse(t, html)
		s, err := formsnap.Build(doc, nil)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(s)
		if _, err := formsnap.Decode(b); err != nil {
			t.Fatalf("built snapshot rejected: %v", err)
		}
	})
}
