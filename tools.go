package surefill

import (
	"context"

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
	a := s.b.begin("Tools", "", "")
	if err := s.checkSite(ctx, "Tools"); err != nil {
		return nil, a.end(ctx, err)
	}
	s.freshValues(ctx)
	r, err := s.model(ctx)
	if err != nil {
		return nil, a.end(ctx, err)
	}
	ts, _ := tools.Tools(r.Document(), s.toolOptions(r))
	return ts, a.end(ctx, nil)
}

// Tables reads the page's data tables as rows keyed by column header.
// Rows and text are bounded; a table cut short says Truncated.
func (s *scope) Tables(ctx context.Context) ([]Table, error) {
	a := s.b.begin("Tables", "", "")
	if err := s.checkSite(ctx, "Tables"); err != nil {
		return nil, a.end(ctx, err)
	}
	s.freshValues(ctx)
	r, err := s.model(ctx)
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
