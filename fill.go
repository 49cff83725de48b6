package surefill

import (
	"context"
	"regexp"

	"github.com/surefill/surefill/internal/act"
)

// Fill works out the widget t names and writes value with trusted input,
// then reads it back: it returns the value the page kept, or a
// *FieldError. value is a string (text, a select's option, a radio's or a
// button group's choice, a file path), a bool (a checkbox), a []string (a
// multiple select, a widget taking several values, a checkbox group:
// exactly these end up chosen), or an OptionMatch (the one option of a
// select, a radio group or a button group whose name a pattern matches).
//
// A value the page reformats (a phone number grouped on blur) commits when
// the letters and digits read back are the ones written, in order; Filled
// reports what the page shows.
func (s *scope) Fill(ctx context.Context, t Target, value any, opts *FillOptions) (Filled, error) {
	var o FillOptions
	if opts != nil {
		o = *opts
	}
	a := s.begin("Fill", str(t), "")
	if err := s.b.opts.Grants.need("Fill", Forms); err != nil {
		return Filled{}, a.end(ctx, err)
	}
	if p, ok := value.(OptionPattern); ok {
		value = act.OptionMatch{Re: p.re}
	}
	res, err := s.a.Fill(ctx, t, value, act.FillOptions{Sensitive: o.Sensitive, Timeout: o.Timeout})
	if err != nil {
		return Filled{}, a.end(ctx, err)
	}
	return s.b.scrubFilled(Filled(res)), a.end(ctx, nil)
}

// OptionPattern is a Fill value naming an option by a regular expression;
// OptionMatch makes one.
type OptionPattern struct{ re *regexp.Regexp }

// OptionMatch names, as the value of Fill, the one option of a select (a
// native one or a widget), a radio group or a button group whose name re
// matches: for options whose text carries what changes, a price or a
// count ("Express 2 days · $9.00" by `^Express\b`). Exactly one option
// must match: more fail ambiguous, listing those that match; none fail
// no_option, listing the options.
func OptionMatch(re *regexp.Regexp) OptionPattern { return OptionPattern{re: re} }

// String prints the value as the Go that makes it.
func (p OptionPattern) String() string { return act.OptionMatch{Re: p.re}.String() }
