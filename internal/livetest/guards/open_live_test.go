package guards

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/cdp/cdptest"
)

// signInServer is a site with a login form: a POST with the right
// password sets a session cookie and goes to /account, which greets the
// person signed in; it records every login POST it receives.
type signInServer struct {
	*httptest.Server
	mu     sync.Mutex
	logins []url.Values
	// receipt is the file /receipt.pdf sends to a signed-in person;
	// receiptFor lists the session each receipt request came with.
	receipt    []byte
	receiptFor []string
}

const signInPassword = "correct-horse-42"

func newSignInServer(t *testing.T) *signInServer {
	s := &signInServer{receipt: make([]byte, 64<<10)}
	if _, err := rand.Read(s.receipt); err != nil {
		t.Fatal(err)
	}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		switch {
		case r.URL.Path == "/login" && r.Method == http.MethodPost:
			r.ParseForm()
			s.mu.Lock()
			s.logins = append(s.logins, r.PostForm)
			s.mu.Unlock()
			if r.PostForm.Get("password") != signInPassword {
				w.WriteHeader(http.StatusUnauthorized)
				io.WriteString(w, "<p>Wrong password</p>")
				return
			}
			http.SetCookie(w, &http.Cookie{Name: "session", Value: "s-" + r.PostForm.Get("username"), Path: "/", HttpOnly: true})
			http.Redirect(w, r, "/account", http.StatusSeeOther)
		case r.URL.Path == "/login":
			io.WriteString(w, `<!doctype html><title>Sign in</title><form method="post" action="/login">
<label>Username <input name="username" autocomplete="username"></label>
<label>Password <input type="password" name="password" autocomplete="current-password"></label>
<button>Sign in</button></form>`)
		case r.URL.Path == "/receipt.pdf":
			c, err := r.Cookie("session")
			s.mu.Lock()
			if err == nil {
				s.receiptFor = append(s.receiptFor, c.Value)
			} else {
				s.receiptFor = append(s.receiptFor, "")
			}
			s.mu.Unlock()
			if err != nil {
				w.WriteHeader(http.StatusForbidden)
				io.WriteString(w, "<p>Sign in to download your receipt</p>")
				return
			}
			w.Header().Set("Content-Type", "application/pdf")
			w.Header().Set("Content-Disposition", `attachment; filename="receipt-2026.pdf"`)
			w.Write(s.receipt)
		case r.URL.Path == "/public":
			io.WriteString(w, `<!doctype html><title>Public</title><a href="/receipt.pdf">Download receipt</a>`)
		case r.URL.Path == "/account":
			c, err := r.Cookie("session")
			if err != nil {
				http.Redirect(w, r, "/login", http.StatusSeeOther)
				return
			}
			fmt.Fprintf(w, `<!doctype html><title>Account</title><h1>Welcome, %s</h1><a href="/receipt.pdf">Download receipt</a>`, strings.TrimPrefix(c.Value, "s-"))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(s.Close)
	return s
}

func (s *signInServer) received() []url.Values {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]url.Values(nil), s.logins...)
}

// signIn is the documented sign-in path: fill, ask, click.
func signIn(ctx context.Context, tab *surefill.Tab, question string) error {
	if _, err := tab.Fill(ctx, surefill.Label("Username"), "ada", nil); err != nil {
		return err
	}
	if _, err := tab.Fill(ctx, surefill.Label("Password"), signInPassword, nil); err != nil {
		return err
	}
	if !tab.Confirm(ctx, question) {
		return errors.New("no consent to sign in")
	}
	if err := tab.Click(ctx, surefill.Role("button", "Sign in")); err != nil {
		return err
	}
	return tab.WaitForNavigation(ctx)
}

// TestOpenSignIn: Open with the submit grant signs in when the person
// consented for the run through SUREFILL_CONSENT, and never otherwise.
func TestOpenSignIn(t *testing.T) {
	chrome := cdptest.Chrome(t) // skips outside CI without a browser, fails in CI
	srv := newSignInServer(t)
	const question = "Sign in to 127.0.0.1 as ada?"
	for _, c := range []struct {
		name, consent string
		signedIn      bool
	}{
		{"no consent", "", false},
		{"consent to another question", "Pay the invoice?", false},
		{"consent", " sign in to 127.0.0.1 as ADA ; Pay the invoice? ", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv(surefill.EnvConsent, c.consent)
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			var log bytes.Buffer
			before := len(srv.received())
			tab, err := surefill.Open(ctx, srv.URL+"/login", &surefill.Options{ChromePath: chrome,
				Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Submit}}, Logger: slog.New(slog.NewTextHandler(&log, nil))})
			if err != nil {
				t.Fatal(err)
			}
			defer tab.Close(ctx)
			err = signIn(ctx, tab, question)
			got := srv.received()[before:]
			if !c.signedIn {
				if err == nil || len(got) != 0 {
					t.Fatalf("signed in without consent: %v, the server received %v", err, got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 1 || got[0].Get("username") != "ada" || got[0].Get("password") != signInPassword {
				t.Fatalf("the server received %v", got)
			}
			if h, err := tab.Text(ctx, surefill.Role("heading", "Welcome, ada")); err != nil || h != "Welcome, ada" {
				t.Errorf("after signing in: %q, %v", h, err)
			}
			if strings.Contains(log.String(), signInPassword) {
				t.Errorf("the action log has the password:\n%s", log.String())
			}
			if !strings.Contains(log.String(), "op=Confirm answer=yes by=SUREFILL_CONSENT") {
				t.Errorf("the consent is not in the action log:\n%s", log.String())
			}
		})
	}
	// Without the submit grant a consent changes nothing.
	t.Setenv(surefill.EnvConsent, question)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	before := len(srv.received())
	tab, err := surefill.Open(ctx, srv.URL+"/login", &surefill.Options{ChromePath: chrome, Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}}})
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close(ctx)
	if err := signIn(ctx, tab, question); !errors.Is(err, surefill.NotPermitted) || len(srv.received()) != before {
		t.Errorf("signed in without the submit grant: %v", err)
	}
}

// TestOpen: Sites default to the opened URL's host and nothing wider;
// given Sites are kept as given; Close ends the browser Open launched.
func TestOpen(t *testing.T) {
	chrome := cdptest.Chrome(t)
	var mu sync.Mutex
	hosts := map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/favicon.ico" {
			http.NotFound(w, r) // the browser asks for it on its own, when it likes
			return
		}
		mu.Lock()
		hosts[strings.Split(r.Host, ":")[0]]++
		mu.Unlock()
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, `<label>Email <input></label>`)
	}))
	defer srv.Close()
	port := srv.URL[strings.LastIndex(srv.URL, ":"):]
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	tab, err := surefill.Open(ctx, srv.URL+"/", &surefill.Options{ChromePath: chrome})
	if err != nil {
		t.Fatal(err)
	}
	// The same server under another name is another site: refused before
	// any request leaves.
	if err := tab.Goto(ctx, "http://localhost"+port+"/"); !errors.Is(err, surefill.NotPermitted) {
		t.Errorf("Goto another site: %v", err)
	}
	if _, err := tab.Browser().NewTab(ctx, "http://localhost"+port+"/"); !errors.Is(err, surefill.NotPermitted) {
		t.Errorf("NewTab on another site: %v", err)
	}
	mu.Lock()
	if hosts["localhost"] != 0 || hosts["127.0.0.1"] != 1 {
		t.Errorf("the server was asked by %v", hosts)
	}
	mu.Unlock()
	endpoint := tab.Browser().Endpoint()
	if err := tab.Close(ctx); err != nil {
		t.Fatal(err)
	}
	// The browser is gone (Close waits for the process to stop): its
	// DevTools endpoint answers no more.
	u, _ := url.Parse(endpoint)
	if resp, err := http.Get("http://" + u.Host + "/json/version"); err == nil {
		resp.Body.Close()
		t.Fatal("the browser Open launched still answers after Close")
	}
	// Given Sites are kept: a URL outside them is refused.
	if _, err := surefill.Open(ctx, srv.URL+"/", &surefill.Options{ChromePath: chrome, Grants: surefill.Grants{Sites: []string{"jobs.example.com"}}}); !errors.Is(err, surefill.NotPermitted) {
		t.Errorf("Open outside the given Sites: %v", err)
	}
	if _, err := surefill.Open(ctx, "jobs.example.com/apply", nil); err == nil {
		t.Error("Open took an address with no scheme")
	}
}
