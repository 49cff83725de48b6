package live

import (
	"context"
	"sync"

	"github.com/surefill/surefill/dom"
)

// Look is what one read-only call (a listing) has already asked of its
// frames: a model it took, or found current by the page's counters, in
// the course of the call stands for the rest of it, so a listing asks the
// page once rather than at every step (values fresh, site, model). An
// act never carries one: what it resolved over is checked where it acts
// (see Pre).
type Look struct {
	mu   sync.Mutex
	seen map[*Frame]lookSeen
}

type lookSeen struct {
	doc *dom.Document
	nav int64
}

type lookKey struct{}

// WithLook returns ctx carrying a new Look, for one read-only call.
func WithLook(ctx context.Context) context.Context {
	return context.WithValue(ctx, lookKey{}, &Look{seen: map[*Frame]lookSeen{}})
}

func lookOf(ctx context.Context) *Look {
	l, _ := ctx.Value(lookKey{}).(*Look)
	return l
}

// Looking reports whether ctx belongs to a read-only call with a Look.
func Looking(ctx context.Context) bool { return lookOf(ctx) != nil }

// saw records that d is f's current model as of navigation nav, counters
// and values included.
func (l *Look) saw(f *Frame, d *dom.Document, nav int64) {
	if l == nil || d == nil {
		return
	}
	l.mu.Lock()
	l.seen[f] = lookSeen{d, nav}
	l.mu.Unlock()
}

// current reports whether the call already found d current for f at nav.
func (l *Look) current(f *Frame, d *dom.Document, nav int64) bool {
	if l == nil || d == nil {
		return false
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	s, ok := l.seen[f]
	return ok && s.doc == d && s.nav == nav
}
