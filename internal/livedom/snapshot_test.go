package livedom

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/chromedp/cdproto/domsnapshot"

	"github.com/surefill/surefill/dom"
)

// testdata/pseudo.json is a captureSnapshot result Chromium returned for
// a page of generated text and list markers (ids name the cases), so the
// builder is tested without a browser.
func TestBuildPseudo(t *testing.T) {
	b, err := os.ReadFile("testdata/pseudo.json")
	if err != nil {
		t.Fatal(err)
	}
	var res domsnapshot.CaptureSnapshotResult
	if err := json.Unmarshal(b, &res); err != nil {
		t.Fatal(err)
	}
	docs, err := Build(&res)
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]*dom.Node{}
	for _, n := range docs[0].Nodes {
		if id := n.ID(); id != "" {
			byID[id] = n
		}
		if n.Type == dom.ElementNode && len(n.Tag) > 2 && n.Tag[:2] == "::" {
			t.Errorf("pseudo node %s left in the tree", n.Tag)
		}
	}
	type want struct {
		before, after, marker string
		beforeGap, afterGap   bool
	}
	for id, w := range map[string]want{
		"pad":    {before: "before", after: "after", beforeGap: true, afterGap: true},
		"blk":    {before: "blk", beforeGap: true},
		"tight":  {before: "pre"},
		"hid":    {},
		"u1":     {marker: "• "},
		"custom": {marker: "* "},
		"o1":     {marker: "1. "},
		"o2":     {marker: "2. "},
		"none":   {},
	} {
		n := byID[id]
		if n == nil {
			t.Errorf("#%s not in the model", id)
			continue
		}
		st := n.State
		got := want{st.Generated().Before, st.Generated().After, st.Generated().Marker, st.Generated().BeforeGap, st.Generated().AfterGap}
		if got != w {
			t.Errorf("#%s = %+v, want %+v", id, got, w)
		}
	}
	// A summary's disclosure triangle is its marker; accname leaves it out.
	if m := byID["sum"].State.Generated().Marker; m == "" {
		t.Error("summary marker not kept")
	}
}
