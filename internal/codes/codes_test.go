package codes

import (
	"errors"
	"fmt"
	"testing"
)

func TestCodes(t *testing.T) {
	want := []string{"not_found", "ambiguous", "stale_ref", "covered", "not_editable", "no_option", "not_committed", "timeout", "not_permitted"}
	all := All()
	if len(all) != len(want) {
		t.Fatalf("%d codes, want %d", len(all), len(want))
	}
	for i, c := range all {
		if string(c) != want[i] || c.Error() != want[i] || !c.Valid() {
			t.Errorf("code %d = %q (valid %v), want %q", i, c, c.Valid(), want[i])
		}
		if !errors.Is(fmt.Errorf("wrapped: %w", c), c) {
			t.Errorf("a wrapped %s does not match itself", c)
		}
	}
	all[0] = "changed"
	if All()[0] != NotFound {
		t.Fatal("All shares its slice: a caller changed the codes")
	}
	if Code("not found").Valid() {
		t.Fatal("an unknown code is valid")
	}
}
