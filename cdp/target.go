package cdp

import (
	"context"
	"errors"
	"fmt"
	"time"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/target"
)

// AttachHook prepares an auto-attached child session (an out-of-process
// iframe or a worker) while the browser holds it paused: subscribe to what
// you need and enable domains here, and nothing the child does is missed.
// The child is resumed when the hook returns, whether or not it failed,
// because a paused iframe blocks its page's load event (facts §1). ctx ends
// after ConnectOptions.AttachTimeout or when the connection ends.
//
// Hooks run on their own goroutine, one per child, so a hook may make calls
// on any session.
type AttachHook func(ctx context.Context, child *Session) error

// AutoAttach makes the browser attach every related target of this session
// (cross-origin iframes, workers) as a flattened child session, paused until
// hook has run on it. The same hook is installed on every child, so nested
// out-of-process iframes are attached too. A nil hook only resumes children.
//
// Targets that already exist are attached at once, not paused (facts §1).
func (s *Session) AutoAttach(ctx context.Context, hook AttachHook) error {
	if hook == nil {
		hook = func(context.Context, *Session) error { return nil }
	}
	s.smu.Lock()
	s.hook = hook
	s.smu.Unlock()
	flatten := true
	return s.Call(ctx, target.CommandSetAutoAttach, target.SetAutoAttachParams{
		AutoAttach:             true,
		WaitForDebuggerOnStart: true,
		Flatten:                &flatten,
	}, nil)
}

// Detach detaches the session from its target and ends it. Later calls on it
// fail with an error matching ErrDetached.
func (s *Session) Detach(ctx context.Context) error {
	if s.parent == nil {
		return errors.New("cdp: the root session cannot detach")
	}
	err := s.parent.Call(ctx, target.CommandDetachFromTarget, target.DetachFromTargetParams{SessionID: s.id}, nil)
	s.c.endSession(s, &DetachedError{SessionID: s.id, TargetID: s.targetID, Reason: "detached by the caller"})
	return err
}

// lifecycle keeps the session table in step with the Target events the
// reader sees. It runs on the reader goroutine, before the event is delivered
// to subscribers.
func (c *conn) lifecycle(from *Session, method string, params jsonv2.Value) {
	switch method {
	case "Target.attachedToTarget":
		var ev target.EventAttachedToTarget
		if err := jsonv2.Unmarshal(params, &ev, jsonOpts); err != nil || ev.SessionID == "" || ev.TargetInfo == nil {
			c.log.Warn("cdp: malformed Target.attachedToTarget", "err", err)
			return
		}
		c.attached(from, ev.SessionID, ev.TargetInfo, ev.WaitingForDebugger)
	case "Target.detachedFromTarget":
		var ev target.EventDetachedFromTarget
		if err := jsonv2.Unmarshal(params, &ev, jsonOpts); err != nil {
			c.log.Warn("cdp: malformed Target.detachedFromTarget", "err", err)
			return
		}
		c.mu.Lock()
		s := c.sessions[ev.SessionID]
		c.mu.Unlock()
		if s != nil && s != c.root {
			c.endSession(s, &DetachedError{SessionID: s.id, TargetID: s.targetID, Reason: method})
		}
	case "Target.targetDestroyed", "Target.targetCrashed":
		var ev struct {
			TargetID target.ID `json:"targetId"`
		}
		if err := jsonv2.Unmarshal(params, &ev, jsonOpts); err != nil || ev.TargetID == "" {
			return
		}
		c.mu.Lock()
		var gone []*Session
		for _, s := range c.sessions {
			if s.targetID == ev.TargetID {
				gone = append(gone, s)
			}
		}
		c.mu.Unlock()
		for _, s := range gone {
			if method == "Target.targetCrashed" {
				c.endSession(s, &CrashedError{SessionID: s.id, TargetID: s.targetID, Reason: method})
			} else {
				c.endSession(s, &DetachedError{SessionID: s.id, TargetID: s.targetID, Reason: method})
			}
		}
	}
}

// attached registers a new session under parent and, when parent has a hook,
// prepares and resumes it on a goroutine of its own: the hook makes calls,
// and the reader must never wait for a response.
func (c *conn) attached(parent *Session, id target.SessionID, info *target.Info, waiting bool) *Session {
	c.mu.Lock()
	if s := c.sessions[id]; s != nil {
		c.mu.Unlock()
		return s
	}
	if c.err != nil || parent.err != nil {
		c.mu.Unlock()
		return nil
	}
	s := newSession(c, id, info.TargetID, info, parent)
	c.sessions[id] = s
	if parent.children == nil {
		parent.children = make(map[target.SessionID]*Session)
	}
	parent.children[id] = s
	parent.smu.Lock()
	hook := parent.hook
	parent.smu.Unlock()
	if hook != nil {
		// Added under c.mu while c.err is nil: the reader has not exited, so
		// the count is above zero and close has not started waiting.
		c.wg.Add(1)
	}
	c.mu.Unlock()
	if hook != nil {
		go c.prepare(s, hook, waiting)
	}
	return s
}

func (c *conn) prepare(s *Session, hook AttachHook, waiting bool) {
	defer c.wg.Done()
	ctx, cancel := context.WithTimeout(c.life, c.attachTimeout)
	defer cancel()
	if err := hook(ctx, s); err != nil {
		c.log.Warn("cdp: attach hook failed", "session", s.id, "type", s.info.Type, "err", err)
	}
	// Nested out-of-process iframes need auto-attach on the child too,
	// unless the hook already turned it on.
	s.smu.Lock()
	done := s.hook != nil
	s.smu.Unlock()
	if !done {
		if err := s.AutoAttach(ctx, hook); err != nil && s.Err() == nil {
			c.log.Debug("cdp: auto-attach on child failed", "session", s.id, "type", s.info.Type, "err", err)
		}
	}
	if waiting {
		// A context of its own: a hook that used up the time must not leave
		// the child paused.
		rctx, rcancel := context.WithTimeout(c.life, resumeTimeout)
		defer rcancel()
		if err := s.Call(rctx, "Runtime.runIfWaitingForDebugger", nil, nil); err != nil && s.Err() == nil {
			c.log.Warn("cdp: resuming child failed", "session", s.id, "err", err)
		}
	}
}

// NewPage opens a new page on url ("" means about:blank) and attaches to it.
func (b *Browser) NewPage(ctx context.Context, url string) (*Session, error) {
	if url == "" {
		url = "about:blank"
	}
	var res target.CreateTargetResult
	if err := b.c.root.Call(ctx, target.CommandCreateTarget, target.CreateTargetParams{URL: url}, &res); err != nil {
		return nil, err
	}
	s, err := b.AttachToTarget(ctx, res.TargetID)
	if err != nil {
		// Do not leave a page nobody can reach; ctx may be over, so the
		// close gets its own short deadline.
		cctx, cancel := context.WithTimeout(context.Background(), closeTargetTimeout)
		defer cancel()
		_ = b.CloseTarget(cctx, res.TargetID)
		return nil, err
	}
	return s, nil
}

const (
	closeTargetTimeout = 5 * time.Second
	resumeTimeout      = 5 * time.Second
)

// AttachToTarget attaches a flattened session to the target.
func (b *Browser) AttachToTarget(ctx context.Context, id target.ID) (*Session, error) {
	flatten := true
	var res target.AttachToTargetResult
	if err := b.c.root.Call(ctx, target.CommandAttachToTarget, target.AttachToTargetParams{TargetID: id, Flatten: &flatten}, &res); err != nil {
		return nil, err
	}
	if res.SessionID == "" {
		return nil, fmt.Errorf("cdp: %s: no session id in the response", target.CommandAttachToTarget)
	}
	// Chromium sends Target.attachedToTarget before the response, so the
	// session is normally registered already; a peer that does not gets one
	// registered here.
	s := b.c.attached(b.c.root, res.SessionID, &target.Info{TargetID: id}, false)
	if s == nil {
		return nil, &callError{method: target.CommandAttachToTarget, err: b.c.closedErr()}
	}
	if err := s.Err(); err != nil {
		return nil, &callError{method: target.CommandAttachToTarget, err: err}
	}
	return s, nil
}

// Targets lists every target the browser has, including the ones that are
// not pages (facts: "browser_ui" and service workers show up too).
func (b *Browser) Targets(ctx context.Context) ([]*target.Info, error) {
	var res target.GetTargetsResult
	if err := b.c.root.Call(ctx, target.CommandGetTargets, target.GetTargetsParams{}, &res); err != nil {
		return nil, err
	}
	return res.TargetInfos, nil
}

// Pages lists the targets of type "page".
func (b *Browser) Pages(ctx context.Context) ([]*target.Info, error) {
	all, err := b.Targets(ctx)
	if err != nil {
		return nil, err
	}
	pages := all[:0]
	for _, t := range all {
		if t.Type == "page" {
			pages = append(pages, t)
		}
	}
	return pages, nil
}

// ActivateTarget brings the page to the front.
func (b *Browser) ActivateTarget(ctx context.Context, id target.ID) error {
	return b.c.root.Call(ctx, target.CommandActivateTarget, target.ActivateTargetParams{TargetID: id}, nil)
}

// CloseTarget closes the target. Its sessions end when the browser reports
// the detach.
func (b *Browser) CloseTarget(ctx context.Context, id target.ID) error {
	return b.c.root.Call(ctx, target.CommandCloseTarget, target.CloseTargetParams{TargetID: id}, nil)
}

// Session returns the live session with the id, or nil.
func (b *Browser) Session(id target.SessionID) *Session {
	b.c.mu.Lock()
	defer b.c.mu.Unlock()
	return b.c.sessions[id]
}
