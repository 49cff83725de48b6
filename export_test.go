package surefill

// SetSnapshotSave makes every Save take the snapshot path, or not.
func SetSnapshotSave(on bool) { snapshotSave.Store(on) }
