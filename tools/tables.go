package tools

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/surefill/surefill/dom"
)

// Table is a data table read as rows keyed by column.
type Table struct {
	// Name is the table's caption, aria-label or aria-labelledby text.
	Name string `json:"name,omitempty"`
	// Tool and Description are set for a table declared with data-tool
	// (Tool group-qualified, like Tool.Name).
	Tool        string `json:"tool,omitempty"`
	Description string `json:"description,omitempty"`
	// Columns are the keys of every row, in order: the text of the
	// header row's cells (a header spanning down from a row above counts),
	// or the data-tool-column names of a declared table, whose other
	// columns are left out; made unique with " 2", " 3"…; a header
	// spanning several columns names each; "column N" when empty.
	Columns []string `json:"columns"`
	// Numeric lists the columns declared data-tool-type="number".
	Numeric []string `json:"numeric,omitempty"`
	// Rows hold each row's trimmed cell text by column: "" for a missing
	// cell; a cell spanning columns fills the first of them, one spanning
	// rows fills its column in each.
	Rows []map[string]string `json:"rows"`
	// Truncated says rows, columns or text were left out by the limits.
	Truncated bool `json:"truncated,omitempty"`
	// Element is the table.
	Element *dom.Node `json:"-"`
}

// Query limits: a query returns DefaultQueryLimit rows unless told,
// never more than MaxQueryLimit.
const (
	DefaultQueryLimit = 50
	MaxQueryLimit     = 500
	maxColumns        = 64 // per table read
	maxToolColumns    = 32 // per table tool
	maxSpan           = 64
)

// tableRoot: a <table> that is not presentational, or an element with
// role table, grid or treegrid.
func tableRoot(n *dom.Node) bool {
	if n.Type != dom.ElementNode {
		return false
	}
	switch role(n) {
	case "table", "grid", "treegrid":
		return true
	case "":
		return n.IsElement("table")
	}
	return false
}

func role(n *dom.Node) string {
	r := strings.ToLower(strings.TrimSpace(n.AttrOr("role")))
	if i := strings.IndexAny(r, " \t\n\f\r"); i >= 0 {
		r = r[:i]
	}
	return r
}

func rowLike(n *dom.Node) bool {
	r := role(n)
	return r == "row" || r == "" && n.IsElement("tr")
}

func cellLike(n *dom.Node) bool {
	switch role(n) {
	case "cell", "gridcell", "columnheader", "rowheader":
		return true
	case "":
		return n.IsElement("td", "th")
	}
	return false
}

// headerCell: a column header (a th that is not a row header).
func headerCell(n *dom.Node) bool {
	switch role(n) {
	case "columnheader":
		return true
	case "":
		if n.IsElement("th") {
			s := strings.ToLower(strings.TrimSpace(n.AttrOr("scope")))
			return s != "row" && s != "rowgroup"
		}
	}
	return false
}

type gcell struct {
	n        *dom.Node
	col, len int
	// carried: the cell belongs to a row above and spans into this one.
	carried bool
}

// spanOf reads colspan or rowspan: 1 unless a number above 1, at most
// maxSpan.
func spanOf(n *dom.Node, attr string) int {
	v, err := strconv.Atoi(strings.TrimSpace(n.AttrOr(attr)))
	if err != nil || v <= 1 {
		return 1
	}
	return min(v, maxSpan)
}

type grow struct {
	n     *dom.Node
	head  bool // in a <thead>
	cells []gcell
}

// tgrid is a table laid out: its rows, the header row and its width.
type tgrid struct {
	root   *dom.Node
	rows   []grow
	header int // index in rows, -1 when none
	width  int
	cut    bool // columns beyond maxColumns were left out
}

// grid lays out the rows that belong to root (not to a nested table).
func (s *scanner) grid(root *dom.Node) *tgrid {
	g := &tgrid{root: root, header: -1}
	var walk func(n *dom.Node, head bool, depth int)
	walk = func(n *dom.Node, head bool, depth int) {
		if depth > 64 || len(g.rows) > 4*s.opts.MaxRows+16 {
			return
		}
		for _, c := range n.FlatChildren() {
			if c.Type != dom.ElementNode || tableRoot(c) {
				continue
			}
			if rowLike(c) {
				g.rows = append(g.rows, grow{n: c, head: head})
				continue
			}
			walk(c, head || c.IsElement("thead"), depth+1)
		}
	}
	walk(root, false, 0)
	// Lay the cells out: a cell spanning rows (rowspan) takes its columns
	// in the rows below, whose own cells move right of it.
	var carry [maxColumns]int // rows below still covered, by column
	var carrier [maxColumns]*dom.Node
	for i := range g.rows {
		r := &g.rows[i]
		var here [maxColumns]bool
		for c := range carry {
			if carry[c] > 0 {
				carry[c]--
				here[c] = true
				r.cells = append(r.cells, gcell{n: carrier[c], col: c, len: 1, carried: true})
			}
		}
		col := 0
		var cells func(n *dom.Node, depth int)
		cells = func(n *dom.Node, depth int) {
			if depth > 16 {
				return
			}
			for _, c := range n.FlatChildren() {
				if c.Type != dom.ElementNode || tableRoot(c) || rowLike(c) {
					continue
				}
				if !cellLike(c) {
					cells(c, depth+1)
					continue
				}
				for col < maxColumns && here[col] {
					col++
				}
				if col >= maxColumns {
					g.cut = true
					return
				}
				span := spanOf(c, "colspan")
				if col+span > maxColumns {
					span = maxColumns - col
					g.cut = true
				}
				r.cells = append(r.cells, gcell{n: c, col: col, len: span})
				if rows := spanOf(c, "rowspan"); rows > 1 {
					for k := col; k < col+span; k++ {
						carry[k], carrier[k] = rows-1, c
					}
				}
				col += span
			}
		}
		cells(r.n, 0)
		sort.SliceStable(r.cells, func(a, b int) bool { return r.cells[a].col < r.cells[b].col })
	}
	// The header row: the last row of a <thead>, else a first row of
	// column headers only.
	for i, r := range g.rows {
		if r.head && own(r) > 0 {
			g.header = i
		}
	}
	if g.header < 0 {
		for i, r := range g.rows {
			if own(r) == 0 {
				continue
			}
			if allHeaders(r) {
				g.header = i
			}
			break
		}
	}
	if g.header >= 0 {
		for _, c := range g.rows[g.header].cells {
			g.width = max(g.width, c.col+c.len)
		}
	}
	return g
}

// allHeaders: the row's own cells are all column headers.
func allHeaders(r grow) bool {
	for _, c := range r.cells {
		if !c.carried && !headerCell(c.n) {
			return false
		}
	}
	return own(r) > 0
}

// own counts the row's own cells (not those spanning from above).
func own(r grow) int {
	k := 0
	for _, c := range r.cells {
		if !c.carried {
			k++
		}
	}
	return k
}

type column struct {
	name    string
	col     int
	numeric bool
	header  *dom.Node
}

// declaredColumns are a declared table's th[data-tool-column] headers;
// invalid names and those past the 32nd are skipped.
func (s *scanner) declaredColumns(g *tgrid, tool string) []column {
	var out []column
	seen := map[string]bool{}
	for _, r := range g.rows {
		if !r.head && !allHeaders(r) {
			continue
		}
		for _, c := range r.cells {
			name, ok := c.n.Attr("data-tool-column")
			if !ok || c.carried {
				continue
			}
			switch {
			case !validName(name):
				s.skip(Skipped{Kind: "column", Name: name, Tool: tool, Reason: "the name does not match ^[A-Za-z0-9_-]{1,64}$"})
			case seen[name]:
				s.skip(Skipped{Kind: "column", Name: name, Tool: tool, Reason: "another column has the name"})
			case len(out) == maxToolColumns:
				s.skip(Skipped{Kind: "column", Name: name, Tool: tool, Reason: "a table tool has at most 32 columns"})
			default:
				seen[name] = true
				out = append(out, column{name: name, col: c.col, header: c.n,
					numeric: strings.EqualFold(strings.TrimSpace(c.n.AttrOr("data-tool-type")), "number")})
			}
		}
	}
	return out
}

// headerColumns names every column of the header row by its text.
func (s *scanner) headerColumns(g *tgrid) []column {
	if g.header < 0 {
		return nil
	}
	var out []column
	used := map[string]bool{}
	unique := func(base string) string {
		k := base
		for i := 2; used[k]; i++ {
			k = base + " " + strconv.Itoa(i)
		}
		used[k] = true
		return k
	}
	for _, c := range g.rows[g.header].cells {
		name, _ := s.markupLabel(c.n)
		if name == "" {
			name = cut(s.text(c.n, 4*MaxFieldDescription, true), MaxFieldDescription)
		}
		for k := 0; k < c.len; k++ {
			base := name
			if base == "" {
				base = "column " + strconv.Itoa(c.col+k+1)
			}
			out = append(out, column{name: unique(base), col: c.col + k, header: c.n})
		}
	}
	return out
}

// Tables reads the data tables of doc (under opts.Root, when given):
// every <table> and element with role table, grid or treegrid that has a
// header row (a <thead>, or a first row of column headers; a header's
// accessible name from aria-labelledby or aria-label counts) and that a
// person could see, outside user-authored regions. A cell with a headers
// attribute goes to the column it names. Rows a person cannot see, and
// rows of column headers only, are left out. Nested tables are read on
// their own. Rows, cell text and table text are bounded (Options);
// a table cut short says Truncated.
func Tables(doc *dom.Document, opts *Options) ([]Table, []Skipped) {
	if doc == nil {
		return nil, nil
	}
	s := newScanner(doc, opts)
	lo, hi, ok := s.span()
	if !ok {
		return nil, nil
	}
	var out []Table
	for i := lo; i <= hi && len(out) < s.opts.MaxTables; i++ {
		n := doc.Nodes[i]
		if n.Type != dom.ElementNode || s.bad[i] || !tableRoot(n) || n.Hidden() {
			continue
		}
		if t, ok := s.readTable(n); ok {
			out = append(out, t)
		}
	}
	return out, s.skipped
}

// readTable lays out one table and reads its rows.
func (s *scanner) readTable(n *dom.Node) (Table, bool) {
	g := s.grid(n)
	t := Table{Element: n, Truncated: g.cut}
	var cols []column
	if n.HasAttr("data-tool") {
		if name, group, ok := s.quietName(n); ok {
			t.Tool = name
			if group != "" {
				t.Tool = group + "." + name
			}
		}
		t.Description = cut(collapse(n.AttrOr("data-tool-description")), MaxToolDescription)
		cols = s.declaredColumns(g, t.Tool)
	}
	if len(cols) == 0 {
		cols = s.headerColumns(g)
	}
	if len(cols) == 0 {
		return Table{}, false
	}
	t.Name = s.tableName(n)
	byCol := map[int]string{}
	for _, c := range cols {
		t.Columns = append(t.Columns, c.name)
		if c.numeric {
			t.Numeric = append(t.Numeric, c.name)
		}
		byCol[c.col] = c.name
	}
	byID := map[string]string{}
	for _, c := range cols {
		if id := c.header.ID(); id != "" {
			if _, dup := byID[id]; !dup {
				byID[id] = c.name
			}
		}
	}
	t.Rows = []map[string]string{}
	chars := 0
	for i, r := range g.rows {
		if i == g.header || r.head || own(r) == 0 || allHeaders(r) || r.n.Hidden() || holdsDeclaredColumn(r) {
			continue
		}
		if len(t.Rows) == s.opts.MaxRows {
			t.Truncated = true
			break
		}
		row := make(map[string]string, len(cols))
		for _, c := range cols {
			row[c.name] = ""
		}
		for _, c := range r.cells {
			key, ok := "", false
			for _, id := range strings.Fields(c.n.AttrOr("headers")) {
				if key, ok = byID[id]; ok {
					break
				}
			}
			if !ok {
				key, ok = byCol[c.col]
			}
			if !ok || row[key] != "" {
				continue
			}
			text := s.text(c.n, 4*s.opts.MaxCellChars, false)
			if utf8.RuneCountInString(text) > s.opts.MaxCellChars {
				text = cut(text, s.opts.MaxCellChars)
				t.Truncated = true
			}
			row[key] = text
			chars += len(text) + len(key)
		}
		if chars > s.opts.MaxTableChars {
			t.Truncated = true
			break
		}
		t.Rows = append(t.Rows, row)
	}
	return t, true
}

// holdsDeclaredColumn: a body row repeating the declared headers.
func holdsDeclaredColumn(r grow) bool {
	for _, c := range r.cells {
		if c.n.HasAttr("data-tool-column") {
			return true
		}
	}
	return false
}

// quietName is qualify without reports: Tools reports bad tool names.
func (s *scanner) quietName(n *dom.Node) (name, group string, ok bool) {
	name = strings.TrimSpace(n.AttrOr("data-tool"))
	if !validName(name) {
		return "", "", false
	}
	var groups []string
	for p, depth := n.ComposedParent(), 0; p != nil && depth < 1024; p, depth = p.ComposedParent(), depth+1 {
		if g, has := p.Attr("data-tool-group"); has && p.Type == dom.ElementNode {
			if !validName(g) {
				return "", "", false
			}
			groups = append([]string{g}, groups...)
		}
	}
	return name, strings.Join(groups, "."), true
}

// tableName: aria-labelledby, aria-label, else the caption.
func (s *scanner) tableName(n *dom.Node) string {
	if t, _ := s.refText(n, "aria-labelledby", 4*MaxFieldDescription); t != "" {
		return cut(t, MaxFieldDescription)
	}
	if v := collapse(n.AttrOr("aria-label")); v != "" {
		return cut(v, MaxFieldDescription)
	}
	for _, c := range n.Children {
		if c.IsElement("caption") {
			return cut(s.text(c, 4*MaxFieldDescription, true), MaxFieldDescription)
		}
	}
	return ""
}

// QueryResult is what a table query returns.
type QueryResult struct {
	// Rows are the matching rows, at most the limit; a numeric column's
	// value is a float64, or nil when empty or not a number.
	Rows []map[string]any `json:"rows"`
	// Total counts every matching row.
	Total int `json:"total"`
	// Truncated: more rows matched than the limit, or the table itself
	// was cut short.
	Truncated bool `json:"truncated,omitempty"`
}

// Query filters the rows: each column in where must contain its text,
// ignoring case (a column the table lacks matches nothing). limit is
// DefaultQueryLimit when 0 or less, and at most MaxQueryLimit.
func (t Table) Query(where map[string]string, limit int) QueryResult {
	if limit <= 0 {
		limit = DefaultQueryLimit
	}
	limit = min(limit, MaxQueryLimit)
	numeric := map[string]bool{}
	for _, c := range t.Numeric {
		numeric[c] = true
	}
	res := QueryResult{Rows: []map[string]any{}, Truncated: t.Truncated}
	for _, r := range t.Rows {
		match := true
		for col, want := range where {
			v, ok := r[col]
			if !ok || !strings.Contains(strings.ToLower(v), strings.ToLower(want)) {
				match = false
				break
			}
		}
		if !match {
			continue
		}
		res.Total++
		if len(res.Rows) == limit {
			res.Truncated = true
			continue
		}
		out := make(map[string]any, len(r))
		for k, v := range r {
			if numeric[k] {
				if f, ok := parseNum(v); ok {
					out[k] = f
				} else {
					out[k] = nil
				}
				continue
			}
			out[k] = v
		}
		res.Rows = append(res.Rows, out)
	}
	return res
}
