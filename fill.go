package surefill

import (
	"context"

	"github.com/surefill/surefill/internal/act"
)

// Fill works out the widget t names and writes value with trusted input,
// then reads it back: it returns the value the page kept, or a
// *FieldError. value is a string (text, a select's option, a radio's or a
// button group's choice, a file path), a bool (a checkbox) or a []string
// (a multiple select, a checkbox group: exactly these end up chosen).
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
	res, err := s.a.Fill(ctx, t, value, act.FillOptions(o))
	if err != nil {
		return Filled{}, a.end(ctx, err)
	}
	return s.b.scrubFilled(Filled(res)), a.end(ctx, nil)
}
