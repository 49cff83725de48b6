package formsnap_test

import (
	"fmt"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/formsnap"
)

func ExampleBuild() {
	doc, _ := dom.Parse([]byte(`<form aria-label="Sign in">
		<label>Email <input type="email" value="ada@example.com"></label>
		<label>Password <input type="password" value="hunter2"></label>
		<button>Sign in</button>
	</form>`), nil)
	s, _ := formsnap.Build(doc, nil)
	for _, c := range s.Forms[0].Controls {
		fmt.Printf("%s %s %q state=%s ops=%v target=%s\n", c.ID, c.Kind, c.Label, c.State.Kind, c.SupportedOperations, c.Target)
	}
	// Output:
	// c1 email "Email" state=text ops=[setText clear] target=role "textbox" name "Email"
	// c2 password "Password" state=redacted ops=[setText clear] target=role "textbox" name "Password"
	// c3 submit "Sign in" state=none ops=[activate] target=role "button" name "Sign in"
}

func ExampleDecodeAction() {
	a, err := formsnap.DecodeAction([]byte(`{"target":{"role":"checkbox","name":"I accept"},"operation":{"kind":"setChecked","checked":true}}`))
	fmt.Println(a, err)
	_, err = formsnap.DecodeAction([]byte(`{"target":{"role":"checkbox","name":"I accept"},"operation":{"kind":"setChecked","checked":true,"value":"on"}}`))
	fmt.Println(err != nil)
	// Output:
	// setChecked role "checkbox" name "I accept" <nil>
	// true
}
