package live

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/surefill/surefill/dom"
)

// How a native single select is moved to an option with trusted keys, in
// a bounded number of them, firing exactly one input and one change.
//
// Chromium (on Linux; facts §10) handles keys on a closed select by
// selecting at once: every key that moves the selection fires input and
// change. So a move is made closed only when one key lands on the option:
// Home (the first enabled option), End (the last), an arrow (a neighbour),
// or one typed character whose type-ahead search lands there. Any other
// move opens the list (Alt+ArrowDown): keys then move a highlight and
// nothing fires until Enter commits it, once. In the open list the fewest
// keys are chosen among arrows, Home or End and arrows, and type-ahead (a
// prefix of the option's label) and arrows.
//
// Type-ahead is Chromium's (blink TypeAhead, in prefix mode with cycling):
// each typed character extends a buffer that ends 1 s after the last key;
// the first character searches from the option after the highlighted one,
// later ones from the highlighted one, wrapping round; a character that
// repeats a lone first character cycles through the options starting with
// it; labels compare by prefix, ignoring case and accents. The keys carry
// their own timestamps, so the 1 s rule is decided by the plan, not by how
// fast the machine sends them. A search is used only when folding the
// labels with accents and without them gives the same landing: where the
// two could differ, the plan does not depend on how the browser folds.

// SelectKeys is a plan: whether the list is opened first (and committed
// with Enter after the keys), and the keys, typed characters included.
type SelectKeys struct {
	Open bool
	Keys []Key
}

// Keys of the plans.
var (
	keyHome  = keys["Home"]
	keyEnd   = keys["End"]
	keyDown  = keys["ArrowDown"]
	keyUp    = keys["ArrowUp"]
	keyEnter = keys["Enter"]
)

// PlanSelect plans the move of a single select from the enabled option
// from (-1: none selected) to the enabled option to; labels are the
// enabled options' labels in order (see SelectLabels).
func PlanSelect(labels []string, from, to int) SelectKeys {
	last := len(labels) - 1
	if to < 0 || to > last || from == to {
		return SelectKeys{}
	}
	// Closed: one key that lands on the option.
	switch {
	case to == 0:
		return SelectKeys{Keys: []Key{keyHome}}
	case to == last:
		return SelectKeys{Keys: []Key{keyEnd}}
	case from >= 0 && to == from+1:
		return SelectKeys{Keys: []Key{keyDown}}
	case from >= 0 && to == from-1:
		return SelectKeys{Keys: []Key{keyUp}}
	}
	if from >= 0 {
		if r, ok := firstRune(labels[to]); ok {
			if at, ok := typeAhead(labels, from, []rune{r}); ok && at == to {
				return SelectKeys{Keys: []Key{charKey(r)}}
			}
		}
	}

	// Open: the fewest keys moving the highlight.
	var pre []Key
	h := from
	if h < 0 {
		// Nothing highlighted: Home lands on the first enabled option.
		pre, h = []Key{keyHome}, 0
	}
	best := arrows(h, to)
	if alt := append([]Key{keyHome}, arrows(0, to)...); h != 0 && len(alt) < len(best) {
		best = alt
	}
	if alt := append([]Key{keyEnd}, arrows(last, to)...); len(alt) < len(best) {
		best = alt
	}
	typed := []rune(labels[to])
	if len(typed) > 0 && !unicode.IsSpace(typed[0]) {
		// Where each prefix of the label, typed, leaves the highlight.
		for k, at := range typeAheadPath(labels, h, typed[:min(len(typed), len(best)-1)]) {
			if at < 0 {
				break // the foldings disagree from here on
			}
			if moves := arrows(at, to); k+1+len(moves) < len(best) {
				ks := make([]Key, 0, k+1+len(moves))
				for _, r := range typed[:k+1] {
					ks = append(ks, charKey(r))
				}
				best = append(ks, moves...)
			}
			if at == to {
				break // more characters only cost more
			}
		}
	}
	return SelectKeys{Open: true, Keys: append(pre, best...)}
}

// arrows are the arrow keys from one option to another.
func arrows(from, to int) []Key {
	k, n := keyDown, to-from
	if n < 0 {
		k, n = keyUp, -n
	}
	out := make([]Key, n)
	for i := range out {
		out[i] = k
	}
	return out
}

func firstRune(s string) (rune, bool) {
	r, _ := utf8.DecodeRuneInString(s)
	return r, s != "" && r != utf8.RuneError && !unicode.IsSpace(r)
}

// charKey types one character (a letter or digit with its key code).
func charKey(r rune) Key {
	s := string(r)
	k := Key{Key: s, Text: s}
	switch {
	case r == ' ':
		return keys[" "]
	case r >= 'a' && r <= 'z':
		k.Code, k.VK = "Key"+strings.ToUpper(s), int64(r-'a'+'A')
	case r >= 'A' && r <= 'Z':
		k.Code, k.VK = "Key"+s, int64(r)
	case r >= '0' && r <= '9':
		k.Code, k.VK = "Digit"+s, int64(r)
	}
	return k
}

// typeAhead is where typing chars, as one burst, moves the highlight
// from the option at; ok is false when the foldings disagree or the search
// lands nowhere.
func typeAhead(labels []string, at int, chars []rune) (int, bool) {
	path := typeAheadPath(labels, at, chars)
	if len(path) == 0 || path[len(path)-1] < 0 {
		return at, false
	}
	return path[len(path)-1], true
}

// typeAheadPath runs blink's type-ahead over the labels for each
// character typed in one burst from the option at, and says where the
// highlight is after each: -1 from the first character where folding with
// and without accents lands differently (or nowhere).
func typeAheadPath(labels []string, at int, chars []rune) []int {
	a := newTypeAhead(labels, at, foldAccents)
	b := newTypeAhead(labels, at, foldCase)
	out := make([]int, len(chars))
	bad := false
	for i, c := range chars {
		x, y := a.key(c), b.key(c)
		bad = bad || x < 0 || x != y
		out[i] = x
		if bad {
			out[i] = -1
		}
	}
	return out
}

// typeAheadRun is one type-ahead session over folded labels.
type typeAheadRun struct {
	labels    []string
	folded    []string
	done      []bool
	fold      func(string) string
	at        int
	buf       []rune
	repeating rune
}

func newTypeAhead(labels []string, at int, fold func(string) string) *typeAheadRun {
	return &typeAheadRun{labels: labels, folded: make([]string, len(labels)), done: make([]bool, len(labels)), fold: fold, at: at}
}

func (t *typeAheadRun) label(i int) string {
	if !t.done[i] {
		t.folded[i], t.done[i] = t.fold(strings.TrimLeftFunc(t.labels[i], unicode.IsSpace)), true
	}
	return t.folded[i]
}

// key types one character and returns the option highlighted after it,
// or -1 when the search found none.
func (t *typeAheadRun) key(c rune) int {
	t.buf = append(t.buf, c)
	offset := 1
	var prefix string
	switch {
	case c == t.repeating:
		// A lone first character typed again: cycle through the options
		// starting with it.
		prefix = string(c)
	case len(t.buf) > 1:
		prefix, t.repeating, offset = string(t.buf), 0, 0
	default:
		prefix, t.repeating = string(t.buf), c
	}
	p := t.fold(prefix)
	n := len(t.labels)
	start := max(t.at, 0) + offset
	for i := 0; i < n; i++ {
		j := (start + i) % n
		if strings.HasPrefix(t.label(j), p) {
			t.at = j
			return j
		}
	}
	return -1
}

// foldCase folds case only; foldAccents folds case and removes accents
// (combining marks after canonical decomposition).
func foldCase(s string) string { return strings.ToLower(s) }

func foldAccents(s string) string {
	d := norm.NFD.String(s)
	var b strings.Builder
	b.Grow(len(d))
	for _, r := range d {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return strings.ToLower(b.String())
}

// SelectLabels lists the labels of a select's enabled options in order
// (those in enabled optgroups included), as the browser shows them: the
// label attribute when it has one, else the text, white space collapsed.
// The caller's from and to count the same options.
func SelectLabels(sel *dom.Node) []string {
	var out []string
	add := func(o *dom.Node) {
		if o.HasAttr("disabled") {
			return
		}
		l := collapseSpace(o.AttrOr("label"))
		if l == "" {
			l = collapseSpace(o.TextContent())
		}
		out = append(out, l)
	}
	for _, c := range sel.Children {
		switch {
		case c.IsElement("option"):
			add(c)
		case c.IsElement("optgroup") && !c.HasAttr("disabled"):
			for _, o := range c.Children {
				if o.IsElement("option") {
					add(o)
				}
			}
		}
	}
	return out
}

// collapseSpace trims s and turns runs of HTML white space into one space.
func collapseSpace(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == '\f' || r == '\r'
	}), " ")
}

// typeAheadTimeout is blink's: a character more than this after the last
// one starts a new search.
const typeAheadTimeout = time.Second

// maxStamps is when a page's memory of typed characters is pruned of
// those whose buffers ended.
const maxStamps = 64

// typeStamp is the timestamp for a character typed into the closed select
// key names: now, or just past the end of the type-ahead buffer a
// character typed there earlier opened, so it starts a search of its own.
func (p *Page) typeStamp(key string) float64 {
	now := float64(time.Now().UnixNano()) / 1e9
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stamps == nil {
		p.stamps = map[string]float64{}
	}
	if len(p.stamps) >= maxStamps {
		for k, t := range p.stamps {
			if t < now-2*typeAheadTimeout.Seconds() {
				delete(p.stamps, k)
			}
		}
	}
	stamp := now
	if last, ok := p.stamps[key]; ok {
		stamp = max(now, last+typeAheadTimeout.Seconds()+0.05)
	}
	p.stamps[key] = stamp
	return stamp
}
