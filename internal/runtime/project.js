// The projection: one walk of the frame's flat tree that reports the raw
// facts the Go document model needs — tags, attributes, text, values,
// checkedness, computed visibility, boxes and generated text — as compact
// arrays. It decides nothing: Go builds the model and resolves over it.
(() => {
  const sf = globalThis.__surefill;
  if (!sf || sf.project) return;
  // Elements get ids that stay the same for the life of the document, so a
  // handle (and a field reference) outlives later projections. byId holds
  // the elements of the last projection only: one that has left the page
  // since is not found, and Go reports it stale.
  const ids = new WeakMap();
  let byId = new Map();
  let nextId = 1;
  // A per-document base keeps ids of two documents apart (Go remembers
  // password fields by id for the life of a tab).
  const base = (1 + Math.floor(Math.random() * 0xfffff)) * 0x40000000;
  const idOf = (el) => {
    let id = ids.get(el);
    if (id === undefined) { id = base + nextId++; ids.set(el, id); }
    return id;
  };
  sf.node = (id) => byId.get(id) || null;

  const pseudoRe = /::?(before|after)\b/i;
  // pseudoHosts lists the elements rules may give ::before/::after content
  // in one tree (a document or a shadow root): the rules' selectors with
  // the pseudo part cut off, asked of the tree's own selector engine. all is
  // set when a sheet cannot be read (another origin): then every element is
  // asked.
  const pseudoHosts = (root, sheets, into) => {
    const sels = [];
    let all = false;
    const scan = (rules) => {
      for (const r of rules) {
        if (r.selectorText !== undefined) {
          if (!pseudoRe.test(r.selectorText)) continue;
          for (const part of r.selectorText.split(',')) {
            const m = pseudoRe.exec(part);
            if (!m) continue;
            const head = part.slice(0, m.index).trim();
            sels.push(head === '' || /[\s>+~]$/.test(head) ? head + '*' : head);
          }
        } else if (r.cssRules) {
          scan(r.cssRules);
        }
      }
    };
    for (const s of sheets) {
      try { scan(s.cssRules); } catch (e) { all = true; }
    }
    if (all) return true;
    for (const sel of sels) {
      try { for (const el of root.querySelectorAll(sel)) into.add(el); } catch (e) { /* a selector only CSS understands: :host and the like */ if (root !== root.ownerDocument) return true; }
    }
    return false;
  };
  const sheetsOf = (root) => {
    const out = Array.from(root.styleSheets || []);
    if (root.adoptedStyleSheets) out.push(...root.adoptedStyleSheets);
    return out;
  };

  let S; // the string table of the projection under way
  const rtl = (cs) => cs.direction === 'rtl';
  const px = (v) => parseFloat(v) || 0;
  // generated reports a ::before/::after content value, and whether its
  // box is set apart from the element's content: not inline, or padding,
  // border or margin on the side that faces the content.
  const generated = (n, which, into, i, isRTL, isBefore) => {
    const ps = getComputedStyle(n, which);
    const c = ps.content;
    if (c === 'none' || c === 'normal' || ps.visibility === 'hidden' || ps.visibility === 'collapse') return;
    const facesRight = isBefore !== isRTL;
    const side = facesRight ? 'Right' : 'Left';
    const gap = (ps.display !== 'inline' && ps.display !== 'contents') ||
      px(ps['padding' + side]) + px(ps['border' + side + 'Width']) + px(ps['margin' + side]) > 0;
    into.push(i, S(c), gap ? 1 : 0);
  };
  // ordinal is a list item's number (the list-item counter as HTML's
  // lists set it: start, reversed and value).
  const ordinals = new Map();
  const ordinal = (li) => {
    const list = li.parentElement;
    if (!list) return 1;
    let m = ordinals.get(list);
    if (!m) {
      m = new Map();
      const items = Array.from(list.children).filter((c) => c.localName === 'li');
      const ol = list.localName === 'ol';
      const reversed = ol && list.hasAttribute('reversed');
      let v = ol && list.hasAttribute('start') ? parseInt(list.getAttribute('start'), 10) : NaN;
      if (Number.isNaN(v)) v = reversed ? items.length : 1;
      for (const it of items) {
        const own = parseInt(it.getAttribute('value'), 10);
        if (!Number.isNaN(own)) v = own;
        m.set(it, v);
        v += reversed ? -1 : 1;
      }
      ordinals.set(list, m);
    }
    return m.get(li) || 1;
  };

  sf.project = () => {
    ordinals.clear();
    const strs = [], index = new Map();
    S = (s) => {
      let i = index.get(s);
      if (i === undefined) { i = strs.length; strs.push(s); index.set(s, i); }
      return i;
    };
    // Every node has a kind, a parent (as the distance back to it) and its
    // tag or text; every element an id (counted from base) and a style
    // (one string naming display, visibility, opacity, content-visibility
    // and pointer-events together). The rest is sparse: (node, value...).
    const kind = [], parent = [], data = [], attrs = [], ns = [], elid = [], style = [];
    const boxes = [], vals = [], checked = [], selected = [], files = [], before = [], after = [], markers = [];
    const hosts = []; // custom elements with no open shadow root
    const nextById = new Map();
    const doc = document;
    const pseudo = new Set();
    let pseudoAll = pseudoHosts(doc, sheetsOf(doc), pseudo);
    for (const q of doc.getElementsByTagName('q')) pseudo.add(q);
    const sx = window.scrollX, sy = window.scrollY;
    

    // hidden: under display:none (no box, style "none", not asked).
    const walk = (n, p, hidden, inSelect, selDisplay) => {
      const i = kind.length;
      if (n.nodeType === 3) {
        kind.push(3); parent.push(i - p); data.push(S(n.data)); attrs.push(0);
        return;
      }
      if (n.nodeType !== 1) {
        if (n.nodeType === 11 || n.nodeType === 9) for (let c = n.firstChild; c; c = c.nextSibling) walk(c, p, hidden, inSelect, selDisplay);
        return;
      }
      const id = idOf(n);
      nextById.set(id, n);
      kind.push(1); parent.push(i - p); data.push(S(n.localName)); elid.push(id - base);
      const names = n.getAttributeNames();
      if (names.length) {
        const a = [];
        for (const k of names) a.push(S(k), S(n.getAttribute(k)));
        attrs.push(a);
      } else attrs.push(0);
      const uri = n.namespaceURI;
      if (uri !== 'http://www.w3.org/1999/xhtml') ns.push(i, uri === 'http://www.w3.org/2000/svg' ? 1 : uri === 'http://www.w3.org/1998/Math/MathML' ? 2 : 3);
      const tag = n.localName;
      let display = 'none';
      if (inSelect && (tag === 'option' || tag === 'optgroup') && !hidden && n.getClientRects().length === 0) {
        // A closed list has no layout of its own: its options share their
        // select's display, and no box. (A list box lays them out.)
        const cs = getComputedStyle(n);
        display = selDisplay;
        style.push(S(selDisplay + '|' + cs.visibility + '|' + cs.opacity + '|' + cs.contentVisibility + '|' + cs.pointerEvents));
      } else if (!hidden) {
        const cs = getComputedStyle(n);
        const d = cs.display;
        display = d;
        style.push(S(d + '|' + cs.visibility + '|' + cs.opacity + '|' + cs.contentVisibility + '|' + cs.pointerEvents));
        if (d !== 'none' && d !== 'contents') {
          // Whole pixels; a size that is not zero stays so.
          const r = n.getBoundingClientRect();
          boxes.push(i, Math.round(r.x + sx), Math.round(r.y + sy), Math.ceil(r.width), Math.ceil(r.height));
        }
        if (d === 'none') hidden = true;
        else {
          if (pseudoAll || pseudo.has(n)) {
            generated(n, '::before', before, i, rtl(cs), true);
            generated(n, '::after', after, i, rtl(cs), false);
          }
          if (d === 'list-item') {
            const m = getComputedStyle(n, '::marker');
            if (m.visibility !== 'hidden' && m.visibility !== 'collapse') markers.push(i, S(m.content), S(cs.listStyleType), ordinal(n));
          }
        }
      }
      if (style.length < elid.length) style.push(-1); // not asked: under display:none
      if (tag === 'input') {
        const t = n.type;
        vals.push(i, S(n.value));
        if ((t === 'checkbox' || t === 'radio') && n.checked) checked.push(i);
        if (t === 'file') files.push(i, n.files ? n.files.length : 0);
      } else if (tag === 'textarea') {
        vals.push(i, S(n.value));
      } else if (tag === 'option') {
        if (n.selected) selected.push(i);
      }
      const root = n.shadowRoot;
      if (root) {
        if (!pseudoAll && pseudoHosts(root, sheetsOf(root), pseudo)) pseudoAll = true;
        for (let c = root.firstChild; c; c = c.nextSibling) walk(c, i, hidden, false, 'none');
        return;
      }
      if (tag.includes('-') && n.shadowRoot === null) hosts.push(id - base);
      if (tag === 'slot' && n.getRootNode() !== doc) {
        const assigned = n.assignedNodes();
        if (assigned.length) {
          for (const c of assigned) walk(c, i, hidden, false, 'none');
          return;
        }
      }
      const sel = tag === 'select' || (inSelect && tag === 'optgroup');
      for (let c = n.firstChild; c; c = c.nextSibling) walk(c, i, hidden, sel, sel ? display : 'none');
    };
    kind.push(9); parent.push(0); data.push(0); attrs.push(0);
    for (let c = doc.firstChild; c; c = c.nextSibling) walk(c, 0, false, false, 'none');
    byId = nextById;
    return JSON.stringify({
      url: doc.URL, base, gen: sf.gen, vgen: sf.vgen, s: strs, k: kind, p: parent, d: data, a: attrs, ns, id: elid, st: style,
      b: boxes, v: vals, c: checked, sel: selected, f: files, pb: before, pa: after, mk: markers, hosts,
    });
  };
})();
