package accname

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/surefill/surefill/dom"
)

// The web-platform-tests conformance run. The corpus (accname, html-aam
// and wai-aria role tests, with a cases.json index per folder) lives
// outside the project in ../shared/conformance; SUREFILL_CONFORMANCE
// points elsewhere. Outside CI a missing corpus skips the test; in CI
// (CI set, and not "false" or "0") it fails.
//
// Twenty-odd accname cases build their shadow trees by script; the
// offline model runs none, so declarativeShadow rewrites that one script
// pattern into <template shadowrootmode>, the form a saved page carries.
//
//	go test ./accname -run WPT -v        prints the scores and failures
//	go test ./accname -run WPT -update   rewrites testdata/wpt-baseline.txt
//
// The test fails when a case listed in the baseline fails.

var update = flag.Bool("update", false, "rewrite testdata/wpt-baseline.txt with the WPT cases that pass")

const (
	conformanceEnv = "SUREFILL_CONFORMANCE"
	baselineFile   = "testdata/wpt-baseline.txt"
)

// wptCase is one entry of a cases.json file.
type wptCase struct {
	File          string   `json:"file"`
	Index         int      `json:"index"`
	DomIndex      *int     `json:"domIndex"`
	ID            *string  `json:"id"`
	Tag           string   `json:"tag"`
	Kind          string   `json:"kind"`
	Property      string   `json:"property"`
	Format        string   `json:"format"`
	Expected      *string  `json:"expected"`
	Acceptable    []string `json:"acceptable"`
	Tested        *bool    `json:"tested"`
	Indeterminate *bool    `json:"indeterminate"`
	FormField     bool     `json:"formField"`
	HTML          *string  `json:"html"`
	Testname      string   `json:"testname"`
	Offline       []string `json:"offline"`
}

// result is the outcome of one case.
type result struct {
	key, corpus string
	c           wptCase
	got, want   string
	pass        bool
	err         error
}

func conformanceDir(t *testing.T) string {
	dir := os.Getenv(conformanceEnv)
	if dir == "" {
		dir = filepath.Join("..", "..", "shared", "conformance")
	}
	if _, err := os.Stat(filepath.Join(dir, "wpt-accname", "cases.json")); err != nil {
		if ci := os.Getenv("CI"); ci != "" && ci != "false" && ci != "0" {
			t.Fatalf("conformance corpus missing at %s (set %s): %v", dir, conformanceEnv, err)
		}
		t.Skipf("conformance corpus not found at %s; set %s to its path to run the WPT cases", dir, conformanceEnv)
	}
	return dir
}

func loadCases(t *testing.T, dir, corpus string) []wptCase {
	b, err := os.ReadFile(filepath.Join(dir, corpus, "cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cs []wptCase
	if err := json.Unmarshal(b, &cs); err != nil {
		t.Fatalf("%s/cases.json: %v", corpus, err)
	}
	return cs
}

func TestWPT(t *testing.T) {
	dir := conformanceDir(t)
	docs := &docSet{dir: dir, docs: map[string]*dom.Document{}}
	var all []result

	// accname: names (and two descriptions).
	var names, namesPass, forms, formsPass int
	for _, c := range loadCases(t, dir, "wpt-accname") {
		r := docs.runName(c, "wpt-accname")
		all = append(all, r)
		names++
		if r.pass {
			namesPass++
		}
		if c.FormField {
			forms++
			if r.pass {
				formsPass++
			}
		}
	}

	// html-aam and wai-aria: roles; html-aam also has name cases.
	var roles, rolesPass, aamNames, aamNamesPass int
	for _, corpus := range []string{"wpt-html-aam", "wpt-wai-aria-role"} {
		for _, c := range loadCases(t, dir, corpus) {
			switch {
			case c.Kind == "name":
				r := docs.runName(c, corpus)
				all = append(all, r)
				aamNames++
				if r.pass {
					aamNamesPass++
				}
			case c.Kind == "role" && c.Tested != nil && *c.Tested && (c.Indeterminate == nil || !*c.Indeterminate):
				r := docs.runRole(c, corpus)
				all = append(all, r)
				roles++
				if r.pass {
					rolesPass++
				}
			}
		}
	}

	fmt.Printf("accname wpt: %d/%d names, %d/%d form fields\n", namesPass, names, formsPass, forms)
	fmt.Printf("roles wpt: %d/%d\n", rolesPass, roles)
	fmt.Printf("html-aam names wpt: %d/%d\n", aamNamesPass, aamNames)

	for _, r := range all {
		if !r.pass {
			msg := fmt.Sprintf("FAIL %s (%s): got %q, want %q", r.key, r.c.Testname, r.got, r.want)
			if r.err != nil {
				msg += ": " + r.err.Error()
			}
			if r.c.FormField {
				msg += " [form field]"
			}
			if len(r.c.Offline) > 0 {
				msg += " [needs " + strings.Join(r.c.Offline, ", ") + "]"
			}
			t.Log(msg)
		}
	}

	var passing []string
	for _, r := range all {
		if r.pass {
			passing = append(passing, r.key)
		}
	}
	slices.Sort(passing)
	if *update {
		writeBaseline(t, passing)
		return
	}
	base, err := readBaseline()
	if err != nil {
		t.Fatalf("reading %s: %v (run with -update to create it)", baselineFile, err)
	}
	now := make(map[string]bool, len(passing))
	for _, k := range passing {
		now[k] = true
	}
	for _, k := range base {
		if !now[k] {
			t.Errorf("regression: %s passed in the baseline and fails now", k)
		}
	}
	if extra := len(passing) - len(base); extra > 0 {
		t.Logf("%d more cases pass than the baseline lists; run with -update to record them", extra)
	}
}

func readBaseline() ([]string, error) {
	f, err := os.Open(baselineFile)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, line)
	}
	return out, sc.Err()
}

func writeBaseline(t *testing.T, keys []string) {
	var b strings.Builder
	b.WriteString("# WPT cases that pass (go test ./accname -run WPT -update rewrites this file).\n")
	b.WriteString("# A case listed here that fails is a regression.\n")
	for _, k := range keys {
		b.WriteString(k)
		b.WriteByte('\n')
	}
	if err := os.MkdirAll(filepath.Dir(baselineFile), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(baselineFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func caseKey(corpus string, c wptCase) string {
	kind := c.Kind
	if kind == "" {
		kind = c.Property
	}
	return corpus + "/" + c.File + " " + kind + " " + strconv.Itoa(c.Index)
}

// docSet parses each test file once.
type docSet struct {
	dir  string
	docs map[string]*dom.Document
}

func (s *docSet) doc(corpus, file string) (*dom.Document, error) {
	key := corpus + "/" + file
	if d, ok := s.docs[key]; ok {
		return d, nil
	}
	b, err := os.ReadFile(filepath.Join(s.dir, corpus, filepath.FromSlash(file)))
	if err != nil {
		return nil, err
	}
	d, err := dom.Parse(declarativeShadow(b), nil)
	if err != nil {
		return nil, err
	}
	s.docs[key] = d
	return d, nil
}

// shadowScript matches the one way the corpus builds shadow trees by
// script: document.getElementById('x') (or querySelector('#x'))
// .attachShadow({mode}).innerHTML = '...'.
var shadowScript = regexp.MustCompile(`(?:document\.getElementById\('([^']+)'\)|document\.querySelector\('#([^']+)'\))\s*\.attachShadow\(\{\s*mode:\s*'(open|closed)'\s*\}\)\.innerHTML\s*=\s*'((?:[^'\\]|\\.)*)'`)

// declarativeShadow rewrites script-built shadow roots of a test file into
// declarative ones (<template shadowrootmode>), the form saved pages carry
// them in: the offline model runs no script. Only the corpus's one
// pattern is understood; anything else is left alone.
func declarativeShadow(src []byte) []byte {
	ms := shadowScript.FindAllSubmatch(src, -1)
	for _, m := range ms {
		id := string(m[1])
		if id == "" {
			id = string(m[2])
		}
		tpl := `<template shadowrootmode="` + string(m[3]) + `">` + strings.ReplaceAll(string(m[4]), `\'`, `'`) + `</template>`
		open := regexp.MustCompile(`<[a-zA-Z][^<>]*\sid=["']?` + regexp.QuoteMeta(id) + `["'\s>][^<>]*>`)
		loc := open.FindIndex(src)
		if loc == nil {
			continue
		}
		var out []byte
		out = append(out, src[:loc[1]]...)
		out = append(out, tpl...)
		out = append(out, src[loc[1]:]...)
		src = out
	}
	return src
}

// lightElements lists the elements of the document tree in tree order,
// without shadow trees, as getElementsByTagName("*") does.
func lightElements(d *dom.Document) []*dom.Node {
	var out []*dom.Node
	var walk func(n *dom.Node)
	walk = func(n *dom.Node) {
		for _, c := range n.Children {
			if c.Type == dom.ElementNode {
				out = append(out, c)
				walk(c)
			}
		}
	}
	walk(d.Root)
	return out
}

// find locates the case's element: by id for the manual and promise
// tests, by position in the document for role cases, else as the
// index-th element carrying the format's marker attribute.
func (s *docSet) find(corpus string, c wptCase) (*dom.Node, error) {
	if c.HTML != nil { // a role assigned by script to a fresh element
		d, err := dom.Parse([]byte("<!doctype html><body>"+*c.HTML), nil)
		if err != nil {
			return nil, err
		}
		for _, e := range lightElements(d) {
			if e.IsElement("html", "head", "body") {
				continue
			}
			return e, nil
		}
		return nil, errors.New("no element in snippet")
	}
	d, err := s.doc(corpus, c.File)
	if err != nil {
		return nil, err
	}
	els := lightElements(d)
	var el *dom.Node
	switch {
	case c.Format == "attacomm-manual" || c.Format == "promise_test":
		if c.ID == nil {
			return nil, errors.New("case has no id")
		}
		el = d.Root.ElementByID(*c.ID)
	case c.Kind == "role" && c.DomIndex != nil:
		// domIndex counts from <html>, as getElementsByTagName("*") does.
		if i := *c.DomIndex; i >= 0 && i < len(els) {
			el = els[i]
		}
	default:
		marker := "data-expectedlabel"
		if c.Format == "data-expectedname" {
			marker = "data-expectedname"
		}
		n := 0
		for _, e := range els {
			if e.HasAttr(marker) {
				if n == c.Index {
					el = e
					break
				}
				n++
			}
		}
	}
	if el == nil {
		return nil, fmt.Errorf("element %d not found", c.Index)
	}
	if c.Tag != "" && !strings.EqualFold(el.Tag, c.Tag) {
		return nil, fmt.Errorf("found <%s>, case is about <%s>", el.Tag, c.Tag)
	}
	if c.ID != nil && el.ID() != *c.ID {
		return nil, fmt.Errorf("found id %q, case is about %q", el.ID(), *c.ID)
	}
	return el, nil
}

func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

func (s *docSet) runName(c wptCase, corpus string) result {
	r := result{key: caseKey(corpus, c), corpus: corpus, c: c}
	if c.Expected != nil {
		r.want = collapse(*c.Expected)
	}
	el, err := s.find(corpus, c)
	if err != nil {
		r.err = err
		return r
	}
	cmp := NewComputer()
	if c.Property == "description" {
		r.got = collapse(cmp.Description(el))
	} else {
		r.got = collapse(cmp.Name(el))
	}
	r.pass = r.got == r.want
	return r
}

func (s *docSet) runRole(c wptCase, corpus string) result {
	r := result{key: caseKey(corpus, c), corpus: corpus, c: c, want: strings.Join(c.Acceptable, "|")}
	el, err := s.find(corpus, c)
	if err != nil {
		r.err = err
		return r
	}
	r.got = Role(el)
	for _, a := range c.Acceptable {
		if CanonicalRole(strings.TrimSpace(a)) == CanonicalRole(r.got) {
			r.pass = true
		}
	}
	return r
}
