package corpus

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/surefill/surefill"
)

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
	// clearParts is the CustomParts map Clear needs, for a widget whose way
	// of emptying no standard says (an icon with no role or name): Clear
	// without it must fail not_editable, its error naming the map ready to
	// paste, the library's state unchanged; with it (UseCustomParts), Clear
	// must leave the clear state.
	clearParts surefill.CustomParts
	// pending names the steps that do not work yet (step name to reason,
	// as map[string]string{stepClear: "why"}): a strict expected failure. A pending step still runs and must still
	// be honest (see honest); the test fails when it passes, so the list
	// stays true. testdata/widgets/RESULTS.md lists them.
	pending map[string]string
	// unsteady marks a case whose outcome varies from run to run (a race
	// between the SDK and the widget), with the reason: its steps run and
	// must be honest, but pass or fail, they are logged, not judged, until
	// the race is fixed. RESULTS.md lists them; keep the list short.
	unsteady string
}

type fillStep struct {
	value any
	want  any
}

type widgetPage struct {
	lib, version, page string
	cases              []widgetCase
}

// The steps of a case, by subtest name.
const (
	stepListed    = "listed"
	stepFill      = "fill"
	stepFillAgain = "fill again"
	stepClear     = "clear"
	stepNoOption  = "no option"
	stepDisabled  = "disabled"
)

// Per-call bounds. A settled widget needs far less than fillWait, which
// leaves room for a loaded two-core machine; the calls that fail are
// bounded tighter, since what they wait for does not come: no_option is
// judged once the list stood still (or no option appeared), not_editable
// once the settle ladder waited out its deadline for the control to
// become enabled, and a pending step fails however long it is given.
const (
	fillWait     = 10 * time.Second
	pendingWait  = 3 * time.Second
	noOptionWait = 5 * time.Second
	disabledWait = 3 * time.Second
)

// workers is how many cases run at once, each in a tab of its own: most
// of a case is the browser working or the settle ladder waiting, so a few
// tabs at a time keep both cores busy without starving one another.
const workers = 4

// Halves splits the pages between the two test binaries, by the time
// their cases take (about even): the React libraries, and the rest.
var Halves = map[string][]string{
	"react":  {"react-select", "mui", "radix", "headlessui", "react-hook-form"},
	"others": {"select2", "tom-select", "choices", "intl-tel-input", "flatpickr", "primevue", "shoelace"},
}

// Run runs the cases of a half's pages, workers at a time, as subtests
// named page/case.
func Run(t *testing.T, half string) {
	start(t)
	pages, ok := Halves[half]
	if !ok {
		t.Fatalf("no half %q", half)
	}
	type job struct {
		p widgetPage
		c widgetCase
	}
	jobs := make(chan job)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				t.Run(j.p.page+"/"+j.c.name, func(t *testing.T) { runCase(t, j.p, j.c) })
			}
		}()
	}
	for _, p := range widgetPages {
		if !slices.Contains(pages, p.page) {
			continue
		}
		for _, c := range p.cases {
			jobs <- job{p, c}
		}
	}
	close(jobs)
	wg.Wait()
}

// steps lists the steps a case has, in order.
func (c widgetCase) steps() []string {
	s := []string{stepListed}
	for i := range c.fills {
		if i == 0 {
			s = append(s, stepFill)
		} else {
			s = append(s, stepFillAgain)
		}
	}
	if c.clear != nil {
		s = append(s, stepClear)
	}
	if c.missing != nil {
		s = append(s, stepNoOption)
	}
	if c.disabled != nil {
		s = append(s, stepDisabled)
	}
	return s
}

// check collects what a step got wrong; honesty problems are reported
// apart, since they fail a pending step too.
type check struct{ problems []string }

func (c *check) errorf(format string, args ...any) {
	c.problems = append(c.problems, fmt.Sprintf(format, args...))
}

// judge reports a step's outcome: a step that is not pending must have no
// problems; a pending one must have some (else the list is out of date).
func judge(t *testing.T, pending, unsteady string, c *check) {
	t.Helper()
	switch {
	case unsteady != "":
		t.Logf("unsteady (%s): %d problem(s): %s", unsteady, len(c.problems), strings.Join(c.problems, "; "))
	case pending == "":
		for _, p := range c.problems {
			t.Error(p)
		}
	case len(c.problems) == 0:
		t.Errorf("pending (%s), but it passes: take it off the pending list (and RESULTS.md)", pending)
	default:
		t.Logf("pending (%s): %s", pending, strings.Join(c.problems, "; "))
	}
}

func runCase(t *testing.T, wp widgetPage, c widgetCase) {
	p := open(t, wp.page)
	// honest checks that a failed call which changed the library's state
	// says so: a script must know when running again acts twice.
	honest := func(t *testing.T, before map[string]json.RawMessage, err error) {
		t.Helper()
		var fe *surefill.FieldError
		if err == nil || !errors.As(err, &fe) || fe.Changed {
			return
		}
		after := p.state(t)
		for _, k := range []string{c.key, c.disabledKey} {
			if v, ok := after[k]; ok && !sameJSON(before[k], v) {
				t.Errorf("CHANGED-DISHONEST: the error says the page was not changed, but %s went from %s to %s: %v", k, before[k], v, err)
			}
		}
	}
	step := func(name string, run func(t *testing.T, ck *check)) {
		t.Run(name, func(t *testing.T) {
			ck := &check{}
			run(t, ck)
			judge(t, c.pending[name], c.unsteady, ck)
		})
	}
	// wait is a step's bound: fillWait, or pendingWait for a pending one.
	wait := func(name string) time.Duration {
		if c.pending[name] != "" {
			return pendingWait
		}
		return fillWait
	}
	call := func(t *testing.T, d time.Duration) context.Context {
		ctx, cancel := context.WithTimeout(p.ctx, d+5*time.Second)
		t.Cleanup(cancel)
		return ctx
	}

	target := c.target
	step(stepListed, func(t *testing.T, ck *check) {
		var within surefill.Target
		if c.within != "" {
			within = surefill.Role("region", c.within)
		}
		fields, err := p.tab.Fields(call(t, wait(stepListed)), within)
		if err != nil {
			ck.errorf("Fields: %v", err)
			return
		}
		var labels []string
		for _, f := range fields {
			labels = append(labels, f.Label)
			if f.Label == c.label && f.Target != nil {
				target = f.Target
				return
			}
		}
		ck.errorf("Fields lists no %q with a target; it lists %q", c.label, labels)
	})
	for i, st := range c.fills {
		name := stepFill
		if i > 0 {
			name = stepFillAgain
		}
		step(name, func(t *testing.T, ck *check) {
			before := p.state(t)
			d := wait(name)
			_, err := p.tab.Fill(call(t, d), target, st.value, &surefill.FillOptions{Timeout: d})
			if err != nil {
				honest(t, before, err)
				ck.errorf("Fill(%s, %#v): %s", target, st.value, withLog(err))
				return
			}
			if got := p.state(t)[c.key]; !sameJSON(got, st.want) {
				ck.errorf("Fill(%s, %#v) returned, but the library holds %s, want %s", target, st.value, got, jsonOf(st.want))
			}
		})
	}
	if c.clear != nil {
		step(stepClear, func(t *testing.T, ck *check) {
			before := p.state(t)
			if c.clearParts != (surefill.CustomParts{}) {
				// Without the map: not_editable, naming the map to pass.
				ctx, cancel := context.WithTimeout(p.ctx, wait(stepClear))
				defer cancel()
				_, err := p.tab.Clear(ctx, target)
				honest(t, before, err)
				want := fmt.Sprintf("surefill.CustomParts{Clear: %q}", c.clearParts.Clear)
				if !errors.Is(err, surefill.NotEditable) || !strings.Contains(err.Error(), want) {
					ck.errorf("Clear(%s) without a parts map: want not_editable naming %s, got %s", target, want, withLog(err))
					return
				}
				if got := p.state(t)[c.key]; !sameJSON(got, before[c.key]) {
					ck.errorf("Clear(%s) failed not_editable, but the library's state moved from %s to %s", target, before[c.key], got)
					return
				}
				p.tab.UseCustomParts(c.clearParts)
			}
			// Clear takes no options: its bound is the context's.
			ctx, cancel := context.WithTimeout(p.ctx, wait(stepClear))
			defer cancel()
			_, err := p.tab.Clear(ctx, target)
			if err != nil {
				honest(t, before, err)
				ck.errorf("Clear(%s): %s", target, withLog(err))
				return
			}
			if got := p.state(t)[c.key]; !sameJSON(got, c.clear) {
				ck.errorf("Clear(%s) returned, but the library holds %s, want %s", target, got, jsonOf(c.clear))
			}
		})
	}
	if c.missing != nil {
		step(stepNoOption, func(t *testing.T, ck *check) {
			before := p.state(t)
			_, err := p.tab.Fill(call(t, noOptionWait), target, c.missing, &surefill.FillOptions{Timeout: noOptionWait})
			honest(t, before, err)
			if !errors.Is(err, surefill.NoOption) {
				ck.errorf("Fill(%s, %#v): want no_option, got %s", target, c.missing, withLog(err))
			}
			// The library's state must not move, pending or not.
			if got := p.state(t)[c.key]; !sameJSON(got, before[c.key]) {
				t.Errorf("no_option: the library's state moved from %s to %s", before[c.key], got)
			}
		})
	}
	if c.disabled != nil {
		step(stepDisabled, func(t *testing.T, ck *check) {
			before := p.state(t)
			v := c.disabledValue
			if v == nil {
				v = c.fills[0].value
			}
			_, err := p.tab.Fill(call(t, disabledWait), c.disabled, v, &surefill.FillOptions{Timeout: disabledWait})
			honest(t, before, err)
			if !errors.Is(err, surefill.NotEditable) {
				ck.errorf("Fill(%s, %#v): want not_editable, got %s", c.disabled, v, withLog(err))
			}
			if got := p.state(t)[c.disabledKey]; !sameJSON(got, before[c.disabledKey]) {
				ck.errorf("the disabled widget's state moved from %s to %s", before[c.disabledKey], got)
			}
		})
	}
}

// sameJSON compares a state entry with a value; an entry the state does
// not have (JSON.stringify drops an undefined one) counts as null.
func sameJSON(raw json.RawMessage, want any) bool {
	if raw == nil {
		raw = json.RawMessage("null")
	}
	w, err := json.Marshal(want)
	if err != nil {
		return false
	}
	var a, b any
	if json.Unmarshal(raw, &a) != nil || json.Unmarshal(w, &b) != nil {
		return false
	}
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// withLog is an error with the call log it carries.
func withLog(err error) string {
	var fe *surefill.FieldError
	if !errors.As(err, &fe) || len(fe.Log) == 0 {
		return fmt.Sprint(err)
	}
	return fmt.Sprintf("%v\n\tcall log:\n\t\t%s", err, strings.Join(fe.Log, "\n\t\t"))
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
