package wscount

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gobwas/ws"
	"github.com/gobwas/ws/wsutil"
)

// TestCounts sends requests through the proxy to an echo server: every
// message arrives unchanged, and each is counted by its method.
func TestCounts(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, _, _, err := ws.UpgradeHTTP(r, w)
		if err != nil {
			return
		}
		defer c.Close()
		for {
			msg, op, err := wsutil.ReadClientData(c)
			if err != nil {
				return
			}
			if err := wsutil.WriteServerMessage(c, op, msg); err != nil {
				return
			}
		}
	}))
	defer srv.Close()
	p, err := New("ws://" + strings.TrimPrefix(srv.URL, "http://") + "/devtools/browser/x")
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if !strings.HasSuffix(p.Endpoint(), "/devtools/browser/x") {
		t.Fatalf("endpoint %s", p.Endpoint())
	}
	c, _, _, err := ws.Dial(context.Background(), p.Endpoint())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	n0, m0 := p.Counts()
	msgs := []string{`{"id":1,"method":"Runtime.evaluate","params":{}}`, `{"id":2,"method":"Input.insertText","params":{"text":"x"}}`, `{"id":3,"method":"Runtime.evaluate"}`}
	for _, m := range msgs {
		if err := wsutil.WriteClientText(c, []byte(m)); err != nil {
			t.Fatal(err)
		}
		got, err := wsutil.ReadServerText(c)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != m {
			t.Fatalf("echo %q, want %q", got, m)
		}
	}
	n, by := p.Since(n0, m0)
	if n != 3 || by["Runtime.evaluate"] != 2 || by["Input.insertText"] != 1 || len(by) != 2 {
		t.Fatalf("counted %d %v", n, by)
	}
}
