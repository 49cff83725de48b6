package dom_test

import (
	"fmt"

	"github.com/surefill/surefill/dom"
)

// Parse applies the page's own <style> rules: what a person would not see
// is Hidden, and ::before/::after text is kept for names.
func ExampleParse() {
	d, _ := dom.Parse([]byte(`<style>
		.err { display: none }
		.req::after { content: " *" }
	</style>
	<label class=req for=e>Email</label><input id=e><span class=err>Required</span>`), nil)
	for _, n := range d.Elements() {
		switch n.Tag {
		case "label":
			fmt.Printf("label %q + %q\n", n.TextContent(), n.State.Generated().After)
		case "span":
			fmt.Println("error hidden:", n.Hidden())
		}
	}
	// Output:
	// label "Email" + " *"
	// error hidden: true
}

// Select runs a CSS selector over the model, piercing open shadow roots as
// Playwright's CSS engine does.
func ExampleDocument_Select() {
	d, _ := dom.Parse([]byte(`<form>
		<x-address><template shadowrootmode=open><input name=street></template></x-address>
		<input name=city>
	</form>`), nil)
	sel := dom.MustCompileSelector("form input")
	for _, n := range d.Select(sel, nil) {
		fmt.Println(n.AttrOr("name"))
	}
	// Output:
	// street
	// city
}
