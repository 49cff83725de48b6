package resolver

import (
	"fmt"
	"net/url"
	"strings"
)

// A page is one page as a person sees it: its top document and the
// documents of its iframes. A target meant for the page matches in exactly
// one of them; matches in several are ambiguous, each candidate narrowed
// to its document with a document container (MainFrame, InFrame). The
// live tab and the offline checks judge a page with these same rules.

// Page is the documents of one page, the top one first, each with the
// Address and Nested options that say which document it is.
type Page struct {
	Docs []*Resolver
}

// Answer is one document's answer to a target: a match, or an error.
type Answer struct {
	Match *Match
	Err   error
}

// Container is the document container that narrows a target to document
// i among the page's: MainFrame for the top one, InFrame with the
// shortest part of the frame's address that names it among the page's
// frames (its path and query when no other frame's address holds them,
// which survives the site moving to another port; else the whole
// address).
func (p *Page) Container(i int) Target {
	r := p.Docs[i]
	if !r.opts.Nested {
		return MainFrame()
	}
	addr := r.opts.Address
	u, err := url.Parse(addr)
	if err != nil || u.Host == "" {
		return InFrame(addr)
	}
	u.Fragment, u.RawFragment = "", ""
	path := u.RequestURI()
	if len(path) <= 1 {
		return InFrame(addr)
	}
	for j, o := range p.Docs {
		if j != i && o.opts.Nested && strings.Contains(o.opts.Address, path) {
			return InFrame(addr)
		}
	}
	return InFrame(path)
}

// Judge decides a page-wide target from each document's answer (in the
// page's order): the index of the one document that matched, or the
// error. Ambiguity, within a document or across documents, lists every
// candidate narrowed to its document; nothing anywhere is the top
// document's not_found, with the hidden matches of every document counted.
func (p *Page) Judge(t Target, answers []Answer) (int, error) {
	var hits []int
	for i, a := range answers {
		if a.Err == nil || codeOf(a.Err) == Ambiguous {
			hits = append(hits, i)
		}
	}
	switch {
	case len(hits) == 1 && answers[hits[0]].Err == nil:
		return hits[0], nil
	case len(hits) == 1:
		return -1, answers[hits[0]].Err // ambiguous within one document only
	case len(hits) > 0:
		var cands []string
		for _, i := range hits {
			c := p.Container(i)
			if err := answers[i].Err; err != nil {
				if re, ok := err.(*Error); ok {
					for _, cand := range re.Candidates {
						if ct, err := ParseTarget(cand); err == nil {
							cands = append(cands, ct.Within(c).String())
						}
					}
				}
				continue
			}
			cands = append(cands, t.Within(c).String())
		}
		detail := fmt.Sprintf("matches in %d documents of the page (the top one and its frames); a target must name exactly one", len(hits))
		return -1, &Error{Code: Ambiguous, Op: "Resolve", Target: t.String(), Candidates: cands, Detail: detail}
	}
	for _, a := range answers {
		if a.Err != nil && codeOf(a.Err) != NotFound {
			return -1, a.Err // stale, or a malformed target: the same in every document
		}
	}
	top, ok := answers[0].Err.(*Error)
	if !ok {
		return -1, answers[0].Err
	}
	e := *top
	for _, a := range answers[1:] {
		if re, ok := a.Err.(*Error); ok {
			e.Hidden += re.Hidden
		}
	}
	return -1, &e
}

func codeOf(err error) ErrorCode {
	if re, ok := err.(*Error); ok {
		return re.Code
	}
	return ""
}

// Match resolves t over the page's documents.
func (p *Page) Match(t Target) (int, *Match, error) {
	answers := make([]Answer, len(p.Docs))
	for i, r := range p.Docs {
		answers[i].Match, answers[i].Err = r.Match(t)
	}
	i, err := p.Judge(t, answers)
	if err != nil {
		return -1, nil, err
	}
	return i, answers[i].Match, nil
}

// Field resolves t over the page to a field (see Resolver.Field).
func (p *Page) Field(t Target) (Field, error) {
	i, _, err := p.Match(t)
	if err != nil {
		return Field{}, err
	}
	f, _, err := p.Docs[i].Field(t)
	if err == nil {
		f.Frame = p.address(i)
	}
	return f, err
}

// Describe is Resolver.Describe over the page.
func (p *Page) Describe(t Target) (Accessible, error) {
	i, _, err := p.Match(t)
	if err != nil {
		return Accessible{}, err
	}
	return p.Docs[i].Describe(t)
}

// Count adds up what t matches in every document.
func (p *Page) Count(t Target) (visible, hidden int, err error) {
	for i, r := range p.Docs {
		v, h, err := r.Count(t)
		if err != nil && (i == 0 || codeOf(err) != NotFound) {
			return 0, 0, err
		}
		visible, hidden = visible+v, hidden+h
	}
	return visible, hidden, nil
}

func (p *Page) address(i int) string {
	if !p.Docs[i].opts.Nested {
		return ""
	}
	return p.Docs[i].opts.Address
}

// Qualify narrows a target handed out in document i's listing to that
// document when it would also reach another document of the page.
func (p *Page) Qualify(i int, t Target) Target {
	if t == nil || len(p.Docs) < 2 {
		return t
	}
	for j, o := range p.Docs {
		if j == i {
			continue
		}
		if v, h, err := o.Count(t); err == nil && v+h > 0 {
			return t.Within(p.Container(i))
		}
	}
	return t
}

// QualifyFields gives document i's listed fields page-wide targets and
// their frame's address.
func (p *Page) QualifyFields(i int, fs []Field) {
	for k := range fs {
		fs[k].Target = p.Qualify(i, fs[k].Target)
		for a := range fs[k].Alternates {
			fs[k].Alternates[a] = p.Qualify(i, fs[k].Alternates[a])
		}
		fs[k].Frame = p.address(i)
	}
}

// QualifyClickables is QualifyFields for what there is to click.
func (p *Page) QualifyClickables(i int, cs []Clickable) {
	for k := range cs {
		cs[k].Target = p.Qualify(i, cs[k].Target)
		for a := range cs[k].Alternates {
			cs[k].Alternates[a] = p.Qualify(i, cs[k].Alternates[a])
		}
		cs[k].Frame = p.address(i)
	}
}

// Fields lists the page's fields: the top document's, then each frame's,
// targets narrowed where they would reach two documents. A container
// that is in no document is the top document's not_found.
func (p *Page) Fields(within Target) ([]Field, error) {
	var out []Field
	var topErr error
	found := false
	for i, r := range p.Docs {
		fs, err := r.Fields(within)
		if err != nil {
			if i == 0 && codeOf(err) != NotFound {
				return nil, err
			}
			if i == 0 {
				topErr = err
			}
			continue
		}
		found = true
		p.QualifyFields(i, fs)
		if out == nil && len(fs) > 0 {
			// Usually one document has fields: its list is the answer,
			// not a copy of it (each Field is a few hundred bytes).
			out = fs
			continue
		}
		out = append(out, fs...)
	}
	if !found && topErr != nil {
		return nil, topErr
	}
	return out, nil
}
