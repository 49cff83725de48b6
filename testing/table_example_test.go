package testing_test

import (
	"fmt"

	"github.com/surefill/surefill"
	sftest "github.com/surefill/surefill/testing"
)

// A table read offline as rows keyed by column, filtered and limited the
// way Tab.Table does it live.
func ExampleTableOf() {
	page := `<table aria-label="Orders">
	  <thead><tr><th>Order</th><th>Status</th><th>Total</th></tr></thead>
	  <tbody>
	    <tr><td>A-1</td><td>Shipped</td><td>12.50</td></tr>
	    <tr><td>A-2</td><td>Pending</td><td>7.00</td></tr>
	    <tr><td>A-3</td><td>Shipped</td><td>3.25</td></tr>
	  </tbody></table>`
	res, err := sftest.TableOf(page, surefill.Role("table", "Orders"), map[string]string{"Status": "ship"}, 0, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Total)
	for _, row := range res.Rows {
		fmt.Println(row["Order"], row["Total"])
	}
	// Output:
	// 2
	// A-1 12.50
	// A-3 3.25
}
