// Package wscount is a loopback proxy in front of a DevTools websocket
// that counts the messages a client sends, by CDP method: where a
// library's round trips go, seen from outside it. It forwards every byte
// unchanged; it is only for untimed runs (it adds a hop to every message).
package wscount

import (
	"bufio"
	"bytes"
	"io"
	"net"
	"net/url"
	"sync"

	"github.com/gobwas/ws"
)

// Proxy forwards websocket connections to one DevTools endpoint.
type Proxy struct {
	ln     net.Listener
	target string // host:port of the browser
	path   string // /devtools/browser/UUID

	mu      sync.Mutex
	methods map[string]int
	exprs   map[string]int // Runtime.evaluate by the head of its expression
	sent    int
}

// New starts a proxy for a ws:// DevTools endpoint.
func New(endpoint string) (*Proxy, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	p := &Proxy{ln: ln, target: u.Host, path: u.RequestURI(), methods: map[string]int{}, exprs: map[string]int{}}
	go p.serve()
	return p, nil
}

// Endpoint is the address a client connects to instead of the browser's.
func (p *Proxy) Endpoint() string { return "ws://" + p.ln.Addr().String() + p.path }

// Close stops accepting connections (open ones end with the browser).
func (p *Proxy) Close() error { return p.ln.Close() }

// Counts is the number of messages sent so far, and how many of each
// method.
func (p *Proxy) Counts() (int, map[string]int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	m := make(map[string]int, len(p.methods))
	for k, v := range p.methods {
		m[k] = v
	}
	return p.sent, m
}

// Since returns the messages sent since an earlier Counts, by method.
func (p *Proxy) Since(n int, before map[string]int) (int, map[string]int) {
	now, m := p.Counts()
	for k, v := range before {
		if m[k] -= v; m[k] == 0 {
			delete(m, k)
		}
	}
	return now - n, m
}

func (p *Proxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		go p.pipe(c)
	}
}

func (p *Proxy) pipe(client net.Conn) {
	defer client.Close()
	server, err := net.Dial("tcp", p.target)
	if err != nil {
		return
	}
	defer server.Close()
	go func() {
		_, _ = io.Copy(client, server)
		client.Close()
	}()
	br := bufio.NewReader(client)
	// The upgrade request goes through as it is.
	for {
		line, err := br.ReadSlice('\n')
		if err != nil {
			return
		}
		if _, err := server.Write(line); err != nil {
			return
		}
		if len(bytes.TrimSpace(line)) == 0 {
			break
		}
	}
	var payload []byte
	for {
		h, err := ws.ReadHeader(br)
		if err != nil {
			return
		}
		if int64(cap(payload)) < h.Length {
			payload = make([]byte, h.Length)
		}
		payload = payload[:h.Length]
		if _, err := io.ReadFull(br, payload); err != nil {
			return
		}
		if err := ws.WriteHeader(server, h); err != nil {
			return
		}
		if _, err := server.Write(payload); err != nil {
			return
		}
		if h.OpCode == ws.OpText || h.OpCode == ws.OpBinary {
			plain := bytes.Clone(payload)
			if h.Masked {
				ws.Cipher(plain, h.Mask, 0)
			}
			p.note(plain)
		}
	}
}

// note counts one request by its method.
func (p *Proxy) note(msg []byte) {
	method := "?"
	if i := bytes.Index(msg, []byte(`"method":"`)); i >= 0 {
		rest := msg[i+len(`"method":"`):]
		if j := bytes.IndexByte(rest, '"'); j >= 0 {
			method = string(rest[:j])
		}
	}
	var expr string
	if method == "Runtime.evaluate" {
		if i := bytes.Index(msg, []byte(`"expression":"`)); i >= 0 {
			rest := msg[i+len(`"expression":"`):]
			if j := bytes.IndexAny(rest, `("`); j >= 0 {
				expr = string(rest[:j])
			}
		}
	}
	p.mu.Lock()
	p.sent++
	p.methods[method]++
	if expr != "" {
		p.exprs[expr]++
	}
	p.mu.Unlock()
}

// Evaluated counts the Runtime.evaluate requests sent so far by the head
// of their expression (up to its first parenthesis).
func (p *Proxy) Evaluated() map[string]int {
	p.mu.Lock()
	defer p.mu.Unlock()
	m := make(map[string]int, len(p.exprs))
	for k, v := range p.exprs {
		m[k] = v
	}
	return m
}
