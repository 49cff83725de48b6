package cdp

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/gobwas/ws"
)

// Browser is one connection to a browser: started by Launch, or reached by
// Connect. Its root session talks to the browser target; NewPage and
// AttachToTarget make sessions for pages.
//
// A Browser is safe for concurrent use.
type Browser struct {
	c     *conn
	wsURL string
	proc  *process // nil when connected to a browser we did not start

	closeOnce sync.Once
	closeErr  error
}

// Connect attaches to a running browser. endpoint is its browser websocket
// URL (ws://host:port/devtools/browser/<id>), or its HTTP DevTools endpoint
// (http://host:port, or bare host:port), resolved through /json/version.
// Close closes the connection and leaves the browser running.
func Connect(ctx context.Context, endpoint string, opts *ConnectOptions) (*Browser, error) {
	wsURL, err := ResolveEndpoint(ctx, endpoint)
	if err != nil {
		return nil, err
	}
	c, err := dial(ctx, wsURL, opts)
	if err != nil {
		return nil, err
	}
	return &Browser{c: c, wsURL: wsURL}, nil
}

func dial(ctx context.Context, wsURL string, opts *ConnectOptions) (*conn, error) {
	// No Origin header is sent, so Chromium needs no --remote-allow-origins
	// (facts: setup).
	nc, br, _, err := ws.Dialer{}.Dial(ctx, wsURL)
	if err != nil {
		return nil, fmt.Errorf("cdp: dialing %s: %w", wsURL, err)
	}
	return newConn(nc, br, opts), nil
}

// ResolveEndpoint turns a DevTools endpoint into the browser websocket URL:
// a ws:// or wss:// URL is returned as it is; an http://, https:// or bare
// host:port endpoint is asked for /json/version.
func ResolveEndpoint(ctx context.Context, endpoint string) (string, error) {
	if strings.HasPrefix(endpoint, "ws://") || strings.HasPrefix(endpoint, "wss://") {
		return endpoint, nil
	}
	if !strings.Contains(endpoint, "://") {
		endpoint = "http://" + endpoint
	}
	u, err := url.Parse(endpoint)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", fmt.Errorf("cdp: endpoint %q is neither ws(s):// nor http(s)://host:port", endpoint)
	}
	if !strings.HasSuffix(u.Path, "/json/version") {
		u.Path = strings.TrimSuffix(u.Path, "/") + "/json/version"
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return "", fmt.Errorf("cdp: resolving %s: %w", endpoint, err)
	}
	// A client of its own without keep-alive: one request, and no idle
	// connection left behind in a shared pool.
	client := &http.Client{Transport: &http.Transport{Proxy: http.ProxyFromEnvironment, DisableKeepAlives: true}}
	resp, err := client.Do(req)
	if err != nil {
		return "", fmt.Errorf("cdp: resolving %s: %w", endpoint, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return "", fmt.Errorf("cdp: resolving %s: %w", endpoint, err)
	}
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("cdp: resolving %s: %s", u, resp.Status)
	}
	var v struct {
		WebSocketDebuggerURL string `json:"webSocketDebuggerUrl"`
	}
	if err := json.Unmarshal(body, &v); err != nil || v.WebSocketDebuggerURL == "" {
		return "", fmt.Errorf("cdp: resolving %s: no webSocketDebuggerUrl in the answer", u)
	}
	return v.WebSocketDebuggerURL, nil
}

// Root is the browser-level session (empty session id).
func (b *Browser) Root() *Session { return b.c.root }

// Call runs a browser-level command on the root session.
func (b *Browser) Call(ctx context.Context, method string, params, result any) error {
	return b.c.root.Call(ctx, method, params, result)
}

// WebSocketURL is the browser websocket URL this connection uses.
func (b *Browser) WebSocketURL() string { return b.wsURL }

// Done is closed when the connection ends, for any reason.
func (b *Browser) Done() <-chan struct{} { return b.c.done }

// Err is nil while the connection lives, then why it ended: an error
// matching ErrClosed, and ErrBrowserExited too unless Close ended it.
func (b *Browser) Err() error { return b.c.closedErr() }

// Dropped counts incoming messages dropped since the connection started:
// undecodable ones, responses to no pending call (including the late
// response of a call whose ctx ended), and oversized events.
func (b *Browser) Dropped() int64 { return b.c.dropped.Load() }

// Pid is the process id of a launched browser, 0 for a connected one.
func (b *Browser) Pid() int {
	if b.proc == nil {
		return 0
	}
	return b.proc.pid()
}

// UserDataDir is the temporary profile directory of a launched browser, ""
// for a connected one. Close removes it.
func (b *Browser) UserDataDir() string {
	if b.proc == nil {
		return ""
	}
	return b.proc.dir
}

// Close ends the connection: pending calls fail with an error matching
// ErrClosed. For a launched browser it also kills the browser's whole process
// group, waits for it, and removes the profile directory — also when the
// browser had already crashed. Close is idempotent; later calls return the
// first result.
func (b *Browser) Close() error {
	b.closeOnce.Do(func() {
		b.c.close()
		if b.proc != nil {
			b.closeErr = b.proc.stop()
		}
	})
	return b.closeErr
}
