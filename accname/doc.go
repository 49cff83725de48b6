// Package accname computes the role, accessible name and accessible
// description of elements of surefill's document model (package dom), by
// the W3C rules a screen reader relies on:
//
//   - roles by WAI-ARIA 1.2 (the role attribute: first valid token,
//     synonyms, presentational role conflict resolution) and HTML-AAM
//     (the implicit role of each HTML element, some depending on context);
//   - names and descriptions by "Accessible Name and Description
//     Computation 1.2" (accname), with the host-language rules of HTML-AAM.
//
// It runs over any dom.Document: one built offline from saved HTML or one
// built from a live browser snapshot, so a target resolves the same way
// in both. Nothing here asks a browser.
//
// # Using it
//
//	doc, _ := dom.Parse(html, nil)
//	c := accname.NewComputer()
//	for _, el := range doc.Elements() {
//		fmt.Println(c.Role(el), c.Name(el))
//	}
//
// The package functions Role, Name and Description compute one answer
// from scratch; a Computer remembers answers and per-document indexes
// (labels by control, aria-owns relations, hidden state), so naming every
// element of a page stays cheap. Results are flat strings: trimmed, with
// runs of white space collapsed.
//
// # How a name is computed
//
// The steps are those of accname 1.2 §4.3.2, and the code cites them:
//
//	2A  hidden and not referenced: no name (name.go)
//	2B  aria-labelledby / aria-describedby, cycles guarded (name.go)
//	2C  an embedded control gives its value inside another's label (embedded.go)
//	2D  aria-label (name.go)
//	2E  host language: <label>, alt, legend, caption, value... (native.go)
//	2F  name from content, with ::marker, ::before and ::after text (content.go)
//	2G  text nodes (content.go)
//	2H  recursion into descendants (content.go)
//	2I  tooltip: the title attribute (name.go)
//
// Older drafts numbered these differently (2C aria-label, 2D host
// language, 2E embedded control); the code follows the 1.2 numbering.
//
// Hidden content follows the 1.2 rule: a hidden element gives nothing,
// unless the walk started at a hidden element that aria-labelledby,
// aria-describedby or a <label> points to, and then its hidden content
// counts too. aria-owns moves the owned elements under their owner, once,
// and ignores owners and targets hidden from all users.
//
// Every walk is bounded: each element counts once per computation, the
// recursion depth and the number of elements visited are capped, so
// reference cycles and hostile pages end.
//
// # Where this package differs from the specifications
//
// A few rules follow browsers (and the web-platform-tests) rather than the
// letter of a specification. Each is marked "SPEC DIFFERENCE:" in the code
// with the name of the test that holds it (TestSpecDifferences): the
// inline/block spacing of name from content, hidden <label for> (accname
// 1.2 and WPT accname, against the older HTML-AAM hidden-names test),
// input types file and color as buttons, date and time inputs as text
// boxes, the details summary as a button, <svg> as img, a table's summary
// attribute, required context for menu and tree items checked against any
// ancestor, orphan menu and tree items keeping their names from content,
// and a legend named by its content.
//
// # Conformance
//
// wpt_test.go runs the web-platform-tests accname, html-aam and wai-aria
// role cases from ../shared/conformance (or $SUREFILL_CONFORMANCE) and
// keeps the passing set in testdata/wpt-baseline.txt:
//
//	go test ./accname -run WPT -v          # the scores
//	go test ./accname -run WPT -update     # move the baseline
package accname
