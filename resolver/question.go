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
//     block or heading directly before the field's branch (a text field
//     and the unnamed pickers beside it, such as a phone number's country
//     code, are one composite: its question is the text field's);
//   - nothing after a button or another control in the same container:
//     "or" between an "Attach" and a "Paste" button is theirs.
//
// Hints, errors and counters (by class words or live-region roles) are
// never question text, nor is text that only decorates ("*", ":"), text
// hidden with aria-hidden, what the control points to with
// aria-describedby, a <label> drawn as a button, or what a select-like
// widget shows or offers (widgetlabel.go).
//
// The question labels a field whose name only came from a placeholder, a
// tooltip or a <label> drawn as a button; a placeholder still names a
// field before a section heading does.

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
	r.nameField(f)
	r.questionField(f)
}

// nameField computes the field's own name: its accessible name, or for a
// select-like widget its name without what it shows (widgetlabel.go).
// Names come first for every field, since a question climbs past the
// unnamed adornments of a composite.
func (r *Resolver) nameField(f *field) {
	f.name = ""
	switch {
	case f.container != nil:
		if f.container.IsElement("fieldset") || isGroupRole(explicitRole(f.container)) {
			f.name = collapse(r.name(f.container))
		}
	case selectLike(f):
		c := f.controls[0]
		f.name = r.widgetName(f)
		if f.name == "" && f.class == ctlCombo && !textEntry(c) {
			// A combobox wrapping its text box is often named on the box
			// (a real input, not an element showing the value).
			if in := r.innerInput(c); in != nil && in.IsElement("input") {
				f.name = collapse(r.name(in))
			}
		}
	case len(f.controls) == 1:
		f.name = r.ctlName(f.controls[0])
	}
	if n := r.originName(f); n != "" {
		f.name = n // the author labelled the original the widget replaces
	}
}

// questionField computes the field's question text, and from the name and
// the question its label and keys.
func (r *Resolver) questionField(f *field) {
	f.question, f.qnode = r.question(f)
	nameKey, qKey := fold(f.name), fold(f.question)
	label, labelKey0 := f.name, nameKey
	// A name that is what the field shows (its placeholder, or the value
	// a select-like widget shows and names itself by) changes with it.
	showsValue := nameKey != "" && selectLike(f) && fold(shownText(f.controls[0])) == nameKey
	shown := showsValue || nameKey != "" && r.placeholderName(f, nameKey)
	if label == "" || f.question != "" && (r.questionLabels(f, nameKey) || showsValue && qKey != nameKey) {
		label, labelKey0 = f.question, qKey
	}
	f.label = display(label)
	f.keys = f.keys[:0]
	if nameKey != "" {
		f.keys = append(f.keys, labelKey{key: nameKey, disp: display(f.name), shown: shown && label != f.name})
	}
	if qKey != "" && qKey != nameKey {
		f.keys = append(f.keys, labelKey{key: qKey, disp: display(f.question)})
	}
	// The display label's key goes first: it is the target offered first.
	if len(f.keys) == 2 && f.keys[1].key == labelKey0 {
		f.keys[0], f.keys[1] = f.keys[1], f.keys[0]
	}
}

// questionLabels reports a name that labels worse than the question text:
// one that only came from a placeholder, a tooltip or a <label> drawn as a
// button ("Choose file"). A placeholder still names a field before a
// section heading does: a heading says what the section is about, the
// placeholder what to type.
func (r *Resolver) questionLabels(f *field, k string) bool {
	if len(f.controls) != 1 || f.name == "" {
		return false
	}
	c := f.controls[0]
	for _, a := range [...]string{"placeholder", "aria-placeholder", "title"} {
		if v, ok := c.Attr(a); ok && fold(v) == k {
			return a == "title" || !isHeading(f.qnode)
		}
	}
	for _, l := range r.labelsOf(c) {
		if presentsAsButton(l) && fold(r.blockText(l)) == k {
			return true
		}
	}
	return false
}

// placeholderName reports a name that is the field's placeholder (its
// control's, or that of the text box a widget wraps).
func (r *Resolver) placeholderName(f *field, k string) bool {
	if len(f.controls) != 1 {
		return false
	}
	c := f.controls[0]
	for _, n := range [...]*dom.Node{c, r.innerInput(c)} {
		if n == nil {
			continue
		}
		for _, a := range [...]string{"placeholder", "aria-placeholder"} {
			if v, ok := n.Attr(a); ok && fold(v) == k {
				return true
			}
		}
	}
	return false
}

func isHeading(n *dom.Node) bool {
	return n != nil && n.Type == dom.ElementNode && (n.IsElement("h1", "h2", "h3", "h4", "h5", "h6") || explicitRole(n) == "heading")
}

// asking is what one field's question search knows of the field beyond
// its controls: the box its shown value sits in (valueBox), and, computed
// on first need, the texts that are its value rather than its question.
type asking struct {
	f       *field
	box     *dom.Node
	values  map[string]bool // folded option names
	checked bool
}

// isValue reports text that a select-like field offers, and so may show:
// one of its options is never its question.
func (r *Resolver) isValue(a *asking, t string) bool {
	if !selectLike(a.f) {
		return false
	}
	if !a.checked {
		a.checked = true
		_, names := r.optionNodes(a.f)
		// The options of the original a widget replaces: a widget draws
		// the chosen one (its placeholder option too) in its own box
		// while its own list is still empty.
		if o := a.f.origin; o != nil && o.IsElement("select") {
			for _, opt := range selectOptions(o) {
				names = append(names, optionLabel(opt))
			}
		}
		for _, n := range names {
			if k := fold(n); k != "" {
				if a.values == nil {
					a.values = map[string]bool{}
				}
				a.values[k] = true
			}
		}
	}
	return a.values[fold(t)]
}

// describedBy reports an element one of f's controls points to with
// aria-describedby: a hint or a placeholder, not a question.
func describedBy(f *field, n *dom.Node) bool {
	id := n.ID()
	if id == "" {
		return false
	}
	for _, c := range f.controls {
		for _, ref := range tokens(c.AttrOr("aria-describedby")) {
			if ref == id {
				return true
			}
		}
	}
	return false
}

// question finds the field's question text and the element holding it.
func (r *Resolver) question(f *field) (string, *dom.Node) {
	ix := r.ix
	a := &asking{f: f, box: r.valueBox(f)}
	if len(f.controls) > 1 || f.container != nil {
		c := f.container
		if c == nil {
			c = f.anchor
		}
		if q, qn := r.containerQuestion(a, c, nil); q != "" {
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
		if !ix.holdsOnly(p, f) && !r.holdsOnlyAdorned(p, f) {
			return r.directlyBefore(a, x)
		}
		if q, qn := r.containerQuestion(a, p, x); q != "" {
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
// holding one of the field's controls), and before anything a person
// operates: text after a button ("Attach" or "Enter manually") is the
// buttons', not a question. Inside a combobox's value box only a label or
// an element whose class words say question counts.
func (r *Resolver) containerQuestion(a *asking, p, x *dom.Node) (string, *dom.Node) {
	f := a.f
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
	worst := 3
	if a.box != nil && r.ix.contains(a.box, p) {
		worst = 1
	}
	var bestNode *dom.Node
	for _, c := range kids {
		if c == x || (x == nil && r.holdsControlOf(c, f)) {
			break
		}
		t, rank, node := r.candidate(a, c)
		if t == "" && c.Type == dom.ElementNode && (c.IsElement("label") && presentsAsButton(c) || r.holdsInteractive(c, true)) && r.visible(c) {
			break // what follows a control is the control's
		}
		if t != "" && rank <= worst && rank < bestRank {
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
func (r *Resolver) directlyBefore(a *asking, x *dom.Node) (string, *dom.Node) {
	sibs := siblings(x)
	i := len(sibs) - 1
	for ; i >= 0 && sibs[i] != x; i-- {
	}
	for i--; i >= 0; i-- {
		c := sibs[i]
		switch c.Type {
		case dom.TextNode:
			if t := collapse(c.Data); !onlyMarks(t) {
				t, _, n := r.candidate(a, c)
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
			t, _, n := r.candidate(a, c)
			return t, n
		}
	}
	return "", nil
}

// candidate rates one node as question text: rank 1 a label, legend or
// question-like class word, 2 a heading, 3 other text; "" when it is not
// question text at all.
func (r *Resolver) candidate(a *asking, c *dom.Node) (string, int, *dom.Node) {
	f := a.f
	if !r.mayDescribe(c, f.controls) {
		return "", 0, nil // user-authored text (trusted.go)
	}
	switch c.Type {
	case dom.TextNode:
		t := collapse(c.Data)
		if onlyMarks(t) || utf8.RuneCountInString(t) > maxQuestion {
			return "", 0, nil
		}
		if p := c.FlatParentElement(); p != nil && !r.visible(p) || r.isValue(a, t) {
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
	// Decoration, and what the control itself points to as its
	// description, are no question.
	if attrTrue(c, "aria-hidden") || describedBy(f, c) {
		return "", 0, nil
	}
	// A label for some other control is that control's question, unless
	// that control is one no person operates, which this field replaces; a
	// label drawn as a button is the face of its control.
	if c.IsElement("label") {
		if id := c.AttrOr("for"); id != "" {
			t := c.ElementByID(id)
			if t == nil || r.ix.fieldOf(t) != f && !r.replacedBy(t, f) {
				return "", 0, nil
			}
		}
		if presentsAsButton(c) {
			return "", 0, nil
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
	if onlyMarks(t) || utf8.RuneCountInString(t) > maxQuestion || r.isValue(a, t) {
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
