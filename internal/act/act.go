// Package act is surefill's act pipeline: every call that dispatches input
// (Fill of every widget kind, Clear, Upload, Click, Press) resolves its
// target, takes the tab's turn, guards, dispatches, reads back and reports
// here, in one place. The guards hold at the moment of dispatch: the
// document the input lands in is checked against the sites where it is
// dispatched (package live), keyboard input goes only to the focused
// target, and whatever the session's guard stopped while the act ran (a
// form submission, a navigation out of the sites) is the act's outcome.
//
// The widget strategies live here too and switch on the resolver's
// classification of the control. The surface package composes this; a
// script never sees it.
package act

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chromedp/cdproto/cdp"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// Env is what the pipeline needs from the browser: the grants as answers,
// check mode, the action log for check mode, and where sensitive values
// are remembered.
type Env struct {
	// CheckMode resolves and verifies every write, writing nothing.
	CheckMode bool
	// HasSubmit reports the submit grant (for the error's next step).
	HasSubmit bool
	// SubmitAllowed reports the submit grant and an unused yes.
	SubmitAllowed func() bool
	// NeedSite refuses an address outside the granted sites; nil when the
	// sites are not restricted.
	NeedSite func(op, addr string) error
	// ReadAllowed reports whether an upload path lies under a Read root;
	// ReadRoots are those roots, for messages.
	ReadAllowed func(path string) bool
	ReadRoots   []string
	// CheckLog records what a write would do in check mode.
	CheckLog func(ctx context.Context, op string, t resolver.Target, f resolver.Field, sensitive bool)
	// Remember records a value typed as sensitive (a string or []string).
	Remember func(v any)
	// Unchecked records, in check mode, a target that could not be checked
	// because the page shows it only after a write check mode skipped.
	Unchecked func(ctx context.Context, op, target string)
}

// Tab is what the scopes of one tab share: its one act at a time and the
// sensitive fields it has seen.
type Tab struct {
	// acts holds the tab's turn: calls on a tab and its frames queue here,
	// so their input never interleaves.
	acts chan struct{}
	// Passwords remembers fields once seen as passwords or filled as
	// sensitive, across models.
	Passwords *resolver.PasswordMemory
	// Skipped counts the writes check mode skipped on the tab since its
	// last navigation: what the page would show after them is not there.
	Skipped atomic.Int64
}

// NewTab returns the shared state of a new tab.
func NewTab() *Tab {
	return &Tab{acts: make(chan struct{}, 1), Passwords: &resolver.PasswordMemory{}}
}

// Scope is one frame's document in the pipeline: the frame, its resolver
// over the cached model, and the custom parts maps in use.
type Scope struct {
	env *Env
	tab *Tab
	f   *live.Frame

	mu     sync.Mutex
	parts  []resolver.CustomParts
	res    *resolver.Resolver
	resDoc *dom.Document
	gen    uint64
	genNav int64
	// loadsAtAction is the load count when the last action started.
	loadsAtAction int64
	// urlSeen is the address read at navigation count urlNav.
	urlSeen string
	urlNav  int64
	// nested marks an iframe's document; below lists the frames a
	// page-wide target also searches (a tab's; nil for a frame).
	nested  bool
	below   func(ctx context.Context) []*Scope
	owner   cdp.Session
	ownerID string
}

// SetOwner says where the frame's iframe element is: the session holding
// it and the frame id that session knows the frame by.
func (s *Scope) SetOwner(sess cdp.Session, frameID string) { s.owner, s.ownerID = sess, frameID }

// Owner is the session holding the frame's iframe element and the frame's
// id there (nil for a top document or a frame found by pattern).
func (s *Scope) Owner() (cdp.Session, string) { return s.owner, s.ownerID }

// Docs is the scope's document and the frames below it on granted sites.
func (s *Scope) Docs(ctx context.Context, op string) []*Scope {
	docs, _ := s.frames(ctx, op)
	return docs
}

// SetNested marks the scope as an iframe's document.
func (s *Scope) SetNested() { s.nested = true }

// SetBelow gives the scope the frames its targets, listings and waits
// also cover: the tab's, so a tab is one page as a person sees it.
func (s *Scope) SetBelow(below func(ctx context.Context) []*Scope) { s.below = below }

// NewScope returns the pipeline of a frame of a tab.
func NewScope(env *Env, tab *Tab, f *live.Frame, parts []resolver.CustomParts) *Scope {
	return &Scope{env: env, tab: tab, f: f, parts: parts}
}

// Frame is the scope's frame.
func (s *Scope) Frame() *live.Frame { return s.f }

// Tab is the scope's tab.
func (s *Scope) Tab() *Tab { return s.tab }

// LoadsAtAction is the load count when the last action started.
func (s *Scope) LoadsAtAction() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.loadsAtAction
}

// FillOptions tune one Fill (the surface's FillOptions).
type FillOptions struct {
	Sensitive bool
	Timeout   time.Duration
	// addOnly: pick only what the list offers to add (a tag input
	// probed, see fillMulti), and answer no option found (-1) once the
	// typed text had time to filter the list.
	addOnly bool
}

// Result is what a write committed (the surface's Result).
type Result struct {
	Label     string
	Kind      resolver.Kind
	Value     resolver.Value
	Sensitive bool
	Invalid   bool
	Error     string
}
