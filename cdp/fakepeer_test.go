package cdp_test

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/gobwas/ws"
	"github.com/gobwas/ws/wsutil"

	"github.com/surefill/surefill/cdp"
)

// fakePeer is the server side of a CDP websocket on 127.0.0.1, for injecting
// what a real browser would not send on demand: garbage, unknown ids, huge
// frames, abrupt closes.
type fakePeer struct {
	t     *testing.T
	ln    net.Listener
	conns chan *peerConn
	wg    sync.WaitGroup
}

func newFakePeer(t *testing.T) *fakePeer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &fakePeer{t: t, ln: ln, conns: make(chan *peerConn, 4)}
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		for {
			nc, err := ln.Accept()
			if err != nil {
				return
			}
			if _, err := ws.Upgrade(nc); err != nil {
				nc.Close()
				continue
			}
			p.conns <- &peerConn{nc: nc}
		}
	}()
	t.Cleanup(func() {
		ln.Close()
		p.wg.Wait()
		close(p.conns)
		for pc := range p.conns {
			pc.nc.Close()
		}
	})
	return p
}

func (p *fakePeer) url() string { return "ws://" + p.ln.Addr().String() + "/devtools/browser/fake" }

// connect dials the peer and returns both ends.
func (p *fakePeer) connect(opts *cdp.ConnectOptions) (*cdp.Browser, *peerConn) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	b, err := cdp.Connect(ctx, p.url(), opts)
	if err != nil {
		p.t.Fatal(err)
	}
	p.t.Cleanup(func() { b.Close() })
	select {
	case pc := <-p.conns:
		p.t.Cleanup(func() { pc.nc.Close() })
		return b, pc
	case <-time.After(5 * time.Second):
		p.t.Fatal("the fake peer saw no connection")
		return nil, nil
	}
}

// peerConn is one accepted websocket.
type peerConn struct {
	nc  net.Conn
	wmu sync.Mutex
}

type request struct {
	ID        int64           `json:"id"`
	Method    string          `json:"method"`
	SessionID string          `json:"sessionId"`
	Params    json.RawMessage `json:"params"`
}

// read returns the next request the client sent.
func (pc *peerConn) read() (request, error) {
	var r request
	b, err := wsutil.ReadClientText(pc.nc)
	if err != nil {
		return r, err
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return r, errors.New("client sent invalid JSON: " + string(b))
	}
	return r, nil
}

func (pc *peerConn) mustRead(t *testing.T) request {
	t.Helper()
	_ = pc.nc.SetReadDeadline(time.Now().Add(5 * time.Second))
	r, err := pc.read()
	if err != nil {
		t.Fatalf("peer read: %v", err)
	}
	return r
}

func (pc *peerConn) send(msg string) error {
	pc.wmu.Lock()
	defer pc.wmu.Unlock()
	return wsutil.WriteServerText(pc.nc, []byte(msg))
}

func (pc *peerConn) sendFrame(f ws.Frame) error {
	pc.wmu.Lock()
	defer pc.wmu.Unlock()
	return ws.WriteFrame(pc.nc, f)
}

// reply answers r with result (a JSON object).
func (pc *peerConn) reply(r request, result string) error {
	msg := `{"id":` + itoa(r.ID) + `,"result":` + result
	if r.SessionID != "" {
		msg += `,"sessionId":"` + r.SessionID + `"`
	}
	return pc.send(msg + "}")
}

func itoa(n int64) string {
	b, _ := json.Marshal(n)
	return string(b)
}
