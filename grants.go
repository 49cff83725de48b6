package surefill

import (
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
)

// Grant is a capability a script is given when the browser is launched or
// connected. The zero Grants allows reading pages only.
type Grant string

// The grants. Forms implies Tabs; Submit implies Forms; PageJS implies Tabs;
// BrowserAll is every one of them.
const (
	Tabs       Grant = "tabs"    // open, find, navigate tabs; read pages
	Forms      Grant = "forms"   // input into pages, never a submission
	Submit     Grant = "submit"  // submitting a form (a submit button, Enter)
	PageJS     Grant = "page-js" // arbitrary JavaScript in pages
	BrowserAll Grant = "browser" // all of the above
)

// Grants is what a script may do: capabilities, the sites it may act on and
// the folders it may upload from. Declared once, checked before every call.
type Grants struct {
	// Allow lists capabilities. Tabs is always granted.
	Allow []Grant
	// Sites are host patterns ("jobs.example.com", "*.example.org",
	// "127.0.0.1"); empty means no restriction. A frame counts by its own
	// site.
	Sites []string
	// Read lists folders uploads may come from; empty allows none.
	Read []string
	// Write lists folders Download may save files in; empty allows none.
	Write []string
}

// has reports whether g includes the capability.
func (g Grants) has(want Grant) bool {
	if want == Tabs {
		return true
	}
	for _, a := range g.Allow {
		if a == want || a == BrowserAll {
			return true
		}
		switch {
		case a == Submit && want == Forms:
			return true
		}
	}
	return false
}

// String prints the grants as Go, for error messages.
func (g Grants) String() string {
	var parts []string
	for _, a := range g.Allow {
		parts = append(parts, goGrant(a))
	}
	return "surefill.Grants{Allow: []surefill.Grant{" + strings.Join(parts, ", ") + "}}"
}

func goGrant(a Grant) string {
	switch a {
	case Tabs:
		return "surefill.Tabs"
	case Forms:
		return "surefill.Forms"
	case Submit:
		return "surefill.Submit"
	case PageJS:
		return "surefill.PageJS"
	case BrowserAll:
		return "surefill.BrowserAll"
	}
	return fmt.Sprintf("surefill.Grant(%q)", string(a))
}

// need refuses with not_permitted when the capability is missing.
func (g Grants) need(op string, want Grant) error {
	if g.has(want) {
		return nil
	}
	return &FieldError{Code: NotPermitted, Op: op,
		Detail: fmt.Sprintf("%s needs the %q grant", op, want),
		Next:   fmt.Sprintf("add %s to Options.Grants.Allow", goGrant(want))}
}

// siteAllowed reports whether the address's host matches the Sites list.
func (g Grants) siteAllowed(addr string) bool {
	if len(g.Sites) == 0 {
		return true
	}
	u, err := url.Parse(addr)
	if err != nil {
		return false
	}
	switch u.Scheme {
	case "http", "https":
	case "about":
		// Only the empty document counts as no site; about:srcdoc and
		// about:blank frames are judged by the origin they inherit.
		return addr == "about:blank"
	default:
		return false
	}
	host := strings.ToLower(u.Hostname())
	for _, s := range g.Sites {
		s = strings.ToLower(strings.TrimSpace(s))
		if rest, ok := strings.CutPrefix(s, "*."); ok {
			if host == rest || strings.HasSuffix(host, "."+rest) {
				return true
			}
		} else if host == s {
			return true
		}
	}
	return false
}

// needSite refuses with not_permitted outside the declared sites.
func (g Grants) needSite(op, addr string) error {
	if g.siteAllowed(addr) {
		return nil
	}
	host := addr
	if u, err := url.Parse(addr); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	return &FieldError{Code: NotPermitted, Op: op,
		Detail: fmt.Sprintf("%s is not among the granted sites %q", host, g.Sites),
		Next:   fmt.Sprintf("add %q to Options.Grants.Sites", host)}
}

// needURL refuses an address a tab may not be sent to: http and https
// within the Sites, about:blank, javascript: only with page-js (and never
// in check mode: it runs script), file: only under a Read root. Every
// other scheme is refused.
func (g Grants) needURL(op, addr string, check bool) error {
	u, err := url.Parse(addr)
	if err != nil {
		return &FieldError{Code: NotPermitted, Op: op, Detail: fmt.Sprintf("%q is not an address: %v", addr, err), Next: "pass an http or https URL"}
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https":
		return g.needSite(op, addr)
	case "about":
		if addr == "about:blank" {
			return nil
		}
	case "javascript":
		if check {
			return &FieldError{Code: NotPermitted, Op: op, Detail: "a javascript: URL runs page script, which check mode never does", Next: "run without check mode, or leave the javascript: URL out"}
		}
		if err := g.need(op, PageJS); err != nil {
			fe := err.(*FieldError)
			fe.Detail = "a javascript: URL runs page script; " + fe.Detail
			return fe
		}
		return nil
	case "file":
		if u.Path != "" && g.readAllowed(u.Path) {
			return nil
		}
		return &FieldError{Code: NotPermitted, Op: op, Detail: "a file: URL reads a local file outside the granted read roots", Next: "add its folder to Options.Grants.Read"}
	}
	return &FieldError{Code: NotPermitted, Op: op, Detail: fmt.Sprintf("the %s: scheme is not one a tab may open (http, https, about:blank; javascript: with page-js; file: under a Read root)", u.Scheme),
		Next: "pass an http or https URL"}
}

// readAllowed reports whether path is under one of the Read roots.
func (g Grants) readAllowed(path string) bool {
	abs, err := filepath.Abs(path)
	if err != nil {
		return false
	}
	if r, err := filepath.EvalSymlinks(abs); err == nil {
		abs = r
	}
	for _, root := range g.Read {
		ra, err := filepath.Abs(root)
		if err != nil {
			continue
		}
		if r, err := filepath.EvalSymlinks(ra); err == nil {
			ra = r
		}
		rel, err := filepath.Rel(ra, abs)
		if err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return true
		}
	}
	return false
}
