package testing_test

import (
	"errors"
	"fmt"

	"github.com/surefill/surefill/resolver"
	sftest "github.com/surefill/surefill/testing"
)

const applyForm = `<form>
  <div class="question">
    <div class="question-text">Are you authorized to work in the EU?*</div>
    <button type="button" aria-pressed="false">Yes</button>
    <button type="button" aria-pressed="false">No</button>
  </div>
  <label for="email">Email</label><input id="email" type="email">
  <label>Password <input type="password" name="pw" value="hunter2"></label>
</form>`

func ExampleFieldsOf() {
	fields, err := sftest.FieldsOf(applyForm, nil)
	if err != nil {
		panic(err)
	}
	for _, f := range fields {
		fmt.Printf("%-8s %-40q required=%-5v value=%v target=%v\n", f.Kind, f.Label, f.Required, f.Value, f.Target)
	}
	// Output:
	// buttons  "Are you authorized to work in the EU?"  required=true  value=<nil> target=surefill.Label("Are you authorized to work in the EU?")
	// text     "Email"                                  required=false value= target=surefill.Label("Email")
	// text     "Password"                               required=false value=<nil> target=surefill.Label("Password")
}

func ExampleFieldOf() {
	f, err := sftest.FieldOf(applyForm, resolver.Label("are you authorized to work in the EU?"), nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(f.Kind, f.Options)

	_, err = sftest.FieldOf(applyForm, resolver.Label("E-mail"), nil)
	var re *resolver.Error
	if errors.As(err, &re) {
		fmt.Println(re.Code, re.Candidates[0])
	}
	// Output:
	// buttons [Yes No]
	// not_found surefill.Label("Email")
}

func ExampleCheckTargets() {
	before := applyForm
	after := `<form><label>Email <input></label><label>Email <input></label></form>`
	err := sftest.CheckTargets([]resolver.Target{
		resolver.Label("Email"),
		resolver.Role("button", "Yes"),
	}, map[string]string{"before": before, "after": after}, nil)
	fmt.Println(err)
	fmt.Println(errors.Is(err, resolver.Ambiguous))
	// Output:
	// 2 target check(s) failed:
	//   surefill.Label("Email") on "after": ambiguous: 2 matches; a target must name exactly one
	//   surefill.Role("button", "Yes") on "after": not_found: nothing matches
	// true
}
