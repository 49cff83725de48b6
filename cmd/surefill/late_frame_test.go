package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/surefill/surefill/cdp/cdptest"
)

// signalWriter collects what is written and closes seen the first time
// the text holds want.
type signalWriter struct {
	mu   sync.Mutex
	b    strings.Builder
	want string
	seen chan struct{}
	once sync.Once
}

func (w *signalWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.b.Write(p)
	if strings.Contains(w.b.String(), w.want) {
		w.once.Do(func() { close(w.seen) })
	}
	return len(p), nil
}

// TestFieldsWaitsForLateFrame: an iframe a script adds once the page has
// loaded, whose document the server holds back until fields says it is
// waiting for it, is listed with its fields, not skipped.
func TestFieldsWaitsForLateFrame(t *testing.T) {
	chrome := cdptest.Chrome(t) // skips outside CI without a browser, fails in CI
	stderr := &signalWriter{want: "waiting for the frame", seen: make(chan struct{})}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		switch r.URL.Path {
		case "/":
			io.WriteString(w, `<!doctype html><title>Checkout</title><label>Name <input></label>
<script>addEventListener("load", () => { const f = document.createElement("iframe"); f.src = "/late.html"; document.body.append(f); });</script>`)
		case "/late.html":
			select {
			case <-stderr.seen:
			case <-r.Context().Done():
				return
			}
			io.WriteString(w, `<!doctype html><label>Card holder <input name="holder"></label>`)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	var out strings.Builder
	code := run(t.Context(), []string{"fields", "-chrome", chrome, "-json", srv.URL + "/"}, strings.NewReader(""), &out, stderr)
	if code != exitOK {
		t.Fatalf("fields: exit %d\n%s", code, stderr.b.String())
	}
	var l struct {
		Frames []struct {
			URL    string      `json:"url"`
			Fields []jsonField `json:"fields"`
			Note   string      `json:"note"`
		} `json:"frames"`
	}
	if err := json.Unmarshal([]byte(out.String()), &l); err != nil {
		t.Fatal(err)
	}
	if len(l.Frames) != 1 || l.Frames[0].Note != "" || len(l.Frames[0].Fields) != 1 || l.Frames[0].Fields[0].Label != "Card holder" {
		t.Errorf("the late frame: %+v\nstderr: %s", l.Frames, stderr.b.String())
	}
}
