package surefill

import (
	"encoding/json"
	"fmt"
	"time"
)

// FillOptions tune one Fill. nil is the default.
type FillOptions struct {
	// Sensitive keeps the value out of results, errors and logs (password,
	// card and one-time-code fields are sensitive without being told).
	Sensitive bool
	// Timeout bounds waiting for the field to appear and for options to
	// load; 0 means DefaultTimeout. It never outlives ctx.
	Timeout time.Duration
}

// WaitOptions tune WaitFor. nil waits until visible, DefaultTimeout.
type WaitOptions struct {
	// Hidden waits until nothing matching is visible instead.
	Hidden  bool
	Timeout time.Duration
}

// Filled is what a write committed: the value read back from the page
// (what the page kept, after any reformatting), never a value the SDK
// assumed. A sensitive field's Value is withheld.
type Filled struct {
	Label     string `json:"label"`
	Kind      Kind   `json:"kind"`
	Value     Value  `json:"value"`
	Sensitive bool   `json:"sensitive,omitempty"`
	Invalid   bool   `json:"invalid"`
	Error     string `json:"error,omitempty"`
}

// redacted is what a sensitive value shows as.
const redacted = "[sensitive]"

// MarshalJSON withholds a sensitive value.
func (f Filled) MarshalJSON() ([]byte, error) {
	type plain Filled
	p := plain(f)
	if p.Sensitive {
		p.Value = redacted
	}
	return json.Marshal(p)
}

// String prints the result without a sensitive value.
func (f Filled) String() string {
	v := any(f.Value)
	if f.Sensitive {
		v = redacted
	}
	s := fmt.Sprintf("%s %q = %v", f.Kind, f.Label, v)
	if f.Invalid {
		s += " (invalid: " + f.Error + ")"
	}
	return s
}
