package dom

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unsafe"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// ParseOptions tune the offline builder. The zero value is the default.
type ParseOptions struct {
	// URL is recorded as the document's address.
	URL string
	// MaxNodes bounds the model; 0 means DefaultMaxNodes. A larger page
	// fails with ErrTooLarge rather than eating memory.
	MaxNodes int
	// NoStyleSheets skips <style> rules (inline styles and hidden still
	// apply). Useful to measure what the cascade costs.
	NoStyleSheets bool
}

// DefaultMaxNodes bounds an offline model: far above any real form page.
const DefaultMaxNodes = 2_000_000

// ErrTooLarge is returned when a page has more nodes than MaxNodes allows.
var ErrTooLarge = errors.New("dom: page has too many nodes")

// MaxDepth is how deep elements may nest in saved HTML: the bound of the
// HTML parser (golang.org/x/net/html refuses a stack of more than 512 open
// elements, to bound its own work). Real form pages stay far below it.
const MaxDepth = 512

// ErrTooDeep is returned by Parse when elements nest deeper than MaxDepth.
var ErrTooDeep = errors.New("dom: elements nest deeper than 512 levels, more than the HTML parser reads")

// maxIframeDepth bounds nested srcdoc documents (each may hold another).
const maxIframeDepth = 8

// Parse builds the model from saved HTML. State comes from attributes
// (value, checked, selected), visibility from the hidden attribute, the
// user-agent defaults, inline styles and the document's <style> rules.
// Declarative shadow roots (<template shadowrootmode>) become shadow
// roots; an <iframe srcdoc> becomes a same-process child document. A
// caller that is done with the document may Release it, so a later Parse
// builds in its storage.
func Parse(src []byte, opts *ParseOptions) (*Document, error) {
	var o ParseOptions
	if opts != nil {
		o = *opts
	}
	if o.MaxNodes <= 0 {
		o.MaxNodes = DefaultMaxNodes
	}
	return parseDepth(src, &o, 0)
}

// ParseReader is Parse over a reader.
func ParseReader(r io.Reader, opts *ParseOptions) (*Document, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("dom: reading html: %w", err)
	}
	return Parse(b, opts)
}

func parseDepth(src []byte, o *ParseOptions, depth int) (*Document, error) {
	// The store is taken before html.Parse, whose garbage may start a
	// collection or two: a pooled store survives only one.
	s := takeStore()
	sl := htmlSlabs.Get().(*htmlSlab)
	defer func() {
		sl.reset()
		htmlSlabs.Put(sl)
	}()
	root, ok := fastParse(src, sl)
	var err error
	if !ok {
		sl.reset()
		root, err = html.Parse(bytes.NewReader(src))
	}
	if err != nil {
		stores.Put(s)
		// x/net/html reports its nesting bound as text only (it panics and
		// recovers with the message): make it the typed error.
		if strings.Contains(err.Error(), "open stack of elements exceeds") {
			return nil, ErrTooDeep
		}
		return nil, fmt.Errorf("dom: parsing html: %w", err)
	}
	d := &Document{URL: o.URL}
	b := &builder{doc: d, max: o.MaxNodes, opts: o, depth: depth, store: s}
	if err := b.reserve(root); err != nil {
		stores.Put(s)
		return nil, err
	}
	// convert numbers the nodes in tree order as it makes them, so the
	// model needs no Reindex pass.
	d.Root = b.convert(root)
	applyStyles(d, b.sheets, o)
	deriveState(d)
	// The parse tree served the cascade; drop the links so it can be freed.
	for _, n := range d.Nodes {
		n.src = nil
	}
	return d, nil
}

// builder converts an x/net/html tree into the model. It carves nodes,
// states, attributes and child lists out of slabs, so a 500-control page
// costs a few hundred allocations on top of html.Parse rather than tens of
// thousands.
type builder struct {
	doc    *Document
	count  int
	max    int
	opts   *ParseOptions
	depth  int
	sheets []sheetSource // <style> elements in tree order, with their scope
	scope  *Node         // the tree root (document or shadow root) being built

	store  *store // where the slabs below come from
	nodes  []Node
	states []State
	attrs  []Attr
	kids   []*Node
}

// sheetSource is the text of one <style> element and the tree it styles.
type sheetSource struct {
	text  string
	scope *Node
}

// Slab chunks stay under the runtime's 32 KB small-object limit: large
// allocations are zeroed and page-faulted afresh on every parse (the
// runtime returns their pages to the OS between collections), which cost
// more than the nodes themselves.
const (
	chunkNodes  = 32 << 10 / int(unsafe.Sizeof(Node{}))
	chunkStates = 32 << 10 / int(unsafe.Sizeof(State{}))
	chunkAttrs  = 32 << 10 / int(unsafe.Sizeof(Attr{}))
	chunkKids   = 32 << 10 / int(unsafe.Sizeof((*Node)(nil)))
)

// reserve counts what convert will build; it is where an oversized page
// is refused, before anything is allocated, and its counts size the first
// slab chunks.
func (b *builder) reserve(root *html.Node) error {
	var nodes, elems, attrs, kids int
	var walk func(h *html.Node)
	walk = func(h *html.Node) {
		for c := h.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.ElementNode:
				nodes++
				elems++
				kids++
				attrs += len(c.Attr)
				if c.DataAtom == atom.Template && c.Namespace == "" {
					// Declarative shadow roots come back as nodes of their
					// own; other template contents are not in the model.
					if m := attrOf(c, "shadowrootmode"); m == "open" || m == "closed" {
						nodes++
						walk(c)
					}
					continue
				}
				walk(c)
			case html.TextNode, html.CommentNode:
				nodes++
				kids++
			}
		}
	}
	walk(root)
	nodes++ // the document
	if nodes > b.max {
		return fmt.Errorf("%w (more than %d)", ErrTooLarge, b.max)
	}
	s := b.store
	b.doc.store = s
	if cap(s.list) < nodes {
		s.list = make([]*Node, 0, nodes)
	}
	b.doc.Nodes = s.list[:0]
	b.nodes = nextChunk(&s.nodes, &s.nn, 1, min(nodes, chunkNodes))
	b.states = nextChunk(&s.states, &s.ns, 1, min(elems, chunkStates))
	b.attrs = nextChunk(&s.attrs, &s.na, 1, min(attrs, chunkAttrs))
	b.kids = nextChunk(&s.kids, &s.nk, 1, min(kids, chunkKids))
	return nil
}

// newNode takes a node from the current slab chunk and gives it the next
// place in tree order: convert makes nodes in the order Reindex walks them
// (a node, its shadow tree, then its children).
func (b *builder) newNode() *Node {
	b.count++
	if len(b.nodes) == cap(b.nodes) {
		b.nodes = nextChunk(&b.store.nodes, &b.store.nn, 1, chunkNodes)
	}
	b.nodes = b.nodes[:len(b.nodes)+1]
	n := &b.nodes[len(b.nodes)-1]
	n.Doc = b.doc
	n.Order = len(b.doc.Nodes)
	b.doc.Nodes = append(b.doc.Nodes, n)
	return n
}

func (b *builder) newState() *State {
	if len(b.states) == cap(b.states) {
		b.states = nextChunk(&b.store.states, &b.store.ns, 1, chunkStates)
	}
	b.states = b.states[:len(b.states)+1]
	return &b.states[len(b.states)-1]
}

// newAttrs returns an empty slice with room for k attributes.
func (b *builder) newAttrs(k int) []Attr {
	if len(b.attrs)+k > cap(b.attrs) {
		if k > chunkAttrs/4 {
			return make([]Attr, 0, k)
		}
		b.attrs = nextChunk(&b.store.attrs, &b.store.na, k, chunkAttrs)
	}
	s := b.attrs[len(b.attrs) : len(b.attrs) : len(b.attrs)+k]
	b.attrs = b.attrs[:len(b.attrs)+k]
	return s
}

// childSlice returns an empty slice with room for k children, capacity
// capped so a later append cannot run into a neighbour's children.
func (b *builder) childSlice(k int) []*Node {
	if k == 0 {
		return nil
	}
	if len(b.kids)+k > cap(b.kids) {
		if k > chunkKids/4 {
			return make([]*Node, 0, k)
		}
		b.kids = nextChunk(&b.store.kids, &b.store.nk, k, chunkKids)
	}
	s := b.kids[len(b.kids) : len(b.kids) : len(b.kids)+k]
	b.kids = b.kids[:len(b.kids)+k]
	return s
}

func (b *builder) convert(h *html.Node) *Node {
	var n *Node
	switch h.Type {
	case html.DocumentNode:
		n = b.newNode()
		n.Type = DocumentNode
		b.scope = n
	case html.TextNode:
		n = b.newNode()
		n.Type = TextNode
		n.Data = h.Data
		return n
	case html.CommentNode:
		n = b.newNode()
		n.Type = CommentNode
		n.Data = h.Data
		return n
	case html.ElementNode:
		n = b.newNode()
		n.Type = ElementNode
		n.Tag = h.Data
		n.src = h
		switch h.Namespace {
		case "", "html":
		default:
			n.Namespace = h.Namespace
		}
		if len(h.Attr) > 0 {
			n.Attrs = b.newAttrs(len(h.Attr))
			for _, a := range h.Attr {
				name := a.Key
				if a.Namespace != "" {
					name = a.Namespace + ":" + a.Key
				}
				n.Attrs = append(n.Attrs, Attr{Name: name, Value: a.Val})
			}
		}
		n.State = b.newState()
		if h.DataAtom == atom.Style && (n.Namespace == "" || n.Namespace == "svg") {
			b.addSheet(h)
		}
		if h.DataAtom == atom.Template && n.Namespace == "" {
			// Template contents are inert and not in the document. (A
			// declarative shadow root's template never gets here: its
			// parent turns it into a shadow root below.)
			return n
		}
	default: // doctype and raw nodes carry nothing a person sees
		return nil
	}
	k := 0
	var shadow *html.Node // the first declarative shadow root's template
	var mode string
	for c := h.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.ElementNode:
			if shadow == nil && n.Type == ElementNode && c.DataAtom == atom.Template && c.Namespace == "" {
				if m := attrOf(c, "shadowrootmode"); m == "open" || m == "closed" {
					shadow, mode = c, m
					continue
				}
			}
			k++
		case html.TextNode, html.CommentNode:
			k++
		}
	}
	if shadow != nil {
		// The shadow tree comes before the light children in tree order.
		n.Shadow = b.shadowRoot(n, h, shadow, mode)
	}
	n.Children = b.childSlice(k)
	for c := h.FirstChild; c != nil; c = c.NextSibling {
		if cn := b.convert(c); cn != nil {
			cn.Parent = n
			n.Children = append(n.Children, cn)
		}
	}
	if n.IsElement("iframe", "frame") && b.depth < maxIframeDepth {
		if srcdoc, ok := n.Attr("srcdoc"); ok {
			sub := *b.opts
			sub.URL = "about:srcdoc"
			if cd, err := parseDepth([]byte(srcdoc), &sub, b.depth+1); err == nil {
				cd.Owner = n
				n.ContentDocument = cd
			}
		}
	}
	return n
}

// shadowRoot turns a declarative <template shadowrootmode> into the host's
// shadow root. The template is also taken out of the parse tree and made a
// parentless, non-element node, so that while the cascade matches selectors
// over that tree a shadow tree's rules cannot see the host's ancestors and
// the host's light children do not count it as a sibling, as in the DOM.
func (b *builder) shadowRoot(host *Node, hh, th *html.Node, mode string) *Node {
	sr := b.newNode()
	sr.Type = ShadowRootNode
	sr.ShadowMode = mode
	sr.Host = host
	sr.src = th
	outer := b.scope
	b.scope = sr
	k := 0
	for c := th.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode || c.Type == html.TextNode || c.Type == html.CommentNode {
			k++
		}
	}
	sr.Children = b.childSlice(k)
	for c := th.FirstChild; c != nil; c = c.NextSibling {
		if cn := b.convert(c); cn != nil {
			cn.Parent = sr
			sr.Children = append(sr.Children, cn)
		}
	}
	b.scope = outer
	hh.RemoveChild(th)
	th.Type = html.RawNode
	return sr
}

// addSheet records the text of a <style> element that applies to the
// screen (no media attribute, or one a screen matches).
func (b *builder) addSheet(h *html.Node) {
	if t, ok := attrVal(h, "type"); ok && t != "" && !strings.EqualFold(strings.TrimSpace(t), "text/css") {
		return
	}
	if m, ok := attrVal(h, "media"); ok && !mediaApplies(m) {
		return
	}
	var text string
	for c := h.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode {
			text += c.Data
		}
	}
	if strings.TrimSpace(text) != "" {
		b.sheets = append(b.sheets, sheetSource{text: text, scope: b.scope})
	}
}

func attrVal(h *html.Node, key string) (string, bool) {
	for _, a := range h.Attr {
		if a.Key == key && a.Namespace == "" {
			return a.Val, true
		}
	}
	return "", false
}

func attrOf(h *html.Node, key string) string {
	for _, a := range h.Attr {
		if a.Key == key && a.Namespace == "" {
			return a.Val
		}
	}
	return ""
}

// deriveState sets value, checked and selected from attributes, as a page
// saved before any input has them.
func deriveState(d *Document) {
	var opts []*Node // one list for every select's options
	for _, n := range d.Nodes {
		if n.Type != ElementNode || n.Namespace != "" {
			continue
		}
		switch n.Tag {
		case "input":
			n.State.Value = n.AttrOr("value")
			n.State.Checked = n.HasAttr("checked")
		case "textarea":
			// x/net/html has already dropped the newline that may follow <textarea>.
			n.State.Value = n.TextContent()
		case "select":
			opts = deriveSelect(n, opts[:0])
		}
	}
}

// deriveSelect applies the selectedness rules: options with the selected
// attribute are selected; a single-select with none shows its first
// enabled option, and with several keeps the last. It lists the options
// in opts and returns the list, for the next select to reuse.
func deriveSelect(sel *Node, opts []*Node) []*Node {
	opts = appendOptions(opts, sel)
	multiple := sel.HasAttr("multiple")
	var last *Node
	for _, o := range opts {
		o.State.Selected = o.HasAttr("selected")
		if o.State.Selected {
			last = o
		}
	}
	if multiple {
		return opts
	}
	if last != nil {
		for _, o := range opts {
			o.State.Selected = o == last
		}
		return opts
	}
	size := sel.AttrOr("size")
	if size != "" && size != "0" && size != "1" {
		return opts // a list box shows no default selection
	}
	for _, o := range opts {
		if !o.HasAttr("disabled") {
			o.State.Selected = true
			return opts
		}
	}
	return opts
}

// appendOptions appends x's options, those in its optgroups included.
func appendOptions(opts []*Node, x *Node) []*Node {
	for _, c := range x.Children {
		if c.IsElement("option") {
			opts = append(opts, c)
		} else if c.IsElement("optgroup") {
			opts = appendOptions(opts, c)
		}
	}
	return opts
}
