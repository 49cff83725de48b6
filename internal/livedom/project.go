package livedom

import (
	"fmt"
	"strings"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"

	"github.com/surefill/surefill/dom"
)

// Projection is what the page runtime's project() reports of one frame's
// document: its tree, each open shadow root a node of its own, as parallel
// arrays over a string table. P and D
// have an entry per node (the first is the document); A and ID one per
// element, in tree order; the sparse arrays hold (node index, value...)
// tuples.
type Projection struct {
	URL string `json:"url"`
	// Site is the address the document counts by for site checks: its URL,
	// or the origin it inherits when it has no host of its own (read in
	// the same evaluation, so a read-only call needs no look of its own).
	Site string   `json:"site"`
	Base int64    `json:"base"` // added to ID
	Gen  float64  `json:"gen"`
	VGen float64  `json:"vgen"`
	S    []string `json:"s"`
	P    []int    `json:"p"`  // how far back the parent is (0 for the document)
	D    []int    `json:"d"`  // text (string index), or for an element -1 - its tag's
	A    []attrs  `json:"a"`  // attribute name/value string indexes
	NS   []int    `json:"ns"` // (node, 1 svg | 2 math | 3 other) for foreign elements
	ID   []int64  `json:"id"` // runtime id less Base
	V    []int    `json:"v"`  // (node, value)
	C    []int    `json:"c"`  // checked inputs
	Sel  []int    `json:"sel"`
	F    []int    `json:"f"`  // (node, files chosen)
	FN   []int    `json:"fn"` // (node, a chosen file's name), in the input's order
	PB   []int    `json:"pb"` // (node, computed ::before content, 1 when its box is set apart)
	PA   []int    `json:"pa"` // (node, computed ::after content, 1 when set apart)
	// FT holds facts the runtime answered with the projection, one per
	// element asked, as twice the index of its style string ("display|
	// visibility|opacity|content-visibility|"), plus 1 when it has a box
	// of some size: every element's, in element order, when FI is null (a
	// page small enough to answer them at once); otherwise those of the
	// elements FI lists (element indexes, in order), the ones every
	// query's index consults. With neither, every fact is asked on demand.
	FT []int `json:"ft"`
	FI []int `json:"fi"`
	// FM holds (k, content, list-style-type, number) for each element of
	// FT (k its place there) with a list marker.
	FM []int `json:"fm"`
	// FD is 1 when the facts of FI (or of every element, FI null) are not
	// here but in an answer of their own (see DeferredFacts).
	FD int `json:"fd"`
	// Hosts are custom elements with no open shadow root (runtime ids less
	// Base): one of them may hold a closed shadow tree, which only a
	// snapshot sees.
	Hosts []int64 `json:"hosts"`
	// SR holds (node, mode) for each open shadow root: a node of its own
	// whose parent entry is its host, as in saved HTML's declarative shadow
	// DOM. The host's children are its light children.
	SR []int `json:"sr"`
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
	if p, ok := decodeFast(data); ok {
		return p, nil
	}
	var p Projection
	if err := jsonv2.Unmarshal([]byte(data), &p); err != nil {
		return nil, fmt.Errorf("%w: projection: %v", ErrMalformed, err)
	}
	return &p, nil
}

// BuildProjection builds the frame's document model from a projection.
// Shadow roots are tree scopes of their own (dom.ShadowRootNode), as
// offline, so id references stay inside their tree. needs says why the
// projection cannot stand for the page on its own ("" when it can):
// generated text counts with counters, which only the browser's layout
// evaluates; the caller takes a snapshot instead. (The caller also checks
// Hosts for closed shadow trees.)
func BuildProjection(p *Projection, frameID string) (d *dom.Document, needs string, err error) {
	if p.FD != 0 {
		return nil, "", fmt.Errorf("%w: projection defers its facts", ErrMalformed)
	}
	d, _, needs, err = BuildProjectionDeferred(p, frameID)
	return d, needs, err
}

// BuildProjectionDeferred is BuildProjection for a projection whose facts
// come in an answer of their own (FD): asked are the elements they are
// for, in order, whose facts DeferredFacts then sets. Until it does, the
// document is not to be read.
func BuildProjectionDeferred(p *Projection, frameID string) (d *dom.Document, asked []*dom.Node, needs string, err error) {
	defer func() {
		if r := recover(); r != nil {
			d, asked, needs, err = nil, nil, "", fmt.Errorf("%w: projection: %v", ErrMalformed, r)
		}
	}()
	count := len(p.P)
	if count == 0 || len(p.D) != count {
		return nil, nil, "", fmt.Errorf("%w: projection arrays differ in length", ErrMalformed)
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
	if len(p.A) != elements || len(p.ID) != elements {
		return nil, nil, "", fmt.Errorf("%w: projection has %d elements, %d attribute lists and %d ids", ErrMalformed, elements, len(p.A), len(p.ID))
	}
	states := make([]dom.State, elements)
	elStates := make([]*dom.State, 0, elements) // the states in element order
	elNodes := make([]*dom.Node, 0, elements)
	// Children are carved out of one slice: count them first.
	kids := make([]int, count)
	for i := 1; i < count; i++ {
		if q := i - p.P[i]; q >= 0 && q < i {
			kids[q]++
		}
	}
	pool := make([]*dom.Node, 0, count)
	roots := make(map[int]string, len(p.SR)/2)
	for k := 0; k+1 < len(p.SR); k += 2 {
		roots[p.SR[k]] = str(p.SR[k+1])
	}
	for i := 0; i < count; i++ {
		n := &all[i]
		mode, isRoot := roots[i]
		switch v := p.D[i]; {
		case i == 0:
			n.Type = dom.DocumentNode
		case isRoot:
			n.Type, n.ShadowMode = dom.ShadowRootNode, mode
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
			elNodes = append(elNodes, n)
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
			return nil, nil, "", fmt.Errorf("%w: projection parent %d of node %d", ErrMalformed, q, i)
		}
		if isRoot {
			host := nodes[q]
			if host.Type != dom.ElementNode || host.Shadow != nil {
				return nil, nil, "", fmt.Errorf("%w: projection shadow root %d on node %d", ErrMalformed, i, q)
			}
			host.Shadow, n.Host = n, host
			continue
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
	// Computed style, box and list marker come with the projection for a
	// small page's elements, or a larger page's controls and their
	// ancestors; the rest are asked on demand (see dom/lazy.go). Deferred
	// facts (FD) are those same elements', in an answer of their own.
	switch {
	case p.FI == nil && (len(p.FT) > 0 || p.FD == 1):
		asked = elNodes
	case p.FI != nil:
		asked = make([]*dom.Node, len(p.FI))
		for k, i := range p.FI {
			if i < 0 || i >= elements || (k > 0 && i <= p.FI[k-1]) {
				return nil, nil, "", fmt.Errorf("%w: projection fact index %d", ErrMalformed, i)
			}
			asked[k] = elNodes[i]
		}
	}
	if p.FD == 0 && len(p.FT) != len(asked) {
		return nil, nil, "", fmt.Errorf("%w: projection has %d facts for %d elements", ErrMalformed, len(p.FT), len(asked))
	}
	for k, st := range elStates {
		st.RuntimeID = p.Base + p.ID[k]
		st.StyleUnknown, st.HasBox = true, true
	}
	counters := false
	if p.FD == 0 {
		if counters, err = setFacts(p.S, p.FT, p.FM, asked); err != nil {
			return nil, nil, "", err
		}
	}
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
	for k := 0; k+1 < len(p.FN); k += 2 {
		st := el(p.FN[k])
		st.FileNames = append(st.FileNames, str(p.FN[k+1]))
	}
	gen := func(list []int, after bool) {
		for k := 0; k+2 < len(list); k += 3 {
			n := nodes[list[k]]
			text, alt, hasAlt, usesCounters, ok := dom.GeneratedText(str(list[k+1]), n)
			if !ok || (text == "" && !hasAlt) {
				continue
			}
			counters = counters || usesCounters
			st := el(list[k])
			gap := list[k+2] == 1
			if after {
				g := st.EditGenerated()
				g.After, g.AfterAlt, g.AfterHasAlt, g.AfterGap = text, alt, hasAlt, gap
			} else {
				g := st.EditGenerated()
				g.Before, g.BeforeAlt, g.BeforeHasAlt, g.BeforeGap = text, alt, hasAlt, gap
			}
		}
	}
	gen(p.PB, false)
	gen(p.PA, true)
	d.Reindex()
	if counters {
		needs = "generated text with counters"
	}
	return d, asked, needs, nil
}

// setFacts sets on asked the facts of a projection or of a facts answer
// (see readFacts). counters reports a marker that counts with counters.
func setFacts(strs []string, ft, fm []int, asked []*dom.Node) (counters bool, err error) {
	facts, counters, err := readFacts(strs, ft, fm, asked)
	if err != nil {
		return false, err
	}
	for k, n := range asked {
		fc, st := facts[k], n.State
		st.StyleUnknown = false
		st.CSS = fc.Style
		st.HasBox = fc.Style.Display != "none" && fc.Style.Display != "contents"
		if fc.Sized {
			// The projection tells only that the box has some size.
			st.Box = dom.Rect{W: 1, H: 1}
		}
		if fc.Marker != "" {
			st.EditGenerated().Marker = fc.Marker
		}
	}
	return counters, nil
}

// DeferredFacts sets the facts a deferred projection left for an answer
// of their own (the runtime's projectFacts, in facts' form) on asked, as
// BuildProjectionDeferred returned them. needs is BuildProjection's.
func DeferredFacts(data string, asked []*dom.Node) (needs string, err error) {
	p, err := DecodeProjection(data)
	if err != nil {
		return "", err
	}
	counters, err := setFacts(p.S, p.FT, p.FM, asked)
	if err != nil {
		return "", err
	}
	if counters {
		return "generated text with counters", nil
	}
	return "", nil
}

// TableFacts reads the runtime's facts for nodes (see facts in
// project.js): a string table, per element twice its style's index plus 1
// for a box of some size, and (k, content, list-style-type, number) for
// each list marker.
func TableFacts(data string, nodes []*dom.Node) ([]dom.Fact, error) {
	p, err := DecodeProjection(data)
	if err != nil {
		return nil, err
	}
	facts, _, err := readFacts(p.S, p.FT, p.FM, nodes)
	return facts, err
}

// readFacts reads facts over a string table strs: in ft, per element of
// nodes twice its style's index plus 1 for a box of some size; in fm,
// (k, content, list-style-type, number) for each list marker. counters
// reports a marker that counts with counters.
func readFacts(strs []string, ft, fm []int, nodes []*dom.Node) (facts []dom.Fact, counters bool, err error) {
	if len(ft) != len(nodes) {
		return nil, false, fmt.Errorf("%w: %d facts for %d elements", ErrMalformed, len(ft), len(nodes))
	}
	if len(fm)%4 != 0 {
		return nil, false, fmt.Errorf("%w: fact markers of %d numbers", ErrMalformed, len(fm))
	}
	str := func(i int) (string, bool) {
		if i < 0 || i >= len(strs) {
			return "", false
		}
		return strs[i], true
	}
	out := make([]dom.Fact, len(nodes))
	styles := map[int]dom.Style{} // by string index: a page has few
	for k, v := range ft {
		css, ok := styles[v>>1]
		if !ok {
			s, ok := str(v >> 1)
			if !ok || v < 0 {
				return nil, false, fmt.Errorf("%w: fact style %d", ErrMalformed, v)
			}
			css = parseStyle(s)
			styles[v>>1] = css
		}
		out[k] = dom.Fact{Style: css, Sized: v&1 == 1}
	}
	for k := 0; k+3 < len(fm); k += 4 {
		i := fm[k]
		content, ok1 := str(fm[k+1])
		list, ok2 := str(fm[k+2])
		if i < 0 || i >= len(nodes) || !ok1 || !ok2 {
			return nil, false, fmt.Errorf("%w: fact marker %v", ErrMalformed, fm[k:k+4])
		}
		var c bool
		out[i].Marker, c = dom.MarkerText(content, list, fm[k+3], nodes[i])
		counters = counters || c
	}
	return out, counters, nil
}

// parseStyle reads "display|visibility|opacity|content-visibility|pointer-events".
func parseStyle(s string) dom.Style {
	var f [5]string
	for i := 0; i < 4; i++ {
		k := strings.IndexByte(s, '|')
		if k < 0 {
			break
		}
		f[i], s = s[:k], s[k+1:]
	}
	f[4] = s
	st := dom.Style{Display: f[0], Visibility: f[1], Opacity: f[2], ContentVisibility: f[3], PointerEvents: f[4]}
	if st.Opacity == "1" {
		st.Opacity = ""
	}
	return st
}
