package resolver_test

import (
	"testing"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

// keyed parses html and gives every element a live id from base up, as a
// live builder would.
func keyed(t *testing.T, html string, base int64, backend bool) *dom.Document {
	t.Helper()
	d, err := dom.Parse([]byte(html), nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, n := range d.Elements() {
		if backend {
			n.State.BackendID = base + int64(i)
		} else {
			n.State.RuntimeID = base + int64(i)
		}
	}
	return d
}

func TestPasswordMemoryCarry(t *testing.T) {
	page := `<input id=a type=password><input id=b><input id=c>`
	from := keyed(t, page, 1<<40, false)
	var m resolver.PasswordMemory
	m.Observe(from)
	m.Mark(from.Root.ElementByID("c"))

	// The same elements: carried one for one.
	to := keyed(t, page, 1, true)
	m.Carry(from, to)
	for id, want := range map[string]bool{"a": true, "b": false, "c": true} {
		if got := m.Seen(to.Root.ElementByID(id)); got != want {
			t.Errorf("aligned: %s seen = %v, want %v", id, got, want)
		}
	}

	// A tree only the second builder sees: carried by looks.
	to = keyed(t, `<div><p>extra</p></div>`+page, 100, true)
	m.Carry(from, to)
	for id, want := range map[string]bool{"a": true, "b": false, "c": true} {
		if got := m.Seen(to.Root.ElementByID(id)); got != want {
			t.Errorf("unaligned: %s seen = %v, want %v", id, got, want)
		}
	}
}
