package surefill_test

import (
	"runtime"
	"testing"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
	sftest "github.com/surefill/surefill/testing"
)

func init() {
	// A rule the page inserts through the CSSOM hides .gone live; the
	// <style> text that Save writes does not have it, so the saved page
	// must mark the element hidden itself.
	livetest.Pages["/savepaths"] = `<!doctype html><title>save paths</title>
<style>.note { color: #333 }</style>
<form>
<label for=first><b>First</b> <b>name</b></label><input id=first>
<div id=host><template shadowrootmode=open><label>Inner <input id=inner></label></template></div>
<label><input type=checkbox id=agree> I agree</label>
<label for=plan>Plan</label><select id=plan><option>Free</option><option>Pro</option></select>
<div class=gone><label for=gone>Gone</label><input id=gone></div>
<p class=note>Note</p>
</form>
<script>document.styleSheets[0].insertRule('.gone { display: none }', 0);</script>`
}

// TestSavePaths: Save from the runtime's projection (the page has no
// frames and no closed shadow trees) writes the same HTML as Save from a
// snapshot and the DOM tree, after fills; package testing reads the
// values back and does not list what the page hides.
func TestSavePaths(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	tab, ctx := livetest.OpenPage(t, b, "/savepaths")
	for _, f := range []struct {
		t surefill.Target
		v any
	}{
		{surefill.Label("First name"), "Ada"},
		{surefill.Label("Inner"), "in the shadow"},
		{surefill.Label("I agree"), true},
		{surefill.Label("Plan"), "Pro"},
	} {
		if _, err := tab.Fill(ctx, f.t, f.v, nil); err != nil {
			t.Fatal(err)
		}
	}
	projected, err := tab.Save(ctx)
	if err != nil {
		t.Fatal(err)
	}
	surefill.SetSnapshotSave(true)
	defer surefill.SetSnapshotSave(false)
	snap, err := tab.Save(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if string(projected) != string(snap) {
		t.Fatalf("the two paths differ:\nprojection: %s\nsnapshot:   %s", projected, snap)
	}
	fs, err := sftest.FieldsOf(projected, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]any{}
	for _, f := range fs {
		got[f.Label] = f.Value
	}
	want := map[string]any{"First name": "Ada", "Inner": "in the shadow", "I agree": true, "Plan": "Pro"}
	if len(got) != len(want) {
		t.Fatalf("saved fields %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("saved %q = %v, want %v (all: %v)", k, got[k], v, got)
		}
	}
}

// TestClosedTabLetsItsModelGo: once its browser is closed, a tab the
// caller still holds keeps no model of its page (on a large page that is
// tens of MB).
func TestClosedTabLetsItsModelGo(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	tab, ctx := livetest.OpenPage(t, b, "/savepaths")
	if _, err := tab.Fill(ctx, surefill.Label("First name"), "Ada", nil); err != nil {
		t.Fatal(err)
	}
	model, err := surefill.ModelOf(ctx, tab)
	if err != nil || model.Value() == nil {
		t.Fatalf("no model after a fill: %v", err)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		runtime.GC()
	}
	if model.Value() != nil {
		t.Error("the closed browser's tab still holds its model")
	}
	runtime.KeepAlive(tab)
}
