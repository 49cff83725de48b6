package cdp

import (
	"context"
	"slices"
	"sync"
	"time"

	cdproto "github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/target"
)

// Session is one flattened CDP session: the browser itself (the root session,
// with an empty ID) or a target attached to it — a page, or an out-of-process
// iframe or worker attached under a page.
//
// A Session is safe for concurrent use. It implements cdproto's cdp.Session,
// so the typed commands of github.com/chromedp/cdproto run on it directly:
//
//	res, err := cdproto.Call(ctx, s, page.Navigate, page.NavigateParams{URL: u})
//
// A session ends when its target detaches or is destroyed, or when the
// connection ends. From then on Done is closed, Err says why, every call fails
// with that error (matching ErrDetached or ErrClosed; ErrTargetCrashed too when
// its renderer crashed), and every subscription
// channel closes after delivering what was already queued.
type Session struct {
	c        *conn
	id       target.SessionID
	targetID target.ID
	info     target.Info // as reported at attach time
	parent   *Session
	done     chan struct{}

	// Guarded by c.mu.
	err      error
	children map[target.SessionID]*Session

	smu  sync.Mutex
	subs []subscriber
	hook AttachHook // non-nil once AutoAttach ran on this session
}

var _ cdproto.Session = (*Session)(nil)

func newSession(c *conn, id target.SessionID, tid target.ID, info *target.Info, parent *Session) *Session {
	s := &Session{c: c, id: id, targetID: tid, parent: parent, done: make(chan struct{})}
	if info != nil {
		s.info = *info
	}
	return s
}

// ID is the session id; empty for the root (browser) session.
func (s *Session) ID() target.SessionID { return s.id }

// TargetID is the id of the attached target; empty for the root session. For
// an iframe target it equals the frame id (facts §1).
func (s *Session) TargetID() target.ID { return s.targetID }

// Type is the target type at attach time: "page", "iframe", "worker", ...;
// empty for the root session.
func (s *Session) Type() string { return s.info.Type }

// Info is the target info reported when the session attached. It is not
// updated later: an auto-attached iframe reports an empty URL at attach time
// (facts §1); watch Target.targetInfoChanged for the real one.
func (s *Session) Info() target.Info { return s.info }

// Parent is the session this one was attached through: the root session for
// a page, the page session for an auto-attached iframe. Nil for the root.
func (s *Session) Parent() *Session { return s.parent }

// Done is closed when the session ends.
func (s *Session) Done() <-chan struct{} { return s.done }

// Err is nil while the session lives, then the reason it ended.
func (s *Session) Err() error {
	s.c.mu.Lock()
	defer s.c.mu.Unlock()
	return s.c.sessionErrLocked(s)
}

// Children lists the live sessions attached through this one (auto-attached
// iframes and workers), in no particular order.
func (s *Session) Children() []*Session {
	s.c.mu.Lock()
	defer s.c.mu.Unlock()
	out := make([]*Session, 0, len(s.children))
	for _, ch := range s.children {
		out = append(out, ch)
	}
	return out
}

// Call sends method with params and decodes the result into result (a
// pointer, or nil to discard it). params is any value that encodes to a JSON
// object (a cdproto params struct, a map, or nil for none).
//
// Errors: ctx.Err() when ctx ends first (the late response is dropped); a
// *ProtocolError when the browser answers with an error; an error matching
// ErrDetached when the session ends (and ErrTargetCrashed when it ended
// because its renderer crashed: a waiting call fails as soon as the browser
// reports the crash); an error matching ErrClosed (and
// ErrBrowserExited, unless Close was called) when the connection ends.
func (s *Session) Call(ctx context.Context, method string, params, result any) error {
	return s.c.do(ctx, s, method, params, result)
}

// Send sends method with params and returns without waiting for the
// response; Wait on the answer gets it. The browser handles the calls of a
// session in the order they were sent, so a call whose response the next
// one does not need (an input event before the next) can be sent on, and
// the two cost one round trip. Errors are Call's, from Send when the
// request could not be sent, else from Wait.
func (s *Session) Send(ctx context.Context, method string, params any) (*Answer, error) {
	id, cl, err := s.c.start(ctx, s, method, params)
	if err != nil {
		return nil, err
	}
	return &Answer{c: s.c, id: id, cl: cl}, nil
}

// Answer is the response to a call Send sent. A response nobody waits for
// is kept until the Answer is dropped: nothing leaks.
type Answer struct {
	c   *conn
	id  int64
	cl  *call
	got *response // taken by ReadyWithin, for Wait
}

// ReadyWithin reports whether the response comes within d (at once when
// it has come); it keeps it for Wait. It does not end the call: Wait is
// still called, whatever it reports.
func (a *Answer) ReadyWithin(d time.Duration) bool {
	if a.got != nil {
		return true
	}
	select {
	case r := <-a.cl.ch:
		a.got = &r
		return true
	default:
	}
	if d <= 0 {
		return false
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case r := <-a.cl.ch:
		a.got = &r
		return true
	case <-t.C:
		return false
	}
}

// Wait waits for the response and decodes its result into result (a
// pointer, or nil to discard it); ctx bounds the wait as Call's does. Wait
// is called once.
func (a *Answer) Wait(ctx context.Context, result any) error {
	if a.got != nil {
		return decodeResponse(a.cl, *a.got, result)
	}
	return a.c.wait(ctx, a.id, a.cl, result)
}

// Subscribe delivers the params of every event named method on this session,
// from the moment Subscribe returns, in arrival order. The channel closes when
// the session ends (after the queued events) or when cancel is called. The
// subscription queues without bound, so a subscriber that stops reading must
// call cancel. cancel is idempotent and safe to call from any goroutine.
//
// Subscribe implements cdproto's cdp.Session, which makes cdproto.Events
// usable on a Session.
func (s *Session) Subscribe(method string) (events <-chan jsonv2.Value, cancel func()) {
	q := newQueue([]string{method}, func(e Event) jsonv2.Value { return e.Params })
	return q.out, s.add(q, q.cancel)
}

// Events is Subscribe for several methods at once (none: every event), with
// the whole Event. Events of different methods keep their relative order,
// which matters when one event explains the next (Page.frameNavigated before
// DOM.documentUpdated).
func (s *Session) Events(methods ...string) (events <-chan Event, cancel func()) {
	q := newQueue(methods, func(e Event) Event { return e })
	return q.out, s.add(q, q.cancel)
}

// add registers sub, starts its delivery and returns the func that removes
// and stops it. A subscription on a session that already ended closes at
// once. The connection keeps every running subscription, so that Close can
// stop them all.
func (s *Session) add(sub subscriber, stop func()) func() {
	c := s.c
	c.mu.Lock()
	c.live[sub] = struct{}{}
	c.mu.Unlock()
	sub.start(func() {
		c.mu.Lock()
		delete(c.live, sub)
		c.mu.Unlock()
	})
	s.smu.Lock()
	s.subs = append(s.subs, sub)
	s.smu.Unlock()
	// endSession closes done before it reads subs, so a session that ended
	// before the append is seen here, and one that ends after it sees sub.
	// end is idempotent.
	select {
	case <-s.done:
		sub.end()
	default:
	}
	return func() {
		s.smu.Lock()
		s.subs = slices.DeleteFunc(s.subs, func(x subscriber) bool { return x == sub })
		s.smu.Unlock()
		stop()
	}
}

// deliver hands ev to every subscriber that wants it. It never blocks.
func (s *Session) deliver(ev Event) {
	s.smu.Lock()
	defer s.smu.Unlock()
	for _, sub := range s.subs {
		if sub.wants(ev.Method) {
			sub.push(ev)
		}
	}
}

// endSession ends s and, before it, everything attached through it: pending
// calls fail with err, subscriptions close after draining, Done closes.
func (c *conn) endSession(s *Session, err error) {
	c.mu.Lock()
	if s.err != nil {
		c.mu.Unlock()
		return
	}
	s.err = err
	if c.sessions[s.id] == s {
		delete(c.sessions, s.id)
	}
	if s.parent != nil {
		delete(s.parent.children, s.id)
	}
	var calls []*call
	for id, cl := range c.pending {
		if cl.sess == s {
			calls = append(calls, cl)
			delete(c.pending, id)
		}
	}
	children := make([]*Session, 0, len(s.children))
	for _, ch := range s.children {
		children = append(children, ch)
	}
	c.mu.Unlock()

	for _, ch := range children {
		childErr := err
		switch e := err.(type) {
		case *DetachedError:
			childErr = &DetachedError{SessionID: ch.id, TargetID: ch.targetID, Reason: "parent session " + string(e.SessionID) + " ended"}
		case *CrashedError:
			// The frame tree the child belongs to is gone with its page.
			childErr = &CrashedError{SessionID: ch.id, TargetID: ch.targetID, Reason: "its parent target " + string(e.TargetID) + " crashed"}
		}
		c.endSession(ch, childErr)
	}
	for _, cl := range calls {
		cl.ch <- response{err: &callError{method: cl.method, err: err}}
	}
	close(s.done)
	s.smu.Lock()
	// A copy: a concurrent unsubscribe edits s.subs in place.
	subs := slices.Clone(s.subs)
	s.smu.Unlock()
	for _, sub := range subs {
		sub.end()
	}
}
