package resolver

import (
	"strings"

	"github.com/surefill/surefill/dom"
)

// The trusted root: a page's own markup may say what a field is, but
// regions holding what its users wrote (comments, rich-text previews,
// editors) must not, or anyone who can post text could relabel the form
// next to it. Text in such a region may describe a field inside the same
// region, never one outside it. Accessible names (aria-labelledby, <label
// for>) are the name engine's, which this does not change.

// UserAuthored reports whether n is the root of a region whose content the
// page's users may have written: an element marked data-tool-ignore, one
// that is contenteditable (any value but "false", including "" and
// "plaintext-only"), a <template>, or an <iframe> or <frame> (whose
// fallback content and document are not the page's own for this purpose).
func UserAuthored(n *dom.Node) bool {
	if n == nil || n.Type != dom.ElementNode {
		return false
	}
	if n.HasAttr("data-tool-ignore") {
		return true
	}
	if n.Namespace != "" {
		return false
	}
	switch n.Tag {
	case "template", "iframe", "frame":
		return true
	}
	if ce, ok := n.Attr("contenteditable"); ok && !strings.EqualFold(strings.TrimSpace(ce), "false") {
		return true
	}
	return false
}

// maxTrustDepth bounds the walk up from a node; deeper trees count as
// untrusted rather than cost time.
const maxTrustDepth = 1024

// mayDescribe reports whether text at q may label or describe the field
// of controls ctls: every user-authored region holding q (or held by q)
// holds the controls too.
func (r *Resolver) mayDescribe(q *dom.Node, ctls []*dom.Node) bool {
	if q == nil || len(ctls) == 0 {
		return true
	}
	depth := 0
	for a := q; a != nil; a = a.ComposedParent() {
		if depth++; depth > maxTrustDepth {
			return false
		}
		if UserAuthored(a) && !r.holdsAll(a, ctls) {
			return false
		}
	}
	if q.Type != dom.ElementNode || !r.ours(q) {
		return true
	}
	end := int(r.ix.end[q.Order])
	for i := q.Order + 1; i <= end; i++ {
		if n := r.doc.Nodes[i]; UserAuthored(n) && !r.holdsAll(n, ctls) {
			return false
		}
	}
	return true
}

func (r *Resolver) holdsAll(a *dom.Node, ctls []*dom.Node) bool {
	for _, c := range ctls {
		if !r.ix.contains(a, c) {
			return false
		}
	}
	return true
}
