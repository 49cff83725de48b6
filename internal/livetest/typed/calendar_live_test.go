package typed

import (
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
)

func init() {
	livetest.Pages["/calendar"] = `<!doctype html><title>calendar</title>
<label for=arrive>Arrival</label><input type=hidden id=arrive name=arrive><input id=arrive-shown readonly placeholder="Pick a date">
<div id=cal role=dialog aria-label="Choose a date" hidden><button type=button id=prev aria-label="Previous month">&lsaquo;</button><span id=title></span><button type=button id=next aria-label="Next month">&rsaquo;</button><div role=grid id=grid></div></div>
<script>
let y = 2025, m = 2;
window.picked = [];
const hidden = document.getElementById('arrive'), shown = document.getElementById('arrive-shown'), cal = document.getElementById('cal'), grid = document.getElementById('grid');
const long = new Intl.DateTimeFormat('en-US', {weekday: 'long', year: 'numeric', month: 'long', day: 'numeric'});
const pad = (n) => String(n).padStart(2, '0');
function draw() {
  grid.textContent = '';
  document.getElementById('title').textContent = new Intl.DateTimeFormat('en-US', {year: 'numeric', month: 'long'}).format(new Date(y, m, 1));
  for (let d = 1; d <= new Date(y, m + 1, 0).getDate(); d++) {
    const b = document.createElement('button');
    b.type = 'button'; b.textContent = d; b.setAttribute('aria-label', long.format(new Date(y, m, d)));
    b.onclick = () => { const iso = y + '-' + pad(m + 1) + '-' + pad(d); hidden.value = iso; shown.value = long.format(new Date(y, m, d)); window.picked.push(iso); cal.hidden = true; };
    grid.append(b);
  }
}
shown.addEventListener('click', () => { cal.hidden = false; draw(); });
document.getElementById('prev').onclick = () => { if (--m < 0) { m = 11; y--; } draw(); };
document.getElementById('next').onclick = () => { if (++m > 11) { m = 0; y++; } draw(); };
</script>`
}

// TestLiveCalendarByItsButtons: a read-only display of a hidden date input
// takes its date from the calendar it opens, moved month by month by its
// buttons named previous and next (it has no month select or year box),
// the day clicked by its whole-date name; judged by the page's own record
// of the days it was given, read over a second connection. A value that is
// no date is refused before any input.
func TestLiveCalendarByItsButtons(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	tab, ctx := livetest.OpenPage(t, b, "/calendar")
	for _, v := range []string{"2025-01-15", "2025-04-02"} {
		if _, err := tab.Fill(ctx, surefill.Label("Arrival"), v, livetest.Short(5*time.Second)); err != nil {
			t.Fatalf("Fill(%s): %v", v, err)
		}
	}
	if got := livetest.Peek(t, "/calendar", "window.picked.join(' ')"); got != "2025-01-15 2025-04-02" {
		t.Errorf("the page was given %v, want 2025-01-15 2025-04-02", got)
	}
	_, err := tab.Fill(ctx, surefill.Label("Arrival"), "15 January", livetest.Short(2*time.Second))
	if fe := livetest.Code(t, err, surefill.NoOption); fe != nil && fe.Changed {
		t.Errorf("a value that is no date changed the page: %v", err)
	}
	if got := livetest.Peek(t, "/calendar", "window.picked.length + ' ' + document.getElementById('cal').hidden"); got != "2 true" {
		t.Errorf("after the refused value the page holds %v, want 2 days and its calendar closed", got)
	}
}
