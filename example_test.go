package surefill_test

import (
	"errors"
	"fmt"
	"regexp"

	"github.com/surefill/surefill"
)

// Targets print themselves as ready-to-paste Go, which is how errors and
// listings name them.
func ExampleTarget() {
	fmt.Println(surefill.Label("Email"))
	fmt.Println(surefill.Role("button", "Yes"))
	fmt.Println(surefill.LabelMatch(regexp.MustCompile(`^(e-?mail|courriel)`)))
	fmt.Println(surefill.Label("City").Within(surefill.Role("group", "Home address")))
	// Output:
	// surefill.Label("Email")
	// surefill.Role("button", "Yes")
	// surefill.LabelMatch(regexp.MustCompile("^(e-?mail|courriel)"))
	// surefill.Label("City").Within(surefill.Role("group", "Home address"))
}

// Every failure of a call is a *FieldError with one of nine codes: match a
// code in one line, or take the details with errors.As.
func ExampleFieldError() {
	var err error = &surefill.FieldError{
		Code:       surefill.NotFound,
		Op:         "Fill",
		Target:     `surefill.Label("Phone")`,
		Candidates: []string{`surefill.Label("Phone number")`},
	}
	err = fmt.Errorf("step 3: %w", err) // wrapped by the script, still matched

	fmt.Println(errors.Is(err, surefill.NotFound), errors.Is(err, surefill.Ambiguous))
	fmt.Println(surefill.CodeOf(err))
	var fe *surefill.FieldError
	if errors.As(err, &fe) {
		fmt.Println(fe.Candidates[0], fe.Changed)
	}
	// Output:
	// true false
	// not_found
	// surefill.Label("Phone number") false
}

// The nine codes, in their fixed order.
func ExampleCodes() {
	for _, c := range surefill.Codes {
		fmt.Print(c, " ")
	}
	fmt.Println()
	// Output:
	// not_found ambiguous stale_ref covered not_editable no_option not_committed timeout not_permitted
}

// Grants print as the Go that declares them, for error messages.
func ExampleGrants() {
	g := surefill.Grants{Allow: []surefill.Grant{surefill.Forms, surefill.Submit}}
	fmt.Println(g)
	// Output:
	// surefill.Grants{Allow: []surefill.Grant{surefill.Forms, surefill.Submit}}
}
