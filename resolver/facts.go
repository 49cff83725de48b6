package resolver

import (
	"strconv"
	"strings"

	"github.com/surefill/surefill/dom"
)

// public builds the Field a script sees.
func (r *Resolver) public(f *field) *Field {
	pf := new(Field)
	r.fillPublic(f, pf)
	return pf
}

// fillPublic writes f's facts into pf (Fields writes straight into the
// slice it returns).
func (r *Resolver) fillPublic(f *field, pf *Field) {
	r.verifyAll()
	c := f.controls[0]
	*pf = Field{
		Ref:        FieldRef{Gen: r.gen, Node: r.refKey(c)},
		Label:      f.label,
		Target:     f.target,
		Alternates: f.alts,
		Kind:       f.kind,
	}
	parts := r.partsOf(f)
	pf.Sensitive = r.sensitive(f)
	pf.Required = r.required(f)
	r.value(f, pf, parts)
	r.originValue(f, pf)
	if pf.Sensitive {
		pf.Value = nil
	}
	if len(parts.Multiple) > 0 || len(parts.Values) > 0 {
		pf.Multiple = true
	}
	in := c
	if !in.IsElement("input", "textarea") && f.class == ctlCombo {
		if x := r.innerInput(c); x != nil {
			in = x
		}
	}
	if f.class == ctlDate {
		pf.InputType = "date" // it takes a date as a native date input does
	} else if in.IsElement("input") {
		pf.InputType = inputType(in)
	} else if in.IsElement("textarea") {
		pf.InputType = "textarea" // what the element's type property says
	}
	if ml := strings.TrimSpace(in.AttrOr("maxlength")); ml != "" {
		if v, err := strconv.Atoi(ml); err == nil && v > 0 {
			pf.MaxLength = v
		}
	}
	pf.Pattern = in.AttrOr("pattern")
	pf.Placeholder = collapse(in.AttrOr("placeholder"))
	if pf.Placeholder == "" {
		pf.Placeholder = collapse(in.AttrOr("aria-placeholder"))
	}
	for _, n := range r.fieldElems(f) {
		if v := strings.ToLower(strings.TrimSpace(n.AttrOr("aria-invalid"))); v != "" && v != "false" {
			pf.Invalid = true
		}
	}
	pf.Hint, pf.Error = r.hintAndError(f)
}

// fieldElems are the controls and the group container.
func (r *Resolver) fieldElems(f *field) []*dom.Node {
	out := f.controls
	if f.container != nil {
		out = append([]*dom.Node{f.container}, f.controls...)
	}
	if f.origin != nil {
		out = append(out[:len(out):len(out)], f.origin)
	}
	return out
}

// sensitive: a password, a card field, a current or new password or a
// one-time code by autocomplete, or a control once seen as a password.
func (r *Resolver) sensitive(f *field) bool {
	for _, c := range f.controls {
		if c.IsElement("input") && strings.EqualFold(strings.TrimSpace(c.AttrOr("type")), "password") {
			return true
		}
		for _, tok := range strings.Fields(strings.ToLower(c.AttrOr("autocomplete"))) {
			if strings.HasPrefix(tok, "cc-") || tok == "current-password" || tok == "new-password" || tok == "one-time-code" {
				return true
			}
		}
		if r.opts.Passwords != nil && r.opts.Passwords.Seen(c) {
			return true
		}
	}
	return false
}

// required: the required attribute, aria-required, a label or question
// ending in "*", or the class word "required" on the question or on the
// field's own container.
func (r *Resolver) required(f *field) bool {
	for _, n := range r.fieldElems(f) {
		if n.HasAttr("required") || attrTrue(n, "aria-required") {
			return true
		}
	}
	for _, s := range []string{f.name, f.question} {
		if strings.HasSuffix(strings.TrimRight(s, " :"), "*") {
			return true
		}
	}
	words := requiredWords
	for a := f.controls[0]; a != nil; a = parentElement(a) {
		if hasClassWord(a, words) {
			return true
		}
		if a == f.scope {
			break
		}
	}
	if q := f.qnode; q != nil && q.Type == dom.ElementNode && r.ours(q) {
		end := int(r.ix.end[q.Order])
		for i := q.Order; i <= end; i++ {
			if n := r.doc.Nodes[i]; n.Type == dom.ElementNode && hasClassWord(n, words) {
				return true
			}
		}
	}
	return false
}

var requiredWords = map[string]bool{"required": true}

// checked reads a checkbox's or radio's state, native or ARIA.
func checked(n *dom.Node) bool {
	if n.IsElement("input") && n.State != nil {
		return n.State.Checked
	}
	return attrTrue(n, "aria-checked")
}

// picked reads a Yes/No button's state.
func picked(n *dom.Node) bool {
	return attrTrue(n, "aria-pressed") || attrTrue(n, "aria-checked") || attrTrue(n, "aria-selected") || hasClassWord(n, selectedWords)
}

func (r *Resolver) value(f *field, pf *Field, parts Parts) {
	c := f.controls[0]
	_, names := r.optionNodes(f)
	if f.kind != KindText || len(names) > 0 {
		pf.Options = names
	}
	switch f.class {
	case ctlDate:
		v := r.dateValue(f)
		pf.Value, pf.Empty = v, v == ""
	case ctlText:
		v := ""
		if c.IsElement("input", "textarea") && c.State != nil {
			v = c.State.Value
		} else {
			v = VisibleText(c)
		}
		pf.Value, pf.Empty = v, v == ""
	case ctlSelect:
		pf.Multiple = c.HasAttr("multiple")
		var vals []string
		for i, o := range selectOptions(c) {
			if o.State != nil && o.State.Selected && !isPlaceholder(o, i) {
				vals = append(vals, optionLabel(o))
			}
		}
		setChoices(pf, vals, pf.Multiple)
	case ctlCombo:
		v := ""
		in := c
		if !c.IsElement("input") {
			in = r.innerInput(c)
		}
		switch {
		case in != nil && in.IsElement("input") && in.State != nil:
			v = in.State.Value
		case in != nil:
			v = VisibleText(in)
		case !c.IsElement("input"):
			// A combobox with no text box shows its choice as its text,
			// as a button does.
			if shown := shownText(c); len(names) == 0 || containsFold(names, shown) {
				v = shown
			}
		}
		if chips := r.chipsOf(f); len(chips) > 0 || r.multiselectable(f) {
			// Several values: the chips shown and the options selected.
			pf.Multiple = true
			var vals []string
			for _, ch := range chips {
				vals = appendFold(vals, ch.Name)
			}
			for _, o := range r.ariaSelected(f) {
				vals = appendFold(vals, o)
			}
			setChoices(pf, vals, true)
			break
		}
		if v == "" {
			if sel := r.ariaSelected(f); len(sel) > 0 {
				v = sel[0]
			}
		}
		pf.Value, pf.Empty = v, v == ""
		if v == "" {
			pf.Value = nil
		}
	case ctlCustomSel, ctlListbox:
		sel := r.ariaSelected(f)
		pf.Multiple = r.multiselectable(f)
		if len(sel) == 0 && f.class == ctlCustomSel {
			// The button shows the choice; with the options known, only an
			// option's name counts as a value.
			shown := shownText(c)
			if shown != "" && (len(names) == 0 || containsFold(names, shown)) {
				sel = []string{shown}
			}
		}
		setChoices(pf, sel, pf.Multiple)
	case ctlCheckbox, ctlARIACheck:
		if !isGroup(f) {
			on := checked(c)
			pf.Value, pf.Empty = on, !on
			pf.Options = nil
			break
		}
		pf.Multiple = true
		var vals []string
		for _, m := range f.controls {
			if checked(m) {
				vals = append(vals, r.ctlName(m))
			}
		}
		setChoices(pf, vals, true)
	case ctlRadio, ctlARIARadio:
		var vals []string
		for _, m := range f.controls {
			if checked(m) {
				vals = append(vals, r.ctlName(m))
			}
		}
		setChoices(pf, vals, false)
	case ctlButton:
		var vals []string
		for _, m := range f.controls {
			if picked(m) {
				vals = append(vals, r.ctlName(m))
			}
		}
		if len(vals) > 1 {
			pf.Multiple = true
		}
		setChoices(pf, vals, pf.Multiple)
	case ctlFile:
		pf.Multiple = c.HasAttr("multiple")
		pf.Value, pf.Empty = nil, c.State == nil || c.State.Files == 0
		if !pf.Empty && len(c.State.FileNames) > 0 {
			pf.Value = append([]string(nil), c.State.FileNames...) // what the input holds, by name
		}
	default:
		v := ""
		if c.IsElement("input") && c.State != nil {
			v = c.State.Value
		} else if v = c.AttrOr("aria-valuetext"); v == "" {
			v = c.AttrOr("aria-valuenow")
		}
		pf.Value, pf.Empty = v, v == ""
	}
	if len(parts.Values) > 0 {
		var vals []string
		for _, n := range parts.Values {
			if t := VisibleText(n); t != "" {
				vals = append(vals, t)
			}
		}
		setChoices(pf, vals, true)
	} else if len(parts.Value) > 0 {
		t := VisibleText(parts.Value[0])
		pf.Value, pf.Empty = t, t == ""
		if t == "" {
			pf.Value = nil
		}
	}
}

// setChoices stores the names of the options picked: a string, or a
// []string when the field takes several; nil when nothing is picked.
func setChoices(pf *Field, vals []string, multiple bool) {
	pf.Empty = len(vals) == 0
	switch {
	case len(vals) == 0:
		pf.Value = nil
	case multiple:
		pf.Value = vals
	default:
		pf.Value = vals[0]
	}
}

// multiselectable: the field's listbox (its own, or the popup it
// controls) says it takes several options (aria-multiselectable).
func (r *Resolver) multiselectable(f *field) bool {
	lb := f.listbox
	if f.class == ctlListbox {
		lb = f.controls[0]
	}
	return lb != nil && attrTrue(lb, "aria-multiselectable")
}

// appendFold appends s unless list holds it already, case folded.
func appendFold(list []string, s string) []string {
	if s == "" || containsFold(list, s) {
		return list
	}
	return append(list, s)
}

func containsFold(list []string, s string) bool {
	k := fold(s)
	for _, x := range list {
		if fold(x) == k {
			return true
		}
	}
	return false
}

// selectOptions are a select's <option>s in order, optgroups included.
func selectOptions(sel *dom.Node) []*dom.Node {
	var out []*dom.Node
	for _, c := range sel.Children {
		if c.IsElement("option") {
			out = append(out, c)
		} else if c.IsElement("optgroup") {
			for _, o := range c.Children {
				if o.IsElement("option") {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

// optionLabel is an option's label attribute or its text (HTML §4.10.10).
func optionLabel(o *dom.Node) string {
	if l, ok := o.Attr("label"); ok && strings.TrimSpace(l) != "" {
		return collapse(l)
	}
	if len(o.Children) == 1 && o.Children[0].Type == dom.TextNode {
		return collapse(o.Children[0].Data)
	}
	return collapse(o.TextContent())
}

// isPlaceholder: the first option with an explicitly empty value, or a
// disabled first option, only prompts for a choice.
func isPlaceholder(o *dom.Node, i int) bool {
	if i != 0 {
		return false
	}
	v, ok := o.Attr("value")
	return ok && strings.TrimSpace(v) == "" || o.HasAttr("disabled")
}

// optionNodes are the elements carrying a field's choices and their names.
func (r *Resolver) optionNodes(f *field) ([]*dom.Node, []string) {
	c := f.controls[0]
	var nodes []*dom.Node
	var names []string
	switch f.class {
	case ctlSelect:
		opts := selectOptions(c)
		for i, o := range opts {
			if !isPlaceholder(o, i) {
				if nodes == nil {
					// Sized once: a select's lists would otherwise grow
					// a few times each.
					nodes = make([]*dom.Node, 0, len(opts)-i)
					names = make([]string, 0, len(opts)-i)
				}
				nodes = append(nodes, o)
				names = append(names, optionLabel(o))
			}
		}
	case ctlCombo, ctlCustomSel, ctlListbox:
		lb := f.listbox
		if f.class == ctlListbox {
			lb = c
		}
		if lb == nil {
			break
		}
		// The list's flat subtree: a shadow tree's listbox holds the
		// options its host's slot takes.
		r.flatRanges(lb, func(lo, hi int) {
			for i := lo; i <= hi; i++ {
				o := r.doc.Nodes[i]
				if o.Type == dom.ElementNode && explicitRole(o) == "option" {
					nodes = append(nodes, o)
					names = append(names, collapse(r.name(o)))
				}
			}
		})
	case ctlText:
		if !c.IsElement("input") {
			break
		}
		if id := c.AttrOr("list"); id != "" {
			if dl := c.ElementByID(id); dl != nil && dl.IsElement("datalist") {
				for _, o := range selectOptions(dl) {
					v := o.AttrOr("value")
					if v == "" {
						v = optionLabel(o)
					}
					nodes = append(nodes, o)
					names = append(names, collapse(v))
				}
			}
		}
	default:
		if isGroup(f) {
			for _, m := range f.controls {
				nodes = append(nodes, m)
				names = append(names, r.ctlName(m))
			}
		}
	}
	return nodes, names
}

// ariaSelected names the listbox options marked aria-selected.
func (r *Resolver) ariaSelected(f *field) []string {
	nodes, names := r.optionNodes(f)
	var out []string
	for i, o := range nodes {
		if attrTrue(o, "aria-selected") {
			out = append(out, names[i])
		}
	}
	return out
}

// hintAndError reads the field's hint (aria-describedby that is not an
// error, toolparamdescription, else a hint-classed element in the field's
// own container) and its error (aria-errormessage, an error-like
// aria-describedby target, else a visible error-classed or alert element
// in its own container).
//
// A description the page declares for tools comes first and stands alone,
// in the declarative vocabulary's order: toolparamdescription, then the
// form's data-tool-param-<name>; then aria-describedby, then
// aria-description. Text in user-authored regions never describes a field
// outside them.
func (r *Resolver) hintAndError(f *field) (hint, errText string) {
	var hints, errs []string
	declared := ""
	for _, n := range r.fieldElems(f) {
		if declared == "" {
			declared = declaredDescription(n)
		}
	}
	for _, n := range r.fieldElems(f) {
		for _, id := range tokens(n.AttrOr("aria-describedby")) {
			t := n.ElementByID(id)
			if t == nil || !describableFrom(t, n) {
				continue
			}
			if errorLike(t) {
				if r.visible(t) {
					errs = appendText1(errs, VisibleText(t))
				}
				continue
			}
			hints = appendText1(hints, VisibleText(t))
		}
		for _, id := range tokens(n.AttrOr("aria-errormessage")) {
			if t := n.ElementByID(id); t != nil && r.visible(t) {
				errs = appendText1(errs, VisibleText(t))
			}
		}
		if len(hints) == 0 {
			hints = appendText1(hints, collapse(n.AttrOr("aria-description")))
		}
	}
	if declared != "" {
		hints = []string{declared}
	}
	if (len(hints) == 0 || len(errs) == 0) && f.scope != nil && r.ours(f.scope) {
		end := int(r.ix.end[f.scope.Order])
		for i := f.scope.Order + 1; i <= end; i++ {
			n := r.doc.Nodes[i]
			if n.Type != dom.ElementNode || n == f.qnode || r.ix.fieldOf(n) != nil {
				continue
			}
			if len(errs) == 0 && errorLike(n) && r.visible(n) && !r.holdsAnyControl(n) {
				errs = appendText1(errs, VisibleText(n))
			} else if len(hints) == 0 && hasClassWord(n, hintWords) && r.visible(n) && !r.holdsAnyControl(n) {
				hints = appendText1(hints, VisibleText(n))
			}
		}
	}
	return strings.Join(hints, " "), strings.Join(errs, " ")
}

func errorLike(n *dom.Node) bool {
	if hasClassWord(n, errorWords) {
		return true
	}
	switch explicitRole(n) {
	case "alert":
		return true
	}
	return containsFoldASCII(n.ID(), "error")
}

// containsFoldASCII is strings.Contains ignoring ASCII case, without
// allocating.
func containsFoldASCII(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

func appendText1(list []string, s string) []string {
	if s == "" {
		return list
	}
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// declaredDescription is the description a page declares for a control:
// its toolparamdescription, else its form's data-tool-param-<name>.
func declaredDescription(n *dom.Node) string {
	if d := collapse(n.AttrOr("toolparamdescription")); d != "" {
		return d
	}
	name := n.AttrOr("name")
	if name == "" {
		return ""
	}
	var form *dom.Node
	if id := n.AttrOr("form"); id != "" {
		form = n.ElementByID(id)
	}
	for p := n.Parent; form == nil && p != nil; p = p.Parent {
		if p.IsElement("form") {
			form = p
		}
	}
	if form == nil {
		return ""
	}
	return collapse(form.AttrOr("data-tool-param-" + name))
}

// describableFrom reports whether text at t may describe control n: t is
// in no user-authored region, or in one that also holds n.
func describableFrom(t, n *dom.Node) bool {
	depth := 0
	for x := t; x != nil && depth < maxTrustDepth; x, depth = x.ComposedParent(), depth+1 {
		if UserAuthored(x) {
			return x.Contains(n)
		}
	}
	return true
}
