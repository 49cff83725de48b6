package resolver

import (
	"github.com/surefill/surefill/dom"
)

// Parts are the elements the custom parts maps found near one field.
type Parts struct {
	Value, Values, Multiple, Open, Clear []*dom.Node
}

// partsOf looks each part's selectors up near the field: inside its own
// container (the largest ancestor holding no other field), or inside its
// listbox. For each part the first map that finds something wins. A
// selector that cannot be evaluated finds nothing here; CheckParts
// reports it.
func (r *Resolver) partsOf(f *field) Parts {
	var p Parts
	if len(r.opts.Parts) == 0 {
		return p
	}
	near := func(sel string) []*dom.Node {
		if sel == "" {
			return nil
		}
		ns, err := r.selectCSS(sel)
		if err != nil {
			return nil
		}
		var out []*dom.Node
		for _, n := range ns {
			if r.near(f, n) {
				out = append(out, n)
			}
		}
		return out
	}
	for _, m := range r.opts.Parts {
		if p.Value == nil {
			p.Value = near(m.Value)
		}
		if p.Values == nil {
			p.Values = near(m.Values)
		}
		if p.Multiple == nil {
			p.Multiple = near(m.Multiple)
		}
		if p.Open == nil {
			p.Open = near(m.Open)
		}
		if p.Clear == nil {
			p.Clear = near(m.Clear)
		}
	}
	return p
}

func (r *Resolver) near(f *field, n *dom.Node) bool {
	ix := r.ix
	if f.scope != nil && r.ours(f.scope) && ix.contains(f.scope, n) {
		return true
	}
	return f.listbox != nil && r.ours(f.listbox) && ix.contains(f.listbox, n)
}

// CheckParts reports the first selector of the maps that cannot be
// evaluated over a document, naming the part.
func CheckParts(maps ...CustomParts) error {
	for _, m := range maps {
		for _, p := range []struct{ name, sel string }{{"value", m.Value}, {"values", m.Values}, {"multiple", m.Multiple}, {"open", m.Open}, {"clear", m.Clear}} {
			if p.sel == "" {
				continue
			}
			if err := CheckCSS(p.sel); err != nil {
				return &Error{Code: NotFound, Op: "CustomParts", Detail: "part " + p.name + ": " + err.Error()}
			}
		}
	}
	return nil
}
