package surefill

import (
	"context"
	"errors"

	"github.com/chromedp/cdproto/target"

	"github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/internal/act"
	"github.com/surefill/surefill/internal/live"
)

// The act pipeline (package internal/act) does the work behind every
// method that dispatches input; this file is the seam: what the pipeline
// asks of the browser, and its errors as the surface's.

// DefaultTimeout bounds waits that were given no timeout.
const DefaultTimeout = act.DefaultTimeout

func newBrowser(c *cdp.Browser, o Options, connected bool) *Browser {
	b := &Browser{c: c, opts: o, connected: connected, owned: map[target.ID]bool{}, tabs: map[target.ID]*Tab{}}
	g := o.Grants
	b.env = &act.Env{
		CheckMode:     o.CheckMode,
		HasSubmit:     g.has(Submit),
		SubmitAllowed: b.submitAllowed,
		ReadAllowed:   g.readAllowed,
		ReadRoots:     g.Read,
		CheckLog: func(ctx context.Context, op string, t Target, f Field, sensitive bool) {
			b.checkLog(ctx, op, t, f, sensitive)
		},
		Remember:  b.remember,
		Unchecked: b.noteUnchecked,
	}
	if len(g.Sites) > 0 {
		b.env.NeedSite = g.needSite
	}
	return b
}

// SubmitWords returns the button names a Click refuses without the submit
// grant and a yes from Confirm: a button whose name starts with one of them
// (ignoring case and accents) reads like a submission. The list is part of
// the documented contract and tested; it is a copy, so no caller can
// switch the rule off.
func SubmitWords() []string { return act.SubmitWords() }

// UseCustomParts adds custom parts maps, looked up near each field by
// Fields, Fill and Clear. Frames found afterwards inherit them.
func (s *scope) UseCustomParts(maps ...CustomParts) { s.a.UseCustomParts(maps...) }

// begin starts the action log's line of a call on this frame; the line
// names the site of the document the call worked in.
func (s *scope) begin(op, target, addr string) *action {
	a := s.b.begin(op, target, addr)
	a.siteNow = s.a.SeenSite
	// A session that ended before the call began (a crashed or closed
	// tab) receives nothing from it: the call cannot change the page.
	if ss, ok := s.f.P.S.(*cdp.Session); ok && ss.Err() != nil {
		a.gone = true
	}
	before := len(s.f.P.Dialogs())
	a.dialogs = func() []live.Dialog {
		if all := s.f.P.Dialogs(); len(all) > before {
			return all[before:]
		}
		return nil
	}
	return a
}

// fieldError turns the pipeline's errors into the surface's.
func fieldError(err error) error {
	var ae *act.Error
	if !errors.As(err, &ae) {
		return err
	}
	fe := &FieldError{Code: ErrorCode(ae.Code), Op: ae.Op, Target: ae.Target, Candidates: ae.Candidates, Options: ae.Options,
		Detail: ae.Detail, Next: ae.Next, Changed: ae.Changed, Log: ae.Log, Err: ae.Err}
	if fe.Next == "" {
		fe.Next = nextStep[fe.Code]
	}
	return fe
}

// watch makes what the frame's session stops from now on (a form
// submission, a navigation out of the sites) the outcome of the call a
// logs.
func (s *scope) watch(a *action, op string) {
	before, _ := s.f.P.Stopped()
	a.stopped = func() error { return s.a.StoppedSince(op, before) }
}

func ptr[T any](v T) *T { return &v }
