package surefill_test

import (
	"context"
	"errors"
	"reflect"
	"sort"
	"testing"
	"time"

	"github.com/surefill/surefill"
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
}

// tabOnly are Tab methods beyond Scope; browserMethods are Browser's.
var tabOnly = map[string]string{"Close": "tabs", "Browser": "none", "Confirm": "none"}

var browserMethods = map[string]string{
	"NewTab": "tabs+sites", "Tabs": "tabs", "FindTab": "tabs", "Close": "none", "Confirm": "none", "Endpoint": "none",
}

// extraMethods are methods other packages add to Tab and Frame; each must
// be listed with its grant when it lands (see the coverage check below).
var extraMethods = map[string]string{"Save": "tabs", "Snapshot": "tabs", "Do": "forms", "DoFill": "forms", "Tools": "tabs", "Table": "tabs", "Tables": "tabs", "Status": "tabs", "Download": "forms+write"}

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
			_, c := extraMethods[m]
			return a || b || c
		}},
		{"Frame", (*surefill.Frame)(nil), func(m string) bool { _, a := scopeMethods[m]; _, c := extraMethods[m]; return a || c }},
		{"Browser", (*surefill.Browser)(nil), func(m string) bool { _, a := browserMethods[m]; return a }},
	} {
		for _, m := range methodNames(c.v) {
			if !c.known(m) {
				t.Errorf("%s.%s is not in the grant table: add it with the grant it needs", c.name, m)
			}
		}
	}
}

// TestGrantsRefuse calls every Scope method without its grant (or on a
// site outside the grants) and expects not_permitted.
func TestGrantsRefuse(t *testing.T) {
	readOnly := launch(t, surefill.Grants{})
	elsewhere := launch(t, surefill.Grants{Allow: []surefill.Grant{surefill.BrowserAll}, Sites: []string{"jobs.example.com"}})
	tab, ctx := openPage(t, readOnly, "/codes")
	// A tab of the site-restricted browser on a page outside its sites:
	// it is opened by the unrestricted one and found by URL.
	all := launch(t, surefill.Grants{Allow: []surefill.Grant{surefill.BrowserAll}})
	other, _ := openPage(t, all, "/codes?elsewhere")
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
	for name, c := range scopeMethods {
		if c.call == nil {
			continue
		}
		var s surefill.Scope = away
		if c.grant == "forms" || c.grant == "page-js" {
			s = tab
		}
		err := c.call(ctx, s)
		if !errors.Is(err, surefill.NotPermitted) {
			t.Errorf("%s (needs %s) was not refused: %v", name, c.grant, err)
		}
	}
	if _, err := elsewhere.NewTab(ctx, "http://example.invalid/"); !errors.Is(err, surefill.NotPermitted) {
		t.Errorf("NewTab outside the sites: %v", err)
	}
}
