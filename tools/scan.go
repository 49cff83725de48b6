package tools

import (
	"context"
	"log/slog"
	"strings"
	"unicode/utf8"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

// Options tune Tools, Tables and Schema. The zero value is the default;
// nil is fine.
type Options struct {
	// Root limits reading to one subtree of the document (an element or
	// a shadow root). Nil means the whole document. A root inside a
	// user-authored region reads nothing.
	Root *dom.Node
	// Resolver is a resolver over the same document, reused for the
	// question text of fields whose markup gives no label. Nil makes one
	// when a field needs it; one over another document is ignored.
	Resolver *resolver.Resolver
	// Passwords remembers controls once seen as passwords: they stay
	// excluded after a "show password" toggle changes their type.
	Passwords *resolver.PasswordMemory
	// Logger receives one record for each Skipped. Nil logs nothing.
	Logger *slog.Logger

	// MaxRows bounds the rows read from one table (default 500);
	// MaxCellChars the text kept of one cell (default 1000); MaxTableChars
	// the text read from one table (default 200000); MaxTables the tables
	// read from a page (default 64). A table cut short says Truncated.
	MaxRows, MaxCellChars, MaxTableChars, MaxTables int
}

// Caps on text read from markup, in characters (longer text is cut with
// "…").
const (
	MaxToolDescription  = 2048
	MaxFieldDescription = 500 // field descriptions and labels
	MaxOptionTitle      = 200
	MaxConfirm          = 500
)

// Skipped is something declared that could not be used: an invalid tool,
// group, column or field name, a duplicate, a tool missing its
// description, or a page pattern dropped from a schema (the field stays).
type Skipped struct {
	// Kind is "tool", "field", "column" or "pattern".
	Kind string `json:"kind"`
	// Name is the name as written, cut to 64 characters.
	Name string `json:"name"`
	// Tool is the tool it belongs to, when known.
	Tool   string `json:"tool,omitempty"`
	Reason string `json:"reason"`
}

// String reads like a log line.
func (s Skipped) String() string {
	b := s.Kind + " " + quoteName(s.Name)
	if s.Tool != "" {
		b += " of " + quoteName(s.Tool)
	}
	return b + " skipped: " + s.Reason
}

// LogValue lists the parts as attributes.
func (s Skipped) LogValue() slog.Value {
	attrs := []slog.Attr{slog.String("kind", s.Kind), slog.String("name", s.Name)}
	if s.Tool != "" {
		attrs = append(attrs, slog.String("tool", s.Tool))
	}
	return slog.GroupValue(append(attrs, slog.String("reason", s.Reason))...)
}

func quoteName(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			b.WriteByte('?')
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// scanner is one read of one document: which nodes are user-authored,
// subtree extents, and the resolver's labels when a field needs them.
type scanner struct {
	doc  *dom.Document
	opts Options
	// bad marks, by Order, nodes in a user-authored region (the root
	// included); roots counts region roots up to each Order, so "does this
	// subtree hold one" is a subtraction.
	bad   []bool
	roots []int32
	end   []int32

	res      *resolver.Resolver
	resLabel map[*dom.Node]string // control → the resolver's label
	labelFor map[string][]*dom.Node
	owned    map[*dom.Node][]*dom.Node // form → its controls
	tool     string                    // the tool being read, for Skipped
	skipped  []Skipped
}

func newScanner(doc *dom.Document, opts *Options) *scanner {
	s := &scanner{doc: doc}
	if opts != nil {
		s.opts = *opts
	}
	n := len(doc.Nodes)
	s.bad = make([]bool, n)
	s.end = make([]int32, n)
	s.roots = make([]int32, n+1)
	for i, x := range doc.Nodes {
		s.end[i] = int32(i)
		root := resolver.UserAuthored(x)
		if root {
			s.roots[i+1] = s.roots[i] + 1
		} else {
			s.roots[i+1] = s.roots[i]
		}
		if p := x.ComposedParent(); p != nil && s.ours(p) && p.Order < i {
			s.bad[i] = root || s.bad[p.Order]
		} else {
			s.bad[i] = root
		}
	}
	for i := n - 1; i > 0; i-- {
		p := doc.Nodes[i].ComposedParent()
		if p != nil && s.ours(p) && p.Order < i && s.end[p.Order] < s.end[i] {
			s.end[p.Order] = s.end[i]
		}
	}
	if s.opts.MaxRows <= 0 {
		s.opts.MaxRows = 500
	}
	if s.opts.MaxCellChars <= 0 {
		s.opts.MaxCellChars = 1000
	}
	if s.opts.MaxTableChars <= 0 {
		s.opts.MaxTableChars = 200000
	}
	if s.opts.MaxTables <= 0 {
		s.opts.MaxTables = 64
	}
	return s
}

// ours reports whether n is a node of the scanned document.
func (s *scanner) ours(n *dom.Node) bool {
	return n != nil && n.Doc == s.doc && n.Order >= 0 && n.Order < len(s.doc.Nodes) && s.doc.Nodes[n.Order] == n
}

// untrusted reports a node inside a user-authored region (or outside the
// document).
func (s *scanner) untrusted(n *dom.Node) bool {
	return !s.ours(n) || s.bad[n.Order]
}

// holdsUntrusted reports whether n is in, or holds, a user-authored region.
func (s *scanner) holdsUntrusted(n *dom.Node) bool {
	if s.untrusted(n) {
		return true
	}
	return s.roots[s.end[n.Order]+1]-s.roots[n.Order] > 0
}

// contains reports whether d is n or inside n (shadow trees included).
func (s *scanner) contains(n, d *dom.Node) bool {
	if !s.ours(n) || !s.ours(d) {
		return false
	}
	return n.Order <= d.Order && d.Order <= int(s.end[n.Order])
}

// span is the range of Orders to read: the Root's subtree, or everything.
func (s *scanner) span() (lo, hi int, ok bool) {
	if len(s.doc.Nodes) == 0 {
		return 0, -1, false
	}
	root := s.opts.Root
	if root == nil {
		return 0, len(s.doc.Nodes) - 1, true
	}
	if !s.ours(root) || s.untrusted(root) {
		return 0, -1, false
	}
	return root.Order, int(s.end[root.Order]), true
}

func (s *scanner) skip(sk Skipped) {
	sk.Name = cut(sk.Name, 64)
	s.skipped = append(s.skipped, sk)
	if s.opts.Logger != nil {
		s.opts.Logger.LogAttrs(context.Background(), slog.LevelInfo, "tools: skipped", slog.Any("skipped", sk))
	}
}

// resolverLabel is the label the resolver gives the field of control n
// (its accessible name or question text), "" when it lists none.
func (s *scanner) resolverLabel(n *dom.Node) string {
	if s.resLabel == nil {
		s.resLabel = map[*dom.Node]string{}
		r := s.opts.Resolver
		if r == nil || r.Document() != s.doc {
			r = resolver.New(s.doc, &resolver.Options{Generation: 1, Passwords: s.opts.Passwords})
		}
		s.res = r
		fs, err := r.Fields(nil)
		if err == nil {
			for _, f := range fs {
				nodes, err := r.Nodes(f.Ref)
				if err != nil {
					continue
				}
				for _, c := range nodes {
					s.resLabel[c] = f.Label
				}
			}
		}
	}
	return s.resLabel[n]
}

// cut shortens s to at most max characters, marking the cut with "…".
func cut(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	i, k := 0, 0
	for j := range s {
		if k == max-1 {
			i = j
			break
		}
		k++
	}
	return strings.TrimSpace(s[:i]) + "…"
}

// collapse trims s and turns each run of white space into one space.
func collapse(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
