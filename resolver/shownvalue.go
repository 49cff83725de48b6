package resolver

import "github.com/surefill/surefill/dom"

// nameIsShownValue reports whether a select-like button is named only by
// its own content, which for such a button is the value it shows: no
// aria-label, no aria-labelledby and no <label> names it.
func nameIsShownValue(c *dom.Node) bool {
	if c.HasAttr("aria-label") || c.HasAttr("aria-labelledby") || c.HasAttr("title") {
		return false
	}
	for p := c.Parent; p != nil; p = p.Parent {
		if p.IsElement("label") {
			return false
		}
	}
	if id := c.ID(); id != "" && c.Doc != nil {
		root := c.TreeRoot()
		for _, n := range c.Doc.Nodes {
			if n.IsElement("label") && n.AttrOr("for") == id && n.TreeRoot() == root {
				return false
			}
		}
	}
	return true
}
