// Package testing checks a script's targets without a browser: it runs the
// same resolver the live tabs use over saved HTML (a page saved before any
// input, shadow roots included as declarative shadow DOM).
//
// Import it under another name, since it shares one with the standard
// library's package:
//
//	import sftest "github.com/surefill/surefill/testing"
//
//	func TestTargets(t *testing.T) {
//		err := sftest.CheckTargets(script.Targets, sftest.Pages{
//			"start": before, "after yes": afterYes,
//		}, nil)
//		if err != nil {
//			t.Fatal(err) // each failure with its code and candidates
//		}
//	}
//
// FieldsOf lists a page's fields as Tab.Fields would, FieldOf answers for
// one target, and CheckTargets checks every target against several saved
// states of a form. Each takes the script's custom parts maps.
package testing

import (
	"errors"
	"fmt"
	"net/url"
	"sort"
	"strings"

	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

// Options tune the offline checks. The zero value (or nil) is the default.
type Options struct {
	// Parts are the script's custom parts maps, as given to
	// UseCustomParts.
	Parts []resolver.CustomParts
	// URL is the address the page was saved from (informational).
	URL string
	// AnyPage relaxes CheckTargets: a target passes when it resolves on at
	// least one page and is ambiguous on none (for fields that appear only
	// in some states of a form). By default it must resolve on every page.
	AnyPage bool
}

// HTML is saved page source, as a string or as bytes.
type HTML interface{ ~string | ~[]byte }

func (o *Options) resolverOptions() *resolver.Options {
	ro := &resolver.Options{Generation: 1}
	if o != nil {
		ro.Parts = o.Parts
	}
	return ro
}

func load[H HTML](html H, o *Options) (*resolver.Resolver, error) {
	po := &dom.ParseOptions{}
	if o != nil {
		po.URL = o.URL
	}
	d, err := dom.Parse([]byte(html), po)
	if err != nil {
		return nil, err
	}
	return resolver.New(d, o.resolverOptions()), nil
}

// loadPage reads a saved page as one page: its document and the documents
// of its iframes written in (srcdoc, as Save writes every frame), nested
// ones included, each with the address the frame was saved from.
func loadPage[H HTML](html H, o *Options) (*resolver.Page, error) {
	top, err := load(html, o)
	if err != nil {
		return nil, err
	}
	page := &resolver.Page{Docs: []*resolver.Resolver{top}}
	var walk func(d *dom.Document, base string)
	walk = func(d *dom.Document, base string) {
		for _, n := range d.Nodes {
			cd := n.ContentDocument
			if cd == nil {
				continue
			}
			addr := frameAddress(n, base)
			ro := o.resolverOptions()
			ro.Address, ro.Nested = addr, true
			page.Docs = append(page.Docs, resolver.New(cd, ro))
			walk(cd, addr)
		}
	}
	walk(top.Document(), o.url())
	return page, nil
}

func (o *Options) url() string {
	if o == nil {
		return ""
	}
	return o.URL
}

// frameAddress is the address a frame's document was at: the one Save
// recorded (data-surefill-src), else its src resolved against the page's,
// else about:srcdoc.
func frameAddress(iframe *dom.Node, base string) string {
	src, ok := iframe.Attr("data-surefill-src")
	if !ok || src == "" {
		if src, ok = iframe.Attr("src"); !ok || src == "" {
			return "about:srcdoc"
		}
	}
	if b, err := url.Parse(base); err == nil && base != "" {
		if u, err := b.Parse(src); err == nil {
			return u.String()
		}
	}
	return src
}

// release frees the storage of every document of the page.
func release(p *resolver.Page) { p.Docs[0].Document().Release() }

// FieldsOf lists the fields of a saved page, each with its facts and its
// verified target, as Tab.Fields lists them live: the page's own, then
// those of the iframes written into it (Field.Frame says which), a target
// that would reach two documents narrowed to its own (MainFrame, InFrame).
func FieldsOf[H HTML](html H, opts *Options) ([]resolver.Field, error) {
	p, err := loadPage(html, opts)
	if err != nil {
		return nil, err
	}
	// Fields hold no pointer into the document, so its storage can go to
	// the next parse.
	defer release(p)
	return p.Fields(nil)
}

// FieldOf resolves one target on a saved page and returns its field. The
// error is a *resolver.Error (not_found, ambiguous, not_editable for an
// element that is no field) with ready-to-paste candidates.
func FieldOf[H HTML](html H, target resolver.Target, opts *Options) (resolver.Field, error) {
	p, err := loadPage(html, opts)
	if err != nil {
		return resolver.Field{}, err
	}
	defer release(p) // neither the field nor the error points into it
	return p.Field(target)
}

// Pages are named saved states of a form, for CheckTargets.
type Pages map[string][]byte

// PageSet is what CheckTargets accepts as pages: named pages (Pages, or a
// map of names to strings) or a list (named "page 1", "page 2", ...).
type PageSet interface {
	Pages | map[string][]byte | map[string]string | [][]byte | []string
}

// Failure is one target that did not resolve on one page.
type Failure struct {
	Target string `json:"target"`
	// Page is the page's name ("" when the failure is about all pages).
	Page       string             `json:"page,omitempty"`
	Code       resolver.ErrorCode `json:"code"`
	Detail     string             `json:"detail,omitempty"`
	Candidates []string           `json:"candidates,omitempty"`
}

// CheckError lists every failure CheckTargets found.
type CheckError struct {
	Failures []Failure
}

func (e *CheckError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d target check(s) failed:", len(e.Failures))
	for _, f := range e.Failures {
		b.WriteString("\n  ")
		b.WriteString(f.Target)
		if f.Page != "" {
			fmt.Fprintf(&b, " on %q", f.Page)
		}
		fmt.Fprintf(&b, ": %s", f.Code)
		if f.Detail != "" {
			b.WriteString(": " + f.Detail)
		}
		if len(f.Candidates) > 0 {
			b.WriteString("\n    candidates: " + strings.Join(f.Candidates, ", "))
		}
	}
	return b.String()
}

// Is makes errors.Is(err, resolver.Ambiguous) true when any failure has
// that code.
func (e *CheckError) Is(target error) bool {
	c, ok := target.(resolver.ErrorCode)
	if !ok {
		return false
	}
	for _, f := range e.Failures {
		if f.Code == c {
			return true
		}
	}
	return false
}

type namedPage struct {
	name string
	html []byte
}

func pageList[P PageSet](pages P) []namedPage {
	var out []namedPage
	switch p := any(pages).(type) {
	case Pages:
		for k, v := range p {
			out = append(out, namedPage{k, v})
		}
	case map[string][]byte:
		for k, v := range p {
			out = append(out, namedPage{k, v})
		}
	case map[string]string:
		for k, v := range p {
			out = append(out, namedPage{k, []byte(v)})
		}
	case [][]byte:
		for i, v := range p {
			out = append(out, namedPage{fmt.Sprintf("page %d", i+1), v})
		}
	case []string:
		for i, v := range p {
			out = append(out, namedPage{fmt.Sprintf("page %d", i+1), []byte(v)})
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if _, list := any(pages).([][]byte); list {
			return false
		}
		if _, list := any(pages).([]string); list {
			return false
		}
		return out[i].name < out[j].name
	})
	return out
}

// CheckTargets resolves every target against every page, the saved states
// of a form a script walks through. It returns nil when every target
// names exactly one visible field or element on every page (with
// Options.AnyPage: on at least one page, and is ambiguous on none), and
// otherwise a *CheckError listing each failure with its code and
// candidates. A page that cannot be parsed is an error of its own.
func CheckTargets[P PageSet](targets []resolver.Target, pages P, opts *Options) error {
	list := pageList(pages)
	if len(list) == 0 {
		return errors.New("testing: CheckTargets needs at least one page")
	}
	resolvers := make([]*resolver.Page, len(list))
	for i, p := range list {
		r, err := loadPage(p.html, opts)
		if err != nil {
			return fmt.Errorf("testing: page %q: %w", p.name, err)
		}
		resolvers[i] = r
		defer release(r) // failures hold only strings
	}
	anyPage := opts != nil && opts.AnyPage
	var fails []Failure
	for _, t := range targets {
		if t == nil {
			fails = append(fails, Failure{Target: "<nil>", Code: resolver.NotFound, Detail: "nil target"})
			continue
		}
		var missing []Failure
		found := false
		for i, r := range resolvers {
			_, _, err := r.Match(t)
			if err == nil {
				found = true
				continue
			}
			var re *resolver.Error
			if !errors.As(err, &re) {
				return err
			}
			f := Failure{Target: t.String(), Page: list[i].name, Code: re.Code, Detail: re.Detail, Candidates: re.Candidates}
			if anyPage && re.Code == resolver.NotFound {
				missing = append(missing, f)
				continue
			}
			fails = append(fails, f)
		}
		if anyPage && !found && len(missing) > 0 {
			fails = append(fails, missing...)
		}
	}
	if len(fails) > 0 {
		return &CheckError{Failures: fails}
	}
	return nil
}
