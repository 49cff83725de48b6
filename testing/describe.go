package testing

import "github.com/surefill/surefill/resolver"

// DescribeOf resolves one target on a saved page and returns the role,
// accessible name and description of what it found, as Tab.Describe does
// live: the way to see why a Role target matches or not, and to compare a
// saved page with the live one exactly. The error is a *resolver.Error
// (not_found, ambiguous) with ready-to-paste candidates.
func DescribeOf[H HTML](html H, target resolver.Target) (resolver.Accessible, error) {
	p, err := loadPage(html, nil)
	if err != nil {
		return resolver.Accessible{}, err
	}
	defer release(p) // the answer holds only strings
	return p.Describe(target)
}
