package accname

import (
	"strings"

	"github.com/surefill/surefill/dom"
)

// fixedRoles maps HTML elements to the role HTML-AAM §4 ("HTML Element
// Role Mappings") gives them regardless of context. Each key is the
// element's HTML-AAM entry (el-address, el-article, ...). Elements with
// "No corresponding role" are absent (Role returns "").
var fixedRoles = map[string]string{
	"address":    "group",       // el-address
	"article":    "article",     // el-article
	"b":          "generic",     // el-b
	"bdi":        "generic",     // el-bdi
	"bdo":        "generic",     // el-bdo
	"blockquote": "blockquote",  // el-blockquote
	"body":       "generic",     // el-body
	"button":     "button",      // el-button
	"code":       "code",        // el-code
	"data":       "generic",     // el-data
	"datalist":   "listbox",     // el-datalist
	"dd":         "definition",  // el-dd
	"del":        "deletion",    // el-del
	"details":    "group",       // el-details
	"dfn":        "term",        // el-dfn
	"dialog":     "dialog",      // el-dialog
	"dir":        "list",        // el-dir (obsolete, mapped as menu/ul)
	"div":        "generic",     // el-div
	"dt":         "term",        // el-dt
	"em":         "emphasis",    // el-em
	"fieldset":   "group",       // el-fieldset
	"figure":     "figure",      // el-figure
	"h1":         "heading",     // el-h1-h6
	"h2":         "heading",     // el-h1-h6
	"h3":         "heading",     // el-h1-h6
	"h4":         "heading",     // el-h1-h6
	"h5":         "heading",     // el-h1-h6
	"h6":         "heading",     // el-h1-h6
	"hgroup":     "group",       // el-hgroup
	"hr":         "separator",   // el-hr
	"html":       "document",    // el-html
	"i":          "generic",     // el-i
	"ins":        "insertion",   // el-ins
	"main":       "main",        // el-main
	"mark":       "mark",        // el-mark
	"math":       "math",        // el-math
	"menu":       "list",        // el-menu
	"meter":      "meter",       // el-meter
	"nav":        "navigation",  // el-nav
	"ol":         "list",        // el-ol
	"optgroup":   "group",       // el-optgroup
	"option":     "option",      // el-option
	"output":     "status",      // el-output
	"p":          "paragraph",   // el-p
	"pre":        "generic",     // el-pre
	"progress":   "progressbar", // el-progress
	"q":          "generic",     // el-q
	"s":          "deletion",    // el-s
	"samp":       "generic",     // el-samp
	"search":     "search",      // el-search
	"small":      "generic",     // el-small
	"span":       "generic",     // el-span
	"strong":     "strong",      // el-strong
	"sub":        "subscript",   // el-sub
	"sup":        "superscript", // el-sup
	"table":      "table",       // el-table
	"textarea":   "textbox",     // el-textarea
	"time":       "time",        // el-time
	"u":          "generic",     // el-u
	"ul":         "list",        // el-ul
}

// contextualRoles are the HTML-AAM §4 entries whose role depends on
// attributes or ancestors.
var contextualRoles map[string]func(c *Computer, n *dom.Node) string

// init fills the table; a literal would make an initialization cycle
// (the rules call back into the algorithm).
func init() {
	contextualRoles = map[string]func(c *Computer, n *dom.Node) string{
		"a":       roleLinkish,  // el-a, el-a-no-href
		"area":    roleLinkish,  // el-area, el-area-no-href
		"aside":   roleAside,    // el-aside, el-aside-ancestorbodymain
		"footer":  roleFooter,   // el-footer, el-footer-ancestorbody
		"header":  roleHeader,   // el-header, el-header-ancestorbody
		"form":    roleForm,     // el-form: form only when it has a name
		"section": roleSection,  // el-section: region only when it has a name
		"img":     roleImg,      // el-img, el-img-empty-alt
		"input":   roleInput,    // el-input-*
		"select":  roleSelect,   // el-select-combobox, el-select-listbox
		"li":      roleLi,       // el-li
		"summary": roleSummary,  // el-summary
		"td":      roleTd,       // el-td, el-td-gridcell
		"th":      roleTh,       // el-th, el-th-columnheader, el-th-rowheader
		"tr":      roleTableRow, // el-tr
		"thead":   roleRowGroup, // el-thead
		"tbody":   roleRowGroup, // el-tbody
		"tfoot":   roleRowGroup, // el-tfoot
		"caption": roleCaption,  // el-caption
		"svg":     roleSVG,      // svg-aam §5.1 (svg element)
	}
}

// inputTypeRoles is HTML-AAM §4 for input elements by type (el-input-*).
// Types not listed (text, email, tel, url, password, date and time types)
// fall through to roleInput's defaults.
var inputTypeRoles = map[string]string{
	"button":   "button",     // el-input-button
	"image":    "button",     // el-input-image
	"reset":    "button",     // el-input-reset
	"submit":   "button",     // el-input-submit
	"checkbox": "checkbox",   // el-input-checkbox
	"radio":    "radio",      // el-input-radio
	"range":    "slider",     // el-input-range
	"number":   "spinbutton", // el-input-number
	// SPEC DIFFERENCE: HTML-AAM maps input type=file to no role; every
	// browser exposes it as a button and renders it as one, so a person
	// targets it as a button (TestSpecDifferences/input-file-button).
	"file": "button",
	// SPEC DIFFERENCE: HTML-AAM maps color to no role; it is a button that
	// opens a picker in every browser (TestSpecDifferences/input-color-button).
	"color": "button",
}

func roleLinkish(c *Computer, n *dom.Node) string {
	if n.HasAttr("href") {
		return "link"
	}
	// An area that script makes clickable is exposed as a link too
	// (WPT html-aam/area-role-tentative.html, el-area-no-href[onclick]).
	if n.Tag == "area" && n.HasAttr("onclick") {
		return "link"
	}
	return "generic"
}

// sectioningScope reports whether n has an ancestor that scopes header,
// footer and aside away from landmarks: sectioning content (article,
// aside, nav, section) or main, or an element with their roles.
func sectioningScope(c *Computer, n *dom.Node, withMain bool) bool {
	for p := c.parentElement(n); p != nil; p = c.parentElement(p) {
		if p.Namespace != "" {
			continue
		}
		switch p.Tag {
		case "article", "aside", "nav", "section":
			return true
		case "main":
			if withMain {
				return true
			}
		case "body":
			return false
		}
		switch explicitToken(p) {
		case "article", "complementary", "navigation", "region":
			return true
		case "main":
			if withMain {
				return true
			}
		}
	}
	return false
}

func roleAside(c *Computer, n *dom.Node) string {
	// HTML-AAM el-aside: complementary, unless scoped to sectioning
	// content without an accessible name (then generic). An aside in main
	// stays complementary (WPT roles-contextual.html el-aside-in-main).
	if sectioningScope(c, n, false) && !c.hasAuthorName(n) {
		return "generic"
	}
	return "complementary"
}

// roleFooter: HTML-AAM el-footer-ancestorbody is contentinfo; a footer
// scoped to sectioning content is a sectionfooter (ARIA 1.3, w3c/aria#1931;
// WPT roles-contextual.tentative.html); one scoped to main only is generic
// (WPT wai-aria/role/contextual-roles.html).
func roleFooter(c *Computer, n *dom.Node) string {
	switch {
	case sectioningScope(c, n, false):
		return "sectionfooter"
	case sectioningScope(c, n, true):
		return "generic"
	}
	return "contentinfo"
}

// roleHeader mirrors roleFooter: banner, sectionheader or generic.
func roleHeader(c *Computer, n *dom.Node) string {
	switch {
	case sectioningScope(c, n, false):
		return "sectionheader"
	case sectioningScope(c, n, true):
		return "generic"
	}
	return "banner"
}

func roleForm(c *Computer, n *dom.Node) string {
	if c.hasAuthorName(n) {
		return "form"
	}
	return "generic"
}

func roleSection(c *Computer, n *dom.Node) string {
	if c.hasAuthorName(n) {
		return "region"
	}
	return "generic"
}

func roleImg(c *Computer, n *dom.Node) string {
	// HTML-AAM el-img-empty-alt: alt="" means decorative (none), unless
	// the author named it or it is focusable, which the presentational
	// conflict rule (ARIA 1.2 §9.1) turns back into img.
	if alt, ok := n.Attr("alt"); ok && alt == "" {
		// A title names the image, so it is not decorative (WPT
		// accname/name/comp_tooltip.html, "img with tooltip label with
		// empty alt").
		if hasGlobalARIA(n) || isFocusable(n) || !isBlank(n.AttrOr("title")) {
			return "img"
		}
		return "none"
	}
	return "img"
}

func roleInput(c *Computer, n *dom.Node) string {
	t := inputType(n)
	switch t {
	case "hidden":
		return ""
	case "checkbox":
		// HTML-AAM el-input-checkbox-switch (the switch attribute).
		if n.HasAttr("switch") {
			return "switch"
		}
	case "search":
		if c.listAttrDatalist(n) {
			return "combobox" // el-input-search-list
		}
		return "searchbox" // el-input-search
	case "text", "email", "tel", "url":
		if c.listAttrDatalist(n) {
			return "combobox" // el-input-text-list etc.
		}
		return "textbox"
	}
	if r, ok := inputTypeRoles[t]; ok {
		return r
	}
	// SPEC DIFFERENCE: HTML-AAM gives password, date, datetime-local,
	// month, time and week no role; people type into them, and browsers
	// expose them as text fields, so this package reports textbox
	// (TestSpecDifferences/input-date-textbox).
	return "textbox"
}

// listAttrDatalist reports whether the input's list attribute names a
// datalist (HTML §4.10.5.3.9, the list attribute).
func (c *Computer) listAttrDatalist(n *dom.Node) bool {
	id, ok := n.Attr("list")
	if !ok || id == "" {
		return false
	}
	return n.ElementByID(id).IsElement("datalist")
}

func roleSelect(c *Computer, n *dom.Node) string {
	if n.HasAttr("multiple") {
		return "listbox"
	}
	if s := strings.TrimSpace(n.AttrOr("size")); s != "" {
		if v, ok := parseNonNegInt(s); ok && v > 1 {
			return "listbox"
		}
	}
	return "combobox"
}

func roleLi(c *Computer, n *dom.Node) string {
	// HTML-AAM el-li: listitem when its parent is a list (ol, ul, menu or
	// an element with role list); otherwise generic. Generic wrappers in
	// between do not break the relation (WPT roles-generic.tentative.html).
	for p := c.parentElement(n); p != nil; p = c.parentElement(p) {
		r := c.Role(p)
		switch r {
		case "list", "directory":
			return "listitem"
		case "generic", "":
			if p.IsElement("body", "html") {
				return "generic"
			}
			continue
		}
		return "generic"
	}
	return "generic"
}

func roleSummary(c *Computer, n *dom.Node) string {
	// HTML-AAM el-summary: the first summary child of a details element
	// is its disclosure control; any other summary is generic (WPT
	// html-aam/summary.html).
	p := n.Parent
	if p == nil || !p.IsElement("details") {
		return "generic"
	}
	for _, ch := range p.Children {
		if ch.IsElement("summary") {
			if ch != n {
				return "generic"
			}
			break
		}
	}
	// SPEC DIFFERENCE: HTML-AAM leaves the details summary without an ARIA
	// role; browsers expose it as a disclosure button that a person
	// clicks, so it is a button here (TestSpecDifferences/summary-button).
	return "button"
}

// closestTable returns the nearest table ancestor of a table part, or nil.
func closestTable(n *dom.Node) *dom.Node {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.IsElement("table") {
			return p
		}
	}
	return nil
}

// tableRole is the role the table an element belongs to ends up with
// ("table", "grid", "treegrid", "none", ...).
func (c *Computer) tableRole(n *dom.Node) string {
	t := closestTable(n)
	if t == nil {
		return ""
	}
	return c.Role(t)
}

func presentationalTable(r string) bool { return r == "none" }

func roleTd(c *Computer, n *dom.Node) string {
	switch r := c.tableRole(n); {
	case presentationalTable(r):
		return "none" // ARIA 1.2 §9.1: required owned elements inherit none
	case r == "grid" || r == "treegrid":
		return "gridcell" // el-td-gridcell
	}
	return "cell"
}

func roleTh(c *Computer, n *dom.Node) string {
	r := c.tableRole(n)
	if presentationalTable(r) {
		return "none"
	}
	switch asciiLower(strings.TrimSpace(n.AttrOr("scope"))) {
	case "col", "colgroup":
		return "columnheader"
	case "row", "rowgroup":
		return "rowheader"
	}
	// HTML-AAM el-th: no scope — a header in thead, or in a row of only
	// headers, heads its column; a header beside data cells heads its row.
	row := n.Parent
	if row != nil && row.IsElement("tr") {
		if g := row.Parent; g != nil && g.IsElement("thead") {
			return "columnheader"
		}
		for _, s := range row.Children {
			if s.IsElement("td") {
				return "rowheader"
			}
		}
		return "columnheader"
	}
	if r == "grid" || r == "treegrid" {
		return "gridcell"
	}
	return "cell"
}

func roleTableRow(c *Computer, n *dom.Node) string {
	if presentationalTable(c.tableRole(n)) {
		return "none"
	}
	return "row"
}

func roleRowGroup(c *Computer, n *dom.Node) string {
	if presentationalTable(c.tableRole(n)) {
		return "none"
	}
	return "rowgroup"
}

func roleCaption(c *Computer, n *dom.Node) string {
	if presentationalTable(c.tableRole(n)) {
		return "none"
	}
	return "caption"
}

func roleSVG(c *Computer, n *dom.Node) string {
	// SPEC DIFFERENCE: SVG-AAM maps <svg> to graphics-document; browsers
	// and testing tools report img, which is what a person would ask for
	// (TestSpecDifferences/svg-img).
	return "img"
}

// minimumRoleAttrs give an element that would otherwise be generic or
// have no role the role group (HTML-AAM "minimum role", WPT
// html-aam/roles-minimum.tentative.html): the element takes part in
// interaction, so it must be in the accessibility tree.
var minimumRoleAttrs = []string{"autofocus", "draggable", "popover"}

func inputType(n *dom.Node) string {
	t, ok := n.Attr("type")
	if !ok {
		return "text"
	}
	t = asciiLower(strings.TrimSpace(t))
	if !knownInputTypes[t] {
		return "text" // HTML §4.10.5: an invalid type is the text state
	}
	return t
}

var knownInputTypes = toSet(
	"hidden", "text", "search", "tel", "url", "email", "password", "date",
	"month", "week", "time", "datetime-local", "number", "range", "color",
	"checkbox", "radio", "file", "submit", "image", "reset", "button",
)

func parseNonNegInt(s string) (int, bool) {
	v := 0
	if s == "" {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch < '0' || ch > '9' {
			if i == 0 {
				return 0, false
			}
			break
		}
		if v > 1<<20 {
			break
		}
		v = v*10 + int(ch-'0')
	}
	return v, true
}
