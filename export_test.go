package surefill

import (
	"context"
	"weak"

	"github.com/surefill/surefill/dom"
)

// SetSnapshotSave makes every Save take the snapshot path, or not.
func SetSnapshotSave(on bool) { snapshotSave.Store(on) }

// ModelOf returns a weak pointer to the model the tab resolves over now.
func ModelOf(ctx context.Context, t *Tab) (weak.Pointer[dom.Document], error) {
	r, err := t.a.Model(ctx)
	if err != nil {
		return weak.Pointer[dom.Document]{}, err
	}
	return weak.Make(r.Document()), nil
}
