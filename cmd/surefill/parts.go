package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

// parts drafts a custom parts map. It never guesses: a selector is offered
// only when the resolver, given a map with that selector alone, finds near
// each field exactly an element picked for it and nothing near any other
// field. Candidates come from plain conventions (class words such as
// "chosen" or "clear", button-like elements); everything else is left to
// the person, with the markup to decide from.

// partName is one part of a CustomParts map that parts drafts.
type partName string

const (
	partValue partName = "Value"
	partOpen  partName = "Open"
	partClear partName = "Clear"
)

var partNames = []partName{partValue, partOpen, partClear}

func (p partName) of(sel string) resolver.CustomParts {
	switch p {
	case partValue:
		return resolver.CustomParts{Value: sel}
	case partOpen:
		return resolver.CustomParts{Open: sel}
	}
	return resolver.CustomParts{Clear: sel}
}

// widgetReport is what parts found for one field.
type widgetReport struct {
	Target string `json:"target"`
	Label  string `json:"label"`
	Kind   string `json:"kind"`
	// Markup is the field's surroundings (its container holding no other
	// field), shortened.
	Markup string `json:"markup"`
	// Selectors are the verified selectors per part, best first.
	Selectors map[partName][]string `json:"selectors,omitempty"`
	// Notes say why a part has no selector.
	Notes map[partName]string `json:"notes,omitempty"`
}

// partsReport is the whole answer.
type partsReport struct {
	URL     string         `json:"url"`
	Widgets []widgetReport `json:"widgets"`
	// Draft is the proposed map; Covers lists, per part, the targets of
	// the fields its selector was verified for.
	Draft  resolver.CustomParts  `json:"draft"`
	Covers map[partName][]string `json:"covers,omitempty"`
	// Reads is what each mapped field reads with the draft in use.
	Reads map[string]resolver.Value `json:"reads,omitempty"`
}

func runParts(ctx context.Context, e *env, c config) (int, error) {
	addr, file, err := source(c.args[0])
	if err != nil {
		return exitUsage, err
	}
	var html []byte
	where := file
	if file != "" {
		if html, err = os.ReadFile(file); err != nil {
			return exitFailed, err
		}
	} else {
		tab, closeTab, err := openPage(ctx, e, c, addr)
		if err != nil {
			return exitFailed, err
		}
		defer closeTab()
		if html, err = tab.Save(ctx); err != nil {
			return exitFailed, err
		}
		if where, err = tab.URL(ctx); err != nil {
			return exitFailed, err
		}
	}
	done := e.progress.step("trying selectors")
	rep, err := draftParts(html, where)
	done()
	if err != nil {
		return exitFailed, err
	}
	if c.json {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return exitOK, enc.Encode(rep)
	}
	printParts(e.stdout, rep)
	return exitOK, nil
}

// page is the saved page with what parts needs to know of its fields.
type page struct {
	doc    *dom.Document
	fields []resolver.Field
	// nodes are each field's controls; box is the listbox of a field.
	nodes [][]*dom.Node
	box   []*dom.Node
}

// resolverWith runs the resolver over the page with the given maps. All
// resolvers share generation 1, so one field's Ref works in each.
func (p *page) resolverWith(maps ...resolver.CustomParts) *resolver.Resolver {
	return resolver.New(p.doc, &resolver.Options{Parts: maps, Generation: 1})
}

func draftParts(html []byte, where string) (*partsReport, error) {
	doc, err := dom.Parse(html, &dom.ParseOptions{URL: where})
	if err != nil {
		return nil, err
	}
	p := &page{doc: doc}
	r := p.resolverWith()
	if p.fields, err = r.Fields(nil); err != nil {
		return nil, err
	}
	p.nodes = make([][]*dom.Node, len(p.fields))
	p.box = make([]*dom.Node, len(p.fields))
	for i, f := range p.fields {
		m, err := r.Match(f.Ref)
		if err != nil {
			return nil, fmt.Errorf("field %q: %w", f.Label, err)
		}
		p.nodes[i], p.box[i] = m.Nodes, m.Listbox
	}
	rep := &partsReport{URL: where}
	// cands[part][field] are the elements a part may mean for a widget.
	cands := map[partName]map[int][]*dom.Node{}
	var widgets []int
	for i, f := range p.fields {
		if !isWidget(f, p.nodes[i]) {
			continue
		}
		widgets = append(widgets, i)
		scope := p.scope(i)
		for _, part := range partNames {
			if cands[part] == nil {
				cands[part] = map[int][]*dom.Node{}
			}
			cands[part][i] = p.candidates(i, scope, part)
		}
	}
	// Try each candidate's selectors once, over every field.
	verified := map[partName]map[string]map[int]bool{} // part -> selector -> widgets it maps
	for _, part := range partNames {
		verified[part] = map[string]map[int]bool{}
		tried := map[string]bool{}
		for _, i := range widgets {
			for _, n := range cands[part][i] {
				for _, sel := range selectorsFor(n) {
					if tried[sel] {
						continue
					}
					tried[sel] = true
					if mapped := p.verify(part, sel, cands[part]); len(mapped) > 0 {
						verified[part][sel] = mapped
					}
				}
			}
		}
	}
	var draft resolver.CustomParts
	rep.Covers = map[partName][]string{}
	for _, i := range widgets {
		f := p.fields[i]
		w := widgetReport{Target: targetString(f), Label: f.Label, Kind: string(f.Kind),
			Markup: outerHTML(p.scope(i), 900), Selectors: map[partName][]string{}, Notes: map[partName]string{}}
		for _, part := range partNames {
			var sels []string
			for sel, mapped := range verified[part] {
				if mapped[i] {
					sels = append(sels, sel)
				}
			}
			sortSelectors(sels, verified[part])
			if len(sels) > 0 {
				w.Selectors[part] = sels
			} else {
				w.Notes[part] = noteFor(part, f, p.nodes[i], len(cands[part][i]))
			}
		}
		rep.Widgets = append(rep.Widgets, w)
	}
	// The draft takes, per part, the selector that maps the most widgets.
	for _, part := range partNames {
		var all []string
		for sel := range verified[part] {
			all = append(all, sel)
		}
		if len(all) == 0 {
			continue
		}
		sortSelectors(all, verified[part])
		best := all[0]
		switch part {
		case partValue:
			draft.Value = best
		case partOpen:
			draft.Open = best
		case partClear:
			draft.Clear = best
		}
		for _, i := range widgets {
			if verified[part][best][i] {
				rep.Covers[part] = append(rep.Covers[part], targetString(p.fields[i]))
			}
		}
	}
	rep.Draft = draft
	// What each mapped widget reads with the draft in use.
	if draft != (resolver.CustomParts{}) {
		rd := p.resolverWith(draft)
		if fs, err := rd.Fields(nil); err == nil {
			rep.Reads = map[string]resolver.Value{}
			for _, i := range widgets {
				for _, f := range fs {
					if f.Ref == p.fields[i].Ref && !f.Sensitive && f.Value != nil {
						rep.Reads[targetString(f)] = f.Value
					}
				}
			}
		}
	}
	return rep, nil
}

// isWidget reports the fields a parts map is for: select-like fields that
// are not a native <select>, and button groups.
func isWidget(f resolver.Field, nodes []*dom.Node) bool {
	if len(nodes) == 0 {
		return false
	}
	switch f.Kind {
	case resolver.KindSelect:
		return !nodes[0].IsElement("select")
	case resolver.KindButtons:
		return true
	}
	return false
}

// scope is field i's surroundings: its outermost ancestor that holds no
// other field's control (where the resolver looks parts up, too).
func (p *page) scope(i int) *dom.Node {
	first := p.nodes[i][0]
	best := first
	for a := first.ComposedParent(); a != nil && a.Type != dom.DocumentNode; a = a.ComposedParent() {
		if a.Type != dom.ElementNode {
			continue
		}
		if p.holdsOther(a, i) || a.IsElement("body", "html", "form") {
			break
		}
		best = a
	}
	return best
}

func (p *page) holdsOther(a *dom.Node, i int) bool {
	for j, ns := range p.nodes {
		if j == i {
			continue
		}
		for _, n := range ns {
			if a.Contains(n) {
				return true
			}
		}
	}
	return false
}

// inField reports whether n is one of field i's controls, inside one, or
// in its listbox.
func (p *page) inField(i int, n *dom.Node) bool {
	for _, c := range p.nodes[i] {
		if c.Contains(n) {
			return true
		}
	}
	return p.box[i] != nil && p.box[i].Contains(n)
}

// Class and name words that say what an element is for.
var (
	valueWords = []string{"value", "chosen", "selected", "selection", "current", "display", "picked", "choice", "answer"}
	openWords  = []string{"toggle", "open", "arrow", "caret", "chevron", "indicator", "dropdown", "expand", "trigger"}
	clearWords = []string{"clear", "remove", "reset", "delete", "×", "✕", "✖"}
)

// candidates lists the elements near field i that may be the part: by the
// words of their classes and data attributes, their role, or (for Value)
// showing one of the field's options.
func (p *page) candidates(i int, scope *dom.Node, part partName) []*dom.Node {
	f := p.fields[i]
	ctl := p.nodes[i][0]
	if part == partOpen && (opensItself(ctl) || f.Kind == resolver.KindButtons) {
		return nil
	}
	var out []*dom.Node
	for _, n := range p.doc.Nodes {
		if n.Type != dom.ElementNode || !scope.Contains(n) || n == scope && part != partValue {
			continue
		}
		if n.IsElement("input", "script", "style", "template", "option", "select", "textarea") {
			continue
		}
		switch part {
		case partValue:
			if p.inField(i, n) || n.Contains(ctl) {
				continue
			}
			if hasWord(n, valueWords) || showsOption(n, f.Options) {
				out = append(out, n)
			}
		case partOpen:
			if n == ctl || p.inField(i, n) {
				continue
			}
			if buttonLike(n) && (hasWord(n, openWords) || n.HasAttr("aria-haspopup") || n.HasAttr("aria-expanded")) {
				out = append(out, n)
			}
		case partClear:
			if slices.Contains(p.nodes[i], n) || p.box[i] != nil && p.box[i].Contains(n) {
				continue
			}
			if (buttonLike(n) || hasWord(n, clearWords)) && namedClear(n) {
				out = append(out, n)
			}
		}
	}
	return out
}

// opensItself reports a control a click or typing opens (a combobox, a
// button that says it has a popup): it needs no Open part.
func opensItself(n *dom.Node) bool {
	if n.IsElement("input") || strings.EqualFold(n.AttrOr("role"), "combobox") {
		return true
	}
	return n.HasAttr("aria-haspopup") || n.HasAttr("aria-expanded")
}

func buttonLike(n *dom.Node) bool {
	return n.IsElement("button") || strings.EqualFold(n.AttrOr("role"), "button") || n.HasAttr("onclick")
}

// words splits class tokens and data attribute names into lower-case words.
func words(n *dom.Node) []string {
	var out []string
	split := func(s string) {
		out = append(out, strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == '-' || r == '_' || r == ' ' })...)
	}
	split(n.AttrOr("class"))
	for _, a := range n.Attrs {
		if rest, ok := strings.CutPrefix(a.Name, "data-"); ok {
			split(rest)
		}
	}
	return out
}

func hasWord(n *dom.Node, list []string) bool {
	for _, w := range words(n) {
		if slices.Contains(list, w) {
			return true
		}
	}
	return false
}

// namedClear reports an element whose name, text, title or class says it
// clears.
func namedClear(n *dom.Node) bool {
	if hasWord(n, clearWords) {
		return true
	}
	for _, s := range []string{n.AttrOr("aria-label"), n.AttrOr("title"), resolver.VisibleText(n)} {
		s = strings.ToLower(strings.TrimSpace(s))
		if s == "x" {
			return true
		}
		for _, w := range strings.Fields(s) {
			if slices.Contains(clearWords, w) {
				return true
			}
		}
	}
	return false
}

func showsOption(n *dom.Node, options []string) bool {
	t := resolver.Normalize(resolver.VisibleText(n))
	if t == "" {
		return false
	}
	for _, o := range options {
		if resolver.Normalize(o) == t {
			return true
		}
	}
	return false
}

// selectorsFor proposes selectors for n, most general first: its classes,
// its data attributes (present, then with their value), each with the tag.
func selectorsFor(n *dom.Node) []string {
	var out []string
	add := func(s string) {
		if s != "" && !slices.Contains(out, s) && resolver.CheckCSS(s) == nil {
			out = append(out, s)
		}
	}
	var classes []string
	for _, c := range strings.Fields(n.AttrOr("class")) {
		if cssIdent(c) && !resolver.GeneratedID(c, true) {
			classes = append(classes, c)
		}
	}
	for _, c := range classes {
		add("." + c)
	}
	for _, a := range n.Attrs {
		if strings.HasPrefix(a.Name, "data-") && cssIdent(a.Name) {
			add("[" + a.Name + "]")
		}
	}
	for _, a := range n.Attrs {
		if strings.HasPrefix(a.Name, "data-") && cssIdent(a.Name) && a.Value != "" && len(a.Value) <= 40 && !resolver.GeneratedID(a.Value, true) {
			add(fmt.Sprintf("[%s=%s]", a.Name, strconv.Quote(a.Value)))
		}
	}
	for _, c := range classes {
		add(n.Tag + "." + c)
	}
	if l := n.AttrOr("aria-label"); l != "" && len(l) <= 40 {
		add(fmt.Sprintf("[aria-label=%s]", strconv.Quote(l)))
	}
	return out
}

// cssIdent reports a name that needs no escaping in a selector.
func cssIdent(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' || s[0] == '-' && len(s) > 1 && s[1] >= '0' && s[1] <= '9' {
		return false
	}
	for _, r := range s {
		if !(r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// verify runs the resolver with sel as the part alone and returns the
// widgets it maps: near each of them it finds exactly one element, one of
// that widget's candidates. Any other find (near a field that is no
// widget, several elements, an element not picked for that field) rejects
// the selector as a whole.
func (p *page) verify(part partName, sel string, cands map[int][]*dom.Node) map[int]bool {
	r := p.resolverWith(part.of(sel))
	mapped := map[int]bool{}
	for i, f := range p.fields {
		m, err := r.Match(f.Ref)
		if err != nil {
			return nil
		}
		var found []*dom.Node
		switch part {
		case partValue:
			found = m.Parts.Value
		case partOpen:
			found = m.Parts.Open
		case partClear:
			found = m.Parts.Clear
		}
		if len(found) == 0 {
			continue
		}
		if len(found) > 1 || !slices.Contains(cands[i], found[0]) {
			return nil
		}
		mapped[i] = true
	}
	return mapped
}

// sortSelectors orders selectors by the widgets they map (more first),
// then shorter first.
func sortSelectors(sels []string, mapped map[string]map[int]bool) {
	slices.SortFunc(sels, func(a, b string) int {
		if d := len(mapped[b]) - len(mapped[a]); d != 0 {
			return d
		}
		if d := len(a) - len(b); d != 0 {
			return d
		}
		return strings.Compare(a, b)
	})
}

func noteFor(part partName, f resolver.Field, nodes []*dom.Node, cands int) string {
	switch {
	case part == partOpen && f.Kind == resolver.KindButtons:
		return "not needed: a button group has nothing to open"
	case part == partOpen && opensItself(nodes[0]):
		return "not needed: the field's own control opens its options"
	case cands == 0:
		return "no candidate near the field"
	}
	return plural(cands, "candidate") + " near the field, but no selector found only what was meant"
}

func targetString(f resolver.Field) string {
	if f.Target != nil {
		return f.Target.String()
	}
	return fmt.Sprintf("(no verified target: %q)", f.Label)
}
