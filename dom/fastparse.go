package dom

import (
	"cmp"
	"slices"
	"strings"
	"sync"
	"unsafe"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// fastParse builds the parse tree html.Parse would build for src, for the
// documents whose markup is already in the shape the HTML serializer
// writes: every element closed by its own end tag in the order it was
// opened, quoted attributes, tables with their row groups spelled out,
// no foreign content. Such a page needs none of the tree builder's repair
// rules, so one pass over the bytes builds the tree, with no token copies
// and its nodes carved from slabs. Anything outside that shape (a tag the
// tree builder would close, move or drop, a character reference it would
// guess at, a script that looks like a comment) makes it answer false
// before it has built anything the caller keeps, and the caller runs
// html.Parse instead: the tree is the same either way (fastparse_test.go
// checks it against html.Parse on every page in testdata, on the HTML5
// tree-construction tests and by fuzzing).
func fastParse(src []byte, sl *htmlSlab) (*html.Node, bool) {
	p := fastParser{s: string(src), slab: sl}
	if strings.IndexByte(p.s, 0) >= 0 {
		return nil, false
	}
	return p.run()
}

// Insertion modes the fast path follows (the HTML tree builder's, less the
// ones it leaves to html.Parse).
const (
	fpInitial = iota
	fpBeforeHTML
	fpBeforeHead
	fpInHead
	fpAfterHead
	fpInBody
	fpAfterBody
	fpAfterAfterBody
)

type fastParser struct {
	s    string
	i    int
	slab *htmlSlab

	doc   *html.Node
	stack []*html.Node
	mode  int
	// open counts the open elements of each kind in counted: kinds that
	// change what a later start tag does.
	open     [len(counted)]int
	formOpen bool
	// outer is, for each open template, the mode it was opened in: its
	// contents are read as a body's, and its end tag goes back.
	outer []int
}

// counted is the kinds of element fastParser.open counts.
var counted = [...]atom.Atom{atom.P, atom.A, atom.Nobr, atom.Button, atom.Select, atom.Ruby, atom.Template}

const (
	openP = iota
	openA
	openNobr
	openButton
	openSelect
	openRuby
	openTemplate
)

// htmlSlab is where the fast path carves its parse-tree nodes and
// attribute lists: the tree lives only while Parse runs, so its storage
// is cleared and kept for the next parse.
type htmlSlab struct {
	nodes [][]html.Node
	attrs [][]html.Attribute
	nn    int // chunks of nodes in use; the last one may be partly used
	na    int
	cur   []html.Node
	cura  []html.Attribute
}

var htmlSlabs = sync.Pool{New: func() any { return new(htmlSlab) }}

const (
	chunkHTMLNodes = 32 << 10 / int(unsafe.Sizeof(html.Node{}))
	chunkHTMLAttrs = 32 << 10 / int(unsafe.Sizeof(html.Attribute{}))
)

func (sl *htmlSlab) node() *html.Node {
	if len(sl.cur) == cap(sl.cur) {
		sl.cur = nextChunk(&sl.nodes, &sl.nn, 1, chunkHTMLNodes)
	}
	sl.cur = sl.cur[:len(sl.cur)+1]
	return &sl.cur[len(sl.cur)-1]
}

// attrList returns an empty list with room for k attributes.
func (sl *htmlSlab) attrList(k int) []html.Attribute {
	if len(sl.cura)+k > cap(sl.cura) {
		if k > chunkHTMLAttrs/4 {
			return make([]html.Attribute, 0, k)
		}
		sl.cura = nextChunk(&sl.attrs, &sl.na, k, chunkHTMLAttrs)
	}
	s := sl.cura[len(sl.cura) : len(sl.cura) : len(sl.cura)+k]
	sl.cura = sl.cura[:len(sl.cura)+k]
	return s
}

// reset clears what the last tree used, so the slab holds nothing of it.
func (sl *htmlSlab) reset() {
	for _, c := range sl.nodes[:sl.nn] {
		clear(c[:cap(c)])
	}
	for _, c := range sl.attrs[:sl.na] {
		clear(c[:cap(c)])
	}
	sl.nn, sl.na = 0, 0
	sl.cur, sl.cura = nil, nil
}

func (p *fastParser) top() *html.Node { return p.stack[len(p.stack)-1] }

func (p *fastParser) run() (*html.Node, bool) {
	p.doc = p.slab.node()
	p.doc.Type = html.DocumentNode
	s := p.s
	for p.i < len(s) {
		if s[p.i] != '<' {
			j := strings.IndexByte(s[p.i:], '<')
			if j < 0 {
				j = len(s) - p.i
			}
			raw := s[p.i : p.i+j]
			p.i += j
			t, ok := decodeText(raw, false)
			if !ok || !p.text(t) {
				return nil, false
			}
			continue
		}
		if p.i+1 >= len(s) {
			return nil, false
		}
		var ok bool
		switch c := s[p.i+1]; {
		case isASCIILetter(c):
			ok = p.startTag()
		case c == '/':
			ok = p.endTag()
		case c == '!':
			ok = p.markup()
		}
		if !ok {
			return nil, false
		}
	}
	return p.doc, p.eof()
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isHTMLSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

const htmlWhitespace = " \t\r\n\f"

// name reads a tag or attribute name at p.i: the characters up to a space,
// '/', '>' or (for an attribute) '=', lower-cased, interned when HTML knows
// the name. A name with any other unusual character is left to html.Parse.
func (p *fastParser) name(attr bool) (string, atom.Atom, bool) {
	s := p.s
	start, upper := p.i, false
	for p.i < len(s) {
		c := s[p.i]
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '-', c == '_', c == ':', c == '.':
		case c >= 'A' && c <= 'Z':
			upper = true
		case isHTMLSpace(c), c == '/', c == '>', attr && c == '=':
			goto done
		case attr && strings.IndexByte("@[]()#*$!%,;?+~|^{}&\\`", c) >= 0:
			// Framework attribute names ("@click", "[value]", "(input)")
			// are spelled as written.
		default:
			return "", 0, false
		}
		p.i++
	}
	return "", 0, false
done:
	n := s[start:p.i]
	if n == "" {
		return "", 0, false
	}
	if upper {
		n = strings.ToLower(n)
	}
	if a := atom.Lookup(unsafe.Slice(unsafe.StringData(n), len(n))); a != 0 {
		return a.String(), a, true
	}
	return n, 0, true
}

func (p *fastParser) skipSpace() {
	for p.i < len(p.s) && isHTMLSpace(p.s[p.i]) {
		p.i++
	}
}

// startTag reads "<name attrs...>" at p.i and gives it to the tree.
func (p *fastParser) startTag() bool {
	p.i++
	name, a, ok := p.name(false)
	if !ok {
		return false
	}
	s := p.s
	var attrs []html.Attribute
	n := 0 // attributes read
	var buf [16]html.Attribute
	self := false
	for {
		sp := p.i
		p.skipSpace()
		if p.i >= len(s) {
			return false
		}
		if s[p.i] == '>' {
			p.i++
			break
		}
		if s[p.i] == '/' {
			if p.i+1 < len(s) && s[p.i+1] == '>' {
				p.i += 2
				self = true
				break
			}
			return false
		}
		if p.i == sp {
			return false // attributes run together
		}
		key, _, ok := p.name(true)
		if !ok {
			return false
		}
		val := ""
		k := p.i
		p.skipSpace()
		if p.i < len(s) && s[p.i] == '=' {
			p.i++
			p.skipSpace()
			if p.i >= len(s) {
				return false
			}
			q := s[p.i]
			if q != '"' && q != '\'' {
				// Unquoted: up to a space or '>'. A value ending in '/'
				// (is "/>" its end or the tag's?) is left to html.Parse.
				e := p.i
				for e < len(s) && !isHTMLSpace(s[e]) && s[e] != '>' {
					if c := s[e]; c == '"' || c == '\'' || c == '<' || c == '=' || c == '`' {
						return false
					}
					e++
				}
				raw := s[p.i:e]
				if e >= len(s) || strings.HasSuffix(raw, "/") {
					return false
				}
				p.i = e
				if val, ok = decodeText(raw, true); !ok {
					return false
				}
				goto add
			}
			e := strings.IndexByte(s[p.i+1:], q)
			if e < 0 {
				return false
			}
			raw := s[p.i+1 : p.i+1+e]
			p.i += e + 2
			if p.i < len(s) && !isHTMLSpace(s[p.i]) && s[p.i] != '>' && s[p.i] != '/' {
				return false
			}
			if val, ok = decodeText(raw, true); !ok {
				return false
			}
		} else {
			p.i = k
		}
	add:
		for j := range n {
			var prev string
			if n <= len(buf) {
				prev = buf[j].Key
			} else {
				prev = attrs[j].Key
			}
			if prev == key {
				return false // a repeated attribute: html.Parse keeps the first
			}
		}
		at := html.Attribute{Key: key, Val: val}
		if n < len(buf) {
			buf[n] = at
		} else {
			if n == len(buf) {
				attrs = append(attrs, buf[:]...)
			}
			attrs = append(attrs, at)
		}
		n++
	}
	if n > 0 && n <= len(buf) {
		attrs = append(p.slab.attrList(n), buf[:n]...)
	}
	return p.start(name, a, attrs, self)
}

// endTag reads "</name>" at p.i.
func (p *fastParser) endTag() bool {
	p.i += 2
	if p.i >= len(p.s) || !isASCIILetter(p.s[p.i]) {
		return false
	}
	name, a, ok := p.name(false)
	if !ok {
		return false
	}
	p.skipSpace()
	if p.i >= len(p.s) || p.s[p.i] != '>' {
		return false
	}
	p.i++
	return p.end(name, a)
}

// markup reads a comment or the plain doctype at p.i.
func (p *fastParser) markup() bool {
	s := p.s[p.i:]
	if strings.HasPrefix(s, "<!--") {
		e := strings.Index(s[4:], "-->")
		if e < 0 {
			return false
		}
		data := s[4 : 4+e]
		if strings.HasPrefix(data, ">") || strings.HasPrefix(data, "->") || strings.HasSuffix(data, "-") ||
			strings.Contains(data, "--!") || strings.Contains(data, "<!--") || strings.IndexByte(data, '&') >= 0 {
			return false
		}
		p.i += 4 + e + 3
		if strings.IndexByte(data, '\r') >= 0 {
			data = normalizeNewlines(data)
		}
		return p.comment(data)
	}
	if len(s) < 9 || !strings.EqualFold(s[2:9], "doctype") || p.mode != fpInitial {
		return false
	}
	k := 9
	if k >= len(s) || !isHTMLSpace(s[k]) {
		return false
	}
	for k < len(s) && isHTMLSpace(s[k]) {
		k++
	}
	if k+4 > len(s) || !strings.EqualFold(s[k:k+4], "html") {
		return false
	}
	k += 4
	for k < len(s) && isHTMLSpace(s[k]) {
		k++
	}
	if k >= len(s) || s[k] != '>' {
		return false
	}
	p.i += k + 1
	d := p.slab.node()
	d.Type, d.Data = html.DoctypeNode, "html"
	p.doc.AppendChild(d)
	p.mode = fpBeforeHTML
	return true
}

// normalizeNewlines turns "\r\n" and "\r" into "\n", as the tokenizer does.
func normalizeNewlines(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.ReplaceAll(s, "\r", "\n")
}

// decodeText resolves the character references of text or an attribute
// value the way the tokenizer does, for the references whose reading is
// certain: a complete named one ("&amp;", "&copy;"), a decimal or hex one
// for an ordinary character, and in an attribute a name followed by "="
// (a URL's query, left as it is). Anything else is left to html.Parse.
func decodeText(raw string, attr bool) (string, bool) {
	amp := strings.IndexByte(raw, '&')
	if amp < 0 {
		if strings.IndexByte(raw, '\r') >= 0 {
			return normalizeNewlines(raw), true
		}
		return raw, true
	}
	if strings.IndexByte(raw, '\r') >= 0 {
		raw = normalizeNewlines(raw)
		amp = strings.IndexByte(raw, '&')
	}
	var b strings.Builder
	b.Grow(len(raw))
	for amp >= 0 {
		b.WriteString(raw[:amp])
		raw = raw[amp:]
		n, text, ok := charRef(raw, attr)
		if !ok {
			return "", false
		}
		b.WriteString(text)
		raw = raw[n:]
		amp = strings.IndexByte(raw, '&')
	}
	b.WriteString(raw)
	return b.String(), true
}

// charRef reads the reference at the start of s ("&..."): how many bytes
// it takes and the text it stands for.
func charRef(s string, attr bool) (int, string, bool) {
	if len(s) == 1 || s[1] != '#' && !isASCIILetter(s[1]) && (s[1] < '0' || s[1] > '9') {
		return 1, "&", true
	}
	if s[1] == '#' {
		k, hex := 2, false
		if k < len(s) && (s[k] == 'x' || s[k] == 'X') {
			k, hex = 3, true
		}
		v, digits := 0, 0
		for k < len(s) && digits < 8 {
			c := s[k]
			var d int
			switch {
			case c >= '0' && c <= '9':
				d = int(c - '0')
			case hex && c|0x20 >= 'a' && c|0x20 <= 'f':
				d = int(c|0x20-'a') + 10
			default:
				goto end
			}
			base := 10
			if hex {
				base = 16
			}
			v = v*base + d
			digits++
			k++
		}
	end:
		if digits == 0 || k >= len(s) || s[k] != ';' {
			return 0, "", false
		}
		ordinary := v == '\t' || v == '\n' || (v >= 0x20 && v <= 0x7e) || (v >= 0xa0 && v <= 0xd7ff) ||
			(v >= 0xe000 && v <= 0xfffd) || (v >= 0x10000 && v <= 0x10ffff)
		if !ordinary {
			return 0, "", false
		}
		return k + 1, string(rune(v)), true
	}
	k := 1
	for k < len(s) && (isASCIILetter(s[k]) || s[k] >= '0' && s[k] <= '9') {
		k++
	}
	if k == 1 {
		return 0, "", false
	}
	if k < len(s) && s[k] == ';' {
		ref := s[:k+1]
		switch ref {
		case "&amp;":
			return k + 1, "&", true
		case "&lt;":
			return k + 1, "<", true
		case "&gt;":
			return k + 1, ">", true
		case "&quot;":
			return k + 1, `"`, true
		case "&nbsp;":
			return k + 1, "\u00a0", true
		}
		// A name the table knows whole decodes to text without the
		// semicolon; a partial match or no match keeps it.
		if t := html.UnescapeString(ref); !strings.HasSuffix(t, ";") {
			return k + 1, t, true
		}
		return 0, "", false
	}
	if attr && k < len(s) && s[k] == '=' {
		return k, s[:k], true
	}
	return 0, "", false
}

// element makes an element node.
func (p *fastParser) element(name string, a atom.Atom, attrs []html.Attribute) *html.Node {
	n := p.slab.node()
	n.Type, n.DataAtom, n.Data, n.Attr = html.ElementNode, a, name, attrs
	return n
}

// push appends an element to the current node and opens it.
func (p *fastParser) push(n *html.Node) bool {
	if len(p.stack) >= 512 {
		return false // html.Parse refuses the page: let it say so
	}
	p.top().AppendChild(n)
	p.stack = append(p.stack, n)
	p.count(n.DataAtom, 1)
	return true
}

func (p *fastParser) pop() {
	n := p.top()
	p.stack = p.stack[:len(p.stack)-1]
	p.count(n.DataAtom, -1)
}

func (p *fastParser) count(a atom.Atom, d int) {
	for i, k := range counted {
		if a == k {
			p.open[i] += d
			return
		}
	}
}

// addText appends text to the current node, joining a text node that ends
// it, as the tree builder does.
func (p *fastParser) addText(t string) {
	if t == "" {
		return
	}
	top := p.top()
	if c := top.LastChild; c != nil && c.Type == html.TextNode {
		c.Data += t
		return
	}
	n := p.slab.node()
	n.Type, n.Data = html.TextNode, t
	top.AppendChild(n)
}

func (p *fastParser) comment(data string) bool {
	n := p.slab.node()
	n.Type, n.Data = html.CommentNode, data
	switch p.mode {
	case fpInitial, fpBeforeHTML, fpAfterAfterBody:
		p.doc.AppendChild(n)
	case fpAfterBody:
		p.stack[0].AppendChild(n)
	default:
		p.top().AppendChild(n)
	}
	return true
}

// implied opens the html, head or body element the markup left out.
func (p *fastParser) implied(a atom.Atom) bool {
	n := p.element(a.String(), a, nil)
	if a == atom.Html {
		p.doc.AppendChild(n)
		p.stack = append(p.stack, n)
		return true
	}
	return p.push(n)
}

// toBody moves the modes before <body> on towards it, as a token that
// belongs in the body does: html, head and body are implied on the way.
func (p *fastParser) toBody() bool {
	for p.mode != fpInBody {
		switch p.mode {
		case fpInitial:
			p.mode = fpBeforeHTML
		case fpBeforeHTML:
			p.implied(atom.Html)
			p.mode = fpBeforeHead
		case fpBeforeHead:
			if !p.implied(atom.Head) {
				return false
			}
			p.mode = fpInHead
		case fpInHead:
			p.pop()
			p.mode = fpAfterHead
		case fpAfterHead:
			if !p.implied(atom.Body) {
				return false
			}
			p.mode = fpInBody
		default: // after the body: back into it
			p.mode = fpInBody
		}
	}
	return true
}

func (p *fastParser) text(t string) bool {
	for {
		switch p.mode {
		case fpInitial, fpBeforeHTML, fpBeforeHead:
			t = strings.TrimLeft(t, htmlWhitespace)
			if t == "" {
				return true
			}
			if !p.toBody() {
				return false
			}
		case fpInHead, fpAfterHead:
			rest := strings.TrimLeft(t, htmlWhitespace)
			p.addText(t[:len(t)-len(rest)])
			if rest == "" {
				return true
			}
			t = rest
			if !p.toBody() {
				return false
			}
		case fpAfterBody, fpAfterAfterBody:
			if strings.TrimLeft(t, htmlWhitespace) != "" {
				p.mode = fpInBody
			}
			p.addText(t)
			return true
		default:
			top := p.top()
			switch top.DataAtom {
			case atom.Pre, atom.Listing:
				if top.FirstChild == nil && t != "" && t[0] == '\n' {
					t = t[1:]
				}
			case atom.Table, atom.Tbody, atom.Thead, atom.Tfoot, atom.Tr, atom.Colgroup:
				if strings.Trim(t, htmlWhitespace) != "" {
					return false // moved out of the table
				}
			}
			p.addText(t)
			return true
		}
	}
}

// rawText reads the text of a script, style, textarea or similar element
// up to its end tag, which it consumes, and closes the element.
func (p *fastParser) rawText(n *html.Node, rcdata bool) bool {
	s := p.s
	name := n.Data
	from := p.i
	for k := p.i; ; {
		j := strings.Index(s[k:], "</")
		if j < 0 {
			return false
		}
		k += j + 2
		if k+len(name) > len(s) || !strings.EqualFold(s[k:k+len(name)], name) {
			continue
		}
		e := k + len(name)
		if e >= len(s) {
			return false
		}
		switch c := s[e]; {
		case c == '>':
		case isHTMLSpace(c), c == '/':
			return false
		default:
			continue
		}
		t := s[from : k-2]
		if n.DataAtom == atom.Script && strings.Contains(t, "<!--") {
			return false
		}
		var ok bool
		if rcdata {
			t, ok = decodeText(t, false)
			if !ok {
				return false
			}
		} else if strings.IndexByte(t, '\r') >= 0 {
			t = normalizeNewlines(t)
		}
		if n.DataAtom == atom.Textarea && t != "" && t[0] == '\n' {
			t = t[1:]
		}
		if t != "" {
			c := p.slab.node()
			c.Type, c.Data = html.TextNode, t
			n.AppendChild(c)
		}
		p.i = e + 1
		p.pop()
		return true
	}
}

// rawKind says whether an element's content is raw text (and whether
// character references in it are read), as the tokenizer decides.
func rawKind(a atom.Atom) (raw, rcdata bool) {
	switch a {
	case atom.Script, atom.Style, atom.Xmp, atom.Iframe, atom.Noembed, atom.Noframes, atom.Noscript:
		return true, false
	case atom.Textarea, atom.Title:
		return true, true
	}
	return false, false
}

func isVoid(a atom.Atom) bool {
	switch a {
	case atom.Area, atom.Base, atom.Basefont, atom.Bgsound, atom.Br, atom.Col, atom.Embed, atom.Hr,
		atom.Img, atom.Input, atom.Keygen, atom.Link, atom.Meta, atom.Param, atom.Source, atom.Track, atom.Wbr:
		return true
	}
	return false
}

// insert adds an element at the current node: a void element stays
// closed, a raw text element takes its text and closes, another opens.
func (p *fastParser) insert(name string, a atom.Atom, attrs []html.Attribute, self bool) bool {
	if a == 0 && strings.IndexByte(name, ':') >= 0 {
		return false
	}
	n := p.element(name, a, attrs)
	if !p.push(n) {
		return false
	}
	if isVoid(a) {
		p.pop()
		return true
	}
	if self {
		return false // "/>" on an element that is not void
	}
	if raw, rcdata := rawKind(a); raw {
		return p.rawText(n, rcdata)
	}
	return true
}

func inHeadElement(a atom.Atom) bool {
	switch a {
	case atom.Base, atom.Basefont, atom.Bgsound, atom.Link, atom.Meta, atom.Noframes, atom.Script,
		atom.Style, atom.Title, atom.Noscript:
		return true
	}
	return false
}

// start gives a start tag to the tree.
func (p *fastParser) start(name string, a atom.Atom, attrs []html.Attribute, self bool) bool {
	if p.mode == fpInBody && p.top().Namespace == "svg" {
		return p.svgElement(name, a, attrs, self)
	}
	switch p.mode {
	case fpInitial:
		p.mode = fpBeforeHTML
		fallthrough
	case fpBeforeHTML:
		if a == atom.Html {
			n := p.element(name, a, attrs)
			p.doc.AppendChild(n)
			p.stack = append(p.stack, n)
			p.mode = fpBeforeHead
			return !self
		}
		p.implied(atom.Html)
		p.mode = fpBeforeHead
		fallthrough
	case fpBeforeHead:
		if a == atom.Head {
			p.mode = fpInHead
			return !self && p.push(p.element(name, a, attrs))
		}
		if a == atom.Html || !p.implied(atom.Head) {
			return false
		}
		p.mode = fpInHead
		fallthrough
	case fpInHead:
		if inHeadElement(a) {
			return p.insert(name, a, attrs, self)
		}
		switch a {
		case atom.Head, atom.Html:
			return false
		case atom.Template:
			return p.template(name, attrs, self)
		}
		p.pop()
		p.mode = fpAfterHead
		fallthrough
	case fpAfterHead:
		switch {
		case a == atom.Body:
			p.mode = fpInBody
			return !self && p.push(p.element(name, a, attrs))
		case a == atom.Html, a == atom.Frameset, a == atom.Head, a == atom.Template, inHeadElement(a):
			return false
		}
		if !p.implied(atom.Body) {
			return false
		}
		p.mode = fpInBody
	case fpAfterBody, fpAfterAfterBody:
		p.mode = fpInBody
	}
	return p.bodyStart(name, a, attrs, self)
}

// impliedEnd is the elements the tree builder closes before a new option
// or optgroup.
func impliedEnd(a atom.Atom) bool {
	switch a {
	case atom.Dd, atom.Dt, atom.Li, atom.Optgroup, atom.Option, atom.P, atom.Rb, atom.Rp, atom.Rt, atom.Rtc:
		return true
	}
	return false
}

// itemOpen reports whether a new li (or dd, dt) would close an open one:
// whether one of kinds is open above the nearest list, cell or other
// element that stops the search (a subset of HTML's special elements, so
// an answer of false is certain).
func (p *fastParser) itemOpen(kinds ...atom.Atom) bool {
	for i := len(p.stack) - 1; i >= 0; i-- {
		a := p.stack[i].DataAtom
		for _, k := range kinds {
			if a == k {
				return true
			}
		}
		switch a {
		case atom.Ul, atom.Ol, atom.Menu, atom.Dl, atom.Td, atom.Th, atom.Table, atom.Body, atom.Html, atom.Template,
			atom.Button, atom.Form, atom.Fieldset, atom.Nav, atom.Section, atom.Article, atom.Aside,
			atom.Header, atom.Footer, atom.Main, atom.Select:
			return false
		}
	}
	return false
}

// bodyStart is a start tag in the body.
func (p *fastParser) bodyStart(name string, a atom.Atom, attrs []html.Attribute, self bool) bool {
	switch top := p.top().DataAtom; top {
	case atom.Table:
		switch a {
		case atom.Tbody, atom.Thead, atom.Tfoot, atom.Caption, atom.Colgroup:
		case atom.Tr:
			// A row straight in the table gets the row group the markup
			// left out.
			if self || !p.implied(atom.Tbody) {
				return false
			}
		default:
			return false
		}
		return !self && p.push(p.element(name, a, attrs))
	case atom.Colgroup:
		if a != atom.Col {
			return false
		}
		return p.insert(name, a, attrs, self)
	case atom.Tbody, atom.Thead, atom.Tfoot:
		if a != atom.Tr {
			return false
		}
		return !self && p.push(p.element(name, a, attrs))
	case atom.Tr:
		if a != atom.Td && a != atom.Th {
			return false
		}
		return !self && p.push(p.element(name, a, attrs))
	}
	switch a {
	case atom.Address, atom.Article, atom.Aside, atom.Blockquote, atom.Center, atom.Details, atom.Dialog,
		atom.Dir, atom.Div, atom.Dl, atom.Fieldset, atom.Figcaption, atom.Figure, atom.Footer, atom.Header,
		atom.Hgroup, atom.Main, atom.Menu, atom.Nav, atom.Ol, atom.P, atom.Search, atom.Section, atom.Summary,
		atom.Ul, atom.Pre, atom.Listing, atom.Table, atom.Xmp:
		if p.open[openP] > 0 {
			return false
		}
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		switch p.top().DataAtom {
		case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
			return false
		}
		if p.open[openP] > 0 {
			return false
		}
	case atom.Form:
		// Inside a template a form neither checks nor sets the form the
		// document's controls belong to.
		if p.open[openP] > 0 || p.formOpen && p.open[openTemplate] == 0 {
			return false
		}
		if p.open[openTemplate] == 0 {
			p.formOpen = true
		}
	case atom.Li:
		if p.open[openP] > 0 || p.itemOpen(atom.Li) {
			return false
		}
	case atom.Dd, atom.Dt:
		if p.open[openP] > 0 || p.itemOpen(atom.Dd, atom.Dt) {
			return false
		}
	case atom.Button:
		if p.open[openButton] > 0 {
			return false
		}
	case atom.A, atom.Nobr, atom.B, atom.Big, atom.Code, atom.Em, atom.Font, atom.I, atom.S, atom.Small,
		atom.Strike, atom.Strong, atom.Tt, atom.U:
		if a == atom.A && p.open[openA] > 0 || a == atom.Nobr && p.open[openNobr] > 0 {
			return false
		}
		// The tree builder keeps a formatting element's attributes sorted.
		if len(attrs) > 1 {
			slices.SortFunc(attrs, func(x, y html.Attribute) int {
				return cmp.Or(cmp.Compare(x.Namespace, y.Namespace), cmp.Compare(x.Key, y.Key), cmp.Compare(x.Val, y.Val))
			})
		}
	case atom.Input, atom.Select:
		if p.open[openSelect] > 0 {
			return false
		}
	case atom.Hr:
		if p.open[openP] > 0 || p.open[openSelect] > 0 {
			return false
		}
	case atom.Option:
		if p.top().DataAtom == atom.Option && p.under(atom.Select, atom.Optgroup, atom.Datalist) {
			p.pop() // the option before it ends here
		}
		if t := p.top().DataAtom; t != atom.Optgroup && impliedEnd(t) {
			return false
		}
	case atom.Optgroup:
		if impliedEnd(p.top().DataAtom) {
			return false
		}
	case atom.Rb, atom.Rtc, atom.Rp, atom.Rt:
		if p.open[openRuby] > 0 {
			return false
		}
	case atom.Svg:
		return p.svgElement(name, a, attrs, self)
	case atom.Template:
		return p.template(name, attrs, self)
	case atom.Html, atom.Body, atom.Frameset, atom.Plaintext, atom.Image, atom.Math,
		atom.Caption, atom.Col, atom.Colgroup, atom.Frame, atom.Head, atom.Tbody, atom.Td, atom.Tfoot,
		atom.Th, atom.Thead, atom.Tr:
		return false
	}
	return p.insert(name, a, attrs, self)
}

// end gives an end tag to the tree: the fast path takes one only when it
// closes the current node.
func (p *fastParser) end(name string, a atom.Atom) bool {
	switch p.mode {
	case fpInHead:
		if a != atom.Head {
			return false
		}
		p.pop()
		p.mode = fpAfterHead
		return true
	case fpInBody:
	case fpAfterBody:
		if a == atom.Html {
			p.mode = fpAfterAfterBody
			return true
		}
		p.mode = fpInBody
	case fpAfterAfterBody:
		p.mode = fpInBody
	default:
		return false
	}
	top := p.top()
	if top.Namespace == "svg" {
		if !strings.EqualFold(top.Data, name) {
			return false
		}
		p.pop()
		return true
	}
	switch a {
	case atom.Body, atom.Html:
		if top.DataAtom != atom.Body {
			return false
		}
		p.mode = fpAfterBody
		if a == atom.Html {
			p.mode = fpAfterAfterBody
		}
		return true
	case atom.Br:
		return false
	case atom.Table:
		// The end of a table ends the row and row group the markup left
		// open (or never wrote).
		if top.DataAtom == atom.Tr && p.under(atom.Tbody, atom.Thead, atom.Tfoot) {
			p.pop()
			top = p.top()
		}
		if (top.DataAtom == atom.Tbody || top.DataAtom == atom.Thead || top.DataAtom == atom.Tfoot) && p.under(atom.Table) {
			p.pop()
			top = p.top()
		}
	case atom.Select, atom.Datalist, atom.Optgroup:
		// Its end ends the option (and, for a select, the option group)
		// left open.
		if top.DataAtom == atom.Option && p.under(atom.Select, atom.Datalist, atom.Optgroup) {
			p.pop()
			top = p.top()
		}
		if a == atom.Select && top.DataAtom == atom.Optgroup && p.under(atom.Select) {
			p.pop()
			top = p.top()
		}
	case atom.Template:
		if top.DataAtom != atom.Template || top.Namespace != "" {
			return false
		}
		p.pop()
		p.mode = p.outer[len(p.outer)-1]
		p.outer = p.outer[:len(p.outer)-1]
		return true
	case atom.Form:
		if p.open[openTemplate] == 0 {
			p.formOpen = false
		}
	}
	if top.Data != name || top.DataAtom != a {
		return false
	}
	p.pop()
	return true
}

// eof finishes the tree as the end of the input does: html, head and body
// are implied when the markup gave none.
func (p *fastParser) eof() bool {
	if p.open[openTemplate] > 0 {
		return false
	}
	if p.mode < fpInBody {
		return p.toBody()
	}
	return true
}

// svgElement is an <svg> start tag in the body, or a start tag inside an
// svg element: a foreign element, with the names SVG spells in mixed case
// given that spelling, and "/>" closing it. The fast path takes the
// common drawing elements and attributes; a name whose spelling it does
// not know, an HTML element inside the drawing (which breaks out of it or
// sits in an integration point) or a font goes to html.Parse.
func (p *fastParser) svgElement(name string, a atom.Atom, attrs []html.Attribute, self bool) bool {
	if top := p.top(); top.Namespace == "svg" {
		switch top.Data {
		case "title", "desc", "foreignObject":
			return false // an HTML integration point
		}
		if svgBreakout(a) {
			return false
		}
		adj, ok := svgTagName(name)
		if !ok {
			return false
		}
		if adj != name {
			name, a = adj, atom.Lookup([]byte(adj))
		}
	}
	for i := range attrs {
		if !svgAttr(&attrs[i]) {
			return false
		}
	}
	n := p.element(name, a, attrs)
	n.Namespace = "svg"
	if !p.push(n) {
		return false
	}
	if self {
		p.pop()
	}
	return true
}

// svgBreakout reports the HTML start tags that end foreign content.
func svgBreakout(a atom.Atom) bool {
	switch a {
	case atom.B, atom.Big, atom.Blockquote, atom.Body, atom.Br, atom.Center, atom.Code, atom.Dd, atom.Div,
		atom.Dl, atom.Dt, atom.Em, atom.Embed, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6,
		atom.Head, atom.Hr, atom.I, atom.Img, atom.Li, atom.Listing, atom.Menu, atom.Meta, atom.Nobr,
		atom.Ol, atom.P, atom.Pre, atom.Ruby, atom.S, atom.Small, atom.Span, atom.Strong, atom.Strike,
		atom.Sub, atom.Sup, atom.Table, atom.Tt, atom.U, atom.Ul, atom.Var, atom.Font:
		return true
	}
	return false
}

// svgTagName is the name of an element inside an svg element, as HTML
// spells it: a few are mixed case. Names of filter primitives, glyphs and
// animations (most of them mixed case) and foreignObject are left to
// html.Parse.
func svgTagName(n string) (string, bool) {
	switch n {
	case "clippath":
		return "clipPath", true
	case "lineargradient":
		return "linearGradient", true
	case "radialgradient":
		return "radialGradient", true
	case "textpath":
		return "textPath", true
	case "foreignobject", "glyphref":
		return "", false
	}
	if strings.HasPrefix(n, "fe") || strings.HasPrefix(n, "altglyph") || strings.HasPrefix(n, "animate") {
		return "", false
	}
	return n, true
}

// svgAttr gives an attribute of an svg element its HTML spelling: the
// mixed-case names of the drawing attributes, the xlink and xml
// namespaces. It answers false for a name it does not know to be spelled
// as written.
func svgAttr(at *html.Attribute) bool {
	k := at.Key
	if at.Namespace != "" {
		return false
	}
	switch k {
	case "xlink:actuate", "xlink:arcrole", "xlink:href", "xlink:role", "xlink:show", "xlink:title",
		"xlink:type", "xml:lang", "xml:space", "xmlns:xlink":
		j := strings.IndexByte(k, ':')
		at.Namespace, at.Key = k[:j], k[j+1:]
		return true
	}
	if m, ok := svgMixedCase[k]; ok {
		at.Key = m
		return true
	}
	if strings.IndexByte(k, '-') >= 0 {
		// No mixed-case SVG attribute has a hyphen (stroke-width,
		// aria-hidden, data-*): these are spelled as written.
		return !strings.HasPrefix(k, "xlink") && !strings.HasPrefix(k, "xml")
	}
	switch k {
	case "d", "x", "y", "r", "cx", "cy", "rx", "ry", "x1", "x2", "y1", "y2", "dx", "dy", "fx", "fy", "fr",
		"fill", "stroke", "width", "height", "points", "transform", "class", "id", "style", "opacity",
		"role", "focusable", "version", "offset", "href", "xmlns", "mask", "filter", "display",
		"visibility", "rotate", "values", "from", "to", "by", "dur", "begin", "end", "type", "lang",
		"tabindex", "title", "overflow", "color", "name", "slot", "part", "hidden", "dir", "path":
		return true
	}
	return false
}

// svgMixedCase is the SVG attributes in mixed case that drawings use
// most, by the lower-case name the tokenizer reads.
var svgMixedCase = map[string]string{
	"viewbox":             "viewBox",
	"preserveaspectratio": "preserveAspectRatio",
	"gradientunits":       "gradientUnits",
	"gradienttransform":   "gradientTransform",
	"clippathunits":       "clipPathUnits",
	"patternunits":        "patternUnits",
	"patterntransform":    "patternTransform",
	"patterncontentunits": "patternContentUnits",
	"maskunits":           "maskUnits",
	"maskcontentunits":    "maskContentUnits",
	"filterunits":         "filterUnits",
	"primitiveunits":      "primitiveUnits",
	"pathlength":          "pathLength",
	"textlength":          "textLength",
	"lengthadjust":        "lengthAdjust",
	"startoffset":         "startOffset",
	"markerwidth":         "markerWidth",
	"markerheight":        "markerHeight",
	"markerunits":         "markerUnits",
	"refx":                "refX",
	"refy":                "refY",
	"spreadmethod":        "spreadMethod",
}

// template opens a template element, in the head or the body: its
// contents are read as a body's until its end tag, which goes back to the
// mode it was opened in.
func (p *fastParser) template(name string, attrs []html.Attribute, self bool) bool {
	if self || !p.push(p.element(name, atom.Template, attrs)) {
		return false
	}
	p.outer = append(p.outer, p.mode)
	p.mode = fpInBody
	return true
}

// under reports whether the current node's parent on the stack is an HTML
// element of one of the kinds.
func (p *fastParser) under(kinds ...atom.Atom) bool {
	if len(p.stack) < 2 {
		return false
	}
	n := p.stack[len(p.stack)-2]
	if n.Namespace != "" {
		return false
	}
	for _, k := range kinds {
		if n.DataAtom == k {
			return true
		}
	}
	return false
}
