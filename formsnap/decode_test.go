package formsnap_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/surefill/surefill/formsnap"
)

// basePage has one of everything the reference checks look at: a group,
// a password, submit and reset buttons, options, an unowned control.
const basePage = `<form aria-label="Account">
  <label>User <input name="user" value="ada"></label>
  <label>Password <input type="password" name="pw" value="s3cret"></label>
  <label>Colour <select name="c"><option>Red</option><option selected>Blue</option></select></label>
  <fieldset><legend>Plan</legend>
    <label><input type="radio" name="plan" checked> Free</label>
    <label><input type="radio" name="plan"> Pro</label>
  </fieldset>
  <button type="reset">Reset</button>
  <button>Save</button>
</form>
<label>Search <input type="search"></label>`

// Indexes into basePage's snapshot, checked by TestBaseShape.
const (
	cUser, cPassword, cColour, cFree, cPro, cReset, cSave = 0, 1, 2, 3, 4, 5, 6
)

func baseJSON(t *testing.T) map[string]any {
	t.Helper()
	b, err := json.Marshal(build(t, basePage))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestBaseShape(t *testing.T) {
	s := build(t, basePage)
	if len(s.Forms) != 1 || len(s.UnownedControls) != 1 {
		t.Fatalf("forms %d, unowned %d", len(s.Forms), len(s.UnownedControls))
	}
	f := s.Forms[0]
	kinds := []formsnap.ControlKind{formsnap.KindText, formsnap.KindPassword, formsnap.KindSelect, formsnap.KindRadio, formsnap.KindRadio, formsnap.KindReset, formsnap.KindSubmit}
	if len(f.Controls) != len(kinds) {
		t.Fatalf("%d controls", len(f.Controls))
	}
	for i, k := range kinds {
		if f.Controls[i].Kind != k {
			t.Errorf("control %d is %s, want %s", i, f.Controls[i].Kind, k)
		}
	}
	if len(f.Groups) != 1 || f.Groups[0].Kind != formsnap.GroupRadio {
		t.Errorf("groups %+v", f.Groups)
	}
	pw := f.Controls[cPassword]
	if pw.State.Kind != formsnap.StateRedacted || !*pw.State.Present || !pw.Sensitive {
		t.Errorf("password state %+v", pw.State)
	}
	if b, _ := json.Marshal(s); strings.Contains(string(b), "s3cret") {
		t.Error("the password's value is in the snapshot")
	}
}

// path walks "forms.0.controls.1.state" through decoded JSON.
func at(m any, path string) (parent any, key string) {
	parts := strings.Split(path, ".")
	cur := m
	for _, p := range parts[:len(parts)-1] {
		switch c := cur.(type) {
		case map[string]any:
			cur = c[p]
		case []any:
			i, _ := strconv.Atoi(p)
			cur = c[i]
		}
	}
	return cur, parts[len(parts)-1]
}

func set(m any, path string, v any) {
	p, k := at(m, path)
	switch c := p.(type) {
	case map[string]any:
		c[k] = v
	case []any:
		i, _ := strconv.Atoi(k)
		c[i] = v
	}
}

func del(m any, path string) {
	p, k := at(m, path)
	delete(p.(map[string]any), k)
}

func get(m any, path string) any {
	p, k := at(m, path)
	switch c := p.(type) {
	case map[string]any:
		return c[k]
	case []any:
		i, _ := strconv.Atoi(k)
		return c[i]
	}
	return nil
}

func ctl(i int, rest string) string { return fmt.Sprintf("forms.0.controls.%d.%s", i, rest) }

func TestDecode(t *testing.T) {
	// Each case breaks the base snapshot one way. byValidate marks the
	// cases no JSON Schema can see (references, consistency): those must
	// also fail Validate on a leniently decoded snapshot.
	cases := []struct {
		name       string
		edit       func(m map[string]any)
		raw        string // instead of the edited base
		want       string // in the error
		byValidate bool
	}{
		{name: "valid", edit: func(map[string]any) {}},
		{name: "not JSON", raw: `{"schemaVersion":1,`, want: "not JSON"},
		{name: "trailing data", raw: "TRAILING", want: "after top-level value"},
		{name: "version 2", edit: func(m map[string]any) { m["schemaVersion"] = 2 }, want: "unsupported schema version"},
		{name: "version as a string", edit: func(m map[string]any) { m["schemaVersion"] = "1" }, want: "unsupported schema version"},
		{name: "version missing", edit: func(m map[string]any) { delete(m, "schemaVersion") }, want: "unsupported schema version"},
		{name: "unknown member at the root", edit: func(m map[string]any) { m["html"] = "<form>" }, want: "additional properties"},
		{name: "unknown member in a control", edit: func(m map[string]any) { set(m, ctl(cUser, "selector"), "#user") }, want: "additional properties"},
		{name: "unknown member in a state", edit: func(m map[string]any) { set(m, ctl(cUser, "state.raw"), "x") }, want: "state"},
		{name: "truncated missing", edit: func(m map[string]any) { delete(m, "truncated") }, want: "truncated"},
		{name: "forms null", edit: func(m map[string]any) { m["forms"] = nil }, want: "forms"},
		{name: "page id with a slash", edit: func(m map[string]any) { m["pageId"] = "a/b" }, want: "pageId"},
		{name: "unknown control kind", edit: func(m map[string]any) { set(m, ctl(cUser, "controlKind"), "captcha") }, want: "controlKind"},
		{name: "label too long", edit: func(m map[string]any) { set(m, ctl(cUser, "label"), strings.Repeat("x", 257)) }, want: "label"},
		{name: "ordinal zero", edit: func(m map[string]any) { set(m, ctl(cUser, "target.ordinal"), 0) }, want: "ordinal"},
		{name: "empty target name", edit: func(m map[string]any) { set(m, ctl(cUser, "target.name"), "") }, want: "name"},
		{name: "target missing (null is none, absent is an error)", edit: func(m map[string]any) { del(m, ctl(cUser, "target")) }, want: "target"},
		{name: "password exposing text", edit: func(m map[string]any) {
			set(m, ctl(cPassword, "state"), map[string]any{"kind": "text", "value": "s3cret"})
		}, want: "state", byValidate: true},
		{name: "password not marked sensitive", edit: func(m map[string]any) {
			del(m, ctl(cPassword, "sensitive"))
			set(m, ctl(cPassword, "state"), map[string]any{"kind": "text", "value": "s3cret"})
		}, want: "sensitive", byValidate: true},
		{name: "redacted state carrying a value", edit: func(m map[string]any) {
			set(m, ctl(cPassword, "state.value"), "s3cret")
		}, want: "state", byValidate: true},
		{name: "redacted state on a control not sensitive", edit: func(m map[string]any) {
			set(m, ctl(cUser, "state"), map[string]any{"kind": "redacted", "present": true})
		}, want: "not marked sensitive", byValidate: true},
		{name: "checked state on a text box", edit: func(m map[string]any) {
			set(m, ctl(cUser, "state"), map[string]any{"kind": "checked", "checked": true})
		}, want: "cannot be in a checked state", byValidate: true},
		{name: "operation the kind does not support", edit: func(m map[string]any) {
			set(m, ctl(cUser, "supportedOperations"), []any{"setText", "setFiles"})
		}, want: "does not support setFiles", byValidate: true},
		{name: "operation listed twice", edit: func(m map[string]any) {
			set(m, ctl(cUser, "supportedOperations"), []any{"setText", "setText"})
		}, want: "supportedOperations", byValidate: true},
		{name: "operations on a disabled control", edit: func(m map[string]any) { set(m, ctl(cUser, "disabled"), true) }, want: "disabled", byValidate: true},
		{name: "selected option not among the options", edit: func(m map[string]any) {
			set(m, ctl(cColour, "state.selected"), []any{"Green"})
		}, want: "not among the control's options", byValidate: true},
		{name: "duplicate control id", edit: func(m map[string]any) { set(m, ctl(cColour, "id"), get(m, ctl(cUser, "id"))) }, want: "duplicate id", byValidate: true},
		{name: "a form and a control sharing an id", edit: func(m map[string]any) { set(m, "forms.0.id", get(m, ctl(cUser, "id"))) }, want: "duplicate id", byValidate: true},
		{name: "control naming another form", edit: func(m map[string]any) { set(m, ctl(cUser, "formId"), "f9") }, want: "formId", byValidate: true},
		{name: "unowned control naming a form", edit: func(m map[string]any) { set(m, "unownedControls.0.formId", "f1") }, want: "formId", byValidate: true},
		{name: "group listing a control that does not exist", edit: func(m map[string]any) { set(m, "forms.0.groups.0.controls.0", "c99") }, want: "names no control", byValidate: true},
		{name: "group listing a control of another form", edit: func(m map[string]any) {
			id := get(m, "unownedControls.0.id")
			set(m, "forms.0.groups.0.controls", []any{get(m, ctl(cFree, "id")), get(m, ctl(cPro, "id")), id})
		}, want: "not a control of the same form", byValidate: true},
		{name: "member naming a group that does not exist", edit: func(m map[string]any) { set(m, ctl(cFree, "groupId"), "g9") }, want: "g9", byValidate: true},
		{name: "member the group does not list", edit: func(m map[string]any) { set(m, ctl(cUser, "groupId"), get(m, "forms.0.groups.0.id")) }, want: "does not list", byValidate: true},
		{name: "group listing a control that names no group", edit: func(m map[string]any) { del(m, ctl(cPro, "groupId")) }, want: "lists group", byValidate: true},
		{name: "group listing a member twice", edit: func(m map[string]any) {
			id := get(m, ctl(cFree, "id"))
			set(m, "forms.0.groups.0.controls", []any{id, id, get(m, ctl(cPro, "id"))})
		}, want: "already a member", byValidate: true},
		{name: "radio group holding a text box", edit: func(m map[string]any) {
			g := get(m, "forms.0.groups.0.id")
			set(m, ctl(cUser, "groupId"), g)
			set(m, "forms.0.groups.0.controls", []any{get(m, ctl(cUser, "id")), get(m, ctl(cFree, "id")), get(m, ctl(cPro, "id"))})
		}, want: "cannot hold a text control", byValidate: true},
		{name: "group nesting in itself", edit: func(m map[string]any) { set(m, "forms.0.groups.0.parentId", get(m, "forms.0.groups.0.id")) }, want: "cycle", byValidate: true},
		{name: "group parent that does not exist", edit: func(m map[string]any) { set(m, "forms.0.groups.0.parentId", "g9") }, want: "parentId", byValidate: true},
		{name: "submit list naming a text box", edit: func(m map[string]any) {
			set(m, "forms.0.submitControls", []any{get(m, ctl(cSave, "id")), get(m, ctl(cUser, "id"))})
		}, want: "not submit", byValidate: true},
		{name: "reset list naming the submit button", edit: func(m map[string]any) {
			set(m, "forms.0.resetControls", []any{get(m, ctl(cSave, "id"))})
		}, want: "not reset", byValidate: true},
		{name: "submit control left out of the submit list", edit: func(m map[string]any) { set(m, "forms.0.submitControls", []any{}) }, want: "not listed", byValidate: true},
		{name: "submit list naming nothing", edit: func(m map[string]any) {
			set(m, "forms.0.submitControls", []any{get(m, ctl(cSave, "id")), "c99"})
		}, want: "names no control", byValidate: true},
		{name: "two controls with one target", edit: func(m map[string]any) { set(m, ctl(cPro, "target"), get(m, ctl(cFree, "target"))) }, want: "same target", byValidate: true},
		{name: "minLength above maxLength", edit: func(m map[string]any) {
			set(m, ctl(cUser, "constraints"), map[string]any{"minLength": 5, "maxLength": 2})
		}, want: "minLength", byValidate: true},
		{name: "valid with reasons", edit: func(m map[string]any) {
			set(m, ctl(cUser, "validity"), map[string]any{"state": "valid", "reasons": []any{"valueMissing"}})
		}, want: "reasons", byValidate: true},
		{name: "too many options", edit: func(m map[string]any) {
			var opts []any
			for i := range formsnap.MaxOptions + 1 {
				opts = append(opts, map[string]any{"label": strconv.Itoa(i)})
			}
			set(m, ctl(cColour, "options"), opts)
		}, want: "options"},
		{name: "65 forms", edit: func(m map[string]any) {
			var fs []any
			for i := range formsnap.MaxForms + 1 {
				fs = append(fs, map[string]any{"id": "f" + strconv.Itoa(100+i), "name": "", "controls": []any{}, "groups": []any{}, "submitControls": []any{}, "resetControls": []any{}})
			}
			m["forms"] = fs
		}, want: "forms"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := baseJSON(t)
			var data []byte
			switch {
			case tc.raw == "TRAILING":
				b, _ := json.Marshal(m)
				data = append(b, []byte(` {}`)...)
			case tc.raw != "":
				data = []byte(tc.raw)
			default:
				tc.edit(m)
				data, _ = json.Marshal(m)
			}
			s, err := formsnap.Decode(data)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("valid snapshot rejected: %v", err)
				}
				if err := s.Validate(); err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil {
				t.Fatalf("accepted; want an error about %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not mention %q", err, tc.want)
			}
			if strings.Contains(tc.name, "version") && !errors.Is(err, formsnap.ErrVersion) {
				t.Errorf("not ErrVersion: %v", err)
			}
			if tc.byValidate {
				var lenient formsnap.FormSnapshot
				if err := json.Unmarshal(data, &lenient); err != nil {
					t.Fatal(err)
				}
				if err := lenient.Validate(); err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Errorf("Validate alone: %v; want an error about %q", err, tc.want)
				}
			}
		})
	}
}

func TestValidateTotalControls(t *testing.T) {
	// The schema bounds each list; only Validate sees the total.
	var s formsnap.FormSnapshot
	s.SchemaVersion, s.PageID = 1, "p"
	s.UnownedControls, s.UnownedGroups = []formsnap.Control{}, []formsnap.Group{}
	for f := range 2 {
		form := formsnap.Form{ID: fmt.Sprintf("f%d", f+1), Groups: []formsnap.Group{}, SubmitControls: []string{}, ResetControls: []string{}}
		for i := range 300 {
			form.Controls = append(form.Controls, formsnap.Control{ID: fmt.Sprintf("c%d", f*300+i+1), FormID: form.ID, Kind: formsnap.KindText,
				State: formsnap.TextState(""), Validity: formsnap.Validity{State: formsnap.Unknown}, SupportedOperations: []formsnap.OperationKind{}})
		}
		s.Forms = append(s.Forms, form)
	}
	if err := s.Validate(); err == nil || !strings.Contains(err.Error(), "more than 512 controls") {
		t.Fatalf("600 controls: %v", err)
	}
}

func TestDecodeAction(t *testing.T) {
	tgt := `"target":{"role":"textbox","name":"Email"}`
	for _, tc := range []struct {
		name, doc, want string
	}{
		{"setText", `{` + tgt + `,"operation":{"kind":"setText","value":"a@b.c"}}`, ""},
		{"setText appending", `{` + tgt + `,"operation":{"kind":"setText","value":"x","clearFirst":false}}`, ""},
		{"setChecked", `{` + tgt + `,"operation":{"kind":"setChecked","checked":false}}`, ""},
		{"selectOne", `{` + tgt + `,"operation":{"kind":"selectOne","value":"France"}}`, ""},
		{"selectMany, none", `{` + tgt + `,"operation":{"kind":"selectMany","values":[]}}`, ""},
		{"setFiles", `{` + tgt + `,"operation":{"kind":"setFiles","paths":["/tmp/a.pdf"]}}`, ""},
		{"clear", `{` + tgt + `,"operation":{"kind":"clear"}}`, ""},
		{"activate with an ordinal and a shadow path", `{"target":{"role":"button","name":"Remove","ordinal":2,"shadowPath":[{"host":"x-row"}]},"operation":{"kind":"activate"}}`, ""},
		{"unknown kind", `{` + tgt + `,"operation":{"kind":"submit"}}`, "operation"},
		{"setText without a value", `{` + tgt + `,"operation":{"kind":"setText"}}`, "operation"},
		{"setText with checked", `{` + tgt + `,"operation":{"kind":"setText","value":"x","checked":true}}`, "operation"},
		{"selectOne with clearFirst", `{` + tgt + `,"operation":{"kind":"selectOne","value":"x","clearFirst":true}}`, "operation"},
		{"selectMany with a value", `{` + tgt + `,"operation":{"kind":"selectMany","value":"x"}}`, "operation"},
		{"setFiles with no paths", `{` + tgt + `,"operation":{"kind":"setFiles","paths":[]}}`, "paths"},
		{"activate with a value", `{` + tgt + `,"operation":{"kind":"activate","value":"x"}}`, "operation"},
		{"unknown member in the operation", `{` + tgt + `,"operation":{"kind":"clear","force":true}}`, "operation"},
		{"unknown member in the action", `{` + tgt + `,"operation":{"kind":"clear"},"selector":"#x"}`, "additional properties"},
		{"target missing", `{"operation":{"kind":"clear"}}`, "target"},
		{"target with a CSS selector", `{"target":{"role":"textbox","name":"Email","css":"#e"},"operation":{"kind":"clear"}}`, "additional properties"},
		{"target role not a role", `{"target":{"role":"Text Box","name":"Email"},"operation":{"kind":"clear"}}`, "role"},
		{"ordinal zero", `{"target":{"role":"textbox","name":"Email","ordinal":0},"operation":{"kind":"clear"}}`, "ordinal"},
		{"two documents", `{` + tgt + `,"operation":{"kind":"clear"}} {}`, "after top-level value"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, err := formsnap.DecodeAction([]byte(tc.doc))
			if tc.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				if a.Operation.Kind == formsnap.OpSetText && strings.Contains(tc.doc, "clearFirst") == a.Operation.Replace() {
					t.Error("clearFirst not read")
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error about %q", err, tc.want)
			}
		})
	}
	// Validate alone catches the mixed operations too.
	v := "x"
	if err := (formsnap.Operation{Kind: formsnap.OpActivate, Value: &v}).Validate(); err == nil {
		t.Error("activate with a value validated")
	}
}

func TestEvidenceRoundTrip(t *testing.T) {
	st := formsnap.RedactedState(true)
	e := formsnap.Evidence{Operation: formsnap.OpSetText, Target: formsnap.Target{Role: "textbox", Name: "Password"},
		State: &st, Validity: &formsnap.Validity{State: formsnap.Valid}}
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	back, err := formsnap.DecodeEvidence(b)
	if err != nil {
		t.Fatal(err)
	}
	if back.State.Kind != formsnap.StateRedacted || back.NodeReplaced || back.Uncertain {
		t.Errorf("%+v", back)
	}
	if _, err := formsnap.DecodeEvidence([]byte(`{"operation":"setText","target":{"role":"textbox","name":"P"},"state":{"kind":"redacted","present":true,"value":"x"},"validity":{"state":"valid"},"nodeReplaced":false,"uncertain":false}`)); err == nil {
		t.Error("evidence exposing a redacted value decoded")
	}
}
