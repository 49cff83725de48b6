package lint

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/resolver"
)

// SubmitUnconfirmed flags a submission nobody agreed to.
var SubmitUnconfirmed = &analysis.Analyzer{
	Name: "submit_unconfirmed",
	Doc: `submit-unconfirmed: flag a click or key that may submit without Confirm first

In a package that grants surefill.Submit or surefill.BrowserAll (an element of
a []surefill.Grant literal, such as Grants{Allow: …}, or an argument appended
to one), every Click or Press that may submit a form needs a Browser.Confirm
before it: earlier in the same function or, when that function calls no
Confirm, in another function of the package. A Click may submit when its
target is a button or link named like a submission (the SDK's SubmitWords:
Submit, Send, Pay, Place order, …), a CSS selector that mentions submit or
button, a button or link of any name, or a target the rule cannot read (a
variable, a FieldRef, a parameter); a Press may submit when its key is Enter,
Space or not a constant. Confirm's answer must be used: a Confirm whose
result is dropped is flagged too.`,
	URL: "https://pkg.go.dev/github.com/surefill/surefill/lint",
	Run: runSubmit,
}

const ruleSubmit = "submit-unconfirmed"

func runSubmit(pass *analysis.Pass) (any, error) {
	s := newState(pass)
	info := pass.TypesInfo

	// Where the package grants submit, and where it confirms.
	granted := false
	confirms := map[ast.Decl][]token.Pos{}
	var actions []struct {
		decl ast.Decl
		call *ast.CallExpr
		fn   *types.Func
	}
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				if isGrantSlice(info.TypeOf(n)) && slices.ContainsFunc(n.Elts, func(e ast.Expr) bool { return grantsSubmit(info, e) }) {
					granted = true
				}
			case *ast.CallExpr:
				if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && len(n.Args) > 1 && isBuiltin(info, id, "append") && isGrantSlice(info.TypeOf(n)) {
					if slices.ContainsFunc(n.Args[1:], func(e ast.Expr) bool { return grantsSubmit(info, e) }) {
						granted = true
					}
				}
			}
			return true
		})
	}
	calls(pass, func(decl ast.Decl, call *ast.CallExpr, stack []ast.Node) {
		fn := calleeFunc(info, call)
		switch {
		case isMethod(fn, "Confirm") && isSurefillType(recvType(fn), "Browser"):
			confirms[decl] = append(confirms[decl], call.Pos())
			if len(stack) > 0 && dropped(stack[len(stack)-1], call) {
				s.report(ruleSubmit, call, "Confirm's answer is dropped; stop unless the person said yes: if !b.Confirm(ctx, \"…\") { return }")
			}
		case isMethod(fn, "Click") || isMethod(fn, "Press"):
			actions = append(actions, struct {
				decl ast.Decl
				call *ast.CallExpr
				fn   *types.Func
			}{decl, call, fn})
		}
	})
	if !granted {
		return nil, nil
	}
	elsewhere := 0 // confirms outside each action's function
	for _, ps := range confirms {
		elsewhere += len(ps)
	}
	for _, a := range actions {
		what, may := s.maySubmit(a.fn.Name(), a.call)
		if !may {
			continue
		}
		own := confirms[a.decl]
		if slices.ContainsFunc(own, func(p token.Pos) bool { return p < a.call.Pos() }) {
			continue
		}
		if len(own) == 0 && elsewhere > 0 {
			continue // confirmed in another function, which may well run first
		}
		s.report(ruleSubmit, a.call, "%s may submit a form and the package grants surefill.Submit, but no Browser.Confirm comes before it; ask the person first: if !b.Confirm(ctx, \"Submit …?\") { return }",
			what)
	}
	return nil, nil
}

// maySubmit reports whether a Click or Press may submit a form, with the
// call in words.
func (s *state) maySubmit(op string, call *ast.CallExpr) (string, bool) {
	if len(call.Args) < 2 {
		return op, false
	}
	arg := call.Args[1]
	if op == "Press" {
		key, ok := constString(s.pass.TypesInfo, s.resolve(arg))
		if !ok {
			return "Press(…)", true
		}
		k := strings.ToLower(key)
		return "Press(\"" + key + "\")", strings.Contains(k, "enter") || strings.Contains(k, "return") || k == " " || strings.Contains(k, "space")
	}
	t := s.target(arg)
	what := "Click(" + t.String() + ")"
	if !t.known {
		return what, true // a target the rule cannot read
	}
	switch t.kind {
	case "CSS":
		sel := strings.ToLower(t.text)
		return what, strings.Contains(sel, "submit") || strings.Contains(sel, "button") || strings.Contains(sel, "type=image")
	case "Role", "RoleMatch":
		if (t.role == "button" || t.role == "link") && t.text == "" {
			return what, true // any name: it may be a submission's
		}
	}
	return what, submitName(t)
}

// submitName reports whether a target's text reads like a submission: it
// starts with one of surefill.SubmitWords, as the Click guard decides at
// run time; for a pattern, whether a submission word appears in it.
func submitName(t targetInfo) bool {
	name := resolver.Normalize(t.text)
	if t.pattern {
		name = t.words()
	}
	for _, w := range surefill.SubmitWords() {
		if t.pattern && strings.Contains(name, w) {
			return true
		}
		if name == w || strings.HasPrefix(name, w+" ") {
			return true
		}
	}
	return false
}

// dropped reports whether call's result is thrown away by its parent:
// a statement of its own, or assigned to _.
func dropped(parent ast.Node, call *ast.CallExpr) bool {
	switch p := parent.(type) {
	case *ast.ExprStmt:
		return true
	case *ast.AssignStmt:
		for i, r := range p.Rhs {
			if r == call && i < len(p.Lhs) {
				if id, ok := p.Lhs[i].(*ast.Ident); ok && id.Name == "_" {
					return true
				}
			}
		}
	}
	return false
}

func recvType(fn *types.Func) types.Type {
	return fn.Type().(*types.Signature).Recv().Type()
}

// isGrantSlice reports whether t is []surefill.Grant.
func isGrantSlice(t types.Type) bool {
	sl, ok := types.Unalias(t).(*types.Slice)
	return ok && isSurefillType(sl.Elem(), "Grant")
}

// grantsSubmit reports whether e is the constant grant submit or browser.
func grantsSubmit(info *types.Info, e ast.Expr) bool {
	tv := info.Types[e]
	if tv.Value == nil || tv.Value.Kind() != constant.String || !isSurefillType(tv.Type, "Grant") {
		return false
	}
	v := constant.StringVal(tv.Value)
	return v == string(surefill.Submit) || v == string(surefill.BrowserAll)
}

func isBuiltin(info *types.Info, id *ast.Ident, name string) bool {
	b, ok := info.Uses[id].(*types.Builtin)
	return ok && b.Name() == name
}
