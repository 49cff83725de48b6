package surefill_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/surefill/surefill"
)

// The widget corpus: pages built from real widget libraries (installed
// from npm at pinned versions and bundled by
// scripts/build-widget-fixtures.sh into testdata/widgets, bundles
// committed), each filled, filled again, cleared, asked for an option it
// does not have, and asked to fill a disabled twin. Every outcome is judged
// by the library's own state, which each page exposes as window.__state()
// (values the library holds, never read from the DOM the SDK touched),
// read through a second CDP connection surefill cannot shape. Cases are in
// widgets_cases_test.go.

// widgetCase is one widget of one library page.
type widgetCase struct {
	name string
	// target names the widget; label is what Fields must list it as (a
	// listed field with that label and a target, which the first fill
	// then uses, so the listing's target is proved to resolve to the
	// widget).
	target surefill.Target
	label  string
	within string // the section (a region's name) the listed field lies in, "" for none
	// key is the widget's entry in window.__state().
	key string
	// fills are values filled in turn and the state each must leave.
	fills []fillStep
	// clear is the state Clear must leave; nil when the widget has no
	// empty state (a radio group).
	clear any
	// missing is a value no option has (no_option, state unchanged); nil
	// when the widget takes any value (a text field, a box).
	missing any
	// disabled names a disabled twin and its state key; filling it must
	// fail not_editable and leave its state as it was.
	disabled    surefill.Target
	disabledKey string
	// disabledValue is what the disabled twin is asked to take (one it
	// does not hold); nil means the first fill's value.
	disabledValue any
}

type fillStep struct {
	value any
	want  any
}

type widgetPage struct {
	lib, version, page string
	cases              []widgetCase
}

var widgetSrv struct {
	once sync.Once
	url  string
	err  error
}

// serveWidgets serves testdata/widgets over loopback.
func serveWidgets(t *testing.T) string {
	t.Helper()
	widgetSrv.once.Do(func() {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			widgetSrv.err = err
			return
		}
		srv := &http.Server{Handler: http.FileServer(http.Dir("testdata/widgets"))}
		go srv.Serve(l)
		widgetSrv.url = "http://" + l.Addr().String()
	})
	if widgetSrv.err != nil {
		t.Fatal(widgetSrv.err)
	}
	return widgetSrv.url
}

func TestWidgetLibraries(t *testing.T) {
	b := launch(t, formsGrant)
	for _, p := range widgetPages {
		t.Run(p.page, func(t *testing.T) {
			// Libraries run side by side, each case in a tab of its own.
			t.Parallel()
			for _, c := range p.cases {
				t.Run(c.name, func(t *testing.T) { runWidgetCase(t, b, p, c) })
			}
		})
	}
}

// widgetTab opens a fresh tab on the page (its address unique to the test,
// so the second connection finds this tab) and waits for the page's ready
// mark.
func widgetTab(t *testing.T, b *surefill.Browser, page string) (*surefill.Tab, context.Context, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	t.Cleanup(cancel)
	tag := strings.NewReplacer("/", "-", " ", "-").Replace(t.Name())
	u := fmt.Sprintf("%s/%s.html?case=%s", serveWidgets(t), page, tag)
	tab, err := b.NewTab(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tab.Close(context.Background()) })
	if err := tab.WaitFor(ctx, surefill.CSS("body[data-ready]"), &surefill.WaitOptions{Timeout: 20 * time.Second}); err != nil {
		t.Fatalf("the page never became ready: %v", err)
	}
	return tab, ctx, "case=" + tag
}

// libState reads window.__state() through a second connection.
func libState(t *testing.T, urlPart string) map[string]json.RawMessage {
	t.Helper()
	v := peek(t, urlPart, "JSON.stringify(window.__state())")
	s, ok := v.(string)
	if !ok {
		t.Fatalf("window.__state() gave %v", v)
	}
	var out map[string]json.RawMessage
	if err := json.Unmarshal([]byte(s), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func sameJSON(raw json.RawMessage, want any) bool {
	w, _ := json.Marshal(want)
	var a, b any
	_ = json.Unmarshal(raw, &a)
	_ = json.Unmarshal(w, &b)
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// widgetWait bounds each call: a settled widget needs far less, and a
// failing case should fail fast.
const widgetWait = 5 * time.Second

// opCtx is a context for one call, bounded under the case's.
func opCtx(t *testing.T, ctx context.Context) context.Context {
	c, cancel := context.WithTimeout(ctx, 2*widgetWait)
	t.Cleanup(cancel)
	return c
}

func runWidgetCase(t *testing.T, b *surefill.Browser, p widgetPage, c widgetCase) {
	tab, ctx, part := widgetTab(t, b, p.page)
	state := func() map[string]json.RawMessage { return libState(t, part) }
	// honest checks that a failed call which changed the library's state
	// says so: a script must know when running again acts twice.
	honest := func(t *testing.T, what string, before map[string]json.RawMessage, err error) {
		t.Helper()
		var fe *surefill.FieldError
		if err == nil || !errors.As(err, &fe) || fe.Changed {
			return
		}
		after := state()
		for _, k := range []string{c.key, c.disabledKey} {
			if v, ok := after[k]; ok && !sameJSON(before[k], json.RawMessage(v)) {
				t.Errorf("CHANGED-DISHONEST %s: the error says the page was not changed, but %s went from %s to %s: %v", what, k, before[k], v, err)
			}
		}
	}
	target := c.target
	t.Run("listed", func(t *testing.T) {
		var within surefill.Target
		if c.within != "" {
			within = surefill.Role("region", c.within)
		}
		fields, err := tab.Fields(opCtx(t, ctx), within)
		if err != nil {
			t.Fatal(err)
		}
		var labels []string
		for _, f := range fields {
			labels = append(labels, f.Label)
			if f.Label == c.label && f.Target != nil {
				target = f.Target
				return
			}
		}
		t.Errorf("Fields lists no %q with a target; it lists %q", c.label, labels)
	})
	for i, st := range c.fills {
		name := "fill"
		if i > 0 {
			name = "fill again"
		}
		t.Run(name, func(t *testing.T) {
			before := state()
			_, err := tab.Fill(opCtx(t, ctx), target, st.value, &surefill.FillOptions{Timeout: widgetWait})
			if err != nil {
				honest(t, name, before, err)
				t.Fatalf("Fill(%s, %#v): %v", target, st.value, err)
			}
			if got := state()[c.key]; !sameJSON(got, st.want) {
				t.Errorf("Fill(%s, %#v) returned, but the library holds %s, want %v", target, st.value, got, jsonOf(st.want))
			}
		})
	}
	if c.clear != nil {
		t.Run("clear", func(t *testing.T) {
			before := state()
			_, err := tab.Clear(opCtx(t, ctx), target)
			if err != nil {
				honest(t, "clear", before, err)
				t.Fatalf("Clear(%s): %v", target, err)
			}
			if got := state()[c.key]; !sameJSON(got, c.clear) {
				t.Errorf("Clear(%s) returned, but the library holds %s, want %v", target, got, jsonOf(c.clear))
			}
		})
	}
	if c.missing != nil {
		t.Run("no option", func(t *testing.T) {
			before := state()
			_, err := tab.Fill(opCtx(t, ctx), target, c.missing, &surefill.FillOptions{Timeout: widgetWait})
			honest(t, "no option", before, err)
			if !errors.Is(err, surefill.NoOption) {
				t.Errorf("Fill(%s, %#v): want no_option, got %v", target, c.missing, err)
			}
			if got := state()[c.key]; !sameJSON(got, json.RawMessage(before[c.key])) {
				t.Errorf("the library's state moved from %s to %s", before[c.key], got)
			}
		})
	}
	if c.disabled != nil {
		t.Run("disabled", func(t *testing.T) {
			before := state()
			v := c.disabledValue
			if v == nil {
				v = c.fills[0].value
			}
			_, err := tab.Fill(opCtx(t, ctx), c.disabled, v, &surefill.FillOptions{Timeout: widgetWait})
			honest(t, "disabled", before, err)
			if !errors.Is(err, surefill.NotEditable) {
				t.Errorf("Fill(%s, %#v): want not_editable, got %v", c.disabled, v, err)
			}
			if got := state()[c.disabledKey]; !sameJSON(got, json.RawMessage(before[c.disabledKey])) {
				t.Errorf("the disabled widget's state moved from %s to %s", before[c.disabledKey], got)
			}
		})
	}
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
