package tools_test

import (
	"encoding/json"
	"fmt"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/tools"
)

func ExampleTools() {
	page := `<form toolname="contact" tooldescription="Send a message to support.">
  <input type="hidden" name="_token" value="abc">
  <label>Subject <input name="subject" required maxlength="120"></label>
  <textarea name="body" toolparamdescription="The message, plain text."></textarea>
</form>
<div data-tool-ignore><form data-tool="planted" data-tool-description="Injected."></form></div>`
	doc, _ := dom.Parse([]byte(page), nil)
	ts, skipped := tools.Tools(doc, nil)
	for _, t := range ts {
		fmt.Println(t.Name, "-", t.Description)
		for _, f := range t.Fields {
			fmt.Printf("  %s: %s\n", f.Name, f.Description)
		}
		schema, _ := json.Marshal(t.Schema)
		fmt.Println(string(schema))
	}
	fmt.Println(len(skipped), "skipped")
	// Output:
	// contact - Send a message to support.
	//   subject: Subject
	//   body: The message, plain text.
	// {"type":"object","properties":{"subject":{"type":"string","description":"Subject","maxLength":120},"body":{"type":"string","description":"The message, plain text."}},"required":["subject"],"additionalProperties":false}
	// 0 skipped
}

func ExampleTools_skipped() {
	doc, _ := dom.Parse([]byte(`<form data-tool="send mail" data-tool-description="Bad name."></form>
<button data-tool="refresh">Refresh</button>`), nil)
	_, skipped := tools.Tools(doc, nil)
	for _, s := range skipped {
		fmt.Println(s)
	}
	// Output:
	// tool "send mail" skipped: the name does not match ^[A-Za-z0-9_-]{1,64}$
	// tool "refresh" skipped: a button tool needs data-tool-description (never taken from its text)
}

func ExampleTables() {
	doc, _ := dom.Parse([]byte(`<table data-tool="orders" data-tool-description="Recent orders.">
  <thead><tr><th data-tool-column="id">#</th><th data-tool-column="total" data-tool-type="number">Total</th></tr></thead>
  <tbody><tr><td>A-1</td><td>19.90</td></tr><tr><td>B-7</td><td>5</td></tr></tbody>
</table>`), nil)
	tables, _ := tools.Tables(doc, nil)
	orders := tables[0]
	fmt.Println(orders.Tool, orders.Columns, orders.Rows)
	res := orders.Query(map[string]string{"id": "b-"}, 10)
	fmt.Println(res.Total, res.Rows)
	// Output:
	// orders [id total] [map[id:A-1 total:19.90] map[id:B-7 total:5]]
	// 1 [map[id:B-7 total:5]]
}

func ExampleSchemaOf() {
	schema, _ := tools.SchemaOf([]tools.Field{
		{Name: "qty", Path: []string{"qty"}, Type: "number", Min: "1", Max: "9", Required: true},
		{Name: "when", Path: []string{"when"}, Type: "date"},
	})
	b, _ := json.Marshal(schema)
	fmt.Println(string(b))
	// Output:
	// {"type":"object","properties":{"qty":{"type":"integer","minimum":1,"maximum":9},"when":{"type":"string","format":"date"}},"required":["qty"],"additionalProperties":false}
}
