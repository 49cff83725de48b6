package livedom

import (
	"fmt"
	"strings"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"

	"github.com/surefill/surefill/dom"
)

// Projection is what the page runtime's project() reports of one frame's
// document: its flat tree as parallel arrays over a string table. P and D
// have an entry per node (the first is the document); A, ID and St one per
// element, in tree order; the sparse arrays hold (node index, value...)
// tuples.
type Projection struct {
	URL  string   `json:"url"`
	Base int64    `json:"base"` // added to ID
	Gen  float64  `json:"gen"`
	VGen float64  `json:"vgen"`
	S    []string `json:"s"`
	P    []int    `json:"p"`  // how far back the parent is (0 for the document)
	D    []int    `json:"d"`  // text (string index), or for an element -1 - its tag's
	A    []attrs  `json:"a"`  // attribute name/value string indexes
	NS   []int    `json:"ns"` // (node, 1 svg | 2 math | 3 other) for foreign elements
	ID   []int64  `json:"id"` // runtime id less Base
	St   []int    `json:"st"` // "display|visibility|opacity|content-visibility|pointer-events|box", or -1 when not asked (under display:none)
	V    []int    `json:"v"`  // (node, value)
	C    []int    `json:"c"`  // checked inputs
	Sel  []int    `json:"sel"`
	F    []int    `json:"f"`  // (node, files chosen)
	PB   []int    `json:"pb"` // (node, computed ::before content, 1 when its box is set apart)
	PA   []int    `json:"pa"` // (node, computed ::after content, 1 when set apart)
	MK   []int    `json:"mk"` // (node, computed ::marker content, list-style-type, ordinal)
	// Hosts are custom elements with no open shadow root (runtime ids less
	// Base): one of them may hold a closed shadow tree, which only a
	// snapshot sees.
	Hosts []int64 `json:"hosts"`
}

// attrs decodes a node's attribute list, which the runtime sends as 0 when
// there is none.
type attrs []int

func (a *attrs) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] != '[' {
		*a = nil
		return nil
	}
	var v []int
	if err := jsonv2.Unmarshal(b, &v); err != nil {
		return err
	}
	*a = v
	return nil
}

// DecodeProjection parses the runtime's answer.
func DecodeProjection(data string) (*Projection, error) {
	var p Projection
	if err := jsonv2.Unmarshal([]byte(data), &p); err != nil {
		return nil, fmt.Errorf("%w: projection: %v", ErrMalformed, err)
	}
	return &p, nil
}

// BuildProjection builds the frame's document model from a projection.
// The tree is the flat tree, as with a snapshot. needs says why the
// projection cannot stand for the page on its own ("" when it can):
// generated text counts with counters, which only the browser's layout
// evaluates; the caller takes a snapshot instead. (The caller also checks
// Hosts for closed shadow trees.)
func BuildProjection(p *Projection, frameID string) (d *dom.Document, needs string, err error) {
	defer func() {
		if r := recover(); r != nil {
			d, needs, err = nil, "", fmt.Errorf("%w: projection: %v", ErrMalformed, r)
		}
	}()
	count := len(p.P)
	if count == 0 || len(p.D) != count {
		return nil, "", fmt.Errorf("%w: projection arrays differ in length", ErrMalformed)
	}
	str := func(i int) string {
		if i < 0 || i >= len(p.S) {
			return ""
		}
		return p.S[i]
	}
	d = &dom.Document{URL: p.URL, FrameID: frameID, Live: true}
	nodes := make([]*dom.Node, count)
	all := make([]dom.Node, count) // one allocation for every node
	elements := 0
	for _, v := range p.D[1:] {
		if v < 0 {
			elements++
		}
	}
	if len(p.A) != elements || len(p.ID) != elements || len(p.St) != elements {
		return nil, "", fmt.Errorf("%w: projection has %d elements, %d attribute lists, %d ids and %d styles", ErrMalformed, elements, len(p.A), len(p.ID), len(p.St))
	}
	states := make([]dom.State, elements)
	elStates := make([]*dom.State, 0, elements) // the states in element order
	// Children are carved out of one slice: count them first.
	kids := make([]int, count)
	for i := 1; i < count; i++ {
		if q := i - p.P[i]; q >= 0 && q < i {
			kids[q]++
		}
	}
	pool := make([]*dom.Node, 0, count)
	for i := 0; i < count; i++ {
		n := &all[i]
		switch v := p.D[i]; {
		case i == 0:
			n.Type = dom.DocumentNode
		case v < 0:
			n.Type = dom.ElementNode
			n.Tag = str(-1 - v)
			n.State = &states[len(elStates)]
			if a := p.A[len(elStates)]; len(a) > 0 {
				n.Attrs = make([]dom.Attr, 0, len(a)/2)
				for k := 0; k+1 < len(a); k += 2 {
					n.Attrs = append(n.Attrs, dom.Attr{Name: str(a[k]), Value: str(a[k+1])})
				}
			}
			elStates = append(elStates, n.State)
		default:
			n.Type = dom.TextNode
			n.Data = str(v)
		}
		if c := kids[i]; c > 0 {
			n.Children, pool = pool[len(pool):len(pool):len(pool)+c], pool[:len(pool)+c]
		}
		nodes[i] = n
		if i == 0 {
			continue
		}
		q := i - p.P[i]
		if q < 0 || q >= i {
			return nil, "", fmt.Errorf("%w: projection parent %d of node %d", ErrMalformed, q, i)
		}
		n.Parent = nodes[q]
		n.Parent.Children = append(n.Parent.Children, n)
	}
	d.Root = nodes[0]
	el := func(i int) *dom.State {
		if i < 0 || i >= count || nodes[i].State == nil {
			panic(fmt.Sprintf("no element at %d", i))
		}
		return nodes[i].State
	}
	for k := 0; k+1 < len(p.NS); k += 2 {
		n := nodes[p.NS[k]]
		switch p.NS[k+1] {
		case 1:
			n.Namespace = "svg"
		case 2:
			n.Namespace = "math"
		default:
			n.Namespace = "other"
		}
	}
	type styleBox struct {
		style dom.Style
		box   byte // '1' a box of some size, '0' none, '?' not asked
	}
	styles := map[int]styleBox{} // a page uses few combinations
	for k := range elStates {
		st := elStates[k]
		st.RuntimeID = p.Base + p.ID[k]
		si := p.St[k]
		if si < 0 {
			continue
		}
		sb, ok := styles[si]
		if !ok {
			sb.style, sb.box = parseStyle(str(si))
			styles[si] = sb
		}
		st.Style = sb.style
		switch {
		case sb.box == '1':
			// The projection tells only that the box has some size.
			st.Box, st.HasBox = dom.Rect{W: 1, H: 1}, true
		case sb.box == '?':
			st.HasBox, st.BoxUnknown = true, true // asked on demand
		case st.Style.Display != "none" && st.Style.Display != "contents":
			st.HasBox = true // a box of no size
		}
	}
	// Elements under display:none were not asked: not rendered, with the
	// visibility they inherit.
	unasked(d.Root, "visible")
	for k := 0; k+1 < len(p.V); k += 2 {
		el(p.V[k]).Value = str(p.V[k+1])
	}
	for _, i := range p.C {
		el(i).Checked = true
	}
	for _, i := range p.Sel {
		el(i).Selected = true
	}
	for k := 0; k+1 < len(p.F); k += 2 {
		el(p.F[k]).Files = p.F[k+1]
	}
	counters := false
	gen := func(list []int, after bool) {
		for k := 0; k+2 < len(list); k += 3 {
			n := nodes[list[k]]
			text, alt, hasAlt, usesCounters, ok := dom.GeneratedText(str(list[k+1]), n)
			if !ok {
				continue
			}
			counters = counters || usesCounters
			st := el(list[k])
			gap := list[k+2] == 1
			if after {
				st.After, st.AfterAlt, st.AfterHasAlt, st.AfterGap = text, alt, hasAlt, gap
			} else {
				st.Before, st.BeforeAlt, st.BeforeHasAlt, st.BeforeGap = text, alt, hasAlt, gap
			}
		}
	}
	gen(p.PB, false)
	gen(p.PA, true)
	for k := 0; k+3 < len(p.MK); k += 4 {
		n := nodes[p.MK[k]]
		text, usesCounters := dom.MarkerText(str(p.MK[k+1]), str(p.MK[k+2]), p.MK[k+3], n)
		counters = counters || usesCounters
		el(p.MK[k]).Marker = text
	}
	d.Reindex()
	if counters {
		needs = "generated text with counters"
	}
	return d, needs, nil
}

// parseStyle reads "display|visibility|opacity|content-visibility|pointer-events|box".
func parseStyle(s string) (dom.Style, byte) {
	var f [6]string
	for i := 0; i < 5; i++ {
		k := strings.IndexByte(s, '|')
		if k < 0 {
			break
		}
		f[i], s = s[:k], s[k+1:]
	}
	f[5] = s
	st := dom.Style{Display: f[0], Visibility: f[1], Opacity: f[2], ContentVisibility: f[3], PointerEvents: f[4]}
	if st.Opacity == "1" {
		st.Opacity = ""
	}
	box := byte('0')
	if f[5] != "" {
		box = f[5][0]
	}
	return st, box
}

// unasked gives elements the runtime did not ask about (under a
// display:none ancestor) display none and their inherited visibility.
func unasked(n *dom.Node, parentVis string) {
	vis := parentVis
	if st := n.State; st != nil {
		if st.Style.Display == "" {
			st.Style.Display = "none"
			st.Style.Visibility = parentVis
		}
		if st.Style.Visibility != "" {
			vis = st.Style.Visibility
		}
	}
	for _, c := range n.Children {
		if c.Type == dom.ElementNode {
			unasked(c, vis)
		}
	}
}
