package cdp

// PendingCalls exposes the number of calls waiting for a response, so tests
// can check that a cancelled call leaves nothing behind.
func PendingCalls(b *Browser) int {
	b.c.mu.Lock()
	defer b.c.mu.Unlock()
	return len(b.c.pending)
}

// MergeDisabledFeatures exposes the folding of --disable-features switches.
var MergeDisabledFeatures = mergeDisabledFeatures
