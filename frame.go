package surefill

import (
	"context"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/target"

	sfcdp "github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/internal/live"
)

// frameRef is a frame found in a session's frame tree or as an
// out-of-process child session.
type frameRef struct {
	p   *live.Page
	id  string // "" for the session's main frame
	url string
}

// Frame returns the first iframe below this one whose address matches
// pattern (a string is a substring of the URL, a *regexp.Regexp matches
// it), cross-origin frames included, at any depth; nil when none does.
// The frame inherits the custom parts maps in use.
func (s *scope) Frame(ctx context.Context, pattern any) (*Frame, error) {
	a := s.begin("Frame", "", "")
	if err := s.a.CheckSite(ctx, "Frame"); err != nil {
		return nil, a.end(ctx, err)
	}
	m, err := urlMatcher(pattern)
	if err != nil {
		return nil, a.end(ctx, err)
	}
	refs, err := s.frames(ctx)
	if err != nil {
		return nil, a.end(ctx, err)
	}
	for _, r := range refs {
		if m(r.url) {
			f := &Frame{}
			f.scope = newScope(s.b, s.tab, live.NewFrame(r.p, r.id), s.a.CustomParts())
			return f, a.end(ctx, nil)
		}
	}
	return nil, a.end(ctx, nil)
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
					out = append(out, frameRef{p: p, id: string(c.Frame.ID), url: c.Frame.URL + c.Frame.URLFragment})
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
			info, err := cdp.Call(ctx, s.b.c.Root(), target.GetTargetInfo, target.GetTargetInfoParams{TargetID: child.TargetID()})
			url := ""
			if err == nil && info.TargetInfo != nil {
				url = info.TargetInfo.URL
			}
			out = append(out, frameRef{p: cp, id: "", url: url})
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
