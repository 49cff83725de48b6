package resolver

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/surefill/surefill/dom"
)

// FuzzResolve runs random HTML against random targets: no panic, bounded
// time, and the promise of verified targets holds (every target Fields
// hands out resolves to its field alone).
//
//	go test ./resolver -run '^$' -fuzz FuzzResolve -fuzztime 10m
func FuzzResolve(f *testing.F) {
	paths, _ := filepath.Glob("testdata/*.html")
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err == nil {
			f.Add(b, uint8(0), "Email", "group", uint8(1))
			f.Add(b, uint8(2), "Yes", "button", uint8(0))
		}
	}
	f.Add([]byte(`<label>A <input></label><label>A <input></label><fieldset><legend>B</legend><label>A<input></label></fieldset>`), uint8(0), "A", "group", uint8(1))
	f.Add([]byte(`<div class=question><p>Q?</p><button aria-pressed=false>Yes</button><button>No</button></div>`), uint8(3), "^y", "button", uint8(0))
	f.Add([]byte(`<x-a><template shadowrootmode=open><input id=i aria-label=N></template></x-a>`), uint8(5), "#i", "", uint8(0))
	f.Add([]byte(`<input role=combobox aria-controls="a a b"><div id=a role=listbox aria-owns=a><div role=option id=b>x</div></div>`), uint8(4), "x", "option", uint8(2))
	f.Fuzz(func(t *testing.T, html []byte, kind uint8, text, role string, nest uint8) {
		if len(html) > 1<<16 {
			return
		}
		// A hang must fail (and be saved) rather than stall the fuzzer.
		watchdog := time.AfterFunc(10*time.Second, func() {
			panic(fmt.Sprintf("FuzzResolve hung on %q kind=%d text=%q role=%q nest=%d", html, kind, text, role, nest))
		})
		defer watchdog.Stop()
		d, err := dom.Parse(html, &dom.ParseOptions{MaxNodes: 50000})
		if err != nil {
			return
		}
		_, _ = ParseTarget(text)
		start := time.Now()
		r := New(d, nil)
		tg := fuzzTarget(kind, text, role)
		for i := 0; i < int(nest%3); i++ {
			tg = tg.Within(fuzzTarget(kind+uint8(i)+1, role, text))
		}
		_, _ = r.Resolve(tg)
		_, _, _ = r.Count(tg)
		fs, err := r.Fields(nil)
		if err != nil {
			t.Fatalf("Fields: %v", err)
		}
		_, _, _ = r.Clickables(nil, nest%2 == 0)
		_, _ = r.Fields(tg)
		for _, fl := range fs {
			want, err := r.Nodes(fl.Ref)
			if err != nil {
				t.Fatalf("ref of %q: %v", fl.Label, err)
			}
			if fl.Target == nil {
				continue
			}
			got, err := r.Resolve(fl.Target)
			if err != nil {
				t.Fatalf("verified target %s: %v", fl.Target, err)
			}
			if !sameNodes(got, want) {
				t.Fatalf("verified target %s names another element", fl.Target)
			}
		}
		if el := time.Since(start); el > 5*time.Second {
			t.Fatalf("took %v on %d bytes", el, len(html))
		}
	})
}

func fuzzTarget(kind uint8, text, role string) Target {
	switch kind % 7 {
	case 0:
		return Label(text)
	case 1:
		if re, err := regexp.Compile(text); err == nil {
			return LabelMatch(re)
		}
		return Label(text)
	case 2:
		return Role(role, text)
	case 3:
		if re, err := regexp.Compile(text); err == nil {
			return RoleMatch(role, re)
		}
		return Role(role, "")
	case 4:
		return Text(text)
	case 5:
		return CSS(text)
	}
	if re, err := regexp.Compile(text); err == nil {
		return TextMatch(re)
	}
	return FieldRef{Gen: uint64(len(text)), Node: len(role)}
}
