package cdp

import (
	"sync"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/target"
)

// Event is one protocol event as it arrived on a session.
type Event struct {
	SessionID target.SessionID
	Method    string
	Params    jsonv2.Value
}

// The delivery policy, in one place:
//
//   - Every subscription has its own unbounded FIFO queue. The reader
//     appends to it and moves on, so a slow subscriber never delays a
//     response or another subscriber, and no event is ever dropped for lack
//     of room.
//   - One goroutine per subscription moves events from the queue to the
//     subscriber's channel, in the order they arrived on the socket.
//   - When the session ends, the events already queued are still delivered,
//     then the channel is closed. Cancelling a subscription, or closing the
//     Browser, closes the channel at once and discards what is queued, so an
//     abandoned subscription cannot outlive the Browser.
//   - The cost of never dropping is memory: a subscriber that stops reading
//     must cancel, or its queue grows for as long as the session lives.
//
// A subscription sees the events that arrive after Subscribe returns.

// subscriber is what a session delivers events to.
type subscriber interface {
	wants(method string) bool
	push(Event)
	end()                     // the session ended: deliver what is queued, then close
	start(release func())     // start delivering; release runs when delivery stops
	halt()                    // stop delivering now, without waiting
	stopped() <-chan struct{} // closed when delivery has stopped
}

// queue is one subscription: an unbounded queue and the goroutine draining
// it into out. T is the element type of the subscriber's channel.
type queue[T any] struct {
	methods map[string]bool // nil: every method
	conv    func(Event) T
	out     chan T

	mu      sync.Mutex
	q       []Event
	ended   bool
	wake    chan struct{} // capacity 1: "the queue or ended changed"
	stop    chan struct{} // closed by cancel or halt
	once    sync.Once
	exited  chan struct{} // closed when the pump returns
	release func()        // set by start, run when the pump returns
}

func newQueue[T any](methods []string, conv func(Event) T) *queue[T] {
	q := &queue[T]{
		conv:   conv,
		out:    make(chan T),
		wake:   make(chan struct{}, 1),
		stop:   make(chan struct{}),
		exited: make(chan struct{}),
	}
	if len(methods) > 0 {
		q.methods = make(map[string]bool, len(methods))
		for _, m := range methods {
			q.methods[m] = true
		}
	}
	return q
}

func (q *queue[T]) start(release func()) {
	q.release = release
	go q.pump()
}

func (q *queue[T]) halt() { q.once.Do(func() { close(q.stop) }) }

func (q *queue[T]) stopped() <-chan struct{} { return q.exited }

func (q *queue[T]) wants(method string) bool { return q.methods == nil || q.methods[method] }

func (q *queue[T]) push(ev Event) {
	q.mu.Lock()
	q.q = append(q.q, ev)
	q.mu.Unlock()
	q.signal()
}

func (q *queue[T]) end() {
	q.mu.Lock()
	q.ended = true
	q.mu.Unlock()
	q.signal()
}

func (q *queue[T]) signal() {
	select {
	case q.wake <- struct{}{}:
	default: // a wake-up is already pending; the pump will see the change
	}
}

// cancel stops delivery and waits for the pump, so that after it returns no
// goroutine of this subscription is left.
func (q *queue[T]) cancel() {
	q.halt()
	<-q.exited
}

func (q *queue[T]) pump() {
	defer close(q.exited)
	defer func() {
		if q.release != nil {
			q.release()
		}
	}()
	defer close(q.out)
	for {
		q.mu.Lock()
		for len(q.q) == 0 {
			if q.ended {
				q.mu.Unlock()
				return
			}
			q.mu.Unlock()
			select {
			case <-q.wake:
			case <-q.stop:
				return
			}
			q.mu.Lock()
		}
		ev := q.q[0]
		q.q[0] = Event{} // let the payload be collected once delivered
		q.q = q.q[1:]
		if len(q.q) == 0 {
			q.q = nil // reuse nothing: a burst must not pin its backing array
		}
		q.mu.Unlock()
		select {
		case q.out <- q.conv(ev):
		case <-q.stop:
			return
		}
	}
}
