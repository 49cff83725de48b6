package resolver

import (
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/surefill/surefill/dom"
)

// Candidates for a target that matched nothing: up to MaxCandidates
// verified targets of the same kind (fields for Label, elements of the
// same role for Role, text for Text, stable attributes for CSS), ranked
// by closeness of name to what was asked.

type scored struct {
	t     string
	score float64
	order int
}

func (r *Resolver) candidates(s *spec) []string {
	r.verifyAll()
	want := s.m.key
	if s.m.re != nil {
		want = reWords(s.m.re)
	}
	var out []scored
	add := func(t Target, score float64, order int) {
		if t != nil {
			out = append(out, scored{t.String(), score, order})
		}
	}
	ix := r.index()
	switch s.kind {
	case kindLabel:
		for _, f := range ix.fields {
			if f.visible && f.target != nil {
				add(f.target, bestScore(want, f.keys), f.controls[0].Order)
			}
		}
	case kindRole:
		nodes := r.rolesOf(s.role)
		if nodes == nil && !clickableRoles[s.role] && !containerRoles[s.role] && s.role != "heading" {
			for _, n := range r.doc.Nodes {
				if n.Type == dom.ElementNode && r.role(n) == s.role && r.visible(n) {
					nodes = append(nodes, n)
				}
			}
		}
		for _, n := range nodes {
			if len(out) > 200 {
				break
			}
			add(r.elementTarget(n), similarity(want, fold(r.name(n))), n.Order)
		}
		if kinds := roleKinds[s.role]; kinds != nil {
			for _, f := range ix.fields {
				if f.visible && f.target != nil && kinds[f.kind] {
					add(f.target, bestScore(want, f.keys)-0.01, f.controls[0].Order)
				}
			}
		}
	case kindText:
		out = append(out, r.textCandidates(want)...)
	case kindCSS:
		want = strings.ToLower(s.m.text)
		seen := map[string]bool{}
		for _, f := range ix.fields {
			if !f.visible {
				continue
			}
			for _, a := range f.alts {
				if as := a.String(); !seen[as] {
					seen[as] = true
					out = append(out, scored{as, similarity(want, strings.ToLower(a.spec().m.text)), f.controls[0].Order})
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].score != out[j].score {
			return out[i].score > out[j].score
		}
		return out[i].order < out[j].order
	})
	var list []string
	seen := map[string]bool{}
	for _, c := range out {
		if len(list) == MaxCandidates {
			break
		}
		if !seen[c.t] {
			seen[c.t] = true
			list = append(list, c.t)
		}
	}
	return list
}

// roleKinds are the field kinds a field role stands for.
var roleKinds = map[string]map[Kind]bool{
	"textbox":    {KindText: true},
	"searchbox":  {KindText: true},
	"spinbutton": {KindText: true},
	"combobox":   {KindSelect: true, KindText: true},
	"listbox":    {KindSelect: true},
	"checkbox":   {KindCheckbox: true},
	"switch":     {KindCheckbox: true},
	"radio":      {KindRadio: true},
	"radiogroup": {KindRadio: true, KindButtons: true},
	"group":      {KindCheckbox: true, KindRadio: true, KindButtons: true},
	"slider":     {KindOther: true},
}

// textCandidates ranks short visible text blocks and offers those a Text
// target names uniquely.
func (r *Resolver) textCandidates(want string) []scored {
	var blocks []scored
	seen := map[string]bool{}
	for _, n := range r.doc.Nodes {
		if n.Type != dom.ElementNode || !r.visible(n) || !leafText(n) {
			continue
		}
		t := display(VisibleText(n))
		if t == "" || utf8.RuneCountInString(t) > 80 || seen[fold(t)] {
			continue
		}
		seen[fold(t)] = true
		blocks = append(blocks, scored{t, similarity(want, fold(t)), n.Order})
		if len(blocks) > 2000 {
			break
		}
	}
	sort.SliceStable(blocks, func(i, j int) bool { return blocks[i].score > blocks[j].score })
	var out []scored
	for _, b := range blocks {
		if len(out) == MaxCandidates {
			break
		}
		t := Text(b.t)
		if vis, _, err := r.find(t); err == nil && len(vis) == 1 {
			out = append(out, scored{t.String(), b.score, b.order})
		}
	}
	return out
}

// leafText: an element whose children are text only.
func leafText(n *dom.Node) bool {
	has := false
	for _, c := range n.FlatChildren() {
		switch c.Type {
		case dom.ElementNode:
			return false
		case dom.TextNode:
			has = has || strings.TrimSpace(c.Data) != ""
		}
	}
	return has && !(n.Namespace == "" && opaqueTags[n.Tag])
}

func bestScore(want string, keys []labelKey) float64 {
	best := 0.0
	for _, k := range keys {
		if s := similarity(want, k.key); s > best {
			best = s
		}
	}
	return best
}

var reMeta = regexp.MustCompile(`\\.|[\^\$\.\*\+\?\(\)\[\]\{\}\|]`)

// reWords is a regexp's literal text, for ranking.
func reWords(re *regexp.Regexp) string {
	s := re.String()
	s = strings.TrimPrefix(s, "(?i)")
	return fold(reMeta.ReplaceAllString(s, " "))
}

// similarity is 1 for equal strings, high when one contains the other,
// else one minus the edit distance over the longer length.
func similarity(a, b string) float64 {
	if a == b {
		return 1
	}
	if a == "" || b == "" {
		return 0
	}
	ra, rb := []rune(a), []rune(b)
	if len(ra) > 64 {
		ra = ra[:64]
	}
	if len(rb) > 64 {
		rb = rb[:64]
	}
	d := levenshtein(ra, rb)
	m := max(len(ra), len(rb))
	s := 1 - float64(d)/float64(m)
	if strings.Contains(a, b) || strings.Contains(b, a) {
		s = max(s, 0.75)
	}
	return s
}

func levenshtein(a, b []rune) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
