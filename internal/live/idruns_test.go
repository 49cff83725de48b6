package live

import (
	"testing"

	"github.com/surefill/surefill/dom"
)

func TestIDRuns(t *testing.T) {
	const base = 7 << 30
	mk := func(ids ...int64) []*dom.Node {
		out := make([]*dom.Node, len(ids))
		for i, id := range ids {
			out[i] = &dom.Node{State: &dom.State{RuntimeID: base + id}}
		}
		return out
	}
	for _, c := range []struct {
		ids  []int64
		want string
	}{
		{nil, ""},
		{[]int64{5}, "5,1"},
		{[]int64{1, 2, 3, 4}, "1,4"},
		{[]int64{1, 2, 4, 5, 6, 9}, "1,2,4,3,9,1"},
		{[]int64{9, 8, 7}, "9,1,8,1,7,1"}, // out of order: one run each, in the order asked
		{[]int64{3, 4, 3, 4}, "3,2,3,2"},  // repeated: kept as asked
		{[]int64{1 << 29, 1<<29 + 1}, "536870912,2"},
	} {
		if got := idRuns(mk(c.ids...)); got != c.want {
			t.Errorf("idRuns(%v) = %q, want %q", c.ids, got, c.want)
		}
	}
}
