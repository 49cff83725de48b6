package resolver

import (
	"strings"
	"unicode"

	"github.com/surefill/surefill/dom"
)

// A widget that takes several values often shows each chosen value as a
// chip (a tag) in its box, before the text box a person types the next
// one into, each chip with a control that removes it. That is the
// convention tag inputs share, and the evidence that a combobox takes
// several values when its popup (an aria-multiselectable listbox) is not
// open: the chips are its chosen values.

// Chip is one chosen value a multi-value widget shows in its box.
type Chip struct {
	// Name is the chip's visible text, without its remove control's.
	Name string
	// Node is the chip's element.
	Node *dom.Node
	// Remove is the control inside the chip that removes it (a button, a
	// role=button element or a link), nil when the chip is itself the
	// only control.
	Remove *dom.Node
}

// chipLevels bounds how far above its text box a widget's box may be.
const chipLevels = 3

// chipsOf lists the chips of a combobox field: in the nearest of the text
// box's ancestors (up to chipLevels) that holds any, the elements before
// the text box that show text and are, or hold, a button-like control.
// The walk stops at an ancestor that holds a label or another field's
// control: the widget's box ends there.
func (r *Resolver) chipsOf(f *field) []Chip {
	if f.class != ctlCombo {
		return nil
	}
	in := f.controls[0]
	if !in.IsElement("input") {
		if x := r.innerInput(in); x != nil {
			in = x
		}
	}
	if !r.ours(in) {
		return nil
	}
	ix := r.ix
	for a, depth := parentElement(in), 0; a != nil && depth < chipLevels && r.ours(a); a, depth = parentElement(a), depth+1 {
		if a.IsElement("label", "form", "body", "fieldset") {
			return nil
		}
		var chips []Chip
		end := int(ix.end[a.Order])
		for i := a.Order + 1; i < in.Order && i <= end; i++ {
			x := r.doc.Nodes[i]
			if x.Type != dom.ElementNode || ix.contains(x, in) {
				continue
			}
			if x.IsElement("label") || x != in && isFieldControl(r, x) && explicitRole(x) != "button" && !x.IsElement("button", "a") && !r.replaced(x) {
				return nil // another field's control (a hidden original is none)
			}
			if c, ok := r.chipAt(x); ok {
				chips = append(chips, c)
				i = int(ix.end[x.Order]) // a chip's inside is the chip's
			}
		}
		if len(chips) > 0 {
			return chips
		}
	}
	return nil
}

// isFieldControl: x is a control some field is made of.
func isFieldControl(r *Resolver, x *dom.Node) bool {
	return r.ix.fieldOf(x) != nil
}

// buttonLike: a button, an element with role button, or a link.
func buttonLike(x *dom.Node) bool {
	return x.IsElement("button") || explicitRole(x) == "button" || x.IsElement("a") && x.HasAttr("href")
}

// chipAt reads x as a chip: a visible element showing text with a letter
// or digit (its remove control's text left out), that is button-like
// itself or holds a button-like remove control.
func (r *Resolver) chipAt(x *dom.Node) (Chip, bool) {
	if !r.visible(x) || attrTrue(x, "aria-hidden") {
		return Chip{}, false
	}
	var remove *dom.Node
	end := int(r.ix.end[x.Order])
	for i := x.Order + 1; i <= end; i++ {
		if y := r.doc.Nodes[i]; y.Type == dom.ElementNode && buttonLike(y) {
			if remove != nil {
				return Chip{}, false // two controls: a group, not one chip
			}
			remove = y
		}
	}
	if remove == nil && !buttonLike(x) {
		return Chip{}, false
	}
	name := VisibleTextWithout(x, 200, func(y *dom.Node) bool {
		return y.Type == dom.ElementNode && (y == remove || attrTrue(y, "aria-hidden"))
	})
	if !strings.ContainsFunc(name, func(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }) {
		return Chip{}, false
	}
	return Chip{Name: name, Node: x, Remove: remove}, true
}
