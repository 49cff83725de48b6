package live

// Held is held, for tests: the navigation a read-back took, if no input
// came after it.
func (f *Frame) Held() (string, bool) { return f.held() }
