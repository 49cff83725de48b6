package settle

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
)

// Pages that move: what a call needs arrives late, is covered by something
// on its way out, or is disabled for a moment. A call waits (within its
// deadline) and then judges once; each case is judged by what a second
// connection reads from the page.

const comboboxScript = `<script>
const stuck = location.search.includes('stuck'), hide = location.search.includes('hide');
const city = document.getElementById('city'), lb = document.getElementById('lb');
city.addEventListener('input', () => {
  lb.hidden = false; city.setAttribute('aria-expanded', 'true');
  lb.setAttribute('aria-busy', 'true'); lb.innerHTML = '<li role=option aria-disabled=true>Searching…</li>';
  if (stuck) return;
  clearTimeout(window.pending);
  window.pending = setTimeout(() => {
    lb.removeAttribute('aria-busy');
    lb.innerHTML = ['Paris', 'Lyon', 'Lille'].filter((c) => c.toLowerCase().startsWith(city.value.toLowerCase())).map((c) => '<li role=option>' + c + '</li>').join('');
  }, 1000);
});
lb.addEventListener('click', (e) => {
  const o = e.target.closest('[role=option]');
  if (!o || o.getAttribute('aria-disabled')) return;
  city.value = o.textContent; lb.hidden = true; city.setAttribute('aria-expanded', 'false');
  window.chosen = o.textContent;
  if (hide) { city.style.display = 'none'; document.getElementById('chip').textContent = o.textContent; }
});
</script>`

var movingPages = map[string]string{
	"/late-options": `<!doctype html><label>Country <select id=c></select></label>
<script>setTimeout(() => { for (const n of ['Canada', 'France', 'Japan']) c.add(new Option(n)); }, 1000)</script>`,
	"/busy-select": `<!doctype html><label>Plan <select id=p aria-busy=true><option>Loading…</option></select></label>`,
	"/enabled-later": `<!doctype html><label>Size <select id=s disabled></select></label>
<script>setTimeout(() => { for (const n of ['Small', 'Large']) s.add(new Option(n)); s.disabled = false; }, 800)</script>`,
	"/city": `<!doctype html><label for=city>City</label>
<input id=city role=combobox aria-autocomplete=list aria-expanded=false aria-controls=lb><span id=chip></span>
<ul id=lb role=listbox hidden></ul>` + comboboxScript,
	"/banner": `<!doctype html><style>#banner{position:fixed;inset:0;background:#fff;transition:opacity .3s}#banner.out{opacity:0}</style>
<div id=banner role=dialog aria-label="Cookie settings"><p>We use cookies.</p><button id=accept>Accept all</button></div>
<label>Email <input id=email></label>
<script>accept.onclick = () => { if (location.search.includes('stays')) return; banner.classList.add('out'); banner.addEventListener('transitionend', () => banner.remove()); };</script>`,
	"/menu": `<!doctype html><button onclick="menu.hidden = false">Edit contact</button>
<div id=menu hidden style="transition:opacity .4s"><label>Email <input id=menuEmail></label>
<button onclick="menu.style.opacity = 0; menu.addEventListener('transitionend', () => requestAnimationFrame(() => { menu.hidden = true; menu.style.opacity = 1; }), {once: true})">Done</button></div>
<label>Email <input id=email></label>`,
	// A list left in the page, its options not shown, by a close that is
	// still going on: the button says the list is open until, 400 ms in,
	// the close ends (the button says so, the list leaves the layout);
	// only a click on it shows the options.
	"/closing-list": `<!doctype html><label id=l>Trip city</label>
<button id=b aria-haspopup=listbox aria-labelledby=l aria-controls=lb aria-expanded=true>Rome</button>
<ul id=lb role=listbox style="visibility:hidden"><li role=option>Rome</li><li role=option>Paris</li></ul>
<script>
setTimeout(() => { b.setAttribute('aria-expanded', 'false'); lb.style.display = 'none'; }, 400);
b.onclick = () => { lb.style.display = ''; lb.style.visibility = 'visible'; b.setAttribute('aria-expanded', 'true'); };
lb.onclick = (e) => { const o = e.target.closest('[role=option]'); if (!o) return;
  b.textContent = o.textContent; window.chosen = o.textContent; lb.style.visibility = 'hidden'; b.setAttribute('aria-expanded', 'false'); };
</script>`,
	// The same with the list emptied as it closes: the click fills it.
	"/closing-empty": `<!doctype html><label id=l>Trip city</label>
<button id=b aria-haspopup=listbox aria-labelledby=l aria-controls=lb aria-expanded=true>Rome</button>
<ul id=lb role=listbox></ul>
<script>
setTimeout(() => { b.setAttribute('aria-expanded', 'false'); lb.style.display = 'none'; }, 400);
b.onclick = () => { lb.innerHTML = '<li role=option>Rome</li><li role=option>Paris</li>'; lb.style.display = ''; b.setAttribute('aria-expanded', 'true'); };
lb.onclick = (e) => { const o = e.target.closest('[role=option]'); if (!o) return;
  b.textContent = o.textContent; window.chosen = o.textContent; lb.style.display = 'none'; b.setAttribute('aria-expanded', 'false'); };
</script>`,
	"/fieldset": `<!doctype html><fieldset id=fs disabled><label>Name <input id=name></label></fieldset>
<script>if (!location.search.includes('forever')) setTimeout(() => { fs.disabled = false; }, 800)</script>`,
	"/render-late": `<!doctype html><title>late</title><div id=app></div>
<script>setTimeout(() => { app.innerHTML = '<label>Email <input></label>'; }, 30)</script>`,
	"/grows": `<!doctype html><label>Name <input id=name></label><label>Email <input id=first></label>
<label><input type=checkbox id=terms> I accept</label>`,
	"/bounce": `<!doctype html><title>bounce</title><label>Old <input></label>
<script>addEventListener('load', () => location.replace('/render-late?from=bounce'))</script>`,
}

func movingTab(t *testing.T, path string) (*surefill.Tab, context.Context, *livetest.Hostile) {
	t.Helper()
	h := livetest.NewHostile(t, movingPages)
	tab, ctx, _ := h.Open(t, path)
	return tab, ctx, h
}

func TestSettleLateOptions(t *testing.T) {
	tab, ctx, _ := movingTab(t, "/late-options")
	if _, err := tab.Fill(ctx, surefill.Label("Country"), "France", livetest.Short(5*time.Second)); err != nil {
		t.Fatalf("options that arrive after 1 s: %v", err)
	}
	if got := livetest.Peek(t, "/late-options", "c.value"); got != "France" {
		t.Errorf("the page's select holds %v", got)
	}
	// A list that settled without the value: no_option, listing it.
	_, err := tab.Fill(ctx, surefill.Label("Country"), "Peru", livetest.Short(2*time.Second))
	fe := livetest.Code(t, err, surefill.NoOption)
	if len(fe.Options) != 3 {
		t.Errorf("no_option lists %q", fe.Options)
	}
}

func TestSettleBusyAndDisabledSelects(t *testing.T) {
	tab, ctx, _ := movingTab(t, "/busy-select")
	start := time.Now()
	_, err := tab.Fill(ctx, surefill.Label("Plan"), "Gold", livetest.Short(1500*time.Millisecond))
	fe := livetest.Code(t, err, surefill.Timeout)
	if !strings.Contains(fe.Detail, "busy") {
		t.Errorf("the timeout does not say the list stayed busy: %v", err)
	}
	if took := time.Since(start); took < 1250*time.Millisecond {
		t.Errorf("judged a busy list after %v, before the deadline", took)
	}
	h := livetest.NewHostile(t, movingPages)
	tab2, ctx2, _ := h.Open(t, "/enabled-later")
	if _, err := tab2.Fill(ctx2, surefill.Label("Size"), "Large", livetest.Short(5*time.Second)); err != nil {
		t.Fatalf("a select disabled while it loads: %v", err)
	}
	if got := livetest.Peek(t, "/enabled-later", "s.value"); got != "Large" {
		t.Errorf("the page's select holds %v", got)
	}
}

func TestSettleLatePopup(t *testing.T) {
	tab, ctx, _ := movingTab(t, "/city")
	if _, err := tab.Fill(ctx, surefill.Label("City"), "Lyon", livetest.Short(5*time.Second)); err != nil {
		t.Fatalf("a popup that searches for 1 s: %v", err)
	}
	if got := livetest.Peek(t, "/city", "window.chosen"); got != "Lyon" {
		t.Errorf("the page chose %v", got)
	}
	h := livetest.NewHostile(t, movingPages)
	stuck, sctx, _ := h.Open(t, "/city?stuck")
	_, err := stuck.Fill(sctx, surefill.Label("City"), "Lyon", livetest.Short(2*time.Second))
	fe := livetest.Code(t, err, surefill.Timeout)
	if !fe.Changed {
		t.Errorf("the value was typed, but the error says the page was not changed: %v", err)
	}
}

// TestSettleClosingList: a widget that still says its list is open while
// the list is closing (options in the page, none shown) is opened once it
// says so, rather than its options waited for to the deadline.
func TestSettleClosingList(t *testing.T) {
	for _, page := range []string{"/closing-list", "/closing-empty"} {
		t.Run(page[1:], func(t *testing.T) {
			tab, ctx, _ := movingTab(t, page)
			start := time.Now()
			// Before the widget was opened again, this waited for the
			// options to the deadline and failed no_option.
			got, err := tab.Fill(ctx, surefill.Label("Trip city"), "Paris", livetest.Short(6*time.Second))
			if err != nil {
				t.Fatalf("a list closing when the call began: %v", err)
			}
			if chosen := livetest.Peek(t, page, "window.chosen"); chosen != "Paris" || got.Value != "Paris" {
				t.Errorf("the page chose %v, the call read back %q", chosen, got.Value)
			}
			t.Logf("filled in %v", time.Since(start))
		})
	}
}

func TestSettleHiddenAfterChoice(t *testing.T) {
	tab, ctx, _ := movingTab(t, "/city?hide")
	got, err := tab.Fill(ctx, surefill.Label("City"), "Lille", livetest.Short(5*time.Second))
	if err != nil {
		var fe *surefill.FieldError
		if errors.As(err, &fe) && !fe.Changed {
			t.Errorf("the choice was made, but the error says the page was not changed: %v", err)
		}
		t.Fatalf("an input the widget hides after a choice: %v", err)
	}
	if got.Value != "Lille" || livetest.Peek(t, "/city", "window.chosen") != "Lille" {
		t.Errorf("read back %v, the page chose %v", got.Value, livetest.Peek(t, "/city", "window.chosen"))
	}
}

func TestSettleFadingCover(t *testing.T) {
	tab, ctx, _ := movingTab(t, "/banner")
	if err := tab.Click(ctx, surefill.Role("button", "Accept all")); err != nil {
		t.Fatal(err)
	}
	if _, err := tab.Fill(ctx, surefill.Label("Email"), "ada@example.org", livetest.Short(5*time.Second)); err != nil {
		t.Fatalf("a banner fading out: %v", err)
	}
	if got := livetest.Peek(t, "/banner", "email.value"); got != "ada@example.org" {
		t.Errorf("the page's field holds %v", got)
	}
	h := livetest.NewHostile(t, movingPages)
	stays, sctx, _ := h.Open(t, "/banner?stays")
	_, err := stays.Fill(sctx, surefill.Label("Email"), "ada@example.org", livetest.Short(1500*time.Millisecond))
	fe := livetest.Code(t, err, surefill.Covered)
	if !strings.Contains(fe.Detail, `dialog "Cookie settings"`) {
		t.Errorf("the error does not name the cover by role and name: %v", err)
	}
	if fe.Changed {
		t.Errorf("nothing was typed, but the error says the page changed: %v", err)
	}
}

func TestSettleFadingDuplicate(t *testing.T) {
	tab, ctx, _ := movingTab(t, "/menu")
	for _, b := range []string{"Edit contact", "Done"} {
		if err := tab.Click(ctx, surefill.Role("button", b)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := tab.Fill(ctx, surefill.Label("Email"), "ada@example.org", livetest.Short(5*time.Second)); err != nil {
		t.Fatalf("a menu fading out with a second Email: %v", err)
	}
	if got := livetest.Peek(t, "/menu", "[email.value, menuEmail.value].join('|')"); got != "ada@example.org|" {
		t.Errorf("the page's fields hold %v", got)
	}
	// Two that stay are ambiguous at once.
	if err := tab.Click(ctx, surefill.Role("button", "Edit contact")); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err := tab.Fill(ctx, surefill.Label("Email"), "x@example.org", livetest.Short(5*time.Second))
	livetest.Code(t, err, surefill.Ambiguous)
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("a settled ambiguity took %v to judge", took)
	}
}

func TestSettleDisabledForAMoment(t *testing.T) {
	tab, ctx, _ := movingTab(t, "/fieldset")
	if _, err := tab.Fill(ctx, surefill.Label("Name"), "Ada", livetest.Short(5*time.Second)); err != nil {
		t.Fatalf("a fieldset a script enables: %v", err)
	}
	if got := livetest.Peek(t, "/fieldset", "document.getElementById('name').value"); got != "Ada" {
		t.Errorf("the page's field holds %v", got)
	}
	h := livetest.NewHostile(t, movingPages)
	forever, fctx, _ := h.Open(t, "/fieldset?forever")
	_, err := forever.Fill(fctx, surefill.Label("Name"), "Ada", livetest.Short(1500*time.Millisecond))
	fe := livetest.Code(t, err, surefill.NotEditable)
	if strings.Contains(err.Error(), "cdp:") || strings.Contains(err.Error(), "-32000") || fe.Changed {
		t.Errorf("a disabled field: %v (changed %v)", err, fe.Changed)
	}
}

func TestSettleNewDocuments(t *testing.T) {
	h := livetest.NewHostile(t, movingPages)
	tab, ctx, b := h.Open(t, "/render-late")
	for i := 0; i < 50; i++ {
		if err := tab.Goto(ctx, fmt.Sprintf("%s/render-late?i=%d", h.A, i)); err != nil {
			t.Fatal(err)
		}
		if err := tab.WaitFor(ctx, surefill.Label("Email"), &surefill.WaitOptions{Timeout: 5 * time.Second}); err != nil {
			t.Fatalf("run %d: WaitFor right after Goto: %v", i, err)
		}
	}
	for i := 0; i < 10; i++ {
		nt, err := b.NewTab(ctx, fmt.Sprintf("%s/render-late?tab=%d", h.A, i))
		if err != nil {
			t.Fatal(err)
		}
		if err := nt.WaitFor(ctx, surefill.Label("Email"), &surefill.WaitOptions{Timeout: 5 * time.Second}); err != nil {
			t.Fatalf("tab %d: WaitFor right after NewTab: %v", i, err)
		}
		nt.Close(ctx)
	}
	// A document that replaces itself at load: the call waits for the new
	// one and never reads the old.
	for i := 0; i < 10; i++ {
		if err := tab.Goto(ctx, fmt.Sprintf("%s/bounce?i=%d", h.A, i)); err != nil {
			t.Fatal(err)
		}
		if _, err := tab.Fill(ctx, surefill.Label("Email"), "ada@example.org", livetest.Short(5*time.Second)); err != nil {
			t.Fatalf("run %d: Fill on a document replaced at load: %v", i, err)
		}
	}
}

var afterInputPages = map[string]string{
	"/vanish": `<!doctype html><div id=app><label>Nickname <input id=nick></label></div>
<script>nick.addEventListener('input', () => { report('input'); app.innerHTML = '<p>Thanks</p>'; }, {once: true});` + reportJS + `</script>`,
	"/away": `<!doctype html><label>Nickname <input id=nick></label>
<script>nick.addEventListener('input', () => { report('input'); location.href = '/landed'; }, {once: true});` + reportJS + `</script>`,
	"/box": `<!doctype html><div id=app><label><input type=checkbox id=ok> I agree</label></div>
<script>ok.addEventListener('click', () => { report('click'); setTimeout(() => { app.innerHTML = '<p>Recorded</p>'; }); });` + reportJS + `</script>`,
	"/wizard": `<!doctype html><label>Name <input id=name></label><a href="/step2">Next</a>
<button onclick="extra.hidden = false">Add an address</button><div id=extra hidden><label>Street <input></label></div>`,
	"/step2": `<!doctype html><label>Phone <input></label>`,
}

const reportJS = `
function report(what) { const x = new XMLHttpRequest(); x.open('GET', '/evt?' + what, false); x.send(); }`

// Once input reached the page, Changed is true, whatever step fails
// after it: the field removed by its own input handler, a navigation the
// typing set off, a box that vanishes after its click. Evidence: the
// page's server heard the input.
func TestChangedAfterInput(t *testing.T) {
	h := livetest.NewHostile(t, afterInputPages)
	for _, tc := range []struct {
		path string
		do   func(ctx context.Context, tab *surefill.Tab) error
	}{
		{"/vanish", func(ctx context.Context, tab *surefill.Tab) error {
			_, err := tab.Fill(ctx, surefill.Label("Nickname"), "ada", livetest.Short(2*time.Second))
			return err
		}},
		{"/away", func(ctx context.Context, tab *surefill.Tab) error {
			_, err := tab.Fill(ctx, surefill.Label("Nickname"), "ada", livetest.Short(2*time.Second))
			return err
		}},
		{"/box", func(ctx context.Context, tab *surefill.Tab) error {
			_, err := tab.Fill(ctx, surefill.Label("I agree"), true, livetest.Short(2*time.Second))
			return err
		}},
	} {
		tab, ctx, _ := h.Open(t, tc.path)
		err := tc.do(ctx, tab)
		if len(h.Received("/evt")) == 0 {
			t.Fatalf("%s: the page heard no input (%v)", tc.path, err)
		}
		h.Forget()
		if err == nil {
			continue // the act succeeded after all: nothing to say about Changed
		}
		var fe *surefill.FieldError
		if !errors.As(err, &fe) {
			t.Errorf("%s: untyped %v", tc.path, err)
			continue
		}
		if !fe.Changed {
			t.Errorf("%s: input reached the page, but the error says it was not changed: %v", tc.path, err)
		}
	}
}

// Check mode walks through: a write it skips (a link to the next step, a
// button that reveals fields) makes what depends on it return at once,
// and the run lists what it could not check.
func TestCheckModeWalksThrough(t *testing.T) {
	h := livetest.NewHostile(t, afterInputPages)
	b := livetest.Connect(t, surefill.Options{CheckMode: true, Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"127.0.0.1"}}})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	tab, err := b.NewTab(ctx, h.A+"/wizard")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := tab.Fill(ctx, surefill.Label("Name"), "Ada", nil); err != nil {
		t.Fatal(err)
	}
	if err := tab.Click(ctx, surefill.Role("button", "Add an address")); err != nil {
		t.Fatal(err)
	}
	if _, err := tab.Fill(ctx, surefill.Label("Street"), "1 Main St", nil); err != nil {
		t.Fatalf("a field the skipped click would reveal: %v", err)
	}
	if err := tab.Click(ctx, surefill.Role("link", "Next")); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitForNavigation(ctx); err != nil {
		t.Fatalf("the navigation a skipped click would cause: %v", err)
	}
	if err := tab.WaitFor(ctx, surefill.Label("Phone"), nil); err != nil {
		t.Fatal(err)
	}
	if _, err := tab.Fill(ctx, surefill.Label("Phone"), "555", nil); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("the check run waited %v for what skipped writes would bring", took)
	}
	got := strings.Join(b.Unchecked(), "\n")
	for _, want := range []string{`Fill surefill.Label("Street")`, "WaitForNavigation", `WaitFor surefill.Label("Phone")`, `Fill surefill.Label("Phone")`} {
		if !strings.Contains(got, want) {
			t.Errorf("the unchecked list lacks %s:\n%s", want, got)
		}
	}
	if strings.Contains(got, `Label("Name")`) {
		t.Errorf("a checked target is listed as unchecked:\n%s", got)
	}
	if len(h.Received("/step2")) != 0 || livetest.Peek(t, "/wizard", "document.getElementById('name').value") != "" {
		t.Error("check mode wrote or navigated")
	}
}

// TestSettleModelCheckedAtTheAct: a write resolves over the cached model
// without asking the page first, and its first call checks the model
// still stands. Changes made between two calls (by a second connection,
// so they land after the first call cached its model) are seen: a second
// Email makes the next Fill ambiguous and types nothing; a checkbox
// re-rendered is clicked where it is now.
func TestSettleModelCheckedAtTheAct(t *testing.T) {
	tab, ctx, _ := movingTab(t, "/grows")
	if _, err := tab.Fill(ctx, surefill.Label("Name"), "Ada", nil); err != nil {
		t.Fatal(err)
	}
	livetest.Peek(t, "/grows", `document.body.insertAdjacentHTML('beforeend', '<label>Email <input id=second></label>')`)
	_, err := tab.Fill(ctx, surefill.Label("Email"), "ada@example.org", livetest.Short(2*time.Second))
	fe := livetest.Code(t, err, surefill.Ambiguous)
	if fe.Changed {
		t.Errorf("the ambiguous Fill says it changed the page: %v", err)
	}
	if got := livetest.Peek(t, "/grows", "first.value + '|' + second.value"); got != "|" {
		t.Errorf("the Email fields hold %q", got)
	}
	livetest.Peek(t, "/grows", `(() => { const old = terms.closest('label'); const n = document.createElement('label'); n.innerHTML = '<input type=checkbox id=terms2> I accept'; old.replaceWith(n); })()`)
	if _, err := tab.Fill(ctx, surefill.Label("I accept"), true, livetest.Short(2*time.Second)); err != nil {
		t.Fatalf("a checkbox re-rendered between two calls: %v", err)
	}
	if got := livetest.Peek(t, "/grows", "terms2.checked"); got != true {
		t.Errorf("the re-rendered checkbox is checked: %v", got)
	}
}
