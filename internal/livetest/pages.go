package livetest

// Pages for the live tests, each modelling a pattern real forms use; a
// test package adds its own to them.
var Pages = map[string]string{
	"/codes": `<!doctype html><title>codes</title>
<style>.cookie{position:fixed;left:0;right:0;bottom:0;height:120px;background:#222;color:#fff;z-index:10}</style>
<label for=email>Email</label><input id=email type=email>
<fieldset><legend>Home address</legend><label>City <input name=home_city></label></fieldset>
<fieldset><legend>Work address</legend><label>City <input name=work_city></label></fieldset>
<label>Member number <input disabled></label>
<label for=country>Country</label><select id=country><option>Norway</option><option>Sweden</option><option>Denmark</option></select>
<label for=coupon>Coupon</label><input id=coupon>
<script>document.getElementById('coupon').addEventListener('input', e => { e.target.value = ''; });</script>
<div style="display:none"><label>Secret question <input></label></div>
<div style="height:1500px"></div>
<button id=under style="position:fixed;bottom:30px;left:20px">Under the banner</button>
<div class="cookie" id=cookie-banner>We use cookies</div>`,

	"/submit": `<!doctype html><title>submit</title>
<form action="/submitted"><label>Query <input name=q></label><button>Send application</button></form>`,

	"/widgets": `<!doctype html><title>widgets</title>
<style>
 .yn button[aria-pressed=true]{background:#36c;color:#fff}
 .hidden{display:none}
 .sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
 .pick ul{border:1px solid #999;margin:0;padding:0;list-style:none}
</style>
<label for=name>Full name</label><input id=name>
<label for=phone>Phone</label><input id=phone type=tel>
<label for=tracked>Tracked</label><input id=tracked><span id=tracker-state></span>
<label for=colour>Favourite colour</label><select id=colour><option value="">Choose…</option><option>Red</option><option>Green</option><option>Blue</option></select>
<fieldset><legend>Languages</legend>
 <label><input type=checkbox class=sr-only name=lang value=go><span>Go</span></label>
 <label><input type=checkbox name=lang value=rust> Rust</label>
 <label><input type=checkbox name=lang value=zig> Zig</label></fieldset>
<div class="question"><div class="question-text">Do you have a driving licence?</div>
 <div class=yn><button type=button aria-pressed=false>Yes</button><button type=button aria-pressed=false>No</button></div></div>
<div role=radiogroup aria-label="Shirt size"><label><input type=radio name=size value=s> S</label><label><input type=radio name=size value=m> M</label><label><input type=radio name=size value=l> L</label></div>
<div class=question><label id=cob-l for=cob>City of birth</label>
 <input id=cob role=combobox aria-autocomplete=list aria-controls=cob-list aria-expanded=false autocomplete=off>
 <ul id=cob-list role=listbox class=hidden></ul></div>
<label><input type=checkbox id=news> Newsletter</label>
<label for=bday>Birthday</label><input id=bday type=date>
<div id=host><template shadowrootmode=open><label for=sf>Shadow field</label><input id=sf></template></div>
<div contenteditable=true role=textbox aria-label=Notes></div>
<label for=pw>Password</label><input id=pw type=password>
<label for=cv>Résumé</label><input id=cv type=file class=sr-only>
<script>
 const ph = document.getElementById('phone');
 ph.addEventListener('blur', () => { const d = ph.value.replace(/\D/g,''); if (d.length === 10) ph.value = '(' + d.slice(0,3) + ') ' + d.slice(3,6) + '-' + d.slice(6); });
 // A value tracker of the kind view libraries install: an own value
 // property records what script wrote; input events whose value equals
 // the tracked one are ignored, so synthetic writes are lost.
 const tr = document.getElementById('tracked');
 const desc = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
 let tracked = '';
 Object.defineProperty(tr, 'value', { get() { return desc.get.call(this); }, set(v) { tracked = v; desc.set.call(this, v); } });
 tr.addEventListener('input', () => { const v = desc.get.call(tr); if (v !== tracked) { tracked = v; document.getElementById('tracker-state').textContent = v; } });
 for (const g of document.querySelectorAll('.yn')) for (const b of g.querySelectorAll('button')) b.addEventListener('click', () => { for (const o of g.querySelectorAll('button')) o.setAttribute('aria-pressed', String(o === b)); });
 // An asynchronous combobox: options arrive a moment after typing and
 // are replaced on every keystroke (new nodes each time).
 const cob = document.getElementById('cob'), list = document.getElementById('cob-list');
 const cities = ['Lisbon', 'Lima', 'Linz', 'London'];
 cob.addEventListener('input', () => {
   const q = cob.value.toLowerCase();
   setTimeout(() => {
     list.innerHTML = '';
     for (const c of cities.filter(c => q && c.toLowerCase().startsWith(q.slice(0, 2)))) {
       const li = document.createElement('li'); li.setAttribute('role', 'option'); li.textContent = c;
       li.addEventListener('mousedown', e => e.preventDefault());
       li.addEventListener('click', () => { cob.value = c; list.classList.add('hidden'); });
       list.appendChild(li);
     }
     list.classList.toggle('hidden', list.children.length === 0);
   }, 120);
 });
</script>`,

	"/outer": `<!doctype html><title>outer</title><p>Outer page</p>
<iframe src="{{B}}/inner" title="Partner form" style="width:600px;height:300px"></iframe>`,
	"/inner": `<!doctype html><title>inner</title><label for=ie>Inner email</label><input id=ie type=email>`,

	"/secret": `<!doctype html><title>secret</title>
<label for=pw>Password</label><input id=pw type=password autocomplete=current-password>
<button type=button onclick="const p=document.getElementById('pw'); p.type = p.type === 'password' ? 'text' : 'password';">Show password</button>`,
	"/submitted": `<!doctype html><title>done</title><p>Received</p>`,
}
