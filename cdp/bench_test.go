package cdp_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"
	"github.com/gobwas/ws"
	"github.com/gobwas/ws/wsutil"
)

// BenchmarkEvaluateRoundTrip measures one Runtime.evaluate("1") round trip
// on a page session of a real browser. The floor measured with a minimal
// client on the reference machine is 0.25 ms median (facts §12).
func BenchmarkEvaluateRoundTrip(b *testing.B) {
	_, s := newPage(b)
	ctx := context.Background()
	params := runtime.EvaluateParams{Expression: "1"}
	for b.Loop() {
		if _, err := cdproto.Call(ctx, s, runtime.Evaluate, params); err != nil {
			b.Fatal(err)
		}
	}
}

// TestEvaluateRoundTripMedian reports the median, p90 and p99 of
// Runtime.evaluate("1") round trips through this package, next to the same
// calls through a minimal client (one goroutine that writes a frame and
// reads until its answer) on a second connection to the same page. The two
// take turns in blocks, so load on the machine weighs on both alike, and the
// ratio of the medians is the overhead of this package.
func TestEvaluateRoundTripMedian(t *testing.T) {
	b, s := newPage(t)
	ctx := t.Context()
	params := runtime.EvaluateParams{Expression: "1"}
	ours := func() time.Duration {
		start := time.Now()
		if _, err := cdproto.Call(ctx, s, runtime.Evaluate, params); err != nil {
			t.Fatal(err)
		}
		return time.Since(start)
	}
	minimal := newMinimalClient(t, b.WebSocketURL(), string(s.TargetID()))

	blocks, per := 20, 50
	if raceEnabled {
		blocks = 4 // the race detector's overhead makes the figures meaningless
	}
	var a, m []time.Duration
	for range per { // warm up both
		ours()
		minimal.evaluate()
	}
	for range blocks {
		for range per {
			a = append(a, ours())
		}
		for range per {
			m = append(m, minimal.evaluate())
		}
	}
	q := func(d []time.Duration, p int) time.Duration { return d[len(d)*p/100] }
	slices.Sort(a)
	slices.Sort(m)
	if raceEnabled {
		t.Log("race detector on: the figures below measure its overhead; run without -race for the real ones")
	}
	t.Logf("Runtime.evaluate(\"1\") round trip, %d calls each: cdp p50 %v p90 %v p99 %v; minimal client p50 %v p90 %v p99 %v; ratio of medians %.2f",
		len(a), q(a, 50), q(a, 90), q(a, 99), q(m, 50), q(m, 90), q(m, 99), float64(q(a, 50))/float64(q(m, 50)))
}

// minimalClient is the floor: no reader goroutine, no session table, no
// reflection-based envelope; it writes one request and reads frames until
// the matching id.
type minimalClient struct {
	t   *testing.T
	nc  net.Conn
	br  io.Reader
	sid string
	id  int
}

func newMinimalClient(t *testing.T, wsURL, targetID string) *minimalClient {
	nc, br, _, err := ws.Dial(t.Context(), wsURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { nc.Close() })
	c := &minimalClient{t: t, nc: nc, br: nc}
	if br != nil {
		c.br = io.MultiReader(br, nc)
	}
	resp := c.roundTrip(`"method":"Target.attachToTarget","params":{"targetId":"` + targetID + `","flatten":true}`)
	var v struct {
		Result struct {
			SessionID string `json:"sessionId"`
		} `json:"result"`
	}
	if err := json.Unmarshal(resp, &v); err != nil || v.Result.SessionID == "" {
		t.Fatalf("minimal attach: %s %v", resp, err)
	}
	c.sid = v.Result.SessionID
	return c
}

func (c *minimalClient) roundTrip(body string) []byte {
	c.id++
	want := []byte(`"id":` + strconv.Itoa(c.id) + `,`)
	msg := `{"id":` + strconv.Itoa(c.id) + `,` + body
	if c.sid != "" {
		msg += `,"sessionId":"` + c.sid + `"`
	}
	if err := wsutil.WriteClientText(c.nc, []byte(msg+"}")); err != nil {
		c.t.Fatal(err)
	}
	for {
		b, err := wsutil.ReadServerText(struct {
			io.Reader
			io.Writer
		}{c.br, c.nc})
		if err != nil {
			c.t.Fatal(err)
		}
		if bytes.HasPrefix(b, []byte("{")) && bytes.Contains(b[:min(len(b), 24)], want) {
			return b
		}
	}
}

func (c *minimalClient) evaluate() time.Duration {
	start := time.Now()
	c.roundTrip(`"method":"Runtime.evaluate","params":{"expression":"1"}`)
	return time.Since(start)
}

// TestConcurrentEvaluateLive runs 100 goroutines × 25 calls of distinct
// expressions on one page session of a real browser; every result must be
// the one of its own expression. (TestConcurrentCallsFake does 100 × 100
// against the fake peer, whose answers come back out of order.)
func TestConcurrentEvaluateLive(t *testing.T) {
	_, s := newPage(t)
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	const G, N = 100, 25
	var wg sync.WaitGroup
	errs := make(chan error, G)
	for g := range G {
		wg.Go(func() {
			for i := range N {
				want := fmt.Sprintf("g%d-%d", g, i)
				got, err := evalString(ctx, s, `"`+want+`"`)
				if err != nil {
					errs <- err
					return
				}
				if got != want {
					errs <- fmt.Errorf("expression %q got %q", want, got)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
