package mcpserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/cdp/cdptest"
	"github.com/surefill/surefill/formsnap"
)

// TestLive drives a real tab through the server with the SDK's client:
// snapshot, fill a field, read it back, and a refused submission.
func TestLive(t *testing.T) {
	path := cdptest.Chrome(t) // skips outside CI without a browser, fails in CI
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><title>apply</title><form aria-label="Apply">
<label>Full name <input name=name required></label>
<label>Password <input type=password value="pa55-word"></label>
<button>Send application</button></form>`)
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	b, err := surefill.Launch(ctx, &surefill.Options{ChromePath: path, Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}}})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	tab, err := b.NewTab(ctx, srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	cs, cctx := connect(t, tab)
	s := snapshot(t, cctx, cs, nil)
	if len(s.Forms) != 1 || len(s.Forms[0].Controls) != 3 {
		t.Fatalf("%+v", s)
	}
	name := s.Forms[0].Controls[0]
	res, r := action(t, cctx, cs, map[string]any{"pageId": s.PageID, "target": name.Target, "operation": map[string]any{"kind": "setText", "value": "Ada Lovelace"}})
	if res.IsError {
		t.Fatalf("setText: %s", text(res))
	}
	ev, err := formsnap.DecodeEvidence(r.Evidence)
	if err != nil {
		t.Fatal(err)
	}
	if *ev.State.Value != "Ada Lovelace" || ev.Uncertain || ev.Validity == nil || ev.Validity.State != formsnap.Valid {
		b, _ := json.Marshal(ev)
		t.Errorf("evidence %s", b)
	}
	// The submit button needs the submit grant: refused, page unchanged.
	res, r = action(t, cctx, cs, map[string]any{"target": s.Forms[0].Controls[2].Target, "operation": map[string]any{"kind": "activate"}})
	if !res.IsError || r.Error == nil || r.Error.Code != "not_permitted" || r.Error.Changed {
		t.Errorf("submit: %s", text(res))
	}
	if got := snapshot(t, cctx, cs, nil).Forms[0].Controls[0].State; *got.Value != "Ada Lovelace" {
		t.Errorf("after the refused submit the name reads %q", *got.Value)
	}
}
