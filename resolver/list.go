package resolver

import (
	"github.com/surefill/surefill/dom"
)

// MaxClickables bounds what Clickables lists unless all is asked.
const MaxClickables = 50

// Fields lists every field a person could see, in tree order, each with
// its facts and verified target. With within, only the fields inside it
// (the container must match something visible). Fields of same-process
// iframes belong to their frame's own Resolver.
func (r *Resolver) Fields(within Target) ([]Field, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	ix := r.index()
	r.verifyAll()
	scopes, err := r.withinScopes("Fields", within)
	if err != nil {
		return nil, err
	}
	out := make([]Field, 0, len(ix.fields))
	for _, f := range ix.fields {
		if !f.visible || !r.inAll(unit{f: f}, scopes) {
			continue
		}
		out = append(out, Field{})
		r.fillPublic(f, &out[len(out)-1])
	}
	return out, nil
}

// withinScopes resolves an optional container to its ranges; nil means
// the whole document.
func (r *Resolver) withinScopes(op string, within Target) ([][2]int, error) {
	if within == nil || isNilTarget(within) {
		return nil, nil
	}
	if ws := within.spec(); frameOnly(ws) && len(ws.within) == 0 {
		if r.inDocument(ws) {
			return nil, nil // the whole of this document
		}
		return [][2]int{{1, 0}}, nil // another document: nothing here
	}
	vis, hid, err := r.find(within)
	if err != nil {
		return nil, r.asError(op, within, err)
	}
	if len(vis) == 0 {
		e := &Error{Code: NotFound, Op: op, Target: within.String(), Hidden: len(hid),
			Detail: "the container matches nothing a person could see"}
		if len(hid) > 0 {
			e.Detail = plural(len(hid), "hidden match", "hidden matches") + ", nothing a person could see"
		}
		e.Candidates = r.candidates(within.spec())
		return nil, e
	}
	scopes := make([][2]int, 0, len(vis))
	for _, u := range vis {
		scopes = append(scopes, r.scopesOf(u)...)
	}
	return scopes, nil
}

func (r *Resolver) inAll(u unit, scopes [][2]int) bool {
	if scopes == nil {
		return true
	}
	for _, sc := range scopes {
		if r.unitIn(u, sc[0], sc[1]) {
			return true
		}
	}
	return false
}

// Clickables lists what there is to click that is not a field's value:
// buttons, links, menu items, tabs, options, tree items and switches a
// person could see, in tree order, each with a verified target. Without all, at most
// MaxClickables are listed; total is always the full count.
func (r *Resolver) Clickables(within Target, all bool) ([]Clickable, int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	scopes, err := r.withinScopes("Clickables", within)
	if err != nil {
		return nil, 0, err
	}
	var nodes []*dom.Node
	var found []*dom.Node
	for _, ns := range r.clickIdx().byRole {
		found = append(found, ns...)
	}
	sortNodes(found)
	for _, n := range found {
		// A switch is a field (on or off) that is also toggled by a click.
		if (r.role(n) != "switch" && r.partOfField(n)) || !r.inAll(unit{n: n}, scopes) {
			continue
		}
		nodes = append(nodes, n)
	}
	total := len(nodes)
	if !all && len(nodes) > MaxClickables {
		nodes = nodes[:MaxClickables]
	}
	out := make([]Clickable, 0, len(nodes))
	for _, n := range nodes {
		c := Clickable{Role: r.role(n), Name: collapse(r.name(n))}
		if t := r.elementTarget(n); t != nil {
			c.Target = t
		}
		for _, a := range r.alternates(unit{n: n}) {
			if c.Target == nil || a.String() != c.Target.String() {
				c.Alternates = append(c.Alternates, a)
			}
		}
		out = append(out, c)
	}
	return out, total, nil
}

// partOfField: a field's own control, or something inside a field's
// listbox or a native select, is driven by Fill, not listed as a click.
func (r *Resolver) partOfField(n *dom.Node) bool {
	ix := r.index()
	if ix.fieldOf(n) != nil {
		return true
	}
	for p, depth := parentElement(n), 0; p != nil && depth < 32; p, depth = parentElement(p), depth+1 {
		if p.IsElement("select", "datalist") {
			return true
		}
		if f := ix.fieldOf(p); f != nil && (f.class == ctlListbox || f.class == ctlCustomSel || f.class == ctlCombo) {
			return true
		}
	}
	if ix.listboxes == nil {
		ix.listboxes = []*dom.Node{}
		for _, f := range ix.fields {
			if f.listbox != nil && r.ours(f.listbox) {
				ix.listboxes = append(ix.listboxes, f.listbox)
			}
		}
	}
	for _, lb := range ix.listboxes {
		if ix.contains(lb, n) {
			return true
		}
	}
	return false
}
