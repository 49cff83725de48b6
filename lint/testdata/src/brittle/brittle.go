package brittle

import (
	"context"

	"github.com/surefill/surefill"
	sf "github.com/surefill/surefill"
	"github.com/surefill/surefill/resolver"
)

const listItem = "ul > li:nth-child(3)"

func targets(ctx context.Context, tab *surefill.Tab) {
	_ = surefill.CSS("#email")                 // a stable id
	_ = surefill.CSS("input[name=email]")      // a stable attribute
	_ = surefill.CSS(`[data-testid="submit"]`) // a test hook
	_ = surefill.CSS("form .question input")   // two combinators
	_ = surefill.CSS("a:hover, a::before")     // not positional (refused at run time for other reasons)
	_ = surefill.CSS("#address-line")          // words, not a counter
	_ = surefill.CSS(".col-12")                // a utility class, not a hash
	_ = surefill.CSS(".card__title")           // BEM, not a module hash

	_ = surefill.CSS("tr:nth-child(2) td")                    // want `brittle-css-target: CSS\("tr:nth-child\(2\) td"\) depends on position \(:nth-child\); target what a person sees`
	_ = surefill.CSS("li:first-child")                        // want `position \(:first-child\)`
	_ = surefill.CSS("div:NTH-OF-TYPE(2)")                    // want `position \(:nth-of-type\)`
	_ = surefill.CSS("input:not(:last-of-type)")              // want `position \(:last-of-type\)`
	_ = surefill.CSS(listItem)                                // want `position \(:nth-child\)`
	_ = surefill.CSS(`#\:r7\:`)                               // want `a generated id \(#:r7:\)`
	_ = surefill.CSS(`#\3a r1\3a `)                           // want `a generated id \(#:r1:\)`
	_ = surefill.CSS(`[id=":R2b6:"]`)                         // want `a generated id \(\[id=":R2b6:"\]\)`
	_ = surefill.CSS("#f81d4fae-7dec-11d0-a765-00a0c91e6bf6") // want `a generated id`
	_ = surefill.CSS("#field-1234")                           // want `a generated id \(#field-1234\)`
	_ = surefill.CSS("#input17")                              // want `a generated id \(#input17\)`
	_ = surefill.CSS("#a3f9c2e7b1d04")                        // want `a generated id \(#a3f9c2e7b1d04\)`
	_ = surefill.CSS(".css-1x2y3z")                           // want `a generated class name \(.css-1x2y3z\)`
	_ = surefill.CSS("button.sc-bdVaJa")                      // want `a generated class name \(.sc-bdVaJa\)`
	_ = surefill.CSS(".Button_primary__3xK9a")                // want `a generated class name \(.Button_primary__3xK9a\)`
	_ = surefill.CSS("body > div > main form > input")        // want `a chain of 4 combinators`
	_ = surefill.CSS("a b c, d > e > f > g > h")              // want `a chain of 4 combinators`
	_ = surefill.CSS("div div div div li:nth-child(2) #x12")  // want `position \(:nth-child\), a generated id \(#x12\), a chain of 5 combinators`

	_ = sf.CSS("li:last-child")                                                // want `position \(:last-child\)`
	_ = resolver.CSS("li:only-child")                                          // want `position \(:only-child\)`
	_ = surefill.Label("Email").Within(surefill.CSS("section:nth-of-type(2)")) // want `position \(:nth-of-type\)`

	//surefill:allow brittle-css-target the table has no headers to go by
	_ = surefill.CSS("tr:nth-child(2) td")
	_ = surefill.CSS("tr:nth-child(3) td") //surefill:allow brittle-css-target,literal-secret same here

	sel := "li:nth-child(2)"
	_ = surefill.CSS(sel) // not a constant: the rule reads only constants
	_ = tab
	_ = ctx
}
