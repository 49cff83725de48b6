package resolver

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/surefill/surefill/dom"
)

// TestCorpusTargetsAfterChoices is the offline half of the property the
// root package's TestLiveCorpusTargets checks in a browser: on every
// corpus page and every bench page, each target Fields hands out (and
// each alternate) resolves to exactly its field, and still does once
// every field holds another value. The values are set in the document
// model the way a page shows them: a select-like widget shows its last
// option (its text, its title) and marks it aria-selected, a native
// select selects it, text fields hold "x", checkboxes and radios are
// checked, a Yes/No group has its first button pressed.
func TestCorpusTargetsAfterChoices(t *testing.T) {
	pages := corpus(t)
	bench, err := filepath.Glob("../bench/pages/*.html")
	if err != nil || len(bench) == 0 {
		t.Fatalf("no bench pages: %v", err)
	}
	for _, p := range bench {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		pages["bench/"+strings.TrimSuffix(filepath.Base(p), ".html")] = b
	}
	for name, src := range pages {
		t.Run(name, func(t *testing.T) {
			doc := parse(t, src)
			before := New(doc, nil)
			fs, err := before.Fields(nil)
			if err != nil {
				t.Fatal(err)
			}
			type listed struct {
				f       Field
				nodes   []*dom.Node
				targets []Target
			}
			var all []listed
			for _, f := range fs {
				m, err := before.Match(f.Ref)
				if err != nil {
					t.Fatalf("ref of %q: %v", f.Label, err)
				}
				l := listed{f: f, nodes: m.Nodes, targets: f.Alternates}
				if f.Target != nil {
					l.targets = append([]Target{f.Target}, l.targets...)
				}
				for _, tt := range l.targets {
					if got, err := before.Resolve(tt); err != nil || !sameNodes(got, m.Nodes) {
						t.Errorf("%s (listed for %s %q) resolves to %d element(s): %v", tt, f.Kind, f.Label, len(got), err)
					}
				}
				all = append(all, l)
				choose(m)
			}
			after := New(doc, nil)
			for _, l := range all {
				for _, tt := range l.targets {
					got, err := after.Resolve(tt)
					if err != nil || !sameNodes(got, l.nodes) {
						t.Errorf("once the fields hold values, %s (listed for %s %q) resolves to %d element(s): %v", tt, l.f.Kind, l.f.Label, len(got), err)
					}
				}
			}
		})
	}
}

// choose sets another value into the document model for the field m
// names, as the page would show it.
func choose(m *Match) {
	switch m.Widget {
	case WidgetText, WidgetOther:
		for _, n := range m.Nodes {
			switch {
			case n.IsElement("input", "textarea"):
				setValue(n, "x")
			default:
				showText(n, "x")
			}
		}
	case WidgetNativeSelect:
		for i, o := range m.Options {
			if o.State != nil {
				o.State.Selected = i == len(m.Options)-1
			}
		}
	case WidgetCombobox, WidgetCustomSelect, WidgetListbox:
		if len(m.Options) == 0 {
			return
		}
		last := len(m.Options) - 1
		for i, o := range m.Options {
			o.SetAttr("aria-selected", map[bool]string{true: "true", false: "false"}[i == last])
		}
		c := m.Nodes[0]
		if m.Widget == WidgetListbox {
			return
		}
		if c.IsElement("input") {
			setValue(c, "")
			return
		}
		showText(c, m.OptionNames[last])
	case WidgetCheckbox, WidgetRadio:
		for i, n := range m.Nodes {
			on := i == 0 || m.Widget == WidgetCheckbox
			if n.IsElement("input") {
				if n.State != nil {
					n.State.Checked = on
				}
			} else {
				n.SetAttr("aria-checked", map[bool]string{true: "true", false: "false"}[on])
			}
		}
	case WidgetButton:
		for i, n := range m.Nodes {
			n.SetAttr("aria-pressed", map[bool]string{true: "true", false: "false"}[i == 0])
		}
	}
}

// showText makes element n show s: its first visible text becomes s, the
// rest of its text (aria-hidden decoration aside) goes, and the titles in
// it that repeated the old value take the new one.
func showText(n *dom.Node, s string) {
	done := false
	var walk func(x *dom.Node)
	walk = func(x *dom.Node) {
		switch x.Type {
		case dom.TextNode:
			if strings.TrimSpace(x.Data) == "" {
				return
			}
			if !done {
				x.Data, done = s, true
			} else {
				x.Data = ""
			}
			return
		case dom.ElementNode:
			if x != n && attrTrue(x, "aria-hidden") {
				return
			}
			if x.HasAttr("title") {
				x.SetAttr("title", s)
			}
		}
		for _, c := range x.Children {
			walk(c)
		}
	}
	walk(n)
}

func setValue(n *dom.Node, v string) {
	if n.State != nil {
		n.State.Value = v
	}
}
