// Package codes holds the nine error codes, defined once: the surface
// (surefill.ErrorCode), the resolver (resolver.ErrorCode) and the live
// layer name this one type through aliases, so a code from any of them
// matches the surface's constants with errors.Is and == alike.
package codes

// Code is one of the nine fixed reasons a call fails. A code never changes
// meaning. It is an error itself, so errors.Is(err, NotFound) matches any
// error in a chain that reports that code through an Is method.
type Code string

// The nine codes.
const (
	NotFound     Code = "not_found"     // nothing a person could see matches the target
	Ambiguous    Code = "ambiguous"     // more than one element or field matches
	StaleRef     Code = "stale_ref"     // a FieldRef from another document
	Covered      Code = "covered"       // another element would receive the click
	NotEditable  Code = "not_editable"  // disabled, read-only or not a field
	NoOption     Code = "no_option"     // the value is not among the options
	NotCommitted Code = "not_committed" // the page did not keep the value
	Timeout      Code = "timeout"       // a condition did not hold in time
	NotPermitted Code = "not_permitted" // a grant, a site or the submit guard refused
)

// All returns the nine codes in their fixed order, a new slice each call.
func All() []Code {
	return []Code{NotFound, Ambiguous, StaleRef, Covered, NotEditable, NoOption, NotCommitted, Timeout, NotPermitted}
}

func (c Code) Error() string { return string(c) }

// Valid reports whether c is one of the nine.
func (c Code) Valid() bool {
	switch c {
	case NotFound, Ambiguous, StaleRef, Covered, NotEditable, NoOption, NotCommitted, Timeout, NotPermitted:
		return true
	}
	return false
}
