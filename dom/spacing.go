package dom

import (
	"strconv"
	"strings"
)

// Spacing of generated text. accname 1.2 step 2F.ii joins ::before and
// ::after text to the content with a space when "the pseudo element
// includes spacing between it and the textual content of the current
// node": a box that is not inline (block, inline-block, ...) or padding or
// margin on the side facing the content. The cascade keeps padding and
// margin for ::before/::after rules only, as side masks.

// Sides of a box, for padding (low four bits) and margin (high four).
const (
	sideLeft uint8 = 1 << iota
	sideRight
	sideStart // inline-start
	sideEnd   // inline-end
)

const marginShift = 4

// spacingSides are the sides each padding and margin property sets, in
// shorthand order for the multi-value ones.
var spacingSides = map[string][]uint8{
	// top right bottom left: a missing value copies its opposite.
	"padding": {0, sideRight, 0, sideLeft}, "margin": {0, sideRight, 0, sideLeft},
	"padding-left": {sideLeft}, "padding-right": {sideRight},
	"margin-left": {sideLeft}, "margin-right": {sideRight},
	"padding-inline": {sideStart, sideEnd}, "margin-inline": {sideStart, sideEnd},
	"padding-inline-start": {sideStart}, "padding-inline-end": {sideEnd},
	"margin-inline-start": {sideStart}, "margin-inline-end": {sideEnd},
}

// spacingDecl parses a padding or margin declaration into the sides it
// sets and those it sets to a positive length.
func spacingDecl(name, raw string) (decl, bool) {
	d := decl{prop: propSpacing}
	sides, ok := spacingSides[name]
	if !ok {
		return d, false
	}
	v, ok := declValue(raw, &d)
	if !ok {
		return d, false
	}
	shift := uint8(0)
	if strings.HasPrefix(name, "margin") {
		shift = marginShift
	}
	for _, s := range sides {
		d.sets |= s << shift
	}
	vals := strings.Fields(v)
	if len(vals) == 1 {
		switch strings.ToLower(vals[0]) {
		case "inherit", "initial", "unset", "revert", "revert-layer":
			// The element's own padding is not kept: count none.
			d.global = strings.ToLower(vals[0])
			return d, true
		}
	}
	if len(vals) > len(sides) {
		return d, false
	}
	for i, s := range sides {
		if s == 0 {
			continue
		}
		// CSS Box 4 §3.2: right copies top, left copies right; the two
		// inline values: end copies start.
		j := i
		for j >= len(vals) {
			j -= 2
			if j < 0 {
				j = 0
			}
		}
		if positiveLength(vals[j]) {
			d.nonzero |= s << shift
		}
	}
	return d, true
}

// positiveLength reports whether a length sets something apart: a number
// above zero with any unit, or a function (calc() and the like) whose
// value is not known offline. auto, zero and negatives do not.
func positiveLength(v string) bool {
	if strings.Contains(v, "(") {
		return !strings.HasPrefix(v, "-")
	}
	i := 0
	for i < len(v) && (v[i] >= '0' && v[i] <= '9' || v[i] == '.' || v[i] == '+' || v[i] == '-') {
		i++
	}
	f, err := strconv.ParseFloat(v[:i], 64)
	return err == nil && f > 0
}

// gap reports whether the generated box is set apart from the content:
// before is true for ::before (whose inline-end side faces the content),
// false for ::after (its inline-start side).
func (g *generated) gap(n *Node, before bool) bool {
	switch g.display {
	case "inline", "contents", "none", "":
	default:
		return true // a block or atomic inline box is its own run of text
	}
	if g.spacing == 0 {
		return false
	}
	rtl := dirRTL(n)
	facing := sideStart
	if before {
		facing = sideEnd
	}
	if before != rtl { // LTR ::before and RTL ::after face right
		facing |= sideRight
	} else {
		facing |= sideLeft
	}
	return g.spacing&(facing|facing<<marginShift) != 0
}

// dirRTL is n's directionality (HTML §3.2.6.4) found by walking up to
// the nearest element that decides it (see ownDir). Only spaced generated
// boxes ask, so no table is kept.
func dirRTL(n *Node) bool {
	for e := n; e != nil; e = e.ComposedParent() {
		if e.Type == ShadowRootNode {
			e = e.Host
		}
		if e.Type != ElementNode {
			return false
		}
		if rtl, ok := ownDir(e); ok {
			return rtl
		}
	}
	return false
}

// namesBeforeAfter reports whether a selector list names ::before or
// ::after (either spelling, any case).
func namesBeforeAfter(sel string) bool {
	for i := 0; i < len(sel); i++ {
		if sel[i] != ':' {
			continue
		}
		rest := sel[i+1:]
		if len(rest) >= 6 && strings.EqualFold(rest[:6], "before") ||
			len(rest) >= 5 && strings.EqualFold(rest[:5], "after") {
			return true
		}
	}
	return false
}
