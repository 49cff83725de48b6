package surefill

import (
	"context"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
	"github.com/surefill/surefill/tools"
)

// Tool is a form, button or table tool the page declares, with its fields
// and JSON Schema (package tools).
type Tool = tools.Tool

// Table is a data table read as rows keyed by column (package tools).
type Table = tools.Table

// Tools lists the form, button and table tools the page declares (WebMCP
// toolname and the data-tool attributes), each form tool with its fields
// and a synthesized JSON Schema. Declarations that cannot be used (an
// invalid name, a missing description, an unsafe pattern) are skipped and
// logged, never an error. Nothing is read from user-authored regions
// (data-tool-ignore, contenteditable, template, iframe). See package tools.
func (s *scope) Tools(ctx context.Context) ([]Tool, error) {
	a := s.begin("Tools", "", "")
	ctx, done, err := s.a.Acquire(ctx, "Tools")
	if err != nil {
		return nil, a.end(ctx, err)
	}
	defer done()
	if err := s.a.CheckSite(ctx, "Tools"); err != nil {
		return nil, a.end(ctx, err)
	}
	s.a.FreshValues(ctx)
	r, err := s.a.FullModel(ctx)
	if err != nil {
		return nil, a.end(ctx, err)
	}
	ts, _ := tools.Tools(r.Document(), s.toolOptions(r))
	return ts, a.end(ctx, nil)
}

// Tables reads the page's data tables as rows keyed by column header.
// Rows and text are bounded; a table cut short says Truncated.
func (s *scope) Tables(ctx context.Context) ([]Table, error) {
	a := s.begin("Tables", "", "")
	ctx, done, err := s.a.Acquire(ctx, "Tables")
	if err != nil {
		return nil, a.end(ctx, err)
	}
	defer done()
	if err := s.a.CheckSite(ctx, "Tables"); err != nil {
		return nil, a.end(ctx, err)
	}
	s.a.FreshValues(ctx)
	r, err := s.a.FullModel(ctx)
	if err != nil {
		return nil, a.end(ctx, err)
	}
	ts, _ := tools.Tables(r.Document(), s.toolOptions(r))
	return ts, a.end(ctx, nil)
}

// toolOptions reuses the scope's resolver (for question text) and its
// memory of password controls, and logs what is skipped to the action log.
func (s *scope) toolOptions(r *resolver.Resolver) *tools.Options {
	return &tools.Options{Resolver: r, Passwords: s.tab.passwords, Logger: s.b.opts.Logger}
}

// TableRows is a table queried by Table: the rows matching the filters (a
// numeric column's value is a float64, or nil when empty or not a number),
// how many matched in all, and whether anything was left out.
type TableRows = tools.QueryResult

// Table reads the table t names (a Role("table", name), a CSS selector, or
// any target whose element is or holds one table) into rows keyed by
// column, keeping the rows whose columns contain the where texts (ignoring
// case), at most limit (0 means 50; never more than 500).
func (s *scope) Table(ctx context.Context, t Target, where map[string]string, limit int) (TableRows, error) {
	a := s.begin("Table", str(t), "")
	ctx, done, err := s.a.Acquire(ctx, "Table")
	if err != nil {
		return TableRows{}, a.end(ctx, err)
	}
	defer done()
	if err := s.a.CheckSite(ctx, "Table"); err != nil {
		return TableRows{}, a.end(ctx, err)
	}
	s.a.FreshValues(ctx)
	m, err := s.a.Match(ctx, "Table", t, 0)
	if err != nil {
		return TableRows{}, a.end(ctx, err)
	}
	r, err := s.a.FullModel(ctx)
	if err != nil {
		return TableRows{}, a.end(ctx, err)
	}
	ts, _ := tools.Tables(r.Document(), s.toolOptions(r))
	tb, ok := tableFor(ts, m.Nodes[0])
	if !ok {
		return TableRows{}, a.end(ctx, &FieldError{Code: NotFound, Op: "Table", Target: t.String(),
			Detail: "the target is not a data table (or holds none, or several)", Next: "target the table itself, e.g. surefill.Role(\"table\", name)"})
	}
	return tb.Query(where, limit), a.end(ctx, nil)
}

// tableFor finds the table read from el: el itself, or the one table
// inside it.
func tableFor(ts []Table, el *dom.Node) (Table, bool) {
	var inside []Table
	for _, tb := range ts {
		if tb.Element == el {
			return tb, true
		}
		if tb.Element != nil && el.Contains(tb.Element) {
			inside = append(inside, tb)
		}
	}
	if len(inside) == 1 {
		return inside[0], true
	}
	return Table{}, false
}
