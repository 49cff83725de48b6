package accname

import (
	"strings"

	"github.com/surefill/surefill/dom"
)

// computeRole is the role algorithm:
//
//  1. the first role token that is valid, concrete, named when it must be
//     (region, form) and in its required context (ARIA 1.2 §7.1, "Role
//     Attribute": the first token matching a non-abstract role wins);
//  2. none/presentation is ignored on focusable elements and on elements
//     with a global ARIA attribute (ARIA 1.2 §9.1, Presentational Roles
//     Conflict Resolution);
//  3. otherwise the HTML-AAM implicit role (implicit.go);
//  4. an element left generic or without a role that can take focus by
//     itself (autofocus, draggable, popover) gets group (HTML-AAM minimum
//     role).
func (c *Computer) computeRole(n *dom.Node) string {
	if n.Type != dom.ElementNode {
		return ""
	}
	role := c.explicitRole(n)
	if role == "none" && (isFocusable(n) || hasGlobalARIA(n)) {
		role = "" // ARIA 1.2 §9.1: expose the implicit role instead
	}
	if role == "" {
		role = c.implicitRole(n)
	}
	if role == "generic" || role == "" || role == "none" {
		if n.Namespace == "" {
			for _, a := range minimumRoleAttrs {
				if a == "draggable" {
					if v, ok := n.Attr(a); ok && !strings.EqualFold(v, "false") {
						return "group"
					}
					continue
				}
				if n.HasAttr(a) {
					return "group"
				}
			}
		}
	}
	return role
}

// explicitRole returns the canonical role of the first usable token of the
// role attribute, or "" when none is usable.
func (c *Computer) explicitRole(n *dom.Node) string {
	v, ok := n.Attr("role")
	if !ok {
		return ""
	}
	for tok := range fieldsASCII(v) {
		r := asciiLower(tok)
		if !concreteRoles[r] {
			continue
		}
		if s, ok := roleSynonyms[r]; ok {
			r = s
		}
		if namedOnlyRoles[r] && !c.hasAuthorName(n) {
			continue
		}
		if ctx, ok := requiredContext[r]; ok && !c.inContext(n, ctx) {
			continue
		}
		if (r == "banner" || r == "contentinfo") && sectioningScope(c, n, true) {
			// HTML-AAM el-header/el-footer scoping applies to the explicit
			// landmark roles too (WPT wai-aria/role/contextual-roles.html).
			return "generic"
		}
		return r
	}
	return ""
}

// explicitToken returns the canonical first concrete role token without
// the context checks; used where the context checks would recurse.
func explicitToken(n *dom.Node) string {
	v, ok := n.Attr("role")
	if !ok {
		return ""
	}
	for tok := range fieldsASCII(v) {
		r := asciiLower(tok)
		if concreteRoles[r] {
			if s, ok := roleSynonyms[r]; ok {
				return s
			}
			return r
		}
	}
	return ""
}

// inContext reports whether an accessibility-tree ancestor of n has one of
// the roles.
func (c *Computer) inContext(n *dom.Node, roles []string) bool {
	for p := c.parentElement(n); p != nil; p = c.parentElement(p) {
		r := explicitToken(p)
		for _, want := range roles {
			if r == want {
				return true
			}
		}
	}
	return false
}

func (c *Computer) implicitRole(n *dom.Node) string {
	if n.Namespace == "svg" {
		if n.Tag == "svg" {
			return roleSVG(c, n)
		}
		return ""
	}
	if n.Namespace == "math" {
		if n.Tag == "math" {
			return "math"
		}
		return ""
	}
	if f, ok := contextualRoles[n.Tag]; ok {
		return f(c, n)
	}
	return fixedRoles[n.Tag]
}

// hasAuthorName reports whether the author named the element: a non-blank
// aria-labelledby result, aria-label or title (HTML-AAM el-section and
// el-form: "if the element has an accessible name").
//
// A role only needs to know whether that name is empty, so the referenced
// elements are searched for any text (refsHaveText) rather than named:
// roles then never depend on names, and names depend on roles without
// cycles, so every answer is the same whatever order elements are asked
// in.
func (c *Computer) hasAuthorName(n *dom.Node) bool {
	if !isBlank(n.AttrOr("aria-label")) || !isBlank(n.AttrOr("title")) {
		return true
	}
	if ids, ok := labelledByAttr(n); ok && !isBlank(ids) {
		return c.refsHaveText(n, ids)
	}
	return false
}

// refsHaveText reports whether an element an ID reference list names
// would give text in accname step 2B: text content, generated text, an
// aria-label, alt, title or value, hidden content counting when the
// referenced element itself is hidden.
func (c *Computer) refsHaveText(n *dom.Node, ids string) bool {
	for id := range fieldsASCII(ids) {
		r := n.ElementByID(id)
		if r == nil {
			continue
		}
		hiddenOK := c.IncludeHidden || c.hiddenState(r)&(hidSubtree|hidSelf) != 0
		if c.hasText(r, hiddenOK, 0) {
			return true
		}
	}
	return false
}

func (c *Computer) hasText(n *dom.Node, hiddenOK bool, depth int) bool {
	if depth > maxDepth || (n.Namespace == "" && neverRendered[n.Tag]) {
		return false
	}
	for _, a := range textAttrs {
		if !isBlank(n.AttrOr(a)) {
			return true
		}
	}
	if n.IsElement("input", "textarea") && !isBlank(stateValue(n)) {
		return true
	}
	if g := n.State.Generated(); !isBlank(g.Before) || !isBlank(g.After) || !isBlank(g.BeforeAlt) || !isBlank(g.AfterAlt) {
		return true
	}
	found := false
	c.eachChild(n, func(ch *dom.Node) bool {
		if !hiddenOK && c.hiddenState(ch)&hidSubtree != 0 {
			return true
		}
		switch ch.Type {
		case dom.TextNode:
			found = !isBlank(ch.Data)
		case dom.ElementNode:
			found = c.hasText(ch, hiddenOK, depth+1)
		}
		return !found
	})
	return found
}

// textAttrs are the attributes whose text a referenced element can give.
var textAttrs = []string{"aria-label", "alt", "title", "placeholder", "label"}

// labelledByAttr returns the aria-labelledby attribute, or its common
// misspelling aria-labeledby when it is absent: ARIA 1.3 (§6.7,
// aria-labelledby) asks user agents to treat the two alike (WPT
// accname/name/comp_labelledby.html, "non-standard spelling").
func labelledByAttr(n *dom.Node) (string, bool) {
	if v, ok := n.Attr("aria-labelledby"); ok {
		return v, true
	}
	return n.Attr("aria-labeledby")
}

// hasGlobalARIA reports whether n carries a global ARIA attribute.
func hasGlobalARIA(n *dom.Node) bool {
	for _, a := range n.Attrs {
		if len(a.Name) > 5 && a.Name[:5] == "aria-" {
			for _, g := range globalARIAAttrs {
				if a.Name == g {
					return true
				}
			}
		}
	}
	return false
}

// isFocusable reports whether n can take focus: a tabindex attribute, or
// an element focusable by default (HTML §6.6.3, focusable area), not
// disabled.
func isFocusable(n *dom.Node) bool {
	if n.HasAttr("tabindex") {
		return true
	}
	if n.Namespace != "" {
		return false
	}
	switch n.Tag {
	case "a", "area":
		return n.HasAttr("href")
	case "button", "select", "textarea":
		return !n.HasAttr("disabled")
	case "input":
		return !n.HasAttr("disabled") && inputType(n) != "hidden"
	case "iframe", "embed", "object":
		return true
	case "summary":
		return n.Parent != nil && n.Parent.IsElement("details")
	}
	if v, ok := n.Attr("contenteditable"); ok && !strings.EqualFold(v, "false") {
		return true
	}
	return false
}
