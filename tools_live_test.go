package surefill_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
)

// toolsPages are the pages of the declarative-tools tests, served with
// livetest.Pages.
var toolsPages = map[string]string{
	"/tools": `<!doctype html><title>Tools</title>
<main>
  <form toolname="contact" tooldescription="Send a message to support." action="/sent">
    <input type="hidden" name="_token" value="t0k3n">
    <label>Subject <input name="subject" required maxlength="120"></label>
    <label>Topic <select name="topic"><option value="">Choose…</option><option value="billing">Billing</option><option value="bug">A bug</option></select></label>
    <textarea name="body" toolparamdescription="The message, plain text."></textarea>
    <label>Password <input type="password" name="pw"></label>
    <label>Copies <input type="number" name="copies" min="1" max="5" step="1"></label>
    <button>Send</button>
  </form>
  <section data-tool-group="shop">
    <button data-tool="refresh" data-tool-description="Reload the order list." data-tool-readonly>Refresh</button>
    <button data-tool="bad name" data-tool-description="Skipped.">Bad</button>
  </section>
  <table data-tool="orders" data-tool-description="The user's recent orders.">
    <caption>Orders</caption>
    <thead><tr><th data-tool-column="id">#</th><th data-tool-column="total" data-tool-type="number">Total</th></tr></thead>
    <tbody><tr><td>A-1</td><td>19.90</td></tr><tr><td>A-2</td><td>5</td></tr></tbody>
  </table>
  <div data-tool-ignore><form data-tool="planted" data-tool-description="Injected."><input name="x"></form></div>
  <div contenteditable><table><tr><th>Planted</th></tr><tr><td>row</td></tr></table></div>
  <table id="late"><tr><th>Name</th><th>City</th></tr></table>
</main>
<script>
  // Values and rows added after load are what the live model reads.
  document.querySelector('[name=subject]').value = 'Hello';
  const tr = document.createElement('tr');
  tr.innerHTML = '<td>Ada</td><td>London</td>';
  document.querySelector('#late tbody').appendChild(tr);
</script>`,
}

func init() {
	for path, body := range toolsPages {
		livetest.Pages[path] = body
	}
}

func TestLiveToolsAndTables(t *testing.T) {
	b := livetest.Launch(t, surefill.Grants{})
	tab, ctx := livetest.OpenPage(t, b, "/tools")
	ts, err := tab.Tools(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range ts {
		names = append(names, tl.Name)
	}
	if got, want := strings.Join(names, ","), "contact,shop.refresh,orders"; got != want {
		t.Fatalf("tools %s, want %s", got, want)
	}
	contact := ts[0]
	var fields []string
	for _, f := range contact.Fields {
		fields = append(fields, f.Name)
	}
	if got, want := strings.Join(fields, ","), "subject,topic,body,copies"; got != want {
		t.Errorf("contact fields %s, want %s (hidden and password fields are never listed)", got, want)
	}
	if f := contact.Fields[0]; f.Label != "Subject" || f.Value != "Hello" || !f.Required || f.MaxLength != 120 {
		t.Errorf("subject field: %+v", f)
	}
	if d := contact.Fields[2].Description; d != "The message, plain text." {
		t.Errorf("body description %q", d)
	}
	schema, err := json.Marshal(contact.Schema)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"subject":{"type":"string","description":"Subject","maxLength":120,"default":"Hello"}`,
		`"enum":["billing","bug"]`,
		`"copies":{"type":"integer","description":"Copies","minimum":1,"maximum":5}`,
		`"required":["subject"],"additionalProperties":false`,
	} {
		if !strings.Contains(string(schema), want) {
			t.Errorf("schema lacks %s:\n%s", want, schema)
		}
	}
	if strings.Contains(string(schema), "t0k3n") || strings.Contains(string(schema), `"pw"`) {
		t.Errorf("schema holds a hidden or password field: %s", schema)
	}
	if r := ts[1]; !r.ReadOnly || r.Group != "shop" || r.Kind != "button" {
		t.Errorf("refresh tool: %+v", r)
	}

	tables, err := tab.Tables(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(tables) != 2 {
		t.Fatalf("want the orders table and the late one (never the editable region's), got %d: %+v", len(tables), tables)
	}
	orders, late := tables[0], tables[1]
	if orders.Tool != "orders" || orders.Name != "Orders" || len(orders.Rows) != 2 || orders.Rows[0]["total"] != "19.90" {
		t.Errorf("orders: %+v", orders)
	}
	q := orders.Query(map[string]string{"id": "a-2"}, 0)
	if q.Total != 1 || q.Rows[0]["total"] != 5.0 {
		t.Errorf("query: %+v", q)
	}
	if len(late.Rows) != 1 || late.Rows[0]["Name"] != "Ada" || late.Rows[0]["City"] != "London" {
		t.Errorf("the row added after load: %+v", late)
	}
}

func TestLiveTable(t *testing.T) {
	b := livetest.Launch(t, surefill.Grants{})
	tab, ctx := livetest.OpenPage(t, b, "/table")
	res, err := tab.Table(ctx, surefill.Role("table", "Orders"), map[string]string{"Status": "pend"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if res.Total != 1 || res.Rows[0]["Order"] != "A-2" {
		t.Errorf("Table = %+v", res)
	}
	if _, err := tab.Table(ctx, surefill.Role("heading", ""), nil, 0); err == nil {
		t.Error("a target that is no table was read as one")
	}
}

func init() {
	livetest.Pages["/table"] = `<!doctype html><title>t</title><table aria-label="Orders">
<thead><tr><th>Order</th><th>Status</th></tr></thead>
<tbody><tr><td>A-1</td><td>Shipped</td></tr><tr><td>A-2</td><td>Pending</td></tr></tbody></table>`
}
