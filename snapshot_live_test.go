package surefill_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/formsnap"
	"github.com/surefill/surefill/internal/livetest"
)

const snapshotPage = `<!doctype html><title>snapshot</title>
<form aria-label="Apply" action="/done">
 <label for=email>Email</label><input id=email type=email required>
 <label for=pw>Password</label><input id=pw type=password value="opensesame-42">
 <label for=country>Country</label><select id=country><option value="">Choose…</option><option value=fr>France</option><option>Spain</option></select>
 <fieldset><legend>Plan</legend>
  <label><input type=radio name=plan value=free checked> Free</label>
  <label><input type=radio name=plan value=pro> Pro</label></fieldset>
 <label><input type=checkbox name=terms> I accept the terms</label>
 <label for=cv>CV</label><input id=cv type=file>
 <label for=nick>Nickname</label><span id=nick-slot><input id=nick></span>
 <label for=ref>Referral</label><input id=ref value="FRIEND" readonly>
 <button type=submit>Send application</button>
</form>
<section aria-label="Billing"><label>Phone <input name=bphone></label></section>
<section aria-label="Shipping"><label>Phone <input name=sphone></label></section>
<button type=button id=add>Add note</button><ul id=notes></ul>
<script>
 // The nickname field re-renders on change: a new input replaces the old.
 document.getElementById('nick-slot').addEventListener('change', (e) => {
   const old = e.target, fresh = document.createElement('input');
   fresh.id = 'nick'; fresh.value = old.value.toUpperCase();
   old.replaceWith(fresh);
 });
 document.getElementById('add').addEventListener('click', () => {
   const li = document.createElement('li'); li.textContent = 'note'; document.getElementById('notes').append(li);
 });
</script>`

func snapshotServer(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, snapshotPage)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// find returns the control labelled label.
func find(t *testing.T, s *surefill.FormSnapshot, label string) formsnap.Control {
	t.Helper()
	var all []formsnap.Control
	for _, f := range s.Forms {
		all = append(all, f.Controls...)
	}
	all = append(all, s.UnownedControls...)
	for _, c := range all {
		if c.Label == label {
			return c
		}
	}
	t.Fatalf("no control labelled %q", label)
	return formsnap.Control{}
}

func TestSnapshotLive(t *testing.T) {
	dir := t.TempDir()
	cv := filepath.Join(dir, "cv.pdf")
	if err := os.WriteFile(cv, []byte("%PDF-1.4"), 0o644); err != nil {
		t.Fatal(err)
	}
	b := livetest.Launch(t, surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Read: []string{dir}})
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	tab, err := b.NewTab(ctx, snapshotServer(t))
	if err != nil {
		t.Fatal(err)
	}
	var s surefill.Scope = tab

	snap, err := s.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := json.Marshal(snap)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(raw), "opensesame") {
		t.Fatal("the password's value is in the snapshot")
	}
	if _, err := formsnap.Decode(raw); err != nil {
		t.Fatalf("a live snapshot does not decode: %v", err)
	}
	if !strings.HasPrefix(snap.PageID, "page-") || len(snap.Forms) != 1 || snap.Truncated {
		t.Fatalf("pageId %q, %d forms, truncated %v", snap.PageID, len(snap.Forms), snap.Truncated)
	}
	if pw := find(t, snap, "Password"); pw.State.Kind != formsnap.StateRedacted || !*pw.State.Present {
		t.Errorf("password state %+v", pw.State)
	}
	if f := snap.Forms[0]; len(f.SubmitControls) != 1 || len(f.Groups) != 1 || f.Groups[0].Kind != formsnap.GroupRadio {
		t.Errorf("form %+v", f)
	}
	do := func(c formsnap.Control, op formsnap.Operation) (formsnap.Evidence, error) {
		t.Helper()
		if c.Target == nil {
			t.Fatalf("%s has no target", c.Label)
		}
		return s.Do(ctx, formsnap.ControlAction{Target: *c.Target, Operation: op})
	}
	must := func(ev formsnap.Evidence, err error) formsnap.Evidence {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		if ev.Uncertain {
			t.Fatalf("uncertain: %s", ev.Detail)
		}
		if err := ev.Validate(); err != nil {
			t.Fatalf("evidence does not validate: %v", err)
		}
		return ev
	}
	text := func(ev formsnap.Evidence) string {
		t.Helper()
		if ev.State == nil || ev.State.Kind != formsnap.StateText {
			t.Fatalf("state %+v", ev.State)
		}
		return *ev.State.Value
	}

	t.Run("setText then append", func(t *testing.T) {
		email := find(t, snap, "Email")
		if email.Validity.State != formsnap.Invalid {
			t.Errorf("an empty required field reads %s", email.Validity.State)
		}
		ev := must(do(email, formsnap.SetText("ada@example")))
		if got := text(ev); got != "ada@example" || ev.NodeReplaced {
			t.Errorf("read back %q, replaced %v", got, ev.NodeReplaced)
		}
		ev = must(do(email, formsnap.AppendText(".com")))
		if got := text(ev); got != "ada@example.com" {
			t.Errorf("after appending: %q", got)
		}
		if ev.Validity == nil || ev.Validity.State != formsnap.Valid {
			t.Errorf("validity %+v", ev.Validity)
		}
	})
	t.Run("password stays redacted", func(t *testing.T) {
		ev := must(do(find(t, snap, "Password"), formsnap.SetText("another-secret-7")))
		b, _ := json.Marshal(ev)
		if ev.State.Kind != formsnap.StateRedacted || !*ev.State.Present || strings.Contains(string(b), "another-secret") {
			t.Errorf("evidence %s", b)
		}
	})
	t.Run("selectOne by label and by value", func(t *testing.T) {
		country := find(t, snap, "Country")
		ev := must(do(country, formsnap.SelectOne("Spain")))
		if ev.State.Kind != formsnap.StateSelection || len(ev.State.Selected) != 1 || ev.State.Selected[0] != "Spain" {
			t.Errorf("state %+v", ev.State)
		}
		ev = must(do(country, formsnap.SelectOne("fr")))
		if ev.State.Selected[0] != "France" {
			t.Errorf("state %+v", ev.State)
		}
		_, err := do(country, formsnap.SelectOne("Narnia"))
		if fe := livetest.Code(t, err, surefill.NoOption); fe.Changed {
			t.Error("a refused option reports a changed page")
		}
	})
	t.Run("radio and checkbox", func(t *testing.T) {
		ev := must(do(find(t, snap, "Pro"), formsnap.SetChecked(true)))
		if !*ev.State.Checked {
			t.Errorf("Pro reads %+v", ev.State)
		}
		_, err := do(find(t, snap, "Pro"), formsnap.SetChecked(false))
		livetest.Code(t, err, surefill.NotEditable)
		ev = must(do(find(t, snap, "I accept the terms"), formsnap.SetChecked(true)))
		if !*ev.State.Checked {
			t.Errorf("terms read %+v", ev.State)
		}
	})
	t.Run("setFiles", func(t *testing.T) {
		ev := must(do(find(t, snap, "CV"), formsnap.SetFiles(cv)))
		if ev.State.Kind != formsnap.StateFiles || *ev.State.Count != 1 {
			t.Errorf("state %+v", ev.State)
		}
	})
	t.Run("ordinal picks the second of two", func(t *testing.T) {
		phones := 0
		for _, c := range snap.UnownedControls {
			if c.Label == "Phone" {
				phones++
				if c.Target == nil || c.Target.Ordinal != phones {
					t.Fatalf("phone %d target %+v", phones, c.Target)
				}
			}
		}
		second := *find(t, snap, "Phone").Target
		second.Ordinal = 2
		ev, err := s.Do(ctx, formsnap.ControlAction{Target: second, Operation: formsnap.SetText("555")})
		must(ev, err)
		after, err := s.Snapshot(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range after.UnownedControls {
			if c.Label == "Phone" {
				got = append(got, *c.State.Value)
			}
		}
		if strings.Join(got, ",") != ",555" {
			t.Errorf("phones read %q", got)
		}
		// Without the ordinal the target is ambiguous, and nothing is typed.
		second.Ordinal = 0
		_, err = s.Do(ctx, formsnap.ControlAction{Target: second, Operation: formsnap.SetText("999")})
		if fe := livetest.Code(t, err, surefill.Ambiguous); fe.Changed {
			t.Error("an ambiguous target reports a changed page")
		}
	})
	t.Run("refused before acting", func(t *testing.T) {
		_, err := do(find(t, snap, "Email"), formsnap.SetFiles(cv))
		livetest.Code(t, err, surefill.NotEditable)
		_, err = do(find(t, snap, "Referral"), formsnap.SetText("x"))
		livetest.Code(t, err, surefill.NotEditable)
		_, err = s.Do(ctx, formsnap.ControlAction{Target: formsnap.Target{Role: "textbox", Name: "Nothing like it"}, Operation: formsnap.Clear()})
		livetest.Code(t, err, surefill.NotFound)
		_, err = tab.DoFill(ctx, formsnap.ControlAction{Target: *find(t, snap, "Add note").Target, Operation: formsnap.Activate()})
		livetest.Code(t, err, surefill.NotPermitted)
	})
	t.Run("activate", func(t *testing.T) {
		ev := must(do(find(t, snap, "Add note"), formsnap.Activate()))
		if ev.State == nil || ev.State.Kind != formsnap.StateNone {
			t.Errorf("state %+v", ev.State)
		}
		if _, err := s.Text(ctx, surefill.Text("note")); err != nil {
			t.Errorf("not exactly one note after one activate: %v", err)
		}
		// The submit button is refused without the submit grant, untouched.
		_, err = do(find(t, snap, "Send application"), formsnap.Activate())
		if fe := livetest.Code(t, err, surefill.NotPermitted); fe.Changed {
			t.Error("a refused submit reports a changed page")
		}
	})
	t.Run("node replaced", func(t *testing.T) {
		ev := must(do(find(t, snap, "Nickname"), formsnap.SetText("ada")))
		if !ev.NodeReplaced || text(ev) != "ADA" {
			t.Errorf("replaced %v, value %q", ev.NodeReplaced, text(ev))
		}
	})
}

func TestSnapshotGrants(t *testing.T) {
	b := livetest.Launch(t, surefill.Grants{}) // reading only
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	tab, err := b.NewTab(ctx, snapshotServer(t))
	if err != nil {
		t.Fatal(err)
	}
	snap, err := tab.Snapshot(ctx)
	if err != nil {
		t.Fatalf("Snapshot needs only the reading grant: %v", err)
	}
	_, err = tab.Do(ctx, formsnap.ControlAction{Target: *find(t, snap, "Email").Target, Operation: formsnap.SetText("x")})
	if !errors.Is(err, surefill.NotPermitted) {
		t.Fatalf("Do without the forms grant: %v", err)
	}
	away := livetest.Launch(t, surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"jobs.example.com"}})
	tabs, err := away.Tabs(ctx)
	if err != nil {
		t.Fatal(err)
	}
	tried := false
	for _, tb := range tabs {
		if _, err := tb.Title(ctx); !errors.Is(err, surefill.NotPermitted) {
			continue // not a page outside the sites (about:blank has no site)
		}
		tried = true
		if _, err := tb.Snapshot(ctx); !errors.Is(err, surefill.NotPermitted) {
			t.Errorf("Snapshot outside the sites: %v", err)
		}
	}
	if !tried {
		t.Fatal("no tab outside the sites to try")
	}
}
