package tools

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/surefill/surefill/dom"
)

func parse(t testing.TB, src string) *dom.Document {
	t.Helper()
	d, err := dom.Parse([]byte(src), nil)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// formSchema is the schema JSON of a data-tool form holding inner.
func formSchema(t *testing.T, inner string) (string, []Skipped) {
	t.Helper()
	d := parse(t, `<form data-tool="f" data-tool-description="d">`+inner+`</form>`)
	ts, sk := Tools(d, nil)
	if len(ts) != 1 {
		t.Fatalf("want one tool, got %d (skipped %v)", len(ts), sk)
	}
	b, err := json.Marshal(ts[0].Schema)
	if err != nil {
		t.Fatal(err)
	}
	return string(b), sk
}

// TestSchemaMapping covers each rule of the type mapping: the schema of
// the one field named "a" (or the whole schema when prop is "").
func TestSchemaMapping(t *testing.T) {
	cases := []struct {
		name, html, prop, want string
	}{
		// Text-like controls.
		{"text is a string", `<input name=a>`, "a", `{"type":"string"}`},
		{"unknown type is text", `<input name=a type=bogus>`, "a", `{"type":"string"}`},
		{"search is a string", `<input name=a type=search>`, "a", `{"type":"string"}`},
		{"tel is a string", `<input name=a type=tel>`, "a", `{"type":"string"}`},
		{"textarea is a string", `<textarea name=a></textarea>`, "a", `{"type":"string"}`},
		{"email has format email", `<input name=a type=email>`, "a", `{"type":"string","format":"email"}`},
		{"url has format uri", `<input name=a type=url>`, "a", `{"type":"string","format":"uri"}`},
		{"minlength and maxlength", `<input name=a minlength=2 maxlength=8>`, "a", `{"type":"string","minLength":2,"maxLength":8}`},
		{"textarea lengths", `<textarea name=a maxlength=500></textarea>`, "a", `{"type":"string","maxLength":500}`},
		{"bad lengths are ignored", `<input name=a minlength=-1 maxlength=x>`, "a", `{"type":"string"}`},
		{"pattern is anchored", `<input name=a pattern="[A-Z]{2}\d+">`, "a", `{"type":"string","pattern":"^(?:[A-Z]{2}\\d+)$"}`},
		{"alternation is anchored as a whole", `<input name=a pattern="a|b">`, "a", `{"type":"string","pattern":"^(?:a|b)$"}`},
		{"a pattern with a separator between repeats is kept", `<input name=a pattern="[a-z]+(?:-[a-z]+)*">`, "a", `{"type":"string","pattern":"^(?:[a-z]+(?:-[a-z]+)*)$"}`},
		{"invalid pattern is dropped", `<input name=a pattern="(ab">`, "a", `{"type":"string"}`},
		{"look-ahead pattern is dropped", `<input name=a pattern="(?=.*\d).{8,}">`, "a", `{"type":"string"}`},
		{"back-reference pattern is dropped", `<input name=a pattern="(a)\1">`, "a", `{"type":"string"}`},
		{"nested repetition is dropped", `<input name=a pattern="(a+)+b">`, "a", `{"type":"string"}`},
		{"nested repetition in a non-capturing group is dropped", `<input name=a pattern="(?:\w+\s?)*">`, "a", `{"type":"string"}`},
		{"pattern does not apply to a textarea", `<textarea name=a pattern="x"></textarea>`, "a", `{"type":"string"}`},
		{"load-time value is the default", `<input name=a value="hi">`, "a", `{"type":"string","default":"hi"}`},
		{"an empty value gives no default", `<input name=a value="">`, "a", `{"type":"string"}`},
		{"textarea text is the default", `<textarea name=a>Dear team</textarea>`, "a", `{"type":"string","default":"Dear team"}`},
		{"color has a pattern", `<input name=a type=color value="#00ff00">`, "a", `{"type":"string","pattern":"^#[0-9a-fA-F]{6}$","default":"#00ff00"}`},

		// Numbers.
		{"number is an integer by default", `<input name=a type=number>`, "a", `{"type":"integer"}`},
		{"number bounds", `<input name=a type=number min=1 max=9>`, "a", `{"type":"integer","minimum":1,"maximum":9}`},
		{"a fractional step makes a number", `<input name=a type=number step=0.01 min=0>`, "a", `{"type":"number","minimum":0,"multipleOf":0.01}`},
		{"step any makes a number", `<input name=a type=number step=any>`, "a", `{"type":"number"}`},
		{"a fractional min makes a number", `<input name=a type=number min=0.5>`, "a", `{"type":"number","minimum":0.5}`},
		{"a whole step above 1 is multipleOf", `<input name=a type=number step=5>`, "a", `{"type":"integer","multipleOf":5}`},
		{"no multipleOf when the base is off the step", `<input name=a type=number step=5 min=2>`, "a", `{"type":"integer","minimum":2}`},
		{"number default parses", `<input name=a type=number value=3>`, "a", `{"type":"integer","default":3}`},
		{"range has default bounds", `<input name=a type=range>`, "a", `{"type":"integer","minimum":0,"maximum":100}`},
		{"range with its own bounds and step", `<input name=a type=range min=-1 max=1 step=0.5>`, "a", `{"type":"number","minimum":-1,"maximum":1,"multipleOf":0.5}`},

		// Dates and times.
		{"date has format date", `<input name=a type=date>`, "a", `{"type":"string","format":"date"}`},
		{"date bounds go in the description", `<input name=a type=date min=2026-01-01 max=2026-12-31>`, "a", `{"type":"string","description":"From 2026-01-01 to 2026-12-31.","format":"date"}`},
		{"time has format time", `<input name=a type=time min=09:00>`, "a", `{"type":"string","description":"From 09:00.","format":"time"}`},
		{"datetime-local has a pattern", `<input name=a type=datetime-local>`, "a", `{"type":"string","pattern":"^\\d{4,}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?$"}`},
		{"month has a pattern", `<input name=a type=month max=2030-12>`, "a", `{"type":"string","description":"Up to 2030-12.","pattern":"^\\d{4,}-\\d{2}$"}`},
		{"week has a pattern", `<input name=a type=week>`, "a", `{"type":"string","pattern":"^\\d{4,}-W\\d{2}$"}`},

		// Checkboxes.
		{"one checkbox is a boolean", `<input name=a type=checkbox>`, "a", `{"type":"boolean","default":false}`},
		{"a checked checkbox defaults to true", `<input name=a type=checkbox checked>`, "a", `{"type":"boolean","default":true}`},
		{"checkboxes sharing a name are an array of unique values", `<label><input name=a type=checkbox value=x checked>X ray</label><label><input name=a type=checkbox value=y>Yankee</label>`,
			"a", `{"type":"array","description":"Options: x = X ray; y = Yankee.","items":{"type":"string","enum":["x","y"]},"uniqueItems":true,"maxItems":2,"default":["x"]}`},
		{"one checkbox named a[] is an array", `<input name="a[]" type=checkbox value=x>`, "a", `{"type":"array","items":{"type":"string","enum":["x"]},"uniqueItems":true,"maxItems":1}`},
		{"a checkbox without a value submits on", `<input name="a[]" type=checkbox><input name="a[]" type=checkbox value=on>`, "a", `{"type":"array","items":{"type":"string","enum":["on"]},"uniqueItems":true,"maxItems":1}`},

		// Radios and selects.
		{"radio group is an enum with titles", `<label><input type=radio name=a value=s>Small</label><label><input type=radio name=a value=m checked>Medium</label>`,
			"a", `{"type":"string","description":"Options: s = Small; m = Medium.","enum":["s","m"],"default":"m"}`},
		{"radio titles equal to values are not listed", `<label><input type=radio name=a value=Yes>Yes</label><label><input type=radio name=a value=No>No</label>`,
			"a", `{"type":"string","enum":["Yes","No"]}`},
		{"select is an enum; the empty placeholder is not an option", `<select name=a><option value="">Pick one</option><option value=fr>France</option><option>Peru</option></select>`,
			"a", `{"type":"string","description":"Options: fr = France.","enum":["fr","Peru"]}`},
		{"select default is the selected option", `<select name=a><option value=1>One</option><option value=2 selected>Two</option></select>`,
			"a", `{"type":"string","description":"Options: 1 = One; 2 = Two.","enum":["1","2"],"default":"2"}`},
		{"disabled options and optgroups are not choices", `<select name=a><option>x</option><option disabled>y</option><optgroup label=G disabled><option>z</option></optgroup><optgroup label=H><option>w</option></optgroup></select>`,
			"a", `{"type":"string","enum":["x","w"],"default":"x"}`},
		{"select multiple is an array of unique values", `<select name=a multiple><option selected>x</option><option selected>y</option><option>z</option></select>`,
			"a", `{"type":"array","items":{"type":"string","enum":["x","y","z"]},"uniqueItems":true,"default":["x","y"]}`},
		{"a select with no options yet is any string", `<select name=a></select>`, "a", `{"type":"string"}`},

		// Files.
		{"file is a file path", `<input name=a type=file>`, "a", `{"type":"string","description":"A file to upload.","format":"file"}`},
		{"file accept with one type", `<input name=a type=file accept="application/pdf">`, "a", `{"type":"string","description":"A file to upload (application/pdf).","format":"file","contentMediaType":"application/pdf"}`},
		{"file multiple is an array", `<input name=a type=file multiple accept="image/*, .png">`, "a", `{"type":"array","description":"A file to upload (image/*, .png).","items":{"type":"string","format":"file"},"uniqueItems":true}`},

		// Repeated names and paths.
		{"a repeated text name is an array", `<input name=a value=1><input name=a>`, "a", `{"type":"array","items":{"type":"string"},"maxItems":2,"default":["1"]}`},
		{"a[] text is an array", `<input name="a[]">`, "a", `{"type":"array","items":{"type":"string"},"maxItems":1}`},
		{"a[b] nests", `<input name="a[b]"><input name="a[c]" required>`, "a",
			`{"type":"object","properties":{"b":{"type":"string"},"c":{"type":"string"}},"required":["c"],"additionalProperties":false}`},
		{"a[0][b] uses the index as a key", `<input name="a[0][b]">`, "a",
			`{"type":"object","properties":{"0":{"type":"object","properties":{"b":{"type":"string"}},"additionalProperties":false}},"additionalProperties":false}`},
		{"a named fieldset prefixes its fields", `<fieldset name=a><input name=b></fieldset>`, "a",
			`{"type":"object","properties":{"b":{"type":"string"}},"additionalProperties":false}`},

		// The whole object.
		{"required fields and closed objects", `<input name=a required><input name=b aria-required=true><input name=c>`, "",
			`{"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"},"c":{"type":"string"}},"required":["a","b"],"additionalProperties":false}`},
		{"a required nested field makes its parents required", `<input name="p[q][r]" required>`, "",
			`{"type":"object","properties":{"p":{"type":"object","properties":{"q":{"type":"object","properties":{"r":{"type":"string"}},"required":["r"],"additionalProperties":false}},"required":["q"],"additionalProperties":false}},"required":["p"],"additionalProperties":false}`},
		{"an empty form is an empty closed object", ``, "", `{"type":"object","properties":{},"additionalProperties":false}`},

		// Exclusions.
		{"hidden is excluded", `<input type=hidden name=a value=t>`, "", `{"type":"object","properties":{},"additionalProperties":false}`},
		{"password is excluded", `<input type=password name=a>`, "", `{"type":"object","properties":{},"additionalProperties":false}`},
		{"card numbers are excluded", `<input name=a autocomplete="billing cc-number">`, "", `{"type":"object","properties":{},"additionalProperties":false}`},
		{"one-time codes are excluded", `<input name=a autocomplete=one-time-code>`, "", `{"type":"object","properties":{},"additionalProperties":false}`},
		{"new passwords are excluded", `<input name=a type=text autocomplete=new-password>`, "", `{"type":"object","properties":{},"additionalProperties":false}`},
		{"disabled is excluded", `<input name=a disabled>`, "", `{"type":"object","properties":{},"additionalProperties":false}`},
		{"a disabled fieldset excludes its fields", `<fieldset disabled><input name=a></fieldset>`, "", `{"type":"object","properties":{},"additionalProperties":false}`},
		{"but not those in its first legend", `<fieldset disabled><legend><input name=a></legend></fieldset>`, "a", `{"type":"string"}`},
		{"read-only is left out", `<input name=a readonly value=x>`, "", `{"type":"object","properties":{},"additionalProperties":false}`},
		{"aria-readonly is left out", `<select name=a aria-readonly=true><option>x</option></select>`, "", `{"type":"object","properties":{},"additionalProperties":false}`},
		{"readonly does not apply to a checkbox", `<input name=a type=checkbox readonly>`, "a", `{"type":"boolean","default":false}`},
		{"buttons are not fields", `<button name=a>Go</button><input type=submit name=b><input type=image name=c><input type=reset name=d>`, "",
			`{"type":"object","properties":{},"additionalProperties":false}`},
		{"unnamed controls are not fields", `<input><select><option>x</option></select>`, "", `{"type":"object","properties":{},"additionalProperties":false}`},

		// Titles and descriptions.
		{"the label is the description", `<label>City <input name=a></label>`, "a", `{"type":"string","description":"City"}`},
		{"a hint and a label", `<label>City <input name=a toolparamdescription="Where you live."></label>`, "a", `{"type":"string","title":"City","description":"Where you live."}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, _ := formSchema(t, c.html)
			if c.prop != "" {
				var m struct {
					Properties map[string]json.RawMessage `json:"properties"`
				}
				if err := json.Unmarshal([]byte(got), &m); err != nil {
					t.Fatal(err)
				}
				got = string(m.Properties[c.prop])
			}
			if got != c.want {
				t.Errorf("got\n  %s\nwant\n  %s", got, c.want)
			}
		})
	}
}

// TestSchemaSkips: invalid names, colliding paths and dropped patterns are
// reported with their reason; the rest of the form stays.
func TestSchemaSkips(t *testing.T) {
	cases := []struct {
		name, html, want string
	}{
		{"unbalanced brackets", `<input name="a[b">`, `field "a[b" of "f" skipped: unbalanced brackets`},
		{"text after a bracket", `<input name="a[b]c">`, `field "a[b]c" of "f" skipped: text after a closing bracket`},
		{"[] in the middle", `<input name="a[][b]">`, `field "a[][b]" of "f" skipped: "[]" before the end of the name`},
		{"leading bracket", `<input name="[a]">`, `field "[a]" of "f" skipped: the name starts with a bracket`},
		{"prototype key", `<input name="a[__proto__]">`, `field "a[__proto__]" of "f" skipped: the name uses the prototype key __proto__`},
		{"control character", "<input name=\"a\x01b\">", `field "a?b" of "f" skipped: the name holds a control character`},
		{"too deep", `<input name="a[1][2][3][4][5][6][7][8][9][10][11][12][13][14][15][16]">`, `field "a[1][2][3][4][5][6][7][8][9][10][11][12][13][14][15][16]" of "f" skipped: the name nests deeper than 16 levels`},
		{"a leaf under a leaf", `<input name=a><input name="a[b]">`, `field "a[b]" of "f" skipped: the path a.b runs through the field a`},
		{"a leaf over an object", `<input name="a[b]"><input name="a">`, `field "a" of "f" skipped: the path a is taken by another field`},
		{"a[] and a", `<input name="a[]"><input name="a">`, `field "a" of "f" skipped: the path a is taken by another field`},
		{"mixed types under one name", `<input name=a><input name=a type=checkbox>`, `field "a" of "f" skipped: controls of different types share the name`},
		{"unsafe pattern", `<input name=a pattern="(x*)*">`, `pattern "a" of "f" skipped: the pattern repeats a repetition (exponential time in a backtracking engine)`},
		{"invalid pattern", `<input name=a pattern="[">`, `pattern "a" of "f" skipped: the pattern is not a portable regular expression (missing closing ])`},
		{"bad fieldset name", `<fieldset name="x["><input name=a></fieldset>`, `field "a" of "f" skipped: fieldset name: unbalanced brackets`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, sk := formSchema(t, c.html+`<input name=keep>`)
			var got []string
			for _, s := range sk {
				got = append(got, s.String())
			}
			if strings.Join(got, "\n") != c.want {
				t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), c.want)
			}
			sc, _ := formSchema(t, c.html+`<input name=keep>`)
			if !strings.Contains(sc, `"keep":{"type":"string"}`) {
				t.Errorf("the other field was lost: %s", sc)
			}
		})
	}
}

// TestSchemaOf: fields made by hand get the same mapping, and their
// patterns are anchored and checked.
func TestSchemaOf(t *testing.T) {
	sc, sk := SchemaOf([]Field{
		{Name: "code", Path: []string{"code"}, Type: "text", Pattern: `\d{3}`, Required: true},
		{Name: "bad", Path: []string{"bad"}, Type: "text", Pattern: `(a|b+)+`},
		{Name: "ro", Path: []string{"ro"}, Type: "text", ReadOnly: true},
		{Name: "nopath", Type: "text"},
	})
	b, _ := json.Marshal(sc)
	want := `{"type":"object","properties":{"code":{"type":"string","pattern":"^(?:\\d{3})$"},"bad":{"type":"string"}},"required":["code"],"additionalProperties":false}`
	if string(b) != want {
		t.Errorf("got\n  %s\nwant\n  %s", b, want)
	}
	if len(sk) != 2 || sk[0].Kind != "pattern" || sk[1].Reason != "no path" {
		t.Errorf("skipped: %v", sk)
	}
	if sc.Property("code") == nil || sc.Property("ro") != nil {
		t.Error("Property lookup")
	}
}

func TestSchemaOfForm(t *testing.T) {
	d := parse(t, `<form id=f><input name=a required></form><div data-tool-ignore><form id=g></form></div>`)
	var form, ignored *dom.Node
	for _, n := range d.Nodes {
		switch n.AttrOr("id") {
		case "f":
			form = n
		case "g":
			ignored = n
		}
	}
	sc, err := Schema(d, form, nil)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(sc); string(b) != `{"type":"object","properties":{"a":{"type":"string"}},"required":["a"],"additionalProperties":false}` {
		t.Errorf("schema %s", b)
	}
	if _, err := Schema(d, ignored, nil); err == nil {
		t.Error("a form in an ignored region has a schema")
	}
	if _, err := Schema(d, d.Root, nil); err == nil {
		t.Error("the document has a schema")
	}
}
