package surefill

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	cdpdom "github.com/chromedp/cdproto/dom"
	cdpruntime "github.com/chromedp/cdproto/runtime"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/formsnap"
	pipeline "github.com/surefill/surefill/internal/act"
	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// FormSnapshot is the engine-neutral description of a page's forms
// (package formsnap): what an agent reads before it plans edits.
type FormSnapshot = formsnap.FormSnapshot

// ControlAction is one operation on one control, named by the semantic
// target a FormSnapshot gave it.
type ControlAction = formsnap.ControlAction

// Evidence is what a ControlAction left on the page, read back.
type Evidence = formsnap.Evidence

// Snapshot describes the forms of this tab's (or frame's) document as
// FormSnapshot v1: forms, their controls and groups, the controls no form
// owns, each with its state (sensitive ones redacted), constraints,
// validity, options, operations and semantic target. It reads a fresh
// model of the page and needs only the reading grant. Same-process and
// cross-origin iframes are snapshots of their own (Frame, then Snapshot).
func (s *scope) Snapshot(ctx context.Context) (*FormSnapshot, error) {
	a := s.begin("Snapshot", "", "")
	ctx, done, err := s.a.Acquire(ctx, "Snapshot")
	if err != nil {
		return nil, a.end(ctx, err)
	}
	defer done()
	if err := s.a.CheckSite(ctx, "Snapshot"); err != nil {
		return nil, a.end(ctx, err)
	}
	r, err := s.freshModel(ctx, "Snapshot")
	if err != nil {
		return nil, a.end(ctx, err)
	}
	snap, err := formsnap.FromResolver(r, &formsnap.Options{PageID: s.pageID()})
	if err == nil {
		// The page is one page: each frame's controls follow, their
		// targets reached through the iframe.
		for _, d := range s.a.Docs(ctx, "Snapshot")[1:] {
			fsc := scope{b: s.b, tab: s.tab, f: d.Frame(), a: d}
			fr, ferr := fsc.freshModel(ctx, "Snapshot")
			if ferr != nil {
				continue // the frame's document is being replaced
			}
			sub, ferr := formsnap.FromResolver(fr, &formsnap.Options{PageID: fsc.pageID()})
			step, serr := frameStep(ctx, d)
			if ferr != nil || serr != nil {
				continue
			}
			snap.AddFrame(sub, step)
		}
		var clean FormSnapshot
		if serr := s.b.scrubJSON(snap, &clean); serr != nil {
			return nil, a.end(ctx, serr)
		} else if clean.SchemaVersion != 0 {
			snap = &clean
		}
	}
	return snap, a.end(ctx, err)
}

// frameStep names a frame as the page holding it does: the accessible
// name of its iframe element (aria-labelledby, aria-label, title; else its
// name or src attribute) and, when other iframes there share it, its
// ordinal.
func frameStep(ctx context.Context, d *pipeline.Scope) (formsnap.FrameStep, error) {
	sess, id := d.Owner()
	if sess == nil {
		return formsnap.FrameStep{}, errors.New("surefill: the frame's iframe is not known")
	}
	owner, err := cdp.Call(ctx, sess, cdpdom.GetFrameOwner, cdpdom.GetFrameOwnerParams{FrameID: cdp.FrameID(id)})
	if err != nil {
		return formsnap.FrameStep{}, err
	}
	obj, err := cdp.Call(ctx, sess, cdpdom.ResolveNode, cdpdom.ResolveNodeParams{BackendNodeID: owner.BackendNodeID, ObjectGroup: "surefill-frames"})
	if err != nil || obj.Object == nil {
		return formsnap.FrameStep{}, fmt.Errorf("surefill: the frame's iframe: %v", err)
	}
	defer cdp.Call(context.WithoutCancel(ctx), sess, cdpruntime.ReleaseObjectGroup, cdpruntime.ReleaseObjectGroupParams{ObjectGroup: "surefill-frames"})
	res, err := cdp.Call(ctx, sess, cdpruntime.CallFunctionOn, cdpruntime.CallFunctionOnParams{ObjectID: obj.Object.ObjectID, FunctionDeclaration: frameNameJS, ReturnByValue: ptrTo(true)})
	if err != nil || res.Result == nil {
		return formsnap.FrameStep{}, fmt.Errorf("surefill: the frame's iframe: %v", err)
	}
	var v struct {
		Name    string `json:"name"`
		Ordinal int    `json:"ordinal"`
	}
	if err := jsonv2.Unmarshal(res.Result.Value, &v); err != nil {
		return formsnap.FrameStep{}, err
	}
	return formsnap.FrameStep{Name: v.Name, Ordinal: v.Ordinal}, nil
}

const frameNameJS = `function() {
  const nameOf = (el) => {
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      const t = by.split(/\s+/).map((id) => { const n = el.ownerDocument.getElementById(id); return n ? n.textContent : ''; }).join(' ').replace(/\s+/g, ' ').trim();
      if (t) return t;
    }
    // An iframe nobody named is named by its name or address.
    return (el.getAttribute('aria-label') || '').trim() || (el.getAttribute('title') || '').replace(/\s+/g, ' ').trim() ||
      (el.getAttribute('name') || '').trim() || (el.getAttribute('src') || '').trim() || (el.hasAttribute('srcdoc') ? 'about:srcdoc' : 'iframe');
  };
  const name = nameOf(this);
  const same = [...this.ownerDocument.querySelectorAll('iframe, frame')].filter((f) => nameOf(f) === name);
  return { name, ordinal: same.length > 1 ? same.indexOf(this) + 1 : 0 };
}`

func ptrTo[T any](v T) *T { return &v }

// pageID names this tab's frame in snapshots: stable while the tab lives,
// opaque (a hash), and never a protocol id.
func (s *scope) pageID() string {
	frame := s.f.ID
	if frame == "" {
		frame = s.f.P.MainFrameID()
	}
	sum := sha256.Sum256([]byte(string(s.tab.s.TargetID()) + "\x00" + frame))
	return "page-" + hex.EncodeToString(sum[:8])
}

// freshModel re-reads the document (values may have changed without the
// structure changing) and waits out a document being replaced.
func (s *scope) freshModel(ctx context.Context, op string) (*resolver.Resolver, error) {
	wctx, cancel := pipeline.WithTimeout(ctx, 0)
	defer cancel()
	for {
		s.f.Invalidate()
		r, err := s.a.FullModel(wctx)
		if err == nil {
			return r, nil
		}
		if ctx.Err() != nil {
			return nil, err
		}
		if wctx.Err() != nil {
			return nil, &FieldError{Code: Timeout, Op: op, Detail: "the page did not settle in time", Err: err, Next: nextStep[Timeout]}
		}
		if !errors.Is(err, live.ErrStale) && !errors.Is(err, live.ErrNoWorld) {
			return nil, err
		}
		select {
		case <-wctx.Done():
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// Do performs one ControlAction: the target is resolved on a fresh read of
// the page and the operation checked against the control as it is now (an
// unsupported operation, a missing or ambiguous target, an option that is
// not offered all fail before anything is done, Changed false); then it
// runs once, through the same trusted input and read-back as Fill, Clear,
// Upload and Click, with their grants and the submit guard; then the
// control is read back into Evidence. When the outcome is uncertain (the
// page did not keep the value, or the read-back failed) the Evidence says
// so and the error says why; the action is never replayed.
func (s *scope) Do(ctx context.Context, a ControlAction) (Evidence, error) {
	return s.do(ctx, "Do", a, true)
}

// DoFill is Do for filling only: it refuses activate (not_permitted), so
// a plan that should only set values cannot press a button.
func (s *scope) DoFill(ctx context.Context, a ControlAction) (Evidence, error) {
	return s.do(ctx, "DoFill", a, false)
}

func (s *scope) do(ctx context.Context, op string, act ControlAction, activate bool) (Evidence, error) {
	if len(act.Target.FramePath) > 0 {
		// A control in a frame: act through the frame's own document.
		for _, d := range s.a.Docs(ctx, op)[1:] {
			step, err := frameStep(ctx, d)
			if err != nil {
				continue
			}
			if t, ok := act.Target.InFrame(step); ok {
				act.Target = t
				fsc := scope{b: s.b, tab: s.tab, f: d.Frame(), a: d}
				return fsc.do(ctx, op, act, activate)
			}
		}
	}
	lg := s.begin(op, act.String(), "")
	ctx, done, err := s.a.Acquire(ctx, op)
	if err != nil {
		return Evidence{}, lg.end(ctx, err)
	}
	defer done()
	s.watch(lg, op)
	if err := act.Validate(); err != nil {
		// A malformed action offers the control nothing it takes.
		return Evidence{}, lg.end(ctx, &FieldError{Code: NoOption, Op: op, Target: act.Target.String(), Detail: "the action is malformed: " + err.Error(),
			Next: "build the action from a fresh snapshot's control (its target and one of its supportedOperations)", Err: err})
	}
	kind := act.Operation.Kind
	if !activate && kind == formsnap.OpActivate {
		return Evidence{}, lg.end(ctx, &FieldError{Code: NotPermitted, Op: op, Target: act.Target.String(),
			Detail: "DoFill sets values; it never activates a control", Next: "use Do to activate buttons"})
	}
	if err := s.b.opts.Grants.need(op, Forms); err != nil {
		return Evidence{}, lg.end(ctx, err)
	}
	if err := s.a.CheckSite(ctx, op); err != nil {
		return Evidence{}, lg.end(ctx, err)
	}
	r, err := s.freshModel(ctx, op)
	if err != nil {
		return Evidence{}, lg.end(ctx, err)
	}
	loc, err := formsnap.Locate(r, act.Target)
	if err != nil {
		return Evidence{}, lg.end(ctx, fromResolver(op, err))
	}
	if err := preflight(op, act, loc); err != nil {
		return Evidence{}, lg.end(ctx, err)
	}
	err = s.dispatch(ctx, act.Operation, loc)
	if err != nil && !mayHaveChanged(err) {
		return Evidence{}, lg.end(ctx, err) // refused before anything happened
	}
	ev := s.readBack(ctx, act, loc)
	if err != nil {
		ev.Uncertain = true
		ev.Detail = clipDetail("the action ran, but its outcome is not confirmed: " + err.Error())
		return ev, lg.end(ctx, err)
	}
	if s.b.opts.CheckMode {
		ev.Detail = "check mode: resolved and verified, nothing was written"
	}
	return ev, lg.end(ctx, nil)
}

// preflight checks the operation against the control as it is now.
func preflight(op string, act ControlAction, loc *formsnap.Located) error {
	c := loc.Control
	k := act.Operation.Kind
	t := act.Target.String()
	if !slices.Contains(c.SupportedOperations, k) {
		why := fmt.Sprintf("a %s control supports %v, not %s", c.Kind, c.SupportedOperations, k)
		switch {
		case c.Disabled:
			why = fmt.Sprintf("the %s control is disabled", c.Kind)
		case c.ReadOnly:
			why = fmt.Sprintf("the %s control is read-only", c.Kind)
		}
		return &FieldError{Code: NotEditable, Op: op, Target: t, Detail: why,
			Next: "use one of the control's supportedOperations from a fresh snapshot"}
	}
	if k == formsnap.OpSetChecked && c.Kind == formsnap.KindRadio && !*act.Operation.Checked {
		return &FieldError{Code: NotEditable, Op: op, Target: t,
			Detail: "a radio is unchecked by checking another answer of its group", Next: "setChecked true on the answer wanted"}
	}
	var want []string
	switch k {
	case formsnap.OpSelectOne:
		want = []string{*act.Operation.Value}
	case formsnap.OpSelectMany:
		want = act.Operation.Values
	}
	// A native select lists every option now; a combobox may load them as
	// the text is typed, so it is checked when it runs.
	if len(want) > 0 && (c.Kind == formsnap.KindSelect || c.Kind == formsnap.KindSelectMultiple) {
		for _, w := range want {
			i := slices.IndexFunc(c.Options, func(o formsnap.Option) bool {
				return resolver.Normalize(o.Label) == resolver.Normalize(w) || o.Value != "" && o.Value == w
			})
			if i < 0 {
				fe := &FieldError{Code: NoOption, Op: op, Target: t, Detail: fmt.Sprintf("no option is %q", w), Next: nextStep[NoOption]}
				if c.Sensitive {
					fe.Detail = "no option is the value given"
				} else {
					for _, o := range c.Options {
						fe.Options = append(fe.Options, o.Label)
					}
				}
				return fe
			}
			if c.Options[i].Disabled {
				return &FieldError{Code: NotEditable, Op: op, Target: t, Detail: fmt.Sprintf("the option %q is disabled", c.Options[i].Label)}
			}
		}
	}
	return nil
}

// dispatch runs the operation once through the surface's own trusted
// paths, on the resolver target Locate verified.
func (s *scope) dispatch(ctx context.Context, o formsnap.Operation, loc *formsnap.Located) error {
	t := s.a.Own(loc.Act)
	var err error
	switch o.Kind {
	case formsnap.OpSetText:
		v := *o.Value
		if !o.Replace() {
			v = currentText(loc.Node) + v
		}
		_, err = s.Fill(ctx, t, v, &FillOptions{Sensitive: loc.Control.Sensitive})
	case formsnap.OpSetChecked:
		if loc.Control.Kind == formsnap.KindRadio {
			_, err = s.Fill(ctx, t, loc.Choice, nil)
		} else {
			_, err = s.Fill(ctx, t, *o.Checked, nil)
		}
	case formsnap.OpSelectOne:
		_, err = s.Fill(ctx, t, *o.Value, &FillOptions{Sensitive: loc.Control.Sensitive})
	case formsnap.OpSelectMany:
		_, err = s.Fill(ctx, t, slices.Clone(o.Values), &FillOptions{Sensitive: loc.Control.Sensitive})
	case formsnap.OpSetFiles:
		_, err = s.Upload(ctx, t, o.Paths...)
	case formsnap.OpClear:
		_, err = s.Clear(ctx, t)
	case formsnap.OpActivate:
		err = s.Click(ctx, t)
	default:
		// Validate admits only the operations above; nothing ran.
		err = &FieldError{Code: NoOption, Op: "Do", Target: loc.Act.String(), Detail: fmt.Sprintf("unknown operation %q", o.Kind), Next: nextStep[NoOption]}
	}
	return err
}

// currentText is the text a control holds now, for appending.
func currentText(n *dom.Node) string {
	if n.IsElement("input", "textarea") && n.State != nil {
		return n.State.Value
	}
	return resolver.VisibleText(n)
}

// mayHaveChanged: a FieldError says whether the page may have changed;
// any other error came from the middle of an action and might have.
func mayHaveChanged(err error) bool {
	var fe *FieldError
	if errors.As(err, &fe) {
		return fe.Changed
	}
	return true
}

// readBack reads the control after the action: the element acted on when
// it is still in the document (found again by its backend id), else the
// element the target names now (a re-rendered control), else nothing.
func (s *scope) readBack(ctx context.Context, act ControlAction, loc *formsnap.Located) Evidence {
	ev := Evidence{Operation: act.Operation.Kind, Target: act.Target}
	r, err := s.freshModel(ctx, "read back")
	if err != nil {
		ev.Uncertain = true
		ev.NodeReplaced = true
		ev.Detail = clipDetail("the page could not be read back: " + err.Error())
		return ev
	}
	var node *dom.Node
	var c formsnap.Control
	var found bool
	if id := backendID(loc.Node); id != 0 {
		for _, n := range r.Document().Nodes {
			if n.Type == dom.ElementNode && backendID(n) == id {
				c, found = formsnap.Describe(r, n)
				node = n
				break
			}
		}
	}
	if !found {
		if l2, err := formsnap.Locate(r, act.Target); err == nil {
			node, c, found = l2.Node, l2.Control, true
			ev.NodeReplaced = true
		}
	}
	if !found {
		ev.NodeReplaced = true
		if act.Operation.Kind == formsnap.OpActivate {
			ev.Detail = "the control is gone after the action"
		} else {
			ev.Uncertain = true
			ev.Detail = "the control is gone after the action, so its value could not be read back"
		}
		return ev
	}
	st := c.State
	v := c.Validity
	ev.State, ev.Validity = &st, &v
	ls, lerr := s.f.Handle(node).ReadState(ctx)
	if lerr == nil && st.Kind == formsnap.StateFiles && ls.Files != nil {
		// The runtime counts chosen files; the model does not carry them.
		n := *ls.Files
		st.Count = &n
	}
	if lerr == nil && ls.Valid != nil {
		lv := formsnap.Validity{State: formsnap.Valid}
		if ls.Invalid {
			lv.Reasons = append(lv.Reasons, formsnap.ReasonAriaInvalid)
		}
		// The runtime reads validity.valid and the message, not which
		// check failed, so only aria-invalid is given as a reason.
		if !*ls.Valid || ls.Invalid {
			lv.State = formsnap.Invalid
			if !c.Sensitive {
				lv.Message = clip(ls.Message)
			}
			if lv.Message == "" {
				lv.Message = v.Message
			}
		}
		ev.Validity = &lv
	}
	if loc.Control.Target != nil && c.Target != nil && !sameTarget(*loc.Control.Target, *c.Target) && !c.Sensitive {
		ev.Detail = "the control's target is now " + c.Target.String()
	}
	if act.Operation.Kind == formsnap.OpSetChecked && st.Kind == formsnap.StateChecked && *st.Checked != *act.Operation.Checked {
		ev.Uncertain = true
		ev.Detail = "the control reads back " + pipeline.OnOff(*st.Checked)
	}
	return ev
}

func backendID(n *dom.Node) int64 {
	if n == nil || n.State == nil {
		return 0
	}
	return n.State.Key()
}

func sameTarget(a, b formsnap.Target) bool {
	return a.Role == b.Role && resolver.Normalize(a.Name) == resolver.Normalize(b.Name) && a.Ordinal == b.Ordinal
}

// clip bounds a message for a snapshot or evidence.
func clip(s string) string {
	if utf8.RuneCountInString(s) <= formsnap.MaxString {
		return s
	}
	return string([]rune(s)[:formsnap.MaxString-1]) + "…"
}

func clipDetail(s string) string {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) <= 4*formsnap.MaxString {
		return s
	}
	return string([]rune(s)[:4*formsnap.MaxString-1]) + "…"
}
