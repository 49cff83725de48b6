package live

import (
	"context"
	"fmt"

	"github.com/chromedp/cdproto/cdp"
	cdpdom "github.com/chromedp/cdproto/dom"

	"github.com/surefill/surefill/dom"
)

// treeChunk bounds the depth of one DOM tree read. Chromium serializes a
// response through CBOR with a nesting bound of a few hundred levels, and an
// element level costs two (the node and its children array), so reading the
// whole tree in one DOM.getDocument fails ("CBOR: stack limit exceeded") on
// a page only 150 elements deep. The tree is read in chunks of this depth
// instead, each continued with DOM.describeNode where the last one stopped:
// no extra call on a page less deep than that.
const treeChunk = 64

// maxTreeDepth is where Save stops reading: the saved HTML could not be read
// back past dom.MaxDepth anyway (a few levels are spent on html, body and
// the like, so the bound is checked on the saved HTML itself).
const maxTreeDepth = dom.MaxDepth + treeChunk

// ReadTree reads a document's DOM tree (the session's when backend is 0), shadow roots and same-process
// frames included, however deep it is up to maxTreeDepth.
func ReadTree(ctx context.Context, s cdp.Session, backend cdp.BackendNodeID) (*cdp.Node, error) {
	var root *cdp.Node
	if backend == 0 {
		res, err := cdp.Call(ctx, s, cdpdom.GetDocument, cdpdom.GetDocumentParams{Depth: ptr(int64(treeChunk)), Pierce: ptr(true)})
		if err != nil {
			return nil, err
		}
		root = res.Root
	} else {
		res, err := cdp.Call(ctx, s, cdpdom.DescribeNode, cdpdom.DescribeNodeParams{BackendNodeID: backend, Depth: ptr(int64(treeChunk)), Pierce: ptr(true)})
		if err != nil {
			return nil, err
		}
		root = res.Node
	}
	if err := continueTree(ctx, s, root, 0, 0); err != nil {
		return nil, err
	}
	return root, nil
}

// continueTree walks n (at depth rel in its chunk, abs in the document) and
// reads on below every node where the chunk stopped.
func continueTree(ctx context.Context, s cdp.Session, n *cdp.Node, rel, abs int) error {
	if n == nil {
		return nil
	}
	if cut(n, rel) {
		if abs > maxTreeDepth {
			return dom.ErrTooDeep
		}
		res, err := cdp.Call(ctx, s, cdpdom.DescribeNode, cdpdom.DescribeNodeParams{BackendNodeID: n.BackendNodeID, Depth: ptr(int64(treeChunk)), Pierce: ptr(true)})
		if err != nil {
			return fmt.Errorf("reading below <%s> at depth %d: %w", n.LocalName, abs, err)
		}
		if d := res.Node; d != nil {
			n.Children, n.ShadowRoots, n.ContentDocument, n.ChildNodeCount = d.Children, d.ShadowRoots, d.ContentDocument, d.ChildNodeCount
		}
		rel = 0
	}
	for _, list := range [][]*cdp.Node{n.Children, n.ShadowRoots} {
		for _, c := range list {
			if err := continueTree(ctx, s, c, rel+1, abs+1); err != nil {
				return err
			}
		}
	}
	return continueTree(ctx, s, n.ContentDocument, rel+1, abs+1)
}

// cut reports whether the chunk may have stopped at n: it has children the
// reply left out, or it is an element on the chunk's last level, whose
// shadow roots and frame document would have been left out too.
func cut(n *cdp.Node, rel int) bool {
	if len(n.Children) > 0 {
		return false
	}
	if n.ChildNodeCount > 0 {
		return true
	}
	return rel >= treeChunk-1 && n.NodeType == 1 && len(n.ShadowRoots) == 0 && n.ContentDocument == nil
}
