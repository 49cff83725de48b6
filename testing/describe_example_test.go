package testing_test

import (
	"fmt"

	"github.com/surefill/surefill/resolver"
	sftest "github.com/surefill/surefill/testing"
)

func ExampleDescribeOf() {
	page := `<form>
<label for=e>Email</label><input id=e aria-describedby=h><small id=h>We never share it</small>
<input type=submit value="">
</form>`
	ax, err := sftest.DescribeOf(page, resolver.Label("Email"))
	if err != nil {
		panic(err)
	}
	fmt.Printf("%s %q %q\n", ax.Role, ax.Name, ax.Description)

	// An empty value names a submit button "": Role("button", "Submit")
	// does not match it, and Describe of its CSS target says why.
	ax, _ = sftest.DescribeOf(page, resolver.CSS("input[type=submit]"))
	fmt.Printf("%s %q %s\n", ax.Role, ax.Name, ax.Element)
	// Output:
	// textbox "Email" "We never share it"
	// button "" <input>
}
