package accname

import (
	"strings"

	"github.com/surefill/surefill/dom"
)

// This file is the text alternative computation of accname 1.2 §4.3.2
// ("Computation steps"): step 2A (hidden not referenced), 2B
// (aria-labelledby / aria-describedby), 2C (embedded control, embedded.go),
// 2D (aria-label), 2E (host language label, native.go), 2F-2H (name from
// content, content.go), 2I (tooltip).

// refKind says which relation led the walk to the current node.
type refKind uint8

const (
	refNone        refKind = iota
	refLabelledBy          // inside an aria-labelledby traversal
	refDescribedBy         // inside an aria-describedby traversal
	refLabel               // inside a <label> of the element being named
	refNative              // inside a native text alternative (legend, caption, figcaption, svg title)
)

// trav is the traversal context of one node (passed by value).
type trav struct {
	ref refKind
	// hiddenOK: the node directly referenced by the relation being walked
	// was hidden, so hidden descendants count (accname 1.2 step 2A: "not
	// part of an aria-labelledby or aria-describedby traversal, where the
	// node directly referenced by that relation was hidden").
	hiddenOK bool
	// self: this node is the one whose name is computed.
	self bool
	// desc: this node is a descendant of the node being named, reached by
	// name from content (accname 1.2 step 2F.iii, 2H).
	desc bool
}

// child returns the context for the children of a node walked for its
// content.
func (t trav) child() trav {
	t.self = false
	if t.ref == refNone {
		t.desc = true
	}
	return t
}

// Bounds on one computation: the recursion depth and the number of
// elements visited. They keep a name cheap on huge or hostile pages; a
// real name never comes near them.
const (
	maxVisits = 20000
)

// walker is one computation of a name or description.
type walker struct {
	c         *Computer
	gen       uint32
	budget    int
	depth     int
	root      *dom.Node
	fromTitle bool
	// skip, when set, names nodes that contribute nothing (NameWithout).
	skip func(*dom.Node) bool
}

// newWalker starts a computation; release hands the walker back for
// reuse. Computations do not nest (roles never ask for names), so one
// walker's visited marks are never overwritten by another's.
func (c *Computer) newWalker(root *dom.Node) *walker {
	c.gen++
	if c.gen == 0 { // wrapped: forget every old mark
		for _, dc := range c.docs {
			clear(dc.visited)
		}
		if c.loose != nil {
			clear(c.loose.visited)
		}
		c.gen = 1
	}
	var w *walker
	if k := len(c.free); k > 0 {
		w, c.free = c.free[k-1], c.free[:k-1]
	} else {
		w = new(walker)
	}
	*w = walker{c: c, gen: c.gen, budget: maxVisits, root: root}
	return w
}

func (c *Computer) release(w *walker) {
	w.root = nil
	c.free = append(c.free, w)
}

func (w *walker) seen(n *dom.Node) bool {
	dc, i := w.c.slot(n)
	return dc.visited[i] == w.gen
}

func (w *walker) visit(n *dom.Node) {
	dc, i := w.c.slot(n)
	dc.visited[i] = w.gen
}

// computeName is the name of n as the root of the computation.
func (c *Computer) computeName(n *dom.Node) (string, bool) {
	role := c.namingRole(n)
	if noNameRoles[role] && !(role == "generic" && hasAuthorLabel(n)) {
		// ARIA 1.2 §5.2.8.6: naming is prohibited for these roles.
		// SPEC DIFFERENCE: a generic element keeps the name its author gave
		// with aria-label or aria-labelledby, as browsers do; an orphaned
		// list item or menu item demoted to generic stays named
		// (TestSpecDifferences/generic-author-name).
		return "", false
	}
	w := c.newWalker(n)
	defer c.release(w)
	s := flatten(w.element(n, trav{self: true}))
	return s, w.fromTitle && s != ""
}

// NameWithout computes n's accessible name as Name does, except that the
// elements and text nodes skip reports give nothing, as if hidden and
// never referenced; when skip reports n itself, n's own content (2F) and
// any reference back to n give nothing either. It is not memoized, and it
// is no part of the W3C computation: it tells a caller what a name is made
// of without the parts it names, such as a widget's name without the value
// the widget shows. fromTitle reports a name taken from n's title (2I).
func (c *Computer) NameWithout(n *dom.Node, skip func(*dom.Node) bool) (name string, fromTitle bool) {
	if n == nil || n.Type != dom.ElementNode {
		return "", false
	}
	role := c.namingRole(n)
	if noNameRoles[role] && !(role == "generic" && hasAuthorLabel(n)) {
		return "", false
	}
	w := c.newWalker(n)
	defer c.release(w)
	w.skip = skip
	s := flatten(w.element(n, trav{self: true}))
	return s, w.fromTitle && s != ""
}

// skipped reports a node NameWithout leaves out.
func (w *walker) skipped(n *dom.Node) bool { return w.skip != nil && w.skip(n) }

// namingRole is the role whose naming rules apply to n: its computed role,
// except for an element whose explicit role was dropped for want of its
// required context (an orphan menuitem or treeitem, roletable.go
// requiredContext), which keeps the naming rules of the role its author
// gave. SPEC DIFFERENCE: ARIA 1.2 §5.2.7 leaves the orphan's role to the
// user agent; its name from content (ARIA 1.2 §5.2.8.4) stays, as in
// browsers (TestSpecDifferences/orphan-menuitem-name). A <legend> names
// itself from its content (HTML-AAM §5.7 uses that text for its fieldset;
// TestSpecDifferences/legend-content), so it is not a name-prohibited
// generic.
func (c *Computer) namingRole(n *dom.Node) string {
	role := c.Role(n)
	if tok := explicitToken(n); tok != role && requiredContext[tok] != nil {
		return tok
	}
	if n.IsElement("legend") && (role == "generic" || role == "") {
		return "legend"
	}
	return role
}

// hasAuthorLabel reports a non-blank aria-label or aria-labelledby.
func hasAuthorLabel(n *dom.Node) bool {
	if !isBlank(n.AttrOr("aria-label")) {
		return true
	}
	v, ok := labelledByAttr(n)
	return ok && !isBlank(v)
}

// refs computes the text of each element an ID reference list names and
// joins the results with spaces (accname 1.2 step 2B.ii-iii).
func (w *walker) refs(n *dom.Node, ids string, kind refKind) string {
	var b strings.Builder
	for id := range fieldsASCII(ids) {
		r := n.ElementByID(id)
		if r == nil {
			continue
		}
		t := trav{ref: kind, hiddenOK: w.c.IncludeHidden || w.c.hiddenState(r)&(hidSubtree|hidSelf) != 0}
		s := w.element(r, t)
		if isBlank(s) {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s)
	}
	return b.String()
}

// element is the text alternative of an element (accname 1.2 step 2).
func (w *walker) element(n *dom.Node, t trav) string {
	if w.budget <= 0 || w.depth >= maxDepth {
		return ""
	}
	w.budget--
	w.depth++
	defer func() { w.depth-- }()

	if n.Namespace == "" && neverRendered[n.Tag] && !t.self {
		return "" // script, style, template: never text, even when referenced
	}
	if !t.self && w.skipped(n) {
		return ""
	}

	// 2A: hidden and not referenced. The element being named is exempt:
	// a hidden control still has the name of its (hidden) label, while
	// its own hidden content gives nothing (WPT comp_host_language_label
	// "hidden html: label has display: none", comp_label "Hidden button").
	if !t.hiddenOK && !t.self && !w.c.IncludeHidden {
		h := w.c.hiddenState(n)
		if h&hidSubtree != 0 {
			return ""
		}
		if h&hidSelf != 0 {
			// visibility:hidden hides the element's own text, but a
			// descendant with visibility:visible shows (WPT
			// comp_hidden_not_referenced.html).
			if w.seen(n) {
				return ""
			}
			w.visit(n)
			return w.content(n, t.child())
		}
	}

	// 2B: aria-labelledby, unless already inside such a traversal.
	if t.ref != refLabelledBy && t.ref != refDescribedBy {
		if ids, ok := labelledByAttr(n); ok && !isBlank(ids) {
			if s := w.refs(n, ids, refLabelledBy); !isBlank(s) {
				w.visit(n)
				return s
			}
		}
	}

	// An element already walked in this computation adds nothing more: this
	// guards every cycle (aria-owns, labels, self references) after 2B, so
	// an element reached again through its own aria-labelledby still gives
	// its other references (WPT comp_name_from_content.tentative.html).
	if w.seen(n) {
		return ""
	}

	// A slot is display:contents and has no role (HTML §4.12.4): it adds
	// its assigned nodes and nothing of its own.
	if n.IsElement("slot") {
		w.visit(n)
		return w.content(n, t.child())
	}

	role := w.c.Role(n)

	// 2C: an embedded control inside a label or reference contributes its
	// value rather than its name.
	if (t.ref != refNone || t.desc) && n != w.root {
		if s, ok := w.embedded(n, role, t); ok {
			w.visit(n)
			return s
		}
	}

	// 2D: aria-label.
	if al := n.AttrOr("aria-label"); !isBlank(al) {
		w.visit(n)
		return al
	}

	// 2E: host language label.
	if role != "none" {
		if s, ok := w.native(n, role, t); ok {
			return s
		}
	}

	// 2F: name from content, for roles that allow it and for every node
	// reached by a relation or as a descendant (2F.iii with 2H).
	if (nameFromContentRoles[role] || t.ref != refNone || t.desc ||
		(t.self && nameFromContentRoles[w.c.namingRole(n)]) ||
		(n.IsElement("summary", "legend") && role != "none")) && !w.skipped(n) {
		w.visit(n)
		s := w.content(n, t.child())
		if !isBlank(s) {
			return s
		}
	}

	// Name from heading (accname 1.3 draft): a dialog or article with no
	// other name takes the name of its first heading.
	if t.self && nameFromHeadingRoles[role] {
		w.visit(n)
		if h := w.c.firstHeading(n); h != nil {
			if s := w.element(h, trav{}); !isBlank(s) {
				return s
			}
		}
	}

	// 2I: tooltip attribute.
	w.visit(n)
	if role != "none" || n.IsElement("iframe") {
		if s := w.title(n); s != "" {
			return s
		}
	}
	return ""
}

// title returns n's title attribute when it is not blank, noting when it
// names the root (then it is not also the description).
func (w *walker) title(n *dom.Node) string {
	s := n.AttrOr("title")
	if n.Namespace == "svg" && n.Tag == "a" && isBlank(s) {
		s = n.AttrOr("xlink:title")
	}
	if isBlank(s) {
		return ""
	}
	if n == w.root {
		w.fromTitle = true
	}
	return s
}

// firstHeading finds the shallowest visible heading among n's descendants
// (iterative deepening, as the accname 1.3 draft proposes), or nil.
func (c *Computer) firstHeading(n *dom.Node) *dom.Node {
	level := []*dom.Node{n}
	for depth := 0; depth < 32 && len(level) > 0; depth++ {
		var next []*dom.Node
		var found *dom.Node
		for _, p := range level {
			c.eachChild(p, func(ch *dom.Node) bool {
				if ch.Type != dom.ElementNode || c.hiddenState(ch)&hidSubtree != 0 {
					return true
				}
				if c.Role(ch) == "heading" {
					found = ch
					return false
				}
				next = append(next, ch)
				return true
			})
			if found != nil {
				return found
			}
		}
		level = next
	}
	return nil
}

// computeDescription is the accessible description of n (accname 1.2
// §4.3.2 computing a description; HTML-AAM §5 "accessible description
// computation"): aria-describedby, else aria-description, else the title.
//
// SPEC DIFFERENCE: HTML-AAM uses the title only when it did not also give
// the name; the WPT accname description test for a titled combobox
// (description_1.0_combobox-focusable) and dom-accessibility-api keep it
// in both places, which also tells a caller what the title said when the
// name came from elsewhere first (TestSpecDifferences/description-title).
func (c *Computer) computeDescription(n *dom.Node) string {
	if ids, ok := n.Attr("aria-describedby"); ok && !isBlank(ids) {
		w := c.newWalker(n)
		s := flatten(w.refs(n, ids, refDescribedBy))
		c.release(w)
		if s != "" {
			return s
		}
	}
	if d := flatten(n.AttrOr("aria-description")); d != "" {
		return d
	}
	if t := flatten(n.AttrOr("title")); t != "" {
		return t
	}
	return ""
}
