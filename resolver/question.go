package resolver

import (
	"strings"
	"unicode/utf8"

	"github.com/surefill/surefill/dom"
)

// Question text is what labels a field for a person when markup does not:
// the text above it in the smallest container that holds one question and
// its controls. Only generic conventions are used:
//
//   - a fieldset's legend, or the name of an explicit group or radiogroup;
//   - inside the container, before the controls: a <label> or <legend>, or
//     an element whose class words say question, label, title, legend or
//     prompt (first choice); a heading (second); the first other block of
//     text (last);
//   - once the next container up holds another question, only the text
//     block or heading directly before the field's branch.
//
// Hints, errors and counters (by class words or live-region roles) are
// never question text, nor is text that only decorates ("*", ":").

const (
	maxQuestion = 300 // runes; longer text is instructions, not a question
	maxClimb    = 8
)

var questionWords = map[string]bool{"question": true, "label": true, "title": true, "legend": true, "prompt": true, "heading": true}

var notQuestionWords = map[string]bool{
	"error": true, "errors": true, "invalid": true, "hint": true, "hints": true, "help": true, "helper": true,
	"description": true, "desc": true, "counter": true, "feedback": true, "tooltip": true,
	"required": true, "optional": true, "validation": true,
}

var errorWords = map[string]bool{"error": true, "errors": true, "invalid": true, "danger": true, "validation": true}

var hintWords = map[string]bool{"hint": true, "hints": true, "help": true, "helper": true, "description": true, "desc": true, "instructions": true}

// labelField computes the field's name, question text, label and keys.
func (r *Resolver) labelField(f *field) {
	f.name = ""
	switch {
	case f.container != nil:
		if f.container.IsElement("fieldset") || isGroupRole(explicitRole(f.container)) {
			f.name = collapse(r.name(f.container))
		}
	case len(f.controls) == 1:
		c := f.controls[0]
		f.name = r.ctlName(c)
		if f.name == "" && f.class == ctlCombo && !c.IsElement("input") {
			// A combobox wrapping its text box is often named on the box.
			if in := r.innerInput(c); in != nil {
				f.name = collapse(r.name(in))
			}
		}
		if f.class == ctlCustomSel || f.class == ctlCombo {
			f.name = withoutOwnValue(c, f.name)
		}
	}
	f.question, f.qnode = r.question(f)
	if f.question != "" && len(f.controls) == 1 && f.class == ctlCustomSel && nameIsShownValue(f.controls[0]) {
		// The button's only name is the value it shows ("Select…", then
		// the choice): the question labels it, and the value is no label.
		f.name = ""
	}
	if n := r.originName(f); n != "" {
		f.name = n // the author labelled the original the widget replaces
	}
	nameKey, qKey := fold(f.name), fold(f.question)
	label, labelKey0 := f.name, nameKey
	if label == "" || (f.question != "" && r.nameIsFallback(f, nameKey)) {
		label, labelKey0 = f.question, qKey
	}
	f.label = display(label)
	f.keys = f.keys[:0]
	if nameKey != "" {
		f.keys = append(f.keys, labelKey{key: nameKey, disp: display(f.name)})
	}
	if qKey != "" && qKey != nameKey {
		f.keys = append(f.keys, labelKey{key: qKey, disp: display(f.question)})
	}
	// The display label's key goes first: it is the target offered first.
	if len(f.keys) == 2 && f.keys[1].key == labelKey0 {
		f.keys[0], f.keys[1] = f.keys[1], f.keys[0]
	}
}

// withoutOwnValue drops the shown value from the name of a select-like
// button that lists itself in its aria-labelledby (a common pattern that
// makes the name "Size Medium"): a label must not change with the value.
func withoutOwnValue(c *dom.Node, name string) string {
	id := c.ID()
	if id == "" {
		return name
	}
	self := false
	for _, ref := range tokens(c.AttrOr("aria-labelledby")) {
		self = self || ref == id
	}
	if !self {
		return name
	}
	if v := VisibleText(c); v != "" && name != v {
		if t := strings.TrimSpace(strings.TrimSuffix(name, v)); t != name && t != "" {
			return t
		}
	}
	return name
}

// nameIsFallback reports a name that only came from a placeholder or a
// tooltip: question text, when there is one, labels better.
func (r *Resolver) nameIsFallback(f *field, k string) bool {
	if len(f.controls) != 1 || f.name == "" {
		return false
	}
	c := f.controls[0]
	for _, a := range [...]string{"placeholder", "aria-placeholder", "title"} {
		if v, ok := c.Attr(a); ok && fold(v) == k {
			return true
		}
	}
	return false
}

// question finds the field's question text and the element holding it.
func (r *Resolver) question(f *field) (string, *dom.Node) {
	ix := r.ix
	if len(f.controls) > 1 || f.container != nil {
		c := f.container
		if c == nil {
			c = f.anchor
		}
		if q, qn := r.containerQuestion(f, c, nil); q != "" {
			return q, qn
		}
	}
	x := f.anchor
	if f.container != nil {
		x = f.container
	}
	for depth := 0; depth < maxClimb; depth++ {
		p := parentElement(x)
		if p == nil || p.IsElement("body", "html") {
			break
		}
		if !ix.holdsOnly(p, f) {
			return r.directlyBefore(f, x)
		}
		if q, qn := r.containerQuestion(f, p, x); q != "" {
			return q, qn
		}
		if stopScope(p) {
			break
		}
		x = p
	}
	return "", nil
}

// containerQuestion looks for question text in container p, before the
// child branch x that leads to the field (x nil: before the first child
// holding one of the field's controls).
func (r *Resolver) containerQuestion(f *field, p, x *dom.Node) (string, *dom.Node) {
	if p.IsElement("fieldset") {
		for _, c := range p.Children {
			if c.IsElement("legend") {
				if t := r.blockText(c); t != "" && r.mayDescribe(c, f.controls) {
					return t, c
				}
				break
			}
		}
	}
	if isGroupRole(explicitRole(p)) && (p.HasAttr("aria-label") || p.HasAttr("aria-labelledby")) {
		if t := collapse(r.name(p)); t != "" && !onlyMarks(t) {
			return t, p
		}
	}
	kids := p.Children
	if x != nil && x.Parent != nil && x.Parent.Type == dom.ShadowRootNode {
		kids = x.Parent.Children
	}
	best, bestRank := "", 4
	var bestNode *dom.Node
	for _, c := range kids {
		if c == x || (x == nil && r.holdsControlOf(c, f)) {
			break
		}
		t, rank, node := r.candidate(f, c)
		if t != "" && rank < bestRank {
			best, bestRank, bestNode = t, rank, node
			if rank == 1 {
				break
			}
		}
	}
	return best, bestNode
}

// directlyBefore is the text block or heading right before x, when the
// container above holds other questions too.
func (r *Resolver) directlyBefore(f *field, x *dom.Node) (string, *dom.Node) {
	sibs := siblings(x)
	i := len(sibs) - 1
	for ; i >= 0 && sibs[i] != x; i-- {
	}
	for i--; i >= 0; i-- {
		c := sibs[i]
		switch c.Type {
		case dom.TextNode:
			if t := collapse(c.Data); !onlyMarks(t) {
				t, _, n := r.candidate(f, c)
				return t, n
			}
			continue
		case dom.ElementNode:
			if !r.visible(c) {
				continue
			}
			if c.IsElement("a") || r.holdsInteractive(c, true) {
				return "", nil // another control comes first: no question here
			}
			if onlyMarks(r.blockText(c)) {
				continue
			}
			t, _, n := r.candidate(f, c)
			return t, n
		}
	}
	return "", nil
}

// candidate rates one node as question text: rank 1 a label, legend or
// question-like class word, 2 a heading, 3 other text; "" when it is not
// question text at all.
func (r *Resolver) candidate(f *field, c *dom.Node) (string, int, *dom.Node) {
	if !r.mayDescribe(c, f.controls) {
		return "", 0, nil // user-authored text (trusted.go)
	}
	switch c.Type {
	case dom.TextNode:
		t := collapse(c.Data)
		if onlyMarks(t) || utf8.RuneCountInString(t) > maxQuestion {
			return "", 0, nil
		}
		if p := c.FlatParentElement(); p != nil && !r.visible(p) {
			return "", 0, nil
		}
		return t, 3, c
	case dom.ElementNode:
	default:
		return "", 0, nil
	}
	if c.Namespace != "" || opaqueTags[c.Tag] || c.IsElement("button", "a", "img", "svg") || !r.visible(c) {
		return "", 0, nil
	}
	if r.holdsInteractive(c, true) {
		return "", 0, nil
	}
	switch explicitRole(c) {
	case "alert", "status", "tooltip", "log", "progressbar":
		return "", 0, nil
	}
	// A label for some other control is that control's question.
	if c.IsElement("label") {
		if id := c.AttrOr("for"); id != "" {
			t := c.ElementByID(id)
			if t == nil || r.ix.fieldOf(t) != f {
				return "", 0, nil
			}
		}
	}
	rank := 3
	switch {
	case c.IsElement("label", "legend") || hasClassWord(c, questionWords):
		rank = 1
	case c.IsElement("h1", "h2", "h3", "h4", "h5", "h6") || explicitRole(c) == "heading":
		rank = 2
	case hasClassWord(c, notQuestionWords):
		return "", 0, nil
	}
	t := r.blockText(c)
	if onlyMarks(t) || utf8.RuneCountInString(t) > maxQuestion {
		return "", 0, nil
	}
	return t, rank, c
}

// blockText is the visible text of n, white space collapsed, bounded.
func (r *Resolver) blockText(n *dom.Node) string {
	return visibleTextLimit(n, 4*maxQuestion)
}

// holdsControlOf reports whether n's subtree holds one of f's controls.
func (r *Resolver) holdsControlOf(n *dom.Node, f *field) bool {
	for _, c := range f.controls {
		if r.ix.contains(n, c) {
			return true
		}
	}
	return false
}

// holdsAnyControl reports whether n's subtree holds a visible field's
// control.
func (r *Resolver) holdsAnyControl(n *dom.Node) bool {
	return r.ix.countIn(n.Order, int(r.ix.end[n.Order])) > 0
}

// interactiveRoles are widget roles: text inside them is a control's, not
// a question.
var interactiveRoles = map[string]bool{
	"button": true, "link": true, "checkbox": true, "radio": true, "textbox": true, "searchbox": true,
	"combobox": true, "listbox": true, "switch": true, "slider": true, "spinbutton": true, "tab": true,
	"menuitem": true, "option": true,
}

// holdsInteractive reports whether n is or holds something a person
// operates (shown or not): a form control, a button, a link (unless
// links are allowed: a question may link to a policy), a summary, an
// editable region or an element with a widget role.
func (r *Resolver) holdsInteractive(n *dom.Node, links bool) bool {
	if !r.ours(n) {
		return false
	}
	end := int(r.ix.end[n.Order])
	for i := n.Order; i <= end; i++ {
		x := r.doc.Nodes[i]
		if x.Type != dom.ElementNode {
			continue
		}
		if x.Namespace == "" {
			switch x.Tag {
			case "input", "select", "textarea", "button", "summary", "iframe":
				return true
			case "a":
				if x.HasAttr("href") && !links {
					return true
				}
			}
			if ce, ok := x.Attr("contenteditable"); ok && !strings.EqualFold(ce, "false") {
				return true
			}
		}
		if er := explicitRole(x); interactiveRoles[er] && !(links && er == "link") {
			return true
		}
	}
	return false
}

// ctlName is a control's accessible name; a checkbox or radio with none
// takes the text right after it, where such controls are labelled by
// convention.
func (r *Resolver) ctlName(n *dom.Node) string {
	name := collapse(r.name(n))
	if name != "" {
		return name
	}
	switch {
	case n.IsElement("input"):
		if t := inputType(n); t != "checkbox" && t != "radio" {
			return ""
		}
	default:
		switch explicitRole(n) {
		case "checkbox", "radio", "switch":
		default:
			return ""
		}
	}
	sibs := siblings(n)
	i := 0
	for i < len(sibs) && sibs[i] != n {
		i++
	}
	for i++; i < len(sibs); i++ {
		c := sibs[i]
		if !r.mayDescribe(c, []*dom.Node{n}) {
			return ""
		}
		switch c.Type {
		case dom.TextNode:
			if t := collapse(c.Data); t != "" {
				return display(t)
			}
		case dom.ElementNode:
			if !r.visible(c) || c.IsElement("br") {
				continue
			}
			if r.holdsInteractive(c, false) || isBlock(c) {
				return ""
			}
			return display(r.blockText(c))
		}
	}
	return ""
}
