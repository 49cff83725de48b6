package settle

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/formsnap"
	"github.com/surefill/surefill/internal/livetest"
	"github.com/surefill/surefill/resolver"
	sftest "github.com/surefill/surefill/testing"
)

// A tab is one page: its targets, listings and waits reach every frame,
// cross-origin and late ones included. Evidence: what the card frame's
// own server received (the frame reports its values there), and what a
// second connection reads from the top document.

var framePages = map[string]string{
	"/checkout": `<!doctype html><title>Checkout</title><label>Email <input id=email></label>
<iframe src="{{B}}/card" title="Card details" width=400 height=200></iframe>
<iframe srcdoc="<label>Promo code <input id=promo></label>" width=300 height=80></iframe>`,
	"/card": `<!doctype html><label>Card number <input id=card></label><label>Email <input id=cardEmail></label>
<script>
for (const el of document.querySelectorAll('input')) el.addEventListener('change', () => {
  const x = new XMLHttpRequest(); x.open('GET', '/typed?' + el.id + '=' + encodeURIComponent(el.value), false); x.send();
});
</script>`,
	"/late-frame": `<!doctype html><title>Late</title><label>Email <input id=email></label>
<script>setTimeout(() => { const f = document.createElement('iframe'); f.src = '{{B}}/card'; document.body.append(f); }, 800)</script>`,
}

func framesTab(t *testing.T, path string, sites ...string) (*surefill.Tab, context.Context, *livetest.Hostile) {
	t.Helper()
	h := livetest.NewHostile(t, framePages)
	b := livetest.Connect(t, surefill.Options{Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: sites}})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	tab, err := b.NewTab(ctx, h.A+path)
	if err != nil {
		t.Fatal(err)
	}
	return tab, ctx, h
}

func TestFramesAreOnePage(t *testing.T) {
	tab, ctx, h := framesTab(t, "/checkout", "127.0.0.1", "127.0.0.2")
	// Only the cross-origin frame has it: the tab's target acts there.
	if _, err := tab.Fill(ctx, surefill.Label("Card number"), "4242 4242 4242 4242", livetest.Short(5*time.Second)); err != nil {
		t.Fatalf("a tab target into a cross-origin frame: %v", err)
	}
	if got := h.Received("/typed?card=4242"); len(got) != 1 {
		t.Errorf("the card frame's server received %q", got)
	}
	// A same-origin srcdoc frame, too.
	if _, err := tab.Fill(ctx, surefill.Label("Promo code"), "SPRING", nil); err != nil {
		t.Fatalf("a tab target into a srcdoc frame: %v", err)
	}
	if got := livetest.Peek(t, "/checkout", "document.querySelector('iframe[srcdoc]').contentDocument.getElementById('promo').value"); got != "SPRING" {
		t.Errorf("the promo field holds %v", got)
	}
	// Both the page and the frame have an Email: ambiguous, each candidate
	// naming its document, and each candidate fills only its own.
	_, err := tab.Fill(ctx, surefill.Label("Email"), "ada@example.org", nil)
	fe := livetest.Code(t, err, surefill.Ambiguous)
	if len(fe.Candidates) != 2 || !strings.Contains(strings.Join(fe.Candidates, " "), "MainFrame()") || !strings.Contains(strings.Join(fe.Candidates, " "), `InFrame("/card")`) {
		t.Fatalf("candidates %q", fe.Candidates)
	}
	if livetest.Peek(t, "/checkout", "email.value") != "" || len(h.Received("/typed?cardEmail")) != 0 {
		t.Fatal("an ambiguous fill wrote something")
	}
	for _, c := range fe.Candidates {
		tg, err := resolver.ParseTarget(c)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tab.Fill(ctx, tg, "ada@example.org", nil); err != nil {
			t.Fatalf("candidate %s: %v", c, err)
		}
	}
	if got := livetest.Peek(t, "/checkout", "email.value"); got != "ada@example.org" {
		t.Errorf("the page's Email holds %v", got)
	}
	if got := h.Received("/typed?cardEmail=ada"); len(got) != 1 {
		t.Errorf("the frame's server received %q", got)
	}
	// The listing covers the frames, and every target it hands out
	// resolves from the tab to that one field.
	fields, err := tab.Fields(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	labels := map[string]string{}
	for _, f := range fields {
		labels[f.Label] += f.Frame + ";"
		if f.Target == nil {
			t.Errorf("%q has no target", f.Label)
			continue
		}
		if err := tab.WaitFor(ctx, f.Target, &surefill.WaitOptions{Timeout: time.Second}); err != nil {
			t.Errorf("listed target %s: %v", f.Target, err)
		}
		if _, err := tab.Text(ctx, f.Target); err != nil && !strings.Contains(err.Error(), "sensitive") {
			t.Errorf("listed target %s does not resolve to one element: %v", f.Target, err)
		}
	}
	if !strings.Contains(labels["Card number"], "/card") || !strings.Contains(labels["Promo code"], "about:srcdoc") || strings.Count(labels["Email"], ";") != 2 {
		t.Errorf("the listing's frames: %v", labels)
	}
}

func TestFramesLateAndOffsite(t *testing.T) {
	tab, ctx, h := framesTab(t, "/late-frame", "127.0.0.1", "127.0.0.2")
	// A frame a script adds after 800 ms: the tab's target waits for it.
	if _, err := tab.Fill(ctx, surefill.Label("Card number"), "4111 1111 1111 1111", livetest.Short(5*time.Second)); err != nil {
		t.Fatalf("a late frame: %v", err)
	}
	if got := h.Received("/typed?card=4111"); len(got) != 1 {
		t.Errorf("the card frame's server received %q", got)
	}
	// Frame(pattern) waits for a late frame's document too.
	tab2, ctx2, _ := framesTab(t, "/late-frame?again", "127.0.0.1", "127.0.0.2")
	f, err := tab2.Frame(ctx2, "/card")
	if err != nil || f == nil {
		t.Fatalf("Frame on a late frame: %v, %v", f, err)
	}
	if _, err := f.Fill(ctx2, surefill.Label("Email"), "x@example.org", nil); err != nil {
		t.Fatalf("Fill in the frame Frame returned: %v", err)
	}
	// A frame whose site is not granted is never searched; the error says so.
	tab3, ctx3, h3 := framesTab(t, "/checkout?offsite", "127.0.0.1")
	_, err = tab3.Fill(ctx3, surefill.Label("Card number"), "4242", livetest.Short(1500*time.Millisecond))
	if err == nil || !strings.Contains(err.Error(), "127.0.0.2") {
		t.Errorf("a target only in a frame of a site not granted: %v", err)
	}
	if got := h3.Received("/typed"); len(got) != 0 {
		t.Errorf("the card frame's server received %q", got)
	}
}

// A snapshot of a tab is the whole page: a frame's controls carry the
// iframe in their target's frame path, and a control action with that
// target acts in the frame.
func TestFramesSnapshotAndDo(t *testing.T) {
	tab, ctx, h := framesTab(t, "/checkout", "127.0.0.1", "127.0.0.2")
	snap, err := tab.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := snap.Validate(); err != nil {
		t.Fatalf("the page-wide snapshot is invalid: %v", err)
	}
	var card, email *formsnap.Control
	ids := map[string]bool{}
	all := append([]formsnap.Control(nil), snap.UnownedControls...)
	for _, f := range snap.Forms {
		all = append(all, f.Controls...)
	}
	for _, c := range all {
		if ids[c.ID] {
			t.Errorf("control id %s twice", c.ID)
		}
		ids[c.ID] = true
		switch {
		case c.Label == "Card number":
			card = &c
		case c.Label == "Email" && c.Target != nil && len(c.Target.FramePath) == 0:
			email = &c
		}
	}
	if card == nil || email == nil || len(card.Target.FramePath) != 1 || card.Target.FramePath[0].Name != "Card details" {
		t.Fatalf("the snapshot's card control %+v, top email %+v", card, email)
	}
	if _, err := tab.Do(ctx, formsnap.ControlAction{Target: *card.Target, Operation: formsnap.SetText("4242 4242 4242 4242")}); err != nil {
		t.Fatalf("an action on the frame's control: %v", err)
	}
	if got := h.Received("/typed?card=4242"); len(got) != 1 {
		t.Errorf("the card frame's server received %q", got)
	}
	if _, err := tab.Do(ctx, formsnap.ControlAction{Target: *email.Target, Operation: formsnap.SetText("ada@example.org")}); err != nil {
		t.Fatal(err)
	}
	if got := livetest.Peek(t, "/checkout", "email.value"); got != "ada@example.org" || len(h.Received("/typed?cardEmail")) != 0 {
		t.Errorf("the top Email holds %v; the frame's server got %q", got, h.Received("/typed?cardEmail"))
	}
}

// A saved page holds its frames, cross-origin ones included, and package
// testing judges it as the tab does: the same fields with the same
// targets, the same answer for a target in one frame, the same ambiguity.
func TestFramesSavedAsOnePage(t *testing.T) {
	tab, ctx, _ := framesTab(t, "/checkout", "127.0.0.1", "127.0.0.2")
	live, err := tab.Fields(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	saved, err := tab.Save(ctx)
	if err != nil {
		t.Fatal(err)
	}
	u, _ := tab.URL(ctx)
	offline, err := sftest.FieldsOf(saved, &sftest.Options{URL: u})
	if err != nil {
		t.Fatal(err)
	}
	key := func(fs []surefill.Field) []string {
		var out []string
		for _, f := range fs {
			out = append(out, fmt.Sprintf("%s|%v|%s", f.Label, f.Target, frameKind(f.Frame)))
		}
		return out
	}
	// The same fields and targets; the order of frames may differ (a live
	// tab lists its in-process frames before out-of-process ones).
	l, o := key(live), key(offline)
	slices.Sort(l)
	slices.Sort(o)
	if strings.Join(l, "\n") != strings.Join(o, "\n") {
		t.Errorf("live and offline listings differ:\nlive:\n%s\noffline:\n%s", strings.Join(l, "\n"), strings.Join(o, "\n"))
	}
	if f, err := sftest.FieldOf(saved, surefill.Label("Card number"), nil); err != nil || f.Label != "Card number" {
		t.Errorf("offline, the cross-origin frame's field: %+v, %v", f, err)
	}
	_, liveErr := tab.Fill(ctx, surefill.Label("Email"), "x@example.org", nil)
	_, offErr := sftest.FieldOf(saved, surefill.Label("Email"), &sftest.Options{URL: u})
	lc, oc := candidatesOf(liveErr), candidatesOf(offErr)
	if len(lc) != 2 || strings.Join(lc, " ") != strings.Join(oc, " ") {
		t.Errorf("ambiguity live %q, offline %q", lc, oc)
	}
}

// frameKind leaves out the port, which the saved page keeps but a test
// server picks anew.
func frameKind(addr string) string {
	switch {
	case addr == "":
		return "top"
	case strings.HasSuffix(addr, "/card"):
		return "card"
	}
	return addr
}

func candidatesOf(err error) []string {
	var fe *surefill.FieldError
	if errors.As(err, &fe) {
		return fe.Candidates
	}
	var re *resolver.Error
	if errors.As(err, &re) {
		return re.Candidates
	}
	return nil
}
