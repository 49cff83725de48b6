package resolver

import (
	"fmt"
	"strings"
	"testing"
)

// summary prints a field as kind|label|facts for table tests.
func summary(f Field) string {
	s := fmt.Sprintf("%s|%s", f.Kind, f.Label)
	if f.Required {
		s += "|required"
	}
	if f.Multiple {
		s += "|multiple"
	}
	if f.Value != nil && f.Value != "" && f.Value != false {
		s += fmt.Sprintf("|=%v", f.Value)
	}
	if len(f.Options) > 0 {
		s += "|[" + strings.Join(f.Options, ",") + "]"
	}
	if f.Hint != "" {
		s += "|hint:" + f.Hint
	}
	if f.Error != "" {
		s += "|error:" + f.Error
	}
	if f.Invalid {
		s += "|invalid"
	}
	if f.Sensitive {
		s += "|sensitive"
	}
	return s
}

func fieldsOf(t *testing.T, html string) []string {
	t.Helper()
	return listFields(t, html, summary)
}

// listFields prints the fields of html, one line each.
func listFields(t *testing.T, html string, line func(Field) string) []string {
	t.Helper()
	fs, err := newR(t, html, nil).Fields(nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range fs {
		out = append(out, line(f))
	}
	return out
}

// TestQuestionText covers the generic conventions that find the question
// text above a field.
func TestQuestionText(t *testing.T) {
	cases := []struct {
		name, html string
		want       []string
	}{
		{"label without for, before the input", `<form><div class="field"><label>First name*</label><input></div></form>`,
			[]string{"text|First name|required"}},
		{"question class word beats earlier text", `<div class="q"><p>Section intro</p><span class="question-text">Salary?</span><input></div>`,
			[]string{"text|Salary?"}},
		{"heading beats plain text", `<div><p>Some context</p><h4>Start date</h4><input type=date></div>`,
			[]string{"text|Start date"}},
		{"first text block when nothing is marked", `<div><p>Expected salary</p><p>Gross, per year</p><input></div>`,
			[]string{"text|Expected salary"}},
		{"hint and error classes are not the question", `<div><span class="hint">Optional</span><span class="error">Required</span><input></div>`,
			[]string{"text||hint:Optional|error:Required"}},
		{"directly before, in a flat form", `<form><span>Start</span><input name=a><span>End</span><input name=b><input name=c></form>`,
			[]string{"text|Start", "text|End", "text|"}},
		{"another control in between stops the question", `<form><h3>Phone</h3><select><option>+1</option></select><input type=tel></form>`,
			[]string{"select|Phone|=+1|[+1]", "text|"}},
		{"a label for another control is not the question", `<form><label for=x>Other</label><input name=y><input id=x></form>`,
			[]string{"text|", "text|Other"}},
		{"fieldset legend for a radio group", `<fieldset><legend>Size *</legend><label><input type=radio name=s>S</label><label><input type=radio name=s>M</label></fieldset>`,
			[]string{"radio|Size|required|[S,M]"}},
		{"question above radios without fieldset", `<div class="question"><p>Do you drive?</p><label><input type=radio name=d> Yes</label><label><input type=radio name=d> No</label></div>`,
			[]string{"radio|Do you drive?|[Yes,No]"}},
		{"named group", `<div role="group" aria-label="Contact by"><label><input type=checkbox> Email</label><label><input type=checkbox> Phone</label></div>`,
			[]string{"checkbox|Contact by|multiple|[Email,Phone]"}},
		{"placeholder-only field", `<form><input placeholder="Search jobs"></form>`,
			[]string{"text|Search jobs"}},
		{"question beats a placeholder name", `<div class="field"><div class="label">City</div><input placeholder="e.g. Lisbon"></div>`,
			[]string{"text|City"}},
		{"required class word on the question container", `<div class="question required"><div class="question-text">Age</div><input type=number></div>`,
			[]string{"text|Age|required"}},
		{"required mark element", `<div><label>Nickname <span class="required">*</span></label><input></div>`,
			[]string{"text|Nickname|required"}},
		{"decoration only is not a question", `<div><span>*</span><input aria-label="Code"></div>`,
			[]string{"text|Code"}},
		{"long instructions are not a question", `<div><p>` + strings.Repeat("Read this carefully. ", 20) + `</p><input></div>`,
			[]string{"text|"}},
		{"question inside a label with a link", `<div class="question"><label class="question-text">I accept the <a href="/terms">terms</a></label><div><label><input type=radio name=t> Yes</label><label><input type=radio name=t> No</label></div></div>`,
			[]string{"radio|I accept the terms|[Yes,No]"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := fieldsOf(t, c.html)
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(c.want, "\n  "))
			}
		})
	}
}

// TestFieldKinds covers discovery of each kind and its facts.
func TestFieldKinds(t *testing.T) {
	cases := []struct {
		name, html string
		want       []string
	}{
		{"yes/no buttons with aria-pressed", `<div><p>Relocate?</p><div><button type=button aria-pressed=true>Yes</button><button type=button aria-pressed=false>No</button></div></div>`,
			[]string{"buttons|Relocate?|=Yes|[Yes,No]"}},
		{"yes/no buttons with a selected class word", `<div class="question"><p>Relocate?</p><button type=button class="btn is-selected">Yes</button><button type=button class="btn">No</button></div>`,
			[]string{"buttons|Relocate?|=Yes|[Yes,No]"}},
		{"buttons without state or grouping are not a field", `<div><p>Pick</p><button type=button>Back</button><button type=button>Next</button></div>`,
			nil},
		{"submit buttons are never answers", `<form><div class="question"><p>Q</p><button>Yes</button><button type=submit>No</button></div></form>`,
			nil},
		{"toolbar buttons are commands", `<div role=toolbar><p>Style</p><button aria-pressed=true>B</button><button aria-pressed=false>I</button></div>`,
			nil},
		{"long button texts are not answers", `<div class="question"><p>Q</p><button aria-pressed=false>This is a very long button text that says a lot</button><button aria-pressed=false>No</button></div>`,
			nil},
		{"custom select button", `<label id=l>Country</label><button aria-haspopup=listbox aria-labelledby=l aria-controls=lb>France</button><ul role=listbox id=lb hidden><li role=option>France</li><li role=option>Peru</li></ul>`,
			[]string{"select|Country|=France|[France,Peru]"}},
		{"custom select shows a prompt", `<label id=l>Country</label><div role=combobox tabindex=0 aria-labelledby=l aria-controls=lb>Choose one</div><ul role=listbox id=lb hidden><li role=option>France</li></ul>`,
			[]string{"select|Country|[France]"}},
		{"native select with placeholder", `<label>Size <select required><option value="">Pick</option><option>S</option></select></label>`,
			[]string{"select|Size|required|[S]"}},
		{"multiple select", `<label>Tags <select multiple><option selected>a</option><option>b</option><option selected>c</option></select></label>`,
			[]string{"select|Tags|multiple|=[a c]|[a,b,c]"}},
		{"checkboxes sharing a name", `<div><p>Days</p><label><input type=checkbox name=d[] checked>Mon</label><label><input type=checkbox name=d[]>Tue</label></div>`,
			[]string{"checkbox|Days|multiple|=[Mon]|[Mon,Tue]"}},
		{"text after an unlabelled checkbox or radio", `<div><input type=checkbox name=a> <span>Subscribe</span></div><div><p>Size</p><input type=radio name=s> S <input type=radio name=s checked> M</div>`,
			[]string{"checkbox|Subscribe", "radio|Size|=M|[S,M]"}},
		{"lone checkbox", `<label><input type=checkbox checked> Remember me</label>`,
			[]string{"checkbox|Remember me|=true"}},
		{"aria switch and radios", `<div role=switch aria-checked=true aria-label=Wifi tabindex=0></div><div role=radiogroup aria-label=Plan><div role=radio aria-checked=false>Free</div><div role=radio aria-checked=true>Pro</div></div>`,
			[]string{"checkbox|Wifi|=true", "radio|Plan|=Pro|[Free,Pro]"}},
		{"file input", `<label>CV <input type=file multiple required></label>`,
			[]string{"file|CV|required|multiple"}},
		{"range and slider", `<label>Vol <input type=range value=4></label><div role=slider aria-label=Zoom aria-valuenow=2 tabindex=0></div>`,
			[]string{"other|Vol|=4", "other|Zoom|=2"}},
		{"textarea and contenteditable", `<label>Bio <textarea maxlength=5>hi</textarea></label><div contenteditable aria-label=Note>x <b>y</b></div>`,
			[]string{"text|Bio|=hi", "text|Note|=x y"}},
		{"hint, error and invalid", `<label for=z>Zip</label><input id=z aria-describedby="zh ze" aria-invalid=true><span id=zh>5 digits</span><span id=ze class="field-error">Too short</span>`,
			[]string{"text|Zip|hint:5 digits|error:Too short|invalid"}},
		{"a hidden error is no error", `<label for=z>Zip</label><input id=z aria-errormessage=ze><span id=ze hidden>Too short</span>`,
			[]string{"text|Zip"}},
		{"error text in the field's own container", `<div class="field"><label>Zip <input></label><p role=alert>Enter a zip</p></div><div class="field"><label>City <input></label></div>`,
			[]string{"text|Zip|error:Enter a zip", "text|City"}},
		{"sensitive autocomplete kinds", `<label>PIN <input autocomplete="one-time-code" value="1234"></label><label>CVC <input autocomplete="cc-csc"></label><label>New <input type=text autocomplete="new-password"></label>`,
			[]string{"text|PIN|sensitive", "text|CVC|sensitive", "text|New|sensitive"}},
		{"combobox value and options", `<label for=c>City</label><input id=c role=combobox aria-controls=o value="Ro"><ul id=o role=listbox><li role=option>Rome</li></ul>`,
			[]string{"select|City|=Ro|[Rome]"}},
		{"datalist suggestions on a text field", `<label>Fruit <input list=f></label><datalist id=f><option value=Apple><option value=Pear></datalist>`,
			[]string{"text|Fruit|[Apple,Pear]"}},
		{"hidden inputs and buttons are no fields", `<form><input type=hidden name=t value=1><input type=submit value=Go><input type=image alt=Go><button>Send</button></form>`,
			nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := fieldsOf(t, c.html)
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(c.want, "\n  "))
			}
		})
	}
}
