package cdp

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"sync"
	"sync/atomic"
	"time"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/target"
	"github.com/gobwas/ws"
	"github.com/gobwas/ws/wsutil"
)

// ConnectOptions configure a connection. The zero value (or nil) is the
// default everywhere.
type ConnectOptions struct {
	// Logger receives debug lines about dropped messages and failed attach
	// hooks. Nil logs nothing.
	Logger *slog.Logger

	// MaxMessageSize bounds one incoming message. A larger response fails its
	// call with ErrMessageTooLarge; a larger event is dropped and logged.
	// Zero means DefaultMaxMessageSize.
	MaxMessageSize int64

	// AttachTimeout bounds the AttachHook of one auto-attached child plus
	// its resume. A paused child blocks its page's load event, so the wait
	// must end. Zero means 30 s.
	AttachTimeout time.Duration
}

// DefaultMaxMessageSize is large enough for a full-page screenshot or a
// DOMSnapshot of a big page (facts §6: 1 MB for DOM.getDocument on 500
// controls), and small enough that a broken peer cannot exhaust memory.
const DefaultMaxMessageSize = 256 << 20

// conn is one websocket to the browser, shared by every session on it. One
// goroutine reads; writers take turns through wsem.
type conn struct {
	nc            net.Conn
	br            *bufio.Reader
	log           *slog.Logger
	maxMsg        int64
	attachTimeout time.Duration

	wsem chan struct{} // one writer at a time; a channel so waiting honours ctx
	wbuf []byte        // guarded by wsem

	// closing is set once the caller asked to close: the peer's answer to
	// the goodbye, or its exit, is then the caller's close, not the peer's.
	closing atomic.Bool

	nextID atomic.Int64

	mu       sync.Mutex
	pending  map[int64]*call
	sessions map[target.SessionID]*Session
	err      error         // why the connection ended; nil while it lives
	done     chan struct{} // closed when err is set

	// life is cancelled when the connection ends; attach hooks run under it.
	life       context.Context
	cancelLife context.CancelFunc
	wg         sync.WaitGroup // the reader and running attach hooks

	root    *Session
	live    map[subscriber]struct{} // running subscriptions; guarded by mu
	dropped atomic.Int64            // messages dropped: undecodable, unknown id, oversized event
}

// call is one request waiting for its response. ch has room for exactly one
// response, so whoever completes the call never blocks.
type call struct {
	method string
	sess   *Session
	ch     chan response
}

type response struct {
	result jsonv2.Value
	err    error
}

func newConn(nc net.Conn, br *bufio.Reader, opts *ConnectOptions) *conn {
	if opts == nil {
		opts = &ConnectOptions{}
	}
	if br == nil {
		br = bufio.NewReaderSize(nc, 64<<10)
	}
	c := &conn{
		nc:            nc,
		br:            br,
		log:           opts.Logger,
		maxMsg:        opts.MaxMessageSize,
		attachTimeout: opts.AttachTimeout,
		wsem:          make(chan struct{}, 1),
		pending:       make(map[int64]*call),
		sessions:      make(map[target.SessionID]*Session),
		live:          make(map[subscriber]struct{}),
		done:          make(chan struct{}),
	}
	if c.log == nil {
		c.log = slog.New(slog.DiscardHandler)
	}
	if c.maxMsg <= 0 {
		c.maxMsg = DefaultMaxMessageSize
	}
	if c.attachTimeout <= 0 {
		c.attachTimeout = 30 * time.Second
	}
	c.life, c.cancelLife = context.WithCancel(context.Background())
	c.root = newSession(c, "", "", nil, nil)
	c.sessions[""] = c.root
	c.wg.Add(1)
	go c.readLoop()
	return c
}

// do sends one request on session s and waits for its response.
func (c *conn) do(ctx context.Context, s *Session, method string, params, result any) error {
	id, cl, err := c.start(ctx, s, method, params)
	if err != nil {
		return err
	}
	return c.wait(ctx, id, cl, result)
}

// start sends one request on session s and returns what waits for its
// response.
func (c *conn) start(ctx context.Context, s *Session, method string, params any) (int64, *call, error) {
	if err := ctx.Err(); err != nil {
		return 0, nil, err
	}
	var p []byte
	if params != nil {
		var err error
		if p, err = jsonv2.Marshal(params, jsonOpts); err != nil {
			return 0, nil, fmt.Errorf("cdp: %s: encoding params: %w", method, err)
		}
	}
	id := c.nextID.Add(1)
	cl := &call{method: method, sess: s, ch: make(chan response, 1)}

	c.mu.Lock()
	if err := c.sessionErrLocked(s); err != nil {
		c.mu.Unlock()
		return 0, nil, &callError{method: method, err: err}
	}
	c.pending[id] = cl
	c.mu.Unlock()

	if err := c.send(ctx, id, method, s.id, p); err != nil {
		c.forget(id)
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			return 0, nil, err
		}
		return 0, nil, &callError{method: method, err: err}
	}
	return id, cl, nil
}

// decodeResponse returns a response's error, or decodes its result into
// result (nil to discard it).
func decodeResponse(cl *call, r response, result any) error {
	if r.err != nil {
		return r.err
	}
	if result == nil || len(r.result) == 0 {
		return nil
	}
	if err := jsonv2.Unmarshal(r.result, result, jsonOpts); err != nil {
		return fmt.Errorf("cdp: %s: decoding result: %w", cl.method, err)
	}
	return nil
}

// wait waits for the response of a request start sent.
func (c *conn) wait(ctx context.Context, id int64, cl *call, result any) error {
	select {
	case r := <-cl.ch:
		return decodeResponse(cl, r, result)
	case <-ctx.Done():
		// The response may still come; forgetting the id makes the reader drop
		// it, so nothing waits for it and nothing leaks.
		c.forget(id)
		return ctx.Err()
	}
}

// sessionErrLocked reports why s can take no more calls, or nil.
func (c *conn) sessionErrLocked(s *Session) error {
	if c.err != nil {
		return c.err
	}
	return s.err
}

func (c *conn) forget(id int64) {
	c.mu.Lock()
	delete(c.pending, id)
	c.mu.Unlock()
}

// send writes one request frame, one writer at a time. Both the wait for
// the turn and the write itself honour ctx.
func (c *conn) send(ctx context.Context, id int64, method string, sid target.SessionID, params []byte) error {
	select {
	case c.wsem <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	case <-c.done:
		return c.closedErr()
	}
	defer func() { <-c.wsem }()
	if err := ctx.Err(); err != nil {
		return err // select picks at random when both were ready
	}
	if err := c.closedErr(); err != nil {
		return err
	}
	frame, err := appendRequest(c.wbuf, id, method, sid, params)
	if err != nil {
		return fmt.Errorf("encoding request: %w", err)
	}
	c.wbuf = frame[:0]
	// A write blocks only while the peer does not read. If ctx ends then,
	// the deadline below ends the write: with nothing written the stream is
	// intact and only this call fails; a frame cut short ends the connection.
	var stop func() bool
	var fired chan struct{}
	if ctx.Done() != nil {
		fired = make(chan struct{})
		stop = context.AfterFunc(ctx, func() {
			_ = c.nc.SetWriteDeadline(time.Unix(1, 0))
			close(fired)
		})
	}
	n, err := c.nc.Write(frame)
	if stop != nil && !stop() {
		<-fired // the deadline is set; clear it only after that
		_ = c.nc.SetWriteDeadline(time.Time{})
	}
	if err != nil {
		if ctx.Err() != nil {
			if n > 0 {
				c.fail(true, fmt.Errorf("a request was cut short when its context ended while the peer was not reading: %w", err))
			}
			return ctx.Err()
		}
		c.fail(true, fmt.Errorf("write: %w", err))
		return c.closedErr()
	}
	if cap(c.wbuf) > 1<<20 {
		c.wbuf = nil // do not pin a buffer grown for one big request
	}
	return nil
}

// writeControl sends a control frame (pong, close) from the reader.
func (c *conn) writeControl(op ws.OpCode, payload []byte) {
	select {
	case c.wsem <- struct{}{}:
	case <-c.done:
		return
	}
	defer func() { <-c.wsem }()
	buf := append(make([]byte, maxHeader, maxHeader+len(payload)), payload...)
	if _, err := c.nc.Write(frameInPlace(buf, op)); err != nil {
		c.log.Debug("cdp: writing control frame", "op", op, "err", err)
	}
}

// sayGoodbye sends a close frame if the socket takes it within a moment; a
// peer that stopped reading must not make Close hang.
func (c *conn) sayGoodbye() {
	t := time.NewTimer(200 * time.Millisecond)
	defer t.Stop()
	select {
	case c.wsem <- struct{}{}:
	case <-c.done:
		return
	case <-t.C:
		return
	}
	defer func() { <-c.wsem }()
	_ = c.nc.SetWriteDeadline(time.Now().Add(200 * time.Millisecond))
	buf := append(make([]byte, maxHeader), ws.NewCloseFrameBody(ws.StatusNormalClosure, "")...)
	_, _ = c.nc.Write(frameInPlace(buf, ws.OpClose))
}

func (c *conn) closedErr() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// readLoop is the one reader. It never blocks on a consumer: responses go to
// a channel with room for them, events go to unbounded subscriber queues.
func (c *conn) readLoop() {
	defer c.wg.Done()
	rd := &wsutil.Reader{
		Source: c.br,
		State:  ws.StateClientSide,
		// A control frame between fragments of a message: answer it the same
		// way as one between messages.
		OnIntermediate: func(h ws.Header, r io.Reader) error { return c.control(h, r) },
	}
	var buf bytes.Buffer
	for {
		hdr, err := rd.NextFrame()
		if err != nil {
			c.fail(true, readErr(err))
			return
		}
		if hdr.OpCode.IsControl() {
			if err := c.control(hdr, rd); err != nil {
				c.fail(true, err)
				return
			}
			continue
		}
		buf.Reset()
		n, err := io.Copy(&buf, io.LimitReader(rd, c.maxMsg+1))
		if err != nil {
			c.fail(true, readErr(err))
			return
		}
		if n > c.maxMsg {
			if err := rd.Discard(); err != nil {
				c.fail(true, readErr(err))
				return
			}
			c.tooLarge(buf.Bytes()[:min(buf.Len(), 512)])
			continue
		}
		c.dispatch(buf.Bytes())
		if buf.Cap() > 4<<20 {
			buf = bytes.Buffer{} // release the memory of one huge message
		}
	}
}

func readErr(err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, net.ErrClosed) {
		return errors.New("websocket closed")
	}
	return fmt.Errorf("read: %w", err)
}

// control answers a control frame. A close frame ends the connection.
func (c *conn) control(h ws.Header, r io.Reader) error {
	payload, err := io.ReadAll(io.LimitReader(r, ws.MaxControlFramePayloadSize))
	if err != nil {
		return readErr(err)
	}
	switch h.OpCode {
	case ws.OpPing:
		c.writeControl(ws.OpPong, payload)
	case ws.OpClose:
		code, reason := ws.ParseCloseFrameData(payload)
		c.writeControl(ws.OpClose, ws.NewCloseFrameBody(ws.StatusNormalClosure, ""))
		return fmt.Errorf("peer closed the websocket (code %d %q)", code, reason)
	}
	return nil
}

// tooLarge fails the call an oversized response belongs to, or logs the
// dropped event.
func (c *conn) tooLarge(prefix []byte) {
	c.dropped.Add(1)
	if id := peekID(prefix); id != 0 {
		c.mu.Lock()
		cl := c.pending[id]
		delete(c.pending, id)
		c.mu.Unlock()
		if cl != nil {
			cl.ch <- response{err: &callError{method: cl.method, err: fmt.Errorf("%w (limit %d bytes)", ErrMessageTooLarge, c.maxMsg)}}
			return
		}
	}
	c.log.Warn("cdp: dropped oversized message", "method", peekMethod(prefix), "limit", c.maxMsg)
}

// dispatch routes one decoded message: a response to its call, an event to
// its session.
func (c *conn) dispatch(msg []byte) {
	var env envelope
	if err := jsonv2.Unmarshal(msg, &env, jsonOpts); err != nil {
		c.dropped.Add(1)
		c.log.Warn("cdp: dropped undecodable message", "err", err, "prefix", string(msg[:min(len(msg), 120)]))
		return
	}
	if env.ID != 0 {
		c.mu.Lock()
		cl := c.pending[env.ID]
		delete(c.pending, env.ID)
		c.mu.Unlock()
		if cl == nil {
			// A call whose ctx ended, or a peer inventing ids.
			c.dropped.Add(1)
			c.log.Debug("cdp: dropped response with unknown id", "id", env.ID)
			return
		}
		if env.Error != nil {
			cl.ch <- response{err: env.Error.toProtocolError(cl.method)}
		} else {
			cl.ch <- response{result: env.Result}
		}
		return
	}
	if env.Method == "" {
		c.dropped.Add(1)
		c.log.Warn("cdp: dropped message with neither id nor method")
		return
	}
	c.mu.Lock()
	s := c.sessions[env.SessionID]
	c.mu.Unlock()
	if s == nil {
		c.log.Debug("cdp: dropped event for unknown session", "method", env.Method, "session", env.SessionID)
		return
	}
	// Target lifecycle first, so a subscriber that sees attachedToTarget
	// can already find the new session.
	c.lifecycle(s, env.Method, env.Params)
	s.deliver(Event{SessionID: env.SessionID, Method: env.Method, Params: env.Params})
	// After delivery, so a subscriber to Inspector.targetCrashed still gets
	// it before its channel closes. Chromium sends this event on the
	// crashed target's own session whether or not Inspector is enabled, and
	// answers none of the calls that were waiting there: without ending the
	// session they would run to their deadlines.
	if env.Method == "Inspector.targetCrashed" && s != c.root {
		c.endSession(s, &CrashedError{SessionID: s.id, TargetID: s.targetID, Reason: env.Method})
	}
}

// fail ends the connection once: every pending call and every session gets
// the same error, and later calls get it at once.
func (c *conn) fail(exited bool, cause error) {
	c.failWith(&closedError{exited: exited && !c.closing.Load(), cause: cause})
}

func (c *conn) failWith(err error) {
	c.mu.Lock()
	if c.err != nil {
		c.mu.Unlock()
		return
	}
	c.err = err
	pending := c.pending
	c.pending = make(map[int64]*call)
	sessions := make([]*Session, 0, len(c.sessions))
	for _, s := range c.sessions {
		sessions = append(sessions, s)
	}
	c.mu.Unlock()

	close(c.done)
	c.cancelLife()
	_ = c.nc.Close()
	for _, cl := range pending {
		cl.ch <- response{err: &callError{method: cl.method, err: err}}
	}
	for _, s := range sessions {
		c.endSession(s, err)
	}
}

// close ends the connection at the caller's request and waits for the reader
// and attach hooks to return.
func (c *conn) close() {
	c.closing.Store(true)
	c.sayGoodbye()
	c.failWith(&closedError{exited: false})
	c.wg.Wait()
	// Subscriptions still running belong to ended sessions whose
	// subscribers stopped reading; nothing will read them now.
	c.mu.Lock()
	subs := make([]subscriber, 0, len(c.live))
	for sub := range c.live {
		subs = append(subs, sub)
	}
	c.mu.Unlock()
	for _, sub := range subs {
		sub.halt()
	}
	for _, sub := range subs {
		<-sub.stopped()
	}
}
