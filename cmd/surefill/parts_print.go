package main

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

// outerHTML writes n's markup compactly (white space collapsed, scripts
// and styles left out, shadow roots as declarative templates), cut at max
// bytes.
func outerHTML(n *dom.Node, max int) string {
	var b strings.Builder
	var walk func(n *dom.Node)
	walk = func(n *dom.Node) {
		if b.Len() > max {
			return
		}
		switch n.Type {
		case dom.TextNode:
			if t := strings.Join(strings.Fields(n.Data), " "); t != "" {
				b.WriteString(t)
			}
		case dom.ElementNode:
			if n.IsElement("script", "style") {
				return
			}
			b.WriteString("<" + n.Tag)
			for _, a := range n.Attrs {
				if a.Name == "style" {
					continue
				}
				fmt.Fprintf(&b, " %s=%q", a.Name, a.Value)
			}
			b.WriteString(">")
			if voidTags[n.Tag] && n.Namespace == "" {
				return
			}
			if n.Shadow != nil {
				b.WriteString(`<template shadowrootmode="open">`)
				for _, c := range n.Shadow.Children {
					walk(c)
				}
				b.WriteString("</template>")
			}
			for _, c := range n.Children {
				walk(c)
			}
			b.WriteString("</" + n.Tag + ">")
		}
	}
	walk(n)
	s := b.String()
	if len(s) > max {
		s = s[:max] + "…"
	}
	return s
}

var voidTags = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true,
	"img": true, "input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true}

func printParts(w io.Writer, rep *partsReport) {
	fmt.Fprintf(w, "// %s: %s that a custom parts map may be for\n", rep.URL, plural(len(rep.Widgets), "widget"))
	if len(rep.Widgets) == 0 {
		fmt.Fprintln(w, "// (every select is native and there are no button groups: no map needed)")
		return
	}
	for _, wr := range rep.Widgets {
		fmt.Fprintf(w, "\n// %s — %s field %q\n", wr.Target, wr.Kind, wr.Label)
		fmt.Fprintf(w, "//   markup near it: %s\n", wr.Markup)
		for _, part := range partNames {
			if sels := wr.Selectors[part]; len(sels) > 0 {
				q := make([]string, len(sels))
				for k, s := range sels {
					q[k] = goString(s)
				}
				fmt.Fprintf(w, "//   %-5s verified: %s\n", part, strings.Join(q, ", "))
			} else {
				fmt.Fprintf(w, "//   %-5s %s\n", part, wr.Notes[part])
			}
		}
	}
	fmt.Fprintln(w)
	if rep.Draft == (resolver.CustomParts{}) {
		fmt.Fprintln(w, "// No selector was verified, so there is no draft. These widgets may need no")
		fmt.Fprintln(w, "// map: Fill reads most widgets back on its own. If a Fill fails not_committed,")
		fmt.Fprintln(w, "// write a map from the markup above and check it with testing.FieldsOf on a")
		fmt.Fprintln(w, "// page saved with surefill save.")
		return
	}
	fmt.Fprintln(w, "// Draft: each selector was checked on this page with the resolver: near each")
	fmt.Fprintln(w, "// field listed it finds exactly the element meant, near any other field nothing.")
	fmt.Fprintln(w, "var parts = surefill.CustomParts{")
	width := 0
	for _, part := range partNames {
		if sel := draftPart(rep.Draft, part); sel != "" {
			width = max(width, len(part)+len(goString(sel)))
		}
	}
	for _, part := range partNames {
		sel := draftPart(rep.Draft, part)
		if sel == "" {
			continue
		}
		pad := strings.Repeat(" ", width-len(part)-len(goString(sel)))
		fmt.Fprintf(w, "\t%s: %s,%s // %s\n", part, goString(sel), pad, strings.Join(rep.Covers[part], ", "))
	}
	fmt.Fprintln(w, "}")
	fmt.Fprintln(w, "// tab.UseCustomParts(parts)")
	if len(rep.Reads) > 0 {
		fmt.Fprintln(w, "// With it, the fields read:")
		keys := make([]string, 0, len(rep.Reads))
		for k := range rep.Reads {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			fmt.Fprintf(w, "//   %s = %s\n", k, valueString(rep.Reads[k]))
		}
	}
}

func draftPart(m resolver.CustomParts, p partName) string {
	switch p {
	case partValue:
		return m.Value
	case partOpen:
		return m.Open
	}
	return m.Clear
}

// goString quotes s as Go, raw when it holds quotes.
func goString(s string) string {
	if strings.ContainsAny(s, `"\`) && strconv.CanBackquote(s) {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}
