package dom

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"
)

// The offline cascade. It computes the few properties that decide whether
// a person can see an element, the text of ::before/::after (and whether
// their box sets it apart, spacing.go) and of list markers (marker.go), from
// user-agent defaults, the hidden attribute, the document's <style> rules
// (sheet.go) and inline styles, in the order CSS Cascade 4 §6 gives:
// sheet declarations by specificity then source order, inline ones above
// them, and !important ones above all normal ones (inline !important on
// top). visibility and pointer-events are inherited, along the flat tree.
// A shadow tree's <style> rules apply inside that tree only; the document's
// do not reach into shadow trees (only inheritance crosses the boundary).

// uaHidden lists elements the user-agent stylesheet never renders.
var uaHidden = map[string]bool{
	"head": true, "script": true, "style": true, "template": true, "title": true,
	"meta": true, "link": true, "base": true, "noscript": true, "area": true,
	"datalist": true, "param": true, "source": true, "track": true, "noembed": true,
	"noframes": true, "rp": true,
}

// noPseudo lists elements that never get ::before/::after boxes (void and
// replaced elements).
var noPseudo = map[string]bool{
	"input": true, "img": true, "textarea": true, "select": true, "iframe": true,
	"video": true, "audio": true, "canvas": true, "object": true, "embed": true,
	"br": true, "wbr": true, "area": true, "frame": true,
}

// prop names a property the model keeps.
type prop uint8

const (
	propDisplay prop = iota + 1
	propVisibility
	propOpacity
	propContentVisibility
	propPointerEvents
	propContent
	// propSpacing is padding and margin, kept for ::before/::after only:
	// whether generated text is set apart from the content.
	propSpacing
	propListStyleType
	propListStyle // the shorthand
	// propWidth and propHeight are kept only as zero or not (see zeroBox).
	propWidth
	propHeight
	// The counter properties come last (sheet.go tests >= propCounterReset).
	propCounterReset
	propCounterIncrement
	propCounterSet
)

var propByName = map[string]prop{
	"display": propDisplay, "visibility": propVisibility, "opacity": propOpacity,
	"content-visibility": propContentVisibility, "pointer-events": propPointerEvents,
	"content": propContent, "counter-reset": propCounterReset,
	"counter-increment": propCounterIncrement, "counter-set": propCounterSet,
	"list-style-type": propListStyleType, "list-style": propListStyle,
	"width": propWidth, "height": propHeight,
	"padding": propSpacing, "padding-left": propSpacing, "padding-right": propSpacing,
	"padding-inline": propSpacing, "padding-inline-start": propSpacing, "padding-inline-end": propSpacing,
	"margin": propSpacing, "margin-left": propSpacing, "margin-right": propSpacing,
	"margin-inline": propSpacing, "margin-inline-start": propSpacing, "margin-inline-end": propSpacing,
}

// decl is one declaration of a kept property, with its value parsed.
type decl struct {
	prop      prop
	important bool
	// global is a CSS-wide keyword (inherit, initial, unset, revert,
	// revert-layer) or "".
	global string
	// kw is the keyword (or normalized number) of the simple properties.
	kw       string
	content  *contentValue
	counters []counterOp
	// sets and nonzero are the sides a spacing declaration sets and those
	// it sets to a positive length (see spacingDecl).
	sets, nonzero uint8
}

// parseDecl parses the value of a kept property; ok is false for a value
// the model cannot use (invalid, or depending on var()), which CSS would
// drop or cannot resolve offline.
func parseDecl(p prop, raw string) (d decl, ok bool) {
	d.prop = p
	v, ok := declValue(raw, &d)
	if !ok {
		return d, false
	}
	lower := strings.ToLower(v)
	switch lower {
	case "inherit", "initial", "unset", "revert", "revert-layer":
		d.global = lower
		return d, true
	}
	switch p {
	case propDisplay:
		d.kw = firstWord(lower)
		return d, isKeyword(d.kw)
	case propVisibility:
		d.kw = lower
		return d, lower == "visible" || lower == "hidden" || lower == "collapse"
	case propOpacity:
		return parseOpacity(d, lower)
	case propContentVisibility:
		d.kw = lower
		return d, lower == "visible" || lower == "hidden" || lower == "auto"
	case propPointerEvents:
		d.kw = lower
		return d, isKeyword(lower)
	case propContent:
		c, ok := parseContent(v)
		d.content = c
		if c == nil {
			d.kw = lower // none or normal: ::marker tells them apart
		}
		return d, ok
	case propListStyleType, propListStyle:
		d.kw, ok = listStyleType(v, p == propListStyle)
		return d, ok
	case propWidth, propHeight:
		d.kw = "set"
		if zeroLength(lower) {
			d.kw = "0"
		}
		return d, true
	case propCounterReset, propCounterIncrement, propCounterSet:
		ops, ok := parseCounterOps(v, p)
		d.counters = ops
		return d, ok
	}
	return d, false
}

// zeroLength reports a length of zero in any unit ("0", "0px", "0.0em").
func zeroLength(v string) bool {
	i := 0
	for i < len(v) && (v[i] == '0' || v[i] == '.' || v[i] == '+' || v[i] == '-') {
		i++
	}
	if i == 0 || strings.Trim(v[:i], "+-.") == "" {
		return false
	}
	unit := v[i:]
	return unit == "" || isKeyword(unit) && len(unit) <= 4
}

// declValue trims a declaration's value and takes !important off it into
// d; ok is false for an empty value or one that depends on var() or env().
func declValue(raw string, d *decl) (v string, ok bool) {
	v = strings.TrimSpace(raw)
	if i := strings.LastIndexByte(v, '!'); i >= 0 && strings.EqualFold(strings.TrimSpace(v[i+1:]), "important") {
		d.important = true
		v = strings.TrimSpace(v[:i])
	}
	return v, v != "" && !strings.Contains(v, "var(") && !strings.Contains(v, "env(")
}

func parseOpacity(d decl, v string) (decl, bool) {
	num := v
	pct := strings.HasSuffix(v, "%")
	if pct {
		num = v[:len(v)-1]
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil {
		return d, false
	}
	if pct {
		f /= 100
	}
	switch {
	case f <= 0:
		d.kw = "0"
	case f >= 1:
		d.kw = "1"
	default:
		d.kw = strconv.FormatFloat(f, 'g', -1, 64)
	}
	return d, true
}

// isKeyword reports whether v is a plain identifier (possibly several).
func isKeyword(v string) bool {
	if v == "" || !(v[0] == '-' || v[0] == '_' || v[0] >= 'a' && v[0] <= 'z') {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isIdentByte(c) && c != ' ' {
			return false
		}
	}
	return true
}

func firstWord(v string) string {
	if i := strings.IndexAny(v, " \t\n"); i > 0 {
		return v[:i]
	}
	return v
}

// inlineDecls parses a style attribute, keeping only the properties the
// model uses. Most style attributes set none of them, so a cheap scan
// comes first.
func inlineDecls(s string) []decl {
	if !mentionsKeptProp(s) {
		return nil
	}
	var out []decl
	for _, part := range splitDecls(s) {
		i := strings.IndexByte(part, ':')
		if i <= 0 {
			continue
		}
		p, ok := propByName[strings.ToLower(strings.TrimSpace(part[:i]))]
		// content on the element itself is not generated text; spacing
		// is kept for pseudo-elements only, which have no style attribute.
		if !ok || p == propContent || p == propSpacing {
			continue
		}
		if d, ok := parseDecl(p, part[i+1:]); ok {
			out = append(out, d)
		}
	}
	return out
}

func mentionsKeptProp(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			s = strings.ToLower(s)
			break
		}
	}
	return strings.Contains(s, "display") || strings.Contains(s, "visib") ||
		strings.Contains(s, "width") || strings.Contains(s, "height") ||
		strings.Contains(s, "opacity") || strings.Contains(s, "pointer-events") ||
		strings.Contains(s, "counter") || strings.Contains(s, "list-style")
}

// splitDecls splits on semicolons outside quotes and parentheses.
func splitDecls(s string) []string {
	var out []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '(':
			depth++
		case c == ')':
			if depth > 0 {
				depth--
			}
		case c == ';' && depth == 0:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// applyStyles computes the Style (and generated text) of every element.
func applyStyles(d *Document, sheets []sheetSource, o *ParseOptions) {
	c := &cascader{}
	if !o.NoStyleSheets && len(sheets) > 0 {
		var scopes []*Node
		texts := map[*Node][]string{}
		for _, s := range sheets {
			if _, ok := texts[s.scope]; !ok {
				scopes = append(scopes, s.scope)
			}
			texts[s.scope] = append(texts[s.scope], s.text)
		}
		c.sets = map[*Node]*ruleSet{}
		dir := false
		for _, sc := range scopes {
			if rs := compileSheets(texts[sc]); rs != nil {
				rs.budget = matchBudgetPerNode*len(d.Nodes) + matchBudgetBase
				c.sets[sc] = rs
				dir = dir || rs.dir
				if rs.counters {
					c.counters = &counterState{}
				}
			}
		}
		if dir {
			markRTL(d)
		}
	}
	if c.counters == nil && hasListItem(d) {
		// List markers number their items with the list-item counter.
		c.counters = &counterState{}
	}
	root := Style{Visibility: "visible"}
	c.walk(d.Root, &root, c.sets[d.Root], true)
}

// The cascade's matching budget per tree: enough for thousands of rules
// over a large page, bounded for a hostile one.
const (
	matchBudgetPerNode = 2000
	matchBudgetBase    = 1_000_000
)

type cascader struct {
	sets     map[*Node]*ruleSet
	buf      []*rule
	counters *counterState // nil when no sheet uses counters
}

// generated is the cascaded ::before, ::after or ::marker of one element.
type generated struct {
	display, visibility string
	content             *contentValue
	// contentNone: content is none (a ::marker then has no text; normal
	// gives it the list-style marker).
	contentNone bool
	// spacing holds the padding and margin sides set to a positive length.
	spacing uint8
	ops     counterOps
}

// counterOps are the winning counter-reset/increment/set declarations.
type counterOps struct{ reset, incr, set *decl }

func (c *cascader) walk(n *Node, parent *Style, rs *ruleSet, rendered bool) {
	if n.Type != ElementNode {
		for _, ch := range n.Children {
			c.walk(ch, parent, rs, rendered)
		}
		return
	}
	st := &n.State.CSS
	ua := uaDisplay(n)
	st.Display = ua
	st.Visibility = parent.Visibility
	st.PointerEvents = parent.PointerEvents
	st.listStyle = parent.listStyle
	if ls, ok := uaListStyle(n); ok {
		st.listStyle = ls
	}
	if n.Namespace == "" && strings.EqualFold(n.AttrOr("hidden"), "until-found") {
		st.ContentVisibility = "hidden"
	}
	var matched []*rule
	if rs != nil {
		c.buf = rs.match(n, c.buf[:0])
		matched = c.buf
	}
	var inline []decl
	if s, ok := n.Attr("style"); ok {
		inline = inlineDecls(s)
	}
	var ops counterOps
	var before, after, marker *generated
	if len(matched) > 0 || len(inline) > 0 {
		// Cascade order: normal sheet, normal inline, important sheet,
		// important inline; later wins.
		for _, imp := range [2]bool{false, true} {
			for _, r := range matched {
				if r.pseudo == pseudoNone {
					for i := range r.decls {
						if r.decls[i].important == imp {
							applyDecl(st, parent, ua, &r.decls[i], &ops)
						}
					}
				}
			}
			for i := range inline {
				if inline[i].important == imp {
					applyDecl(st, parent, ua, &inline[i], &ops)
				}
			}
		}
		if n.Namespace == "" && !noPseudo[n.Tag] { // SVG and MathML have no generated content
			before = cascadePseudo(matched, pseudoBefore, st)
			after = cascadePseudo(matched, pseudoAfter, st)
			marker = cascadePseudo(matched, pseudoMarker, st)
		}
	}
	if st.Visibility == "" {
		st.Visibility = "visible"
	}
	rendered = rendered && st.Display != "none"
	cs := c.counters
	if cs != nil && rendered {
		cs.enter(n, ops)
	}
	if rendered && st.Display == "list-item" && n.Namespace == "" {
		if m := c.marker(n, st, marker); m != "" {
			n.State.EditGenerated().Marker = m
		}
	}
	if before != nil && rendered {
		if text, alt, hasAlt := c.generate(n, before); text != "" || hasAlt {
			g := n.State.EditGenerated()
			g.Before, g.BeforeAlt, g.BeforeHasAlt = text, alt, hasAlt
			g.BeforeGap = before.gap(n, true)
		}
	}
	if n.Shadow != nil {
		c.walk(n.Shadow, st, c.sets[n.Shadow], rendered)
	}
	for _, ch := range n.Children {
		ps := st
		if n.Shadow != nil {
			// A host's light children inherit through the slot that
			// renders them (the flat tree), not from the host directly.
			if slot := AssignedSlot(ch); slot != nil && slot.State != nil {
				ps = &slot.State.CSS
			}
		}
		c.walk(ch, ps, rs, rendered)
	}
	if after != nil && rendered {
		if text, alt, hasAlt := c.generate(n, after); text != "" || hasAlt {
			g := n.State.EditGenerated()
			g.After, g.AfterAlt, g.AfterHasAlt = text, alt, hasAlt
			g.AfterGap = after.gap(n, false)
		}
	}
	if cs != nil && rendered {
		cs.exit(n)
	}
}

// generate runs a pseudo-element's counter operations and returns its text.
func (c *cascader) generate(n *Node, g *generated) (text, alt string, hasAlt bool) {
	if g.display == "none" || g.content == nil {
		return "", "", false
	}
	if c.counters != nil {
		c.counters.pseudo(n, g.ops)
	}
	text, alt, hasAlt = g.content.eval(n, c.counters)
	if g.visibility == "hidden" || g.visibility == "collapse" {
		// Invisible generated text is not text a person reads.
		return "", "", false
	}
	return text, alt, hasAlt
}

// cascadePseudo cascades the rules of one pseudo-element; nil when none.
func cascadePseudo(matched []*rule, kind pseudoKind, el *Style) *generated {
	var g *generated
	for _, imp := range [2]bool{false, true} {
		for _, r := range matched {
			if r.pseudo != kind {
				continue
			}
			if g == nil {
				g = &generated{display: "inline", visibility: el.Visibility}
			}
			for i := range r.decls {
				d := &r.decls[i]
				if d.important != imp {
					continue
				}
				switch d.prop {
				case propContent:
					// inherit takes the element's content, which is normal
					// for an element; all CSS-wide keywords give no text.
					g.content = d.content
					g.contentNone = d.global == "" && d.kw == "none"
					if d.global != "" {
						g.content = nil
					}
				case propSpacing:
					g.spacing = g.spacing&^d.sets | d.nonzero
				case propDisplay:
					g.display = d.kw
					if d.global != "" {
						g.display = "inline"
					}
				case propVisibility:
					g.visibility = d.kw
					if d.global != "" {
						g.visibility = el.Visibility
					}
				case propCounterReset:
					g.ops.reset = d
				case propCounterIncrement:
					g.ops.incr = d
				case propCounterSet:
					g.ops.set = d
				}
			}
		}
	}
	return g
}

// applyDecl applies one declaration to an element's style.
func applyDecl(st, parent *Style, ua string, d *decl, ops *counterOps) {
	switch d.prop {
	case propDisplay:
		switch d.global {
		case "":
			st.Display = d.kw
		case "inherit":
			st.Display = parent.Display
		case "revert", "revert-layer":
			st.Display = ua
		default:
			st.Display = "inline"
		}
	case propVisibility:
		switch d.global {
		case "":
			st.Visibility = d.kw
		case "initial":
			st.Visibility = "visible"
		default: // inherit, unset (it is inherited), revert (no UA rule)
			st.Visibility = parent.Visibility
		}
	case propOpacity:
		st.Opacity = d.kw
		if d.global == "inherit" {
			st.Opacity = parent.Opacity
		}
	case propContentVisibility:
		st.ContentVisibility = d.kw
		if d.global == "inherit" {
			st.ContentVisibility = parent.ContentVisibility
		}
	case propPointerEvents:
		st.PointerEvents = d.kw
		if d.global != "" && d.global != "initial" {
			st.PointerEvents = parent.PointerEvents
		} else if d.global == "initial" {
			st.PointerEvents = ""
		}
	case propListStyleType, propListStyle:
		switch d.global {
		case "":
			st.listStyle = d.kw
		case "initial":
			st.listStyle = ""
		default: // inherited
			st.listStyle = parent.listStyle
		}
	case propWidth, propHeight:
		// Not inherited: inherit takes the parent's, the other CSS-wide
		// keywords the initial auto.
		zero := d.kw == "0"
		if d.global != "" {
			zero = false
			if d.global == "inherit" {
				zero = parent.zeroW
				if d.prop == propHeight {
					zero = parent.zeroH
				}
			}
		}
		if d.prop == propWidth {
			st.zeroW = zero
		} else {
			st.zeroH = zero
		}
	case propCounterReset:
		ops.reset = d
	case propCounterIncrement:
		ops.incr = d
	case propCounterSet:
		ops.set = d
	}
}

// uaDisplay is the display the user-agent stylesheet and the hidden
// attribute give an element ("" when it is rendered, its exact box type
// not mattering here).
func uaDisplay(n *Node) string {
	if n.Namespace != "" {
		return ""
	}
	if uaHidden[n.Tag] {
		return "none"
	}
	if v, ok := n.Attr("hidden"); ok && !strings.EqualFold(v, "until-found") {
		return "none"
	}
	switch n.Tag {
	case "input":
		if strings.EqualFold(n.AttrOr("type"), "hidden") {
			return "none"
		}
	case "dialog":
		if !n.HasAttr("open") {
			return "none"
		}
	case "li":
		return "list-item"
	}
	// A popover is hidden until shown; a saved page shows none.
	if n.HasAttr("popover") {
		return "none"
	}
	if p := n.Parent; p != nil && p.IsElement("details") && !p.HasAttr("open") && !n.IsElement("summary") {
		return "none"
	}
	return ""
}

// markRTL gives right-to-left elements the attribute :dir(rtl) tests
// (selector.go), following HTML's directionality rules: the dir attribute,
// auto from the first strong character of the text, else the parent's.
func markRTL(d *Document) {
	rtl := make(map[*Node]bool)
	for _, n := range d.Nodes {
		if n.Type != ElementNode || n.src == nil {
			continue
		}
		var is bool
		switch strings.ToLower(n.AttrOr("dir")) {
		case "rtl":
			is = true
		case "ltr":
		case "auto":
			is = autoRTL(n)
		default:
			if n.IsElement("bdi") {
				is = autoRTL(n)
			} else if p := n.ComposedParent(); p != nil {
				if p.Type == ShadowRootNode {
					p = p.Host
				}
				is = rtl[p]
			}
		}
		if is {
			rtl[n] = true
			n.src.Attr = append(n.src.Attr[:len(n.src.Attr):len(n.src.Attr)], htmlAttr(rtlAttr, ""))
		}
	}
}

// autoRTL reports whether the first strong character of n's text is
// right-to-left (HTML's dir=auto).
func autoRTL(n *Node) bool {
	t := n.TextContent()
	if n.IsElement("input", "textarea") {
		t = n.State.Value
		if n.Tag == "input" && t == "" {
			t = n.AttrOr("value")
		}
	}
	for i := 0; i < len(t); {
		r, size := utf8.DecodeRuneInString(t[i:])
		p, _ := bidi.LookupRune(r)
		switch p.Class() {
		case bidi.R, bidi.AL:
			return true
		case bidi.L:
			return false
		}
		i += size
	}
	return false
}
