package cdp

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// LaunchOptions configure Launch. The zero value (or nil) starts a headless
// browser found by FindChrome.
type LaunchOptions struct {
	// ConnectOptions configure the connection to the started browser.
	ConnectOptions

	// Path is the browser binary, or a name to look up on PATH. Empty means
	// FindChrome's search (SUREFILL_CHROME first).
	Path string

	// Headful shows the browser window, for people who want to watch.
	Headful bool

	// Args are extra command-line flags, added after the default ones. A
	// --disable-features among them is merged with the launcher's own (see
	// disabledFeatures), not put beside it.
	Args []string

	// StartTimeout bounds the start, up to a live DevTools connection. Zero
	// means 30 s. ctx bounds it as well.
	StartTimeout time.Duration

	// NoSignalCleanup leaves SIGINT, SIGTERM and SIGHUP alone. By default,
	// while a launched browser lives, those signals first kill it and
	// remove its profile, then end the process as they would have (sent
	// again with the handler gone). Set it when the program handles them
	// itself and always reaches Close; on Linux the parent-death signal
	// still kills the browser if the program dies without Close.
	NoSignalCleanup bool
}

// defaultFlags make a browser that talks to nobody but us: no background
// traffic, no updates, no first-run UI, and no QUIC, so that every request a
// page makes is ordinary HTTP a test server can see.
var defaultFlags = []string{
	"--disable-gpu",
	"--disable-quic",
	"--no-first-run",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
	"--remote-debugging-port=0", // the browser picks a free port and writes it to DevToolsActivePort
}

// disabledFeatures are browser features a headless browser has no use
// for. The browser builds its address bar's suggestion popups as web
// pages of its own, in a renderer of their own, right after it starts:
// about a second of CPU (measured: 0.86 s in that renderer, 0.2 s more in
// the browser) that headless never shows, spent while the script's first
// page loads and fills. A feature name a browser does not know is ignored.
var disabledFeatures = []string{"WebUIOmniboxPopup", "WebUIOmniboxAimPopup"}

// mergeDisabledFeatures folds disabledFeatures and every
// --disable-features of args into one switch, in place of the first of
// them: the browser reads only the last of a repeated switch, so a
// caller's own list would otherwise undo ours, or ours the caller's.
func mergeDisabledFeatures(args []string) []string {
	const sw = "--disable-features="
	names := append([]string(nil), disabledFeatures...)
	out := make([]string, 0, len(args)+1)
	at := -1
	for _, a := range args {
		if v, ok := strings.CutPrefix(a, sw); ok {
			for _, n := range strings.Split(v, ",") {
				if n = strings.TrimSpace(n); n != "" && !slices.Contains(names, n) {
					names = append(names, n)
				}
			}
			if at < 0 {
				at = len(out)
				out = append(out, "")
			}
			continue
		}
		out = append(out, a)
	}
	merged := sw + strings.Join(names, ",")
	if at < 0 {
		return append(out, merged)
	}
	out[at] = merged
	return out
}

// Launch finds and starts a local browser in a fresh temporary profile, in a
// process group of its own, and connects to it. A start that fails or times
// out returns an error that carries the tail of the browser's stderr.
//
// Close kills the browser's process group, waits for it and removes the
// profile. If the browser dies on its own, every pending and later call fails
// with an error matching ErrBrowserExited; Close must still be called.
//
// The browser dies with the script. On Linux the kernel kills it when the
// script dies, however it dies (a parent-death signal). And while it lives,
// SIGINT, SIGTERM or SIGHUP of the script kill it and remove its profile
// before the signal ends the script (see LaunchOptions.NoSignalCleanup).
// Only a SIGKILL of the script leaves the profile directory behind.
func Launch(ctx context.Context, opts *LaunchOptions) (*Browser, error) {
	if opts == nil {
		opts = &LaunchOptions{}
	}
	path, err := FindChrome(opts.Path)
	if err != nil {
		return nil, err
	}
	timeout := opts.StartTimeout
	if timeout <= 0 {
		timeout = 30 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()

	dir, err := os.MkdirTemp("", "surefill-chrome-")
	if err != nil {
		return nil, fmt.Errorf("cdp: creating a profile directory: %w", err)
	}
	if err := writePreferences(dir); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	args := launchArgs(opts, dir)
	p, err := startProcess(path, args, dir, opts.NoSignalCleanup)
	if err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("cdp: starting %s: %w", path, err)
	}

	wsURL, err := waitEndpoint(ctx, p)
	if err == nil {
		var c *conn
		if c, err = dial(ctx, wsURL, &opts.ConnectOptions); err == nil {
			b := &Browser{c: c, wsURL: wsURL, proc: p}
			// The socket closing is the fast signal; the exit status is the
			// informative one, when it comes first.
			p.notifyExit(func(exit error) {
				c.failWith(&closedError{exited: !c.closing.Load(), cause: exit, detail: tailNote(lastBytes(p.tail.String(), 2048))})
			})
			return b, nil
		}
	}
	_ = p.stop()
	return nil, fmt.Errorf("cdp: starting %s: %w%s", path, err, tailNote(p.tail.String()))
}

// profilePreferences switch off the browser's own suggestions in the fresh
// profile: the form-history and address suggestions a field shows when it
// takes the focus are a popup of the browser's, not of the page, and it
// takes the next key (an Escape closes it and never reaches the page, an
// Enter or an arrow picks a suggestion); and the offer to save a password.
const profilePreferences = `{"autofill":{"enabled":false,"profile_enabled":false,"credit_card_enabled":false},"credentials_enable_service":false,"profile":{"password_manager_enabled":false}}`

// writePreferences writes profilePreferences into the fresh profile dir.
func writePreferences(dir string) error {
	def := filepath.Join(dir, "Default")
	if err := os.MkdirAll(def, 0o700); err != nil {
		return fmt.Errorf("cdp: creating the profile: %w", err)
	}
	if err := os.WriteFile(filepath.Join(def, "Preferences"), []byte(profilePreferences), 0o600); err != nil {
		return fmt.Errorf("cdp: writing the profile's preferences: %w", err)
	}
	return nil
}

func launchArgs(opts *LaunchOptions, dir string) []string {
	var args []string
	if !opts.Headful {
		args = append(args, "--headless")
	}
	if runningAsRoot() {
		args = append(args, "--no-sandbox")
	}
	args = append(args, defaultFlags...)
	args = append(args, "--user-data-dir="+dir)
	args = append(args, opts.Args...)
	return append(mergeDisabledFeatures(args), "about:blank")
}

// waitEndpoint waits for the browser to write DevToolsActivePort ("PORT\n
// /devtools/browser/UUID", facts: setup) into its profile.
func waitEndpoint(ctx context.Context, p *process) (string, error) {
	file := filepath.Join(p.dir, "DevToolsActivePort")
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for {
		if b, err := os.ReadFile(file); err == nil {
			if u, ok := parseActivePort(b); ok {
				return u, nil
			}
		}
		select {
		case <-p.exited:
			return "", fmt.Errorf("exited during start: %w", p.exitErr())
		case <-ctx.Done():
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				return "", fmt.Errorf("no DevTools endpoint in time: %w", ctx.Err())
			}
			return "", ctx.Err()
		case <-tick.C:
		}
	}
}

// parseActivePort reads DevToolsActivePort. A file caught half-written does
// not parse, and is read again on the next tick.
func parseActivePort(b []byte) (string, bool) {
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) < 2 {
		return "", false
	}
	port, err := strconv.Atoi(strings.TrimSpace(lines[0]))
	path := strings.TrimSpace(lines[1])
	if err != nil || port <= 0 || port > 65535 || !strings.HasPrefix(path, "/devtools/browser/") {
		return "", false
	}
	return "ws://127.0.0.1:" + strconv.Itoa(port) + path, true
}

// lastBytes keeps the end of s, from a line boundary when there is one.
func lastBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	s = s[len(s)-n:]
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	return s
}

func tailNote(tail string) string {
	if tail == "" {
		return ""
	}
	return "\nbrowser stderr (tail):\n" + tail
}
