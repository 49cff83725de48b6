package accname_test

import (
	"fmt"

	"github.com/surefill/surefill/accname"
	"github.com/surefill/surefill/dom"
)

// Name a form's controls the way a screen reader announces them.
func ExampleComputer() {
	doc, err := dom.Parse([]byte(`
<form aria-label="Sign in">
  <label for=email>Email</label> <input id=email type=email>
  <label><input type=checkbox> Remember me</label>
  <input type=password placeholder="Password" aria-describedby=hint>
  <p id=hint>At least 12 characters.</p>
  <button>Sign <b>in</b></button>
</form>`), nil)
	if err != nil {
		panic(err)
	}
	c := accname.NewComputer()
	for _, el := range doc.Elements() {
		if el.IsElement("form", "input", "button") {
			fmt.Printf("%s %q %q\n", c.Role(el), c.Name(el), c.Description(el))
		}
	}
	// Output:
	// form "Sign in" ""
	// textbox "Email" ""
	// checkbox "Remember me" ""
	// textbox "Password" "At least 12 characters."
	// button "Sign in" ""
}

// Role resolves the role attribute's first valid token and its synonyms.
func ExampleRole() {
	doc, _ := dom.Parse([]byte(`<div id=x role="toggle image">*</div>`), nil)
	fmt.Println(accname.Role(doc.Root.ElementByID("x")))
	// Output: img
}
