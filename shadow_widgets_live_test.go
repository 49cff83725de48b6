package surefill_test

import (
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
)

// Web components whose label, control and list live in open shadow roots,
// written by hand the way component libraries draw them: a box whose
// check mark (another component, with a shadow root of its own) is drawn
// over its transparent input once checked; a select-only combobox whose
// listbox in its shadow tree holds the options its host's slot takes, that
// moves the focus to an option when it opens and shows a clear button once
// it holds a value; a radio group whose shadow tree draws and names the
// radiogroup around the radios slotted into it. Each step is judged by the
// components' own state, read through a second connection.
const shadowWidgetsPage = `<!doctype html><title>components</title>
<style>x-check, x-select, x-radio-group { display: block; margin: 12px 0 }</style>
<form onsubmit="return false">
<x-check>I agree</x-check>
<x-select><span slot=label>Country</span><x-option value=ca>Canada</x-option><x-option value=jp>Japan</x-option><x-option value=fr>France</x-option></x-select>
<x-radio-group label="Size"><x-radio value=s>Small</x-radio><x-radio value=m>Medium</x-radio><x-radio value=xl disabled>Huge</x-radio></x-radio-group>
</form>
<script>
window.state = { agree: false, country: '', size: '' };
customElements.define('x-icon', class extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    this.attachShadow({ mode: 'open' }).innerHTML = '<svg width=18 height=18 style="display:block"><path d="M2 9l5 5 9-11" stroke="black" fill="none" stroke-width="3"/></svg>';
  }
});
customElements.define('x-check', class extends HTMLElement {
  connectedCallback() {
    const r = this.attachShadow({ mode: 'open' });
    r.innerHTML = '<label style="position:relative;display:inline-flex;gap:6px"><input type=checkbox style="position:absolute;left:0;top:0;width:18px;height:18px;margin:0;opacity:0;pointer-events:none">' +
      '<span class=control style="display:inline-block;width:18px;height:18px;border:1px solid #555"></span><slot></slot></label>';
    const box = r.querySelector('input'), control = r.querySelector('.control');
    box.addEventListener('change', () => {
      control.innerHTML = box.checked ? '<x-icon></x-icon>' : '';
      window.state.agree = box.checked;
    });
  }
});
customElements.define('x-option', class extends HTMLElement {
  connectedCallback() { this.setAttribute('role', 'option'); this.setAttribute('aria-selected', 'false'); this.tabIndex = -1; }
});
customElements.define('x-select', class extends HTMLElement {
  connectedCallback() {
    const r = this.attachShadow({ mode: 'open' });
    r.innerHTML = '<label id=label><slot name=label></slot></label><div class=box style="display:flex;width:240px;border:1px solid #555">' +
      '<input role=combobox readonly aria-controls=listbox aria-labelledby=label aria-expanded=false placeholder="Choose one" style="flex:1">' +
      '<button type=button aria-label="Clear entry" tabindex=-1 hidden>×</button></div>' +
      '<div id=listbox role=listbox aria-labelledby=label hidden style="border:1px solid #555;width:240px"><slot></slot></div>';
    const input = r.querySelector('input'), lb = r.querySelector('#listbox'), clear = r.querySelector('button');
    const options = () => [...this.querySelectorAll('x-option')];
    const show = (open) => {
      lb.hidden = !open;
      input.setAttribute('aria-expanded', String(open));
      if (open) {
        const cur = options().find((o) => o.getAttribute('aria-selected') === 'true') || options()[0];
        cur.focus(); // the list takes the focus, as many select-only comboboxes do
      }
    };
    input.addEventListener('mousedown', (e) => { e.preventDefault(); show(lb.hidden); });
    document.addEventListener('keydown', (e) => { if (e.key === 'Escape' && !lb.hidden) { show(false); input.focus(); } });
    const choose = (o) => {
      for (const x of options()) x.setAttribute('aria-selected', String(x === o));
      input.value = o ? o.textContent : '';
      clear.hidden = !o;
      window.state.country = o ? o.getAttribute('value') : '';
    };
    this.addEventListener('click', (e) => {
      const o = e.target.closest && e.target.closest('x-option');
      if (o) { choose(o); show(false); input.focus(); }
    });
    clear.addEventListener('click', () => choose(null));
  }
});
customElements.define('x-radio', class extends HTMLElement {
  connectedCallback() {
    this.setAttribute('role', 'radio');
    this.setAttribute('aria-checked', 'false');
    this.tabIndex = 0;
    if (this.hasAttribute('disabled')) this.setAttribute('aria-disabled', 'true');
  }
});
customElements.define('x-radio-group', class extends HTMLElement {
  connectedCallback() {
    const r = this.attachShadow({ mode: 'open' });
    r.innerHTML = '<fieldset role=radiogroup aria-labelledby=label style="border:0"><label id=label><slot name=label></slot></label><div><slot></slot></div></fieldset>';
    r.querySelector('slot[name=label]').textContent = this.getAttribute('label');
    this.addEventListener('click', (e) => {
      const o = e.target.closest && e.target.closest('x-radio');
      if (!o || o.hasAttribute('disabled')) return;
      for (const x of this.querySelectorAll('x-radio')) x.setAttribute('aria-checked', String(x === o));
      window.state.size = o.getAttribute('value');
    });
  }
});
</script>`

func TestLiveShadowWidgets(t *testing.T) {
	h := livetest.NewHostile(t, map[string]string{"/components": shadowWidgetsPage})
	tab, ctx, _ := h.Open(t, "/components")
	state := func(key string) any { return livetest.Peek(t, "/components", "window.state."+key) }
	short := livetest.Short(10 * time.Second)

	// The box checked, then unchecked: once checked, its check mark (in a
	// shadow root of its own, inside the box's label) is what the pointer
	// meets at the input's centre, and it is the box's own decoration.
	for _, on := range []bool{true, false} {
		if _, err := tab.Fill(ctx, surefill.Label("I agree"), on, short); err != nil {
			t.Fatalf("Fill(I agree, %v): %v", on, err)
		}
		if got := state("agree"); got != on {
			t.Errorf("after Fill(I agree, %v) the box holds %v", on, got)
		}
	}

	// The select: its options are found through the slot of its listbox,
	// chosen by clicks although the open list took the focus.
	country := surefill.Label("Country")
	for _, c := range []struct{ v, want string }{{"Japan", "jp"}, {"France", "fr"}} {
		if _, err := tab.Fill(ctx, country, c.v, short); err != nil {
			t.Fatalf("Fill(Country, %q): %v", c.v, err)
		}
		if got := state("country"); got != c.want {
			t.Errorf("after Fill(Country, %q) the select holds %v", c.v, got)
		}
	}
	_, err := tab.Fill(ctx, country, "Atlantis", livetest.Short(5*time.Second))
	livetest.WantCode(t, "Fill(Country, Atlantis)", err, surefill.NoOption)
	if got := state("country"); got != "fr" {
		t.Errorf("after no_option the select holds %v, want fr", got)
	}
	if _, err := tab.Clear(ctx, country); err != nil {
		t.Fatalf("Clear(Country): %v", err)
	}
	if got := state("country"); got != "" {
		t.Errorf("after Clear the select holds %v", got)
	}

	// The radio group, named by its shadow tree's label; a disabled radio
	// named by a target fails not_editable, the group unchanged.
	if _, err := tab.Fill(ctx, surefill.Label("Size"), "Medium", short); err != nil {
		t.Fatalf("Fill(Size, Medium): %v", err)
	}
	if got := state("size"); got != "m" {
		t.Errorf("after Fill(Size, Medium) the group holds %v", got)
	}
	_, err = tab.Fill(ctx, surefill.Role("radio", "Huge"), "Small", livetest.Short(3*time.Second))
	livetest.WantCode(t, "Fill(Role(radio, Huge), Small)", err, surefill.NotEditable)
	if got := state("size"); got != "m" {
		t.Errorf("after the disabled radio's fill the group holds %v, want m", got)
	}
}
