package act

import (
	"errors"
	"regexp"
	"slices"
	"testing"

	"github.com/surefill/surefill/resolver"
)

func TestMatchOption(t *testing.T) {
	names := []string{"Standard 5 days · $4.00", "Express 2 days · $9.00", "Pickup (free)"}
	target := resolver.Label("Delivery")
	cases := []struct {
		re   string
		want string
		code Code
		opts []string
	}{
		{re: `^Express\b`, want: "Express 2 days · $9.00"},
		{re: `free`, want: "Pickup (free)"},
		{re: `days`, code: Ambiguous, opts: names[:2]},
		{re: `^Drone`, code: NoOption, opts: names},
	}
	for _, c := range cases {
		got, err := matchOption(target, names, OptionMatch{Re: regexp.MustCompile(c.re)})
		if c.code == "" {
			if err != nil || got != c.want {
				t.Errorf("%s: got %q, %v; want %q", c.re, got, err, c.want)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || e.Code != c.code || !slices.Equal(e.Options, c.opts) || e.Changed {
			t.Errorf("%s: got %q, %#v; want %s listing %q, unchanged", c.re, got, err, c.code, c.opts)
		}
	}
}

func TestOptionMatchPrintsAsGo(t *testing.T) {
	got := OptionMatch{Re: regexp.MustCompile(`^Express\b`)}.String()
	if want := "surefill.OptionMatch(regexp.MustCompile(\"^Express\\\\b\"))"; got != want {
		t.Errorf("String() = %s, want %s", got, want)
	}
}

func TestCreatesValue(t *testing.T) {
	for _, c := range []struct {
		name, v string
		want    bool
	}{
		{`Create "Quantum"`, "Quantum", true},
		{"Add “gamma”", "gamma", true},
		{"Quantum", "Quantum", false},
		{`Create "Quantumleap"`, "Quantum", false},
		{"Quantum physics", "Quantum", false},
	} {
		if got := createsValue(c.name, c.v); got != c.want {
			t.Errorf("createsValue(%q, %q) = %v, want %v", c.name, c.v, got, c.want)
		}
	}
}

// TestAddsText: an entry of a list that adds the typed value says so
// with "add" or "create" and the value last, quoted or not; text that
// only holds the value, or a longer one, does not.
func TestAddsText(t *testing.T) {
	for _, c := range []struct {
		text, v string
		want    bool
	}{
		{`Press Enter to add "alpha"`, "alpha", true},
		{"Add alpha…", "alpha", true},
		{"Add alpha...", "alpha", true},
		{"Create «Beta»", "beta", true},
		{"Add alphabet…", "alpha", false},
		{"alpha", "alpha", false},
		{"No results found", "alpha", false},
		{"Address alpha", "alpha", false},
		{"Add alpha to favourites", "alpha", false},
	} {
		if got := addsText(c.text, c.v); got != c.want {
			t.Errorf("addsText(%q, %q) = %v, want %v", c.text, c.v, got, c.want)
		}
	}
}

// TestLoadingText: the entry a list shows while it loads, not the one
// saying nothing matched.
func TestLoadingText(t *testing.T) {
	for name, want := range map[string]bool{"Searching…": true, "Loading...": true, "loading more results": true, "No results found": false, "Loadingbay": false} {
		if got := loadingText(name); got != want {
			t.Errorf("loadingText(%q) = %v, want %v", name, got, want)
		}
	}
}
