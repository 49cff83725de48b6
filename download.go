package surefill

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"

	sfcdp "github.com/surefill/surefill/cdp"
)

// DownloadOptions tune one Download. nil is the default.
type DownloadOptions struct {
	// Timeout bounds the wait for the download to start and finish after
	// the click (0: DefaultDownloadTimeout), under the context's deadline.
	Timeout time.Duration
}

// DefaultDownloadTimeout bounds a download that was given no timeout.
const DefaultDownloadTimeout = 60 * time.Second

// Download clicks t (exactly as Click does, with its grants and guards)
// and waits for the file the click downloads, with the browser's cookies
// for the page (so a file behind a sign-in comes as the person would get
// it). It returns the file's path in dir, named as the server suggested
// (a number added when the name is taken). dir must be a folder under one
// of Options.Grants.Write; the file's address must be in Sites. dir is on
// the browser's machine: the local one after Launch or Open.
//
// A click that starts no download within the timeout fails timeout with
// Changed true (the click happened); a download that is cancelled, or
// comes from outside the granted sites, leaves nothing in dir. In check
// mode the click is verified and nothing is downloaded: the path is "".
func (s *scope) Download(ctx context.Context, t Target, dir string, opts *DownloadOptions) (string, error) {
	a := s.begin("Download", str(t), "")
	abs, err := s.downloadDir(dir)
	if err != nil {
		return "", a.end(ctx, err)
	}
	if s.b.opts.CheckMode {
		return "", a.end(ctx, s.Click(ctx, t))
	}
	if err := s.b.opts.Grants.need("Download", Forms); err != nil {
		return "", a.end(ctx, err)
	}
	s.b.downloading.Lock()
	defer s.b.downloading.Unlock()

	root := s.b.c.Root()
	begins, cancelBegins := root.Subscribe(browser.DownloadWillBegin.Method)
	defer cancelBegins()
	progress, cancelProgress := root.Subscribe(browser.DownloadProgress.Method)
	defer cancelProgress()
	if _, err := cdp.Call(ctx, root, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: abs, EventsEnabled: ptr(true)}); err != nil {
		return "", a.end(ctx, err)
	}
	// Afterwards the browser downloads nothing until the next Download.
	defer cdp.Call(context.WithoutCancel(ctx), root, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{Behavior: browser.SetDownloadBehaviorBehaviorDeny})

	if err := s.Click(ctx, t); err != nil {
		return "", a.end(ctx, err)
	}
	d := DefaultDownloadTimeout
	if opts != nil && opts.Timeout > 0 {
		d = opts.Timeout
	}
	wctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	path, err := s.awaitDownload(wctx, begins, progress, abs, t)
	return path, a.end(ctx, err)
}

// downloadDir checks dir against the Write grant and returns it absolute.
func (s *scope) downloadDir(dir string) (string, error) {
	refuse := func(detail string) error {
		return &FieldError{Code: NotPermitted, Op: "Download", Detail: detail,
			Next: fmt.Sprintf("add the folder to Options.Grants.Write (%q)", dir)}
	}
	if dir == "" {
		return "", refuse("no folder given")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", refuse(err.Error())
	}
	if !(Grants{Read: s.b.opts.Grants.Write}).readAllowed(abs) {
		return "", refuse(fmt.Sprintf("%s is not under a Write root %q", abs, s.b.opts.Grants.Write))
	}
	if fi, err := os.Stat(abs); err != nil || !fi.IsDir() {
		return "", &FieldError{Code: NotPermitted, Op: "Download", Detail: abs + " is not a folder", Next: "create the folder first"}
	}
	if r, err := filepath.EvalSymlinks(abs); err == nil {
		abs = r
	}
	return abs, nil
}

// awaitDownload waits for the download the click began in this tab, then
// for its end, and moves the file from its download id to its name.
func (s *scope) awaitDownload(ctx context.Context, begins, progress <-chan jsonv2.Value, dir string, t Target) (string, error) {
	frames := map[string]bool{s.f.ID: true, s.f.P.MainFrameID(): true, s.tab.f.P.MainFrameID(): true}
	if refs, err := s.tab.frames(ctx); err == nil {
		for _, r := range refs {
			if r.id != "" {
				frames[r.id] = true
			}
		}
	}
	timeout := func(what string, err error) error {
		return &FieldError{Code: Timeout, Op: "Download", Target: str(t), Detail: what, Err: err, Changed: true,
			Next: "make sure the click starts a download (a link to the file), or raise DownloadOptions.Timeout"}
	}
	var begin browser.EventDownloadWillBegin
	for {
		select {
		case <-ctx.Done():
			return "", timeout("the click started no download in time", ctx.Err())
		case v, ok := <-begins:
			if !ok {
				return "", sfcdp.ErrClosed // the root session ended: the connection is gone
			}
			if err := jsonv2.Unmarshal(v, &begin); err != nil {
				return "", err
			}
		}
		if frames[string(begin.FrameID)] {
			break
		}
	}
	cancelIt := func() {
		cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		_, _ = cdp.Call(cctx, s.b.c.Root(), browser.CancelDownload, browser.CancelDownloadParams{GUID: begin.GUID})
		_ = os.Remove(filepath.Join(dir, begin.GUID))
	}
	if src := downloadSite(begin.URL); !s.b.opts.Grants.siteAllowed(src) {
		cancelIt()
		err := s.b.opts.Grants.needSite("Download", src).(*FieldError)
		err.Changed = true
		return "", err
	}
	for {
		var p browser.EventDownloadProgress
		select {
		case <-ctx.Done():
			cancelIt()
			return "", timeout("the download did not finish in time", ctx.Err())
		case v, ok := <-progress:
			if !ok {
				return "", sfcdp.ErrClosed // the root session ended: the connection is gone
			}
			if err := jsonv2.Unmarshal(v, &p); err != nil {
				return "", err
			}
		}
		if p.GUID != begin.GUID {
			continue
		}
		switch p.State {
		case browser.DownloadProgressStateCanceled:
			_ = os.Remove(filepath.Join(dir, begin.GUID))
			return "", &FieldError{Code: NotCommitted, Op: "Download", Target: str(t), Detail: "the download was cancelled", Changed: true, Next: "look at the page: it may say why"}
		case browser.DownloadProgressStateCompleted:
			return placeDownload(dir, begin.GUID, begin.SuggestedFilename)
		}
	}
}

// downloadSite is the address whose site a download comes from: a blob:
// address by the origin it carries; a data: address by the page's own
// (it inherits it), like about:.
func downloadSite(u string) string {
	if rest, ok := strings.CutPrefix(u, "blob:"); ok {
		return rest
	}
	if strings.HasPrefix(u, "data:") {
		return "about:blank"
	}
	return u
}

// placeDownload renames the file saved as its download id to the name
// the server suggested, made safe, without replacing a file already there.
func placeDownload(dir, guid, suggested string) (string, error) {
	name := filepath.Base(strings.ReplaceAll(suggested, "\\", "/"))
	// No hidden file, no "." or "..": the leading dots go.
	if name = strings.TrimLeft(name, "."); name == "" || name == "/" {
		name = "download"
	}
	ext := filepath.Ext(name)
	stem := strings.TrimSuffix(name, ext)
	from := filepath.Join(dir, guid)
	for i := 1; i < 1000; i++ {
		to := filepath.Join(dir, name)
		if i > 1 {
			to = filepath.Join(dir, fmt.Sprintf("%s (%d)%s", stem, i, ext))
		}
		// A hard link fails when the name is taken, so no file is replaced;
		// where the file system has none, a rename to a free name.
		err := os.Link(from, to)
		switch {
		case err == nil:
			return to, os.Remove(from)
		case errors.Is(err, os.ErrExist):
			continue
		}
		if _, serr := os.Lstat(to); errors.Is(serr, os.ErrNotExist) {
			if err := os.Rename(from, to); err != nil {
				return "", err
			}
			return to, nil
		}
	}
	return "", fmt.Errorf("surefill: no free name for %s in %s", name, dir)
}
