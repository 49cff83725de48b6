package resolver

import (
	"sort"
	"strings"

	"github.com/surefill/surefill/dom"
)

// index is everything the resolver learns about a document in one pass:
// its fields, which element belongs to which field, subtree extents and
// the label and attribute indexes verified targets are computed from.
type index struct {
	fields []*field
	// owner maps an element's Order to 1+its field's index, for controls
	// and group containers; 0 for the rest.
	owner []int32
	// end is, by Order, the Order of the last node of the element's
	// subtree (shadow trees included), so containment is a range test.
	end []int32
	// ctl holds the sorted Orders of the visible fields' controls: "does
	// this container hold another question?" is two binary searches.
	ctl []int32
	// labels maps a folded label to what Label(label) matches: fields by
	// name or question text, and group members by their own name.
	labels map[string][]unit
	// hidden is the same for hidden fields, built on demand.
	hidden map[string][]unit
	// attrs lists, for a hook attribute value, every element carrying it
	// in a hook attribute (attrs["email"]: id, name...). It holds the values of fields'
	// elements (one pass finds them all) until a lookup misses, which
	// fills it for every value (allAttrs).
	attrs    map[string][]attrHit
	wanted   map[string]uint8 // the values attrs holds, a bit per attribute
	allAttrs bool
	// labelFor maps an id to the <label for=id> elements (of any tree).
	labelFor map[string][]*dom.Node

	verified  bool
	listboxes []*dom.Node // the fields' popups, for Clickables
	visLabels map[string][]unit
	visRoles  map[string][]unit
}

// hookAttrs are the attributes alternates are built on; test hooks are a
// generic convention (data-testid and its spellings).
var hookAttrs = []string{"id", "name", "autocomplete", "data-testid", "data-test-id", "data-test", "data-qa"}

// hookBit numbers the hook attributes as bits (0 for any other).
func hookBit(name string) uint8 {
	switch name {
	case "id":
		return 1
	case "name":
		return 2
	case "autocomplete":
		return 4
	case "data-testid":
		return 8
	case "data-test-id":
		return 16
	case "data-test":
		return 32
	case "data-qa":
		return 64
	}
	return 0
}

// field is the resolver's view of one field.
type field struct {
	idx       int
	kind      Kind
	class     ctlClass
	controls  []*dom.Node // the elements that take the value, tree order
	container *dom.Node   // fieldset, named group or the buttons' parent
	anchor    *dom.Node   // lowest common ancestor of the controls
	scope     *dom.Node   // largest ancestor holding this field's controls only
	listbox   *dom.Node   // the popup of a combobox or custom select
	origin    *dom.Node   // the original control a widget replaces (original.go)
	nvis      int         // visible controls
	visible   bool

	name     string // accessible name of the control or group
	question string
	qnode    *dom.Node
	label    string // display label
	keys     []labelKey

	target Target
	alts   []Target
}

// labelKey is one text a field answers to. shown is true for a name that
// only came from a placeholder: the text a box shows while it is empty,
// which a widget takes away once it holds a value, so a listing offers it
// as a target only when nothing steadier names the field.
type labelKey struct {
	key, disp string
	shown     bool
}

// unit is one thing a target can name: a whole field or one element (a
// group member, a button, any element).
type unit struct {
	f  *field
	n  *dom.Node
	at *dom.Node // the element a target matched, for Within scopes
}

// is reports whether u and v name the same thing.
func (u unit) is(v unit) bool { return u.f == v.f && u.n == v.n }

func (u unit) nodes() []*dom.Node {
	if u.f != nil {
		return u.f.controls
	}
	return []*dom.Node{u.n}
}

func (u unit) first() *dom.Node {
	if u.f != nil {
		return u.f.controls[0]
	}
	return u.n
}

// build runs discovery once.
func (r *Resolver) index() *index {
	if r.ix != nil {
		return r.ix
	}
	nodes := r.doc.Nodes
	ix := &index{
		owner:    make([]int32, len(nodes)),
		end:      make([]int32, len(nodes)),
		labels:   nil,
		attrs:    make(map[string][]attrHit),
		labelFor: make(map[string][]*dom.Node),
	}
	r.ix = ix
	// Subtree extents: children come after their parent in tree order, so
	// one reverse sweep settles every extent.
	for i := range ix.end {
		ix.end[i] = int32(i)
	}
	for i := len(nodes) - 1; i > 0; i-- {
		p := nodes[i].ComposedParent()
		if p != nil && p.Doc == r.doc && ix.end[p.Order] < ix.end[i] {
			ix.end[p.Order] = ix.end[i]
		}
	}
	d := r.discover()
	r.group(d)
	r.describe()
	return ix
}

// contains reports whether b lies in a's subtree (shadow trees included).
func (ix *index) contains(a, b *dom.Node) bool {
	if a.Doc != b.Doc || a.Order < 0 || a.Order >= len(ix.end) {
		return a.Contains(b)
	}
	return a.Order <= b.Order && b.Order <= int(ix.end[a.Order])
}

// searchCtl is the index in ctl of the first control with Order >= lo.
func (ix *index) searchCtl(lo int) int {
	return sort.Search(len(ix.ctl), func(k int) bool { return int(ix.ctl[k]) >= lo })
}

// countIn is the number of visible fields' controls with Order in [lo, hi].
func (ix *index) countIn(lo, hi int) int {
	i := sort.Search(len(ix.ctl), func(k int) bool { return int(ix.ctl[k]) >= lo })
	j := sort.Search(len(ix.ctl), func(k int) bool { return int(ix.ctl[k]) > hi })
	return j - i
}

// holdsOnly reports whether p's subtree holds no visible control of a
// field other than f.
func (ix *index) holdsOnly(p *dom.Node, f *field) bool {
	return ix.countIn(p.Order, int(ix.end[p.Order])) <= f.nvis
}

// fieldOf returns the field n is a control or container of.
func (ix *index) fieldOf(n *dom.Node) *field {
	if n == nil || n.Order < 0 || n.Order >= len(ix.owner) {
		return nil
	}
	if k := ix.owner[n.Order]; k > 0 {
		return ix.fields[k-1]
	}
	return nil
}

// attrNodes returns every element (outside closed shadow roots) whose
// attribute name has the value.
func (r *Resolver) attrNodes(name, value string) []*dom.Node {
	bit := hookBit(name)
	hits := r.attrHits(bit, value)
	n := 0
	for _, h := range hits {
		if h.bit == bit {
			n++
		}
	}
	if n == len(hits) {
		return attrHitNodes(hits)
	}
	out := make([]*dom.Node, 0, n)
	for _, h := range hits {
		if h.bit == bit {
			out = append(out, h.n)
		}
	}
	return out
}

// attrHits returns the elements carrying value in any hook attribute;
// the caller keeps those whose bit is asked.
func (r *Resolver) attrHits(bit uint8, value string) []attrHit {
	ix := r.index()
	if !ix.allAttrs && ix.wanted[value]&bit == 0 {
		ix.allAttrs = true
		r.scanAttrs(nil)
	}
	return ix.attrs[value]
}

// attrHit is one element carrying a hook attribute value.
type attrHit struct {
	bit uint8
	n   *dom.Node
}

func attrHitNodes(hs []attrHit) []*dom.Node {
	out := make([]*dom.Node, len(hs))
	for i, h := range hs {
		out[i] = h.n
	}
	return out
}

// scanAttrs fills the attribute index in one pass: for the wanted values
// (a bit per hook attribute) only, or for every value when wanted is nil.
func (r *Resolver) scanAttrs(wanted map[string]uint8) {
	ix := r.ix
	if len(ix.attrs) == 0 && wanted != nil {
		// Sized once: growing a string-keyed map rehashes every key.
		ix.attrs = make(map[string][]attrHit, len(wanted))
	} else {
		clear(ix.attrs)
	}
	ix.wanted = wanted
	closedTo := -1
	for _, n := range r.doc.Nodes {
		if n.Type == dom.ShadowRootNode && n.ShadowMode == "closed" {
			// CSS does not reach into closed shadow roots, so attributes
			// there never make a CSS target.
			closedTo = max(closedTo, int(ix.end[n.Order]))
		}
		if n.Type != dom.ElementNode || n.Order <= closedTo {
			continue
		}
		for _, a := range n.Attrs {
			bit := hookBit(a.Name)
			if bit == 0 || a.Value == "" {
				continue
			}
			if wanted == nil || wanted[a.Value]&bit != 0 {
				ix.attrs[a.Value] = append(ix.attrs[a.Value], attrHit{bit, n})
			}
		}
	}
}

// parentElement is the composed parent element (a shadow root's host).
func parentElement(n *dom.Node) *dom.Node {
	p := n.Parent
	if p != nil && p.Type == dom.ShadowRootNode {
		p = p.Host
	}
	if p == nil && n.Type == dom.ShadowRootNode {
		p = n.Host
	}
	if p == nil || p.Type != dom.ElementNode {
		return nil
	}
	return p
}

// siblings returns the child list x lives in.
func siblings(x *dom.Node) []*dom.Node {
	if x.Parent == nil {
		return nil
	}
	return x.Parent.Children
}

// classWords splits a class attribute into lower-case words: "app-Question
// is_selected" gives app, question, is, selected.
func classWords(n *dom.Node) []string {
	c := n.AttrOr("class")
	if c == "" {
		return nil
	}
	return strings.FieldsFunc(strings.ToLower(c), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	})
}

// hasClassWord reports whether a word of n's class attribute (see
// classWords) is in words. It allocates nothing for ASCII classes.
func hasClassWord(n *dom.Node, words map[string]bool) bool {
	c := n.AttrOr("class")
	if c == "" {
		return false
	}
	var buf [32]byte
	for i := 0; i < len(c); {
		for i < len(c) && !isWordByte(c[i]) {
			if c[i] >= 0x80 {
				return hasClassWordSlow(n, words)
			}
			i++
		}
		j := i
		for j < len(c) && isWordByte(c[j]) {
			j++
		}
		if j > i && j-i <= len(buf) {
			w := buf[:j-i]
			for k := i; k < j; k++ {
				b := c[k]
				if 'A' <= b && b <= 'Z' {
					b += 'a' - 'A'
				}
				w[k-i] = b
			}
			if words[string(w)] {
				return true
			}
		}
		i = j
	}
	return false
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

func hasClassWordSlow(n *dom.Node, words map[string]bool) bool {
	for _, w := range classWords(n) {
		if words[w] {
			return true
		}
	}
	return false
}

// explicitRole is the first token of the role attribute, lower-cased.
func explicitRole(n *dom.Node) string {
	r, ok := n.Attr("role")
	if !ok {
		return ""
	}
	r = strings.ToLower(strings.TrimSpace(r))
	if i := strings.IndexAny(r, " \t\n"); i >= 0 {
		r = r[:i]
	}
	return r
}

func attrTrue(n *dom.Node, name string) bool {
	return strings.EqualFold(strings.TrimSpace(n.AttrOr(name)), "true")
}

func tokens(s string) []string { return strings.Fields(s) }
