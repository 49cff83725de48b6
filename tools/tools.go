package tools

import (
	"strings"

	"github.com/surefill/surefill/dom"
)

// Kind is what a tool acts on.
type Kind string

// The tool kinds.
const (
	KindForm   Kind = "form"   // fills a form's fields and submits it
	KindButton Kind = "button" // clicks a button; takes no input
	KindTable  Kind = "table"  // reads a table's rows; read-only
)

// Origins: which vocabulary declared a tool.
const (
	OriginNative = "native-form" // WebMCP toolname on a form
	OriginDOM    = "dom"         // data-tool
)

// Tool is one tool a page declares.
type Tool struct {
	// Name is the tool name, prefixed by its groups: "billing.invoice".
	Name string `json:"name"`
	Kind Kind   `json:"kind"`
	// Origin is OriginNative (toolname) or OriginDOM (data-tool).
	Origin string `json:"origin"`
	// Group is the group prefix of Name ("" when none).
	Group       string `json:"group,omitempty"`
	Description string `json:"description"`
	// Hints about the tool's action (the submit of a form tool, the click
	// of a button tool), as the page declares them.
	ReadOnly      bool `json:"readOnly,omitempty"`
	Consequential bool `json:"consequential,omitempty"`
	Destructive   bool `json:"destructive,omitempty"`
	// AutoSubmit: a toolname form whose page opted in to agent submits
	// (toolautosubmit); its submit is not consequential.
	AutoSubmit bool `json:"autoSubmit,omitempty"`
	// Confirm is the confirmation summary to show before the action.
	Confirm string `json:"confirm,omitempty"`
	// Fields are a form tool's fields, read-only ones included as context.
	Fields []Field `json:"fields,omitempty"`
	// Columns are a table tool's queryable columns.
	Columns []string `json:"columns,omitempty"`
	// Schema is the tool's input: a form's fields, a table's query
	// ({where, limit}), nothing for a button.
	Schema *JSONSchema `json:"schema"`
	// Element is the form, button or table.
	Element *dom.Node `json:"-"`
}

// Tools lists the tools doc declares (under opts.Root, when given), in
// tree order: forms with toolname and tooldescription (native; their other
// tool attributes ignored) or data-tool and data-tool-description; buttons
// with data-tool and data-tool-description (the description is never
// taken from the button's text); tables with data-tool and
// data-tool-column headers. What cannot be used is skipped, returned and
// logged; nothing declared is ever an error.
func Tools(doc *dom.Document, opts *Options) ([]Tool, []Skipped) {
	if doc == nil {
		return nil, nil
	}
	s := newScanner(doc, opts)
	lo, hi, ok := s.span()
	if !ok {
		return nil, nil
	}
	var out []Tool
	seen := map[string]bool{}
	for i := lo; i <= hi; i++ {
		n := doc.Nodes[i]
		if n.Type != dom.ElementNode || s.bad[i] {
			continue
		}
		var t *Tool
		switch {
		case n.IsElement("form") && n.HasAttr("toolname"):
			t = s.formTool(n, true)
		case !n.HasAttr("data-tool"):
			continue
		case n.IsElement("form"):
			t = s.formTool(n, false)
		case isButton(n):
			t = s.buttonTool(n)
		case tableRoot(n):
			t = s.tableTool(n)
		default:
			s.skip(Skipped{Kind: "tool", Name: n.AttrOr("data-tool"),
				Reason: "data-tool on a <" + cut(n.Tag, 32) + ">: only forms, buttons and tables declare tools"})
		}
		if t == nil {
			continue
		}
		if seen[t.Name] {
			s.skip(Skipped{Kind: "tool", Name: t.Name, Reason: "another tool has the name"})
			continue
		}
		seen[t.Name] = true
		out = append(out, *t)
	}
	return out, s.skipped
}

// qualify checks a tool name and prefixes its groups (data-tool-group on
// ancestors, outermost first).
func (s *scanner) qualify(n *dom.Node, name string) (full, group string, ok bool) {
	if !validName(name) {
		s.skip(Skipped{Kind: "tool", Name: name, Reason: "the name does not match ^[A-Za-z0-9_-]{1,64}$"})
		return "", "", false
	}
	var groups []string
	for p, depth := n.ComposedParent(), 0; p != nil && depth < 1024; p, depth = p.ComposedParent(), depth+1 {
		if g, has := p.Attr("data-tool-group"); has && p.Type == dom.ElementNode {
			if !validName(g) {
				s.skip(Skipped{Kind: "tool", Name: name, Tool: g, Reason: "its group name does not match ^[A-Za-z0-9_-]{1,64}$"})
				return "", "", false
			}
			groups = append(groups, g)
		}
	}
	for i, j := 0, len(groups)-1; i < j; i, j = i+1, j-1 {
		groups[i], groups[j] = groups[j], groups[i]
	}
	group = strings.Join(groups, ".")
	if group == "" {
		return name, "", true
	}
	return group + "." + name, group, true
}

// formTool reads a form declared with toolname (native) or data-tool.
func (s *scanner) formTool(form *dom.Node, native bool) *Tool {
	nameAttr, descAttr, origin := "data-tool", "data-tool-description", OriginDOM
	if native {
		nameAttr, descAttr, origin = "toolname", "tooldescription", OriginNative
	}
	name := strings.TrimSpace(form.AttrOr(nameAttr))
	full, group, ok := s.qualify(form, name)
	if !ok {
		return nil
	}
	desc := collapse(form.AttrOr(descAttr))
	if desc == "" {
		s.skip(Skipped{Kind: "tool", Name: full, Reason: "a form tool needs " + descAttr})
		return nil
	}
	t := &Tool{Name: full, Kind: KindForm, Origin: origin, Group: group, Description: cut(desc, MaxToolDescription), Element: form}
	if native {
		t.AutoSubmit = form.HasAttr("toolautosubmit")
		t.Consequential = !t.AutoSubmit
	} else {
		t.Consequential = true
		t.Destructive = form.HasAttr("data-tool-destructive")
		t.Confirm = cut(collapse(form.AttrOr("data-tool-confirm")), MaxConfirm)
	}
	fields := s.formFields(form, full)
	t.Schema, t.Fields = s.schemaOf(fields, full)
	return t
}

// isButton: a <button> or a button-like <input>.
func isButton(n *dom.Node) bool {
	if n.IsElement("button") {
		return true
	}
	if n.IsElement("input") {
		switch strings.ToLower(strings.TrimSpace(n.AttrOr("type"))) {
		case "button", "submit", "reset", "image":
			return true
		}
	}
	return false
}

// submits reports a button that submits or resets its form (HTML
// §4.10.6: a <button> with a missing or unknown type submits).
func submits(n *dom.Node) bool {
	t := strings.ToLower(strings.TrimSpace(n.AttrOr("type")))
	switch {
	case n.IsElement("button"):
		if t == "button" {
			return false
		}
	case t != "submit" && t != "reset" && t != "image":
		return false
	}
	return formOwner(n) != nil
}

// buttonTool reads a button declared with data-tool.
func (s *scanner) buttonTool(b *dom.Node) *Tool {
	full, group, ok := s.qualify(b, strings.TrimSpace(b.AttrOr("data-tool")))
	if !ok {
		return nil
	}
	desc := collapse(b.AttrOr("data-tool-description"))
	if desc == "" {
		s.skip(Skipped{Kind: "tool", Name: full, Reason: "a button tool needs data-tool-description (never taken from its text)"})
		return nil
	}
	t := &Tool{Name: full, Kind: KindButton, Origin: OriginDOM, Group: group, Description: cut(desc, MaxToolDescription), Element: b,
		Schema: &JSONSchema{Type: "object", Closed: true}}
	sub := submits(b)
	t.ReadOnly = b.HasAttr("data-tool-readonly") && !sub
	t.Consequential = b.HasAttr("data-tool-consequential") || sub
	t.Destructive = b.HasAttr("data-tool-destructive")
	own := collapse(b.AttrOr("data-tool-confirm"))
	if sub {
		t.Confirm = own
		if f := formOwner(b); f != nil {
			if c := collapse(f.AttrOr("data-tool-confirm")); c != "" && !f.HasAttr("toolname") {
				t.Confirm = c
			}
		}
		if t.Confirm == "" {
			t.Confirm = full
		}
	} else {
		t.Confirm = own
	}
	t.Confirm = cut(t.Confirm, MaxConfirm)
	return t
}

// tableTool reads a table declared with data-tool: its query tool takes
// {where: {column: text}, limit}.
func (s *scanner) tableTool(n *dom.Node) *Tool {
	full, group, ok := s.qualify(n, strings.TrimSpace(n.AttrOr("data-tool")))
	if !ok {
		return nil
	}
	g := s.grid(n)
	cols := s.declaredColumns(g, full)
	if len(cols) == 0 {
		s.skip(Skipped{Kind: "tool", Name: full, Reason: "a table tool needs th[data-tool-column] headers"})
		return nil
	}
	t := &Tool{Name: full, Kind: KindTable, Origin: OriginDOM, Group: group, ReadOnly: true, Element: n,
		Description: cut(collapse(n.AttrOr("data-tool-description")), MaxToolDescription)}
	where := &JSONSchema{Type: "object", Closed: true, Description: "Rows whose cell contains the text (ignoring case), for each column given."}
	for _, c := range cols {
		t.Columns = append(t.Columns, c.name)
		where.Properties = append(where.Properties, Property{Name: c.name, Schema: &JSONSchema{Type: "string"}})
	}
	t.Schema = &JSONSchema{Type: "object", Closed: true, Properties: []Property{
		{Name: "where", Schema: where},
		{Name: "limit", Schema: &JSONSchema{Type: "integer", Minimum: numPtr(1), Maximum: numPtr(MaxQueryLimit), Default: DefaultQueryLimit,
			Description: "At most this many rows."}},
	}}
	return t
}
