package lint

import (
	"slices"
	"testing"
)

// TestBrittleSelector covers the selector reading in detail; the
// analysistest tests cover how findings reach the script.
func TestBrittleSelector(t *testing.T) {
	for _, tc := range []struct {
		sel  string
		want []string
	}{
		{"#email", nil},
		{"#main-content", nil},
		{`#foo\.bar`, nil},
		{".btn.btn-primary", nil},
		{"label[for=email] + input", nil},
		{"form >   input", nil},
		{`input[name="a > b > c > d > e"]`, nil},
		{"div:has(> p) span", nil},
		{"a b c d", nil},
		{"a::before", nil},
		{"input:nth-child(2n+1)", []string{"position (:nth-child)"}},
		{"a~b~c~d~e", []string{"a chain of 4 combinators"}},
		{"a b c d e", []string{"a chain of 4 combinators"}},
		{"a > b, c d e f g h", []string{"a chain of 5 combinators"}},
		{`[id='react-select-3-input']`, []string{`a generated id ([id="react-select-3-input"])`}},
		{`[ID="9f86d081884c7d65"]`, []string{`a generated id ([id="9f86d081884c7d65"])`}},
		{`[id^="field-"]`, nil},
		{`#\:r7\:`, []string{"a generated id (#:r7:)"}},
		{"#«r1»", []string{"a generated id (#«r1»)"}},
		{".css-13cymwt-control", []string{"a generated class name (.css-13cymwt-control)"}},
		{".css-grid", nil},
		{".sc-AxjAm", []string{"a generated class name (.sc-AxjAm)"}},
		{".x1y2z3", []string{"a generated class name (.x1y2z3)"}},
		{".card__title", nil},
		{"li:first-child:last-child", []string{"position (:first-child)", "position (:last-child)"}},
		{"li:first-child, li:first-child", []string{"position (:first-child)"}},
	} {
		if got := brittleSelector(tc.sel); !slices.Equal(got, tc.want) {
			t.Errorf("brittleSelector(%q) = %q, want %q", tc.sel, got, tc.want)
		}
	}
}

func TestSensitiveWords(t *testing.T) {
	for text, want := range map[string]bool{
		"Password": true, "Confirm password": true, "current-password": true, "Passcode": true,
		"PIN": true, "PIN code": true, "Card number": true, "card_number": true, "cc-number": true,
		"CVV": true, "CVC2": true, "Security code": true, "One-time code": true, "one time password": true,
		"OTP": true, "Client secret": true, "API token": true, "API key": true,
		"Email": false, "Shipping address": false, "Opinion": false, "Spinner": false, "Passport number": false,
		"Secretary": false, "Tokenize": false, "Card holder name": false,
	} {
		got := sensitiveWords.MatchString(targetInfo{text: text, known: true}.words())
		if got != want {
			t.Errorf("sensitive(%q) = %v, want %v", text, got, want)
		}
	}
}
