package surefill

import (
	"context"
	"fmt"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/target"

	sfcdp "github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/internal/act"
	"github.com/surefill/surefill/internal/live"
)

// frameRef is a frame found in a session's frame tree or as an
// out-of-process child session.
type frameRef struct {
	p   *live.Page
	id  string // "" for the session's main frame
	url string
	// owner is the session holding the iframe element, ownerID the frame
	// id it knows the frame by (the target id of an out-of-process one).
	owner   cdp.Session
	ownerID string
}

// Frame returns the first iframe below this one whose address matches
// pattern (a string is a substring of the URL, a *regexp.Regexp matches
// it), cross-origin frames included, at any depth. It waits (up to 10s,
// within ctx) for such a frame and its document: a frame a script adds, or
// one still loading, is there once it can be acted on. When none comes it
// fails not_found, naming the frames there are. The frame inherits the
// custom parts maps in use; its targets reach its own document only.
func (s *scope) Frame(ctx context.Context, pattern any) (*Frame, error) {
	a := s.begin("Frame", "", "")
	if err := s.a.CheckSite(ctx, "Frame"); err != nil {
		return nil, a.end(ctx, err)
	}
	m, err := urlMatcher("Frame", pattern)
	if err != nil {
		return nil, a.end(ctx, err)
	}
	wctx, cancel := act.WithTimeout(ctx, 0)
	defer cancel()
	var seen []string
	for step := 0; ; step++ {
		refs, err := s.frames(wctx)
		if err != nil && wctx.Err() == nil {
			return nil, a.end(ctx, err)
		}
		if err == nil && len(refs) > 0 {
			seen = seen[:0]
		}
		for _, r := range refs {
			seen = append(seen, r.url)
			// The frame's document is there once its runtime is.
			if !m(r.url) || !r.p.Ready(r.id) {
				continue
			}
			f := &Frame{}
			f.scope = newScope(s.b, s.tab, live.NewFrame(r.p, r.id), s.a.CustomParts())
			f.a.SetNested()
			return f, a.end(ctx, nil)
		}
		if act.Pace(wctx, s.f.WaitChange(wctx, s.f.CachedGen(), act.Step(step))); wctx.Err() != nil {
			frames := "the page has no frames"
			if len(seen) > 0 {
				frames = "the page's frames are at " + strings.Join(seen, ", ")
			}
			return nil, a.end(ctx, &FieldError{Code: NotFound, Op: "Frame", Target: fmt.Sprint(pattern),
				Detail: fmt.Sprintf("no frame's address matched %v in time; %s", pattern, frames),
				Next:   "pass a part of one of those addresses (or a *regexp.Regexp), or wait for what loads the frame first", Err: wctx.Err()})
		}
	}
}

// frames lists the frames below this scope: same-process frames from the
// session's frame tree, then each out-of-process child session (its own
// main frame and its same-process frames), depth first.
func (s *scope) frames(ctx context.Context) ([]frameRef, error) {
	var out []frameRef
	var walkSession func(p *live.Page, sess *sfcdp.Session, under string) error
	walkSession = func(p *live.Page, sess *sfcdp.Session, under string) error {
		tree, err := cdp.Call(ctx, p.S, page.GetFrameTree, cdp.Empty{})
		if err != nil {
			return err
		}
		var walk func(t *page.FrameTree, inScope bool)
		walk = func(t *page.FrameTree, inScope bool) {
			if t == nil || t.Frame == nil {
				return
			}
			here := inScope || string(t.Frame.ID) == under || under == ""
			for _, c := range t.ChildFrames {
				if here && c.Frame != nil {
					out = append(out, frameRef{p: p, id: string(c.Frame.ID), url: c.Frame.URL + c.Frame.URLFragment, owner: p.S, ownerID: string(c.Frame.ID)})
				}
				walk(c, here)
			}
		}
		walk(tree.FrameTree, false)
		if sess == nil {
			return nil
		}
		for _, child := range sess.Children() {
			cp := s.tab.childPage(child.ID())
			if cp == nil {
				continue
			}
			// The child session's events name its document; the browser
			// is asked only before the first one came.
			url := cp.URLOf("")
			if url == "" {
				info, err := cdp.Call(ctx, s.b.c.Root(), target.GetTargetInfo, target.GetTargetInfoParams{TargetID: child.TargetID()})
				if err == nil && info.TargetInfo != nil {
					url = info.TargetInfo.URL
				}
			}
			out = append(out, frameRef{p: cp, id: "", url: url, owner: p.S, ownerID: string(child.TargetID())})
			if err := walkSession(cp, child, ""); err != nil {
				continue // the frame went away meanwhile
			}
		}
		return nil
	}
	sess := s.tab.s
	if s.f.P != s.tab.f.P {
		// A frame in a child session: walk from that session.
		sess = s.tab.sessionOf(s.f.P)
	}
	return out, walkSession(s.f.P, sess, s.f.ID)
}

func (t *Tab) childPage(id target.SessionID) *live.Page {
	t.cmu.Lock()
	defer t.cmu.Unlock()
	return t.children[id]
}

func (t *Tab) sessionOf(p *live.Page) *sfcdp.Session {
	if s, ok := p.S.(*sfcdp.Session); ok {
		return s
	}
	return nil
}
