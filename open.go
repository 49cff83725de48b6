package surefill

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Open is the short way in: it launches a browser with opts (as Launch
// does), opens url in a tab and returns the tab, whose Close also closes
// the browser. The site of url is the only site the script may act on
// unless opts.Grants.Sites says otherwise (least privilege: Open never
// widens what was given, and a url outside the given Sites is refused).
// A url without a host (file:, data:) gets Sites that admit only pages
// without one.
//
//	tab, err := surefill.Open(ctx, "https://jobs.example.com/apply", &surefill.Options{
//		Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}}})
//	if err != nil {
//		return err
//	}
//	defer tab.Close(ctx)
//
// To reach a remote browser, or to open several tabs, use Connect or
// Launch and NewTab.
func Open(ctx context.Context, url string, opts *Options) (*Tab, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	if len(o.Grants.Sites) == 0 {
		site, err := openSite(url)
		if err != nil {
			return nil, err
		}
		o.Grants.Sites = []string{site}
	}
	b, err := Launch(ctx, &o)
	if err != nil {
		return nil, err
	}
	t, err := b.NewTab(ctx, url)
	if err != nil {
		return nil, errors.Join(err, b.Close())
	}
	b.mu.Lock()
	b.closesWith = t
	b.mu.Unlock()
	return t, nil
}

// openSite is the host Sites names for addr: its host name, or "" (which
// admits only pages without a host) for a file: or data: address.
func openSite(addr string) (string, error) {
	u, err := url.Parse(addr)
	if err != nil || u.Scheme == "" {
		return "", &FieldError{Code: NotPermitted, Op: "Open", Detail: fmt.Sprintf("Open needs an absolute URL (with a scheme, like https://), not %q", addr),
			Next: "pass an http or https URL"}
	}
	return strings.ToLower(u.Hostname()), nil
}

// closeBrowserWith closes the browser when t is the tab Open opened it
// for; Tab.Close calls it after closing the tab.
func (b *Browser) closeBrowserWith(t *Tab) error {
	b.mu.Lock()
	mine := b.closesWith == t
	b.mu.Unlock()
	if !mine {
		return nil
	}
	return b.Close()
}

// Browser returns the browser the tab belongs to: for Confirm, more tabs
// (NewTab) and Close, when the tab came from Open.
func (t *Tab) Browser() *Browser { return t.b }

// Confirm asks the person, as Browser.Confirm does: a yes lets the next
// submission through when Submit is granted.
func (t *Tab) Confirm(ctx context.Context, message string) bool { return t.b.Confirm(ctx, message) }
