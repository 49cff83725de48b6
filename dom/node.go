// Package dom is surefill's one document model. Two builders fill it: the
// offline one from saved HTML (Parse) and the live one from a snapshot of a
// page taken over CDP. Everything that names, resolves or lists fields works
// over this model only, so offline and live answers are the same code.
//
// The model keeps what a person and an assistive technology would use:
// elements, attributes and text in tree order; shadow roots (declarative
// <template shadowrootmode> offline, snapshot shadow roots live); same-process
// iframe documents; and per-element state that HTML alone cannot give live
// (current value, checkedness, selectedness, computed visibility, generated
// ::before/::after and list ::marker text, the layout box and the backend
// node id to act on).
package dom

import (
	"strings"

	"golang.org/x/net/html"
)

// NodeType says what a Node is.
type NodeType uint8

const (
	DocumentNode NodeType = iota
	ElementNode
	TextNode
	// ShadowRootNode is the root of a shadow tree; its Host is the element
	// it is attached to. It is not among the host's Children.
	ShadowRootNode
	CommentNode
)

// Attr is one attribute. Names are lower-case for HTML elements.
type Attr struct {
	Name, Value string
}

// Style is the computed style that decides whether a person can see an
// element. Values are CSS keywords as computed ("none", "block", "hidden",
// "visible", "collapse", "auto"); Opacity is "" or a number as text.
type Style struct {
	Display           string
	Visibility        string
	Opacity           string
	ContentVisibility string
	// PointerEvents is "none" when the element ignores the pointer.
	PointerEvents string

	// listStyle is the inherited list-style-type the offline cascade
	// computes for list markers ("" is the initial disc).
	listStyle string
	// zeroW and zeroH are set when the offline cascade gives the element a
	// width or height of zero length (see Node.Visible).
	zeroW, zeroH bool
}

// Rect is a layout box in CSS pixels, relative to the frame's document.
type Rect struct {
	X, Y, W, H float64
}

// Node is an element, text node, document or shadow root.
type Node struct {
	Type NodeType
	// Tag is the lower-case local name of an element ("input", "svg").
	Tag string
	// Namespace is "" for HTML, "svg" or "math" for foreign elements.
	Namespace string
	Attrs     []Attr
	// Data is the text of a text or comment node.
	Data string

	Parent   *Node
	Children []*Node

	// Shadow is the shadow root attached to this element, if any.
	Shadow *Node
	// Host is set on a ShadowRootNode: the element that owns it.
	Host *Node
	// ShadowMode is "open" or "closed" on a ShadowRootNode.
	ShadowMode string

	// ContentDocument is the document of a same-process <iframe> or <frame>.
	ContentDocument *Document

	// Doc is the document the node belongs to.
	Doc *Document
	// Order is the node's position in the document's tree order, shadow
	// trees included (a host's shadow tree comes before its light children).
	Order int

	// State is live or derived state; nil for text and comment nodes.
	State *State

	// src is the parse-tree node an offline element was built from; the
	// cascade matches selectors over it while Parse runs (nil afterwards).
	src *html.Node
}

// State is the per-element state a live snapshot provides. The offline
// builder derives it from attributes and the small cascade.
type State struct {
	// Value is the current value of an input or textarea.
	Value string
	// CSS is the computed style as the builder set it. Read it with
	// Node.Style, which also answers for a live model that left it unasked
	// (StyleUnknown; see lazy.go).
	CSS Style
	// Gen is the generated text of the element's ::before, ::after and
	// ::marker boxes; nil when it has none. Read it with Generated.
	Gen *Generated
	// Box is the layout box; HasBox is false when the element has no layout
	// object (display:none, detached) or the builder has no layout. The
	// live projection reports only whether the box has some size: 1×1 at
	// the origin when it has, 0×0 when it has none.
	Box Rect
	// BackendID is the CDP backend node id (0 offline).
	BackendID int64
	// RuntimeID is the id the page runtime gave the element when the live
	// model came from its projection (0 otherwise): stable for the life of
	// the document, like BackendID.
	RuntimeID int64
	// Files is the number of files chosen in a file input (live only).
	Files int
	// FileNames are the names of those files, when the builder reads them
	// (the live projection does; a DOM snapshot reports only the count).
	FileNames []string
	// Checked is the checkedness of a checkbox or radio input.
	Checked bool
	// Selected is the selectedness of an <option>.
	Selected bool
	// StyleUnknown is set when the live builder left the computed style,
	// the box and the list marker unasked.
	StyleUnknown bool
	HasBox       bool
}

// Generated is the text of an element's generated boxes: a page of
// 100,000 elements has few, so they are kept apart from the state.
type Generated struct {
	// Before and After are the generated text of ::before and ::after
	// (already resolved from content: strings, attr(), counters).
	Before, After string
	// BeforeAlt and AfterAlt are the alternative text given after a slash
	// in content ('content: "★" / "Favourite"'), which accessible names
	// use instead of Before/After when BeforeHasAlt/AfterHasAlt is set (an
	// empty alternative marks the generated text decorative).
	BeforeAlt, AfterAlt       string
	BeforeHasAlt, AfterHasAlt bool
	// BeforeGap and AfterGap are set when the ::before/::after box is set
	// apart from the element's content (it is not an inline box, or it has
	// padding or margin on the side facing the content), so its text reads
	// as a word of its own.
	BeforeGap, AfterGap bool
	// Marker is the text of a list item's ::marker box ("• ", "1. ", or
	// what its content property gives); "" when it has none. Read it with
	// Node.Marker, which also answers for an unasked live element.
	Marker string
}

// Generated returns the element's generated text (the zero value when it
// has none).
func (s *State) Generated() Generated {
	if s == nil || s.Gen == nil {
		return Generated{}
	}
	return *s.Gen
}

// EditGenerated returns the element's generated text to set, made on first
// use: a builder calls it only for text it has.
func (s *State) EditGenerated() *Generated {
	if s.Gen == nil {
		s.Gen = &Generated{}
	}
	return s.Gen
}

// Key is the element's identity within a live document: its backend node
// id or runtime id, whichever the builder gave it (0 offline).
func (s *State) Key() int64 {
	if s.BackendID != 0 {
		return s.BackendID
	}
	return s.RuntimeID
}

// Document is one document: the main page, a same-process iframe, or an
// out-of-process frame built from its own session.
type Document struct {
	Root *Node
	// URL is the document's address ("" offline unless given).
	URL string
	// FrameID is the CDP frame id (empty offline).
	FrameID string
	// Owner is the <iframe> element that holds this document, if any.
	Owner *Node
	// Live is true when the model came from a live snapshot: state and
	// style are computed by the browser rather than derived.
	Live bool

	// Nodes lists every node in tree order (Order indexes it).
	Nodes []*Node

	ids map[*Node]map[string]*Node
	// store is the memory Parse built the document in (see Release).
	store *store
	// mirror is the x/net/html view of the model that CSS selectors run
	// over, built on first use (see mirror.go).
	mirror *mirror
	// lazy holds the facts asked on demand (see lazy.go).
	lazy lazyFacts
}

// Attr returns the value of the named attribute and whether it is present.
func (n *Node) Attr(name string) (string, bool) {
	if n == nil {
		return "", false
	}
	for _, a := range n.Attrs {
		if a.Name == name {
			return a.Value, true
		}
	}
	return "", false
}

// AttrOr returns the attribute's value, or "" when absent.
func (n *Node) AttrOr(name string) string {
	v, _ := n.Attr(name)
	return v
}

// HasAttr reports whether the attribute is present.
func (n *Node) HasAttr(name string) bool {
	_, ok := n.Attr(name)
	return ok
}

// SetAttr sets or adds an attribute (used by builders).
func (n *Node) SetAttr(name, value string) {
	for i := range n.Attrs {
		if n.Attrs[i].Name == name {
			n.Attrs[i].Value = value
			return
		}
	}
	n.Attrs = append(n.Attrs, Attr{Name: name, Value: value})
}

// IsElement reports whether n is an HTML element with one of the given tags
// (any HTML element when no tag is given).
func (n *Node) IsElement(tags ...string) bool {
	if n == nil || n.Type != ElementNode || n.Namespace != "" {
		return false
	}
	if len(tags) == 0 {
		return true
	}
	for _, t := range tags {
		if n.Tag == t {
			return true
		}
	}
	return false
}

// ID returns the id attribute.
func (n *Node) ID() string { return n.AttrOr("id") }

// TreeRoot returns the root of the tree the node is in: its Document's Root
// or the ShadowRootNode of the shadow tree it lives in.
func (n *Node) TreeRoot() *Node {
	for n != nil && n.Parent != nil {
		n = n.Parent
	}
	return n
}

// ShadowHost returns the host of the shadow tree n lives in, or nil when n
// is in the document tree.
func (n *Node) ShadowHost() *Node {
	r := n.TreeRoot()
	if r != nil && r.Type == ShadowRootNode {
		return r.Host
	}
	return nil
}

// ElementByID finds the element with the id in the same tree as n (its
// document or its shadow root), as getElementById would from there.
func (n *Node) ElementByID(id string) *Node {
	if n == nil || id == "" || n.Doc == nil {
		return nil
	}
	root := n.TreeRoot()
	d := n.Doc
	if d.ids == nil {
		d.indexIDs()
	}
	return d.ids[root][id]
}

func (d *Document) indexIDs() {
	d.ids = make(map[*Node]map[string]*Node)
	// The document's own map is sized for every id up front: growing a
	// string-keyed map rehashes each key it holds.
	nids := 0
	for _, n := range d.Nodes {
		if n.Type == ElementNode && n.AttrOr("id") != "" {
			nids++
		}
	}
	if d.Root != nil && nids > 0 {
		d.ids[d.Root] = make(map[string]*Node, nids)
	}
	for _, n := range d.Nodes {
		if n.Type != ElementNode {
			continue
		}
		id, ok := n.Attr("id")
		if !ok || id == "" {
			continue
		}
		root := n.TreeRoot()
		m := d.ids[root]
		if m == nil {
			m = make(map[string]*Node)
			d.ids[root] = m
		}
		if _, dup := m[id]; !dup { // the first in tree order wins
			m[id] = n
		}
	}
}

// Reindex recomputes Nodes, Order and the id index after a builder changed
// the tree. Builders call it once at the end.
func (d *Document) Reindex() {
	d.Nodes = d.Nodes[:0]
	d.ids = nil
	d.dropMirror()
	var walk func(n *Node)
	walk = func(n *Node) {
		n.Doc = d
		n.Order = len(d.Nodes)
		d.Nodes = append(d.Nodes, n)
		if n.Shadow != nil {
			n.Shadow.Host = n
			walk(n.Shadow)
		}
		for _, c := range n.Children {
			c.Parent = n
			walk(c)
		}
	}
	if d.Root != nil {
		d.Root.Parent = nil
		walk(d.Root)
	}
}

// Elements returns every element of the document in tree order, shadow
// trees included, iframe documents excluded.
func (d *Document) Elements() []*Node {
	out := make([]*Node, 0, len(d.Nodes)/2)
	for _, n := range d.Nodes {
		if n.Type == ElementNode {
			out = append(out, n)
		}
	}
	return out
}

// FlatChildren returns the children of n in the flat tree: a shadow host's
// shadow root children, a slot's assigned nodes (or its fallback content),
// otherwise the plain children. Names and visible text follow the flat tree.
func (n *Node) FlatChildren() []*Node {
	if n.Shadow != nil {
		return n.Shadow.Children
	}
	if n.IsElement("slot") {
		if host := n.ShadowHost(); host != nil {
			if as := AssignedNodes(n); len(as) > 0 {
				return as
			}
		}
	}
	return n.Children
}

// AssignedNodes returns the host's light children assigned to a slot (named
// slots by the slot attribute, the default slot for the rest), in order.
func AssignedNodes(slot *Node) []*Node {
	host := slot.ShadowHost()
	if host == nil {
		return nil
	}
	name := slot.AttrOr("name")
	// Only the first slot with a given name in the shadow tree gets nodes.
	if first := firstSlot(host.Shadow, name); first != slot {
		return nil
	}
	var out []*Node
	for _, c := range host.Children {
		switch c.Type {
		case ElementNode:
			if c.AttrOr("slot") == name {
				out = append(out, c)
			}
		case TextNode:
			if name == "" {
				out = append(out, c)
			}
		}
	}
	return out
}

func firstSlot(root *Node, name string) *Node {
	var found *Node
	var walk func(n *Node) bool
	walk = func(n *Node) bool {
		for _, c := range n.Children {
			if c.IsElement("slot") && c.AttrOr("name") == name {
				found = c
				return true
			}
			if walk(c) {
				return true
			}
		}
		return false
	}
	walk(root)
	return found
}

// AssignedSlot returns the slot a light child of a shadow host is rendered
// in, or nil.
func AssignedSlot(n *Node) *Node {
	p := n.Parent
	if p == nil || p.Shadow == nil {
		return nil
	}
	name := ""
	if n.Type == ElementNode {
		name = n.AttrOr("slot")
	}
	return firstSlot(p.Shadow, name)
}

// FlatParent returns the parent of n in the flat tree: the slot a host's
// light child is assigned to, the host of a shadow root's child, else the
// parent. A host's light child with no slot has no flat parent (it is not
// rendered) and FlatParent returns nil for it.
func (n *Node) FlatParent() *Node {
	p := n.Parent
	if p == nil {
		return nil
	}
	if p.Type == ShadowRootNode {
		return p.Host
	}
	if p.Shadow != nil {
		return AssignedSlot(n)
	}
	return p
}

// Hidden reports whether the element is not rendered or not visible to a
// person by computed style: display:none on it or any flat-tree ancestor,
// visibility hidden or collapse (inherited, so the element's own computed
// value decides), or inside a content-visibility:hidden ancestor. It does
// not look at aria-hidden (a name engine concern) or opacity (see Visible).
func (n *Node) Hidden() bool { return n.hidden(nil) }

func (n *Node) hidden(m *VisibilityMemo) bool {
	if n.Type == TextNode {
		if n.Parent == nil {
			return false
		}
		if closedDetailsHides(n.Parent, n) {
			return true
		}
		p := n.FlatParentElement()
		if p == nil {
			// Not in the flat tree (an unslotted child of a host).
			return n.Parent.Shadow != nil || n.Parent.Type == ElementNode
		}
		return p.hidden(m)
	}
	if n.Type != ElementNode {
		return false
	}
	if n.State != nil {
		v := n.Style().Visibility
		if v == "hidden" || v == "collapse" {
			return true
		}
	}
	return n.hides(true) || m.ancestorHides(n.FlatParent())
}

// ancestorHides reports whether e or a flat-tree ancestor of it hides its
// descendants (see hides), keeping the answer in m when there is one.
func (m *VisibilityMemo) ancestorHides(e *Node) bool {
	if e == nil || e.Type == ShadowRootNode || e.Type == DocumentNode {
		return false
	}
	if m != nil {
		if v, ok := m.get(e, m.hid, m.hidden); ok {
			return v
		}
	}
	v := e.hides(false) || m.ancestorHides(e.FlatParent())
	if m != nil {
		m.put(e, &m.hid, m.hidden, v)
	}
	return v
}

// hides reports whether e is not rendered, as itself (first) or as the
// ancestor of what is asked.
func (e *Node) hides(first bool) bool {
	if p := e.Parent; p != nil {
		// A light child of a shadow host that no slot takes is not
		// rendered, nor is a slot's fallback content while nodes are
		// assigned to it (HTML §4.12.4), nor anything inside them.
		if p.Shadow != nil && AssignedSlot(e) == nil {
			return true
		}
		// A closed <details> renders its summary only (HTML
		// §4.11.1), whatever display its other children have: the
		// browser slots them into a part it does not render.
		if closedDetailsHides(p, e) {
			return true
		}
		if p.IsElement("slot") && p.ShadowHost() != nil && len(AssignedNodes(p)) > 0 {
			return true
		}
	}
	if e.State != nil {
		st := e.Style()
		return st.Display == "none" || !first && st.ContentVisibility == "hidden"
	}
	return false
}

// A VisibilityMemo answers Hidden and Visible for many elements of a
// document, keeping what it found of their ancestors: asking every element
// looks at each ancestor once instead of once per descendant. The document
// must not change while it is used.
type VisibilityMemo struct {
	// doc is the document of the first node asked: its nodes' answers
	// are kept by tree order (0 not known yet, 1 no, 2 yes), other
	// documents' (a frame's) in the maps.
	doc         *Document
	hid, transp []uint8
	hidden      map[*Node]bool
	transparent map[*Node]bool
}

// NewVisibilityMemo returns an empty memo.
func NewVisibilityMemo() *VisibilityMemo {
	return &VisibilityMemo{hidden: map[*Node]bool{}, transparent: map[*Node]bool{}}
}

// get returns the memo's answer for e, if it has one.
func (m *VisibilityMemo) get(e *Node, byOrder []uint8, other map[*Node]bool) (v, ok bool) {
	if m.doc != nil && e.Doc == m.doc && e.Order < len(byOrder) && m.doc.Nodes[e.Order] == e {
		return byOrder[e.Order] == 2, byOrder[e.Order] != 0
	}
	v, ok = other[e]
	return v, ok
}

// put keeps the answer v for e.
func (m *VisibilityMemo) put(e *Node, byOrder *[]uint8, other map[*Node]bool, v bool) {
	if m.doc == nil && e.Doc != nil {
		m.doc = e.Doc
	}
	if m.doc != nil && e.Doc == m.doc && e.Order < len(m.doc.Nodes) && m.doc.Nodes[e.Order] == e {
		if len(*byOrder) != len(m.doc.Nodes) {
			*byOrder = make([]uint8, len(m.doc.Nodes))
		}
		(*byOrder)[e.Order] = 1
		if v {
			(*byOrder)[e.Order] = 2
		}
		return
	}
	other[e] = v
}

// Hidden is n.Hidden().
func (m *VisibilityMemo) Hidden(n *Node) bool { return n.hidden(m) }

// Visible is n.Visible().
func (m *VisibilityMemo) Visible(n *Node) bool { return n.visible(m) }

// transparentAt reports whether e or a flat-tree ancestor element has
// opacity 0.
func (m *VisibilityMemo) transparentAt(e *Node) bool {
	if e == nil {
		return false
	}
	if m != nil {
		if v, ok := m.get(e, m.transp, m.transparent); ok {
			return v
		}
	}
	v := e.State != nil && e.Style().Opacity == "0" || m.transparentAt(e.FlatParentElement())
	if m != nil {
		m.put(e, &m.transp, m.transparent, v)
	}
	return v
}

// closedDetailsHides reports a child e of a closed <details> p other than
// its summary.
func closedDetailsHides(p, e *Node) bool {
	return p.Type == ElementNode && p.Tag == "details" && p.Namespace == "" && !p.HasAttr("open") &&
		!(e.Type == ElementNode && e.IsElement("summary"))
}

// FlatParentElement returns the nearest flat-tree ancestor element.
func (n *Node) FlatParentElement() *Node {
	for p := n.FlatParent(); p != nil; p = p.FlatParent() {
		if p.Type == ElementNode {
			return p
		}
	}
	return nil
}

// Visible reports whether a person could see the element: not Hidden, not
// fully transparent, and with a non-empty layout box where the model has
// layout (live). Offline there is no layout, so style alone decides.
func (n *Node) Visible() bool { return n.visible(nil) }

func (n *Node) visible(m *VisibilityMemo) bool {
	if n.hidden(m) || m.transparentAt(n) {
		return false
	}
	if sel := listSelect(n); sel != nil {
		// An option of a select is seen when the select is: a closed list
		// lays its options out only while open, so the live box says
		// nothing, and offline there is no layout at all.
		return sel.visible(m)
	}
	if n.Doc != nil && n.Doc.Live && n.State != nil {
		if !n.sized() {
			return false
		}
	} else if n.State != nil && zeroBox(n) {
		return false
	}
	return true
}

// zeroBox reports, offline, an element whose style gives it no size: width
// and height both of zero length on a box they apply to (not an inline
// box), as the live rule finds from the layout box. One zero side alone is
// not taken for no size offline: a flex item of width 0 grows, and the
// offline model has no layout to tell.
func zeroBox(n *Node) bool {
	st := &n.State.CSS
	if !st.zeroW || !st.zeroH {
		return false
	}
	switch st.Display {
	case "inline", "contents", "none":
		return false
	case "":
		return n.Namespace == "" && !inlineByDefault[n.Tag]
	}
	return true
}

// inlineByDefault are the HTML elements the user-agent style sheet makes
// non-replaced inline boxes, which width and height do not apply to (CSS 2
// §10.3.1, §10.6.1).
var inlineByDefault = map[string]bool{
	"a": true, "abbr": true, "b": true, "bdi": true, "bdo": true, "cite": true,
	"code": true, "data": true, "dfn": true, "em": true, "i": true, "kbd": true,
	"label": true, "mark": true, "q": true, "s": true, "samp": true, "small": true,
	"span": true, "strong": true, "sub": true, "sup": true, "time": true, "u": true,
	"var": true, "font": true, "big": true, "tt": true, "strike": true, "nobr": true,
	"slot": true, "br": true, "wbr": true,
}

// listSelect returns the <select> an option or optgroup belongs to (its
// parent, or its optgroup's parent), or nil.
func listSelect(n *Node) *Node {
	if !n.IsElement("option", "optgroup") {
		return nil
	}
	p := n.Parent
	if p.IsElement("optgroup") && n.Tag == "option" {
		p = p.Parent
	}
	if p.IsElement("select") {
		return p
	}
	return nil
}

// TextContent returns the concatenated text of n's light-tree descendants,
// like the DOM's textContent.
func (n *Node) TextContent() string {
	if n.Type == TextNode {
		return n.Data
	}
	var b strings.Builder
	var walk func(*Node)
	walk = func(x *Node) {
		for _, c := range x.Children {
			switch c.Type {
			case TextNode:
				b.WriteString(c.Data)
			case ElementNode:
				walk(c)
			}
		}
	}
	walk(n)
	return b.String()
}

// Contains reports whether d is n or a descendant of n in the composed tree
// (crossing into shadow trees, not into iframe documents).
func (n *Node) Contains(d *Node) bool {
	for x := d; x != nil; {
		if x == n {
			return true
		}
		if x.Parent != nil {
			x = x.Parent
		} else if x.Type == ShadowRootNode {
			x = x.Host
		} else {
			return false
		}
	}
	return false
}

// ComposedParent returns the parent, or the host for a shadow root.
func (n *Node) ComposedParent() *Node {
	if n.Parent != nil {
		return n.Parent
	}
	if n.Type == ShadowRootNode {
		return n.Host
	}
	return nil
}

// FormDisabled reports a form control disabled by its own attribute or
// by a disabled fieldset around it, outside that fieldset's first legend
// (HTML's "actually disabled", without aria-disabled).
func (n *Node) FormDisabled() bool {
	if n.HasAttr("disabled") {
		return true
	}
	child := n
	for p, depth := n.Parent, 0; p != nil && depth < 1024; child, p, depth = p, p.Parent, depth+1 {
		if !p.IsElement("fieldset") || !p.HasAttr("disabled") {
			continue
		}
		var legend *Node
		for _, c := range p.Children {
			if c.IsElement("legend") {
				legend = c
				break
			}
		}
		if legend == nil || child != legend {
			return true
		}
	}
	return false
}
