// Command floor is the floor of surefill's bench: a minimal CDP client that
// makes the same verified writes surefill makes — trusted input from the
// Input domain, a blur that commits, the value, checked or selected state
// read back and compared — on the same pages, with the fewest protocol
// calls it can. It knows every control by its id (the plans say it), so
// it pays nothing to find one, and it keeps no guard, no model and no log:
// what it costs is what a verified trusted write costs at least. It sends
// the same input events surefill sends (a key is a keyDown and a keyUp, a
// click a press and a release), so a ratio to it is the price of
// everything else.
//
// Per field:
//
//	text      Runtime.evaluate (focus, select the contents), Input.insertText,
//	          Runtime.evaluate (blur, read the value back): 3 calls
//	checkbox  Runtime.evaluate (into view, hit test, centre point),
//	radio     mousePressed, mouseReleased, Runtime.evaluate (read checked): 4 calls
//	select    Runtime.evaluate (focus, the enabled options' labels, the
//	          selected one), the keys surefill's plan presses (live.PlanSelect:
//	          one key on the closed select when one lands on the option, else
//	          Alt+ArrowDown, the fewest keys, Enter), Runtime.evaluate (read
//	          the value back): 4 calls when one key does it
//
// Every call is counted; the result carries the count per field.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	sfcdp "github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/internal/live"

	"github.com/surefill/surefill/bench/internal/peer"
	"github.com/surefill/surefill/bench/internal/plan"
)

func main() {
	cfg := peer.ParseFlags()
	out := plan.Output{Peer: "floor"}
	if err := run(cfg, &out); err != nil {
		out.Error = err.Error()
	}
	peer.Print(out)
}

func run(cfg peer.Config, out *plan.Output) error {
	ctx := context.Background()
	b, err := sfcdp.Launch(ctx, &sfcdp.LaunchOptions{Path: cfg.Chrome, Args: peer.Flags})
	if err != nil {
		return err
	}
	defer b.Close()
	s, err := b.NewPage(ctx, "")
	if err != nil {
		return err
	}
	c := &client{s: s}
	// Setup, outside every timing: load events, and focus events in a tab
	// that may not be the focused one (as surefill and Playwright do).
	if err := c.call(ctx, "Page.enable", nil, nil); err != nil {
		return err
	}
	if err := c.call(ctx, "Emulation.setFocusEmulationEnabled", map[string]any{"enabled": true}, nil); err != nil {
		return err
	}
	if cfg.Want("form60") {
		p, err := peer.Load("form60")
		if err != nil {
			return err
		}
		out.Results = append(out.Results, c.fillAll(ctx, cfg.URL(p), p.Fields, "form60.fill"))
	}
	if cfg.Want("form500.fill") {
		p, err := peer.Load("form500")
		if err != nil {
			return err
		}
		out.Results = append(out.Results, c.fillAll(ctx, cfg.URL(p), p.Fields, "form500.fill"))
	}
	if cfg.Want("big20k") {
		p, err := peer.Load("big20k")
		if err != nil {
			return err
		}
		out.Results = append(out.Results, c.fillAll(ctx, cfg.URL(p), []plan.Field{*p.One}, "big20k.fill"))
	}
	return nil
}

// client is the page session, and the count of calls made on it.
type client struct {
	s     *sfcdp.Session
	calls int
}

func (c *client) call(ctx context.Context, method string, params, result any) error {
	c.calls++
	return c.s.Call(ctx, method, params, result)
}

// eval runs an expression in the page's own world and decodes its value.
func (c *client) eval(ctx context.Context, expr string, out any) error {
	var res struct {
		Result struct {
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		ExceptionDetails *struct {
			Text      string `json:"text"`
			Exception *struct {
				Description string `json:"description"`
			} `json:"exception"`
		} `json:"exceptionDetails"`
	}
	if err := c.call(ctx, "Runtime.evaluate", map[string]any{"expression": expr, "returnByValue": true}, &res); err != nil {
		return err
	}
	if e := res.ExceptionDetails; e != nil {
		if e.Exception != nil {
			return fmt.Errorf("%s", e.Exception.Description)
		}
		return fmt.Errorf("%s", e.Text)
	}
	if out == nil || len(res.Result.Value) == 0 {
		return nil
	}
	return json.Unmarshal(res.Result.Value, out)
}

func (c *client) navigate(ctx context.Context, url string) error {
	loaded, stop := c.s.Subscribe("Page.loadEventFired")
	defer stop()
	if err := c.call(ctx, "Page.navigate", map[string]any{"url": url}, nil); err != nil {
		return err
	}
	select {
	case <-loaded:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (c *client) fillAll(ctx context.Context, url string, fields []plan.Field, scenario string) plan.Result {
	r := plan.Result{Scenario: scenario, Variant: "floor", N: len(fields)}
	if err := c.navigate(ctx, url); err != nil {
		r.Errors = append(r.Errors, err.Error())
		return r
	}
	start := time.Now()
	for _, f := range fields {
		t := time.Now()
		before := c.calls
		fctx, cancel := context.WithTimeout(ctx, time.Minute)
		if err := c.fill(fctx, f); err != nil {
			r.Errors = append(r.Errors, fmt.Sprintf("%s: %v", f.Label, err))
		}
		cancel()
		r.FieldMS = append(r.FieldMS, ms(time.Since(t)))
		r.FieldMsgs = append(r.FieldMsgs, c.calls-before)
	}
	r.MS = ms(time.Since(start))
	var st string
	if err := c.eval(ctx, "window.__benchState()", &st); err != nil {
		r.Errors = append(r.Errors, "state: "+err.Error())
	}
	r.State = st
	return r
}

func (c *client) fill(ctx context.Context, f plan.Field) error {
	el := fmt.Sprintf("document.getElementById(%q)", f.ID)
	switch f.Kind {
	case plan.Text:
		return c.text(ctx, el, f.Value)
	case plan.Checkbox, plan.Radio:
		return c.check(ctx, el)
	case plan.Select:
		return c.selectOption(ctx, el, f)
	}
	return fmt.Errorf("unknown kind %q", f.Kind)
}

// text: focus and select from script (the focus events are the browser's
// own), one trusted insertion, then blur and read back.
func (c *client) text(ctx context.Context, el, value string) error {
	var focused bool
	if err := c.eval(ctx, "(() => { const e = "+el+"; e.focus(); e.select(); return document.activeElement === e; })()", &focused); err != nil {
		return err
	}
	if !focused {
		return fmt.Errorf("the field did not take the focus")
	}
	if err := c.call(ctx, "Input.insertText", map[string]any{"text": value}, nil); err != nil {
		return err
	}
	var got string
	if err := c.eval(ctx, "(() => { const e = "+el+"; e.blur(); return e.value; })()", &got); err != nil {
		return err
	}
	if got != value {
		return fmt.Errorf("read back %q", got)
	}
	return nil
}

// pointScript brings the element into view when it is not, checks that
// the element is what the pointer hits at its centre (scrolling it to the
// middle when something covers it), and returns the centre.
const pointScript = `(() => {
  const e = %s;
  const at = () => { const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
  const hits = ([x, y]) => { const t = document.elementFromPoint(x, y); return !!t && (e.contains(t) || (t.closest('label') || {}).control === e); };
  e.scrollIntoViewIfNeeded();
  let p = at();
  if (!hits(p)) { e.scrollIntoView({ block: 'center', behavior: 'instant' }); p = at(); }
  return hits(p) ? p : null;
})()`

// check: a trusted click at the centre, then read checked back.
func (c *client) check(ctx context.Context, el string) error {
	var p []float64
	if err := c.eval(ctx, fmt.Sprintf(pointScript, el), &p); err != nil {
		return err
	}
	if len(p) != 2 {
		return fmt.Errorf("something covers the control")
	}
	if err := c.click(ctx, p[0], p[1]); err != nil {
		return err
	}
	var on bool
	if err := c.eval(ctx, el+".checked", &on); err != nil {
		return err
	}
	if !on {
		return fmt.Errorf("not checked after the click")
	}
	return nil
}

func (c *client) click(ctx context.Context, x, y float64) error {
	for _, typ := range []string{"mousePressed", "mouseReleased"} {
		buttons := 1
		if typ == "mouseReleased" {
			buttons = 0
		}
		if err := c.call(ctx, "Input.dispatchMouseEvent", map[string]any{"type": typ, "x": x, "y": y, "button": "left", "buttons": buttons, "clickCount": 1}, nil); err != nil {
			return err
		}
	}
	return nil
}

// selectScript focuses the select and says which enabled option is
// selected, and the labels of the enabled options in order.
const selectScript = `(() => {
  const e = %s;
  e.focus();
  const opts = Array.from(e.options).filter((o) => !o.disabled && !(o.parentElement.localName === 'optgroup' && o.parentElement.disabled));
  return { labels: opts.map((o) => o.label), selected: opts.findIndex((o) => o.selected) };
})()`

// selectOption: the list opened with the keyboard, walked to the option,
// committed with Enter (one input and one change), the value read back.
func (c *client) selectOption(ctx context.Context, el string, f plan.Field) error {
	var st struct {
		Labels   []string `json:"labels"`
		Selected int      `json:"selected"`
	}
	if err := c.eval(ctx, fmt.Sprintf(selectScript, el), &st); err != nil {
		return err
	}
	to := -1
	for i, l := range st.Labels {
		if l == f.Value {
			to = i
		}
	}
	if to < 0 {
		return fmt.Errorf("no option %q", f.Value)
	}
	if to != st.Selected {
		plan := live.PlanSelect(st.Labels, st.Selected, to)
		if plan.Open {
			if err := c.press(ctx, key{"ArrowDown", "ArrowDown", 40, ""}, 1, 0); err != nil { // Alt+ArrowDown opens the list
				return err
			}
		}
		// Typed characters carry timestamps 1 ms apart: one type-ahead
		// search, however long the keys take to arrive.
		stamp := float64(time.Now().UnixNano()) / 1e9
		for _, k := range plan.Keys {
			ts := 0.0
			if k.Text != "" {
				stamp += 0.001
				ts = stamp
			}
			if err := c.press(ctx, key{k.Key, k.Code, int(k.VK), k.Text}, 0, ts); err != nil {
				return err
			}
		}
		if plan.Open {
			if err := c.press(ctx, key{"Enter", "Enter", 13, "\r"}, 0, 0); err != nil {
				return err
			}
		}
	}
	var got string
	if err := c.eval(ctx, el+".value", &got); err != nil {
		return err
	}
	if got != f.OptionValue {
		return fmt.Errorf("read back %q", got)
	}
	return nil
}

// key is one key for Input.dispatchKeyEvent.
type key struct {
	key, code string
	vk        int
	text      string
}

// press sends a key's keyDown (with its text, if it types one) and keyUp,
// with a timestamp (seconds since the epoch) when ts is not 0.
func (c *client) press(ctx context.Context, k key, mods int, ts float64) error {
	down := map[string]any{"type": "rawKeyDown", "key": k.key, "code": k.code, "windowsVirtualKeyCode": k.vk, "nativeVirtualKeyCode": k.vk, "modifiers": mods}
	up := map[string]any{"type": "keyUp", "key": k.key, "code": k.code, "windowsVirtualKeyCode": k.vk, "nativeVirtualKeyCode": k.vk, "modifiers": mods}
	if k.text != "" {
		down["type"], down["text"], down["unmodifiedText"] = "keyDown", k.text, k.text
	}
	if ts != 0 {
		down["timestamp"], up["timestamp"] = ts, ts
	}
	if err := c.call(ctx, "Input.dispatchKeyEvent", down, nil); err != nil {
		return err
	}
	return c.call(ctx, "Input.dispatchKeyEvent", up, nil)
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
