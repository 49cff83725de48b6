// Package resolver is a stub of surefill's resolver with the signatures
// the lint tests need: targets are built here and re-exported by the root
// package, as in the real module.
package resolver

import "regexp"

// Target is what a script means.
type Target interface {
	String() string
	Within(container Target) Target
}

type target struct{}

func (*target) String() string                   { return "" }
func (t *target) Within(container Target) Target { return t }

// FieldRef is a handle on one field; it is a Target too.
type FieldRef struct{ Doc, Node uint64 }

func (FieldRef) String() string                   { return "" }
func (r FieldRef) Within(container Target) Target { return r }

func Label(text string) Target                        { return &target{} }
func LabelMatch(re *regexp.Regexp) Target             { return &target{} }
func Role(role, name string) Target                   { return &target{} }
func RoleMatch(role string, re *regexp.Regexp) Target { return &target{} }
func Text(text string) Target                         { return &target{} }
func TextMatch(re *regexp.Regexp) Target              { return &target{} }
func CSS(selector string) Target                      { return &target{} }
