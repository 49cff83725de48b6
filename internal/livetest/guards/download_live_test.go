package guards

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/cdp/cdptest"
)

func (s *signInServer) receipts() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.receiptFor...)
}

// TestDownload signs in, then downloads a receipt that needs the session
// cookie: the file is the server's, in the folder the script named, and
// the server saw the request come with the session. The Write grant is
// what lets a file be written; without a cookie there is no file.
func TestDownload(t *testing.T) {
	chrome := cdptest.Chrome(t) // skips outside CI without a browser, fails in CI
	srv := newSignInServer(t)
	const question = "Sign in to 127.0.0.1 as ada?"
	t.Setenv(surefill.EnvConsent, question)
	dir := t.TempDir()
	elsewhere := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	tab, err := surefill.Open(ctx, srv.URL+"/login", &surefill.Options{ChromePath: chrome,
		Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Submit}, Write: []string{dir}}})
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close(ctx)
	if err := signIn(ctx, tab, question); err != nil {
		t.Fatal(err)
	}
	link := surefill.Role("link", "Download receipt")

	// Outside the Write roots: refused before the click.
	for _, d := range []string{elsewhere, filepath.Join(dir, "..")} {
		if _, err := tab.Download(ctx, link, d, nil); !errors.Is(err, surefill.NotPermitted) {
			t.Errorf("Download into %s: %v", d, err)
		}
	}
	if got := srv.receipts(); len(got) != 0 {
		t.Fatalf("a refused Download reached the server: %q", got)
	}

	path, err := tab.Download(ctx, link, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if path != filepath.Join(dir, "receipt-2026.pdf") {
		t.Errorf("path %s", path)
	}
	b, err := os.ReadFile(path)
	if err != nil || !bytes.Equal(b, srv.receipt) {
		t.Errorf("the file is not the server's receipt (%d bytes of %d, %v)", len(b), len(srv.receipt), err)
	}
	if got := srv.receipts(); len(got) != 1 || got[0] != "s-ada" {
		t.Errorf("the server saw receipt requests with sessions %q", got)
	}
	// Again: a second file beside the first, nothing replaced, no stray
	// download ids left.
	second, err := tab.Download(ctx, link, dir, nil)
	if err != nil || second != filepath.Join(dir, "receipt-2026 (2).pdf") {
		t.Errorf("second download: %s, %v", second, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("the folder holds %d entries", len(entries))
	}

	// Without the session (a browser that never signed in) the link gives
	// an error page, not a file: nothing is written, the call times out
	// saying the click happened.
	other, err := surefill.Open(ctx, srv.URL+"/public", &surefill.Options{ChromePath: chrome,
		Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Write: []string{elsewhere}}})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close(ctx)
	before := len(srv.receipts())
	_, err = other.Download(ctx, link, elsewhere, &surefill.DownloadOptions{Timeout: 3 * time.Second})
	var fe *surefill.FieldError
	if !errors.As(err, &fe) || fe.Code != surefill.Timeout || !fe.Changed {
		t.Errorf("download without a session: %v", err)
	}
	if got := srv.receipts()[before:]; len(got) != 1 || got[0] != "" {
		t.Errorf("the server saw %q", got)
	}
	if entries, _ := os.ReadDir(elsewhere); len(entries) != 0 {
		t.Errorf("a file was written without a session: %v", entries)
	}
	// Without the forms grant: refused, nothing clicked.
	ro, err := surefill.Open(ctx, srv.URL+"/public", &surefill.Options{ChromePath: chrome, Grants: surefill.Grants{Write: []string{elsewhere}}})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close(ctx)
	before = len(srv.receipts())
	if _, err := ro.Download(ctx, link, elsewhere, nil); !errors.Is(err, surefill.NotPermitted) || len(srv.receipts()) != before {
		t.Errorf("Download without forms: %v", err)
	}
}
