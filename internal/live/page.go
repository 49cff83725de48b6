// Package live is the machinery behind a live Tab and Frame: it installs
// the page runtime in an isolated world of every document, keeps a cached
// snapshot of each frame as a dom model, and drives trusted input. The
// surface package composes it; scripts never see it.
package live

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	cdpdom "github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	cdpruntime "github.com/chromedp/cdproto/runtime"

	sfcdp "github.com/surefill/surefill/cdp"
	sfruntime "github.com/surefill/surefill/internal/runtime"
)

// ErrNoWorld is returned when a frame's isolated world is not (yet) there:
// the document is being replaced.
var ErrNoWorld = errors.New("live: the frame's document is being replaced")

// ErrFrameGone is returned for a frame the page removed (its iframe taken
// out of the document): no document of it will come.
var ErrFrameGone = errors.New("live: the frame was removed from the page")

// Page is one page or out-of-process frame session: the unit that owns
// execution contexts, focus emulation and the runtime registration.
type Page struct {
	S cdp.Session

	mu     sync.Mutex
	worlds map[string]cdpruntime.ExecutionContextID // frame id -> runtime world
	mains  map[string]cdpruntime.ExecutionContextID // frame id -> the page's own world
	// frameNav counts document replacements per frame; nav counts those of
	// the whole session (main-frame navigations, documents rewritten).
	frameNav map[string]int64
	// nav counts document replacements in this session; anything resolved
	// before a change belongs to a dead document.
	nav      int64
	navWait  chan struct{} // closed and replaced at every world creation
	loads    int64         // load events of the main frame so far
	loadWait chan struct{} // closed and replaced at every load event
	cancel   func()
	mainID   string
	closed   bool
	gone     map[string]bool // frames the page removed
	stopOnce sync.Once
	g        guard
	urls     map[string]string // frame id -> its document's URL, as navigated
	// inputs counts the input dispatched to the page (see Inputs); the
	// sessions of one tab share one counter.
	inputs *atomic.Int64
	// kids are the session's iframes (frame id -> parent frame id), as its
	// events told: whether a page has frames costs no round trip.
	kids map[string]string
	// stamps are the timestamps of the last character typed into each
	// select on the closed select (see typeStamp).
	stamps map[string]float64
}

// HasFrames reports whether the session has iframes of its own (frames
// running in other processes are sessions of their own).
func (p *Page) HasFrames() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.kids) > 0
}

// Inputs counts what was dispatched to the tab's documents so far: trusted
// mouse and key events, inserted text, focus, files and values set. A
// call whose count moved has changed the page, whatever it reports.
func (p *Page) Inputs() int64 { return p.inputs.Load() }

// ShareInputs makes p count its input on the counter of tab, the session
// of the tab p is a frame of.
func (p *Page) ShareInputs(tab *Page) { p.inputs = tab.inputs }

// noteInput records input about to be dispatched.
func (p *Page) noteInput() { p.inputs.Add(1) }

// NoteInput records input the act pipeline dispatches itself (a value set
// by script where no trusted input can).
func (p *Page) NoteInput() { p.noteInput() }

// Attach prepares a session: focus emulation (so background tabs get real
// focus and blur events), the runtime in an isolated world of every
// document (existing ones included), and the events that invalidate
// snapshots.
func Attach(ctx context.Context, s cdp.Session) (*Page, error) {
	p := &Page{S: s, worlds: make(map[string]cdpruntime.ExecutionContextID), mains: make(map[string]cdpruntime.ExecutionContextID), frameNav: map[string]int64{}, navWait: make(chan struct{}), loadWait: make(chan struct{}), inputs: new(atomic.Int64), kids: map[string]string{}}
	// One ordered stream: a context created for the new document must not
	// be wiped by the clearing of the old one handled after it.
	events, stop := orderedEvents(s, cdpruntime.ExecutionContextCreated.Method, "Runtime.executionContextsCleared",
		"Runtime.executionContextDestroyed", page.FrameNavigated.Method, "DOM.documentUpdated", "Page.loadEventFired",
		"Page.frameRequestedNavigation", "Fetch.requestPaused", "Page.javascriptDialogOpening",
		"Page.frameAttached", "Page.frameDetached")
	done := make(chan struct{})
	p.cancel = func() {
		stop()
		close(done)
	}
	go p.events(done, events)

	steps := []struct {
		name string
		run  func() error
	}{
		{"Page.enable", func() error { _, err := cdp.Call(ctx, s, page.Enable, page.EnableParams{}); return err }},
		{"Runtime.enable", func() error { _, err := cdp.Call(ctx, s, cdpruntime.Enable, cdp.Empty{}); return err }},
		{"DOM.enable", func() error { _, err := cdp.Call(ctx, s, cdpdom.Enable, cdpdom.EnableParams{}); return err }},
		{"Emulation.setFocusEmulationEnabled", func() error {
			_, err := cdp.Call(ctx, s, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true})
			return err
		}},
		{"Fetch.enable", func() error {
			// Every document request pauses until the guard judged it: a
			// form submission leaves only with consent, and during an act a
			// navigation never leaves the granted sites.
			_, err := cdp.Call(ctx, s, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{{URLPattern: "*", ResourceType: network.ResourceTypeDocument, RequestStage: fetch.RequestStageRequest}}})
			return err
		}},
		{"Page.addScriptToEvaluateOnNewDocument", func() error {
			_, err := cdp.Call(ctx, s, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
				Source: sfruntime.Source, WorldName: sfruntime.WorldName, RunImmediately: ptr(true),
			})
			return err
		}},
		{"Page.getFrameTree", func() error {
			tree, err := cdp.Call(ctx, s, page.GetFrameTree, cdp.Empty{})
			if err == nil && tree.FrameTree != nil && tree.FrameTree.Frame != nil {
				p.mu.Lock()
				p.mainID = string(tree.FrameTree.Frame.ID)
				var walk func(t *page.FrameTree)
				walk = func(t *page.FrameTree) {
					for _, c := range t.ChildFrames {
						if c.Frame != nil {
							p.kids[string(c.Frame.ID)] = string(t.Frame.ID)
							walk(c)
						}
					}
				}
				walk(tree.FrameTree)
				p.mu.Unlock()
			}
			return err
		}},
	}
	for _, st := range steps {
		if err := st.run(); err != nil {
			p.Close()
			return nil, fmt.Errorf("live: %s: %w", st.name, err)
		}
	}
	return p, nil
}

// Close stops the event loop.
func (p *Page) Close() {
	p.stopOnce.Do(func() {
		p.mu.Lock()
		p.closed = true
		p.mu.Unlock()
		p.cancel()
	})
}

// URLOf is the URL a frame's document was navigated to, as the session's
// events said ("" before the first): no round trip, for the action log.
func (p *Page) URLOf(frameID string) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	if frameID == "" {
		frameID = p.mainID
	}
	return p.urls[frameID]
}

// MainFrameID is the session's top frame.
func (p *Page) MainFrameID() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.mainID
}

// Nav returns the session-wide document-replacement counter.
func (p *Page) Nav() int64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.nav
}

// NavOf returns the counter for one frame's document ("" is the main
// frame): it moves when that document or the whole session's is replaced,
// not when another frame navigates.
func (p *Page) NavOf(frameID string) int64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	if frameID == "" {
		frameID = p.mainID
	}
	return p.nav + p.frameNav[frameID]
}

type auxData struct {
	FrameID   string `json:"frameId"`
	IsDefault bool   `json:"isDefault"`
	Type      string `json:"type"`
}

func (p *Page) events(stop chan struct{}, events <-chan sfcdp.Event) {
	for {
		var e sfcdp.Event
		select {
		case <-stop:
			return
		case ev, ok := <-events:
			if !ok {
				return
			}
			e = ev
		}
		raw := e.Params
		switch e.Method {
		case "Page.frameRequestedNavigation":
			p.noteRequested(raw)
		case "Page.frameAttached":
			var ev page.EventFrameAttached
			if jsonv2.Unmarshal(raw, &ev) == nil && ev.FrameID != "" {
				p.mu.Lock()
				p.kids[string(ev.FrameID)] = string(ev.ParentFrameID)
				p.mu.Unlock()
			}
		case "Page.frameDetached":
			var ev page.EventFrameDetached
			if jsonv2.Unmarshal(raw, &ev) == nil {
				p.mu.Lock()
				delete(p.kids, string(ev.FrameID))
				if ev.Reason == page.FrameDetachedReasonRemove {
					// A frame removed from the page wakes whoever waits for
					// its world (one swapped out of process lives on in its
					// own session).
					if p.gone == nil {
						p.gone = map[string]bool{}
					}
					p.gone[string(ev.FrameID)] = true
					close(p.navWait)
					p.navWait = make(chan struct{})
				}
				p.mu.Unlock()
			}
		case "Fetch.requestPaused":
			p.judgePaused(raw)
		case "Page.javascriptDialogOpening":
			p.answerDialog(raw)
		case "Page.loadEventFired":
			p.mu.Lock()
			p.loads++
			close(p.loadWait)
			p.loadWait = make(chan struct{})
			p.mu.Unlock()
		case cdpruntime.ExecutionContextCreated.Method:
			var ev cdpruntime.EventExecutionContextCreated
			if jsonv2.Unmarshal(raw, &ev) != nil || ev.Context == nil {
				continue
			}
			var aux auxData
			if ev.Context.Name != sfruntime.WorldName {
				if len(ev.Context.AuxData) > 0 && jsonv2.Unmarshal(ev.Context.AuxData, &aux) == nil && aux.IsDefault && aux.FrameID != "" {
					p.mu.Lock()
					p.mains[aux.FrameID] = ev.Context.ID
					p.mu.Unlock()
				}
				continue
			}
			if len(ev.Context.AuxData) > 0 && jsonv2.Unmarshal(ev.Context.AuxData, &aux) == nil && aux.FrameID != "" {
				p.mu.Lock()
				p.worlds[aux.FrameID] = ev.Context.ID
				close(p.navWait)
				p.navWait = make(chan struct{})
				p.mu.Unlock()
			}
		case "Runtime.executionContextsCleared":
			p.mu.Lock()
			clear(p.worlds)
			clear(p.mains)
			p.nav++
			p.mu.Unlock()
		case "Runtime.executionContextDestroyed":
			var ev struct {
				ID cdpruntime.ExecutionContextID `json:"executionContextId"`
			}
			if jsonv2.Unmarshal(raw, &ev) == nil {
				p.mu.Lock()
				for f, id := range p.worlds {
					if id == ev.ID {
						delete(p.worlds, f)
						p.frameNav[f]++
					}
				}
				for f, id := range p.mains {
					if id == ev.ID {
						delete(p.mains, f)
					}
				}
				p.mu.Unlock()
			}
		case page.FrameNavigated.Method:
			var ev page.EventFrameNavigated
			if jsonv2.Unmarshal(raw, &ev) == nil && ev.Frame != nil {
				p.mu.Lock()
				if p.urls == nil {
					p.urls = map[string]string{}
				}
				p.urls[string(ev.Frame.ID)] = ev.Frame.URL
				if ev.Frame.ParentID == "" {
					p.nav++ // the main document: everything in it is gone
					p.mainID = string(ev.Frame.ID)
				} else {
					p.kids[string(ev.Frame.ID)] = string(ev.Frame.ParentID)
					p.frameNav[string(ev.Frame.ID)]++ // only that frame's document
				}
				// Whoever waits for a document to be replaced looks again.
				close(p.navWait)
				p.navWait = make(chan struct{})
				p.mu.Unlock()
			}
		case "DOM.documentUpdated":
			p.mu.Lock()
			p.nav++
			p.mu.Unlock()
		}
	}
}

// orderedEvents subscribes to methods in one stream that keeps their
// order. A session that cannot (a test double) gets one merged from
// per-method subscriptions, which keeps the order of each method only.
func orderedEvents(s cdp.Session, methods ...string) (<-chan sfcdp.Event, func()) {
	if es, ok := s.(interface {
		Events(methods ...string) (<-chan sfcdp.Event, func())
	}); ok {
		return es.Events(methods...)
	}
	out := make(chan sfcdp.Event)
	done := make(chan struct{})
	var stops []func()
	for _, m := range methods {
		ch, stop := s.Subscribe(m)
		stops = append(stops, stop)
		go func() {
			for v := range ch {
				select {
				case out <- sfcdp.Event{Method: m, Params: v}:
				case <-done:
					return
				}
			}
		}()
	}
	var once sync.Once
	return out, func() {
		once.Do(func() {
			for _, stop := range stops {
				stop()
			}
			close(done)
		})
	}
}

// KnownWorld returns the frame's isolated world if the page has reported
// it, without waiting.
func (p *Page) KnownWorld(frameID string) (cdpruntime.ExecutionContextID, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if frameID == "" {
		frameID = p.mainID
	}
	if p.gone[frameID] || p.closed {
		return 0, false
	}
	id, ok := p.worlds[frameID]
	return id, ok
}

// World returns the runtime's execution context in the frame, waiting
// (within ctx) for a document that is being replaced to get one.
func (p *Page) World(ctx context.Context, frameID string) (cdpruntime.ExecutionContextID, error) {
	for {
		p.mu.Lock()
		if frameID == "" {
			frameID = p.mainID
		}
		id, ok := p.worlds[frameID]
		wait := p.navWait
		closed := p.closed
		removed := p.gone[frameID]
		p.mu.Unlock()
		if removed {
			return 0, ErrFrameGone
		}
		if ok {
			return id, nil
		}
		if closed {
			return 0, ErrNoWorld
		}
		var gone <-chan struct{}
		ended, _ := p.S.(interface {
			Done() <-chan struct{}
			Err() error
		})
		if ended != nil {
			gone = ended.Done()
		}
		select {
		case <-ctx.Done():
			return 0, fmt.Errorf("%w: %w", ErrNoWorld, ctx.Err())
		case <-gone:
			// The session ended (a crash, a closed tab): no world comes.
			return 0, ended.Err()
		case <-wait:
		}
	}
}

func ptr[T any](v T) *T { return &v }

// MainWorld returns the page's own execution context of the frame (where
// its globals live), for Evaluate. It waits like World.
func (p *Page) MainWorld(ctx context.Context, frameID string) (cdpruntime.ExecutionContextID, error) {
	if _, err := p.World(ctx, frameID); err != nil {
		return 0, err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if frameID == "" {
		frameID = p.mainID
	}
	id, ok := p.mains[frameID]
	if !ok {
		return 0, ErrNoWorld
	}
	return id, nil
}

// Loads returns how many load events the session has seen.
func (p *Page) Loads() int64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.loads
}

// WaitLoad waits until more than after load events have been seen.
func (p *Page) WaitLoad(ctx context.Context, after int64) error {
	for {
		p.mu.Lock()
		n, wait := p.loads, p.loadWait
		p.mu.Unlock()
		if n > after {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-wait:
		}
	}
}

// Eval evaluates expr in the runtime's world of a frame ("" is the main
// frame) and decodes the result into out. A document replaced meanwhile
// (its context gone) is waited for and the expression runs in the new
// one: the one retry for a replaced document, within ctx.
func (p *Page) Eval(ctx context.Context, frameID, expr string, out any) error {
	for tries := 0; ; tries++ {
		world, err := p.World(ctx, frameID)
		if err != nil {
			return err
		}
		res, err := cdp.Call(ctx, p.S, cdpruntime.Evaluate, cdpruntime.EvaluateParams{Expression: expr, ContextID: world, ReturnByValue: ptr(true), AwaitPromise: ptr(true)})
		if err != nil {
			if serr := staleErr(err); errors.Is(serr, ErrStale) && tries < 20 && ctx.Err() == nil {
				p.forgetWorld(frameID, world)
				continue
			}
			return staleErr(err)
		}
		if res.ExceptionDetails != nil {
			return fmt.Errorf("live: %s: %s", expr, res.ExceptionDetails.Text)
		}
		if out != nil && res.Result != nil && len(res.Result.Value) > 0 {
			return jsonv2.Unmarshal(res.Result.Value, out)
		}
		return nil
	}
}

// forgetWorld drops a world the browser said is gone, so the next look
// waits for the document that replaces it.
func (p *Page) forgetWorld(frameID string, world cdpruntime.ExecutionContextID) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if frameID == "" {
		frameID = p.mainID
	}
	if p.worlds[frameID] == world {
		delete(p.worlds, frameID)
	}
}

// Ready reports whether a frame's document has its runtime, without
// waiting: a frame still loading (or swapped to another process) is not.
func (p *Page) Ready(frameID string) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if frameID == "" {
		frameID = p.mainID
	}
	_, ok := p.worlds[frameID]
	return ok
}
