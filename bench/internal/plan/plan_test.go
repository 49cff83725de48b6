package plan

import "testing"

func TestCheck(t *testing.T) {
	fields := []Field{
		{ID: "a", Kind: Text, Label: "A", Value: "x"},
		{ID: "s", Kind: Select, Label: "S", Value: "France", OptionValue: "fr"},
		{ID: "c", Kind: Checkbox, Label: "C"},
		{ID: "r", Kind: Radio, Label: "R", Value: "Yes"},
	}
	state := `{"values":{"a":"x","s":"de","c":true,"r":false},
	  "events":{"a":{"input":true,"untrusted":false},"s":{"input":true,"change":true,"untrusted":true},"c":{"change":true}}}`
	v, err := Check(fields, state)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Wrong) != 2 || len(v.NoEvent) != 1 || len(v.Untrusted) != 1 {
		t.Fatalf("got %+v", v)
	}
	if got, want := v.Summary(), "2 wrong, 1 without an event, 1 with untrusted events"; got != want {
		t.Errorf("Summary() = %q, want %q", got, want)
	}
}
