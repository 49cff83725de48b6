package resolver

import (
	"sync"
	"sync/atomic"

	"github.com/surefill/surefill/accname"
	"github.com/surefill/surefill/dom"
)

// Options tune a Resolver. The zero value is the default; nil is fine.
type Options struct {
	// Parts are the script's custom parts maps, in order: for each part,
	// the first map whose selector finds something near a field wins.
	Parts []CustomParts
	// Generation identifies the document version in FieldRefs. Zero means
	// a number unique in this process, so refs from one Resolver never
	// resolve in another.
	Generation uint64
	// Passwords remembers controls once seen as passwords (live, across
	// snapshots); those stay sensitive after their type changes.
	Passwords *PasswordMemory
	// Address is the document's URL and Nested says it is an iframe's:
	// what the document containers InFrame and MainFrame are judged by.
	Address string
	Nested  bool
}

// namer is what the resolver asks of the accessible-name engine
// (accname.Computer): roles, names and descriptions, memoized.
type namer interface {
	Role(n *dom.Node) string
	Name(n *dom.Node) string
	Description(n *dom.Node) string
	NameWithout(n *dom.Node, skip func(*dom.Node) bool) (string, bool)
}

var generations atomic.Uint64

// Resolver answers targets over one document: the main page or one
// same-process iframe. Fields inside an iframe belong to the frame's own
// document: a Resolver never looks into ContentDocument, and the live
// layer's Frame makes a Resolver for it. Shadow trees are part of the
// document and are searched.
//
// A Resolver assumes its document does not change; build a new one for a
// new snapshot. It is safe for concurrent use.
type Resolver struct {
	doc  *dom.Document
	opts Options
	gen  uint64

	mu     sync.Mutex
	names  namer
	hnames namer // names of hidden elements, for the "N hidden matches" count
	ix     *index
	vis    []uint8 // by Order; 0 unknown, 1 visible, 2 hidden
	css    *cssState
	rn     *roleIndex // containers and headings
	rc     *roleIndex // clickables
}

// New returns a Resolver over doc. Same-process iframe documents are not
// included: make a Resolver for each (doc.Nodes' iframe elements carry
// them in ContentDocument).
func New(doc *dom.Document, opts *Options) *Resolver {
	r := &Resolver{doc: doc}
	if opts != nil {
		r.opts = *opts
	}
	r.gen = r.opts.Generation
	if r.gen == 0 {
		r.gen = generations.Add(1) | 1<<40 // far from numbers callers pick
	}
	r.names = accname.NewComputer()
	if r.opts.Passwords != nil {
		r.opts.Passwords.Observe(doc)
	}
	return r
}

// Forget drops what the Resolver derived from the document's computed
// facts (field discovery, visibility, names, selector and role indexes):
// the live layer calls it after it set facts a query wanted (see
// dom.Document.SetFacts), then runs the query again.
func (r *Resolver) Forget() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.ix, r.vis, r.css, r.rn, r.rc = nil, nil, nil, nil, nil
	r.names, r.hnames = accname.NewComputer(), nil // names read styles too
}

// Document returns the document the Resolver answers for.
func (r *Resolver) Document() *dom.Document { return r.doc }

// Generation returns the generation stamped on FieldRefs.
func (r *Resolver) Generation() uint64 { return r.gen }

// ours reports whether n belongs to the resolver's document.
func (r *Resolver) ours(n *dom.Node) bool {
	return n != nil && n.Doc == r.doc && n.Order >= 0 && n.Order < len(r.doc.Nodes) && r.doc.Nodes[n.Order] == n
}

// visible applies the one visibility rule to an element: what a person
// could see (dom.Node.Visible), memoized.
func (r *Resolver) visible(n *dom.Node) bool {
	if !r.ours(n) {
		return n != nil && n.Visible()
	}
	if r.vis == nil {
		r.vis = make([]uint8, len(r.doc.Nodes))
	}
	switch r.vis[n.Order] {
	case 1:
		return true
	case 2:
		return false
	}
	v := n.Visible()
	if v {
		r.vis[n.Order] = 1
	} else {
		r.vis[n.Order] = 2
	}
	return v
}

// role returns the computed role of n (the name engine memoizes it).
func (r *Resolver) role(n *dom.Node) string { return r.names.Role(n) }

// name returns the accessible name of n. Elements hidden from everyone
// are named as if shown (by a second engine, made on first need), so
// hidden matches can be counted.
func (r *Resolver) name(n *dom.Node) string { return r.namerOf(n).Name(n) }

// namerOf is the name engine for n: the second one for elements hidden
// from everyone.
func (r *Resolver) namerOf(n *dom.Node) namer {
	if r.visible(n) || !n.Hidden() {
		return r.names
	}
	if r.hnames == nil {
		h := accname.NewComputer()
		h.IncludeHidden = true
		r.hnames = h
	}
	return r.hnames
}
