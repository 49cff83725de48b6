package cdp

import (
	"net"
	"testing"
)

// FuzzDispatch feeds arbitrary messages to the router: whatever the peer
// sends, dispatch must not panic, and a pending call must end with at most
// one response.
func FuzzDispatch(f *testing.F) {
	for _, seed := range []string{
		`{"id":1,"result":{"result":{"type":"number","value":1}}}`,
		`{"id":1,"error":{"code":-32000,"message":"x","data":"y"}}`,
		`{"id":1,"error":{"code":-32000,"message":"x","data":{"k":1}}}`,
		`{"method":"Target.attachedToTarget","params":{"sessionId":"S","targetInfo":{"targetId":"T","type":"iframe"},"waitingForDebugger":true}}`,
		`{"method":"Target.detachedFromTarget","params":{"sessionId":"S"}}`,
		`{"method":"Target.targetDestroyed","params":{"targetId":"T"}}`,
		`{"method":"Page.loadEventFired","params":{"timestamp":1},"sessionId":"S"}`,
		`{"id":"1"}`, `[]`, `null`, `{`, "\xff",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, msg []byte) {
		a, b := net.Pipe()
		c := newConn(a, nil, nil)
		defer c.close()
		defer b.Close() // first: with the peer gone, close does not wait to say goodbye
		cl := &call{method: "Test.x", sess: c.root, ch: make(chan response, 1)}
		c.mu.Lock()
		c.pending[1] = cl
		c.mu.Unlock()
		events, cancel := c.root.Events()
		defer cancel()
		c.dispatch(msg)
		c.dispatch(msg) // twice: a repeated id must find nothing the second time
		select {
		case <-events:
		default:
		}
	})
}

func FuzzPeek(f *testing.F) {
	f.Add([]byte(`{"id":12,"result":`))
	f.Add([]byte(`{"method":"Page.x","params":`))
	f.Add([]byte(`{"id":99999999999999999999`))
	f.Fuzz(func(t *testing.T, prefix []byte) {
		_ = peekID(prefix)
		_ = peekMethod(prefix)
	})
}

func FuzzParseActivePort(f *testing.F) {
	f.Add([]byte("35065\n/devtools/browser/ac5e61ca-ae8d-47ca-bbaa-4a01ac3eec5b"))
	f.Add([]byte("0\n/x"))
	f.Add([]byte("65536\n/devtools/browser/x\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		if u, ok := parseActivePort(b); ok && len(u) < len("ws://127.0.0.1:1/devtools/browser/") {
			t.Fatalf("accepted %q as %q", b, u)
		}
	})
}
