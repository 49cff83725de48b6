package resolver_test

import (
	"errors"
	"fmt"
	"regexp"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

const checkout = `<form>
  <fieldset><legend>Home address</legend><label>City <input name="home_city"></label></fieldset>
  <fieldset><legend>Work address</legend><label>City <input name="work_city"></label></fieldset>
  <div class="question">
    <p class="question-text">Do you need a parking space?</p>
    <button type="button" aria-pressed="false">Yes</button>
    <button type="button" aria-pressed="true">No</button>
  </div>
</form>`

func ExampleLabel() {
	fmt.Println(resolver.Label("Email"))
	fmt.Println(resolver.LabelMatch(regexp.MustCompile(`^(e-?mail|courriel)`)))
	fmt.Println(resolver.Label("City").Within(resolver.Role("group", "Home address")))
	// Output:
	// surefill.Label("Email")
	// surefill.LabelMatch(regexp.MustCompile("^(e-?mail|courriel)"))
	// surefill.Label("City").Within(surefill.Role("group", "Home address"))
}

func ExampleResolver_Fields() {
	doc, err := dom.Parse([]byte(checkout), nil)
	if err != nil {
		panic(err)
	}
	fields, err := resolver.New(doc, nil).Fields(nil)
	if err != nil {
		panic(err)
	}
	for _, f := range fields {
		fmt.Printf("%s %q = %q\n  %v\n", f.Kind, f.Label, f.Value, f.Target)
	}
	// Output:
	// text "City" = ""
	//   surefill.Label("City").Within(surefill.Role("group", "Home address"))
	// text "City" = ""
	//   surefill.Label("City").Within(surefill.Role("group", "Work address"))
	// buttons "Do you need a parking space?" = "No"
	//   surefill.Label("Do you need a parking space?")
}

func ExampleResolver_Resolve() {
	doc, _ := dom.Parse([]byte(checkout), nil)
	r := resolver.New(doc, nil)

	_, err := r.Resolve(resolver.Label("city"))
	var re *resolver.Error
	if errors.As(err, &re) {
		fmt.Println(re.Code)
		for _, c := range re.Candidates {
			fmt.Println(" ", c)
		}
	}

	nodes, _ := r.Resolve(resolver.Label("City").Within(resolver.Role("group", "Work address")))
	fmt.Println(nodes[0].AttrOr("name"))

	_, err = r.Resolve(resolver.CSS("button:hover"))
	fmt.Println(errors.Is(err, resolver.NotFound), err)
	// Output:
	// ambiguous
	//   surefill.Label("City").Within(surefill.Role("group", "Home address"))
	//   surefill.Label("City").Within(surefill.Role("group", "Work address"))
	// work_city
	// true not_found: Resolve surefill.CSS("button:hover"): CSS selector "button:hover" uses :hover, which depends on the pointer and cannot be evaluated over a static document
}

func ExampleParseTarget() {
	t, err := resolver.ParseTarget(`surefill.Role("button", "Yes").Within(surefill.Label("Do you need a parking space?"))`)
	if err != nil {
		panic(err)
	}
	doc, _ := dom.Parse([]byte(checkout), nil)
	nodes, err := resolver.New(doc, nil).Resolve(t)
	fmt.Println(len(nodes), nodes[0].AttrOr("aria-pressed"), err)
	// Output:
	// 1 false <nil>
}
