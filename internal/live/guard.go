package live

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/surefill/surefill/internal/codes"
)

// Rules are the guard rails a page session enforces where input is
// dispatched and where a document request is about to leave the browser.
// The zero Rules allow every site and stop every form submission.
type Rules struct {
	// Site reports whether a document's address or origin is granted; nil
	// grants every one.
	Site func(addr string) bool
	// Submit is asked when a form submission's request is about to leave
	// the browser; true lets it go (and uses up the consent that allowed
	// it). nil stops every submission.
	Submit func(addr string) bool
	// Dialog answers a JavaScript dialog: whether to accept it, and the
	// text a prompt gets. nil accepts beforeunload and dismisses the rest.
	Dialog func(kind, message, defaultPrompt string) (accept bool, text string)
}

// guard is a page session's part of the guard rails: the rules, the form
// submissions it saw requested, and what it stopped.
type guard struct {
	mu    sync.Mutex
	rules Rules
	// acts counts acts in flight: while one runs, a navigation to a site
	// outside the rules is stopped before its request leaves.
	acts int
	// requested maps a frame to the address of the form submission it
	// asked to navigate to (Page.frameRequestedNavigation), until the
	// request is paused.
	requested map[string]string
	stopped   Stopped
	wait      chan struct{} // closed and replaced at every stop
	judged    chan struct{} // closed and replaced at every request judged
	judgedN   int           // document requests judged so far
	recent    []string      // the addresses of the last judged ones, at most keepJudged
	dialogs   []Dialog      // answered so far
}

// Stopped counts what the guard stopped in a session so far.
type Stopped struct {
	// Submissions are form submissions stopped before their request left.
	Submissions int64
	// Offsite are navigations to a site outside the rules, stopped during
	// an act.
	Offsite int64
	// Last is the address of the last request stopped.
	Last string
}

// SetRules installs the rules the session enforces.
func (p *Page) SetRules(r Rules) {
	p.g.mu.Lock()
	p.g.rules = r
	p.g.mu.Unlock()
}

// Rules returns the session's rules.
func (p *Page) Rules() Rules {
	p.g.mu.Lock()
	defer p.g.mu.Unlock()
	return p.g.rules
}

// Stopped returns what the guard stopped so far, and a channel closed at
// the next stop.
func (p *Page) Stopped() (Stopped, <-chan struct{}) {
	p.g.mu.Lock()
	defer p.g.mu.Unlock()
	if p.g.wait == nil {
		p.g.wait = make(chan struct{})
	}
	return p.g.stopped, p.g.wait
}

// BeginAct marks an act in flight until the returned function is called.
func (p *Page) BeginAct() func() {
	p.g.mu.Lock()
	p.g.acts++
	p.g.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			p.g.mu.Lock()
			p.g.acts--
			p.g.mu.Unlock()
		})
	}
}

// SiteAllowed applies the session's site rule to an address or origin.
func (p *Page) SiteAllowed(addr string) bool {
	r := p.Rules()
	return r.Site == nil || r.Site(addr)
}

// noteRequested records a frame's request to navigate: a form submission
// is remembered until its document request is paused.
func (p *Page) noteRequested(raw jsonv2.Value) {
	var ev page.EventFrameRequestedNavigation
	if jsonv2.Unmarshal(raw, &ev) != nil {
		return
	}
	p.g.mu.Lock()
	defer p.g.mu.Unlock()
	if p.g.requested == nil {
		p.g.requested = map[string]string{}
	}
	switch ev.Reason {
	case page.ClientNavigationReasonFormSubmissionGet, page.ClientNavigationReasonFormSubmissionPost:
		p.g.requested[string(ev.FrameID)] = withoutFragment(ev.URL)
	default:
		delete(p.g.requested, string(ev.FrameID))
	}
}

// judgePaused decides a paused document request: a form submission goes
// only with consent; during an act, a navigation leaves the granted sites
// only never. The answer is sent without holding up the event stream.
func (p *Page) judgePaused(raw jsonv2.Value) {
	var ev fetch.EventRequestPaused
	if jsonv2.Unmarshal(raw, &ev) != nil || ev.Request == nil {
		return
	}
	addr := withoutFragment(ev.Request.URL)
	p.g.mu.Lock()
	rules := p.g.rules
	submission := ev.Request.Method != "GET" && ev.Request.Method != "HEAD"
	if u, ok := p.g.requested[string(ev.FrameID)]; ok {
		delete(p.g.requested, string(ev.FrameID))
		submission = submission || u == addr
	}
	acting := p.g.acts > 0
	p.g.mu.Unlock()
	// Only the session's own top document is kept on the granted sites
	// while an act runs; a frame may show another site (nothing is ever
	// written there: each dispatch checks the document it lands in).
	top := string(ev.FrameID) == p.MainFrameID()

	offsite := acting && top && ev.ResourceType == network.ResourceTypeDocument && rules.Site != nil && !rules.Site(addr)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), answerTimeout)
		defer cancel()
		stop := false
		switch {
		case submission:
			stop = rules.Submit == nil || !rules.Submit(addr)
			if stop {
				p.noteStop(addr, true)
			}
		case offsite:
			stop = true
			p.noteStop(addr, false)
		}
		defer p.noteJudged(addr)
		if stop {
			// Aborted cancels the navigation and keeps the current
			// document (an error reason would commit an error page).
			_, _ = cdp.Call(ctx, p.S, fetch.FailRequest, fetch.FailRequestParams{RequestID: ev.RequestID, ErrorReason: network.ErrorReasonAborted})
			return
		}
		_, _ = cdp.Call(ctx, p.S, fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: ev.RequestID})
	}()
}

// answerTimeout bounds the answer to a paused request; a session that does
// not answer in that time is gone.
const answerTimeout = 10 * time.Second

// keepJudged bounds the judged addresses a session remembers: enough for
// the requests one act sets off, never a page's whole life.
const keepJudged = 32

func (p *Page) noteJudged(addr string) {
	p.g.mu.Lock()
	defer p.g.mu.Unlock()
	p.g.judgedN++
	p.g.recent = append(p.g.recent, addr)
	if len(p.g.recent) > keepJudged {
		p.g.recent = p.g.recent[1:]
	}
	if p.g.judged != nil {
		close(p.g.judged)
	}
	p.g.judged = make(chan struct{})
}

// Judged is how many document requests the session judged so far.
func (p *Page) Judged() int {
	p.g.mu.Lock()
	defer p.g.mu.Unlock()
	return p.g.judgedN
}

// AfterAct is the read-back of an act that reads no element back (a
// click): what the submit guard saw since the act armed it, and the
// navigation the act set off (held for SettleNavigation), in one call. A
// document replaced meanwhile answers an error: its caller asks again.
func (f *Frame) AfterAct(ctx context.Context) (State, error) {
	var st State
	world, err := f.P.World(ctx, f.frameID())
	if err != nil {
		return st, err
	}
	res, err := cdp.Call(ctx, f.P.S, cdpruntime.Evaluate, cdpruntime.EvaluateParams{Expression: "({ guard: __surefill.guardSince(), navigating: __surefill.takeNavigating() })", ContextID: world, ReturnByValue: ptr(true)})
	if err != nil {
		return st, staleErr(err)
	}
	if err := Decode(res.Result, res.ExceptionDetails, "live: after the act", &st); err != nil {
		return st, err
	}
	f.hold(st.Navigating)
	return st, nil
}

// SettleNavigation waits, within max, until the document request of a
// navigation the frame's document started is judged (since is Judged()
// when the act began), so the act that caused it ends with the guard's
// answer. A frame that started none pays one round trip. It returns the
// address of a navigation it saw judged ("" for none, or none judged in
// time).
func (f *Frame) SettleNavigation(ctx context.Context, since int, max time.Duration) string {
	// The act's read-back took it when no input came after (no round
	// trip); else it is asked now.
	dest, ok := f.held()
	if !ok {
		world, err := f.P.World(ctx, f.frameID())
		if err != nil {
			return ""
		}
		res, err := cdp.Call(ctx, f.P.S, cdpruntime.Evaluate, cdpruntime.EvaluateParams{Expression: "__surefill.takeNavigating()", ContextID: world, ReturnByValue: ptr(true)})
		if err != nil || Decode(res.Result, res.ExceptionDetails, "live: navigation", &dest) != nil {
			return ""
		}
	}
	if dest == "" {
		return ""
	}
	dest = withoutFragment(dest)
	t := time.NewTimer(max)
	defer t.Stop()
	for {
		f.P.g.mu.Lock()
		if f.P.g.judged == nil {
			f.P.g.judged = make(chan struct{})
		}
		judged := f.P.g.judged
		n := min(f.P.g.judgedN-since, len(f.P.g.recent))
		seen := n > 0 && slices.Contains(f.P.g.recent[len(f.P.g.recent)-n:], dest)
		f.P.g.mu.Unlock()
		if seen {
			return dest
		}
		select {
		case <-judged:
		case <-t.C:
			return ""
		case <-ctx.Done():
			return ""
		}
	}
}

// AwaitReplaced waits, within max, until the frame's document is replaced
// (NavOf moves past nav, taken before the act), and reports whether it
// was: a navigation the guard let go may still end in no new document (a
// response with no content, a download).
func (f *Frame) AwaitReplaced(ctx context.Context, nav int64, max time.Duration) bool {
	t := time.NewTimer(max)
	defer t.Stop()
	for {
		f.P.mu.Lock()
		wait := f.P.navWait
		f.P.mu.Unlock()
		if f.P.NavOf(f.ID) != nav {
			return true
		}
		select {
		case <-wait:
		case <-t.C:
			return false
		case <-ctx.Done():
			return false
		}
	}
}

func (p *Page) noteStop(addr string, submission bool) {
	p.g.mu.Lock()
	defer p.g.mu.Unlock()
	if submission {
		p.g.stopped.Submissions++
	} else {
		p.g.stopped.Offsite++
	}
	p.g.stopped.Last = addr
	if p.g.wait != nil {
		close(p.g.wait)
	}
	p.g.wait = make(chan struct{})
}

func withoutFragment(addr string) string {
	if i := strings.IndexByte(addr, '#'); i >= 0 {
		return addr[:i]
	}
	return addr
}

// HostOf names an address's host for messages ("" when it has none).
func HostOf(addr string) string {
	u, err := url.Parse(addr)
	if err != nil || u.Host == "" {
		return addr
	}
	return u.Hostname()
}

// GuardError is a dispatch the guard rails refused: nothing was sent.
type GuardError struct {
	// Code is not_permitted (a site) or covered (focus elsewhere).
	Code   codes.Code
	Detail string
}

func (e *GuardError) Error() string { return string(e.Code) + ": " + e.Detail }

// siteGuard refuses a dispatch into a document whose origin is outside
// the rules.
func (p *Page) siteGuard(origin, href string) error {
	r := p.Rules()
	if r.Site == nil {
		return nil
	}
	addr := origin
	if addr == "" || addr == "null" {
		addr = href
	}
	if r.Site(addr) {
		return nil
	}
	return &GuardError{Code: "not_permitted", Detail: fmt.Sprintf("the input would land in a document of %s, which is not among the granted sites", describeOrigin(origin, href))}
}

func describeOrigin(origin, href string) string {
	if origin == "" || origin == "null" {
		if href == "" {
			return "an opaque origin"
		}
		return HostOf(href) + " (an opaque origin)"
	}
	return HostOf(origin)
}
