package formsnap

import (
	"fmt"
	"strconv"
	"strings"
)

// AddFrame merges the snapshot of an iframe's document into s, the
// snapshot of the page that holds it: the frame's forms, groups and
// controls follow the page's, renumbered so every id stays unique, and
// each control's target gains step at the front of its frame path (the
// iframe as the page names it). A control action with that target reaches
// the control through the frame.
func (s *FormSnapshot) AddFrame(frame *FormSnapshot, step FrameStep) {
	var nf, nc, ng int
	count := func(f []Control, g []Group) {
		nc += len(f)
		ng += len(g)
	}
	for _, f := range s.Forms {
		nf++
		count(f.Controls, f.Groups)
	}
	count(s.UnownedControls, s.UnownedGroups)
	shift := func(id string) string {
		if len(id) < 2 {
			return id
		}
		n, err := strconv.Atoi(id[1:])
		if err != nil {
			return id
		}
		switch id[0] {
		case 'f':
			n += nf
		case 'c':
			n += nc
		case 'g':
			n += ng
		}
		return fmt.Sprintf("%c%d", id[0], n)
	}
	shiftAll := func(ids []string) []string {
		out := make([]string, len(ids))
		for i, id := range ids {
			out[i] = shift(id)
		}
		return out
	}
	controls := func(cs []Control) []Control {
		out := make([]Control, len(cs))
		for i, c := range cs {
			c.ID, c.FormID, c.GroupID = shift(c.ID), shift(c.FormID), shift(c.GroupID)
			if c.Target != nil {
				t := *c.Target
				t.FramePath = append([]FrameStep{step}, t.FramePath...)
				c.Target = &t
			}
			out[i] = c
		}
		return out
	}
	groups := func(gs []Group) []Group {
		out := make([]Group, len(gs))
		for i, g := range gs {
			g.ID, g.ParentID, g.Controls = shift(g.ID), shift(g.ParentID), shiftAll(g.Controls)
			out[i] = g
		}
		return out
	}
	for _, f := range frame.Forms {
		f.ID = shift(f.ID)
		f.Controls, f.Groups = controls(f.Controls), groups(f.Groups)
		f.SubmitControls, f.ResetControls = shiftAll(f.SubmitControls), shiftAll(f.ResetControls)
		s.Forms = append(s.Forms, f)
	}
	s.UnownedControls = append(s.UnownedControls, controls(frame.UnownedControls)...)
	s.UnownedGroups = append(s.UnownedGroups, groups(frame.UnownedGroups)...)
	s.Truncated = s.Truncated || frame.Truncated
}

// InFrame reports whether t's frame path starts at an iframe named step,
// and returns t as that frame's own document names it.
func (t Target) InFrame(step FrameStep) (Target, bool) {
	if len(t.FramePath) == 0 || !strings.EqualFold(strings.TrimSpace(t.FramePath[0].Name), strings.TrimSpace(step.Name)) || max(t.FramePath[0].Ordinal, 1) != max(step.Ordinal, 1) {
		return t, false
	}
	t.FramePath = t.FramePath[1:]
	return t, true
}
