package livedom

import (
	"errors"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/domsnapshot"

	"github.com/surefill/surefill/accname"
	"github.com/surefill/surefill/dom"
)

// A projection of <body><label for=x>Out</label><div>#shadow-root(open)
// <input id=x></div>: the shadow root is node 5, its parent entry the
// host (node 4).
const shadowProjection = `{"url":"http://127.0.0.1/","base":0,"gen":1,"vgen":1,
"s":["html","body","label","for","x","Out","div","input","id","open"],
"p":[0,1,1,1,1,3,1,1],"d":[0,-1,-2,-3,5,-7,0,-8],
"a":[0,0,[3,4],0,[8,4]],"ns":[],"id":[1,2,3,4,5],
"v":[7,5],"c":[],"sel":[],"f":[],"pb":[],"pa":[],"hosts":[],"sr":[6,9]}`

// TestProjectionShadowScope: the projection's shadow root is a tree scope,
// so a label outside it names nothing inside.
func TestProjectionShadowScope(t *testing.T) {
	p, err := DecodeProjection(shadowProjection)
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := BuildProjection(p, "")
	if err != nil {
		t.Fatal(err)
	}
	var in *dom.Node
	for _, n := range d.Elements() {
		if n.Tag == "input" {
			in = n
		}
	}
	if in == nil || in.ShadowHost() == nil || in.ShadowHost().Tag != "div" || in.TreeRoot().ShadowMode != "open" {
		t.Fatalf("the input is not in the div's open shadow root: %+v", in)
	}
	if host := in.ShadowHost(); len(host.Children) != 0 {
		t.Errorf("the host's light children are %d; the shadow root is not among them", len(host.Children))
	}
	if got := accname.Name(in); got != "" {
		t.Errorf("the shadow input is named %q from a label in the document", got)
	}
	bad := *p
	bad.SR = []int{1, 9} // a root whose parent entry is the document
	if _, _, err := BuildProjection(&bad, ""); !errors.Is(err, ErrMalformed) {
		t.Errorf("a shadow root on the document: %v", err)
	}
}

// TestBuildScoped: a snapshot's flat tree (a host's shadow children and
// slotted light children under the host and the slot) becomes tree scopes
// from the node tree; the white-space text the node tree leaves out comes
// back, and an unslotted light child is in the model but not rendered.
func TestBuildScoped(t *testing.T) {
	// Flat tree (snapshot): #document > DIV > [LABEL > [B > "Team", " ",
	// I > "name"], SLOT > [SPAN > "Light"]]. Node tree: DIV has the shadow
	// root [LABEL > [B, I], SLOT] and the light children [SPAN, EM
	// slot=nowhere], which no slot takes.
	strs := []string{"#document", "DIV", "LABEL", "B", "#text", "Team", " ", "I", "name", "SLOT", "SPAN", "Light", "block", "visible", "1", "inline", "contents", "normal", "EM", "open"}
	s := func(v string) domsnapshot.StringIndex {
		for i, x := range strs {
			if x == v {
				return domsnapshot.StringIndex(i)
			}
		}
		t.Fatalf("no string %q", v)
		return -1
	}
	type nd struct {
		parent int
		typ    int64
		name   string
		value  string
	}
	flat := []nd{
		{-1, 9, "#document", ""}, // 0
		{0, 1, "DIV", ""},        // 1
		{1, 1, "LABEL", ""},      // 2
		{2, 1, "B", ""},          // 3
		{3, 3, "#text", "Team"},  // 4
		{2, 3, "#text", " "},     // 5
		{2, 1, "I", ""},          // 6
		{6, 3, "#text", "name"},  // 7
		{1, 1, "SLOT", ""},       // 8
		{8, 1, "SPAN", ""},       // 9
		{9, 3, "#text", "Light"}, // 10
	}
	nt := &domsnapshot.NodeTreeSnapshot{ShadowRootType: &domsnapshot.RareStringData{Index: []int64{2, 3, 4, 5, 6, 7, 8}}}
	for i, n := range flat {
		nt.ParentIndex = append(nt.ParentIndex, int64(n.parent))
		nt.NodeType = append(nt.NodeType, n.typ)
		nt.NodeName = append(nt.NodeName, s(n.name))
		v := domsnapshot.StringIndex(-1)
		if n.value != "" {
			v = s(n.value)
		}
		nt.NodeValue = append(nt.NodeValue, v)
		nt.BackendNodeID = append(nt.BackendNodeID, cdp.BackendNodeID(100+i))
		nt.Attributes = append(nt.Attributes, nil)
	}
	for range nt.ShadowRootType.Index {
		nt.ShadowRootType.Value = append(nt.ShadowRootType.Value, s("open"))
	}
	lay := &domsnapshot.LayoutTreeSnapshot{}
	for _, i := range []int{1, 2, 3, 4, 5, 6, 7, 9, 10} {
		lay.NodeIndex = append(lay.NodeIndex, int64(i))
		d := "inline"
		if i == 1 || i == 2 {
			d = "block"
		}
		lay.Styles = append(lay.Styles, domsnapshot.ArrayOfStrings{int64(s(d)), int64(s("visible")), int64(s("1")), int64(s("visible")), int64(s("visible")), int64(s("normal"))})
		lay.Bounds = append(lay.Bounds, []float64{0, 0, 10, 10})
		lay.Text = append(lay.Text, -1)
	}
	res := &domsnapshot.CaptureSnapshotResult{Strings: strs, Documents: []*domsnapshot.DocumentSnapshot{{DocumentURL: -1, FrameID: -1, Nodes: nt, Layout: lay}}}
	el := func(id int, name string, kids ...*cdp.Node) *cdp.Node {
		return &cdp.Node{BackendNodeID: cdp.BackendNodeID(100 + id), NodeType: 1, NodeName: name, LocalName: name, Children: kids}
	}
	text := func(id int, v string) *cdp.Node {
		return &cdp.Node{BackendNodeID: cdp.BackendNodeID(100 + id), NodeType: 3, NodeName: "#text", NodeValue: v}
	}
	host := el(1, "DIV", el(9, "SPAN", text(10, "Light")), el(50, "EM", text(51, "unslotted")))
	host.Children[1].Attributes = []string{"slot", "nowhere"}
	// The node tree has no " " between B and I: the DOM domain drops it.
	host.ShadowRoots = []*cdp.Node{{NodeType: 11, ShadowRootType: cdp.ShadowRootTypeOpen, Children: []*cdp.Node{
		el(2, "LABEL", el(3, "B", text(4, "Team")), el(6, "I", text(7, "name"))), el(8, "SLOT"),
	}}}
	tree := func(doc int64) (*cdp.Node, error) {
		if doc != 100 {
			t.Fatalf("asked the tree of %d", doc)
		}
		return &cdp.Node{BackendNodeID: 100, NodeType: 9, NodeName: "#document", Children: []*cdp.Node{host}}, nil
	}
	docs, err := BuildScoped(res, tree)
	if err != nil {
		t.Fatal(err)
	}
	d := docs[0]
	div := d.Root.Children[0]
	if div.Shadow == nil || div.Shadow.ShadowMode != "open" || len(div.Shadow.Children) != 2 {
		t.Fatalf("the host's shadow root: %+v", div.Shadow)
	}
	if len(div.Children) != 2 || div.Children[0].Tag != "span" || div.Children[1].Tag != "em" {
		t.Fatalf("the host's light children: %+v", div.Children)
	}
	label := div.Shadow.Children[0]
	if got := label.TextContent(); got != "Team name" {
		t.Errorf("the label reads %q", got)
	}
	slot := div.Shadow.Children[1]
	if as := dom.AssignedNodes(slot); len(as) != 1 || as[0].Tag != "span" {
		t.Errorf("the slot's assigned nodes: %+v", as)
	}
	if span := div.Children[0]; !span.Visible() || span.State.BackendID != 109 {
		t.Errorf("the slotted span: visible %v, backend %d", span.Visible(), span.State.BackendID)
	}
	if em := div.Children[1]; em.Visible() || em.State.BackendID != 150 {
		t.Errorf("the unslotted em: visible %v, backend %d", em.Visible(), em.State.BackendID)
	}
	if _, err := BuildScoped(res, func(int64) (*cdp.Node, error) { return nil, errors.New("gone") }); err == nil {
		t.Error("a failed tree read built a model")
	}
}
