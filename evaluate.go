package surefill

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	cdpruntime "github.com/chromedp/cdproto/runtime"

	sfcdp "github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/internal/act"
)

// Evaluate runs a JavaScript function in the page's own world with JSON
// arguments and returns its JSON result decoded (maps, slices, float64,
// string, bool or nil). It needs the page-js grant: page code can do
// anything the signed-in person can. Code that throws fails not_committed
// with the exception's message (Changed, unless the code did not parse);
// arguments JSON cannot encode fail no_option before anything runs.
func (s *scope) Evaluate(ctx context.Context, js string, args ...any) (any, error) {
	a := s.begin("Evaluate", "", s.urlHint(ctx))
	if err := s.b.opts.Grants.need("Evaluate", PageJS); err != nil {
		return nil, a.end(ctx, err)
	}
	if err := s.a.CheckSite(ctx, "Evaluate"); err != nil {
		return nil, a.end(ctx, err)
	}
	var out any
	err := s.callMain(ctx, "Evaluate", js, args, &out)
	return out, a.end(ctx, err)
}

func (s *scope) callMain(ctx context.Context, op, js string, args []any, out any) error {
	world, err := s.f.P.MainWorld(ctx, s.f.ID)
	if err != nil {
		return err
	}
	enc, err := jsonv2.Marshal(args)
	if err != nil {
		return &FieldError{Code: NoOption, Op: op, Detail: "an argument is not JSON: " + err.Error(), Err: err,
			Next: "pass arguments JSON can encode: numbers, strings, booleans, nil, maps, slices and structs"}
	}
	expr := "(" + js + ").apply(null, " + string(enc) + ")"
	if len(args) == 0 {
		expr = "(() => { const f = (" + js + "); return typeof f === 'function' ? f() : f; })()"
	}
	res, err := cdp.Call(ctx, s.f.P.S, cdpruntime.Evaluate, cdpruntime.EvaluateParams{Expression: expr, ContextID: world, ReturnByValue: ptr(true), AwaitPromise: ptr(true)})
	if err != nil {
		var pe *sfcdp.ProtocolError
		if errors.As(err, &pe) && act.Classify(op, "", err).Code == NotCommitted {
			// The code ran; the browser could not hand its result back
			// by value (a cycle, a DOM node, a BigInt).
			return &FieldError{Code: NotCommitted, Op: op, Detail: "the page code ran, but its result is not JSON (" + strings.TrimSuffix(pe.Message, ".") + ")", Err: err, Changed: true,
				Next: "return a JSON value from the page code: numbers, strings, booleans, null, plain objects and arrays"}
		}
		return err
	}
	if exc := res.ExceptionDetails; exc != nil {
		return pageThrew(op, exc)
	}
	if out != nil && res.Result != nil && len(res.Result.Value) > 0 {
		if err := jsonv2.Unmarshal(res.Result.Value, out); err != nil {
			return &FieldError{Code: NotCommitted, Op: op, Detail: "the page code's result could not be read: " + err.Error(), Err: err, Changed: true, Next: "return a JSON value from the page code"}
		}
	}
	return nil
}

// pageThrew is the error of page code that threw: its message (the first
// line of the exception, without the stack). Code that did not parse never
// ran, so it changed nothing.
func pageThrew(op string, exc *cdpruntime.ExceptionDetails) error {
	msg := exc.Text
	notRun := false
	if e := exc.Exception; e != nil {
		if e.Description != "" {
			msg = e.Description
		}
		notRun = e.ClassName == "SyntaxError" && (exc.StackTrace == nil || len(exc.StackTrace.CallFrames) == 0)
	}
	msg, _, _ = strings.Cut(msg, "\n")
	return &FieldError{Code: NotCommitted, Op: op, Detail: "the page code threw " + msg, Changed: !notRun,
		Next: "fix the page code, or check with Evaluate that the page is in the state the code expects"}
}

// WaitForFunc waits until a page function returns a truthy value. It polls
// once per animation frame in the page, so it is a condition, not a sleep.
// A function that throws counts as false; one that does not parse fails
// at once.
func (s *scope) WaitForFunc(ctx context.Context, js string, timeout time.Duration) error {
	a := s.begin("WaitForFunc", "", s.urlHint(ctx))
	if err := s.b.opts.Grants.need("WaitForFunc", PageJS); err != nil {
		return a.end(ctx, err)
	}
	if err := s.a.CheckSite(ctx, "WaitForFunc"); err != nil {
		return a.end(ctx, err)
	}
	ctx, cancel := act.WithTimeout(ctx, timeout)
	defer cancel()
	poll := `(f) => new Promise((resolve) => { const tick = () => { let v; try { v = f(); } catch (e) { v = false; } if (v) resolve(true); else requestAnimationFrame(tick); }; tick(); })`
	src := "(" + poll + ")(" + js + ")"
	var ok bool
	err := s.callMain(ctx, "WaitForFunc", src, nil, &ok)
	if err != nil && ctx.Err() != nil {
		err = &FieldError{Code: Timeout, Op: "WaitForFunc", Detail: "the function did not return true in time", Err: ctx.Err(), Next: nextStep[Timeout]}
	}
	return a.end(ctx, err)
}
