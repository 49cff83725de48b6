package formsnap

import "slices"

// Limit returns a copy of s holding at most max controls: the first ones
// in the order the snapshot lists them (forms in order, then unowned
// controls). Groups keep the members that remain and, like forms, go
// when nothing remains in them; submit and reset lists follow. Truncated
// is set when anything was left out. s is not changed.
func (s *FormSnapshot) Limit(max int) *FormSnapshot {
	out := *s
	total := len(s.UnownedControls)
	for _, f := range s.Forms {
		total += len(f.Controls)
	}
	if max < 0 {
		max = 0
	}
	if total <= max {
		return &out
	}
	out.Truncated = true
	left := max
	take := func(cs []Control) []Control {
		n := min(left, len(cs))
		left -= n
		return slices.Clone(cs[:n])
	}
	out.Forms = []Form{}
	for _, f := range s.Forms {
		cs := take(f.Controls)
		if len(cs) == 0 {
			continue
		}
		keep := ids(cs)
		f.Controls = cs
		f.Groups = keepGroups(f.Groups, keep)
		f.SubmitControls = keepIDs(f.SubmitControls, keep)
		f.ResetControls = keepIDs(f.ResetControls, keep)
		out.Forms = append(out.Forms, f)
	}
	out.UnownedControls = take(s.UnownedControls)
	out.UnownedGroups = keepGroups(s.UnownedGroups, ids(out.UnownedControls))
	return &out
}

func ids(cs []Control) map[string]bool {
	m := make(map[string]bool, len(cs))
	for _, c := range cs {
		m[c.ID] = true
	}
	return m
}

func keepIDs(list []string, keep map[string]bool) []string {
	out := []string{}
	for _, id := range list {
		if keep[id] {
			out = append(out, id)
		}
	}
	return out
}

// keepGroups keeps the groups that still hold a control, directly or
// through a group nested in them, with their remaining members.
func keepGroups(gs []Group, keep map[string]bool) []Group {
	alive := map[string]bool{}
	byID := map[string]Group{}
	for _, g := range gs {
		byID[g.ID] = g
	}
	for _, g := range gs {
		if len(keepIDs(g.Controls, keep)) == 0 {
			continue
		}
		for id := g.ID; id != "" && !alive[id]; id = byID[id].ParentID {
			alive[id] = true
		}
	}
	out := []Group{}
	for _, g := range gs {
		if alive[g.ID] {
			g.Controls = keepIDs(g.Controls, keep)
			out = append(out, g)
		}
	}
	return out
}
