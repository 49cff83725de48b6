package dom

// Clone copies the document's tree — nodes, child lists, shadow roots —
// and the facts asked on demand, so the copy reads as the original does.
// States, attribute lists and content documents stay shared: a caller
// that changes one replaces it on the copy's node (a document in use is
// never written to).
func (d *Document) Clone() *Document {
	nodes := make([]Node, len(d.Nodes))
	at := make(map[*Node]*Node, len(d.Nodes))
	for i, n := range d.Nodes {
		nodes[i] = *n
		nodes[i].src = nil
		at[n] = &nodes[i]
	}
	for i := range nodes {
		c := &nodes[i]
		if c.Children != nil {
			kids := make([]*Node, len(c.Children))
			for k, x := range c.Children {
				kids[k] = at[x]
			}
			c.Children = kids
		}
		if c.Shadow != nil {
			c.Shadow = at[c.Shadow]
		}
	}
	out := &Document{URL: d.URL, FrameID: d.FrameID, Owner: d.Owner, Live: d.Live, Root: at[d.Root]}
	out.Reindex()
	d.lazy.mu.Lock()
	if d.lazy.count > 0 {
		for o, ok := range d.lazy.asked {
			if !ok || o >= len(d.Nodes) {
				continue
			}
			if c := at[d.Nodes[o]]; c != nil {
				out.lazy.set(out, c, d.lazy.known[o])
			}
		}
	}
	d.lazy.mu.Unlock()
	return out
}
