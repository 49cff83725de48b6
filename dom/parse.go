package dom

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

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

// maxIframeDepth bounds nested srcdoc documents (each may hold another).
const maxIframeDepth = 8

// Parse builds the model from saved HTML. State comes from attributes
// (value, checked, selected), visibility from the hidden attribute, the
// user-agent defaults, inline styles and the document's <style> rules.
// Declarative shadow roots (<template shadowrootmode>) become shadow
// roots; an <iframe srcdoc> becomes a same-process child document.
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
	root, err := html.Parse(bytes.NewReader(src))
	if err != nil {
		return nil, fmt.Errorf("dom: parsing html: %w", err)
	}
	d := &Document{URL: o.URL}
	b := &builder{doc: d, max: o.MaxNodes, opts: o, depth: depth}
	d.Root = b.convert(root, false)
	if b.err != nil {
		return nil, b.err
	}
	d.Reindex()
	applyStyles(d, b.sheets, o)
	deriveState(d)
	return d, nil
}

type builder struct {
	doc    *Document
	count  int
	max    int
	err    error
	opts   *ParseOptions
	depth  int
	sheets []string // text of <style> elements in tree order
}

func (b *builder) convert(h *html.Node, inert bool) *Node {
	if b.err != nil {
		return nil
	}
	b.count++
	if b.count > b.max {
		b.err = fmt.Errorf("%w (more than %d)", ErrTooLarge, b.max)
		return nil
	}
	n := &Node{Doc: b.doc}
	switch h.Type {
	case html.DocumentNode:
		n.Type = DocumentNode
	case html.TextNode:
		n.Type = TextNode
		n.Data = h.Data
		return n
	case html.CommentNode:
		n.Type = CommentNode
		n.Data = h.Data
		return n
	case html.ElementNode:
		n.Type = ElementNode
		n.Tag = h.Data
		switch h.Namespace {
		case "", "html":
		default:
			n.Namespace = h.Namespace
		}
		if len(h.Attr) > 0 {
			n.Attrs = make([]Attr, 0, len(h.Attr))
			for _, a := range h.Attr {
				name := a.Key
				if a.Namespace != "" {
					name = a.Namespace + ":" + a.Key
				}
				n.Attrs = append(n.Attrs, Attr{Name: name, Value: a.Val})
			}
		}
		n.State = &State{}
		if n.Tag == "style" && n.Namespace == "" && !inert {
			var sb strings.Builder
			for c := h.FirstChild; c != nil; c = c.NextSibling {
				if c.Type == html.TextNode {
					sb.WriteString(c.Data)
				}
			}
			b.sheets = append(b.sheets, sb.String())
		}
	default: // doctype and raw nodes carry nothing a person sees
		return nil
	}
	for c := h.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && c.DataAtom == atom.Template && c.Namespace == "" {
			if mode := attrOf(c, "shadowrootmode"); (mode == "open" || mode == "closed") && n.Type == ElementNode && n.Shadow == nil && !inert {
				sr := &Node{Type: ShadowRootNode, ShadowMode: mode, Host: n, Doc: b.doc}
				b.children(sr, c, inert)
				n.Shadow = sr
				continue
			}
			// Template contents are inert and not in the document.
			t := b.convert(c, true)
			if t != nil {
				t.Children = nil
				t.Parent = n
				n.Children = append(n.Children, t)
			}
			continue
		}
		if cn := b.convert(c, inert); cn != nil {
			cn.Parent = n
			n.Children = append(n.Children, cn)
		}
	}
	if n.IsElement("iframe", "frame") && !inert && b.depth < maxIframeDepth {
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

func (b *builder) children(parent *Node, h *html.Node, inert bool) {
	for c := h.FirstChild; c != nil; c = c.NextSibling {
		if cn := b.convert(c, inert); cn != nil {
			cn.Parent = parent
			parent.Children = append(parent.Children, cn)
		}
	}
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
	for _, n := range d.Nodes {
		if n.Type != ElementNode || n.Namespace != "" {
			continue
		}
		switch n.Tag {
		case "input":
			n.State.Value = n.AttrOr("value")
			n.State.Checked = n.HasAttr("checked")
		case "textarea":
			n.State.Value = strings.TrimPrefix(n.TextContent(), "\n")
		case "select":
			deriveSelect(n)
		}
	}
}

// deriveSelect applies the selectedness rules: options with the selected
// attribute are selected; a single-select with none shows its first
// enabled option, and with several keeps the last.
func deriveSelect(sel *Node) {
	var opts []*Node
	var walk func(*Node)
	walk = func(x *Node) {
		for _, c := range x.Children {
			if c.IsElement("option") {
				opts = append(opts, c)
			} else if c.IsElement("optgroup") {
				walk(c)
			}
		}
	}
	walk(sel)
	multiple := sel.HasAttr("multiple")
	var last *Node
	for _, o := range opts {
		o.State.Selected = o.HasAttr("selected")
		if o.State.Selected {
			last = o
		}
	}
	if multiple {
		return
	}
	if last != nil {
		for _, o := range opts {
			o.State.Selected = o == last
		}
		return
	}
	size := sel.AttrOr("size")
	if size != "" && size != "0" && size != "1" {
		return // a list box shows no default selection
	}
	for _, o := range opts {
		if !o.HasAttr("disabled") {
			o.State.Selected = true
			return
		}
	}
}
