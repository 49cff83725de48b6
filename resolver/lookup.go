package resolver

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/surefill/surefill/dom"
)

// describe fills the label index: every field under each of its label
// keys, and every member of a group under its own name.
func (r *Resolver) describe() {
	ix := r.ix
	if len(ix.labels) == 0 {
		ix.labels = make(map[string][]unit, 2*len(ix.fields))
	}
	clear(ix.labels)
	for _, f := range ix.fields {
		if !f.visible {
			continue // named on demand, see hiddenLabels
		}
		for _, k := range f.keys {
			ix.labels[k.key] = append(ix.labels[k.key], unit{f: f})
		}
		if isGroup(f) {
			for _, c := range f.controls {
				if k := fold(r.ctlName(c)); k != "" {
					ix.labels[k] = append(ix.labels[k], unit{n: c})
				}
			}
		}
	}
	for _, us := range ix.labels {
		if len(us) > 1 {
			sortUnits(us)
		}
	}
}

// hiddenLabels is the label index of hidden fields, built when a Label
// target finds nothing visible and the hidden matches must be counted.
func (r *Resolver) hiddenLabels() map[string][]unit {
	ix := r.index()
	if ix.hidden != nil {
		return ix.hidden
	}
	ix.hidden = map[string][]unit{}
	for _, f := range ix.fields {
		if f.visible {
			continue
		}
		r.labelField(f)
		for _, k := range f.keys {
			ix.hidden[k.key] = append(ix.hidden[k.key], unit{f: f})
		}
		if isGroup(f) {
			for _, c := range f.controls {
				if k := fold(r.ctlName(c)); k != "" {
					ix.hidden[k] = append(ix.hidden[k], unit{n: c})
				}
			}
		}
	}
	return ix.hidden
}

// textNodes returns the innermost elements whose visible text matches m
// (hidden ones too when withHidden). Text inside controls (a select's
// options, a textarea) is not visible text.
func (r *Resolver) textNodes(m matcher, withHidden bool) []*dom.Node {
	limit := 4096
	if m.re == nil {
		limit = 2*len(m.key) + 64
	}
	var out []*dom.Node
	var walk func(n *dom.Node, depth int) (text string, over, matched bool)
	walk = func(n *dom.Node, depth int) (string, bool, bool) {
		switch n.Type {
		case dom.TextNode:
			if !withHidden {
				if p := n.FlatParentElement(); p != nil && p.State != nil {
					if v := p.Style().Visibility; v == "hidden" || v == "collapse" {
						return "", false, false
					}
				}
			}
			return n.Data, len(n.Data) > limit, false
		case dom.ElementNode, dom.DocumentNode, dom.ShadowRootNode:
		default:
			return "", false, false
		}
		if n.Type == dom.ElementNode {
			if n.Namespace == "" && opaqueTags[n.Tag] {
				return "", false, false
			}
			if st := n.State; st != nil && !withHidden && (n.Style().Display == "none" || n.Style().Opacity == "0") {
				return "", false, false
			}
		}
		if depth > 512 {
			return "", true, false
		}
		var b strings.Builder
		over, below := false, false
		g := n.State.Generated()
		b.WriteString(g.Before)
		for _, c := range n.FlatChildren() {
			t, o, mt := walk(c, depth+1)
			below = below || mt
			over = over || o
			if !over {
				if c.Type == dom.ElementNode && isBlock(c) {
					b.WriteByte(' ')
				}
				b.WriteString(t)
				if b.Len() > limit {
					over = true
				}
			}
		}
		b.WriteString(g.After)
		if below || over || n.Type != dom.ElementNode {
			return "", over, below
		}
		text := b.String()
		if m.match(text) {
			out = append(out, n)
			return text, false, true
		}
		return text, false, false
	}
	walk(r.doc.Root, 0)
	sortNodes(out)
	return out
}

// Roles the role index keeps, with names: containers a Within can anchor
// on, headings, and what Clickables lists.
var containerRoles = map[string]bool{
	"group": true, "radiogroup": true, "region": true, "form": true, "dialog": true,
	"alertdialog": true, "tabpanel": true, "search": true, "navigation": true, "main": true,
	"complementary": true, "banner": true, "contentinfo": true, "article": true, "listitem": true,
}

var clickableRoles = map[string]bool{
	"button": true, "link": true, "menuitem": true, "menuitemcheckbox": true, "menuitemradio": true,
	"tab": true, "option": true, "treeitem": true, "switch": true,
}

// roleIndex holds the visible elements with an indexed role, by role and
// by role and folded name. There are two, built on first need: one for
// containers and headings (verified Within), one for what Clickables
// lists.
type roleIndex struct {
	byRole   map[string][]*dom.Node
	byKey    map[string][]*dom.Node // filled per role on first use
	named    map[string]bool
	headings []*dom.Node
	up       []int // index of the nearest earlier heading of a higher level, or -1
	level    map[*dom.Node]int
	regions  map[*dom.Node]int // heading → last Order of its region
}

func roleKey(role, key string) string { return role + "\x00" + key }

// rolesOf returns the visible elements with one of the indexed roles.
func (r *Resolver) rolesOf(role string) []*dom.Node {
	return r.familyOf(role).byRole[role]
}

func (r *Resolver) familyOf(role string) *roleIndex {
	if clickableRoles[role] {
		return r.clickIdx()
	}
	return r.roleIdx()
}

// keyed returns the visible elements with the role and folded name.
func (r *Resolver) keyed(role, key string) []*dom.Node {
	ri := r.familyOf(role)
	if !ri.named[role] {
		ri.named[role] = true
		for _, n := range ri.byRole[role] {
			if k := fold(r.name(n)); k != "" {
				ri.byKey[roleKey(role, k)] = append(ri.byKey[roleKey(role, k)], n)
			}
		}
	}
	return ri.byKey[roleKey(role, key)]
}

func newRoleIndex() *roleIndex {
	return &roleIndex{byRole: map[string][]*dom.Node{}, byKey: map[string][]*dom.Node{}, named: map[string]bool{}, level: map[*dom.Node]int{}}
}

// roleIdx is the index of containers and headings.
func (r *Resolver) roleIdx() *roleIndex {
	if r.rn == nil {
		r.rn = r.buildRoleIndex(containerTags, func(role string) bool { return role == "heading" || containerRoles[role] })
	}
	return r.rn
}

// clickIdx is the index of what Clickables lists.
func (r *Resolver) clickIdx() *roleIndex {
	if r.rc == nil {
		r.rc = r.buildRoleIndex(clickTags, func(role string) bool { return clickableRoles[role] })
	}
	return r.rc
}

func (r *Resolver) buildRoleIndex(tags map[string]bool, keep func(string) bool) *roleIndex {
	ri := newRoleIndex()
	for _, n := range r.doc.Nodes {
		if n.Type != dom.ElementNode {
			continue
		}
		// A cheap filter before asking the role engine: the elements
		// whose implicit role (HTML-AAM) may be kept, and any element
		// with a role attribute.
		if !(n.Namespace == "" && tags[n.Tag]) && !n.HasAttr("role") {
			continue
		}
		role := r.role(n)
		if !keep(role) {
			continue
		}
		if role == "heading" {
			ri.headings = append(ri.headings, n)
			ri.level[n] = headingLevel(n)
		}
		if !r.visible(n) {
			continue
		}
		ri.byRole[role] = append(ri.byRole[role], n)
	}
	// Each heading's parent in the outline: the nearest earlier heading of
	// a higher level (a lower number).
	ri.up = make([]int, len(ri.headings))
	var stack []int
	for i, h := range ri.headings {
		lv := ri.level[h]
		for len(stack) > 0 && ri.level[ri.headings[stack[len(stack)-1]]] >= lv {
			stack = stack[:len(stack)-1]
		}
		ri.up[i] = -1
		if len(stack) > 0 {
			ri.up[i] = stack[len(stack)-1]
		}
		stack = append(stack, i)
	}
	return ri
}

var containerTags = map[string]bool{
	"fieldset": true, "section": true, "form": true, "dialog": true, "article": true, "aside": true,
	"nav": true, "main": true, "header": true, "footer": true, "li": true, "details": true,
	"optgroup": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"search": true, "hgroup": true, "menu": true,
}

var clickTags = map[string]bool{"a": true, "area": true, "button": true, "input": true, "summary": true, "option": true}

// headingLevel is aria-level, else the h1-h6 number, else 2 (WAI-ARIA
// default for role heading).
func headingLevel(n *dom.Node) int {
	if lv := strings.TrimSpace(n.AttrOr("aria-level")); lv != "" {
		if v, err := strconv.Atoi(lv); err == nil && v > 0 {
			return v
		}
	}
	if len(n.Tag) == 2 && n.Tag[0] == 'h' && n.Tag[1] >= '1' && n.Tag[1] <= '6' {
		return int(n.Tag[1] - '0')
	}
	return 2
}

// regionEnd is the last Order of a heading's region: up to the next
// heading of the same or a higher level, within the heading's section.
func (r *Resolver) regionEnd(h *dom.Node) int {
	ri := r.roleIdx()
	if end, ok := ri.regions[h]; ok {
		return end
	}
	end := r.computeRegionEnd(h)
	if ri.regions == nil {
		ri.regions = map[*dom.Node]int{}
	}
	ri.regions[h] = end
	return end
}

func (r *Resolver) computeRegionEnd(h *dom.Node) int {
	ix := r.index()
	ri := r.roleIdx()
	sec := parentElement(h)
	for sec != nil && !sectioning(r, sec) {
		sec = parentElement(sec)
	}
	limit := len(r.doc.Nodes) - 1
	if sec != nil {
		limit = int(ix.end[sec.Order])
	}
	lv := headingLevel(h)
	// Headings are in tree order: find h, then the next one that ends it.
	i := 0
	for i < len(ri.headings) && ri.headings[i].Order <= h.Order {
		i++
	}
	for ; i < len(ri.headings); i++ {
		n := ri.headings[i]
		if n.Order > limit {
			break
		}
		if ri.level[n] <= lv {
			return n.Order - 1
		}
	}
	return limit
}

func sectioning(r *Resolver, n *dom.Node) bool {
	if n.IsElement("section", "article", "aside", "nav", "main", "form", "fieldset", "dialog", "body") {
		return true
	}
	switch explicitRole(n) {
	case "region", "group", "radiogroup", "dialog", "form", "main", "tabpanel":
		return true
	}
	return false
}

// shortText is a text fit to print in a target (bounded length).
func shortText(s string) bool { return s != "" && utf8.RuneCountInString(s) <= 200 }
