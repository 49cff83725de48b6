package secret

import (
	"context"
	"os"
	"regexp"

	"github.com/surefill/surefill"
)

const pin = "4242"

func fill(ctx context.Context, tab *surefill.Tab, frame *surefill.Frame, s surefill.Scope) {
	// Not secrets, or not literals.
	tab.Fill(ctx, surefill.Label("Email"), "ada@example.org", nil)
	tab.Fill(ctx, surefill.Label("Shipping address"), "1 Main St", nil) // "pin" inside a word
	tab.Fill(ctx, surefill.Label("Password"), os.Getenv("SCRIPT_PASSWORD"), nil)
	tab.Fill(ctx, surefill.Label("Password"), "", nil) // clearing
	tab.Fill(ctx, surefill.Label("Remember me"), true, nil)
	tab.Fill(ctx, surefill.Label("Opinion"), "fine", nil)
	tab.Fill(ctx, surefill.Label("Password hint"), "x", &surefill.FillOptions{Sensitive: false}) // want `literal-secret`

	tab.Fill(ctx, surefill.Label("Password"), "hunter2", nil)                                    // want `literal-secret: a string literal is filled as a secret \(Label\("Password"\) names a sensitive field\); read it at run time instead, from the environment \(os.Getenv\("SCRIPT_PASSWORD"\)\)`
	tab.Fill(ctx, surefill.Label("Confirm new password*"), "hunter2", nil)                       // want `Label\("Confirm new password\*"\) names a sensitive field`
	tab.Fill(ctx, surefill.Label("PIN"), pin, nil)                                               // want `Label\("PIN"\) names`
	frame.Fill(ctx, surefill.Label("Card number"), "4242 4242 4242 4242", nil)                   // want `Label\("Card number"\)`
	s.Fill(ctx, surefill.Label("CVC"), "123", nil)                                               // want `Label\("CVC"\)`
	s.Fill(ctx, surefill.Label("Security code (CVV)"), "123", nil)                               // want `literal-secret`
	tab.Fill(ctx, surefill.Label("One-time code"), "123456", nil)                                // want `os.Getenv\("SCRIPT_ONE_TIME_CODE"\)`
	tab.Fill(ctx, surefill.Label("Enter the OTP"), "123456", nil)                                // want `literal-secret`
	tab.Fill(ctx, surefill.Label("API token"), "ghp_x", nil)                                     // want `literal-secret`
	tab.Fill(ctx, surefill.Label("Client secret"), "s3cr3t", nil)                                // want `literal-secret`
	tab.Fill(ctx, surefill.Role("textbox", "Passcode"), "0000", nil)                             // want `Role\("textbox", "Passcode"\)`
	tab.Fill(ctx, surefill.LabelMatch(regexp.MustCompile(`(?i)^pass(word|code)`)), "x", nil)     // want "LabelMatch\\(regexp.MustCompile\\(`\\(\\?i\\)\\^pass\\(word\\|code\\)`\\)\\)"
	tab.Fill(ctx, surefill.RoleMatch("textbox", regexp.MustCompile(`^PIN\b`)), "1234", nil)      // want `literal-secret`
	tab.Fill(ctx, surefill.CSS("input[type=password]"), "hunter2", nil)                          // want `CSS\("input\[type=password\]"\)`
	tab.Fill(ctx, surefill.CSS(`[autocomplete="cc-number"]`), "4242", nil)                       // want `literal-secret`
	tab.Fill(ctx, surefill.CSS("#one-time-code"), "4242", nil)                                   // want `literal-secret`
	tab.Fill(ctx, surefill.Label("Password").Within(surefill.Role("group", "Log in")), "x", nil) // want `Label\("Password"\) names`
	tab.Fill(ctx, surefill.Label("Email").Within(surefill.Role("group", "Password")), "x", nil)  // the container is not the field

	pw := surefill.Label("Password")
	tab.Fill(ctx, pw, "hunter2", nil) // want `Label\("Password"\) names`

	tab.Fill(ctx, surefill.Label("Answer"), "blue", &surefill.FillOptions{Sensitive: true}) // want `the fill is marked Sensitive`
	opts := &surefill.FillOptions{Sensitive: true}
	tab.Fill(ctx, surefill.Label("Answer"), "blue", opts) // want `marked Sensitive`

	//surefill:allow literal-secret a test account's password, published in the form's docs
	tab.Fill(ctx, surefill.Label("Password"), "demo", nil)

	var t surefill.Target = surefill.Label("Password")
	t = surefill.Label("Email")
	tab.Fill(ctx, t, "ada@example.org", nil) // reassigned: unknown, not flagged
}
