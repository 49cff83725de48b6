package tools

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

func tablesJSON(t *testing.T, html string, opts *Options) string {
	t.Helper()
	ts, _ := Tables(parse(t, html), opts)
	b, err := json.Marshal(ts)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestTables covers header detection, keys, spans and what is left out.
func TestTables(t *testing.T) {
	cases := []struct {
		name, html, want string
	}{
		{"thead headers", `<table><thead><tr><th>Name</th><th>City</th></tr></thead><tbody><tr><td> Ada </td><td>London</td></tr></tbody></table>`,
			`[{"columns":["Name","City"],"rows":[{"City":"London","Name":"Ada"}]}]`},
		{"a first row of th", `<table><tr><th>Name</th><th>City</th></tr><tr><td>Ada</td><td>London</td></tr></table>`,
			`[{"columns":["Name","City"],"rows":[{"City":"London","Name":"Ada"}]}]`},
		{"no header row: not a data table", `<table><tr><td>layout</td><td>cell</td></tr></table>`, `null`},
		{"presentational tables are skipped", `<table role=presentation><tr><th>A</th></tr><tr><td>1</td></tr></table>`, `null`},
		{"row headers stay data", `<table><tr><th></th><th>Q1</th></tr><tr><th scope=row>Sales</th><td>10</td></tr><tr><th>Costs</th><td>4</td></tr></table>`,
			`[{"columns":["column 1","Q1"],"rows":[{"Q1":"10","column 1":"Sales"},{"Q1":"4","column 1":"Costs"}]}]`},
		{"the last thead row names the columns", `<table><thead><tr><th colspan=2>Person</th></tr><tr><th>First</th><th>Last</th></tr></thead><tr><td>Ada</td><td>Lovelace</td></tr></table>`,
			`[{"columns":["First","Last"],"rows":[{"First":"Ada","Last":"Lovelace"}]}]`},
		{"a spanning header names each column", `<table><tr><th colspan=2>Name</th><th>Age</th></tr><tr><td>Ada</td><td>L</td><td>36</td></tr></table>`,
			`[{"columns":["Name","Name 2","Age"],"rows":[{"Age":"36","Name":"Ada","Name 2":"L"}]}]`},
		{"a spanning cell fills its first column", `<table><tr><th>A</th><th>B</th><th>C</th></tr><tr><td colspan=2>wide</td><td>c</td></tr></table>`,
			`[{"columns":["A","B","C"],"rows":[{"A":"wide","B":"","C":"c"}]}]`},
		{"missing cells are empty", `<table><tr><th>A</th><th>B</th></tr><tr><td>a</td></tr><tr><td>1</td><td>2</td><td>extra</td></tr></table>`,
			`[{"columns":["A","B"],"rows":[{"A":"a","B":""},{"A":"1","B":"2"}]}]`},
		{"a header spanning rows names its column", `<table><thead><tr><th rowspan=2>Region</th><th colspan=2>2026</th></tr><tr><th>Q1</th><th>Q2</th></tr></thead><tr><th>North</th><td>1</td><td>2</td></tr></table>`,
			`[{"columns":["Region","Q1","Q2"],"rows":[{"Q1":"1","Q2":"2","Region":"North"}]}]`},
		{"a cell spanning rows fills its column in each", `<table><tr><th>Region</th><th>City</th></tr><tr><td rowspan=2>North</td><td>Oslo</td></tr><tr><td>Bergen</td></tr><tr><td>South</td><td>Rome</td></tr></table>`,
			`[{"columns":["Region","City"],"rows":[{"City":"Oslo","Region":"North"},{"City":"Bergen","Region":"North"},{"City":"Rome","Region":"South"}]}]`},
		{"duplicate headers are numbered", `<table><tr><th>X</th><th>X</th><th></th></tr><tr><td>1</td><td>2</td><td>3</td></tr></table>`,
			`[{"columns":["X","X 2","column 3"],"rows":[{"X":"1","X 2":"2","column 3":"3"}]}]`},
		{"aria-labelledby and aria-label name headers", `<span id=h>Price</span><table><tr><th aria-labelledby=h>$</th><th aria-label="Quantity">#</th></tr><tr><td>3</td><td>2</td></tr></table>`,
			`[{"columns":["Price","Quantity"],"rows":[{"Price":"3","Quantity":"2"}]}]`},
		{"headers= puts a cell in its column", `<table><tr><th id=a>A</th><th id=b>B</th></tr><tr><td headers=b>to b</td></tr></table>`,
			`[{"columns":["A","B"],"rows":[{"A":"","B":"to b"}]}]`},
		{"caption names the table", `<table><caption>Team</caption><tr><th>Who</th></tr><tr><td>Ada</td></tr></table>`,
			`[{"name":"Team","columns":["Who"],"rows":[{"Who":"Ada"}]}]`},
		{"aria-label names the table", `<table aria-label="Scores"><tr><th>P</th></tr></table>`,
			`[{"name":"Scores","columns":["P"],"rows":[]}]`},
		{"hidden rows are left out", `<table><tr><th>A</th></tr><tr hidden><td>secret</td></tr><tr style="display:none"><td>gone</td></tr><tr><td>shown</td></tr></table>`,
			`[{"columns":["A"],"rows":[{"A":"shown"}]}]`},
		{"hidden tables are left out", `<table hidden><tr><th>A</th></tr><tr><td>1</td></tr></table>`, `null`},
		{"repeated header rows are left out", `<table><tr><th>A</th></tr><tr><td>1</td></tr><tr><th>A</th></tr><tr><td>2</td></tr></table>`,
			`[{"columns":["A"],"rows":[{"A":"1"},{"A":"2"}]}]`},
		{"nested tables are read on their own", `<table><tr><th>Outer</th></tr><tr><td>o <table><tr><th>Inner</th></tr><tr><td>i</td></tr></table></td></tr></table>`,
			`[{"columns":["Outer"],"rows":[{"Outer":"o Inner i"}]},{"columns":["Inner"],"rows":[{"Inner":"i"}]}]`},
		{"ARIA table", `<div role=table aria-label=People><div role=rowgroup><div role=row><span role=columnheader>Name</span><span role=columnheader>Age</span></div></div><div role=rowgroup><div role=row><span role=cell>Ada</span><span role=cell>36</span></div></div></div>`,
			`[{"name":"People","columns":["Name","Age"],"rows":[{"Age":"36","Name":"Ada"}]}]`},
		{"ARIA grid", `<div role=grid><div role=row><div role=columnheader>Task</div></div><div role=row><div role=gridcell><input aria-label=x value=typed>Write</div></div></div>`,
			`[{"columns":["Task"],"rows":[{"Task":"Write"}]}]`},
		{"tables in user-authored regions are not read", `<div data-tool-ignore><table><tr><th>A</th></tr></table></div><div contenteditable><table><tr><th>B</th></tr></table></div>`, `null`},
		{"header text skips editable parts", `<table><tr><th>Name<span contenteditable>!</span></th></tr><tr><td>Ada</td></tr></table>`,
			`[{"columns":["Name"],"rows":[{"Name":"Ada"}]}]`},
		{"a declared table keys by column names and drops the rest", `<table data-tool=orders data-tool-description="Orders."><thead><tr><th data-tool-column=id>#</th><th>Note</th><th data-tool-column=total data-tool-type=number>Total</th></tr></thead><tbody><tr><td>A-1</td><td>n</td><td>19.90</td></tr></tbody></table>`,
			`[{"tool":"orders","description":"Orders.","columns":["id","total"],"numeric":["total"],"rows":[{"id":"A-1","total":"19.90"}]}]`},
		{"a declared table in a group", `<div data-tool-group=shop><table data-tool=orders><tr><th data-tool-column=id>#</th></tr><tr><td>1</td></tr></table></div>`,
			`[{"tool":"shop.orders","columns":["id"],"rows":[{"id":"1"}]}]`},
		{"a declared table with a bad name is read by its headers", `<table data-tool="bad name"><tr><th data-tool-column=id>#</th></tr><tr><td>1</td></tr></table>`,
			`[{"columns":["id"],"rows":[{"id":"1"}]}]`},
		{"body rows repeating declared headers are left out", `<table data-tool=t><tr><th data-tool-column=a>A</th></tr><tr><td>1</td></tr><tr><th data-tool-column=a>A</th><td>x</td></tr></table>`,
			`[{"tool":"t","columns":["a"],"rows":[{"a":"1"}]}]`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := tablesJSON(t, c.html, nil); got != c.want {
				t.Errorf("got\n  %s\nwant\n  %s", got, c.want)
			}
		})
	}
}

// TestTableBounds: rows, cell text, table text and the number of tables
// are bounded, and a cut table says so.
func TestTableBounds(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<table><tr><th>A</th><th>B</th></tr>`)
	for i := 0; i < 30; i++ {
		b.WriteString(`<tr><td>` + strings.Repeat("x", 40) + `</td><td>y</td></tr>`)
	}
	b.WriteString(`</table>`)
	page := b.String()
	ts, _ := Tables(parse(t, page), &Options{MaxRows: 10})
	if len(ts[0].Rows) != 10 || !ts[0].Truncated {
		t.Errorf("MaxRows: %d rows, truncated %v", len(ts[0].Rows), ts[0].Truncated)
	}
	ts, _ = Tables(parse(t, page), &Options{MaxCellChars: 5})
	if got := ts[0].Rows[0]["A"]; got != "xxxx…" || !ts[0].Truncated {
		t.Errorf("MaxCellChars: %q", got)
	}
	ts, _ = Tables(parse(t, page), &Options{MaxTableChars: 200})
	if len(ts[0].Rows) != 4 || !ts[0].Truncated {
		t.Errorf("MaxTableChars: %d rows", len(ts[0].Rows))
	}
	ts, _ = Tables(parse(t, page), nil)
	if len(ts[0].Rows) != 30 || ts[0].Truncated {
		t.Errorf("defaults: %d rows, truncated %v", len(ts[0].Rows), ts[0].Truncated)
	}
	ts, _ = Tables(parse(t, strings.Repeat(`<table><tr><th>A</th></tr></table>`, 5)), &Options{MaxTables: 3})
	if len(ts) != 3 {
		t.Errorf("MaxTables: %d", len(ts))
	}
	wide := `<table><tr>` + strings.Repeat(`<th>c</th>`, 70) + `</tr></table>`
	ts, _ = Tables(parse(t, wide), nil)
	if len(ts[0].Columns) != maxColumns || !ts[0].Truncated {
		t.Errorf("columns: %d", len(ts[0].Columns))
	}
	span := `<table><tr><th colspan=100000>A</th></tr><tr><td colspan=9999>x</td></tr></table>`
	ts, _ = Tables(parse(t, span), nil)
	if len(ts[0].Columns) != maxSpan {
		t.Errorf("span: %d", len(ts[0].Columns))
	}
}

func TestDeclaredColumnCap(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<table data-tool=t><tr>`)
	for i := 0; i < 34; i++ {
		b.WriteString(`<th data-tool-column=c` + string(rune('a'+i%26)) + string(rune('a'+i/26)) + `>x</th>`)
	}
	b.WriteString(`</tr></table>`)
	ts, sk := Tools(parse(t, b.String()), nil)
	if len(ts) != 1 || len(ts[0].Columns) != 32 || len(sk) != 2 || !strings.Contains(sk[0].Reason, "at most 32") {
		t.Errorf("tools %d, columns %v, skipped %v", len(ts), ts[0].Columns, sk)
	}
}

// TestQuery: contains-filters ignoring case, numbers parsed, limits.
func TestQuery(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<table data-tool=orders><tr><th data-tool-column=id>#</th><th data-tool-column=who>Who</th><th data-tool-column=total data-tool-type=number>Total</th></tr>`)
	for i := 0; i < 600; i++ {
		total := "1.5"
		switch i % 3 {
		case 1:
			total = ""
		case 2:
			total = "n/a"
		}
		who := "Ada"
		if i%2 == 1 {
			who = "Grace Hopper"
		}
		b.WriteString(`<tr><td>A-` + strconv.Itoa(i) + `</td><td>` + who + `</td><td>` + total + `</td></tr>`)
	}
	b.WriteString(`</table>`)
	ts, _ := Tables(parse(t, b.String()), &Options{MaxRows: 1000})
	tb := ts[0]
	q := tb.Query(map[string]string{"id": "a-1"}, 0)
	if q.Total != 111 || len(q.Rows) != DefaultQueryLimit || !q.Truncated {
		t.Errorf("default limit: total %d, rows %d", q.Total, len(q.Rows))
	}
	q = tb.Query(map[string]string{"id": "A-10", "who": "hopper"}, 2)
	if q.Total != 5 || len(q.Rows) != 2 || q.Rows[0]["id"] != "A-101" {
		t.Errorf("two filters: %+v", q)
	}
	q = tb.Query(nil, 10000)
	if q.Total != 600 || len(q.Rows) != MaxQueryLimit || !q.Truncated {
		t.Errorf("clamped limit: %d rows", len(q.Rows))
	}
	if q.Rows[0]["total"] != 1.5 || q.Rows[1]["total"] != nil || q.Rows[2]["total"] != nil {
		t.Errorf("numbers: %v %v %v", q.Rows[0]["total"], q.Rows[1]["total"], q.Rows[2]["total"])
	}
	if q := tb.Query(map[string]string{"nope": "x"}, 0); q.Total != 0 {
		t.Errorf("an unknown column matched %d rows", q.Total)
	}
	if _, err := json.Marshal(tb.Query(nil, 5)); err != nil {
		t.Error(err)
	}
}
