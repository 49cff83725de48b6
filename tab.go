package surefill

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/target"

	sfcdp "github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/internal/act"
	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// Scope is what Tab and Frame have in common: everything a script does to
// a page. "The frame if there is one, else the tab" reads naturally:
//
//	var s surefill.Scope = tab
//	if f, _ := tab.Frame(ctx, "apply.example.com"); f != nil {
//		s = f
//	}
type Scope interface {
	Fields(ctx context.Context, within Target) ([]Field, error)
	Clickables(ctx context.Context, within Target, all bool) ([]Clickable, int, error)
	Text(ctx context.Context, t Target) (string, error)
	Attr(ctx context.Context, t Target, name string) (string, bool, error)
	Describe(ctx context.Context, t Target) (Accessible, error)
	Fill(ctx context.Context, t Target, value any, opts *FillOptions) (Filled, error)
	Clear(ctx context.Context, t Target) (Filled, error)
	Upload(ctx context.Context, t Target, paths ...string) (Filled, error)
	Click(ctx context.Context, t Target) error
	Press(ctx context.Context, key string) error
	WaitFor(ctx context.Context, t Target, opts *WaitOptions) error
	WaitForFunc(ctx context.Context, js string, timeout time.Duration) error
	Evaluate(ctx context.Context, js string, args ...any) (any, error)
	Frame(ctx context.Context, pattern any) (*Frame, error)
	UseCustomParts(maps ...CustomParts)
	Goto(ctx context.Context, url string) error
	URL(ctx context.Context) (string, error)
	Title(ctx context.Context) (string, error)
	Reload(ctx context.Context) error
	WaitForNavigation(ctx context.Context) error
	Screenshot(ctx context.Context) ([]byte, error)
	Snapshot(ctx context.Context) (*FormSnapshot, error)
	Do(ctx context.Context, a ControlAction) (Evidence, error)
	Tools(ctx context.Context) ([]Tool, error)
	Tables(ctx context.Context) ([]Table, error)
	Table(ctx context.Context, t Target, where map[string]string, limit int) (TableRows, error)
	Status(ctx context.Context) (int, error)
	Download(ctx context.Context, t Target, dir string, opts *DownloadOptions) (string, error)
}

var (
	_ Scope = (*Tab)(nil)
	_ Scope = (*Frame)(nil)
)

// scope is the implementation Tab and Frame share: one frame's document in
// one session.
type scope struct {
	b   *Browser
	tab *Tab
	f   *live.Frame
	// a is the frame's act pipeline: resolution over the cached model,
	// the tab's turn, the guards, the input strategies.
	a *act.Scope
}

func newScope(b *Browser, t *Tab, f *live.Frame, parts []CustomParts) scope {
	return scope{b: b, tab: t, f: f, a: act.NewScope(b.env, t.acts, f, parts)}
}

// Tab is a browser tab. Its methods and those of its Frames may be called
// from several goroutines: calls that read the page's model or dispatch
// input (Fields, Clickables, Text, Attr, WaitFor, Fill, Clear, Upload,
// Click, Press, Do, Snapshot, Save, Tools, Tables, Table, Goto, Reload,
// Screenshot) run one at a time per tab, each waiting for its turn within
// its own deadline, so their input never interleaves; the others (URL,
// Title, Evaluate, WaitForFunc, WaitForNavigation, Frame) run at once.
type Tab struct {
	scope
	s *sfcdp.Session

	// acts is what the tab's scopes share in the pipeline: one call at a
	// time, and the sensitive fields seen.
	acts *act.Tab

	cmu      sync.Mutex
	children map[target.SessionID]*live.Page
	// frameScopes are the pipelines of the frames the tab's own targets
	// reach, kept while their frames are there (their models stay cached).
	frameScopes map[frameKey]*act.Scope
	// passwords remembers fields once seen as passwords or filled as
	// sensitive (acts.Passwords), so a "show password" toggle never
	// exposes a value.
	passwords *resolver.PasswordMemory
}

// Frame is an iframe's document, same-process or cross-origin; it has the
// same methods as Tab.
type Frame struct {
	scope
}

func newTab(b *Browser, s *sfcdp.Session, p *live.Page) *Tab {
	shared := act.NewTab()
	t := &Tab{s: s, acts: shared, children: map[target.SessionID]*live.Page{}, passwords: shared.Passwords}
	t.scope = newScope(b, t, live.NewFrame(p, ""), nil)
	t.a.SetBelow(t.below)
	return t
}

type frameKey struct {
	p  *live.Page
	id string
}

// below lists the pipelines of every frame of the tab, same-process and
// out-of-process, nested included: what the tab's targets also cover. A
// page without frames costs nothing (its sessions' events say so).
func (t *Tab) below(ctx context.Context) []*act.Scope {
	t.cmu.Lock()
	kids := len(t.children)
	t.cmu.Unlock()
	if kids == 0 && !t.f.P.HasFrames() {
		return nil
	}
	refs, err := t.scope.frames(ctx)
	if err != nil {
		return nil
	}
	parts := t.a.CustomParts()
	t.cmu.Lock()
	defer t.cmu.Unlock()
	keep := make(map[frameKey]*act.Scope, len(refs))
	out := make([]*act.Scope, 0, len(refs))
	for _, r := range refs {
		k := frameKey{r.p, r.id}
		sc := t.frameScopes[k]
		if sc == nil {
			sc = act.NewScope(t.b.env, t.acts, live.NewFrame(r.p, r.id), parts)
			sc.SetNested()
			sc.SetOwner(r.owner, r.ownerID)
		}
		keep[k] = sc
		out = append(out, sc)
	}
	t.frameScopes = keep
	return out
}

// onChild prepares an out-of-process frame's session before it runs.
func (t *Tab) onChild(ctx context.Context, child *sfcdp.Session) error {
	p, err := live.Attach(ctx, child)
	if err != nil {
		return err
	}
	p.SetRules(t.b.rules())
	p.ShareInputs(t.f.P)
	t.cmu.Lock()
	t.children[child.ID()] = p
	t.cmu.Unlock()
	go func() {
		<-child.Done()
		p.Close()
		t.cmu.Lock()
		delete(t.children, child.ID())
		t.cmu.Unlock()
	}()
	return child.AutoAttach(ctx, t.onChild)
}

// Close closes the tab. A tab that is already gone (closed before, from
// outside, or crashed) is closed: nil.
func (t *Tab) Close(ctx context.Context) error {
	t.f.P.Close()
	err := t.b.c.CloseTarget(ctx, t.s.TargetID())
	if err != nil {
		if errors.Is(t.s.Err(), sfcdp.ErrDetached) || act.GoneTarget(err) {
			err = nil
		} else {
			err = fieldError(act.Classify("Close", "", err))
		}
	}
	t.b.mu.Lock()
	delete(t.b.tabs, t.s.TargetID())
	delete(t.b.owned, t.s.TargetID())
	t.b.mu.Unlock()
	t.release()
	return errors.Join(err, t.b.closeBrowserWith(t)) // Open's browser goes with its tab
}

// release drops the models of the tab's frames once it is closed: a large
// page's is tens of MB, and a caller may keep the *Tab after Close.
func (t *Tab) release() {
	t.a.Release()
	t.cmu.Lock()
	scopes := t.frameScopes
	t.frameScopes = nil
	t.cmu.Unlock()
	for _, sc := range scopes {
		sc.Release()
	}
}

// URL returns the frame's address.
func (s *scope) URL(ctx context.Context) (string, error) {
	a := s.begin("URL", "", "")
	u, err := s.a.RawURL(ctx)
	if err == nil {
		err = s.b.opts.Grants.needSite("URL", u)
	}
	if err != nil {
		return "", a.end(ctx, err)
	}
	return u, a.end(ctx, nil)
}

// Title returns the document's title.
func (s *scope) Title(ctx context.Context) (string, error) {
	a := s.begin("Title", "", "")
	if err := s.a.CheckSite(ctx, "Title"); err != nil {
		return "", a.end(ctx, err)
	}
	var t string
	if err := s.a.EvalMain(ctx, "document.title", &t); err != nil {
		return "", a.end(ctx, err)
	}
	return s.b.scrub(t), a.end(ctx, nil)
}

// Goto navigates the frame and waits for its load event.
func (s *scope) Goto(ctx context.Context, url string) error {
	a := s.begin("Goto", "", url)
	if err := s.b.opts.Grants.needURL("Goto", url, s.b.opts.CheckMode); err != nil {
		return a.end(ctx, err)
	}
	ctx, done, err := s.a.Acquire(ctx, "Goto")
	if err != nil {
		return a.end(ctx, err)
	}
	defer done()
	return a.end(ctx, s.navigate(ctx, "Goto", url))
}

// navigate loads url in the frame and waits for its load event. During
// the navigation a redirect or a script that leaves the granted sites is
// stopped before its request leaves: not_permitted.
func (s *scope) navigate(ctx context.Context, op, url string) error {
	loaded, cancel := s.f.P.S.Subscribe("Page.loadEventFired")
	defer cancel()
	before, _ := s.f.P.Stopped()
	p := page.NavigateParams{URL: url}
	if s.f.ID != "" {
		p.FrameID = cdp.FrameID(s.f.ID)
	}
	nav := s.f.P.NavOf(s.f.ID)
	res, err := cdp.Call(ctx, s.f.P.S, page.Navigate, p)
	if err != nil {
		return err
	}
	s.a.NoteNavigation()
	if err := s.a.StoppedSince(op, before); err != nil {
		return err
	}
	if res.ErrorText != "" {
		return s.navigationFailed(op, url, res.ErrorText, nav)
	}
	s.f.Invalidate()
	if res.LoaderID == "" {
		return nil // same-document navigation: no load event follows
	}
	if err := waitEvent(ctx, loaded); err != nil {
		return err
	}
	if err := s.a.StoppedSince(op, before); err != nil {
		return err
	}
	return s.a.CheckSite(ctx, op)
}

func waitEvent(ctx context.Context, ch <-chan jsonv2.Value) error {
	select {
	case <-ctx.Done():
		return &FieldError{Code: Timeout, Op: "wait for load", Detail: "the page did not finish loading", Err: ctx.Err(), Changed: true}
	case _, ok := <-ch:
		if !ok {
			return closedWhileLoading()
		}
		return nil
	}
}

// closedWhileLoading is the error of a load whose tab or frame session
// ended before the load event.
func closedWhileLoading() error {
	return &FieldError{Code: StaleRef, Op: "wait for load", Detail: "the tab or frame closed while the page loaded", Err: sfcdp.ErrDetached,
		Next: "open the page again in a new tab", Changed: true}
}

// Reload reloads the page and waits for its load event. Every FieldRef
// and handle from before is stale afterwards.
func (s *scope) Reload(ctx context.Context) error {
	a := s.begin("Reload", "", "")
	if err := s.a.CheckSite(ctx, "Reload"); err != nil {
		return a.end(ctx, err)
	}
	ctx, done, err := s.a.Acquire(ctx, "Reload")
	if err != nil {
		return a.end(ctx, err)
	}
	defer done()
	loaded, cancel := s.f.P.S.Subscribe("Page.loadEventFired")
	defer cancel()
	before, stopped := s.f.P.Stopped()
	if _, err := cdp.Call(ctx, s.f.P.S, page.Reload, page.ReloadParams{}); err != nil {
		return a.end(ctx, err)
	}
	s.f.Invalidate()
	// A page that is the answer to a form post is sent again by a reload:
	// the submit guard stops it, and no load follows.
	select {
	case <-stopped:
		return a.end(ctx, s.a.StoppedSince("Reload", before))
	case <-ctx.Done():
		return a.end(ctx, waitEvent(ctx, loaded))
	case _, ok := <-loaded:
		if !ok {
			return a.end(ctx, closedWhileLoading())
		}
		return a.end(ctx, s.a.StoppedSince("Reload", before))
	}
}

// WaitForNavigation waits for the page to load a new document: one that
// began loading after the last action of this tab or frame started (so a
// click that navigated before this call is not missed), else the next.
func (s *scope) WaitForNavigation(ctx context.Context) error {
	a := s.begin("WaitForNavigation", "", "")
	if err := s.a.CheckSite(ctx, "WaitForNavigation"); err != nil {
		return a.end(ctx, err)
	}
	after := s.a.LoadsAtAction()
	if s.a.SkippedWrite() && s.f.P.Loads() <= after {
		// Check mode skipped the write that would have navigated.
		s.b.noteUnchecked(ctx, "WaitForNavigation", "")
		return a.end(ctx, nil)
	}
	// A tab or frame that closes ends the wait: no navigation will come.
	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	ss, _ := s.f.P.S.(*sfcdp.Session)
	if ss != nil {
		go func() {
			select {
			case <-ss.Done():
				cancel()
			case <-wctx.Done():
			}
		}()
	}
	err := s.f.P.WaitLoad(wctx, after)
	if ss != nil && ss.Err() != nil {
		return a.end(ctx, ss.Err())
	}
	if err != nil {
		return a.end(ctx, &FieldError{Code: Timeout, Op: "WaitForNavigation", Detail: "no navigation finished in time", Err: err, Next: nextStep[Timeout]})
	}
	s.a.MarkAction()
	return a.end(ctx, s.a.CheckSite(ctx, "WaitForNavigation"))
}

// Screenshot returns a PNG of the whole page.
func (s *scope) Screenshot(ctx context.Context) ([]byte, error) {
	a := s.begin("Screenshot", "", "")
	ctx, done, err := s.a.Acquire(ctx, "Screenshot")
	if err != nil {
		return nil, a.end(ctx, err)
	}
	defer done()
	if err := s.a.CheckSite(ctx, "Screenshot"); err != nil {
		return nil, a.end(ctx, err)
	}
	// The whole page: the viewport is grown to the content for the capture
	// (so sticky bars sit where a person sees them and out-of-process
	// frames paint), then put back.
	m, err := cdp.Call(ctx, s.f.P.S, page.GetLayoutMetrics, cdp.Empty{})
	if err == nil && m.CSSContentSize != nil && m.CSSLayoutViewport != nil {
		w, h := int64(m.CSSLayoutViewport.ClientWidth), int64(m.CSSContentSize.Height+0.5)
		if h > 16384 {
			h = 16384
		}
		if _, err := cdp.Call(ctx, s.f.P.S, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{Width: w, Height: h, DeviceScaleFactor: 1}); err == nil {
			defer cdp.Call(context.WithoutCancel(ctx), s.f.P.S, emulation.ClearDeviceMetricsOverride, cdp.Empty{})
		}
	}
	// Sensitive fields and every echo of a sensitive value are painted
	// over, unless the Options say to show them.
	var rects [][4]float64
	if !s.b.opts.UnmaskedScreenshots {
		secrets := s.b.secrets.Secrets()
		if secrets == nil {
			secrets = []string{}
		}
		enc, _ := jsonv2.Marshal(secrets)
		if err := s.a.EvalMain(ctx, "__surefill.maskRects("+string(enc)+")", &rects); err != nil {
			return nil, a.end(ctx, act.ActionErr("Screenshot", "", nil, err))
		}
	}
	res, err := cdp.Call(ctx, s.f.P.S, page.CaptureScreenshot, page.CaptureScreenshotParams{Format: page.CaptureScreenshotFormatPng})
	if err != nil {
		return nil, a.end(ctx, err)
	}
	out, err := maskPNG(res.Data, rects)
	return out, a.end(ctx, err)
}

// urlHint returns the frame's address for the action log, or "".
func (s *scope) urlHint(ctx context.Context) string {
	u, _ := s.a.RawURL(ctx)
	return u
}
