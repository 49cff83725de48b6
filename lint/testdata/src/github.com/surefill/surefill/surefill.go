// Package surefill is a stub of github.com/surefill/surefill with the
// signatures the lint tests need, shaped like the real one: Target is an
// alias of the resolver's, Tab and Frame get their methods from an
// embedded scope, and Scope is the interface both satisfy.
package surefill

import (
	"context"
	"regexp"
	"time"

	"github.com/surefill/surefill/resolver"
)

type Target = resolver.Target
type FieldRef = resolver.FieldRef

func Label(text string) Target                        { return resolver.Label(text) }
func LabelMatch(re *regexp.Regexp) Target             { return resolver.LabelMatch(re) }
func Role(role, name string) Target                   { return resolver.Role(role, name) }
func RoleMatch(role string, re *regexp.Regexp) Target { return resolver.RoleMatch(role, re) }
func Text(text string) Target                         { return resolver.Text(text) }
func TextMatch(re *regexp.Regexp) Target              { return resolver.TextMatch(re) }
func CSS(selector string) Target                      { return resolver.CSS(selector) }

type Grant string

const (
	Tabs       Grant = "tabs"
	Forms      Grant = "forms"
	Submit     Grant = "submit"
	PageJS     Grant = "page-js"
	BrowserAll Grant = "browser"
)

type Grants struct {
	Allow []Grant
	Sites []string
	Read  []string
}

type Options struct {
	Grants    Grants
	CheckMode bool
}

type Browser struct{}

func Launch(ctx context.Context, opts *Options) (*Browser, error)       { return &Browser{}, nil }
func (b *Browser) NewTab(ctx context.Context, url string) (*Tab, error) { return &Tab{}, nil }
func (b *Browser) Confirm(ctx context.Context, message string) bool     { return false }
func (b *Browser) Close() error                                         { return nil }

// Confirmer answers Confirm; calling one directly is not Browser.Confirm.
type Confirmer interface {
	Confirm(ctx context.Context, message string) (bool, error)
}

type FillOptions struct {
	Sensitive bool
	Timeout   time.Duration
}

type Filled struct{ Label string }

type Field struct {
	Ref    FieldRef
	Label  string
	Target Target
}

type scope struct{}

func (s *scope) Fields(ctx context.Context, within Target) ([]Field, error) { return nil, nil }
func (s *scope) Fill(ctx context.Context, t Target, value any, opts *FillOptions) (Filled, error) {
	return Filled{}, nil
}
func (s *scope) Click(ctx context.Context, t Target) error              { return nil }
func (s *scope) Press(ctx context.Context, key string) error            { return nil }
func (s *scope) Frame(ctx context.Context, pattern any) (*Frame, error) { return &Frame{}, nil }

type Tab struct{ scope }
type Frame struct{ scope }

type Scope interface {
	Fields(ctx context.Context, within Target) ([]Field, error)
	Fill(ctx context.Context, t Target, value any, opts *FillOptions) (Filled, error)
	Click(ctx context.Context, t Target) error
	Press(ctx context.Context, key string) error
	Frame(ctx context.Context, pattern any) (*Frame, error)
}

var (
	_ Scope = (*Tab)(nil)
	_ Scope = (*Frame)(nil)
)
