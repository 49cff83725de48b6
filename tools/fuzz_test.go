package tools

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

// FuzzTools reads random HTML: Tools, Schema, SchemaOf and Tables never
// panic, finish in bounded time, give schemas and tables that encode as
// JSON, and never list a tool, field or table from a user-authored region.
//
//	go test ./tools -run '^$' -fuzz FuzzTools -fuzztime 5m
func FuzzTools(f *testing.F) {
	paths, _ := filepath.Glob("testdata/*.html")
	for _, p := range paths {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	for _, s := range []string{
		`<form toolname=a tooldescription=d><input name="a[b][0][]" pattern="(x+)+"><input name=a></form>`,
		`<form data-tool=f data-tool-description=d><select name=s multiple><option selected>x</select><input type=number step=0 min=1e400 name=n></form>`,
		`<table data-tool=t><tr><th data-tool-column=a rowspan=99 colspan=99>A</th></tr><tr><td rowspan=0>1</td></tr></table>`,
		`<div role=grid><div role=row><div role=columnheader>A<div role=table><div role=row><div role=cell>x</div></div></div></div></div></div>`,
		`<div data-tool-group=g><div contenteditable><form data-tool=x data-tool-description=d></form></div></div>`,
		`<form id=f data-tool=f data-tool-description=d></form><template><input form=f name=t></template><input form=f name=u type=radio>`,
		`<x-a><template shadowrootmode=open><form data-tool=s data-tool-description=d><label for=i>L</label><input id=i name=i></form></template></x-a>`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, html []byte) {
		if len(html) > 1<<16 {
			return
		}
		// A hang must fail (and be saved) rather than stall the fuzzer.
		watchdog := time.AfterFunc(10*time.Second, func() {
			panic(fmt.Sprintf("FuzzTools hung on %q", html))
		})
		defer watchdog.Stop()
		d, err := dom.Parse(html, &dom.ParseOptions{MaxNodes: 50000})
		if err != nil {
			return
		}
		start := time.Now()
		r := resolver.New(d, nil)
		s := newScanner(d, nil)
		ts, _ := Tools(d, &Options{Resolver: r})
		forms := 0 // Schema of the first few forms, with the shared resolver
		for _, tl := range ts {
			if s.untrusted(tl.Element) {
				t.Fatalf("tool %q comes from a user-authored region", tl.Name)
			}
			if !validName(tl.Name[len(tl.Group)+min(len(tl.Group), 1):]) {
				t.Fatalf("tool name %q is invalid", tl.Name)
			}
			for _, fl := range tl.Fields {
				for _, c := range fl.Elements {
					if s.untrusted(c) {
						t.Fatalf("field %q of %q comes from a user-authored region", fl.Name, tl.Name)
					}
				}
			}
			b, err := json.Marshal(tl)
			if err != nil || !json.Valid(b) {
				t.Fatalf("tool %q does not encode: %v", tl.Name, err)
			}
			if tl.Kind == KindForm && forms < 8 {
				forms++
				if _, err := Schema(d, tl.Element, &Options{Resolver: r}); err != nil {
					t.Fatalf("Schema of %q: %v", tl.Name, err)
				}
				sc, _ := SchemaOf(tl.Fields)
				if _, err := json.Marshal(sc); err != nil {
					t.Fatal(err)
				}
			}
		}

		forms = 0
		for _, n := range d.Nodes {
			if n.IsElement("form") && forms < 8 {
				forms++
				sc, err := Schema(d, n, &Options{Resolver: r})
				if err == nil {
					if b, err := json.Marshal(sc); err != nil || !json.Valid(b) {
						t.Fatalf("schema does not encode: %v", err)
					}
				}
			}
		}
		tables, _ := Tables(d, nil)
		for _, tb := range tables {
			if s.untrusted(tb.Element) {
				t.Fatal("a table from a user-authored region")
			}
			for _, r := range tb.Rows {
				if len(r) != len(tb.Columns) {
					t.Fatalf("row %v has other keys than %v", r, tb.Columns)
				}
			}
			if _, err := json.Marshal(tb.Query(nil, 0)); err != nil {
				t.Fatal(err)
			}
		}
		if el := time.Since(start); el > 5*time.Second {
			t.Fatalf("took %v on %d bytes", el, len(html))
		}
	})
}
