package surefill_test

import (
	"context"
	"errors"
	"os"
	"reflect"
	"sort"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/formsnap"
	"github.com/surefill/surefill/internal/livetest"
)

// grantCase is one public method: the grant it needs and a call that must
// be refused when that grant (or the page's site) is missing.
type grantCase struct {
	grant string // "tabs" methods are refused by sites; "none" needs nothing
	call  func(ctx context.Context, s surefill.Scope) error
}

// scopeMethods lists every exported method Tab and Frame share. The test
// fails when a method is added without being listed here: fail closed.
var scopeMethods = map[string]grantCase{
	"Fields": {"tabs", func(ctx context.Context, s surefill.Scope) error { _, err := s.Fields(ctx, nil); return err }},
	"Clickables": {"tabs", func(ctx context.Context, s surefill.Scope) error {
		_, _, err := s.Clickables(ctx, nil, false)
		return err
	}},
	"Text": {"tabs", func(ctx context.Context, s surefill.Scope) error {
		_, err := s.Text(ctx, surefill.Label("Email"))
		return err
	}},
	"Status": {"tabs", func(ctx context.Context, s surefill.Scope) error { _, err := s.Status(ctx); return err }},
	"Download": {"forms", func(ctx context.Context, s surefill.Scope) error {
		_, err := s.Download(ctx, surefill.Label("Email"), os.TempDir(), nil)
		return err
	}},
	"Describe": {"tabs", func(ctx context.Context, s surefill.Scope) error {
		_, err := s.Describe(ctx, surefill.Label("Email"))
		return err
	}},
	"Attr": {"tabs", func(ctx context.Context, s surefill.Scope) error {
		_, _, err := s.Attr(ctx, surefill.Label("Email"), "id")
		return err
	}},
	"Fill": {"forms", func(ctx context.Context, s surefill.Scope) error {
		_, err := s.Fill(ctx, surefill.Label("Email"), "a@b.c", nil)
		return err
	}},
	"Clear": {"forms", func(ctx context.Context, s surefill.Scope) error {
		_, err := s.Clear(ctx, surefill.Label("Email"))
		return err
	}},
	"Upload": {"forms", func(ctx context.Context, s surefill.Scope) error {
		_, err := s.Upload(ctx, surefill.Label("Email"), "x")
		return err
	}},
	"Click": {"forms", func(ctx context.Context, s surefill.Scope) error { return s.Click(ctx, surefill.Label("Email")) }},
	"Press": {"forms", func(ctx context.Context, s surefill.Scope) error { return s.Press(ctx, "Tab") }},
	"WaitFor": {"tabs", func(ctx context.Context, s surefill.Scope) error {
		return s.WaitFor(ctx, surefill.Label("Email"), &surefill.WaitOptions{Timeout: time.Second})
	}},
	"WaitForFunc": {"page-js", func(ctx context.Context, s surefill.Scope) error {
		return s.WaitForFunc(ctx, "() => true", time.Second)
	}},
	"Evaluate":          {"page-js", func(ctx context.Context, s surefill.Scope) error { _, err := s.Evaluate(ctx, "() => 1"); return err }},
	"Frame":             {"tabs", func(ctx context.Context, s surefill.Scope) error { _, err := s.Frame(ctx, "x"); return err }},
	"UseCustomParts":    {"none", nil},
	"Goto":              {"tabs", func(ctx context.Context, s surefill.Scope) error { return s.Goto(ctx, "http://example.invalid/") }},
	"URL":               {"tabs", func(ctx context.Context, s surefill.Scope) error { _, err := s.URL(ctx); return err }},
	"Title":             {"tabs", func(ctx context.Context, s surefill.Scope) error { _, err := s.Title(ctx); return err }},
	"Reload":            {"tabs", func(ctx context.Context, s surefill.Scope) error { return s.Reload(ctx) }},
	"WaitForNavigation": {"tabs", func(ctx context.Context, s surefill.Scope) error { return s.WaitForNavigation(ctx) }},
	"Screenshot":        {"tabs", func(ctx context.Context, s surefill.Scope) error { _, err := s.Screenshot(ctx); return err }},
	"Save":              {"tabs", func(ctx context.Context, s surefill.Scope) error { _, err := saver(s).Save(ctx); return err }},
	"Snapshot":          {"tabs", func(ctx context.Context, s surefill.Scope) error { _, err := s.Snapshot(ctx); return err }},
	"Tools":             {"tabs", func(ctx context.Context, s surefill.Scope) error { _, err := s.Tools(ctx); return err }},
	"Tables":            {"tabs", func(ctx context.Context, s surefill.Scope) error { _, err := s.Tables(ctx); return err }},
	"Table": {"tabs", func(ctx context.Context, s surefill.Scope) error {
		_, err := s.Table(ctx, surefill.CSS("table"), nil, 0)
		return err
	}},
	"Do": {"forms", func(ctx context.Context, s surefill.Scope) error {
		_, err := s.Do(ctx, emailAction)
		return err
	}},
	"DoFill": {"forms", func(ctx context.Context, s surefill.Scope) error {
		_, err := doFiller(s).DoFill(ctx, emailAction)
		return err
	}},
}

// emailAction is a valid ControlAction, so that Do and DoFill get as far as
// their grant check.
var emailAction = surefill.ControlAction{
	Target:    formsnap.Target{Role: "textbox", Name: "Email"},
	Operation: formsnap.SetText("a@b.c"),
}

// Save and DoFill are methods of Tab and Frame outside Scope.
func saver(s surefill.Scope) interface {
	Save(context.Context) ([]byte, error)
} {
	return s.(interface {
		Save(context.Context) ([]byte, error)
	})
}

func doFiller(s surefill.Scope) interface {
	DoFill(context.Context, surefill.ControlAction) (surefill.Evidence, error)
} {
	return s.(interface {
		DoFill(context.Context, surefill.ControlAction) (surefill.Evidence, error)
	})
}

// tabOnly are Tab methods beyond Scope; browserMethods are Browser's. Tabs
// is always granted, so "tabs" there means: refused by nothing but Sites,
// and these list or open without touching a page's content.
var tabOnly = map[string]string{"Close": "none", "Browser": "none", "Confirm": "none"}

var browserMethods = map[string]string{
	"NewTab": "tabs+sites", "Tabs": "tabs", "FindTab": "tabs", "Close": "none", "Confirm": "none", "Endpoint": "none", "Unchecked": "none",
}

func methodNames(v any) []string {
	t := reflect.TypeOf(v)
	var out []string
	for i := 0; i < t.NumMethod(); i++ {
		out = append(out, t.Method(i).Name)
	}
	sort.Strings(out)
	return out
}

func TestGrantCoverage(t *testing.T) {
	for _, c := range []struct {
		name  string
		v     any
		known func(string) bool
	}{
		{"Tab", (*surefill.Tab)(nil), func(m string) bool {
			_, a := scopeMethods[m]
			_, b := tabOnly[m]
			return a || b
		}},
		{"Frame", (*surefill.Frame)(nil), func(m string) bool { _, a := scopeMethods[m]; return a }},
		{"Browser", (*surefill.Browser)(nil), func(m string) bool { _, a := browserMethods[m]; return a }},
	} {
		for _, m := range methodNames(c.v) {
			if !c.known(m) {
				t.Errorf("%s.%s is not in the grant table: add it with the grant it needs", c.name, m)
			}
		}
	}
	// A listed method that needs a grant comes with the call that proves it
	// is refused without it.
	for name, c := range scopeMethods {
		if c.grant != "none" && c.call == nil {
			t.Errorf("%s needs %s but has no call to check it", name, c.grant)
		}
	}
}

// TestGrantsRefuse calls every Scope method without its grant (or on a
// site outside the grants) and expects not_permitted.
func TestGrantsRefuse(t *testing.T) {
	readOnly := livetest.Launch(t, surefill.Grants{})
	elsewhere := livetest.Launch(t, surefill.Grants{Allow: []surefill.Grant{surefill.BrowserAll}, Sites: []string{"jobs.example.com"}})
	tab, ctx := livetest.OpenPage(t, readOnly, "/codes")
	// A tab of the site-restricted browser on a page outside its sites:
	// it is opened by the unrestricted one and found by URL.
	all := livetest.Launch(t, surefill.Grants{Allow: []surefill.Grant{surefill.BrowserAll}})
	other, _ := livetest.OpenPage(t, all, "/codes?elsewhere")
	_ = other
	var away *surefill.Tab
	tabs, err := elsewhere.Tabs(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, tb := range tabs {
		if u, err := tb.URL(ctx); err != nil && errors.Is(err, surefill.NotPermitted) {
			away = tb
			_ = u
			break
		}
	}
	if away == nil {
		t.Fatal("no tab outside the sites was found")
	}
	called := 0
	for name, c := range scopeMethods {
		if c.grant == "none" {
			continue // UseCustomParts: data only; called below
		}
		var s surefill.Scope = away
		if c.grant == "forms" || c.grant == "page-js" {
			s = tab
		}
		err := c.call(ctx, s)
		called++
		if !errors.Is(err, surefill.NotPermitted) {
			t.Errorf("%s (needs %s) was not refused: %v", name, c.grant, err)
		}
	}
	if want := len(scopeMethods) - 1; called != want {
		t.Errorf("called %d of the %d methods that need a grant", called, want)
	}
	away.UseCustomParts() // needs nothing; must not touch the page
	if _, err := elsewhere.NewTab(ctx, "http://example.invalid/"); !errors.Is(err, surefill.NotPermitted) {
		t.Errorf("NewTab outside the sites: %v", err)
	}
}

// TestGrantsNotNeeded calls the methods listed as needing no grant (or
// only the always-granted tabs) on a browser with no grants at all: none
// may be refused, and each does what it says, judged by what a second
// connection to the browser sees.
func TestGrantsNotNeeded(t *testing.T) {
	readOnly := livetest.Launch(t, surefill.Grants{})
	observer := livetest.Launch(t, surefill.Grants{})
	tab, ctx := livetest.OpenPage(t, readOnly, "/codes?not-needed")
	u, err := tab.URL(ctx)
	if err != nil {
		t.Fatal(err)
	}
	tabs, err := readOnly.Tabs(ctx)
	if err != nil || len(tabs) == 0 {
		t.Fatalf("Tabs without grants: %d tabs, %v", len(tabs), err)
	}
	if found, err := readOnly.FindTab(ctx, "/codes?not-needed"); err != nil || found == nil {
		t.Fatalf("FindTab without grants: %v, %v", found, err)
	}
	if readOnly.Endpoint() == "" {
		t.Fatal("Endpoint is empty")
	}
	// Unattended (CI has no stdin), so no; where stdin is a person's
	// terminal, nobody answers in time, so no as well.
	cctx, ccancel := context.WithTimeout(ctx, 200*time.Millisecond)
	defer ccancel()
	if readOnly.Confirm(cctx, "Proceed?") {
		t.Fatal("Confirm said yes with nobody to ask")
	}
	if err := tab.Close(ctx); err != nil {
		t.Fatalf("Tab.Close without grants: %v", err)
	}
	if still, err := observer.FindTab(ctx, u); err != nil || still != nil {
		t.Fatalf("the closed tab is still in the browser (%v, %v)", still, err)
	}
	// Browser.Close of a connection closes only what it opened.
	other, _ := livetest.OpenPage(t, observer, "/codes?observer")
	if err := readOnly.Close(); err != nil {
		t.Fatalf("Browser.Close without grants: %v", err)
	}
	if _, err := other.URL(ctx); err != nil {
		t.Fatalf("closing one connection broke another's tab: %v", err)
	}
}
