package surefill

import (
	"context"
	"errors"
	"log/slog"
	"net/url"
	"strconv"
	"time"

	"github.com/surefill/surefill/internal/act"
	"github.com/surefill/surefill/internal/live"
)

// action is one SDK call as the action log records it: its name, target,
// site, outcome and duration. Values never appear in it.
type action struct {
	log    *slog.Logger
	op     string
	target string
	site   string
	start  time.Time
	check  bool
	// stopped, when set, reports what the guard rails stopped during the
	// call; that is then the call's outcome.
	stopped func() error
	// scrub removes the secrets typed so far from an error.
	scrub func(error) error
	// siteNow, when set, names the site of the document the call worked
	// in, read when it ends (the call checked it on the way).
	siteNow func() string
	// dialogs, when set, lists the dialogs the page opened during the call.
	dialogs func() []live.Dialog
	// gone: the call's session had ended before it began.
	gone bool
}

func (b *Browser) begin(op, target, addr string) *action {
	return &action{log: b.opts.Logger, op: op, target: target, site: siteOf(addr), start: time.Now(), check: b.opts.CheckMode, scrub: b.scrubErr}
}

// end logs the outcome and returns err as a *FieldError.
func (a *action) end(ctx context.Context, err error) error {
	err = a.typed(err)
	var fe *FieldError
	if a != nil && a.stopped != nil {
		if serr := a.stopped(); serr != nil {
			err = fieldError(serr)
		}
	}
	if a != nil && a.scrub != nil {
		err = a.scrub(err)
	}
	var ds []live.Dialog
	if a != nil && a.dialogs != nil {
		ds = a.dialogs()
	}
	fe = nil
	if len(ds) > 0 && errors.As(err, &fe) {
		for _, d := range ds {
			fe.Detail += "; the page opened a " + d.Type + " dialog " + strconv.Quote(clipText(d.Message)) + " (" + answered(d) + ")"
		}
		if a.scrub != nil {
			err = a.scrub(err)
		}
	}
	if a == nil || a.log == nil {
		return err
	}
	for _, d := range ds {
		a.log.LogAttrs(ctx, slog.LevelWarn, "surefill: dialog", slog.String("op", a.op), slog.String("type", d.Type),
			slog.String("message", clipText(a.scrubText(d.Message))), slog.Bool("accepted", d.Accepted))
	}
	if a.site == "" && a.siteNow != nil {
		a.site = siteOf(a.siteNow())
	}
	attrs := []slog.Attr{slog.String("op", a.op)}
	if a.target != "" {
		attrs = append(attrs, slog.String("target", a.target))
	}
	if a.site != "" {
		attrs = append(attrs, slog.String("site", a.site))
	}
	outcome := "ok"
	if err != nil {
		outcome = string(CodeOf(err))
		if outcome == "" {
			outcome = "error"
		}
	}
	if a.check {
		attrs = append(attrs, slog.Bool("check", true))
	}
	attrs = append(attrs, slog.String("outcome", outcome), slog.Duration("took", time.Since(a.start).Round(10*time.Microsecond)))
	level := slog.LevelInfo
	if err != nil {
		level = slog.LevelWarn
	}
	a.log.LogAttrs(ctx, level, "surefill", attrs...)
	return err
}

// typed makes every failure of the call a *FieldError: one the call built,
// or one made from its cause (act.Classify: the tab, frame or document
// went away, the deadline passed, the browser refused). Changed is then
// made honest: false for a call that cannot change the page, and for one
// whose tab was gone before it began.
func (a *action) typed(err error) error {
	if err == nil {
		return nil
	}
	err = fieldError(err)
	var fe *FieldError
	if !errors.As(err, &fe) {
		op, target := "", ""
		if a != nil {
			op, target = a.op, a.target
		}
		fe = fieldError(act.Classify(op, target, err)).(*FieldError)
		err = fe
	}
	if a != nil {
		if a.gone || !a.mayHaveActed() && !a.runsPageCode() {
			fe.Changed = false
		}
		if fe.Op == "" {
			fe.Op = a.op
		}
		if fe.Target == "" {
			fe.Target = a.target
		}
	}
	return err
}

// runsPageCode reports whether the call runs the script's own JavaScript
// in the page, which may change it however it fails.
func (a *action) runsPageCode() bool { return a.op == "Evaluate" || a.op == "WaitForFunc" }

// mayHaveActed reports whether the call is one that dispatches input, so a
// failure part way may have changed the page.
func (a *action) mayHaveActed() bool {
	switch a.op {
	case "Fill", "Clear", "Upload", "Click", "Press", "Do", "DoFill", "Download", "Goto", "Reload":
		return true
	}
	return false
}

func answered(d live.Dialog) string {
	if d.Accepted {
		return "accepted"
	}
	return "dismissed"
}

func clipText(s string) string {
	if r := []rune(s); len(r) > 120 {
		return string(r[:120]) + "…"
	}
	return s
}

func (a *action) scrubText(s string) string {
	if a.scrub == nil {
		return s
	}
	if e := a.scrub(errors.New(s)); e != nil {
		return e.Error()
	}
	return s
}

func siteOf(addr string) string {
	u, err := url.Parse(addr)
	if err != nil || u.Host == "" {
		return ""
	}
	return u.Host
}
