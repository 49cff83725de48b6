package lint

import (
	"go/ast"
	"go/constant"
	"regexp"
	"strconv"

	"golang.org/x/tools/go/analysis"
)

// LiteralSecret flags secrets written into a script.
var LiteralSecret = &analysis.Analyzer{
	Name: "literal_secret",
	Doc: `literal-secret: flag a secret written into a script as a literal

A constant, non-empty string passed as the value of Fill (on a Tab, a Frame or
a Scope) is flagged when the target reads as sensitive — a Label, LabelMatch,
Role, RoleMatch, Text or CSS target whose text names a password, passcode,
passphrase, PIN, card number, CVV/CVC/CSC, security or verification code,
one-time code, OTP, secret, token or API key — or when the call passes
&surefill.FillOptions{Sensitive: true}. A script is read, copied and kept in
version control; read the secret at run time instead, from the environment
(os.Getenv) or a file outside the repository (os.ReadFile).`,
	URL: "https://pkg.go.dev/github.com/surefill/surefill/lint",
	Run: runSecret,
}

const ruleSecret = "literal-secret"

// sensitiveWords matches, in a target's text as words (see
// targetInfo.words), what names a secret.
var sensitiveWords = regexp.MustCompile(`\b(pass ?words?|pass ?codes?|pass ?phrases?|pins?|pin codes?|card ?numbers?|card no|credit card|cc (number|csc)|cvv2?|cvc2?|csc|security codes?|verification codes?|one ?time (codes?|pass ?codes?|pass ?words?|pins?)|otps?|secrets?|tokens?|api ?keys?)\b`)

func runSecret(pass *analysis.Pass) (any, error) {
	s := newState(pass)
	calls(pass, func(_ ast.Decl, call *ast.CallExpr, _ []ast.Node) {
		fn := calleeFunc(pass.TypesInfo, call)
		if !isMethod(fn, "Fill") || len(call.Args) < 3 {
			return
		}
		value := call.Args[2]
		if v, ok := constString(pass.TypesInfo, value); !ok || v == "" {
			return
		}
		t := s.target(call.Args[1])
		var why string
		switch {
		case t.known && sensitiveWords.MatchString(t.words()):
			why = t.String() + " names a sensitive field"
		case len(call.Args) > 3 && s.sensitiveOption(call.Args[3]):
			why = "the fill is marked Sensitive"
		default:
			return
		}
		s.report(ruleSecret, value, "a string literal is filled as a secret (%s); read it at run time instead, from the environment (os.Getenv(%s)) or a file outside the repository (os.ReadFile), never written into the script",
			why, strconv.Quote(envName(t)))
	})
	return nil, nil
}

// sensitiveOption reports &surefill.FillOptions{Sensitive: true}, written
// in the call or in a variable given that one value.
func (s *state) sensitiveOption(e ast.Expr) bool {
	e = s.resolve(e)
	if u, ok := e.(*ast.UnaryExpr); ok {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok || !isSurefillType(s.pass.TypesInfo.TypeOf(lit), "FillOptions") {
		return false
	}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Sensitive" {
			tv := s.pass.TypesInfo.Types[kv.Value]
			return tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value)
		}
	}
	return false
}

// envName proposes an environment variable for the secret a target
// names, for the message.
func envName(t targetInfo) string {
	if m := sensitiveWords.FindString(t.words()); m != "" && t.known {
		b := []byte("SCRIPT_")
		for _, r := range m {
			switch {
			case r >= 'a' && r <= 'z':
				b = append(b, byte(r-'a'+'A'))
			case r >= '0' && r <= '9':
				b = append(b, byte(r))
			case r == ' ':
				b = append(b, '_')
			}
		}
		return string(b)
	}
	return "SCRIPT_SECRET"
}
