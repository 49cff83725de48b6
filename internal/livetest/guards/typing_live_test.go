package guards

import (
	"fmt"
	"strings"
	"testing"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
)

// Case 9: the blur that commits a text field goes out with the insertion,
// in one round trip, and the two reach the page by different ways. The
// blur must still come after the whole insertion, whatever the page does
// with the insertion's events: slow handlers, a cancelled beforeinput, a
// mask that writes the value itself, the focus moved while the text
// lands. Judged by what the page's server received from its own change
// handlers and by the event order a second connection reads.
func TestAttackTypingThenBlur(t *testing.T) {
	// Every field reports its change to the server with the value the
	// page saw, and logs its events; input handlers are slow (a busy 8 ms),
	// so a blur that did not wait would run in the middle of them.
	var slow strings.Builder
	slow.WriteString(`<!doctype html><title>slow</title><script>
window.__log = [];
const note = (e) => { if (e.target.id) __log.push(e.target.id + ':' + e.type); };
for (const t of ['beforeinput', 'input', 'change', 'blur']) addEventListener(t, note, true);
addEventListener('input', () => { const end = performance.now() + 8; while (performance.now() < end) {} });
addEventListener('change', (e) => fetch('/changed?f=' + e.target.id + '&v=' + encodeURIComponent(e.target.value)));
</script>`)
	const n = 12
	for i := 0; i < n; i++ {
		fmt.Fprintf(&slow, "<p><label>Field %d <input id=f%d></label></p>", i, i)
	}
	h := livetest.NewHostile(t, map[string]string{
		"/slow": slow.String(),
		// The page cancels every insertion: nothing lands.
		"/cancel": `<!doctype html><label>Code <input id=c onchange="window.__changed = true"></label>
<script>document.getElementById('c').addEventListener('beforeinput', (e) => e.preventDefault());</script>`,
		// A mask: the page cancels the insertion and writes the value
		// itself, upper-cased, with an input event of its own (a value
		// set from script fires no change; the blur reports it).
		"/mask": `<!doctype html><label>Plate <input id=m onblur="fetch('/blurred-mask?v=' + this.value)"></label>
<script>document.getElementById('m').addEventListener('beforeinput', (e) => {
  e.preventDefault(); e.target.value = e.data.toUpperCase(); e.target.dispatchEvent(new Event('input', { bubbles: true }));
});</script>`,
		// The page moves the focus to a button as soon as the field has
		// it: the text lands in nothing, and no insertion event comes.
		"/to-button": `<!doctype html><label>Name <input id=n></label><button id=b>Go</button>
<script>document.getElementById('n').addEventListener('focus', () => setTimeout(() => document.getElementById('b').focus(), 0));</script>`,
		// The page moves the focus to another field as the text arrives.
		"/move": `<!doctype html><label>Name <input id=n></label><label>Other <input id=o></label>
<script>document.getElementById('n').addEventListener('beforeinput', () => document.getElementById('o').focus());</script>`,
	})
	t.Run("slow input handlers", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/slow")
		for i := 0; i < n; i++ {
			want := fmt.Sprintf("value %d of the slow page", i)
			r, err := tab.Fill(ctx, surefill.Label(fmt.Sprintf("Field %d", i)), want, nil)
			if err != nil {
				t.Fatalf("field %d: %v", i, err)
			}
			if r.Value != surefill.Value(want) {
				t.Errorf("field %d: read back %q", i, r.Value)
			}
			if got := h.Await(t, fmt.Sprintf("/changed?f=f%d&", i)); len(got) != 1 || !strings.Contains(got[0], "v="+strings.ReplaceAll(want, " ", "%20")) {
				t.Errorf("field %d: the page's change handler sent %q", i, got)
			}
		}
		log, _ := livetest.Peek(t, "/slow", "__log.join(' ')").(string)
		for i := 0; i < n; i++ {
			var seq []string
			for _, e := range strings.Fields(log) {
				if id, typ, _ := strings.Cut(e, ":"); id == fmt.Sprintf("f%d", i) {
					seq = append(seq, typ)
				}
			}
			if got := strings.Join(seq, " "); got != "beforeinput input change blur" {
				t.Errorf("field %d: the page saw %q, want the insertion's events, then the commit's", i, got)
			}
		}
	})
	t.Run("insertion cancelled", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/cancel")
		_, err := tab.Fill(ctx, surefill.Label("Code"), "X-1", livetest.Short(livetest.Quick))
		fe := livetest.Code(t, err, surefill.NotCommitted)
		if !fe.Changed {
			t.Errorf("the insertion reached the page, yet Changed is false: %v", err)
		}
		if v := livetest.Peek(t, "/cancel", "document.getElementById('c').value"); v != "" {
			t.Errorf("the field holds %q", v)
		}
		if v := livetest.Peek(t, "/cancel", "!!window.__changed"); v != false {
			t.Errorf("the page saw a change for a cancelled insertion")
		}
	})
	t.Run("a mask writes the value", func(t *testing.T) {
		tab, ctx, _ := h.Open(t, "/mask")
		r, err := tab.Fill(ctx, surefill.Label("Plate"), "ab-12", nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Value != surefill.Value("AB-12") {
			t.Errorf("read back %q, want the mask's AB-12", r.Value)
		}
		if got := h.Await(t, "/blurred-mask"); len(got) != 1 || !strings.Contains(got[0], "/blurred-mask?v=AB-12 ") {
			t.Errorf("the page's blur handler sent %q", got)
		}
	})
	t.Run("focus on a button in a timer", func(t *testing.T) {
		// The page's timer and the text race: whichever lands first, the
		// call says what happened, and never waits for a timeout.
		tab, ctx, _ := h.Open(t, "/to-button")
		_, err := tab.Fill(ctx, surefill.Label("Name"), "Mallory-button", livetest.Short(livetest.Quick))
		v := livetest.Peek(t, "/to-button", "document.getElementById('n').value")
		if err == nil {
			if v != "Mallory-button" {
				t.Errorf("Fill committed, yet the field holds %q", v)
			}
			return
		}
		fe := livetest.Code(t, err, surefill.Covered)
		if !fe.Changed || !strings.Contains(err.Error(), "id=b") {
			t.Errorf("want Changed and the button named: %v", err)
		}
	})
	t.Run("focus moved as the text arrives", func(t *testing.T) {
		// The browser inserts where the focus is once beforeinput ran:
		// the text lands in the other field, and the error says so.
		tab, ctx, _ := h.Open(t, "/move")
		_, err := tab.Fill(ctx, surefill.Label("Name"), "Mallory-move", nil)
		fe := livetest.Code(t, err, surefill.Covered)
		if !fe.Changed || !strings.Contains(err.Error(), "id=o") {
			t.Errorf("want Changed and the field that took the focus named: %v", err)
		}
		if v := livetest.Peek(t, "/move", "document.getElementById('o').value"); v != "Mallory-move" {
			t.Errorf("the other field holds %q: the browser changed where a moved focus takes the text", v)
		}
	})
}
