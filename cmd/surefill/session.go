package main

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/dom"
)

// openPage launches Chromium with the reading grant only (the commands
// that open pages never write to them), opens url and waits for -wait.
// close ends the browser.
func openPage(ctx context.Context, e *env, c config, url string) (tab *surefill.Tab, close func(), err error) {
	return openPageWith(ctx, e, c, url, &surefill.Options{ChromePath: c.chrome, Headful: c.headful})
}

// openPageWith is openPage with the browser's options given.
func openPageWith(ctx context.Context, e *env, c config, url string, opts *surefill.Options) (tab *surefill.Tab, close func(), err error) {
	done := e.progress.step("starting Chromium")
	b, err := surefill.Launch(ctx, opts)
	done()
	if err != nil {
		return nil, nil, err
	}
	done = e.progress.step("loading " + url)
	tab, err = b.NewTab(ctx, url)
	done()
	if err != nil {
		b.Close()
		return nil, nil, err
	}
	if c.wait != nil {
		done = e.progress.step("waiting for " + c.wait.String())
		err = tab.WaitFor(ctx, c.wait, &surefill.WaitOptions{Timeout: surefill.DefaultTimeout})
		done()
		if err != nil {
			b.Close()
			return nil, nil, err
		}
	}
	return tab, func() { b.Close() }, nil
}

// explain adds the way out to errors a newcomer meets first.
func explain(err error) error {
	if errors.Is(err, cdp.ErrChromeNotFound) {
		return fmt.Errorf("%w\n(install Chromium — Debian: sudo apt-get install -y chromium — or pass -chrome PATH, or set %s)", err, cdp.EnvChrome)
	}
	return err
}

// frameRef is an iframe of a page: its document is not the page's, so a
// script reaches it with Frame.
type frameRef struct {
	URL string `json:"url"`
	// Go is the call that reaches it, ready to paste, with the check for
	// the error and the frame's absence the guide asks for.
	Go string `json:"go"`
	// Pattern is the URL pattern Go passes to Frame: a string to find in
	// the frame's address, or a regular expression when Regexp. It leaves
	// out the port, which changes from one server run to the next.
	Pattern string `json:"pattern"`
	Regexp  bool   `json:"regexp,omitempty"`
	// Remote is true for a frame that runs in another process: a saved
	// page keeps only its address.
	Remote bool `json:"remote,omitempty"`
	// doc is the frame's document when the saved page holds it.
	doc *dom.Document
}

// framesOf lists the iframes of a saved page that have an address, in
// document order, each address made absolute against the page's.
func framesOf(d *dom.Document, pageURL string) []frameRef {
	base, _ := url.Parse(pageURL)
	var out []frameRef
	seen := map[string]bool{}
	for _, n := range d.Nodes {
		if !n.IsElement("iframe", "frame") {
			continue
		}
		src := n.AttrOr("src")
		if src == "" || src == "about:blank" || src == "about:srcdoc" {
			continue
		}
		if u, err := url.Parse(src); err == nil && base != nil {
			src = base.ResolveReference(u).String()
		}
		if seen[src] {
			continue
		}
		seen[src] = true
		out = append(out, frameRef{URL: src, Remote: n.ContentDocument == nil, doc: n.ContentDocument})
	}
	all := make([]string, len(out))
	for i, f := range out {
		all[i] = f.URL
	}
	for i := range out {
		f := &out[i]
		f.Pattern, f.Regexp = framePattern(f.URL, all)
		arg := strconv.Quote(f.Pattern)
		if f.Regexp {
			arg = "regexp.MustCompile(`" + f.Pattern + "`)"
		}
		f.Go = fmt.Sprintf("f, err := tab.Frame(ctx, %s)", arg)
	}
	return out
}

// framePattern is a pattern for Frame that finds addr among all (the
// page's frame addresses) whichever port the site is served on: the
// address itself when it names no port; else its path and query when no
// other frame's address holds them; else a regular expression with any
// port (or none).
func framePattern(addr string, all []string) (pattern string, isRegexp bool) {
	u, err := url.Parse(addr)
	if err != nil || u.Port() == "" || u.Host == "" {
		return addr, false
	}
	u.Fragment, u.RawFragment = "", ""
	path := u.RequestURI()
	unique := len(path) > 1
	for _, other := range all {
		if other != addr && strings.Contains(other, path) {
			unique = false
		}
	}
	if unique {
		return path, false
	}
	return "^" + regexp.QuoteMeta(u.Scheme+"://"+u.Hostname()) + `(:\d+)?` + regexp.QuoteMeta(path) + "(#.*)?$", true
}

// frameOf finds the frame at exactly addr.
func frameOf(ctx context.Context, tab *surefill.Tab, addr string) (*surefill.Frame, error) {
	return tab.Frame(ctx, regexp.MustCompile("^"+regexp.QuoteMeta(addr)+"$"))
}

// writeOut writes b to the -o file, or stdout.
func writeOut(e *env, c config, b []byte) error {
	if c.out == "" || c.out == "-" {
		_, err := e.stdout.Write(b)
		return err
	}
	return os.WriteFile(c.out, b, 0o644)
}
