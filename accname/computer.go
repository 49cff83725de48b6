package accname

import "github.com/surefill/surefill/dom"

// Computer computes roles, names and descriptions and remembers them, so
// that naming every element of a page costs little more than naming one.
// It also keeps, per document, the indexes the algorithm needs (labels by
// control, aria-owns relations, hidden state).
//
// A Computer assumes the documents it sees do not change: build a new one
// for a new snapshot. It is not safe for concurrent use; give each
// goroutine its own. The zero value is ready to use, as is NewComputer().
type Computer struct {
	// IncludeHidden makes elements hidden from all users count as shown:
	// they and their hidden content get names as if visible (accname step
	// 2A is skipped). Set it before the first call; results are cached.
	IncludeHidden bool

	docs  map[*dom.Document]*docCache
	last  *docCache
	loose *docCache // nodes outside any indexed document
	gen   uint32
	free  []*walker
}

// NewComputer returns an empty Computer.
func NewComputer() *Computer {
	return &Computer{docs: make(map[*dom.Document]*docCache)}
}

// Role returns the computed role of n (see the package Role), memoized.
func (c *Computer) Role(n *dom.Node) string {
	if n == nil || n.Type != dom.ElementNode {
		return ""
	}
	dc, i := c.slot(n)
	switch dc.roleState[i] {
	case stateDone:
		return dc.str(dc.role[i])
	case stateBusy:
		// Roles depend only on ancestors, which cannot cycle (aria-owns
		// cycles are dropped); this guards against a bug turning into an
		// endless recursion.
		return fixedRoles[n.Tag]
	}
	dc.roleState[i] = stateBusy
	r := c.computeRole(n)
	dc, i = c.slot(n) // a nested call may have grown the cache
	dc.role[i], dc.roleState[i] = dc.intern(r), stateDone
	return r
}

// Name returns the accessible name of n (see the package Name), memoized.
func (c *Computer) Name(n *dom.Node) string {
	if n == nil || n.Type != dom.ElementNode {
		return ""
	}
	dc, i := c.slot(n)
	if dc.nameState[i]&stateDone != 0 {
		return dc.str(dc.name[i])
	}
	name, fromTitle := c.computeName(n)
	dc, i = c.slot(n)
	dc.name[i] = dc.intern(name)
	dc.nameState[i] = stateDone
	if fromTitle {
		dc.nameState[i] |= stateFromTitle
	}
	return name
}

// Description returns the accessible description of n (see the package
// Description), memoized.
func (c *Computer) Description(n *dom.Node) string {
	if n == nil || n.Type != dom.ElementNode {
		return ""
	}
	dc, i := c.slot(n)
	if dc.descState[i] == stateDone {
		return dc.str(dc.desc[i])
	}
	d := c.computeDescription(n)
	dc, i = c.slot(n)
	dc.desc[i], dc.descState[i] = dc.intern(d), stateDone
	return d
}

// NameFromTitle reports whether n's name came from its title attribute
// (accname step 2I, or a form field's title in 2E): a tooltip, which a
// person sees only on hover, so a weaker label than visible text.
func (c *Computer) NameFromTitle(n *dom.Node) bool {
	if n == nil || n.Type != dom.ElementNode {
		return false
	}
	c.Name(n)
	dc, i := c.slot(n)
	return dc.nameState[i]&stateFromTitle != 0
}

const (
	stateBusy      = 1
	stateDone      = 2
	stateFromTitle = 4 // nameState: the name came from the title attribute
)

// docCache holds per-node results in slices indexed by dom.Node.Order, and
// the per-document indexes, built on first use. Results are indexes into
// strs rather than strings: most nodes are never named, and a slice of
// small integers per node costs a quarter of a slice of strings, with
// nothing in it for the garbage collector to scan.
type docCache struct {
	doc *dom.Document
	idx map[*dom.Node]int // only for the loose cache

	strs      []string // results by index; strs[0] is ""
	role      []uint32
	roleState []uint8
	name      []uint32
	nameState []uint8
	desc      []uint32
	descState []uint8
	hidden    []uint8
	visited   []uint32

	labels      map[*dom.Node][]*dom.Node // control → its labels, tree order
	labelsBuilt bool
	owner       map[*dom.Node]*dom.Node   // owned element → aria-owns owner
	owned       map[*dom.Node][]*dom.Node // owner → owned elements
	ownsBuilt   bool
}

func newDocCache(d *dom.Document, n int) *docCache {
	dc := &docCache{doc: d}
	dc.grow(n)
	return dc
}

func (dc *docCache) grow(n int) {
	if n <= len(dc.role) {
		return
	}
	grow := func(s []uint8) []uint8 { return append(s, make([]uint8, n-len(s))...) }
	grow32 := func(s []uint32) []uint32 { return append(s, make([]uint32, n-len(s))...) }
	dc.role = grow32(dc.role)
	dc.name = grow32(dc.name)
	dc.desc = grow32(dc.desc)
	dc.visited = append(dc.visited, make([]uint32, n-len(dc.visited))...)
	dc.roleState = grow(dc.roleState)
	dc.nameState = grow(dc.nameState)
	dc.descState = grow(dc.descState)
	dc.hidden = grow(dc.hidden)
}

// intern stores a result and returns its index in strs. A role repeats
// the previous one more often than not, and "" is always index 0.
func (dc *docCache) intern(s string) uint32 {
	if s == "" {
		return 0
	}
	if len(dc.strs) == 0 {
		// A page's named nodes are a small share of its nodes.
		dc.strs = make([]string, 1, 64+len(dc.role)/8)
	}
	if last := len(dc.strs) - 1; dc.strs[last] == s {
		return uint32(last)
	}
	dc.strs = append(dc.strs, s)
	return uint32(len(dc.strs) - 1)
}

func (dc *docCache) str(i uint32) string {
	if i == 0 {
		return ""
	}
	return dc.strs[i]
}

// slot returns the cache and index for n. Nodes of a document built by a
// dom builder are indexed by their Order; any other node (one made by
// hand, or a document changed without Reindex) goes to a map-backed cache.
func (c *Computer) slot(n *dom.Node) (*docCache, int) {
	if d := n.Doc; d != nil && n.Order >= 0 && n.Order < len(d.Nodes) && d.Nodes[n.Order] == n {
		dc := c.last
		if dc == nil || dc.doc != d {
			dc = c.docs[d]
			if dc == nil {
				if c.docs == nil {
					c.docs = make(map[*dom.Document]*docCache)
				}
				dc = newDocCache(d, len(d.Nodes))
				c.docs[d] = dc
			}
			c.last = dc
		}
		if n.Order >= len(dc.role) {
			dc.grow(len(d.Nodes))
		}
		return dc, n.Order
	}
	if c.loose == nil {
		c.loose = &docCache{idx: make(map[*dom.Node]int)}
	}
	i, ok := c.loose.idx[n]
	if !ok {
		i = len(c.loose.idx)
		c.loose.idx[n] = i
		c.loose.grow(i + 1 + i/2)
	}
	return c.loose, i
}

// cacheFor returns the cache holding n's document indexes.
func (c *Computer) cacheFor(n *dom.Node) *docCache {
	dc, _ := c.slot(n)
	return dc
}

// Role returns the computed role of n: its first valid explicit role
// (synonyms resolved, presentational conflicts resolved), else its
// HTML-AAM implicit role. It returns "" for an element with no role and
// for non-elements; generic elements return "generic".
//
// Each call starts from nothing; to name or role many elements of one
// document, use a Computer.
func Role(n *dom.Node) string { return NewComputer().Role(n) }

// Name returns the accessible name of n by accname 1.2, as a flat string
// (trimmed, white space collapsed).
func Name(n *dom.Node) string { return NewComputer().Name(n) }

// Description returns the accessible description of n by accname 1.2 and
// HTML-AAM, as a flat string.
func Description(n *dom.Node) string { return NewComputer().Description(n) }
