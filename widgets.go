package surefill

import (
	"context"
)

// Upload sets the files of a file input (the input may be hidden behind a
// styled button). Each path must exist and lie under a Read root.
func (s *scope) Upload(ctx context.Context, t Target, paths ...string) (Filled, error) {
	a := s.begin("Upload", str(t), "")
	if err := s.b.opts.Grants.need("Upload", Forms); err != nil {
		return Filled{}, a.end(ctx, err)
	}
	res, err := s.a.Upload(ctx, t, paths)
	if err != nil {
		return Filled{}, a.end(ctx, err)
	}
	return s.b.scrubFilled(Filled(res)), a.end(ctx, nil)
}

// Clear empties a field, deselects options, unchecks boxes and removes
// files.
func (s *scope) Clear(ctx context.Context, t Target) (Filled, error) {
	a := s.begin("Clear", str(t), "")
	if err := s.b.opts.Grants.need("Clear", Forms); err != nil {
		return Filled{}, a.end(ctx, err)
	}
	res, err := s.a.Clear(ctx, t)
	if err != nil {
		return Filled{}, a.end(ctx, err)
	}
	return s.b.scrubFilled(Filled(res)), a.end(ctx, nil)
}

// Click clicks the element t names with trusted input, after the
// actionability checks; covered names the element on top. A button named
// like Submit, Send, Pay or Place order is refused without the submit
// grant and a yes from Confirm, and the submit guard stops any submission
// the click causes.
func (s *scope) Click(ctx context.Context, t Target) error {
	a := s.begin("Click", str(t), "")
	if err := s.b.opts.Grants.need("Click", Forms); err != nil {
		return a.end(ctx, err)
	}
	return a.end(ctx, s.a.Click(ctx, t))
}

// Press presses a key ("Enter", "Tab", "Escape", "Control+a", "x") in the
// focused element, with trusted input. Enter in a form field submits, so
// the submit guard applies.
func (s *scope) Press(ctx context.Context, key string) error {
	a := s.begin("Press", "", "")
	if err := s.b.opts.Grants.need("Press", Forms); err != nil {
		return a.end(ctx, err)
	}
	return a.end(ctx, s.a.Press(ctx, key))
}
