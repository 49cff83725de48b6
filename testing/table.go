package testing

import (
	"fmt"

	"github.com/surefill/surefill/resolver"
	"github.com/surefill/surefill/tools"
)

// TableOf reads the table target names in saved HTML, the way Tab.Table
// does live: rows keyed by column, filtered by where (a column must
// contain its text, ignoring case), at most limit rows (0 means 50).
func TableOf[H HTML](html H, target resolver.Target, where map[string]string, limit int, opts *Options) (tools.QueryResult, error) {
	r, err := load(html, opts)
	if err != nil {
		return tools.QueryResult{}, err
	}
	m, err := r.Match(target)
	if err != nil {
		return tools.QueryResult{}, err
	}
	ts, _ := tools.Tables(r.Document(), &tools.Options{Resolver: r})
	var inside []tools.Table
	for _, tb := range ts {
		if tb.Element == m.Nodes[0] {
			return tb.Query(where, limit), nil
		}
		if tb.Element != nil && m.Nodes[0].Contains(tb.Element) {
			inside = append(inside, tb)
		}
	}
	if len(inside) == 1 {
		return inside[0].Query(where, limit), nil
	}
	return tools.QueryResult{}, &resolver.Error{Code: resolver.NotFound, Op: "TableOf", Target: target.String(),
		Detail: fmt.Sprintf("the target is not a data table (%d tables inside it)", len(inside))}
}
