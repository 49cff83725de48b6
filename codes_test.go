package surefill_test

import (
	"errors"
	"testing"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/resolver"
	sftest "github.com/surefill/surefill/testing"
)

// One code type: the resolver's codes are the surface's, so errors from
// package testing (offline, no browser) match surefill's constants and
// CodeOf reads them — issue #18 found errors.Is false and CodeOf "" there.
func TestOneCodeType(t *testing.T) {
	// The same type, not a look-alike: this line compiles only so.
	var c surefill.ErrorCode = resolver.NotFound
	if c != surefill.NotFound || len(surefill.Codes) != 9 || len(resolver.Codes) != 9 {
		t.Fatalf("codes differ: %v %v", surefill.Codes, resolver.Codes)
	}
	for i := range surefill.Codes {
		if surefill.Codes[i] != resolver.Codes[i] {
			t.Fatalf("code %d: %q vs %q", i, surefill.Codes[i], resolver.Codes[i])
		}
	}

	const page = `<!doctype html><form>
		<label>Email <input name=email></label>
		<label>Phone <input name=home></label>
		<label>Phone <input name=work></label>
	</form>`
	for _, tc := range []struct {
		target surefill.Target
		want   surefill.ErrorCode
	}{
		{surefill.Label("Fax"), surefill.NotFound},
		{surefill.Label("Phone"), surefill.Ambiguous},
	} {
		_, err := sftest.FieldOf(page, tc.target, nil)
		if err == nil {
			t.Fatalf("FieldOf(%s) found a field", tc.target)
		}
		if !errors.Is(err, tc.want) {
			t.Errorf("FieldOf(%s): errors.Is(err, surefill.%s) is false: %v", tc.target, tc.want, err)
		}
		if got := surefill.CodeOf(err); got != tc.want {
			t.Errorf("FieldOf(%s): CodeOf = %q, want %q", tc.target, got, tc.want)
		}
		var re *resolver.Error
		if !errors.As(err, &re) || re.Code != tc.want {
			t.Errorf("FieldOf(%s): %T %v, want a *resolver.Error with %s", tc.target, err, err, tc.want)
		}
	}

	// CheckTargets reports every failing target in one error; it matches
	// each code it holds.
	err := sftest.CheckTargets([]surefill.Target{surefill.Label("Email"), surefill.Label("Fax")}, sftest.Pages{"start": []byte(page)}, nil)
	if !errors.Is(err, surefill.NotFound) || errors.Is(err, surefill.Ambiguous) {
		t.Fatalf("CheckTargets: %v", err)
	}
	if got := surefill.CodeOf(err); got != surefill.NotFound {
		t.Fatalf("CheckTargets: CodeOf = %q, want not_found", got)
	}
	if got := surefill.CodeOf(errors.New("plain")); got != "" {
		t.Fatalf("CodeOf(plain error) = %q", got)
	}
}
