package dom

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/andybalholm/cascadia"
	"github.com/tdewolff/parse/v2"
	"github.com/tdewolff/parse/v2/css"
)

// This file reads the rules of <style> elements into a ruleSet: only the
// declarations the model keeps (see props), only rules that can apply to a
// page at rest on a screen. CSS Syntax error recovery is tdewolff's; what is
// kept follows CSS Cascade 4:
//
//   - @media applies when its query is plainly screen or all (media
//     features need a viewport the offline model does not have, so such
//     blocks are skipped); @supports and @layer apply their contents;
//     other at-rules (@keyframes, @font-face, @container, ...) are skipped.
//   - A rule whose selector list does not compile, or uses interaction
//     state (:hover, :focus, ...), is skipped whole, as an invalid selector
//     list drops the whole rule in CSS.
//   - Nested rules (CSS Nesting) resolve '&' to the parent selector list.

// rule is one compiled selector with the declarations of its style rule.
// A selector list becomes one rule per selector, sharing declarations.
type rule struct {
	sel *complexSel
	// prio orders rules in the cascade: specificity, then source order.
	prio   uint64
	pseudo pseudoKind
	decls  []decl
	// keyKind and key say where the rule is indexed (see selectorKey).
	keyKind int
	key     string
	// keyOnly is set when the rightmost compound is just the key (".a",
	// "#b", "p"): an element the index hands over matches it already.
	keyOnly bool
}

type pseudoKind uint8

const (
	pseudoNone pseudoKind = iota
	pseudoBefore
	pseudoAfter
	pseudoMarker
)

// ruleSet holds the rules of one tree's style sheets (the document's, or
// one shadow root's), indexed by the key of each selector's rightmost
// compound.
type ruleSet struct {
	rules     []rule
	byID      map[string][]int32
	byClass   map[string][]int32
	byTag     map[string][]int32
	universal []int32
	// counters is set when some rule uses CSS counters, so the cascade
	// only tracks them when needed.
	counters bool
	// dir is set when some selector tests :dir().
	dir bool
	// sizes is set when some declaration sets a width or height of zero:
	// only then are width and height kept (most sheets size every control,
	// and matching those rules would cost every page for nothing).
	sizes bool
	// budget bounds the selector matching one document may cost (in
	// compounds tried); a hostile page that exhausts it gets no more
	// sheet rules rather than a hang. Far above what real pages use.
	budget int
}

// maxArgCombinators bounds the combinators a selector may nest inside
// :not()/:is()/:has() for the cascade: cascadia matches nested ones by
// backtracking, each one a factor of the tree's depth, so more than one
// lets a page stall the builder. Real sheets rarely nest even one.
const maxArgCombinators = 1

// maxRules bounds the rules kept from one tree's sheets, so a hostile page
// cannot make the cascade quadratic beyond reason.
const maxRules = 20000

// compileSheets reads the sheets of one tree, in tree order.
func compileSheets(texts []string) *ruleSet {
	rs := &ruleSet{}
	for _, t := range texts {
		if hasZeroSizeDecl(t) {
			rs.sizes = true
			break
		}
	}
	order := 0
	for _, t := range texts {
		rs.addSheet(t, &order)
	}
	if len(rs.rules) == 0 {
		return nil
	}
	rs.index()
	return rs
}

// frame is an open block while reading a sheet.
type frame struct {
	// skip: the block's contents do not apply (an at-rule we skip, or a
	// block inside one).
	skip bool
	// rule blocks: the resolved selector list and the rule's order.
	isRule bool
	sel    string
	order  int
	decls  []decl
	// generates: the selector names ::before or ::after, the only boxes
	// whose spacing the model keeps.
	generates bool
}

func (rs *ruleSet) addSheet(text string, order *int) {
	p := css.NewParser(parse.NewInputString(text), false)
	var stack []frame
	skipping := func() bool { return len(stack) > 0 && stack[len(stack)-1].skip }
	// The parser always advances, but a bound keeps a parser bug from
	// becoming a hang on a hostile page.
	for guard := 2*len(text) + 16; guard > 0; guard-- {
		gt, _, data := p.Next()
		switch gt {
		case css.ErrorGrammar:
			if !p.HasParseError() {
				return // end of input
			}
			// A stray closing brace may close a block the parser still had
			// open; keep the stack in step with the parser's.
		case css.BeginAtRuleGrammar:
			skip := skipping() || (len(stack) > 0 && stack[len(stack)-1].isRule) || !atRuleApplies(string(data), p.Values())
			stack = append(stack, frame{skip: skip})
		case css.EndAtRuleGrammar, css.EndRulesetGrammar:
			if len(stack) == 0 {
				continue
			}
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if f.isRule && !f.skip && len(f.decls) > 0 {
				rs.addRule(f.sel, f.order, f.decls)
			}
		case css.BeginRulesetGrammar:
			f := frame{isRule: true, skip: skipping(), order: *order}
			*order++
			if !f.skip {
				sel := selectorText(p.Values())
				if len(stack) > 0 && stack[len(stack)-1].isRule {
					sel = nestSelector(stack[len(stack)-1].sel, p.Values())
				}
				f.sel = sel
				f.generates = namesBeforeAfter(sel)
			}
			stack = append(stack, f)
		case css.DeclarationGrammar:
			if len(stack) == 0 || !stack[len(stack)-1].isRule || stack[len(stack)-1].skip {
				continue
			}
			pr, ok := propByName[string(data)]
			if !ok || (pr == propWidth || pr == propHeight) && !rs.sizes {
				continue
			}
			f := &stack[len(stack)-1]
			var d decl
			if pr == propSpacing {
				if !f.generates {
					continue
				}
				d, ok = spacingDecl(string(data), tokensText(p.Values()))
			} else {
				d, ok = parseDecl(pr, tokensText(p.Values()))
			}
			if ok {
				f.decls = append(f.decls, d)
				if pr >= propCounterReset || pr == propContent && d.content != nil && d.content.counters {
					rs.counters = true
				}
			}
		}
	}
}

// zeroSizeTail finds a width or height declaration of zero length, when
// the character before it is no part of a name (or there is none): that
// is, `(?i)(^|[^-\w])` + zeroSizeTail (sheet_test.go keeps that as the
// reference). The two anchored forms try it at one place each.
const zeroSizeTail = `(width|height)\s*:\s*[+-]?0*\.?0+[a-z%]*\s*(!\s*important\s*)?($|[;}])`

var (
	zeroSizeAtStart = regexp.MustCompile(`(?i)^` + zeroSizeTail)
	zeroSizeAfter   = regexp.MustCompile(`(?i)^[^-\w]` + zeroSizeTail)
)

// hasZeroSizeDecl is zeroSizeDecl.MatchString(t), with the regexp tried
// only where "width" or "height" starts (letters with no case variant
// outside ASCII) instead of at every byte of the sheet, which cost as
// much as the rest of compiling it.
func hasZeroSizeDecl(t string) bool {
	for i := 0; i < len(t); i++ {
		if c := t[i] | 0x20; c != 'w' && c != 'h' {
			continue
		}
		if !hasPrefixFold(t[i:], "width") && !hasPrefixFold(t[i:], "height") {
			continue
		}
		if i == 0 {
			if zeroSizeAtStart.MatchString(t) {
				return true
			}
			continue
		}
		// The character before the name, as the regexp decodes it.
		_, size := utf8.DecodeLastRuneInString(t[:i])
		if zeroSizeAfter.MatchString(t[i-size:]) {
			return true
		}
	}
	return false
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// atRuleApplies decides whether the contents of an at-rule block apply.
func atRuleApplies(name string, prelude []css.Token) bool {
	switch strings.TrimPrefix(name, "@") {
	case "media":
		return mediaApplies(tokensText(prelude))
	case "supports", "layer":
		return true
	}
	return false
}

// mediaApplies reports whether a media query list (from @media or a media
// attribute) plainly matches a screen: empty, "all", "screen", or a list
// holding one of those. Queries with features need a viewport and do not.
func mediaApplies(q string) bool {
	q = strings.TrimSpace(q)
	if q == "" {
		return true
	}
	for _, part := range strings.Split(q, ",") {
		switch strings.ToLower(strings.Join(strings.Fields(part), " ")) {
		case "all", "screen", "only screen", "only all":
			return true
		}
	}
	return false
}

// tokensText joins tokens back into text (whitespace is already one space).
func tokensText(ts []css.Token) string {
	n := 0
	for _, t := range ts {
		n += len(t.Data)
	}
	var b strings.Builder
	b.Grow(n)
	for _, t := range ts {
		b.Write(t.Data)
	}
	return strings.TrimSpace(b.String())
}

// selectorText joins a rule's prelude back into selector text. The parser
// drops white space inside attribute selectors, which would glue the
// value to a case flag ([type=a i]), so a space goes back between words.
func selectorText(ts []css.Token) string {
	var b strings.Builder
	inAttr, prevWord := false, false
	for _, t := range ts {
		word := t.TokenType == css.IdentToken || t.TokenType == css.StringToken
		switch t.TokenType {
		case css.LeftBracketToken:
			inAttr = true
		case css.RightBracketToken:
			inAttr = false
		}
		if inAttr && word && prevWord {
			b.WriteByte(' ')
		}
		prevWord = word
		b.Write(t.Data)
	}
	return strings.TrimSpace(b.String())
}

// nestSelector resolves a nested rule's selector list against its parent's
// (CSS Nesting §3): '&' stands for the parent list, and a selector without
// '&' is relative to it as a descendant (or by its leading combinator).
func nestSelector(parent string, ts []css.Token) string {
	is := ":is(" + parent + ")"
	var out, cur strings.Builder
	amp, inAttr, prevWord := false, false, false
	flush := func() {
		item := strings.TrimSpace(cur.String())
		cur.Reset()
		if out.Len() > 0 {
			out.WriteByte(',')
		}
		if !amp {
			out.WriteString(is)
			out.WriteByte(' ')
		}
		out.WriteString(item)
		amp = false
	}
	depth := 0
	for _, t := range ts {
		switch {
		case t.TokenType == css.LeftParenthesisToken || t.TokenType == css.FunctionToken:
			depth++
		case t.TokenType == css.RightParenthesisToken:
			depth--
		case t.TokenType == css.CommaToken && depth == 0:
			flush()
			continue
		case t.TokenType == css.DelimToken && len(t.Data) == 1 && t.Data[0] == '&':
			cur.WriteString(is)
			amp = true
			continue
		case t.TokenType == css.LeftBracketToken:
			inAttr = true
		case t.TokenType == css.RightBracketToken:
			inAttr = false
		}
		word := t.TokenType == css.IdentToken || t.TokenType == css.StringToken
		if inAttr && word && prevWord {
			cur.WriteByte(' ')
		}
		prevWord = word
		cur.Write(t.Data)
	}
	flush()
	return out.String()
}

// addRule compiles a rule's selector list; one rule is added per selector.
func (rs *ruleSet) addRule(selText string, order int, decls []decl) {
	if len(rs.rules) >= maxRules || selText == "" {
		return
	}
	items := splitList(selText)
	compiled := make([]rule, 0, len(items))
	for _, item := range items {
		item = strings.TrimSpace(item)
		p, err := prepSelector(item)
		if err != nil || p.dynamic != "" {
			return // an invalid selector drops the whole rule
		}
		sel, err := compileComplex(p.text)
		if err != nil || sel.argCombs > maxArgCombinators {
			return
		}
		var pk pseudoKind
		switch sel.pseudo {
		case "":
		case "before":
			pk = pseudoBefore
		case "after":
			pk = pseudoAfter
		case "marker":
			pk = pseudoMarker
		default:
			continue // ::placeholder, ::selection...: not kept by the model
		}
		spec := sel.spec
		for _, w := range p.where {
			spec = subSpec(spec, maxSpec(w))
		}
		if p.dir {
			rs.dir = true
		}
		kind, key := selectorKey(p.text)
		keyOnly := false
		switch kind {
		case keyID:
			keyOnly = sel.last == "#"+key
		case keyClass:
			keyOnly = sel.last == "."+key
		case keyTag:
			keyOnly = strings.ToLower(sel.last) == key
		}
		compiled = append(compiled, rule{sel: sel, prio: prio(spec, order), pseudo: pk, decls: decls, keyKind: kind, key: key, keyOnly: keyOnly})
	}
	rs.rules = append(rs.rules, compiled...)
}

// maxSpec is the specificity of the most specific selector of a list, as
// :is() and :not() count (Selectors 4 §17).
func maxSpec(list string) cascadia.Specificity {
	var best cascadia.Specificity
	for _, item := range splitList(list) {
		p, err := prepSelector(strings.TrimSpace(item))
		if err != nil {
			continue
		}
		if s, err := cascadia.Parse(p.text); err == nil && best.Less(s.Specificity()) {
			best = s.Specificity()
		}
	}
	return best
}

func subSpec(a, b cascadia.Specificity) cascadia.Specificity {
	for i := range a {
		a[i] = max(a[i]-b[i], 0)
	}
	return a
}

// prio packs specificity and source order into one sortable number.
func prio(s cascadia.Specificity, order int) uint64 {
	c := func(v int) uint64 { return uint64(min(max(v, 0), 1023)) }
	return c(s[0])<<52 | c(s[1])<<42 | c(s[2])<<32 | uint64(uint32(order))
}

func (rs *ruleSet) index() {
	rs.byID = map[string][]int32{}
	rs.byClass = map[string][]int32{}
	rs.byTag = map[string][]int32{}
	for i := range rs.rules {
		key := rs.rules[i].key
		switch rs.rules[i].keyKind {
		case keyID:
			rs.byID[key] = append(rs.byID[key], int32(i))
		case keyClass:
			rs.byClass[key] = append(rs.byClass[key], int32(i))
		case keyTag:
			rs.byTag[key] = append(rs.byTag[key], int32(i))
		default:
			rs.universal = append(rs.universal, int32(i))
		}
	}
}

// match appends to buf the rules matching element n (whose parse-tree
// node is h), sorted by cascade priority.
func (rs *ruleSet) match(n *Node, buf []*rule) []*rule {
	h := n.src
	if h == nil {
		return buf
	}
	start := len(buf)
	try := func(idx []int32) {
		for _, i := range idx {
			r := &rs.rules[i]
			if r.sel.match(h, &rs.budget, r.keyOnly) {
				buf = append(buf, r)
			}
		}
	}
	try(rs.universal)
	if len(rs.byTag) > 0 {
		try(rs.byTag[n.Tag])
	}
	for _, a := range n.Attrs {
		switch a.Name {
		case "id":
			if len(rs.byID) > 0 && a.Value != "" {
				try(rs.byID[a.Value])
			}
		case "class":
			if len(rs.byClass) > 0 {
				forEachClass(a.Value, func(c string) { try(rs.byClass[c]) })
			}
		}
	}
	m := buf[start:]
	if len(m) > 1 {
		slices.SortFunc(m, func(a, b *rule) int {
			switch {
			case a.prio < b.prio:
				return -1
			case a.prio > b.prio:
				return 1
			}
			return 0
		})
		// A class listed twice finds its rules twice.
		m = slices.CompactFunc(m, func(a, b *rule) bool { return a == b })
		buf = buf[:start+len(m)]
	}
	return buf
}

// forEachClass calls f for each distinct-by-position class token.
func forEachClass(s string, f func(string)) {
	i := 0
	for i < len(s) {
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !isSpace(s[j]) {
			j++
		}
		if j > i {
			f(s[i:j])
		}
		i = j
	}
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
}
