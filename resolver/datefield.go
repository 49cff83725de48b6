package resolver

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/surefill/surefill/dom"
)

// A segmented date field draws a date as spin buttons, one per part
// (month, day, year, in the order its locale writes them), inside one
// box, often with a hidden input beside them holding the formatted value
// for the form. A person sees one field and types the date into it, part
// after part; the field is the box, named by its group's label. Parts
// are told apart by their ranges (aria-valuemin/aria-valuemax, WAI-ARIA
// 1.2 §spinbutton): 1–12 is the month, 1–28…31 the day, a range past 999
// the year. Their values are aria-valuenow.

// Segment is one part of a segmented date field.
type Segment struct {
	Node *dom.Node
	// Unit is "year", "month" or "day".
	Unit string
}

// segmentLevels bounds how far above a spin button the date's box may be.
const segmentLevels = 4

// dateUnit is the part a spin button's range says it is, "" for none.
func dateUnit(n *dom.Node) string {
	lo, err1 := strconv.Atoi(strings.TrimSpace(n.AttrOr("aria-valuemin")))
	hi, err2 := strconv.Atoi(strings.TrimSpace(n.AttrOr("aria-valuemax")))
	switch {
	case err1 != nil || err2 != nil:
		return ""
	case lo == 1 && hi == 12:
		return "month"
	case lo == 1 && hi >= 28 && hi <= 31:
		return "day"
	case hi > 999:
		return "year"
	}
	return ""
}

// dateSegments is n's parts when n is a segmented date's spin buttons'
// box: exactly one year, one month and one day among the spin buttons
// it holds, in tree order; nil otherwise.
func dateSegments(spins []*dom.Node) []Segment {
	if len(spins) != 3 {
		return nil
	}
	seen := map[string]bool{}
	out := make([]Segment, 0, 3)
	for _, s := range spins {
		u := dateUnit(s)
		if u == "" || seen[u] {
			return nil
		}
		seen[u] = true
		out = append(out, Segment{Node: s, Unit: u})
	}
	return out
}

// findDates turns the spin buttons of each segmented date into one
// field: its box (the nearest ancestor holding the three, or the group
// around them holding nothing else) takes their place among the singles.
func (r *Resolver) findDates(d *discovered) {
	var spins []*dom.Node
	for _, n := range d.singles {
		if d.class(n) == ctlText && explicitRole(n) == "spinbutton" && dateUnit(n) != "" {
			spins = append(spins, n)
		}
	}
	if len(spins) < 3 {
		return
	}
	ix := r.ix
	in := func(a *dom.Node) []*dom.Node {
		var out []*dom.Node
		for _, s := range spins {
			if ix.contains(a, s) {
				out = append(out, s)
			}
		}
		return out
	}
	taken := map[*dom.Node]bool{}
	for _, s := range spins {
		if taken[s] {
			continue
		}
		var box *dom.Node
		var segs []Segment
		for a, depth := parentElement(s), 0; a != nil && depth < segmentLevels; a, depth = parentElement(a), depth+1 {
			if a.IsElement("form", "body", "fieldset", "label") {
				break
			}
			got := in(a)
			if len(got) < 3 {
				continue
			}
			segs = dateSegments(got)
			box = a
			break
		}
		if segs == nil {
			continue
		}
		// The group the parts sit in, when it holds nothing else, is the
		// field's box: its label names the date.
		for a, depth := box, 0; a != nil && depth < 2 && !isGroupRole(explicitRole(box)); a, depth = parentElement(a), depth+1 {
			if isGroupRole(explicitRole(a)) && len(in(a)) == 3 {
				box = a
			}
		}
		if d.isDate == nil {
			d.isDate = map[*dom.Node][]Segment{}
			d.inDate = map[*dom.Node]bool{}
		}
		d.isDate[box] = segs
		for _, sg := range segs {
			taken[sg.Node] = true
			d.inDate[sg.Node] = true
		}
		d.classes[box.Order] = ctlDate
		d.singles = append(d.singles, box)
	}
}

// segmentsOf are a segmented date field's parts, in tree order.
func (r *Resolver) segmentsOf(f *field) []Segment {
	if f.class != ctlDate {
		return nil
	}
	var spins []*dom.Node
	box := f.controls[0]
	end := int(r.ix.end[box.Order])
	for i := box.Order + 1; i <= end && i < len(r.doc.Nodes); i++ {
		if x := r.doc.Nodes[i]; x.Type == dom.ElementNode && explicitRole(x) == "spinbutton" {
			spins = append(spins, x)
		}
	}
	return dateSegments(spins)
}

// dateValue is a segmented date's value as a native date input gives it
// (YYYY-MM-DD), "" when no part holds a value, and the parts' text as
// shown when only some do.
func (r *Resolver) dateValue(f *field) string {
	segs := r.segmentsOf(f)
	parts := map[string]int{}
	for _, s := range segs {
		if v, err := strconv.Atoi(strings.TrimSpace(s.Node.AttrOr("aria-valuenow"))); err == nil {
			parts[s.Unit] = v
		}
	}
	switch len(parts) {
	case 0:
		return ""
	case 3:
		return fmt.Sprintf("%04d-%02d-%02d", parts["year"], parts["month"], parts["day"])
	}
	var shown []string
	for _, s := range segs {
		shown = append(shown, collapse(VisibleText(s.Node)))
	}
	return strings.Join(shown, " ")
}
