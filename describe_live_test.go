package surefill_test

import (
	"errors"
	"testing"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
	sftest "github.com/surefill/surefill/testing"
)

// describePage is saved HTML (declarative shadow DOM, no script), so the
// live page and its offline model come from the same source.
const describePage = `<!doctype html><form>
<label for=e>Email</label><input id=e aria-describedby=h><small id=h>We never share it</small>
<label for=s>Street<br>address</label><input id=s>
<label for=st>State</label><select id=st><option>Alabama<option>Alaska</select>
<label for=x>Outside</label>
<div><template shadowrootmode=open><label for=x>Inside</label><input id=x title="Shadow field"></template></div>
<fieldset><legend>Contact by</legend><label><input type=radio name=c>Mail</label><label><input type=radio name=c>Phone</label></fieldset>
<input type=submit value="">
</form>`

func init() { livetest.Pages["/describe"] = describePage }

// TestLiveDescribe: Tab.Describe gives, with the tabs grant only, the role,
// name and description testing.DescribeOf gives for the same HTML, shadow
// scopes, line breaks and closed lists included; a missing target fails
// not_found with candidates.
func TestLiveDescribe(t *testing.T) {
	b := livetest.Launch(t, surefill.Grants{Allow: []surefill.Grant{surefill.Tabs}})
	tab, ctx := livetest.OpenPage(t, b, "/describe")
	for _, tc := range []struct {
		target           surefill.Target
		role, name, desc string
	}{
		{surefill.Label("Email"), "textbox", "Email", "We never share it"},
		{surefill.Label("Street address"), "textbox", "Street address", ""},
		{surefill.Role("option", "Alaska"), "option", "Alaska", ""},
		{surefill.Label("Inside"), "textbox", "Inside", "Shadow field"},
		{surefill.Label("Contact by"), "group", "Contact by", ""},
		{surefill.CSS("input[type=submit]"), "button", "", ""},
	} {
		got, err := tab.Describe(ctx, tc.target)
		if err != nil {
			t.Errorf("Describe(%v): %v", tc.target, err)
			continue
		}
		if got.Role != tc.role || got.Name != tc.name || got.Description != tc.desc {
			t.Errorf("Describe(%v) = %+v, want %s %q %q", tc.target, got, tc.role, tc.name, tc.desc)
		}
		off, err := sftest.DescribeOf(describePage, tc.target)
		if err != nil || off != got {
			t.Errorf("DescribeOf(%v) = %+v, %v; live %+v", tc.target, off, err, got)
		}
	}
	_, err := tab.Describe(ctx, surefill.Role("button", "Submit"))
	var fe *surefill.FieldError
	if !errors.As(err, &fe) || fe.Code != surefill.NotFound {
		t.Fatalf("Describe of a button no one named Submit: %v", err)
	}
}
