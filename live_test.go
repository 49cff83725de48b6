package surefill_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
)

func TestMain(m *testing.M) { livetest.Main(m) }

func TestLiveErrorCodes(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	tab, ctx := livetest.OpenPage(t, b, "/codes")

	// not_found: nothing like it, even after waiting; candidates to paste.
	_, err := tab.Fill(ctx, surefill.Label("Emial"), "x", livetest.Short(300*time.Millisecond))
	fe := livetest.Code(t, err, surefill.NotFound)
	if len(fe.Candidates) == 0 || !strings.Contains(strings.Join(fe.Candidates, " "), `surefill.Label("Email")`) {
		t.Errorf("candidates %q lack the Email field", fe.Candidates)
	}
	if fe.Changed {
		t.Error("a failed resolution reports a changed page")
	}

	// ambiguous: two fields named City; the candidates narrow with Within.
	_, err = tab.Fill(ctx, surefill.Label("City"), "Oslo", nil)
	fe = livetest.Code(t, err, surefill.Ambiguous)
	if len(fe.Candidates) < 2 {
		t.Errorf("ambiguous without candidates: %v", err)
	}
	if _, err := tab.Fill(ctx, surefill.Label("City").Within(surefill.Role("group", "Home address")), "Oslo", nil); err != nil {
		t.Errorf("narrowed target failed: %v", err)
	}

	// covered: the banner sits on top of the button.
	err = tab.Click(ctx, surefill.Role("button", "Under the banner"))
	fe = livetest.Code(t, err, surefill.Covered)
	if !strings.Contains(fe.Detail, "cookie") {
		t.Errorf("covered does not name the element on top: %q", fe.Detail)
	}

	// not_editable: a disabled field.
	_, err = tab.Fill(ctx, surefill.Label("Member number"), "42", nil)
	livetest.Code(t, err, surefill.NotEditable)

	// no_option: the options are listed.
	_, err = tab.Fill(ctx, surefill.Label("Country"), "Atlantis", nil)
	fe = livetest.Code(t, err, surefill.NoOption)
	if strings.Join(fe.Options, ",") != "Norway,Sweden,Denmark" {
		t.Errorf("options %q", fe.Options)
	}

	// not_committed: the page throws away what is typed.
	_, err = tab.Fill(ctx, surefill.Label("Coupon"), "SAVE10", nil)
	fe = livetest.Code(t, err, surefill.NotCommitted)
	if !fe.Changed {
		t.Error("not_committed after typing must say the page changed")
	}

	// timeout: only a hidden element matches.
	_, err = tab.Fill(ctx, surefill.Label("Secret question"), "x", livetest.Short(300*time.Millisecond))
	fe = livetest.Code(t, err, surefill.Timeout)
	if !strings.Contains(fe.Detail, "hidden") {
		t.Errorf("timeout does not say what it found: %q", fe.Detail)
	}

	// stale_ref: a ref from before a reload never retargets.
	fields, err := tab.Fields(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var ref surefill.FieldRef
	for _, f := range fields {
		if f.Label == "Email" {
			ref = f.Ref
		}
	}
	if ref.IsZero() {
		t.Fatalf("Fields lacks Email: %+v", fields)
	}
	if _, err := tab.Fill(ctx, ref, "before@example.org", nil); err != nil {
		t.Fatalf("fill by ref: %v", err)
	}
	if err := tab.Reload(ctx); err != nil {
		t.Fatal(err)
	}
	_, err = tab.Fill(ctx, ref, "after@example.org", nil)
	livetest.Code(t, err, surefill.StaleRef)
}

func TestLiveNotPermitted(t *testing.T) {
	b := livetest.Launch(t, surefill.Grants{}) // reading only
	tab, ctx := livetest.OpenPage(t, b, "/codes")
	_, err := tab.Fill(ctx, surefill.Label("Email"), "a@b.c", nil)
	fe := livetest.Code(t, err, surefill.NotPermitted)
	if !strings.Contains(fe.Next, "surefill.Forms") {
		t.Errorf("next step does not name the grant: %q", fe.Next)
	}
	if _, err := tab.Evaluate(ctx, "() => 1"); !errors.Is(err, surefill.NotPermitted) {
		t.Errorf("Evaluate without page-js: %v", err)
	}
	// Reading still works.
	if _, err := tab.Fields(ctx, nil); err != nil {
		t.Errorf("Fields with the zero grants: %v", err)
	}
}

func TestLiveSubmitGuard(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	tab, ctx := livetest.OpenPage(t, b, "/submit")
	// A button named like a submission is refused before the click.
	err := tab.Click(ctx, surefill.Role("button", "Send application"))
	livetest.Code(t, err, surefill.NotPermitted)
	// Enter in a field submits: the guard stops it and the page stays.
	// (Fill commits with a blur, so the script clicks back into the field.)
	if _, err := tab.Fill(ctx, surefill.Label("Query"), "hello", nil); err != nil {
		t.Fatal(err)
	}
	if err := tab.Click(ctx, surefill.Label("Query")); err != nil {
		t.Fatal(err)
	}
	err = tab.Press(ctx, "Enter")
	livetest.Code(t, err, surefill.NotPermitted)
	u, err := tab.URL(ctx)
	if err != nil || !strings.HasSuffix(u, "/submit") {
		t.Errorf("the page navigated: %q %v", u, err)
	}
}

func TestLiveWidgets(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	tab, ctx := livetest.OpenPage(t, b, "/widgets")
	cases := []struct {
		target surefill.Target
		value  any
		want   any
	}{
		{surefill.Label("Full name"), "Grace Hopper", "Grace Hopper"},
		{surefill.Label("Phone"), "5551234567", "(555) 123-4567"},
		{surefill.Label("Tracked"), "typed by a person", "typed by a person"},
		{surefill.Label("Favourite colour"), "Blue", "Blue"},
		{surefill.Label("Languages"), []string{"Go", "Rust"}, []string{"Go", "Rust"}},
		{surefill.Label("Do you have a driving licence?"), "No", "No"},
		{surefill.Label("Shirt size"), "M", "M"},
		{surefill.Label("City of birth"), "Lisbon", "Lisbon"},
		{surefill.Label("Newsletter"), true, true},
		{surefill.Label("Birthday"), "1990-04-01", "1990-04-01"},
		{surefill.Label("Shadow field"), "inside", "inside"},
		{surefill.Label("Notes"), "line one", "line one"},
	}
	for _, c := range cases {
		f, err := tab.Fill(ctx, c.target, c.value, nil)
		if err != nil {
			t.Errorf("%s: %v", c.target, err)
			continue
		}
		if fmt.Sprint(f.Value) != fmt.Sprint(c.want) {
			t.Errorf("%s: read back %v, want %v", c.target, f.Value, c.want)
		}
	}
	// The page's own state (a value tracker that ignores synthetic
	// writes) saw the typed value.
	got, err := tabText(tab, surefill.CSS("#tracker-state"))
	if err != nil || got != "typed by a person" {
		t.Errorf("the page's tracker holds %q (%v)", got, err)
	}
}

func tabText(tab *surefill.Tab, t surefill.Target) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return tab.Text(ctx, t)
}

func TestLiveUpload(t *testing.T) {
	dir := t.TempDir()
	cv := filepath.Join(dir, "cv.txt")
	if err := os.WriteFile(cv, []byte("cv"), 0o644); err != nil {
		t.Fatal(err)
	}
	b := livetest.Launch(t, surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Read: []string{dir}})
	tab, ctx := livetest.OpenPage(t, b, "/widgets")
	f, err := tab.Upload(ctx, surefill.Label("Résumé"), cv)
	if err != nil {
		t.Fatal(err)
	}
	if f.Value != "cv.txt" {
		t.Errorf("upload read back %v", f.Value)
	}
	_, err = tab.Upload(ctx, surefill.Label("Résumé"), filepath.Join(dir, "missing.txt"))
	livetest.Code(t, err, surefill.NotFound)
	_, err = tab.Upload(ctx, surefill.Label("Résumé"), cv, cv)
	livetest.Code(t, err, surefill.NoOption)
	other := filepath.Join(t.TempDir(), "x.txt")
	os.WriteFile(other, []byte("x"), 0o644)
	_, err = tab.Upload(ctx, surefill.Label("Résumé"), other)
	livetest.Code(t, err, surefill.NotPermitted)
	if _, err := tab.Clear(ctx, surefill.Label("Résumé")); err != nil {
		t.Errorf("clear files: %v", err)
	}
}

func TestLiveCrossOriginFrame(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	tab, ctx := livetest.OpenPage(t, b, "/outer")
	fr, err := tab.Frame(ctx, "/inner")
	if err != nil {
		t.Fatal(err)
	}
	if fr == nil {
		t.Fatal("cross-origin frame not found")
	}
	f, err := fr.Fill(ctx, surefill.Label("Inner email"), "in@example.org", nil)
	if err != nil {
		t.Fatal(err)
	}
	if f.Value != "in@example.org" {
		t.Errorf("frame fill read back %v", f.Value)
	}
	// A frame that never comes: Frame waits (here up to the caller's
	// deadline), then fails not_found naming the frames there are.
	wctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	none, err := tab.Frame(wctx, "/nowhere")
	if fe := livetest.Code(t, err, surefill.NotFound); none != nil || !strings.Contains(fe.Detail, "/inner") {
		t.Errorf("a missing frame gives %v, %v", none, err)
	}
}

func TestLiveBackgroundTab(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	back, ctx := livetest.OpenPage(t, b, "/widgets")
	livetest.OpenPage(t, b, "/codes") // a second tab comes to the front
	// back is no longer in front; blur validation must still run.
	f, err := back.Fill(ctx, surefill.Label("Phone"), "5559876543", nil)
	if err != nil {
		t.Fatal(err)
	}
	if f.Value != "(555) 987-6543" {
		t.Errorf("background tab: blur reformat did not run, read %v", f.Value)
	}
}

func TestLiveSensitive(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	tab, ctx := livetest.OpenPage(t, b, "/widgets")
	f, err := tab.Fill(ctx, surefill.Label("Password"), "hunter2-secret", nil)
	if err != nil {
		t.Fatal(err)
	}
	if !f.Sensitive || f.Value != nil || strings.Contains(fmt.Sprint(f), "hunter2") {
		t.Errorf("a password fill leaks: %+v", f)
	}
	fields, err := tab.Fields(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, fl := range fields {
		if strings.Contains(fmt.Sprintf("%+v", fl), "hunter2") {
			t.Errorf("Fields leaks the password: %+v", fl)
		}
	}
}
