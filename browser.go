package surefill

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/target"

	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/internal/act"
	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// EnvCheck is the environment variable that turns check mode on without a
// code change ("1" or "true").
const EnvCheck = "SUREFILL_CHECK"

// Options configure a Browser. The zero value launches headless Chromium
// found on the machine, with reading-only grants and no action log.
type Options struct {
	// Grants are what the script may do; see Grants.
	Grants Grants
	// Logger receives the action log (nil: no log).
	Logger *slog.Logger
	// CheckMode resolves and verifies every write's target live and logs
	// what it would do, writing nothing. SUREFILL_CHECK=1 also turns it on.
	CheckMode bool
	// Confirmer answers Confirm; nil takes the questions the person agreed
	// to in SUREFILL_CONSENT (EnvConsent), asks on the terminal when stdin
	// is one, and answers false otherwise.
	Confirmer Confirmer
	// ChromePath overrides the browser search (SUREFILL_CHROME does too).
	ChromePath string
	// Headful shows the browser window.
	Headful bool
	// Args are extra browser flags (a --disable-features is merged with the
	// launcher's own).
	Args []string
	// UnmaskedScreenshots leaves sensitive fields and echoes of sensitive
	// values visible in screenshots (they are painted over by default).
	UnmaskedScreenshots bool
	// Dialog answers the page's JavaScript dialogs (alert, confirm,
	// prompt, beforeunload): accept or not, and a prompt's text. nil
	// dismisses alert, confirm and prompt and accepts beforeunload (the
	// script's own action is leaving the page). Either way a dialog never
	// freezes the tab; each is logged, and named in the error of the call
	// it interrupted.
	Dialog func(kind, message, defaultPrompt string) (accept bool, text string)
}

// Browser is a Chromium surefill launched or connected to.
type Browser struct {
	c         *cdp.Browser
	opts      Options
	connected bool

	mu      sync.Mutex
	owned   map[target.ID]bool
	tabs    map[target.ID]*Tab
	confirm bool // the most recent Confirm said yes, not yet used by a submission
	// secrets are the values typed as sensitive in any tab: every output
	// is scrubbed of them.
	secrets resolver.PasswordMemory
	// env is what the act pipeline asks of the browser.
	env *act.Env
	// closesWith is the tab whose Close closes the browser (Open's).
	closesWith *Tab
	// downloading serializes Download: where files go is browser-wide.
	downloading sync.Mutex
	// unchecked lists, in check mode, what could not be checked.
	unchecked []string
}

// Launch finds and starts a local Chromium (headless by default).
func Launch(ctx context.Context, opts *Options) (*Browser, error) {
	o := options(opts)
	lo := &cdp.LaunchOptions{Path: o.ChromePath, Headful: o.Headful, Args: o.Args}
	lo.Logger = o.Logger
	c, err := cdp.Launch(ctx, lo)
	if err != nil {
		return nil, err
	}
	return newBrowser(c, o, false), nil
}

// Connect attaches to a running browser by its ws:// or http:// DevTools
// endpoint: how a script reaches a remote browser pool. Close then closes
// only the tabs surefill opened.
func Connect(ctx context.Context, endpoint string, opts *Options) (*Browser, error) {
	o := options(opts)
	c, err := cdp.Connect(ctx, endpoint, &cdp.ConnectOptions{Logger: o.Logger})
	if err != nil {
		return nil, err
	}
	return newBrowser(c, o, true), nil
}

func options(opts *Options) Options {
	var o Options
	if opts != nil {
		o = *opts
	}
	if v := strings.ToLower(os.Getenv(EnvCheck)); v == "1" || v == "true" {
		o.CheckMode = true
	}
	return o
}

// Endpoint is the browser's DevTools websocket address, for Connect from
// another process or script.
func (b *Browser) Endpoint() string { return b.c.WebSocketURL() }

// Close closes what surefill opened: the whole browser when launched, only
// its own tabs when connected.
func (b *Browser) Close() error {
	b.logUnchecked()
	b.mu.Lock()
	tabs := make([]*Tab, 0, len(b.tabs))
	for _, t := range b.tabs {
		tabs = append(tabs, t)
	}
	b.mu.Unlock()
	for _, t := range tabs {
		t.release() // their models go with the connection
	}
	if !b.connected {
		return b.c.Close()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	b.mu.Lock()
	ids := make([]target.ID, 0, len(b.owned))
	for id := range b.owned {
		ids = append(ids, id)
	}
	b.mu.Unlock()
	var errs []error
	for _, id := range ids {
		if err := b.c.CloseTarget(ctx, id); err != nil && !errors.Is(err, cdp.ErrClosed) {
			errs = append(errs, err)
		}
	}
	return errors.Join(append(errs, b.c.Close())...)
}

// NewTab opens a tab; url "" opens about:blank. Opening a URL needs the
// site in the grants.
func (b *Browser) NewTab(ctx context.Context, url string) (*Tab, error) {
	if url == "" {
		url = "about:blank"
	}
	a := b.begin("NewTab", "", url)
	if err := b.opts.Grants.needURL("NewTab", url, b.opts.CheckMode); err != nil {
		return nil, a.end(ctx, err)
	}
	s, err := b.c.NewPage(ctx, "about:blank")
	if err != nil {
		return nil, a.end(ctx, err)
	}
	b.mu.Lock()
	b.owned[s.TargetID()] = true
	b.mu.Unlock()
	t, err := b.attachTab(ctx, s)
	if err != nil {
		return nil, a.end(ctx, err)
	}
	if url != "about:blank" {
		done := t.f.P.BeginAct()
		err := t.navigate(ctx, "NewTab", url)
		done()
		if err != nil {
			// The tab is the call's own: it goes with the failure (an
			// error page would be left otherwise), so nothing is changed.
			cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			_ = t.Close(cctx)
			cancel()
			return nil, a.end(ctx, err)
		}
	}
	return t, a.end(ctx, nil)
}

func (b *Browser) attachTab(ctx context.Context, s *cdp.Session) (*Tab, error) {
	p, err := live.Attach(ctx, s)
	if err != nil {
		return nil, err
	}
	p.SetRules(b.rules())
	t := newTab(b, s, p)
	if err := s.AutoAttach(ctx, t.onChild); err != nil {
		p.Close()
		return nil, err
	}
	b.mu.Lock()
	b.tabs[s.TargetID()] = t
	b.mu.Unlock()
	return t, nil
}

// Tabs lists the browser's page tabs, attaching to those surefill has not
// seen yet (a connected browser may be the person's own, tabs open).
func (b *Browser) Tabs(ctx context.Context) ([]*Tab, error) {
	a := b.begin("Tabs", "", "")
	infos, err := b.c.Pages(ctx)
	if err != nil {
		return nil, a.end(ctx, err)
	}
	var out []*Tab
	for _, in := range infos {
		b.mu.Lock()
		t := b.tabs[in.TargetID]
		b.mu.Unlock()
		if t == nil {
			s, err := b.c.AttachToTarget(ctx, in.TargetID)
			if err != nil {
				continue // closed meanwhile
			}
			if t, err = b.attachTab(ctx, s); err != nil {
				continue
			}
		}
		out = append(out, t)
	}
	return out, a.end(ctx, nil)
}

// FindTab returns the first tab whose URL matches: a string is a substring
// of the address, a *regexp.Regexp matches it. nil when none does.
func (b *Browser) FindTab(ctx context.Context, pattern any) (*Tab, error) {
	m, err := urlMatcher("FindTab", pattern)
	if err != nil {
		return nil, err
	}
	tabs, err := b.Tabs(ctx)
	if err != nil {
		return nil, err
	}
	for _, t := range tabs {
		u, err := t.a.RawURL(ctx)
		if err == nil && m(u) {
			return t, nil
		}
	}
	return nil, nil
}

func urlMatcher(op string, pattern any) (func(string) bool, error) {
	switch p := pattern.(type) {
	case string:
		return func(u string) bool { return strings.Contains(u, p) }, nil
	case *regexp.Regexp:
		if p != nil {
			return p.MatchString, nil
		}
	}
	return nil, &FieldError{Code: NoOption, Op: op, Detail: fmt.Sprintf("a URL pattern is a string or a non-nil *regexp.Regexp, not %T", pattern),
		Next: `pass part of the address ("apply.example.com") or a regexp.MustCompile pattern`}
}

// Confirmer asks the person a yes/no question.
type Confirmer interface {
	Confirm(ctx context.Context, message string) (bool, error)
}

// ConfirmFunc adapts a function to Confirmer.
type ConfirmFunc func(ctx context.Context, message string) (bool, error)

// Confirm calls f.
func (f ConfirmFunc) Confirm(ctx context.Context, message string) (bool, error) {
	return f(ctx, message)
}

// Confirm asks the person; false when unanswered (ctx ended), unattended or
// refused. A yes lets the next submission through when Submit is granted.
func (b *Browser) Confirm(ctx context.Context, message string) bool {
	c := b.opts.Confirmer
	if c == nil {
		c = defaultConfirmer{log: b.opts.Logger} // SUREFILL_CONSENT, else the terminal
	}
	ok, err := c.Confirm(ctx, message)
	yes := err == nil && ok
	b.mu.Lock()
	b.confirm = yes
	b.mu.Unlock()
	return yes
}

func (b *Browser) submitAllowed() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.opts.Grants.has(Submit) && b.confirm
}

// takeSubmit lets one form submission leave the browser when the submit
// grant and an unused yes from Confirm allow it, and uses the yes up: one
// yes covers the next submission only, in any tab.
func (b *Browser) takeSubmit(string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.opts.Grants.has(Submit) || !b.confirm {
		return false
	}
	b.confirm = false
	return true
}

// rules are the guard rails every page session of the browser enforces
// where input is dispatched and where document requests leave.
func (b *Browser) rules() live.Rules {
	r := live.Rules{Submit: b.takeSubmit, Dialog: b.opts.Dialog}
	if len(b.opts.Grants.Sites) > 0 {
		r.Site = b.opts.Grants.siteAllowed
	}
	return r
}
