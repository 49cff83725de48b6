package accname

// The role data tables. Each table cites the specification it is drawn
// from; code elsewhere only looks roles up here.

// concreteRoles are the roles an author may give in the role attribute:
// WAI-ARIA 1.2 §5.4 (definitions of roles) plus the ARIA 1.3 roles browsers
// ship (comment, image, mark, sectionfooter, sectionheader, suggestion),
// DPUB-ARIA 1.1 and Graphics-ARIA 1.0. Abstract roles (command, composite,
// input, landmark, range, roletype, section, sectionhead, select,
// structure, widget, window) are absent on purpose: ARIA 1.2 §5.3.2 says
// authors MUST NOT use them, and user agents treat them as invalid tokens.
var concreteRoles = toSet(
	"alert", "alertdialog", "application", "article", "banner", "blockquote",
	"button", "caption", "cell", "checkbox", "code", "columnheader", "combobox",
	"comment", "complementary", "contentinfo", "definition", "deletion",
	"dialog", "directory", "document", "emphasis", "feed", "figure", "form",
	"generic", "grid", "gridcell", "group", "heading", "image", "img",
	"insertion", "link", "list", "listbox", "listitem", "log", "main", "mark",
	"marquee", "math", "menu", "menubar", "menuitem", "menuitemcheckbox",
	"menuitemradio", "meter", "navigation", "none", "note", "option",
	"paragraph", "presentation", "progressbar", "radio", "radiogroup",
	"region", "row", "rowgroup", "rowheader", "scrollbar", "search",
	"searchbox", "sectionfooter", "sectionheader", "separator", "slider",
	"spinbutton", "status", "strong", "subscript", "suggestion",
	"superscript", "switch", "tab", "table", "tablist", "tabpanel", "term",
	"textbox", "time", "timer", "toolbar", "tooltip", "tree", "treegrid",
	"treeitem",
	// DPUB-ARIA 1.1 §4.
	"doc-abstract", "doc-acknowledgments", "doc-afterword", "doc-appendix",
	"doc-backlink", "doc-biblioentry", "doc-bibliography", "doc-biblioref",
	"doc-chapter", "doc-colophon", "doc-conclusion", "doc-cover",
	"doc-credit", "doc-credits", "doc-dedication", "doc-endnote",
	"doc-endnotes", "doc-epigraph", "doc-epilogue", "doc-errata",
	"doc-example", "doc-footnote", "doc-foreword", "doc-glossary",
	"doc-glossref", "doc-index", "doc-introduction", "doc-noteref",
	"doc-notice", "doc-pagebreak", "doc-pagefooter", "doc-pageheader",
	"doc-pagelist", "doc-part", "doc-preface", "doc-prologue",
	"doc-pullquote", "doc-qna", "doc-subtitle", "doc-tip", "doc-toc",
	// Graphics-ARIA 1.0 §4.
	"graphics-document", "graphics-object", "graphics-symbol",
)

// roleSynonyms maps a role token to the role this package reports for it.
// ARIA 1.2 §5.4: presentation is a synonym of none; ARIA 1.3 makes image
// and img synonyms (this package reports "img", the name most tooling
// knows); ARIA 1.2 deprecates directory and maps it to list.
var roleSynonyms = map[string]string{
	"presentation": "none",
	"image":        "img",
	"directory":    "list",
}

// CanonicalRole returns the role name this package reports for a role
// token: lower-cased, with synonyms resolved (image → img,
// presentation → none, directory → list). Use it to compare a role a
// person typed with Role's result.
func CanonicalRole(role string) string {
	r := asciiLower(role)
	if s, ok := roleSynonyms[r]; ok {
		return s
	}
	return r
}

// namedOnlyRoles are explicit roles that count only when the element has
// an accessible name from its author (ARIA 1.2 §5.4 region: "Authors MUST
// give each element with role region a brief label"; form likewise). A
// region or form token on an unnamed element is skipped like an invalid
// token, so the next token or the implicit role applies (WPT
// wai-aria/role/fallback-roles.html, region-roles.html, form-roles.html).
var namedOnlyRoles = toSet("region", "form")

// requiredContext lists roles that are ignored unless an ancestor in the
// accessibility tree has one of the given roles (ARIA 1.2 §5.2.7, Required
// Context Role). Only the roles whose orphans browsers demote are listed
// (WPT menu-roles.html, tree-roles.html). SPEC DIFFERENCE: ARIA lets the
// context be the direct parent only; here any ancestor counts, so
// intermediate wrappers in real menus do not demote items
// (TestSpecDifferences/menuitem-deep-context).
var requiredContext = map[string][]string{
	"menuitem":         {"menu", "menubar"},
	"menuitemcheckbox": {"menu", "menubar"},
	"menuitemradio":    {"menu", "menubar"},
	"treeitem":         {"tree"},
}

// globalARIAAttrs are the ARIA 1.2 §6.4 global states and properties. An
// element carrying one of them keeps its implicit role when the author
// gave it none/presentation (ARIA 1.2 §9.1, Presentational Roles
// Conflict Resolution).
var globalARIAAttrs = []string{
	"aria-atomic", "aria-braillelabel", "aria-brailleroledescription",
	"aria-busy", "aria-controls", "aria-current", "aria-describedby",
	"aria-description", "aria-details", "aria-dropeffect",
	"aria-flowto", "aria-grabbed", "aria-hidden", "aria-keyshortcuts",
	"aria-label", "aria-labeledby", "aria-labelledby", "aria-live", "aria-owns",
	"aria-relevant", "aria-roledescription",
}

// noNameRoles prohibit naming: ARIA 1.2 §5.2.8.6 (Roles which cannot be
// named, "Name prohibited"). Name returns "" for them.
var noNameRoles = toSet(
	"caption", "code", "definition", "deletion", "emphasis", "generic",
	"insertion", "mark", "none", "paragraph", "strong", "subscript",
	"suggestion", "superscript", "term", "time",
)

// nameFromContentRoles are the roles whose name may come from their
// content (ARIA 1.2 §5.2.8.4, Roles Supporting Name from Content), used by
// accname 1.2 step 2F when the element is the one being named. During a
// recursion every descendant contributes (step 2F.iii with 2H), so this
// table matters only for the root.
var nameFromContentRoles = toSet(
	"button", "cell", "checkbox", "columnheader", "comment", "gridcell",
	"heading", "link", "menuitem", "menuitemcheckbox", "menuitemradio",
	"option", "radio", "row", "rowheader", "sectionfooter",
	"sectionheader", "switch", "tab", "tooltip", "treeitem",
	"doc-backlink", "doc-biblioref", "doc-glossref", "doc-noteref",
)

// nameFromHeadingRoles take their name from their first heading when
// nothing else names them (accname 1.3 draft, "Name From Heading"; WPT
// accname/name/comp_name_from_heading.tentative.html).
var nameFromHeadingRoles = toSet("alertdialog", "article", "dialog")

// rangeRoles are the embedded controls whose value is a number (accname
// 1.2 step 2C, "If the embedded control has role range").
var rangeRoles = toSet("meter", "progressbar", "scrollbar", "slider", "spinbutton")

// labelable lists the HTML labelable elements (HTML §4.10.2); a <label>
// names only these.
var labelable = toSet("button", "input", "meter", "output", "progress", "select", "textarea")

func toSet(xs ...string) map[string]bool {
	m := make(map[string]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}
