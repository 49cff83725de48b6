// surefill's page runtime. It runs in an isolated world on every new
// document (Page.addScriptToEvaluateOnNewDocument with a world name), so
// the page cannot see or change it, and it sees the page's DOM but none of
// its globals. It reports raw facts; it never finds or names elements —
// resolution happens in Go over one document model.
(() => {
  if (globalThis.__surefill) return;
  const sf = {
    // gen counts structural changes the Go side's cached snapshot cannot
    // know about: nodes added or removed, text, and attributes that can
    // change what a target resolves to (class, style, hidden, aria names).
    gen: 0,
    // vgen counts state changes: values (input and change events) and the
    // attributes that only carry state. A model stale only in state still
    // resolves targets correctly; listings take a fresh one.
    vgen: 0,
    // submitAllowed is set by Go only with the submit grant and a yes from
    // Confirm; blocked counts submissions the guard stopped.
    submitAllowed: false,
    blocked: 0,
  };
  const stateAttrs = new Set(['value', 'checked', 'selected', 'aria-pressed', 'aria-checked',
    'aria-selected', 'aria-invalid', 'aria-expanded', 'aria-activedescendant', 'aria-valuenow', 'aria-valuetext']);
  const waiters = new Set();
  const wake = () => { for (const w of waiters) w(); };
  const bump = () => { sf.gen++; wake(); };
  const vbump = () => { sf.vgen++; };
  // changed resolves when the structural counter moves past g, or after
  // ms: Go waits on a condition (the page changed) rather than sleeping.
  sf.changed = (g, ms) => new Promise((resolve) => {
    if (sf.gen !== g) return resolve(sf.gen);
    let timer;
    const done = () => { waiters.delete(done); clearTimeout(timer); resolve(sf.gen); };
    waiters.add(done);
    timer = setTimeout(done, ms);
  });
  const opts = { subtree: true, childList: true, attributes: true, characterData: true };
  const watched = new WeakSet();
  let mo;
  // Shadow trees are not seen by an observer on the document: each open
  // shadow root gets observed too, at load and whenever a host is added.
  const watchTree = (root) => {
    if (!root.querySelectorAll) return;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) watch(el.shadowRoot);
  };
  const watch = (root) => {
    if (watched.has(root)) return;
    watched.add(root);
    try { mo.observe(root, opts); } catch (e) { return; }
    if (root !== document) root.addEventListener('formdata', sf.onEntryList, true);
    watchTree(root);
  };
  const onMutations = (records) => {
    let structural = false;
    for (const r of records) {
      if (r.type !== 'attributes' || !stateAttrs.has(r.attributeName)) structural = true;
      if (r.type === 'childList') {
        for (const n of r.addedNodes) {
          if (n.nodeType !== 1) continue;
          if (n.shadowRoot) watch(n.shadowRoot);
          if (n.childElementCount > 0 && n.childElementCount < 500) watchTree(n);
        }
      }
    }
    if (structural) bump(); else vbump();
  };
  const observe = () => {
    try {
      mo = new MutationObserver(onMutations);
      mo.observe(document, opts);
    } catch (e) { /* no document yet: nothing to observe */ }
  };
  observe();
  const scanAll = () => { if (document.documentElement) watchTree(document); };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', scanAll, { once: true, capture: true });
  else scanAll();
  for (const t of ['input', 'change']) addEventListener(t, vbump, true);
  // The submit guard: registered before any page script (new-document
  // script), in the capture phase on window, so it runs before the page's
  // own handlers and stops them from submitting by script too.
  addEventListener('submit', (e) => {
    if (sf.submitAllowed) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    sf.blocked++;
  }, true);

  // A form submission that fires no submit event (form.submit(), a
  // submission in a shadow root) and a script navigation that carries a
  // form's values still start a navigation: the Navigation API's navigate
  // event sees it first, in the document, before any request is made.
  const carriesForm = (dest) => {
    let u;
    try { u = new URL(dest); } catch (e) { return false; }
    if (!u.search) return false;
    for (const pairs of sf.formData()) {
      if (pairs.length && pairs.every(([k, v]) => u.searchParams.getAll(k).includes(v))) return true;
    }
    return false;
  };
  // A form submission builds its entry list (the formdata event, fired
  // in the submit call itself) and navigates in a later task: entryLists
  // tells Go to wait for that navigation before it judges the act.
  sf.entryLists = 0;
  sf.navigating = '';
  // takeNavigating returns the navigation started since the last call, if
  // any, and forgets it.
  sf.takeNavigating = () => { const n = sf.navigating; sf.navigating = ''; return n; };
  const subWaiters = new Set();
  sf.wakeSubmission = () => {
    for (const w of subWaiters) w();
    try { if (parent !== self && parent.__surefill) parent.__surefill.wakeSubmission(); } catch (e) { /* another origin */ }
  };
  sf.onEntryList = () => { sf.entryLists++; };
  addEventListener('formdata', sf.onEntryList, true);
  if (globalThis.navigation && typeof navigation.addEventListener === 'function') {
    navigation.addEventListener('navigate', (e) => {
      const submission = !sf.submitAllowed && (!!e.formData || (e.destination && carriesForm(e.destination.url)));
      if (submission && e.cancelable) {
        e.preventDefault();
        sf.blocked++;
        sf.wakeSubmission();
        return;
      }
      if (submission) { sf.blocked++; sf.wakeSubmission(); }
      // A navigation to another document goes ahead from here: Go waits
      // for its request to be judged before it ends the act that caused it.
      if (e.destination && !e.destination.sameDocument) sf.navigating = e.destination.url;
    });
  }
  // entryListsAll counts entry lists built in this document and the frames
  // below it this world can reach.
  sf.entryListsAll = () => {
    let n = sf.entryLists;
    for (let i = 0; i < frames.length; i++) {
      try {
        const o = frames[i].__surefill;
        if (o && o !== sf) n += o.entryListsAll();
      } catch (e) { /* another origin */ }
    }
    return n;
  };
  // awaitSubmission resolves with guardSince once the navigation of a
  // planned submission was seen, or after ms.
  sf.awaitSubmission = (ms) => new Promise((resolve) => {
    let timer;
    const done = () => { subWaiters.delete(done); clearTimeout(timer); resolve(sf.guardSince()); };
    subWaiters.add(done);
    timer = setTimeout(done, ms);
  });
  // blockedAll counts the submissions stopped in this document and in the
  // frames below it this world can reach.
  sf.blockedAll = () => {
    let n = sf.blocked;
    for (let i = 0; i < frames.length; i++) {
      try {
        const o = frames[i].__surefill;
        if (o && o !== sf) n += o.blockedAll();
      } catch (e) { /* another origin: its own session counts */ }
    }
    return n;
  };

  // arm readies the submit guard for an act, in the act's first runtime
  // call (before any of its input): whether a submission may leave (Go
  // says true only with the submit grant and a yes from Confirm), and the
  // counts the act is judged against. token names the act.
  sf.arm = (allow, token) => {
    sf.submitAllowed = allow;
    sf.armed = { token, blocked: sf.blockedAll(), lists: sf.entryListsAll() };
  };
  // guardSince is what the guard saw since the last arm: [its token,
  // submissions stopped, entry lists built], or null before any.
  sf.guardSince = () => {
    const a = sf.armed;
    return a ? [a.token, sf.blockedAll() - a.blocked, sf.entryListsAll() - a.lists] : null;
  };

  // state reads back what a write is judged by.
  sf.state = (el) => {
    const out = { connected: el.isConnected, tag: el.localName };
    const doc = el.ownerDocument;
    let active = doc.activeElement;
    while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
    out.focused = active === el;
    if ('value' in el && typeof el.value === 'string') out.value = el.value;
    if (el.localName === 'input') {
      out.type = el.type;
      if (el.type === 'checkbox' || el.type === 'radio') out.checked = el.checked;
      if (el.type === 'file') out.files = el.files ? el.files.length : 0;
    }
    if (el.localName === 'select') {
      out.selected = Array.from(el.selectedOptions).map((o) => o.label || o.text);
      out.selectedValues = Array.from(el.selectedOptions).map((o) => o.value);
    }
    if (el.isContentEditable) out.text = el.innerText;
    if (el.hasAttribute('aria-checked')) out.ariaChecked = el.getAttribute('aria-checked');
    if (el.hasAttribute('aria-pressed')) out.ariaPressed = el.getAttribute('aria-pressed');
    if (el.hasAttribute('aria-selected')) out.ariaSelected = el.getAttribute('aria-selected');
    if (el.validity) {
      out.valid = el.validity.valid;
      out.message = el.validationMessage || '';
    }
    out.disabled = !!el.disabled || el.getAttribute('aria-disabled') === 'true';
    out.readOnly = !!el.readOnly || el.getAttribute('aria-readonly') === 'true';
    out.invalid = el.getAttribute('aria-invalid') === 'true';
    out.className = typeof el.className === 'string' ? el.className : '';
    return out;
  };

  // The typing watch lets the blur that commits a text field be sent right
  // behind the trusted insertion, in the same round trip, and still run
  // after it: the two reach the page by different ways, in either order.
  // focusText arms it with a digest of the text about to be inserted (the
  // text itself never comes here: it may be a secret). The insertion's own
  // trusted beforeinput or input (an insert whose data has that digest,
  // seen at the window as it starts down) wakes the waiting blur with a
  // message, a task of its own: it runs after the whole insertion, its
  // listeners and their microtasks. Go releases it (typed) once the
  // browser answered the insertion, whatever the page did with its
  // events.
  let typing = null;
  const typingPort = new MessageChannel();
  typingPort.port1.onmessage = () => { if (typing && typing.seen) sf.typed(typing); };
  // digest is 32-bit FNV-1a over the UTF-16 code units (Go's typedDigest).
  const digest = (s) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    return h >>> 0;
  };
  const onTyping = (e) => {
    const t = typing;
    if (!t || t.seen || !e.isTrusted || typeof e.data !== 'string' || !String(e.inputType).startsWith('insert')) return;
    if (e.data.length !== t.length || digest(e.data) !== t.digest) return;
    t.seen = true;
    typingPort.port2.postMessage(0);
  };
  addEventListener('beforeinput', onTyping, true);
  addEventListener('input', onTyping, true);
  sf.typed = (t = typing) => {
    if (!t || t.done) return;
    t.done = true;
    if (t.wake) t.wake();
  };
  sf.blurTyped = async (el) => {
    const t = typing;
    if (t && !t.done) await new Promise((r) => { t.wake = r; });
    if (typing === t) typing = null;
    const s = sf.blur(el);
    s.typed = !!(t && t.seen);
    return s;
  };

  // blur commits a text field: a trusted blur under focus emulation fires
  // blur and focusout, which is when many forms validate and reformat.
  sf.blur = (el) => {
    const a = el.isConnected ? deepActive(el.ownerDocument) : el;
    const kept = a === el;
    const thief = kept ? '' : (a ? sf.describe(a) : 'another frame or window');
    el.blur();
    const s = sf.state(el);
    s.gen = sf.gen;
    s.keptFocus = kept;
    s.thief = thief;
    s.navigating = sf.takeNavigating();
    return s;
  };

  // stateNav is state and, in the same call, the navigation started since
  // the last was taken (takeNavigating): the read-back that ends an act
  // tells Go whether the act set one off.
  sf.stateNav = (el) => {
    const s = sf.state(el);
    s.navigating = sf.takeNavigating();
    s.guard = sf.guardSince();
    return s;
  };

  // formData lists, per form of the document, the names and values it
  // would submit (non-empty text values only): the guard tells a script's
  // navigation that carries a form's data from an ordinary one.
  // (Read from the controls, not with new FormData, which would fire the
  // page's formdata handlers.)
  const skipTypes = new Set(['submit', 'button', 'image', 'reset', 'file']);
  sf.formData = () => Array.from(document.forms, (f) => {
    const out = [];
    for (const el of f.elements) {
      if (!el.name || el.disabled) continue;
      if (el.localName === 'select') {
        for (const o of el.selectedOptions) if (o.value !== '') out.push([el.name, o.value]);
      } else if (el.localName === 'textarea' || el.localName === 'input') {
        const t = el.type;
        if (skipTypes.has(t) || ((t === 'checkbox' || t === 'radio') && !el.checked)) continue;
        if (el.value !== '') out.push([el.name, el.value]);
      }
    }
    return out;
  });

  // maskRects lists, in the top viewport's coordinates, the boxes a
  // screenshot must paint over: password, card and one-time-code fields,
  // fields and text that hold a value typed as sensitive (echoes too), in
  // this document, its open shadow trees and the frames this world can
  // enter.
  const sensitiveTokens = /(^|\s)(cc-[a-z-]+|current-password|new-password|one-time-code)(\s|$)/i;
  sf.maskRects = (secrets) => {
    const out = [];
    const holds = (t) => !!t && secrets.some((s) => t.includes(s));
    const walk = (doc, ox, oy, depth) => {
      const add = (r) => { if (r.width > 0 && r.height > 0) out.push([r.left + ox, r.top + oy, r.width, r.height]); };
      const roots = [doc];
      for (let i = 0; i < roots.length; i++) {
        for (const el of roots[i].querySelectorAll('*')) {
          if (el.shadowRoot) roots.push(el.shadowRoot);
          const tag = el.localName;
          if ((tag === 'input' || tag === 'textarea') && (el.type === 'password' || sensitiveTokens.test(el.getAttribute('autocomplete') || '') || holds(el.value))) add(el.getBoundingClientRect());
          else if (el.isContentEditable && el.parentElement && !el.parentElement.isContentEditable && holds(el.innerText)) add(el.getBoundingClientRect());
          if (depth < 8 && (tag === 'iframe' || tag === 'frame')) {
            try {
              const d = el.contentDocument;
              if (d) { const r = el.getBoundingClientRect(); walk(d, ox + r.left + el.clientLeft, oy + r.top + el.clientTop, depth + 1); }
            } catch (e) { /* another origin: its own session */ }
          }
        }
        if (secrets.length) {
          const tw = doc.createTreeWalker(roots[i], NodeFilter.SHOW_TEXT);
          for (let n = tw.nextNode(); n; n = tw.nextNode()) {
            if (!holds(n.data)) continue;
            const r = doc.createRange();
            r.selectNodeContents(n);
            for (const b of r.getClientRects()) add(b);
          }
        }
      }
    };
    walk(document, 0, 0, 0);
    return out;
  };

  // describe names an element for an error message ("<div class=cookie>").
  sf.describe = (el) => {
    if (!el || el.nodeType !== 1) return String(el);
    let s = '<' + el.localName;
    if (el.id) s += ' id=' + el.id;
    const c = typeof el.className === 'string' ? el.className.trim() : '';
    if (c) s += ' class="' + c.split(/\s+/).slice(0, 3).join(' ') + '"';
    return s + '>';
  };

  // cover names what receives the pointer instead of an element the way a
  // person would point at it: the nearest ancestor with a role or a name
  // (a dialog, a banner), else the outermost positioned box it belongs to,
  // by role and accessible name or text, then its tag.
  const implicitRoles = { dialog: 'dialog', header: 'banner', footer: 'contentinfo', nav: 'navigation', aside: 'complementary', form: 'form', button: 'button', img: 'img', section: 'region', main: 'main' };
  const nameOf = (el) => {
    const label = el.getAttribute('aria-label');
    if (label && label.trim()) return label.trim();
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      const t = by.split(/\s+/).map((id) => { const n = el.ownerDocument.getElementById(id); return n ? n.textContent : ''; }).join(' ').replace(/\s+/g, ' ').trim();
      if (t) return t;
    }
    const text = (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim();
    return text.length > 40 ? text.slice(0, 40) + '…' : text;
  };
  sf.cover = (el) => {
    if (!el || el.nodeType !== 1) return String(el);
    let named = null, box = null;
    for (let n = el; n && n.nodeType === 1 && n.localName !== 'body' && n.localName !== 'html'; n = n.parentNode || (n.getRootNode && n.getRootNode().host)) {
      if (!named && (n.getAttribute('role') || n.getAttribute('aria-label') || n.getAttribute('aria-labelledby') || implicitRoles[n.localName])) named = n;
      const pos = getComputedStyle(n).position;
      if (pos === 'fixed' || pos === 'absolute' || pos === 'sticky') box = n;
    }
    const who = named || box || el;
    const role = who.getAttribute('role') || implicitRoles[who.localName] || '';
    const name = nameOf(who);
    let s = role ? role + ' ' : '';
    if (name) s += JSON.stringify(name) + ' ';
    return (s + sf.describe(who)).trim();
  };

  // moving reports whether the document runs a finite animation or
  // transition (something fading or sliding on its way somewhere), which
  // a judgement about what is on the page should wait out.
  sf.moving = () => {
    try {
      return document.getAnimations().some((a) => a.playState === 'running' && a.effect && isFinite(a.effect.getComputedTiming().endTime));
    } catch (e) { return false; }
  };

  // text is the visible text of an element, for Tab.Text.
  sf.text = (el) => (el.innerText !== undefined ? el.innerText : el.textContent || '').trim();


  const composedContains = (el, t) => {
    for (let n = t; n; n = n.parentNode || n.host) if (n === el) return true;
    return false;
  };

  // prepare is the actionability check before a click or a focus: attached,
  // visible, enabled, in view (scrolling with the given alignment when asked
  // or when out of view), and hit: the element at its centre is the element
  // itself, a descendant, or a label of it. cover names what is on top.
  sf.prepare = (el, block) => {
    if (!el.isConnected) return { detached: true };
    const w = el.ownerDocument.defaultView;
    let r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return { invisible: true };
    const inView = r.top >= 0 && r.left >= 0 && r.bottom <= w.innerHeight && r.right <= w.innerWidth;
    if (block || !inView) {
      el.scrollIntoView({ block: block || 'center', inline: 'center', behavior: 'instant' });
      r = el.getBoundingClientRect();
    }
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    let top = el.ownerDocument.elementFromPoint(x, y);
    while (top && top.shadowRoot) {
      const t = top.shadowRoot.elementFromPoint(x, y);
      if (!t || t === top) break;
      top = t;
    }
    let hit = !!top && composedContains(el, top);
    // A label of el on the way up counts, across shadow boundaries too: a
    // click there (the label's own box, or a decoration drawn inside it,
    // such as a check mark in a nested shadow root) composes up through
    // the label, whose activation clicks el.
    for (let n = top; !hit && n; n = n.parentNode || n.host) {
      if (n.localName === 'label' && n.control === el) hit = true;
    }
    return {
      x, y, w: r.width, h: r.height, hit, cover: hit ? '' : sf.cover(top),
      disabled: !!el.disabled || (typeof el.matches === 'function' && el.matches(':disabled')) || el.getAttribute('aria-disabled') === 'true',
      readOnly: !!el.readOnly || el.getAttribute('aria-readonly') === 'true',
      origin: w.origin, href: el.ownerDocument.URL,
    };
  };

  // settleMicrotasks resolves after the microtasks queued so far, and
  // those they queue, up to a depth, have run.
  const settleMicrotasks = async () => { for (let i = 0; i < 8; i++) await null; };

  // deepActive is the focused element of a document, through open shadow
  // roots, or null when the document itself does not have the focus.
  const deepActive = (doc) => {
    if (!doc.hasFocus()) return null;
    let a = doc.activeElement;
    while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
    return a;
  };

  // keyGuard is asked right before keyboard input meant for el: the
  // document it would land in and whether el holds the focus there (and
  // that document the frame's); active names what holds it otherwise.
  sf.keyGuard = async (el) => {
    await settleMicrotasks();
    const doc = el.ownerDocument;
    const a = el.isConnected ? deepActive(doc) : null;
    const out = { origin: doc.defaultView ? doc.defaultView.origin : 'null', href: doc.URL, focused: a === el, detached: !el.isConnected };
    if (a !== el) out.active = a ? sf.describe(a) : 'another frame or window';
    return out;
  };

  // popupGuard is keyGuard for a text box that opens a dialog of its own
  // (a calendar): whether that dialog is open, and whether the focus is on
  // the box or inside the dialog, which may take it as the typing lands.
  // The dialog is what the box, or a dialog button beside it in the same
  // widget box, names in aria-controls or aria-owns; never a page-wide query.
  sf.popupGuard = async (el) => {
    const g = await sf.keyGuard(el);
    const holders = [el];
    const box = el.parentElement;
    if (box) for (const b of box.querySelectorAll('[aria-haspopup="dialog"]')) if (b !== el) holders.push(b);
    const popups = [];
    for (const h of holders) {
      for (const attr of ['aria-controls', 'aria-owns']) {
        for (const id of (h.getAttribute(attr) || '').split(/\s+/)) {
          const p = id && el.getRootNode().getElementById ? el.getRootNode().getElementById(id) : null;
          if (p) popups.push(p);
        }
      }
    }
    const a = deepActive(el.ownerDocument);
    g.inPopup = !!a && popups.some((p) => p.contains(a));
    g.open = el.getAttribute('aria-expanded') === 'true' || popups.some((p) => p.isConnected && p.getClientRects().length > 0);
    return g;
  };

  // A calendar popup a date field opened: its day cells are the visible
  // elements whose aria-label is a whole date (a month name, a day and a
  // year, as Date.parse reads them), all in one container; its month is
  // the one most of its days are in; it moves by a <select> of the twelve
  // months, a year box, or buttons named previous and next.
  const fullDate = (s) => {
    if (!s || !/\d{4}/.test(s) || !/\p{L}{3}/u.test(s)) return null;
    const t = Date.parse(s);
    if (Number.isNaN(t)) return null;
    const d = new Date(t);
    return [d.getFullYear(), d.getMonth() + 1, d.getDate()];
  };
  const shows = (el) => {
    if (!el.isConnected || el.getClientRects().length === 0) return false;
    const cs = getComputedStyle(el);
    return cs.visibility !== 'hidden';
  };
  const calendarParts = () => {
    const cells = [];
    for (const el of document.querySelectorAll('[aria-label]')) {
      const d = fullDate(el.getAttribute('aria-label'));
      if (d && shows(el)) cells.push({ el, d });
    }
    if (cells.length < 28) return null;
    let root = cells[0].el.parentElement;
    while (root && !cells.every((c) => root.contains(c.el))) root = root.parentElement;
    if (!root) return null;
    const count = {};
    for (const c of cells) { const k = c.d[0] * 100 + c.d[1]; count[k] = (count[k] || 0) + 1; }
    const shown = Number(Object.keys(count).sort((a, b) => count[b] - count[a])[0]);
    // The controls that move it sit around the days: the popup is the
    // days' ancestor (a few levels up, below <body>) that holds them.
    const moves = (box) => box.querySelector('select, input') || Array.from(box.querySelectorAll('button, [role="button"]')).some((b) => /\b(prev(ious)?|next)\b/i.test(b.getAttribute('aria-label') || b.title || b.textContent || ''));
    for (let up = 0; up < 5 && !moves(root) && root.parentElement && root.parentElement !== document.body && root.parentElement !== document.documentElement; up++) root = root.parentElement;
    let month = null;
    for (const s of root.querySelectorAll('select')) {
      const os = Array.from(s.options);
      if (os.length === 12 && os.every((o, i) => { const d = fullDate(o.text + ' 1, 2000'); return d && d[1] === i + 1; })) { month = s; break; }
    }
    let year = null;
    for (const i of root.querySelectorAll('input')) {
      if (/^\d{4}$/.test(i.value) && shows(i.parentElement || i)) { year = i; break; }
    }
    const named = (re) => Array.from(root.querySelectorAll('button, [role="button"]')).find((b) => shows(b) && re.test((b.getAttribute('aria-label') || b.title || b.textContent || '').trim()));
    return { cells, root, shown, month, year, prev: named(/\bprev(ious)?\b/i), next: named(/\bnext\b/i) };
  };
  const centre = (el) => {
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const top = document.elementFromPoint(x, y);
    return { x, y, hit: !!top && (top === el || el.contains(top)), cover: top && top !== el && !el.contains(top) ? sf.describe(top) : '' };
  };

  // calendar reads the open calendar for the date iso (YYYY-MM-DD): its
  // day cell for it (with its centre), the month it shows, and what moves
  // it.
  sf.calendar = (iso) => {
    const [y, m, d] = iso.split('-').map(Number);
    const p = calendarParts();
    if (!p) return { open: false };
    const out = { open: true, shownYear: Math.floor(p.shown / 100), shownMonth: p.shown % 100, hasMonth: !!p.month, hasYear: !!p.year, hasPrev: !!p.prev, hasNext: !!p.next };
    if (p.month) out.monthName = p.month.options[m - 1].text;
    const cell = p.cells.find((c) => c.d[0] === y && c.d[1] === m && c.d[2] === d);
    if (cell) {
      out.found = true;
      out.disabled = cell.el.getAttribute('aria-disabled') === 'true' || !!cell.el.disabled;
      Object.assign(out, centre(cell.el));
    }
    return out;
  };

  // calendarFocus focuses the open calendar's month select or year box
  // ('month', 'year') for the keys that move it, and says whether it has
  // the focus; calendarPoint is the centre of its previous or next button.
  sf.calendarFocus = (part) => {
    const p = calendarParts();
    const el = p && p[part];
    if (!el) return false;
    el.focus();
    if (part === 'year' && el.select) el.select();
    return deepActive(el.ownerDocument) === el;
  };
  sf.calendarPoint = (part) => {
    const p = calendarParts();
    const el = p && p[part];
    return el ? centre(el) : { hit: false };
  };

  // focusGuard is asked right before a key with no target: the document
  // the focus is in, followed through frames this world can enter; opaque
  // when it is in a frame of another origin.
  sf.focusGuard = () => {
    let doc = document;
    if (!doc.hasFocus()) return { origin: self.origin, href: doc.URL, elsewhere: true };
    for (let depth = 0; depth < 32; depth++) {
      const a = deepActive(doc);
      if (!a || (a.localName !== 'iframe' && a.localName !== 'frame')) {
        return { origin: doc.defaultView.origin, href: doc.URL, active: a ? sf.describe(a) : '' };
      }
      let inner = null;
      try { inner = a.contentDocument; } catch (e) { inner = null; }
      if (!inner) return { opaque: true, active: sf.describe(a), href: a.src || '' };
      doc = inner;
    }
    return { opaque: true };
  };

  // focusText readies a text field for typing in one call: actionable
  // (as prepare), focused (focus() from this world fires trusted focus
  // events), and its contents selected so an insertion replaces them. It
  // says whether focus and the selection really landed; Go falls back to
  // DOM.focus and the keyboard's select-all when they did not.
  sf.focusText = async (el, block, watch) => {
    typing = null;
    const p = sf.prepare(el, block);
    if (p.detached || p.invisible || p.disabled || p.readOnly || !p.hit) return p;
    el.focus({ preventScroll: true });
    // Focus handlers may move the focus from a microtask: let the
    // microtasks they queued (and those these queue, a few deep) run, and
    // judge the focus after. A later task that moves it is seen when the
    // typing ends (blur reports who holds the focus).
    await settleMicrotasks();
    // A focus handler that disabled the field, or made it read-only,
    // leaves nothing to type into; the page did respond to the focus.
    p.focusRan = true;
    if (el.disabled || el.readOnly) {
      p.disabled = !!el.disabled;
      p.readOnly = !!el.readOnly;
      return p;
    }
    // Focus handlers ran (and their microtasks) by now: judge the focus
    // as the keyboard will find it.
    const active = deepActive(el.ownerDocument);
    p.focused = active === el;
    if (el.localName === 'input') p.type = el.type;
    if (!p.focused) p.active = active ? sf.describe(active) : 'another frame or window';
    p.selected = false;
    if (p.focused) {
      try {
        if (el.isContentEditable) {
          const r = el.ownerDocument.createRange();
          r.selectNodeContents(el);
          const sel = el.ownerDocument.getSelection();
          sel.removeAllRanges();
          sel.addRange(r);
          p.selected = true;
        } else if (typeof el.select === 'function') {
          el.select();
          const v = el.value || '';
          // Types without the selection API (email, number) answer null:
          // an empty one has nothing to replace.
          try {
            const start = el.selectionStart;
            p.selected = start === null ? v.length === 0 : start === 0 && el.selectionEnd === v.length;
          } catch (e) { p.selected = v.length === 0; }
        }
      } catch (e) { p.selected = false; }
    }
    // Ready for the insertion that follows: watch for it (see typing).
    if (p.focused && p.selected && watch && typeof watch.digest === 'number') {
      typing = { digest: watch.digest, length: watch.length, seen: false, done: false, wake: null };
      p.armed = true;
    }
    p.gen = sf.gen;
    return p;
  };

  // focusControl readies a control for keys in one call: actionable (as
  // prepare), focused from this world (trusted focus events), and judged
  // after the focus handlers' microtasks, as focusText does.
  sf.focusControl = async (el, block) => {
    const p = sf.prepare(el, block);
    if (p.detached || p.invisible || p.disabled || !p.hit) return p;
    el.focus({ preventScroll: true });
    await settleMicrotasks();
    const active = deepActive(el.ownerDocument);
    p.focused = active === el;
    if (!p.focused) p.active = active ? sf.describe(active) : 'another frame or window';
    return p;
  };

  // listOpen is asked after the keys that open a select's list: whether
  // it is open, and whether the select still holds the focus in a granted
  // document (keys go to the list only while both hold).
  sf.listOpen = async (el) => {
    const isOpen = () => { try { return el.matches(':open'); } catch (e) { return false; } };
    // The browser opens the list a little after the key (a busy renderer
    // later still): wait for it, a bounded while (200 ms).
    for (let i = 0; i < 20 && !isOpen(); i++) await new Promise((r) => setTimeout(r, 10));
    const g = await sf.keyGuard(el);
    g.open = isOpen();
    return g;
  };

  // setValue writes through the native setter of the element's prototype,
  // which the page cannot override from its world, then fires input and
  // change. Used only where no trusted input can set the value (date, time,
  // color and range controls).
  sf.setValue = (el, v) => {
    const proto = Object.getPrototypeOf(el);
    const d = Object.getOwnPropertyDescriptor(proto, 'value');
    if (d && d.set) d.set.call(el, v); else el.value = v;
    el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return sf.state(el);
  };

  // clearFiles empties a file input (DOM.setFileInputFiles with no files
  // does nothing) and fires the events a page listens for.
  sf.clearFiles = (el) => {
    el.value = '';
    el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return sf.state(el);
  };

  Object.defineProperty(globalThis, '__surefill', { value: sf, enumerable: false });
})();
