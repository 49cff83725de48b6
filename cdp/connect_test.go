//go:build unix

package cdp_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/cdp/cdptest"
)

// startChromeByHand starts a browser the way a pool would, outside Launch,
// and returns its DevTools port and browser websocket path.
func startChromeByHand(t *testing.T) (port, path string) {
	t.Helper()
	bin := cdptest.Chrome(t)
	dir := t.TempDir()
	args := []string{"--headless", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--remote-debugging-port=0", "--user-data-dir=" + dir, "about:blank"}
	if os.Geteuid() == 0 {
		args = append([]string{"--no-sandbox"}, args...)
	}
	cmd := exec.Command(bin, args...)
	// Its own temp dir too: killed, the browser leaves its singleton
	// socket directory there, and the test removes it.
	cmd.Env = append(os.Environ(), "TMPDIR="+t.TempDir())
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Registered after TempDir, so it runs first: the browser is gone before
	// its profile is removed.
	t.Cleanup(func() {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		cmd.Wait()
	})
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		b, err := os.ReadFile(filepath.Join(dir, "DevToolsActivePort"))
		if lines := strings.Split(strings.TrimSpace(string(b)), "\n"); err == nil && len(lines) == 2 {
			return lines[0], lines[1]
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("the browser wrote no DevToolsActivePort")
	return "", ""
}

func TestConnectByURL(t *testing.T) {
	port, path := startChromeByHand(t)
	for _, ep := range []string{
		"ws://127.0.0.1:" + port + path,
		"http://127.0.0.1:" + port,
		"127.0.0.1:" + port,
	} {
		t.Run(ep, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
			defer cancel()
			b, err := cdp.Connect(ctx, ep, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasSuffix(b.WebSocketURL(), path) || b.Pid() != 0 || b.UserDataDir() != "" {
				t.Errorf("url %q pid %d dir %q", b.WebSocketURL(), b.Pid(), b.UserDataDir())
			}
			s, err := b.NewPage(ctx, "")
			if err != nil {
				t.Fatal(err)
			}
			var res struct {
				Result struct {
					Value int `json:"value"`
				} `json:"result"`
			}
			if err := s.Call(ctx, "Runtime.evaluate", map[string]string{"expression": "6*7"}, &res); err != nil || res.Result.Value != 42 {
				t.Fatalf("evaluate = %+v, %v", res, err)
			}
			if err := b.CloseTarget(ctx, s.TargetID()); err != nil {
				t.Fatal(err)
			}
			// Closing a connection leaves the browser running for the next one.
			if err := b.Close(); err != nil {
				t.Fatal(err)
			}
		})
	}
}
