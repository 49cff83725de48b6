package formsnap

import (
	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

// Located is a control found by its semantic target.
type Located struct {
	// Node is the element.
	Node *dom.Node
	// Control describes it as a snapshot of the same document would; its
	// ID, FormID and GroupID are empty.
	Control Control
	// Act is a resolver target verified, on this document, to name Node
	// and nothing else: what the live layer acts through. It may hold a
	// Within and print as Go like any target; it is never shown to an
	// agent.
	Act resolver.Target
	// Choice is, for a member of a radio group, the answer that chooses
	// it (its name, or its value attribute when names repeat in the
	// group); "" otherwise.
	Choice string
}

// Locate finds the control t names in the resolver's document, the way a
// snapshot of that document would name it. It fails with a
// *resolver.Error before anything is done: not_found when nothing a
// person could see has that role and name (or the ordinal or shadow path
// do not fit), ambiguous when several do and no ordinal says which (or
// none can be told apart safely), not_editable when the element is not a
// form control.
func Locate(r *resolver.Resolver, t Target) (*Located, error) {
	if err := t.validate("target"); err != nil {
		return nil, err
	}
	if len(t.FramePath) > 0 {
		return nil, targetErr(resolver.NotFound, t, "the target lies in an iframe; act through that frame's own document, whose targets have no frame path")
	}
	b, err := newBuilder(r)
	if err != nil {
		return nil, err
	}
	k := [2]string{t.Role, resolver.Normalize(t.Name)}
	same := b.sameNamed(map[[2]string]bool{k: true})
	list := same[k]
	var n *dom.Node
	switch {
	case len(list) == 0:
		return nil, targetErr(resolver.NotFound, t, "nothing a person could see has the role %q and the name %q", t.Role, t.Name)
	case t.Ordinal == 0 && len(list) > 1:
		return nil, targetErr(resolver.Ambiguous, t, "%d elements have the role %q and the name %q; give an ordinal from 1 to %d (a snapshot lists each with its own)", len(list), t.Role, t.Name, len(list))
	case t.Ordinal > len(list):
		return nil, targetErr(resolver.NotFound, t, "ordinal %d, but only %d elements have the role %q and the name %q", t.Ordinal, len(list), t.Role, t.Name)
	case t.Ordinal == 0:
		n = list[0]
	default:
		n = list[t.Ordinal-1]
	}
	if t.Ordinal == 1 && len(list) == 1 {
		// An ordinal on a unique target is harmless; snapshots omit it.
		t.Ordinal = 0
	}
	if path, ok := b.names.shadowPath(n); !ok || !sameShadowPath(path, t.ShadowPath) {
		return nil, targetErr(resolver.NotFound, t, "the element with that role and name lies in another shadow tree than the target's shadow path says")
	}
	_, inField := b.fieldOf[n]
	if !inField && !(isButton(n) && !b.inField(n)) {
		return nil, targetErr(resolver.NotEditable, t, "the element is a %s, not a form control", t.Role)
	}
	id := b.names.of(n)
	act := b.actTarget(n, id, len(list) == 1)
	if act == nil {
		return nil, targetErr(resolver.Ambiguous, t, "no verified target tells this element apart from the %d others with the same role and name", len(list)-1)
	}
	c := b.control(n, same)
	loc := &Located{Node: n, Control: *c, Act: act}
	if fi, ok := b.fieldOf[n]; ok && b.fields[fi].Kind == resolver.KindRadio {
		loc.Choice = b.choice(fi, n)
		if loc.Choice == "" {
			return nil, targetErr(resolver.Ambiguous, t, "the radio's group has other answers with the same name and value, so none can be chosen by its answer")
		}
	}
	return loc, nil
}

// choice is the answer that picks member n of radio group fi: its name
// when no other member of the group shares it, else its value attribute
// when that is unique (Fill looks answers up by name, then by value).
func (b *builder) choice(fi int, n *dom.Node) string {
	m := b.matches[fi]
	key := b.names.of(n).key
	byName, byValue := 0, 0
	val, hasVal := n.Attr("value")
	for i, o := range m.Options {
		if i < len(m.OptionNames) && resolver.Normalize(m.OptionNames[i]) == key {
			byName++
		}
		if v, ok := o.Attr("value"); ok && hasVal && v == val {
			byValue++
		}
	}
	if byName == 1 {
		return b.names.of(n).name
	}
	if hasVal && byValue == 1 {
		// A name that matches no member lets the value decide.
		for i := range m.Options {
			if i < len(m.OptionNames) && resolver.Normalize(m.OptionNames[i]) == resolver.Normalize(val) {
				return ""
			}
		}
		return val
	}
	return ""
}

// Describe describes n as a snapshot of the resolver's document would
// (ID, FormID and GroupID empty); ok is false when n is not one of the
// controls a snapshot lists.
func Describe(r *resolver.Resolver, n *dom.Node) (c Control, ok bool) {
	b, err := newBuilder(r)
	if err != nil || n == nil || n.Doc != b.doc {
		return Control{}, false
	}
	_, inField := b.fieldOf[n]
	switch {
	case inField:
		if !b.controlVisible(n) {
			return Control{}, false
		}
	case isButton(n) && !b.inField(n):
		if !n.Visible() {
			return Control{}, false
		}
	default:
		return Control{}, false
	}
	var same map[[2]string][]*dom.Node
	if id := b.names.of(n); targetable(id) {
		same = b.sameNamed(map[[2]string]bool{{id.role, id.key}: true})
	}
	return *b.control(n, same), true
}
