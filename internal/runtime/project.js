// The projection: one walk of the frame's tree, shadow roots included as
// tree scopes of their own, that reports the raw
// facts the Go document model needs — tags, attributes, text, values,
// checkedness, computed visibility, boxes and generated text — as compact
// arrays. It decides nothing: Go builds the model and resolves over it.
(() => {
  const sf = globalThis.__surefill;
  if (!sf || sf.project) return;
  // Elements get ids that stay the same for the life of the document, so a
  // handle (and a field reference) outlives later projections. last holds
  // the elements of the last projection only: one that has left the page
  // since is not found, and Go reports it stale.
  const ids = new WeakMap();
  let last = [];
  let lastIds = []; // the ids of last, less base, in its order
  let byId = null; // id -> element of last, built on first use
  let nextId = 1;
  // A per-document base keeps ids of two documents apart (Go remembers
  // password fields by id for the life of a tab).
  const base = (1 + Math.floor(Math.random() * 0xfffff)) * 0x40000000;
  sf.node = (id) => {
    if (!byId) {
      byId = new Map();
      for (const e of last) byId.set(ids.get(e), e);
    }
    return byId.get(id) || null;
  };
  // facts answers, for each id (counted from base), what Go asks only of
  // the elements a query consults, as the projection answers its own: a
  // string table s; ft, per id in order, twice the index of its style
  // ("display|visibility|opacity|content-visibility|"; pointer-events is
  // not asked: nothing the model decides reads it) plus 1 for a box of
  // some size; fm, (k, ::marker content, list-style-type, the item's
  // number) for each list marker. An element that left the page reads as
  // not rendered. A page's worth of facts is a few numbers each.
  // table starts the string table of an answer, which S interns into.
  const table = () => {
    const strs = [], index = new Map();
    S = (s) => {
      let i = index.get(s);
      if (i === undefined) { i = strs.length; strs.push(s); index.set(s, i); }
      return i;
    };
    styles = new Map();
    return strs;
  };
  // want is given as runs of consecutive ids, (first id, count) pairs:
  // the elements a query consults, or a whole page's worth for a saved
  // copy, in a few numbers rather than one per element.
  sf.facts = (runs) => {
    const strs = table();
    let total = 0;
    for (let i = 1; i < runs.length; i += 2) total += runs[i];
    // at maps an id (less base) to its place in the answer: an array
    // indexed by id while ids stay near the page's size, a Map past it.
    const dense = nextId <= 8 * last.length + 1024;
    const at = dense ? new Int32Array(nextId + 1).fill(-1) : new Map();
    for (let i = 0, k = 0; i < runs.length; i += 2) {
      for (let id = runs[i], end = id + runs[i + 1]; id < end; id++, k++) {
        if (dense) { if (id >= 0 && id <= nextId) at[id] = k; } else at.set(id, k);
      }
    }
    const ft = new Array(total).fill(S('none|hidden|1|visible|') * 2), fm = [];
    fmOut = fm;
    ordinals.clear();
    noneCache.clear();
    for (let i = 0; i < last.length; i++) {
      const id = lastIds[i];
      const k = dense ? at[id] : at.get(id);
      if (k === undefined || k < 0) continue;
      const e = last[i];
      if (!e.isConnected) continue;
      ft[k] = factOf(e, k);
    }
    return JSON.stringify({ s: strs, ft, fm });
  };
  // underNone reports whether a flat-tree ancestor has display:none.
  const noneCache = new Map();
  const flatParent = (n) => {
    if (n.assignedSlot) return n.assignedSlot;
    const p = n.parentNode;
    return p && p.nodeType === 11 ? p.host : p;
  };
  const underNone = (n) => {
    const p = flatParent(n);
    if (!p || p.nodeType !== 1) return false;
    let v = noneCache.get(p);
    if (v === undefined) {
      v = getComputedStyle(p).display === 'none' || underNone(p);
      noneCache.set(p, v);
    }
    return v;
  };
  // styleOf is the string index of a style's four values: the string is
  // built once per distinct style (a page has a few dozen), not once per
  // element. styles is reset with the string table.
  let styles = new Map();
  const styleOf = (d, v, o, c) => {
    let m = styles.get(d);
    if (!m) styles.set(d, m = new Map());
    let m2 = m.get(v);
    if (!m2) m.set(v, m2 = new Map());
    let m3 = m2.get(o);
    if (!m3) m2.set(o, m3 = new Map());
    let i = m3.get(c);
    if (i === undefined) { i = S(d + '|' + v + '|' + o + '|' + c + '|'); m3.set(c, i); }
    return i;
  };
  // factOf answers an element's facts: twice its style's string index plus
  // 1 for a box of some size; a list marker goes to fmOut as (k, ...).
  let fmOut = null;
  const factOf = (n, k) => {
    const cs = getComputedStyle(n);
    let d = cs.display;
    const tag = n.localName;
    if ((tag === 'option' || tag === 'optgroup') && n.getClientRects().length === 0) {
      const sel = n.closest('select');
      if (sel) {
        // A closed list has no layout of its own: its options share their
        // select's display, and no box. (A list box lays them out.)
        d = getComputedStyle(sel).display;
        if (d === 'contents') d = 'block';
        if (d !== 'none' && underNone(sel)) d = 'none';
        return styleOf(d, cs.visibility, cs.opacity, cs.contentVisibility) * 2;
      }
    }
    // Under display:none nothing renders. Facts are asked in tree order:
    // what this element's answer says of its children is kept for them.
    const none = d === 'none' || underNone(n);
    if (none) d = 'none';
    noneCache.set(n, none);
    const sized = !none && d !== 'contents' && (d === 'inline' && texted(n, cs) || boxed(n)) ? 1 : 0;
    if (d === 'list-item') {
      // The ::marker box is asked only when a rule may style it.
      const m = markerAll || marked.has(n) ? getComputedStyle(n, '::marker') : null;
      const vis = m ? m.visibility : cs.visibility;
      if (vis !== 'hidden' && vis !== 'collapse') fmOut.push(k, S(m ? m.content : 'normal'), S(cs.listStyleType), ordinal(n));
    }
    return styleOf(d, cs.visibility, cs.opacity, cs.contentVisibility) * 2 + sized;
  };

  const generatedRe = /::?(before|after)\b/i;
  const markerRe = /::marker\b/i;
  // ruleHosts adds to into the elements of one tree (a document or a shadow
  // root) that rules whose selectors match re may style: the selectors with
  // the pseudo part cut off, asked of the tree's own selector engine. It
  // returns true when that cannot be known (a sheet of another origin, a
  // selector only CSS understands): then every element is asked.
  const ruleHosts = (root, sheets, re, into) => {
    const sels = [];
    let all = false;
    const scan = (rules) => {
      for (const r of rules) {
        if (r.selectorText !== undefined) {
          if (!re.test(r.selectorText)) continue;
          for (const part of r.selectorText.split(',')) {
            const m = re.exec(part);
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
      try { for (const el of root.querySelectorAll(sel)) into.add(el); } catch (e) { return true; }
    }
    return false;
  };
  const sheetsOf = (root) => {
    const out = Array.from(root.styleSheets || []);
    if (root.adoptedStyleSheets) out.push(...root.adoptedStyleSheets);
    return out;
  };

  // The tags whose elements a query's index always consults.
  const askedOf = new Set(['input', 'select', 'textarea', 'label', 'fieldset']);
  let S; // the string table of the projection under way
  // The elements rules may give a ::marker style, as of the last projection.
  let marked = new Set(), markerAll = false;
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

  // texted says, without a layout query, that an inline element of
  // phrasing content has a box of some size: a text child with a character
  // that takes room, in a font of a pixel or more (the layout rounds text
  // in a font a hundredth that size to no width). Only what surely has a box is
  // answered here (no shadow root, which could leave the text unslotted);
  // anything else is measured (boxed).
  const phrasing = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);
  const inkRe = /[^\s\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202f\u205f-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/;
  const texted = (n, cs) => {
    if (!phrasing.has(n.localName) || n.namespaceURI !== 'http://www.w3.org/1999/xhtml' || n.shadowRoot || !(px(cs.fontSize) >= 1)) return false;
    for (let c = n.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 3 && inkRe.test(c.data)) return true;
    }
    return false;
  };
  // boxed says whether the element has a layout box of some size (the
  // model's visibility rule asks no more of a box).
  const boxed = (n) => {
    if (n.offsetWidth > 0 && n.offsetHeight > 0) return true;
    const r = n.getBoundingClientRect(); // fractions of a pixel, and SVG
    return r.width > 0 && r.height > 0;
  };

  // eagerFacts is the most elements a projection asks every fact of.
  // deferred lists the elements whose facts the last projection left for
  // projectFacts, in tree order.
  let deferred = null;
  const deferAt = 500;
  sf.projectFacts = () => {
    if (!deferred) return '';
    const els = deferred;
    deferred = null;
    const strs = table();
    const ft = new Array(els.length), fm = [];
    fmOut = fm;
    ordinals.clear();
    noneCache.clear();
    const gone = S('none|hidden|1|visible|') * 2;
    for (let k = 0; k < els.length; k++) {
      const e = els[k];
      // An element that left the page since reads as not rendered.
      ft[k] = e.isConnected ? factOf(e, k) : gone;
    }
    return JSON.stringify({ s: strs, ft, fm });
  };

  sf.project = (eagerFacts, defer) => {
    ordinals.clear();
    const strs = table();
    // Every node has its parent (as the distance back to it) and its text,
    // or for an element its tag as -1 - the string index. Every element has
    // its attributes (0 for none), an id (counted from base) and a style:
    // one string naming display, visibility, opacity, content-visibility,
    // pointer-events and whether it has a box of some size, or -1 when it
    // was not asked (under display:none). The rest is sparse: (node, ...).
    const parent = [], data = [], attrs = [], ns = [], elid = [];
    const vals = [], checked = [], selected = [], files = [], fileNames = [], before = [], after = [];
    const hosts = []; // custom elements with no open shadow root
    const roots = []; // (node, mode) for each shadow root
    const elements = [];
    const asked = []; // the parts of fields and actions: every query's index consults them
    const doc = document;
    const pseudo = new Set();
    marked = new Set();
    let pseudoAll = ruleHosts(doc, sheetsOf(doc), generatedRe, pseudo);
    markerAll = ruleHosts(doc, sheetsOf(doc), markerRe, marked);
    for (const q of doc.getElementsByTagName('q')) pseudo.add(q);

    // The walk is one loop over an explicit stack (a loop is optimized
    // while it runs; a recursion only between runs). An entry is a node
    // and its parent's index.
    const sNode = [], sParent = [];
    const pushChildren = (n, p) => {
      for (let c = n.lastChild; c; c = c.previousSibling) { sNode.push(c); sParent.push(p); }
    };
    parent.push(0); data.push(0);
    pushChildren(doc, 0);
    while (sNode.length) {
      const n = sNode.pop(), p = sParent.pop();
      const type = n.nodeType;
      const i = parent.length;
      if (type === 3) {
        parent.push(i - p); data.push(S(n.data));
        continue;
      }
      if (type !== 1) {
        if (type === 11 && n.host) {
          // A shadow root is a node of its own, a tree scope as saved
          // HTML's declarative shadow DOM gives it: its children are its
          // tree, the host's own children stay the host's.
          parent.push(i - p); data.push(0); roots.push(i, S(n.mode));
          pushChildren(n, i);
        } else if (type === 11 || type === 9) pushChildren(n, p);
        continue;
      }
      let id = ids.get(n);
      if (id === undefined) { id = base + nextId++; ids.set(n, id); }
      elements.push(n);
      const tag = n.localName;
      parent.push(i - p); data.push(-1 - S(tag)); elid.push(id - base);
      let ask = askedOf.has(tag);
      if (n.hasAttributes()) {
        const a = [];
        const names = n.getAttributeNames();
        for (let j = 0; j < names.length; j++) {
          const k = names[j];
          if (k === 'role' || k === 'tabindex' || k === 'contenteditable') ask = true;
          a.push(S(k), S(n.getAttribute(k)));
        }
        attrs.push(a);
      } else attrs.push(0);
      if (ask) asked.push(n);
      const uri = n.namespaceURI;
      if (uri !== 'http://www.w3.org/1999/xhtml') ns.push(i, uri === 'http://www.w3.org/2000/svg' ? 1 : uri === 'http://www.w3.org/1998/Math/MathML' ? 2 : 3);
      // Computed style, box and list marker are asked later, of the
      // elements a query consults (sf.facts). Generated text is asked
      // here, of the elements a rule may give it.
      if (pseudoAll || pseudo.has(n)) {
        const cs = getComputedStyle(n);
        const d = cs.display;
        if (d !== 'none' && !underNone(n)) {
          generated(n, '::before', before, i, rtl(cs), true);
          generated(n, '::after', after, i, rtl(cs), false);
        }
      }
      if (tag === 'input') {
        const t = n.type;
        vals.push(i, S(n.value));
        if ((t === 'checkbox' || t === 'radio') && n.checked) checked.push(i);
        if (t === 'file') {
          files.push(i, n.files ? n.files.length : 0);
          for (const f of n.files || []) fileNames.push(i, S(f.name));
        }
      } else if (tag === 'textarea') {
        vals.push(i, S(n.value));
      } else if (tag === 'option') {
        if (n.selected) selected.push(i);
      }
      const root = n.shadowRoot;
      if (root) {
        const sheets = sheetsOf(root);
        if (!pseudoAll && ruleHosts(root, sheets, generatedRe, pseudo)) pseudoAll = true;
        if (!markerAll && ruleHosts(root, sheets, markerRe, marked)) markerAll = true;
        // The host's light children, then its shadow root (walked first).
        pushChildren(n, i);
        sNode.push(root); sParent.push(i);
        continue;
      }
      if (tag.includes('-')) hosts.push(id - base);
      // A slot keeps its own (fallback) children; Go assigns the host's
      // children to slots, as offline.
      pushChildren(n, i);
    }
    last = elements;
    lastIds = elid;
    byId = null;
    // A page this small gets its facts at once: asking them later would
    // cost a round trip per query for little. A larger one gets those of
    // the elements every query's index consults (controls, labels,
    // elements with a role, and their ancestors); a query asks for the
    // rest it reads.
    // With defer, the facts are not in this answer but in the next call's
    // (projectFacts), which Go sends at once behind this one: it reads the
    // tree while they are asked.
    ordinals.clear();
    noneCache.clear();
    let fi = null;
    const ft = [], fm = [];
    fmOut = fm;
    deferred = [];
    const put = (e) => { deferred.push(e); };
    if (eagerFacts === 0) {
      fi = []; // all asked on demand
    } else if (elements.length <= eagerFacts) {
      elements.forEach(put);
    } else {
      const want = new Set();
      for (let n of asked) {
        while (n && n.nodeType === 1 && !want.has(n)) {
          want.add(n);
          if (n.assignedSlot) {
            for (let m = n.parentNode; m && m.nodeType === 1 && !want.has(m); m = m.parentNode) want.add(m);
          }
          n = flatParent(n);
        }
      }
      fi = [];
      elements.forEach((e, k) => {
        if (want.has(e)) { fi.push(k); put(e); }
      });
    }
    // A few hundred facts cost less than a second answer: they come now.
    const deferring = defer && deferred.length >= deferAt;
    if (!deferring) {
      for (const e of deferred) ft.push(factOf(e, ft.length));
      deferred = null;
    }
    return JSON.stringify({
      url: doc.URL, site: (location.protocol === 'http:' || location.protocol === 'https:' || self.origin === 'null') ? location.href : self.origin, base, gen: sf.gen, vgen: sf.vgen, s: strs, p: parent, d: data, a: attrs, ns, id: elid,
      v: vals, c: checked, sel: selected, f: files, fn: fileNames, pb: before, pa: after, hosts, fi, ft, fm, sr: roots, fd: deferring ? 1 : 0,
    });
  };
})();
