// Package lint holds surefill's lint rules for scripts, as
// golang.org/x/tools/go/analysis analyzers:
//
//   - brittle-css-target: a surefill.CSS target that depends on position
//     (:nth-child, :first-of-type, …), a generated id (#:r7:, a UUID, a long
//     hex hash, a trailing counter), a generated class name (a hash such as
//     css-1x2y3z or sc-…) or a long chain (more than three combinators).
//   - literal-secret: a string literal filled into a field whose target
//     reads as sensitive (a password, passcode, PIN, card number, CVV/CVC,
//     one-time code, OTP, secret or token) or with FillOptions{Sensitive:
//     true}.
//   - submit-unconfirmed: a program granted surefill.Submit (or BrowserAll)
//     that clicks or presses something that may submit without a
//     Browser.Confirm before it, or that ignores what Confirm answered.
//
// Calls are matched by type (the package github.com/surefill/surefill and
// its resolver), never by name alone, so a local function called Fill or
// CSS is left alone.
//
// An analyzer's Name is its rule with underscores (brittle_css_target), as
// go/analysis requires identifiers; messages start with the rule as
// written above. A finding that is right for one script is silenced on its
// line, or the line above, with a comment naming the rule and why:
//
//	//surefill:allow brittle-css-target the page has nothing else to go by
//
// Several rules are separated by commas; "all" names every rule.
//
// Run them with go vet:
//
//	go install github.com/surefill/surefill/cmd/surefill-vet
//	go vet -vettool=$(which surefill-vet) ./...
package lint

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// Analyzers are the three rules, for a multichecker or a command that
// embeds them (surefill vet).
var Analyzers = []*analysis.Analyzer{BrittleCSSTarget, LiteralSecret, SubmitUnconfirmed}

// The import paths whose targets and methods the rules know.
const (
	surefillPath = "github.com/surefill/surefill"
	resolverPath = surefillPath + "/resolver"
)

// calleeFunc returns the function or method call invokes when it is
// declared in surefill's root or resolver package, or nil.
func calleeFunc(info *types.Info, call *ast.CallExpr) *types.Func {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return nil
	}
	if p := fn.Pkg().Path(); p != surefillPath && p != resolverPath {
		return nil
	}
	return fn.Origin()
}

// isMethod reports whether fn is a method called name (on any receiver,
// including the interfaces Scope and Target and promoted methods).
func isMethod(fn *types.Func, name string) bool {
	if fn == nil || fn.Name() != name {
		return false
	}
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Recv() != nil
}

// isFunc reports whether fn is a package-level function called name.
func isFunc(fn *types.Func, name string) bool {
	if fn == nil || fn.Name() != name {
		return false
	}
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Recv() == nil
}

// isSurefillType reports whether t (or what it points to) is the named
// type surefill.name.
func isSurefillType(t types.Type, name string) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	return n.Obj().Pkg().Path() == surefillPath && n.Obj().Name() == name
}

// constString returns the value of a constant string expression
// (a literal, a named constant, a concatenation).
func constString(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// pass state shared by one analyzer run over one package.
type state struct {
	pass  *analysis.Pass
	inits map[types.Object]ast.Expr // variables given one value, once
	allow map[string]map[int][]string
}

func newState(pass *analysis.Pass) *state {
	s := &state{pass: pass, inits: map[types.Object]ast.Expr{}, allow: map[string]map[int][]string{}}
	counts := map[types.Object]int{}
	record := func(id *ast.Ident, v ast.Expr) {
		obj := pass.TypesInfo.ObjectOf(id)
		if _, ok := obj.(*types.Var); !ok {
			return
		}
		counts[obj]++
		if counts[obj] == 1 && v != nil {
			s.inits[obj] = v
		} else {
			delete(s.inits, obj)
		}
	}
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				for i, l := range n.Lhs {
					id, ok := l.(*ast.Ident)
					if !ok {
						continue
					}
					var v ast.Expr
					if len(n.Lhs) == len(n.Rhs) && n.Tok != token.ADD_ASSIGN {
						v = n.Rhs[i]
					}
					record(id, v)
				}
			case *ast.ValueSpec:
				for i, id := range n.Names {
					var v ast.Expr
					if len(n.Names) == len(n.Values) {
						v = n.Values[i]
					}
					record(id, v)
				}
			case *ast.UnaryExpr:
				// &x lets anything change x: its one value is no longer known.
				if id, ok := n.X.(*ast.Ident); ok && n.Op == token.AND {
					if obj := pass.TypesInfo.ObjectOf(id); obj != nil {
						counts[obj] += 2
						delete(s.inits, obj)
					}
				}
			}
			return true
		})
		s.readAllows(f)
	}
	return s
}

// resolve follows a variable given one value once to that value, a few
// steps deep, so `pw := surefill.Label("Password")` is seen through.
func (s *state) resolve(e ast.Expr) ast.Expr {
	for range 4 {
		e = ast.Unparen(e)
		id, ok := e.(*ast.Ident)
		if !ok {
			return e
		}
		v, ok := s.inits[s.pass.TypesInfo.ObjectOf(id)]
		if !ok {
			return e
		}
		e = v
	}
	return e
}

// allowPrefix starts a comment that silences a rule on its line and the
// next: //surefill:allow rule[,rule] [why].
const allowPrefix = "//surefill:allow"

func (s *state) readAllows(f *ast.File) {
	for _, g := range f.Comments {
		for _, c := range g.List {
			rest, ok := strings.CutPrefix(c.Text, allowPrefix)
			if !ok {
				continue
			}
			fields := strings.Fields(rest)
			if len(fields) == 0 {
				continue
			}
			p := s.pass.Fset.Position(c.Pos())
			m := s.allow[p.Filename]
			if m == nil {
				m = map[int][]string{}
				s.allow[p.Filename] = m
			}
			rules := strings.Split(fields[0], ",")
			m[p.Line] = append(m[p.Line], rules...)
			m[p.Line+1] = append(m[p.Line+1], rules...)
		}
	}
}

func (s *state) allowed(rule string, pos token.Pos) bool {
	p := s.pass.Fset.Position(pos)
	for _, r := range s.allow[p.Filename][p.Line] {
		if r == rule || r == "all" {
			return true
		}
	}
	return false
}

// report files a finding for rule at n unless a comment allows it there.
func (s *state) report(rule string, n ast.Node, format string, args ...any) {
	if s.allowed(rule, n.Pos()) {
		return
	}
	s.pass.Report(analysis.Diagnostic{
		Pos:      n.Pos(),
		End:      n.End(),
		Category: rule,
		Message:  rule + ": " + fmt.Sprintf(format, args...),
	})
}

// calls visits every call expression in the package with the top-level
// declaration it sits in.
func calls(pass *analysis.Pass, visit func(decl ast.Decl, call *ast.CallExpr, stack []ast.Node)) {
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			var stack []ast.Node
			ast.Inspect(d, func(n ast.Node) bool {
				if n == nil {
					stack = stack[:len(stack)-1]
					return true
				}
				if c, ok := n.(*ast.CallExpr); ok {
					visit(d, c, stack)
				}
				stack = append(stack, n)
				return true
			})
		}
	}
}
