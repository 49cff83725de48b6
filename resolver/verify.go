package resolver

import (
	"math/bits"
	"slices"
	"sort"
	"strings"

	"github.com/surefill/surefill/dom"
)

// Verified targets. A target handed out names its field and nothing else
// in the whole document: the simplest that does, chosen from the label
// index without resolving anything again, so the whole listing stays
// linear in the size of the page:
//
//  1. Label(label), when no other field or group member has that label;
//  2. Label(question text) or Label(name), whichever else is unique;
//  3. Label(label).Within(container), on the nearest container that holds
//     this field and no other with that label, and that itself has a
//     unique target: a named group, region or form, a heading (its
//     region), or an element with a stable id;
//  4. a CSS target on a stable attribute (see Alternates);
//  5. nothing: absent rather than wrong.

// verifyAll computes every visible field's target and alternates, once.
func (r *Resolver) verifyAll() {
	ix := r.index()
	if ix.verified {
		return
	}
	ix.verified = true
	// One pass finds every element carrying a value a field's alternate
	// could be built on.
	wanted := make(map[string]uint8, 2*len(ix.fields))
	seen := make([]uint64, len(r.doc.Nodes)/64+1)
	for _, f := range ix.fields {
		if !f.visible {
			continue
		}
		for _, n := range r.fieldElems(f) {
			for _, a := range n.Attrs {
				if bit := hookBit(a.Name); bit != 0 && a.Value != "" {
					wanted[a.Value] |= bit
				}
			}
		}
		// The ids of its ancestors may anchor a Within.
		for a := f.anchor; a != nil && r.ours(a); a = parentElement(a) {
			if seen[a.Order/64]&(1<<(a.Order%64)) != 0 {
				break
			}
			seen[a.Order/64] |= 1 << (a.Order % 64)
			if id := a.ID(); id != "" {
				wanted[id] |= 1
			}
		}
	}
	if !ix.allAttrs {
		r.scanAttrs(wanted)
	}
	for _, f := range ix.fields {
		if !f.visible {
			continue
		}
		u := unit{f: f}
		f.alts = r.alternates(u)
		f.target = r.fieldTarget(f, u)
		if f.target != nil && len(f.alts) > 0 && f.alts[0] == f.target {
			f.alts = f.alts[1:]
		}
	}
}

func (r *Resolver) fieldTarget(f *field, u unit) Target {
	unique := func(k labelKey) bool {
		same := r.visibleLabel(k.key)
		return shortText(k.disp) && len(same) == 1 && same[0].is(u)
	}
	for _, k := range f.keys {
		if !k.shown && unique(k) {
			return labelTarget(k.disp, k.key)
		}
	}
	if len(f.keys) > 0 && shortText(f.keys[0].disp) {
		k := f.keys[0]
		if c := r.withinFor(u, r.visibleLabel(k.key)); c != nil {
			return labelTarget(k.disp, k.key).Within(c)
		}
	}
	// A placeholder names the field only while it shows (see labelKey).
	for _, k := range f.keys {
		if k.shown && unique(k) {
			return labelTarget(k.disp, k.key)
		}
	}
	if len(f.alts) > 0 {
		return f.alts[0]
	}
	return nil
}

// visibleLabel is what Label(key) matches among visible units, in tree
// order, computed once per key.
func (r *Resolver) visibleLabel(key string) []unit {
	ix := r.index()
	us := ix.labels[key]
	if len(us) == 1 && r.unitVisible(us[0]) {
		return us // the common case, without a copy
	}
	if v, ok := ix.visLabels[key]; ok {
		return v
	}
	if ix.visLabels == nil {
		ix.visLabels = map[string][]unit{}
	}
	v := r.visibleUnits(us)
	ix.visLabels[key] = v
	return v
}

// visibleRole is what Role(role, name) matches among visible units (name
// folded; "" for any name), for the roles the role indexes keep, computed
// once per role and name.
func (r *Resolver) visibleRole(role, key string) []unit {
	ix := r.index()
	k := roleKey(role, key)
	if v, ok := ix.visRoles[k]; ok {
		return v
	}
	if ix.visRoles == nil {
		ix.visRoles = map[string][]unit{}
	}
	var v []unit
	if key == "" {
		v = r.visibleUnits(r.unitsOf(r.rolesOf(role)))
	} else {
		v = r.visibleUnits(r.unitsOf(r.keyed(role, key)))
	}
	ix.visRoles[k] = v
	return v
}

func (r *Resolver) visibleUnits(us []unit) []unit {
	out := make([]unit, 0, len(us))
	for _, u := range us {
		if r.unitVisible(u) {
			out = append(out, u)
		}
	}
	return out
}

// unitTarget is the verified target of any unit.
func (r *Resolver) unitTarget(u unit) Target {
	if u.f != nil {
		r.verifyAll()
		return u.f.target
	}
	return r.elementTarget(u.n)
}

// elementTarget verifies a target for one element: Role(role, name), then
// with Within, then a stable attribute.
func (r *Resolver) elementTarget(n *dom.Node) Target {
	u := unit{n: n}
	if f := r.index().fieldOf(n); f != nil && (n == f.container || len(f.controls) == 1) {
		r.verifyAll()
		return f.target
	}
	role := r.role(n)
	name := display(r.name(n))
	if role != "" && role != "generic" && role != "none" && role != "presentation" && (name == "" || shortText(name)) {
		base := Role(role, name)
		var same []unit
		if role == "heading" || containerRoles[role] || clickableRoles[role] {
			same = r.visibleRole(role, fold(name))
		} else {
			same, _, _ = r.find(base)
		}
		if len(same) == 1 && same[0].is(u) {
			return base
		}
		if c := r.withinFor(u, same); c != nil {
			return base.Within(c)
		}
	}
	if alts := r.alternates(u); len(alts) > 0 {
		return alts[0]
	}
	return nil
}

type containerCand struct {
	t      Target
	lo, hi int
	unique func() bool
}

// withinFor finds the nearest container that holds u and none of the
// other units in same (in tree order), and has a unique target of its
// own. Only the units starting inside a container are looked at, so a
// label repeated k times costs O(log k) per container, not O(k).
func (r *Resolver) withinFor(u unit, same []unit) Target {
	cands := r.containerCands(u)
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].hi-cands[i].lo < cands[j].hi-cands[j].lo })
	for _, c := range cands {
		if !r.unitIn(u, c.lo, c.hi) {
			continue
		}
		clash := false
		i := sort.Search(len(same), func(k int) bool { return same[k].first().Order >= c.lo })
		for ; i < len(same) && same[i].first().Order <= c.hi; i++ {
			if o := same[i]; !o.is(u) && r.unitIn(o, c.lo, c.hi) {
				clash = true
				break
			}
		}
		if !clash && c.unique() {
			return c.t
		}
	}
	return nil
}

func (r *Resolver) containerCands(u unit) []containerCand {
	ix := r.index()
	ri := r.roleIdx()
	first := u.first()
	start := parentElement(first)
	if u.f != nil {
		start = u.f.anchor
		if len(u.f.controls) == 1 && start == first {
			start = parentElement(first)
		}
	}
	var out []containerCand
	// A member of a group (a Yes button, a radio) is found within its own
	// field, when that field has a target.
	if u.f == nil {
		if f := ix.fieldOf(first); f != nil && isGroup(f) {
			r.verifyAll()
			if f.target != nil {
				sc := r.scopeOf(unit{f: f})
				out = append(out, containerCand{t: f.target, lo: sc[0], hi: sc[1], unique: func() bool { return true }})
			}
		}
	}
	for a := start; a != nil; a = parentElement(a) {
		if !r.ours(a) {
			break
		}
		sc := r.scopeOf(unit{n: a, at: a})
		role := r.role(a)
		if containerRoles[role] || role == "heading" {
			if name := display(r.name(a)); name != "" && shortText(name) && r.visible(a) {
				role, key := role, fold(name)
				out = append(out, containerCand{t: Role(role, name), lo: sc[0], hi: sc[1],
					unique: func() bool { return len(r.keyed(role, key)) == 1 }})
			}
		}
		if id := a.ID(); id != "" && r.stableValue("id", id) && r.visible(a) {
			out = append(out, containerCand{t: CSS(idSelector(id)), lo: sc[0], hi: sc[1],
				unique: func() bool { return len(r.visibleUnits(r.unitsOf(r.attrNodes("id", id)))) == 1 }})
		}
	}
	last := u.nodes()[len(u.nodes())-1].Order
	// Only the nearest heading before u and the headings it sits under
	// (each of a higher level) can have u in their region.
	i := sort.Search(len(ri.headings), func(k int) bool { return ri.headings[k].Order >= first.Order }) - 1
	for ; i >= 0; i = ri.up[i] {
		h := ri.headings[i]
		if !r.visible(h) {
			continue
		}
		name := display(r.name(h))
		if name == "" || !shortText(name) {
			continue
		}
		if end := r.regionEnd(h); end >= last {
			key := fold(name)
			out = append(out, containerCand{t: Role("heading", name), lo: h.Order, hi: end,
				unique: func() bool { return len(r.keyed("heading", key)) == 1 }})
		}
	}
	return out
}

// alternates are verified CSS targets on the stable attributes of a
// unit's elements (and its group container): id, name, autocomplete and
// test hooks, in that order.
func (r *Resolver) alternates(u unit) []Target {
	nodes := u.nodes()
	if u.f != nil && u.f.container != nil {
		nodes = append([]*dom.Node{u.f.container}, nodes...)
	}
	type cand struct {
		bit   uint8
		value string
	}
	var cands []cand
	for _, n := range nodes {
		for _, a := range n.Attrs {
			if bit := hookBit(a.Name); bit != 0 && a.Value != "" && !slices.Contains(cands, cand{bit, a.Value}) {
				cands = append(cands, cand{bit, a.Value})
			}
		}
	}
	// Offer them in a fixed order: id, name, autocomplete, test hooks.
	slices.SortStableFunc(cands, func(a, b cand) int { return int(a.bit) - int(b.bit) })
	var out []Target
	for _, c := range cands {
		attr := hookAttrs[bits.TrailingZeros8(c.bit)]
		if !r.hitsOnly(u, c.bit, c.value) || !r.stableValue(attr, c.value) {
			continue
		}
		if attr == "id" {
			out = append(out, CSS(idSelector(c.value)))
		} else {
			out = append(out, CSS(attrSelector(attr, c.value)))
		}
	}
	return out
}

// hitsOnly is namesOnly for the elements carrying value in the attribute
// bit names, without building the list in the common one-element case.
func (r *Resolver) hitsOnly(u unit, bit uint8, value string) bool {
	hits := r.attrHits(bit, value)
	var one *dom.Node
	n := 0
	for _, h := range hits {
		if h.bit == bit {
			one = h.n
			n++
		}
	}
	if n == 1 {
		x := r.unitOf(one)
		return x.is(u) && r.unitVisible(x)
	}
	return n > 1 && r.namesOnly(u, r.attrNodes(hookAttrs[bits.TrailingZeros8(bit)], value))
}

// namesOnly reports whether elements matched by a CSS target (ns) resolve
// to u and nothing else.
func (r *Resolver) namesOnly(u unit, ns []*dom.Node) bool {
	if len(ns) == 1 {
		x := r.unitOf(ns[0])
		return x.is(u) && r.unitVisible(x)
	}
	us := r.visibleUnits(r.unitsOf(ns))
	return len(us) == 1 && us[0].is(u)
}

func idSelector(id string) string {
	if cssIdent(id) {
		return "#" + id
	}
	return attrSelector("id", id)
}

// stableValue reports whether an attribute value can be offered in a
// target: never a generated id, nor one the custom parts maps mark
// unstable.
func (r *Resolver) stableValue(attr, v string) bool {
	switch attr {
	case "autocomplete":
		v = strings.ToLower(strings.TrimSpace(v))
		return v != "" && v != "on" && v != "off" && !strings.ContainsAny(v, " \t\n")
	}
	for _, p := range r.opts.Parts {
		if p.UnstableIDs != nil && p.UnstableIDs.MatchString(v) {
			return false
		}
	}
	return !GeneratedID(v, attr == "id")
}

// hasUUID reports a UUID (8-4-4-4-12 hex digits, hyphens optional) in s.
func hasUUID(s string) bool {
	groups := [...]int{8, 4, 4, 4, 12}
	for start := 0; start+32 <= len(s); start++ {
		i, ok := start, true
		for g, n := range groups {
			for k := 0; k < n; k++ {
				if i >= len(s) || !isHex(s[i]) {
					ok = false
					break
				}
				i++
			}
			if !ok {
				break
			}
			if g < len(groups)-1 && i < len(s) && s[i] == '-' {
				i++
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// GeneratedID reports an identifier a page generates rather than an author
// writes: framework counters with colons or guillemets (":r7:"), UUIDs,
// long hex hashes, random-looking mixes of letters and digits and, for ids
// (strict), numeric counters: an all-digit part or a trailing run of two
// or more digits ("field-1234", "input17"). Names and test hooks are not
// strict: "items[0][name]" is an author's.
func GeneratedID(s string, strict bool) bool {
	if s == "" {
		return false
	}
	// Three plain searches: ContainsAny with a non-ASCII set decodes s
	// rune by rune, and this runs for every id, name and test hook.
	if strings.IndexByte(s, ':') >= 0 || strings.Contains(s, "«") || strings.Contains(s, "»") || hasUUID(s) {
		return true
	}
	for i := 0; i < len(s); {
		for i < len(s) && !isWordByte(s[i]) {
			i++
		}
		j := i
		for j < len(s) && isWordByte(s[j]) {
			j++
		}
		tok := s[i:j]
		i = j
		if tok == "" {
			continue
		}
		digits, letters, hex, flips := 0, 0, true, 0
		prevDigit := false
		for k := 0; k < len(tok); k++ {
			c := tok[k]
			isDigit := c >= '0' && c <= '9'
			if isDigit {
				digits++
			} else {
				letters++
				if !(c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
					hex = false
				}
			}
			if k > 0 && isDigit != prevDigit {
				flips++
			}
			prevDigit = isDigit
		}
		switch {
		case len(tok) >= 8 && hex && digits > 0:
			return true // a hash
		case len(tok) >= 6 && digits >= 2 && letters >= 2 && flips >= 3:
			return true // random letters and digits
		case strict && letters == 0:
			return true // a counter
		}
	}
	if strict {
		n := 0
		for i := len(s) - 1; i >= 0 && s[i] >= '0' && s[i] <= '9'; i-- {
			n++
		}
		if n >= 2 {
			return true
		}
	}
	return false
}
