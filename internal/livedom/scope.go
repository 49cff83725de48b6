package livedom

import (
	"fmt"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/domsnapshot"

	"github.com/surefill/surefill/dom"
)

// rescope rebuilds the tree of a snapshot document that has shadow trees
// from its node tree (DOM.describeNode, pierce): the snapshot's flat tree
// puts a shadow tree's nodes under their host and slotted nodes under
// their slot, which loses which tree an id belongs to. Nodes keep the
// state, style and layout the snapshot gave them (matched by backend node
// id); a node the flat tree leaves out (an unslotted light child, a slot's
// fallback content while nodes are assigned to it) has no box, and the
// model's own rules tell it is not rendered, as offline. User-agent shadow
// roots stay out, as offline.
func rescope(d *dom.Document, nodes []*dom.Node, nt *domsnapshot.NodeTreeSnapshot, tree Tree) error {
	if len(nt.BackendNodeID) != len(nodes) {
		return fmt.Errorf("%w: %d backend ids for %d nodes", ErrMalformed, len(nt.BackendNodeID), len(nodes))
	}
	byBackend := make(map[cdp.BackendNodeID]*dom.Node, len(nodes))
	for i, n := range nodes {
		if n != nil {
			byBackend[nt.BackendNodeID[i]] = n
		}
	}
	rootID := int64(0)
	for i, n := range nodes {
		if n == d.Root {
			rootID = int64(nt.BackendNodeID[i])
		}
	}
	root, err := tree(rootID)
	if err != nil {
		return fmt.Errorf("livedom: the tree of a document with shadow roots: %w", err)
	}
	if root == nil || int64(root.BackendNodeID) != rootID {
		return fmt.Errorf("%w: the node tree is not the snapshot's document", ErrMalformed)
	}
	// The node tree leaves out white-space-only text nodes, which separate
	// words ("<b>Team</b> <i>name</i>"): keep the flat tree's children to
	// put them back.
	flat := make(map[*dom.Node][]*dom.Node, len(nodes))
	for _, n := range nodes {
		if n != nil && len(n.Children) > 0 {
			flat[n] = n.Children
		}
	}
	placed := make(map[*dom.Node]bool, len(nodes))
	d.Root = scoped(root, byBackend, placed)
	d.Root.Parent = nil
	restoreBlanks(nodes, flat, placed)
	return nil
}

// restoreBlanks puts each white-space-only text node of the flat tree that
// the node tree left out next to its nearest flat sibling that is placed:
// after the one before it, else before the one after it, else into its
// flat parent (its shadow root, for a host). Siblings in the flat tree are
// siblings in the node tree, except across a slot's assigned nodes, where
// the text belongs with them all the same.
func restoreBlanks(nodes []*dom.Node, flat map[*dom.Node][]*dom.Node, placed map[*dom.Node]bool) {
	for _, p := range nodes {
		kids := flat[p]
		for i, w := range kids {
			if placed[w] || w.Type != dom.TextNode || strings.TrimSpace(w.Data) != "" {
				continue
			}
			var parent *dom.Node
			at := -1
			for j := i - 1; j >= 0 && at < 0; j-- {
				if a := kids[j]; placed[a] && a.Parent != nil {
					parent, at = a.Parent, indexOf(a.Parent.Children, a)+1
				}
			}
			for j := i + 1; j < len(kids) && at < 0; j++ {
				if b := kids[j]; placed[b] && b.Parent != nil {
					parent, at = b.Parent, indexOf(b.Parent.Children, b)
				}
			}
			if at < 0 {
				parent = p
				if p.Shadow != nil {
					parent = p.Shadow
				}
				at = len(parent.Children)
			}
			parent.Children = append(parent.Children[:at:at], append([]*dom.Node{w}, parent.Children[at:]...)...)
			w.Parent = parent
			placed[w] = true
		}
	}
}

func indexOf(list []*dom.Node, n *dom.Node) int {
	for i, x := range list {
		if x == n {
			return i
		}
	}
	return len(list)
}

// scoped returns the model node for cn with its children and shadow root
// as the node tree has them, or nil for what the model leaves out
// (comments, doctypes, processing instructions).
func scoped(cn *cdp.Node, byBackend map[cdp.BackendNodeID]*dom.Node, placed map[*dom.Node]bool) *dom.Node {
	n := scopedNode(cn, byBackend, placed)
	if n != nil {
		placed[n] = true
	}
	return n
}

func scopedNode(cn *cdp.Node, byBackend map[cdp.BackendNodeID]*dom.Node, placed map[*dom.Node]bool) *dom.Node {
	n := byBackend[cn.BackendNodeID]
	switch cn.NodeType {
	case 9: // document
		if n == nil {
			n = &dom.Node{Type: dom.DocumentNode}
		}
	case 1: // element
		if n == nil {
			// Not in the flat tree (see dom.Node.Hidden for why): the model
			// tells it is not rendered, as offline, so its style is left
			// to the user-agent default; it has no box.
			n = &dom.Node{Type: dom.ElementNode, State: &dom.State{CSS: dom.Style{Visibility: "visible"}, BackendID: int64(cn.BackendNodeID)}}
			n.Tag, n.Namespace = tagOf(cn.NodeName)
			if strings.HasPrefix(cn.NodeName, "::") {
				return nil
			}
			for k := 0; k+1 < len(cn.Attributes); k += 2 {
				n.Attrs = append(n.Attrs, dom.Attr{Name: cn.Attributes[k], Value: cn.Attributes[k+1]})
			}
		}
	case 3: // text
		if n == nil {
			n = &dom.Node{Type: dom.TextNode, Data: cn.NodeValue}
		}
	default:
		return nil
	}
	if n.Type != dom.TextNode {
		kids := make([]*dom.Node, 0, len(cn.Children))
		for _, c := range cn.Children {
			if k := scoped(c, byBackend, placed); k != nil {
				k.Parent = n
				kids = append(kids, k)
			}
		}
		n.Children = kids
	}
	n.Shadow = nil
	for _, sr := range cn.ShadowRoots {
		if sr.ShadowRootType == cdp.ShadowRootTypeUserAgent {
			continue
		}
		r := &dom.Node{Type: dom.ShadowRootNode, ShadowMode: string(sr.ShadowRootType), Host: n}
		for _, c := range sr.Children {
			if k := scoped(c, byBackend, placed); k != nil {
				k.Parent = r
				r.Children = append(r.Children, k)
			}
		}
		n.Shadow = r
		break // an element has one shadow root
	}
	return n
}
