package cdp

import (
	"errors"
	"fmt"

	"github.com/chromedp/cdproto/target"
)

// Sentinel errors. Match them with errors.Is; the concrete errors carry more
// detail (which call, which session, what the browser said last).
var (
	// ErrClosed matches every error caused by a connection that is gone, for
	// whatever reason: closed by the caller, closed by the peer, or a browser
	// that exited. It is the one check a caller needs for "the browser is no
	// longer reachable".
	ErrClosed = errors.New("cdp: connection closed")

	// ErrBrowserExited matches an error caused by a connection that ended
	// without the caller asking: the browser process died, the peer closed
	// the websocket, or the socket broke. Such errors also match ErrClosed.
	ErrBrowserExited = errors.New("cdp: browser exited")

	// ErrDetached matches an error caused by a session that ended while the
	// connection lived on: the target was closed, crashed or detached (an
	// out-of-process iframe is torn down on every navigation of its page).
	ErrDetached = errors.New("cdp: session detached")

	// ErrTargetCrashed matches an error caused by a target whose renderer
	// crashed (Inspector.targetCrashed, or Target.targetCrashed when target
	// discovery is on): its session ends at once, so a call that was waiting
	// fails then rather than at its deadline, and later calls fail at once.
	// Such errors also match ErrDetached: the session is over. A crashed
	// page is not revived; close it and open another.
	ErrTargetCrashed = errors.New("cdp: target crashed")

	// ErrMessageTooLarge matches the error of a call whose response was
	// larger than ConnectOptions.MaxMessageSize; the response was dropped.
	ErrMessageTooLarge = errors.New("cdp: message too large")

	// ErrChromeNotFound is returned by FindChrome when no browser binary is
	// found.
	ErrChromeNotFound = errors.New("cdp: no Chromium binary found")
)

// ProtocolError is an error response from the browser to one call. Code and
// Message are the browser's JSON-RPC error; Method names the call.
//
// Code -32001 ("Session with given id not found") means the browser no longer
// knows the session, so a ProtocolError with that code also matches
// ErrDetached.
type ProtocolError struct {
	Method  string
	Code    int64
	Message string
	Data    string // optional detail some errors carry
}

// codeSessionNotFound is Chromium's code for a call on a session it has
// already dropped (facts §9: an old child session after a navigation).
const codeSessionNotFound = -32001

func (e *ProtocolError) Error() string {
	s := fmt.Sprintf("cdp: %s: %s (%d)", e.Method, e.Message, e.Code)
	if e.Data != "" {
		s += ": " + e.Data
	}
	return s
}

// Is lets errors.Is(err, ErrDetached) cover a session the browser dropped
// before our detach event arrived.
func (e *ProtocolError) Is(target error) bool {
	return target == ErrDetached && e.Code == codeSessionNotFound
}

// DetachedError is the error of a call on a session that has ended. It
// matches ErrDetached.
type DetachedError struct {
	SessionID target.SessionID
	TargetID  target.ID
	Reason    string // the event that ended the session, e.g. "Target.detachedFromTarget"
}

func (e *DetachedError) Error() string {
	return fmt.Sprintf("cdp: session %s (target %s) detached: %s", e.SessionID, e.TargetID, e.Reason)
}

// Is reports whether target is ErrDetached.
func (e *DetachedError) Is(target error) bool { return target == ErrDetached }

// CrashedError is the error of a call on a session whose target crashed,
// or whose page did (an iframe session under a crashed page). It matches
// ErrTargetCrashed and ErrDetached.
type CrashedError struct {
	SessionID target.SessionID
	TargetID  target.ID
	Reason    string // the event that reported the crash, or the page that crashed
}

func (e *CrashedError) Error() string {
	return fmt.Sprintf("cdp: target %s (session %s) crashed: %s", e.TargetID, e.SessionID, e.Reason)
}

// Is reports whether target is ErrTargetCrashed or ErrDetached.
func (e *CrashedError) Is(target error) bool {
	return target == ErrTargetCrashed || target == ErrDetached
}

// closedError is the error of every call on a connection that is gone. It
// matches ErrClosed always and ErrBrowserExited when the caller did not
// close the connection.
type closedError struct {
	exited bool   // true when the peer, not the caller, ended the connection
	cause  error  // the read error, exit status or close frame that ended it
	detail string // e.g. the tail of the browser's stderr
}

func (e *closedError) Error() string {
	s := "cdp: connection closed"
	if e.exited {
		s = "cdp: browser exited"
	}
	if e.cause != nil {
		s += ": " + e.cause.Error()
	}
	s += e.detail // starts with its own line break
	return s
}

func (e *closedError) Is(target error) bool {
	return target == ErrClosed || (e.exited && target == ErrBrowserExited)
}

func (e *closedError) Unwrap() error { return e.cause }

// callError wraps a transport failure of one call with the method name, so a
// log line says which call failed, while errors.Is still sees the cause.
type callError struct {
	method string
	err    error
}

func (e *callError) Error() string { return "cdp: " + e.method + ": " + trimPrefix(e.err.Error()) }
func (e *callError) Unwrap() error { return e.err }

func trimPrefix(s string) string {
	const p = "cdp: "
	if len(s) >= len(p) && s[:len(p)] == p {
		return s[len(p):]
	}
	return s
}
