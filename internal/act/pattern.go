package act

import (
	"context"
	"fmt"
	"regexp"

	"github.com/surefill/surefill/internal/live"
	"github.com/surefill/surefill/resolver"
)

// OptionMatch is a Fill value naming one option by a regular expression
// over the options' names, for options whose text carries what changes
// (a price, a count): exactly one option must match.
type OptionMatch struct{ Re *regexp.Regexp }

func (p OptionMatch) String() string {
	return fmt.Sprintf("surefill.OptionMatch(regexp.MustCompile(%q))", p.Re)
}

// matchOption is the one name of names the pattern matches: ambiguous
// when several do (they are listed), no_option when none does (all are).
func matchOption(t resolver.Target, names []string, p OptionMatch) (string, error) {
	var hits []string
	for _, n := range names {
		if p.Re.MatchString(n) {
			hits = append(hits, n)
		}
	}
	switch len(hits) {
	case 1:
		return hits[0], nil
	case 0:
		return "", &Error{Code: NoOption, Target: t.String(), Options: names,
			Detail: fmt.Sprintf("no option matches %s", p.Re), Next: "pass a pattern that matches one of the listed options"}
	}
	return "", &Error{Code: Ambiguous, Target: t.String(), Options: hits,
		Detail: fmt.Sprintf("%d options match %s; an option pattern must match exactly one", len(hits), p.Re),
		Next:   "narrow the pattern (anchor it with ^ and $) so it matches one of the listed options"}
}

// optionByPattern turns an option pattern into the name of the option it
// matches among the field's options. A widget whose options exist only in
// its open popup is opened first (what the call opened is closed again
// when no one option matches).
func (s *Scope) optionByPattern(ctx context.Context, log *live.Log, t resolver.Target, m *resolver.Match, p OptionMatch, o FillOptions) (string, error) {
	if p.Re == nil {
		return "", &Error{Code: NoOption, Target: t.String(), Detail: "the option pattern is nil", Next: "pass surefill.OptionMatch(regexp.MustCompile(...))"}
	}
	names := m.OptionNames
	if len(names) == 0 {
		names = m.OriginalOptions()
	}
	f := *m.Field
	widget := f.Kind == resolver.KindSelect && !m.Nodes[0].IsElement("select")
	if len(names) > 0 || !widget {
		return matchOption(t, names, p)
	}
	since := s.f.P.Inputs()
	var name string
	err := s.GuardWrite(ctx, "Fill", func() error {
		cur, err := s.openToRead(ctx, log, t, m, o, true)
		if err != nil {
			return err
		}
		name, err = matchOption(t, cur.OptionNames, p)
		return err
	})
	if err != nil {
		s.closeWidget(ctx, log, since)
	}
	return name, err
}
