package resolver

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"strconv"
)

// ParseTarget reads a target back from the Go expression its String
// prints, so targets can be kept in text (a check list, a JSON listing):
//
//	surefill.Label("City").Within(surefill.Role("group", "Home address"))
//
// Any package qualifier (or none) is accepted before the constructor.
// Regexps must be written regexp.MustCompile(literal).
func ParseTarget(src string) (Target, error) {
	e, err := parser.ParseExpr(src)
	if err != nil {
		return nil, fmt.Errorf("resolver: target %q is not a Go expression: %v", src, err)
	}
	t, err := exprTarget(e)
	if err != nil {
		return nil, fmt.Errorf("resolver: target %q: %v", src, err)
	}
	return t, nil
}

func exprTarget(e ast.Expr) (Target, error) {
	if cl, ok := e.(*ast.CompositeLit); ok {
		return refLiteral(cl)
	}
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return nil, fmt.Errorf("expected a constructor call, found %T", e)
	}
	name := ""
	var recv ast.Expr
	switch f := call.Fun.(type) {
	case *ast.Ident:
		name = f.Name
	case *ast.SelectorExpr:
		name = f.Sel.Name
		if _, isPkg := f.X.(*ast.Ident); !isPkg {
			recv = f.X // a method call: x.Within(c)
		}
	default:
		return nil, fmt.Errorf("unexpected call %T", call.Fun)
	}
	if recv != nil {
		if name != "Within" || len(call.Args) != 1 {
			return nil, fmt.Errorf("only .Within(container) may follow a target")
		}
		base, err := exprTarget(recv)
		if err != nil {
			return nil, err
		}
		c, err := exprTarget(call.Args[0])
		if err != nil {
			return nil, err
		}
		return base.Within(c), nil
	}
	args := call.Args
	str := func(i int) (string, error) {
		lit, ok := args[i].(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return "", fmt.Errorf("argument %d of %s must be a string literal", i+1, name)
		}
		return strconv.Unquote(lit.Value)
	}
	re := func(i int) (*regexp.Regexp, error) {
		c, ok := args[i].(*ast.CallExpr)
		if !ok || len(c.Args) != 1 {
			return nil, fmt.Errorf("argument %d of %s must be regexp.MustCompile(literal)", i+1, name)
		}
		if sel, ok := c.Fun.(*ast.SelectorExpr); !ok || (sel.Sel.Name != "MustCompile" && sel.Sel.Name != "Compile") {
			return nil, fmt.Errorf("argument %d of %s must be regexp.MustCompile(literal)", i+1, name)
		}
		lit, ok := c.Args[0].(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return nil, fmt.Errorf("regexp of %s must be a string literal", name)
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			return nil, err
		}
		return regexp.Compile(s)
	}
	want := map[string]int{"Label": 1, "LabelMatch": 1, "Text": 1, "TextMatch": 1, "CSS": 1, "Role": 2, "RoleMatch": 2, "InFrame": 1, "MainFrame": 0}
	n, known := want[name]
	if !known {
		return nil, fmt.Errorf("unknown target constructor %s", name)
	}
	if len(args) != n {
		return nil, fmt.Errorf("%s takes %d arguments", name, n)
	}
	switch name {
	case "MainFrame":
		return MainFrame(), nil
	case "InFrame":
		s, err := str(0)
		if err != nil {
			return nil, err
		}
		return InFrame(s), nil
	case "Label", "Text", "CSS":
		s, err := str(0)
		if err != nil {
			return nil, err
		}
		switch name {
		case "Label":
			return Label(s), nil
		case "Text":
			return Text(s), nil
		}
		return CSS(s), nil
	case "LabelMatch", "TextMatch":
		r, err := re(0)
		if err != nil {
			return nil, err
		}
		if name == "LabelMatch" {
			return LabelMatch(r), nil
		}
		return TextMatch(r), nil
	}
	role, err := str(0)
	if err != nil {
		return nil, err
	}
	if name == "Role" {
		s, err := str(1)
		if err != nil {
			return nil, err
		}
		return Role(role, s), nil
	}
	r, err := re(1)
	if err != nil {
		return nil, err
	}
	return RoleMatch(role, r), nil
}

func refLiteral(cl *ast.CompositeLit) (Target, error) {
	var r FieldRef
	for _, el := range cl.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return nil, errors.New("a FieldRef literal needs the fields Gen and Node")
		}
		k, _ := kv.Key.(*ast.Ident)
		v, _ := kv.Value.(*ast.BasicLit)
		if k == nil || v == nil || v.Kind != token.INT {
			return nil, errors.New("a FieldRef literal needs integer values for Gen and Node")
		}
		n, err := strconv.ParseUint(v.Value, 0, 64)
		if err != nil {
			return nil, err
		}
		switch k.Name {
		case "Gen":
			r.Gen = n
		case "Node":
			r.Node = int(n)
		default:
			return nil, fmt.Errorf("FieldRef has no field %s", k.Name)
		}
	}
	return r, nil
}
