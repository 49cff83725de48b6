package tools

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"strings"

	"github.com/surefill/surefill/dom"
)

// JSONSchema is the subset of JSON Schema (2020-12) a form's fields map
// to. Objects list their properties in the form's order and are closed.
type JSONSchema struct {
	Type             string
	Title            string
	Description      string
	Format           string
	Pattern          string
	ContentMediaType string
	MinLength        *int
	MaxLength        *int
	Minimum          *float64
	Maximum          *float64
	MultipleOf       *float64
	Enum             []string
	Items            *JSONSchema
	UniqueItems      bool
	MinItems         *int
	MaxItems         *int
	Properties       []Property
	Required         []string
	// Closed writes additionalProperties: false (every object here is).
	Closed  bool
	Default any
}

// Property is one named property of an object schema.
type Property struct {
	Name   string
	Schema *JSONSchema
}

// Property returns the named property's schema, or nil.
func (s *JSONSchema) Property(name string) *JSONSchema {
	if s == nil {
		return nil
	}
	for _, p := range s.Properties {
		if p.Name == name {
			return p.Schema
		}
	}
	return nil
}

// MarshalJSON writes the keywords in a fixed order, properties in form
// order.
func (s *JSONSchema) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	first := true
	key := func(k string) {
		if !first {
			b.WriteByte(',')
		}
		first = false
		b.WriteString(strconv.Quote(k))
		b.WriteByte(':')
	}
	str := func(k, v string) {
		if v != "" {
			key(k)
			writeJSON(&b, v)
		}
	}
	intp := func(k string, v *int) {
		if v != nil {
			key(k)
			b.WriteString(strconv.Itoa(*v))
		}
	}
	num := func(k string, v *float64) {
		if v != nil {
			key(k)
			b.WriteString(formatNum(*v))
		}
	}
	str("type", s.Type)
	str("title", s.Title)
	str("description", s.Description)
	str("format", s.Format)
	str("pattern", s.Pattern)
	str("contentMediaType", s.ContentMediaType)
	intp("minLength", s.MinLength)
	intp("maxLength", s.MaxLength)
	num("minimum", s.Minimum)
	num("maximum", s.Maximum)
	num("multipleOf", s.MultipleOf)
	if s.Enum != nil {
		key("enum")
		writeJSON(&b, s.Enum)
	}
	if s.Items != nil {
		key("items")
		ib, err := s.Items.MarshalJSON()
		if err != nil {
			return nil, err
		}
		b.Write(ib)
	}
	if s.UniqueItems {
		key("uniqueItems")
		b.WriteString("true")
	}
	intp("minItems", s.MinItems)
	intp("maxItems", s.MaxItems)
	if s.Type == "object" || len(s.Properties) > 0 {
		key("properties")
		b.WriteByte('{')
		for i, p := range s.Properties {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSON(&b, p.Name)
			b.WriteByte(':')
			pb, err := p.Schema.MarshalJSON()
			if err != nil {
				return nil, err
			}
			b.Write(pb)
		}
		b.WriteByte('}')
	}
	if len(s.Required) > 0 {
		key("required")
		writeJSON(&b, s.Required)
	}
	if s.Closed {
		key("additionalProperties")
		b.WriteString("false")
	}
	if s.Default != nil {
		key("default")
		writeJSON(&b, s.Default)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

func writeJSON(b *bytes.Buffer, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		b.WriteString("null")
		return
	}
	b.Write(bytes.TrimRight(buf.Bytes(), "\n"))
}

func formatNum(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// Schema synthesizes the JSON Schema of a form's fields (see SchemaOf for
// the mapping). What is skipped is logged to opts.Logger; the error says
// only that form is not a <form> of doc.
func Schema(doc *dom.Document, form *dom.Node, opts *Options) (*JSONSchema, error) {
	if doc == nil || form == nil || !form.IsElement("form") || form.Doc != doc {
		return nil, errors.New("tools: Schema needs a <form> element of the document")
	}
	s := newScanner(doc, opts)
	if s.untrusted(form) {
		return nil, errors.New("tools: the form is inside a user-authored region")
	}
	fields := s.formFields(form, "")
	sc, _ := s.schemaOf(fields, "")
	return sc, nil
}

// SchemaOf maps fields to a closed object schema:
//
//	text, search, email, url, tel, textarea → string; minLength, maxLength,
//	    an anchored pattern; format email (email), uri (url)
//	number, range  → integer (whole step and min) or number; minimum,
//	    maximum; multipleOf for an explicit step
//	date, time     → string, format date or time; min and max in the description
//	datetime-local, month, week → string with a pattern; min and max in the description
//	color          → string, pattern #rrggbb
//	checkbox       → boolean; several sharing a name (or a[]) → array of unique values
//	radio, select  → enum, titles in the description ("Options: v = Title; …")
//	select multiple → array of unique enum values
//	file           → string, format "file" (a path to upload; accepted types
//	    in the description); multiple → array of them
//	a repeated name or a[] (other controls) → array of the control's schema
//
// Paths nest: a[b] → {"a": {"b": …}}. Required fields are listed in
// required, load-time values become default, every object is closed
// (additionalProperties: false). Read-only fields are left out (they are
// context, never written). A field whose path collides with another's is
// skipped; an invalid or unsafe pattern is dropped (the field stays).
func SchemaOf(fields []Field) (*JSONSchema, []Skipped) {
	s := &scanner{}
	sc, _ := s.schemaOf(fields, "")
	return sc, s.skipped
}

// schemaOf builds the schema and returns the fields it kept.
func (s *scanner) schemaOf(fields []Field, tool string) (*JSONSchema, []Field) {
	root := &JSONSchema{Type: "object", Closed: true}
	var kept []Field
	for _, f := range fields {
		if f.ReadOnly {
			kept = append(kept, f)
			continue
		}
		if len(f.Path) == 0 {
			s.skip(Skipped{Kind: "field", Name: f.Name, Tool: tool, Reason: "no path"})
			continue
		}
		if why := place(root, f.Path, nil); why != "" {
			s.skip(Skipped{Kind: "field", Name: f.Name, Tool: tool, Reason: why})
			continue
		}
		fs := s.fieldSchema(f, tool)
		place(root, f.Path, fs)
		if f.Required {
			addRequired(root, f.Path)
		}
		kept = append(kept, f)
	}
	return root, kept
}

// place puts leaf at path, making closed objects on the way; with a nil
// leaf it only checks. It returns why the path collides.
func place(root *JSONSchema, path []string, leaf *JSONSchema) string {
	o := root
	for i, seg := range path {
		p := o.Property(seg)
		last := i == len(path)-1
		if last {
			if p != nil {
				return "the path " + strings.Join(path, ".") + " is taken by another field"
			}
			if leaf != nil {
				o.Properties = append(o.Properties, Property{Name: seg, Schema: leaf})
			}
			return ""
		}
		if p == nil {
			if leaf == nil {
				return ""
			}
			p = &JSONSchema{Type: "object", Closed: true}
			o.Properties = append(o.Properties, Property{Name: seg, Schema: p})
		} else if p.Type != "object" {
			return "the path " + strings.Join(path, ".") + " runs through the field " + strings.Join(path[:i+1], ".")
		}
		o = p
	}
	return ""
}

// addRequired marks the path's last part required in its object, and each
// object on the way required in its parent.
func addRequired(root *JSONSchema, path []string) {
	o := root
	for _, seg := range path {
		if !containsString(o.Required, seg) {
			o.Required = append(o.Required, seg)
		}
		o = o.Property(seg)
		if o == nil {
			return
		}
	}
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func intPtr(v int) *int         { return &v }
func numPtr(v float64) *float64 { return &v }
func parseNum(s string) (float64, bool) {
	v, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, false
	}
	return v, true
}

// Patterns for the types JSON Schema has no format for (HTML §2.3.5).
var typePatterns = map[string]string{
	"datetime-local": `^\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$`,
	"month":          `^\d{4,}-\d{2}$`,
	"week":           `^\d{4,}-W\d{2}$`,
	"color":          `^#[0-9a-fA-F]{6}$`,
}

// fieldSchema is one field's schema (an array of it when the field takes
// several values).
func (s *scanner) fieldSchema(f Field, tool string) *JSONSchema {
	var sc *JSONSchema
	desc := f.Description
	switch f.Type {
	case "checkbox":
		if !f.Multiple {
			sc = &JSONSchema{Type: "boolean", Default: f.Value}
			break
		}
		sc = &JSONSchema{Type: "array", Items: enumSchema(f.Options), UniqueItems: true, MaxItems: intPtr(len(f.Options))}
		desc = joinDesc(desc, optionsText(f.Options))
		if f.Value != nil {
			sc.Default = f.Value
		}
	case "radio":
		sc = enumSchema(f.Options)
		desc = joinDesc(desc, optionsText(f.Options))
		sc.Default = f.Value
	case "select":
		desc = joinDesc(desc, optionsText(f.Options))
		if f.Multiple {
			sc = &JSONSchema{Type: "array", Items: enumSchema(f.Options), UniqueItems: true}
			if f.Value != nil {
				sc.Default = f.Value
			}
			break
		}
		sc = enumSchema(f.Options)
		sc.Default = f.Value
	case "file":
		item := &JSONSchema{Type: "string", Format: "file"}
		if len(f.Accept) == 1 && strings.Contains(f.Accept[0], "/") && !strings.HasSuffix(f.Accept[0], "/*") {
			item.ContentMediaType = f.Accept[0]
		}
		note := "A file to upload"
		if len(f.Accept) > 0 {
			note += " (" + strings.Join(f.Accept, ", ") + ")"
		}
		desc = joinDesc(desc, note+".")
		sc = item
		if f.Multiple {
			sc = &JSONSchema{Type: "array", Items: item, UniqueItems: true}
		}
	case "number", "range":
		sc = s.numberSchema(f)
		if f.Multiple {
			sc = &JSONSchema{Type: "array", Items: sc, MaxItems: intPtr(f.Count)}
		}
	default:
		sc = s.stringSchema(f, tool)
		if f.Type == "date" || f.Type == "time" || typePatterns[f.Type] != "" {
			desc = joinDesc(desc, boundsText(f.Min, f.Max))
		}
		if f.Multiple {
			item := sc
			item.Default = nil
			sc = &JSONSchema{Type: "array", Items: item, MaxItems: intPtr(f.Count), Default: f.Value}
		}
	}
	if f.Label != "" && f.Label != desc {
		sc.Title = f.Label
	}
	sc.Description = cut(desc, MaxToolDescription)
	return sc
}

func (s *scanner) stringSchema(f Field, tool string) *JSONSchema {
	sc := &JSONSchema{Type: "string"}
	switch f.Type {
	case "email":
		sc.Format = "email"
	case "url":
		sc.Format = "uri"
	case "date":
		sc.Format = "date"
	case "time":
		sc.Format = "time"
	}
	if p := typePatterns[f.Type]; p != "" {
		sc.Pattern = p
	}
	if f.MinLength > 0 {
		sc.MinLength = intPtr(f.MinLength)
	}
	if f.MaxLength > 0 || f.MaxLength == 0 && f.Elements != nil && hasZeroMax(f) {
		sc.MaxLength = intPtr(f.MaxLength)
	}
	if p := f.Pattern; p != "" && sc.Pattern == "" {
		// Fields read from a page hold anchored patterns; others are
		// anchored (and checked) here.
		if !strings.HasPrefix(p, "^(?:") || !strings.HasSuffix(p, ")$") {
			var why string
			if p, why = anchorPattern(p); why != "" {
				s.skip(Skipped{Kind: "pattern", Name: f.Name, Tool: tool, Reason: why})
			}
		}
		sc.Pattern = p
	}
	if v, ok := f.Value.(string); ok {
		sc.Default = v
	}
	return sc
}

// hasZeroMax: maxlength="0" is a real (if odd) limit.
func hasZeroMax(f Field) bool {
	v, ok := nonNegInt(f.Elements[0].AttrOr("maxlength"))
	return ok && v == 0
}

// numberSchema: an integer when the step (1 by default) and the step base
// (min, else 0) are whole numbers, else a number; multipleOf only for an
// explicit step whose base is a multiple of it (HTML §4.10.5.3.8).
func (s *scanner) numberSchema(f Field) *JSONSchema {
	sc := &JSONSchema{Type: "number"}
	min, hasMin := parseNum(f.Min)
	max, hasMax := parseNum(f.Max)
	if f.Type == "range" {
		// A range always has bounds: 0 and 100 by default.
		if !hasMin {
			min, hasMin = 0, true
		}
		if !hasMax {
			max, hasMax = 100, true
		}
	}
	step, explicit := 1.0, false
	if st := strings.ToLower(f.Step); st == "any" {
		step = 0
	} else if v, ok := parseNum(st); ok && v > 0 {
		step, explicit = v, true
	}
	whole := func(v float64) bool { return v == math.Trunc(v) }
	if step != 0 && whole(step) && (!hasMin || whole(min)) {
		sc.Type = "integer"
	}
	if hasMin {
		sc.Minimum = numPtr(min)
	}
	if hasMax {
		sc.Maximum = numPtr(max)
	}
	if explicit && step != 1 || explicit && sc.Type == "number" {
		base := 0.0
		if hasMin {
			base = min
		}
		if q := base / step; math.Abs(q-math.Round(q)) < 1e-9 {
			sc.MultipleOf = numPtr(step)
		}
	}
	if v, ok := f.Value.(string); ok {
		if n, ok := parseNum(v); ok {
			sc.Default = n
		}
	}
	return sc
}

// enumSchema is a string among the options' values (any string when the
// page lists none yet).
func enumSchema(opts []Option) *JSONSchema {
	sc := &JSONSchema{Type: "string"}
	for _, o := range opts {
		sc.Enum = append(sc.Enum, o.Value)
	}
	return sc
}

// optionsText lists the options' titles: "Options: v = Title; …". Options
// whose title is their value are not listed; "" when none has a title.
func optionsText(opts []Option) string {
	var parts []string
	for _, o := range opts {
		if o.Title != "" {
			parts = append(parts, o.Value+" = "+o.Title)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "Options: " + strings.Join(parts, "; ") + "."
}

func boundsText(min, max string) string {
	switch {
	case min != "" && max != "":
		return "From " + min + " to " + max + "."
	case min != "":
		return "From " + min + "."
	case max != "":
		return "Up to " + max + "."
	}
	return ""
}

func joinDesc(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	if !strings.HasSuffix(a, ".") && !strings.HasSuffix(a, "?") && !strings.HasSuffix(a, "!") {
		a += "."
	}
	return a + " " + b
}
