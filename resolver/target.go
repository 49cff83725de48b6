package resolver

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Target says what a script means: a field by its label or question text,
// an element by role and accessible name, by visible text, by CSS, or a
// FieldRef from Fields. Any target can be narrowed with Within.
//
// Every target prints itself as a ready-to-paste Go expression that uses
// the root package name, for example
//
//	surefill.Label("City").Within(surefill.Role("group", "Home address"))
//
// The interface is sealed: the constructors of this package (re-exported
// by the root package) are the only way to make one.
type Target interface {
	// String returns the target as Go source.
	String() string
	// Within narrows the target to what lies inside container. When the
	// container is a heading, its region counts: what follows the heading
	// up to the next heading of the same or a higher level.
	Within(container Target) Target
	spec() *spec
}

// pkg is the package name targets print with: the root package re-exports
// the constructors, so scripts write surefill.Label(...).
const pkg = "surefill."

type targetKind uint8

const (
	kindLabel targetKind = iota + 1
	kindRole
	kindText
	kindCSS
	kindRef
	// kindFrame and kindMain name a document of the page, as containers
	// only: an iframe's by its address (m.text holds the pattern), or the
	// top one.
	kindFrame
	kindMain
)

type spec struct {
	kind targetKind
	m    matcher  // label, text, role name; a CSS selector in m.text
	role string   // kindRole
	ref  FieldRef // kindRef
	// within lists containers, innermost first as written: a.Within(b).Within(c).
	within []Target
	// nilRE marks a *Match constructor called with a nil regexp: it matches nothing.
	nilRE bool
}

type target struct{ s spec }

func (t *target) spec() *spec { return &t.s }

func (t *target) Within(container Target) Target {
	if container == nil || isNilTarget(container) {
		return t
	}
	ns := t.s
	ns.within = append(slices.Clip(t.s.within), container)
	return &target{s: ns}
}

func isNilTarget(t Target) bool {
	if p, ok := t.(*target); ok && p == nil {
		return true
	}
	return false
}

func (t *target) String() string {
	var b strings.Builder
	switch t.s.kind {
	case kindLabel:
		writeCall(&b, "Label", "LabelMatch", "", t.s)
	case kindRole:
		writeCall(&b, "Role", "RoleMatch", t.s.role, t.s)
	case kindText:
		writeCall(&b, "Text", "TextMatch", "", t.s)
	case kindCSS:
		b.WriteString(pkg + "CSS(")
		b.WriteString(quote(t.s.m.text))
		b.WriteString(")")
	case kindRef:
		b.WriteString(t.s.ref.String())
	case kindFrame:
		b.WriteString(pkg + "InFrame(" + quote(t.s.m.text) + ")")
	case kindMain:
		b.WriteString(pkg + "MainFrame()")
	}
	for _, w := range t.s.within {
		b.WriteString(".Within(")
		b.WriteString(w.String())
		b.WriteString(")")
	}
	return b.String()
}

func writeCall(b *strings.Builder, plain, match, role string, s spec) {
	b.WriteString(pkg)
	if s.m.re != nil || s.nilRE {
		b.WriteString(match)
	} else {
		b.WriteString(plain)
	}
	b.WriteString("(")
	if s.kind == kindRole {
		b.WriteString(strconv.Quote(role))
		b.WriteString(", ")
	}
	switch {
	case s.nilRE:
		b.WriteString("nil")
	case s.m.re != nil:
		b.WriteString("regexp.MustCompile(")
		b.WriteString(quote(s.m.re.String()))
		b.WriteString(")")
	default:
		b.WriteString(strconv.Quote(s.m.text))
	}
	b.WriteString(")")
}

// quote prefers a raw string when the text has backslashes or double
// quotes (regexps, CSS attribute selectors) and can be written raw.
func quote(s string) string {
	if strings.ContainsAny(s, `\"`) && strconv.CanBackquote(s) {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}

// MarshalJSON writes the target as its Go expression.
func (t *target) MarshalJSON() ([]byte, error) { return json.Marshal(t.String()) }

// Label targets a field by its label: its accessible name, or the question
// text above it (the smallest container holding one question and its
// controls). Matching is exact, ignoring case, accents, runs of white space
// and a trailing "*", ":" or "(optional)".
func Label(text string) Target {
	return &target{s: spec{kind: kindLabel, m: textMatcher(text)}}
}

// labelTarget is Label for a text whose folded form is known.
func labelTarget(text, key string) Target {
	return &target{s: spec{kind: kindLabel, m: matcher{text: text, key: key}}}
}

// LabelMatch targets a field whose label matches re. The regexp is tried
// on the label as shown (white space collapsed, trailing "*" and ":"
// removed) and on its folded form (lower case, no accents), so
// `^e-?mail` matches "E-mail *".
func LabelMatch(re *regexp.Regexp) Target {
	return &target{s: spec{kind: kindLabel, m: reMatcher(re), nilRE: re == nil}}
}

// Role targets an element by its ARIA role (explicit or implied by HTML)
// and its W3C accessible name. An empty name matches any name.
func Role(role, name string) Target {
	return &target{s: spec{kind: kindRole, role: normRole(role), m: textMatcher(name)}}
}

// RoleMatch targets an element by role and a name matching re.
func RoleMatch(role string, re *regexp.Regexp) Target {
	return &target{s: spec{kind: kindRole, role: normRole(role), m: reMatcher(re), nilRE: re == nil}}
}

// Text targets the innermost element whose visible text is text, for
// elements with no useful role.
func Text(text string) Target {
	return &target{s: spec{kind: kindText, m: textMatcher(text)}}
}

// TextMatch targets the innermost element whose visible text matches re.
func TextMatch(re *regexp.Regexp) Target {
	return &target{s: spec{kind: kindText, m: reMatcher(re), nilRE: re == nil}}
}

// CSS targets elements by a CSS selector, evaluated in the document and in
// every shadow root. Selectors that need a live page (:hover, :focus,
// :target, ...) are rejected when resolved, never silently unmatched.
func CSS(selector string) Target {
	return &target{s: spec{kind: kindCSS, m: matcher{text: strings.TrimSpace(selector)}}}
}

// InFrame is a container naming the document of an iframe whose address
// contains pattern: Label("Email").Within(InFrame("/card")) is the Email
// field of that frame, whichever document a page-wide search would reach.
// It narrows only; as a target of its own it matches nothing.
func InFrame(pattern string) Target {
	return &target{s: spec{kind: kindFrame, m: matcher{text: pattern}}}
}

// MainFrame is a container naming the page's top document, leaving every
// iframe out.
func MainFrame() Target { return &target{s: spec{kind: kindMain}} }

// frameOnly reports a document container (InFrame, MainFrame).
func frameOnly(s *spec) bool { return s.kind == kindFrame || s.kind == kindMain }

func normRole(r string) string { return strings.ToLower(strings.TrimSpace(r)) }

// FieldRef is a handle on one field of one document version, from Fields.
// It is valid for the document it came from only: against any other it
// fails with stale_ref and is never retargeted. Never persist one; keep
// the field's Target instead.
type FieldRef struct {
	// Gen identifies the document version (Options.Generation).
	Gen uint64
	// Node is the tree-order position of the field's first element.
	Node int
}

// String prints the ref as a Go composite literal (valid only in the run
// that produced it).
func (r FieldRef) String() string {
	return fmt.Sprintf("%sFieldRef{Gen: %d, Node: %d}", pkg, r.Gen, r.Node)
}

// Within narrows the ref to a container.
func (r FieldRef) Within(container Target) Target {
	return (&target{s: spec{kind: kindRef, ref: r}}).Within(container)
}

func (r FieldRef) spec() *spec { return &spec{kind: kindRef, ref: r} }

// IsZero reports whether r is the zero ref (never valid).
func (r FieldRef) IsZero() bool { return r == FieldRef{} }

// MarshalJSON writes the ref as an opaque string "gen:node".
func (r FieldRef) MarshalJSON() ([]byte, error) {
	return json.Marshal(fmt.Sprintf("%d:%d", r.Gen, r.Node))
}

// UnmarshalJSON reads what MarshalJSON writes.
func (r *FieldRef) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	g, n, ok := strings.Cut(s, ":")
	if !ok {
		return fmt.Errorf("resolver: bad field ref %q", s)
	}
	gen, err1 := strconv.ParseUint(g, 10, 64)
	node, err2 := strconv.Atoi(n)
	if err1 != nil || err2 != nil || node < 0 {
		return fmt.Errorf("resolver: bad field ref %q", s)
	}
	*r = FieldRef{Gen: gen, Node: node}
	return nil
}
