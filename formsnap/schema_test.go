package formsnap

import (
	"encoding/json"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
)

// defs maps the schema's object definitions to the Go types they
// describe.
var defs = map[string]reflect.Type{
	"formSnapshot":  reflect.TypeFor[FormSnapshot](),
	"form":          reflect.TypeFor[Form](),
	"group":         reflect.TypeFor[Group](),
	"control":       reflect.TypeFor[Control](),
	"state":         reflect.TypeFor[State](),
	"constraints":   reflect.TypeFor[Constraints](),
	"validity":      reflect.TypeFor[Validity](),
	"option":        reflect.TypeFor[Option](),
	"target":        reflect.TypeFor[Target](),
	"frameStep":     reflect.TypeFor[FrameStep](),
	"shadowStep":    reflect.TypeFor[ShadowStep](),
	"operation":     reflect.TypeFor[Operation](),
	"controlAction": reflect.TypeFor[ControlAction](),
	"evidence":      reflect.TypeFor[Evidence](),
}

type schemaDoc struct {
	Ref  string                     `json:"$ref"`
	Defs map[string]json.RawMessage `json:"$defs"`
}

type objectSchema struct {
	Type                 string                     `json:"type"`
	Required             []string                   `json:"required"`
	AdditionalProperties *bool                      `json:"additionalProperties"`
	Properties           map[string]json.RawMessage `json:"properties"`
}

// TestSchemaMatchesTypes keeps schema.json and the Go types in step: every
// object definition lists exactly the JSON members of its type, requires
// exactly those not marked omitempty, and forbids any other; every enum
// lists exactly the Go constants.
func TestSchemaMatchesTypes(t *testing.T) {
	var doc schemaDoc
	if err := json.Unmarshal(SchemaJSON, &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Ref != "#/$defs/formSnapshot" {
		t.Errorf("the schema's root is %q", doc.Ref)
	}
	for name, typ := range defs {
		t.Run(name, func(t *testing.T) {
			raw, ok := doc.Defs[name]
			if !ok {
				t.Fatalf("no $defs/%s", name)
			}
			var o objectSchema
			if err := json.Unmarshal(raw, &o); err != nil {
				t.Fatal(err)
			}
			if o.Type != "object" || o.AdditionalProperties == nil || *o.AdditionalProperties {
				t.Errorf("not a closed object (type %q, additionalProperties %v)", o.Type, o.AdditionalProperties)
			}
			var members, required []string
			for f := range typ.Fields() {
				tag := f.Tag.Get("json")
				if tag == "" || tag == "-" {
					t.Errorf("field %s has no json name", f.Name)
					continue
				}
				jname, opts, _ := strings.Cut(tag, ",")
				members = append(members, jname)
				if !strings.Contains(opts, "omitempty") && !strings.Contains(opts, "omitzero") {
					required = append(required, jname)
				}
			}
			var props []string
			for k := range o.Properties {
				props = append(props, k)
			}
			sort.Strings(members)
			sort.Strings(props)
			sort.Strings(required)
			req := slices.Clone(o.Required)
			sort.Strings(req)
			if !slices.Equal(members, props) {
				t.Errorf("members: Go %v, schema %v", members, props)
			}
			if !slices.Equal(required, req) {
				t.Errorf("required: Go %v, schema %v", required, req)
			}
		})
	}
	// Enums.
	enum := func(def, prop string) []string {
		var o objectSchema
		if prop == "" {
			var e struct{ Enum []string }
			json.Unmarshal(doc.Defs[def], &e)
			return e.Enum
		}
		json.Unmarshal(doc.Defs[def], &o)
		var e struct {
			Enum  []string
			Items struct{ Enum []string }
		}
		json.Unmarshal(o.Properties[prop], &e)
		if e.Enum == nil {
			return e.Items.Enum
		}
		return e.Enum
	}
	var kinds []string
	for k := range kindRules {
		kinds = append(kinds, string(k))
	}
	var ops []string
	for _, o := range Operations {
		ops = append(ops, string(o))
	}
	var rs []string
	for _, r := range reasons {
		rs = append(rs, string(r))
	}
	for _, tc := range []struct {
		what        string
		schema, go_ []string
	}{
		{"control kinds", enum("control", "controlKind"), kinds},
		{"operations", enum("operationKind", ""), ops},
		{"state kinds", enum("state", "kind"), []string{"text", "checked", "selection", "files", "redacted", "none"}},
		{"group kinds", enum("group", "kind"), []string{string(GroupFieldset), string(GroupRadio), string(GroupCheckbox), string(GroupButtons)}},
		{"validity states", enum("validity", "state"), []string{string(Valid), string(Invalid), string(Unknown)}},
		{"reasons", enum("validity", "reasons"), rs},
	} {
		a, b := slices.Clone(tc.schema), slices.Clone(tc.go_)
		sort.Strings(a)
		sort.Strings(b)
		if !slices.Equal(a, b) {
			t.Errorf("%s: schema %v, Go %v", tc.what, a, b)
		}
	}
	// The budgets the schema states are the Go ones.
	for _, want := range []string{`"maxItems": 64}`, `"maxItems": 512}`, `"maxLength": 256}`, `"maxItems": 256}`} {
		if !strings.Contains(string(SchemaJSON), want) {
			t.Errorf("the schema states no %s", want)
		}
	}
	if MaxForms != 64 || MaxControls != 512 || MaxString != 256 || MaxOptions != 256 {
		t.Error("a budget changed: change schema.json with it")
	}
	if _, err := schemas(); err != nil {
		t.Fatalf("the schema does not compile: %v", err)
	}
}
