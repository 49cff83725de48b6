package resolver

// Normalize returns the comparison form targets use: white space
// collapsed, trailing "*", ":" and "(optional)" removed, case folded and
// accents removed. Two strings match as a target would when their
// Normalize forms are equal. (Added for the live layer, which matches a
// Fill value against a field's options the same way.)
func Normalize(s string) string { return fold(s) }
