package surefill

import (
	"context"

	"github.com/surefill/surefill/resolver"
)

// Accessible is the role, accessible name and description a target
// resolves to (see Scope.Describe).
type Accessible = resolver.Accessible

// Describe returns the role, accessible name (accname 1.2) and description
// of what t resolves to, as the resolver computes them over the page: the
// same answer testing.DescribeOf gives for the page's saved HTML. Use it to
// see why a Role target matches or not. It waits, as Text does, for
// something a person can see to match, and needs the tabs grant only.
func (s *scope) Describe(ctx context.Context, t Target) (Accessible, error) {
	a := s.begin("Describe", str(t), "")
	if err := s.a.CheckSite(ctx, "Describe"); err != nil {
		return Accessible{}, a.end(ctx, err)
	}
	// match waits for the target and reports a missing or ambiguous one
	// with candidates; the settled query then reads the facts the name
	// engine consults (computed style of the element and its content).
	fs, _, err := s.a.MatchPage(ctx, "Describe", t, 0)
	if err != nil {
		return Accessible{}, a.end(ctx, err)
	}
	var ax Accessible
	err = fs.Query(ctx, func(r *resolver.Resolver) error {
		var err error
		ax, err = r.Describe(t)
		return err
	})
	if err != nil {
		return Accessible{}, a.end(ctx, fromResolver("Describe", err))
	}
	return ax, a.end(ctx, nil)
}
