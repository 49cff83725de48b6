package accname

import (
	"strconv"
	"strings"

	"github.com/surefill/surefill/dom"
)

// embedded is accname 1.2 step 2C, Embedded Control: a control inside the
// label (or referenced content, or content) of another element
// contributes its current value, not its name. ok is false when n is not
// an embedded control of a kind the step covers.
func (w *walker) embedded(n *dom.Node, role string, t trav) (string, bool) {
	switch {
	case role == "textbox" || role == "searchbox":
		// 2C "If the embedded control has role textbox, return its value."
		if n.IsElement("input", "textarea") {
			return stateValue(n), true
		}
		return n.TextContent(), true
	case role == "combobox" || role == "listbox":
		// 2C "If the embedded control has role combobox or listbox, return
		// the text alternative of the chosen option."
		return w.chosenOptions(n, role, t), true
	case rangeRoles[role]:
		// 2C "If the embedded control has role range": aria-valuetext,
		// else aria-valuenow, else the host language value.
		if v, ok := n.Attr("aria-valuetext"); ok && !isBlank(v) {
			return v, true
		}
		if v, ok := n.Attr("aria-valuenow"); ok && !isBlank(v) {
			return v, true
		}
		return rangeValue(n), true
	case role == "menu":
		// A menu (the popup of a menu button) has no value to give
		// (w3c/accname#67).
		return "", true
	}
	return "", false
}

func stateValue(n *dom.Node) string {
	if n.State != nil {
		return n.State.Value
	}
	return n.AttrOr("value")
}

// chosenOptions joins the text alternatives of the selected options of a
// select, a listbox, or the listbox a combobox contains or owns.
func (w *walker) chosenOptions(n *dom.Node, role string, t trav) string {
	var opts []*dom.Node
	switch {
	case n.IsElement("select"):
		opts = selectedOptions(n)
	case n.IsElement("input", "textarea"):
		// The value is what the combobox shows (HTML-AAM el-input-text-list).
		return stateValue(n)
	default:
		lb := n
		if role == "combobox" {
			lb = w.c.findRole(n, "listbox")
		}
		if lb != nil {
			opts = w.c.ariaSelected(lb)
		}
	}
	var b strings.Builder
	ct := trav{ref: t.ref, hiddenOK: true, desc: t.desc}
	for _, o := range opts {
		s := w.element(o, ct)
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

// selectedOptions lists the selected options of a select in tree order.
func selectedOptions(sel *dom.Node) []*dom.Node {
	var out []*dom.Node
	for _, ch := range sel.Children {
		switch {
		case ch.IsElement("option"):
			if ch.State != nil && ch.State.Selected {
				out = append(out, ch)
			}
		case ch.IsElement("optgroup"):
			for _, o := range ch.Children {
				if o.IsElement("option") && o.State != nil && o.State.Selected {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

// findRole returns the first element with the role in n's subtree in the
// accessibility tree (owned elements included), or nil.
func (c *Computer) findRole(n *dom.Node, role string) *dom.Node {
	var found *dom.Node
	var walk func(p *dom.Node, depth int)
	walk = func(p *dom.Node, depth int) {
		if depth > maxDepth {
			return
		}
		c.eachChild(p, func(ch *dom.Node) bool {
			if ch.Type != dom.ElementNode {
				return true
			}
			if c.Role(ch) == role {
				found = ch
				return false
			}
			walk(ch, depth+1)
			return found == nil
		})
	}
	walk(n, 0)
	return found
}

// ariaSelected lists the options of a listbox with aria-selected="true".
func (c *Computer) ariaSelected(lb *dom.Node) []*dom.Node {
	var out []*dom.Node
	var walk func(p *dom.Node, depth int)
	walk = func(p *dom.Node, depth int) {
		if depth > maxDepth {
			return
		}
		c.eachChild(p, func(ch *dom.Node) bool {
			if ch.Type != dom.ElementNode {
				return true
			}
			if c.Role(ch) == "option" && isTrue(ch.AttrOr("aria-selected")) {
				out = append(out, ch)
				return true
			}
			walk(ch, depth+1)
			return true
		})
	}
	walk(lb, 0)
	return out
}

// rangeValue is the host-language value of a range control: an input's
// value (a range input with none sits halfway between min and max, HTML
// §4.10.5.1.14), or the value attribute of meter and progress.
func rangeValue(n *dom.Node) string {
	if n.IsElement("input") {
		if v := stateValue(n); !isBlank(v) {
			return v
		}
		if inputType(n) == "range" {
			lo := parseFloatOr(n.AttrOr("min"), 0)
			hi := parseFloatOr(n.AttrOr("max"), 100)
			if hi < lo {
				hi = lo
			}
			return strconv.FormatFloat(lo+(hi-lo)/2, 'f', -1, 64)
		}
		return ""
	}
	return n.AttrOr("value")
}

func parseFloatOr(s string, def float64) float64 {
	f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil {
		return def
	}
	return f
}
