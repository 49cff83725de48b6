package surefill

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/surefill/surefill/accname"
	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

// SubmitWords are the button names a Click refuses without the submit
// grant and a yes from Confirm: a button whose name starts with one of
// them (ignoring case and accents) reads like a submission. The list is
// part of the documented contract and tested.
var SubmitWords = []string{
	"submit", "send", "pay", "place order", "purchase", "buy", "confirm order", "complete order", "apply now", "finish",
	"envoyer", "soumettre", "payer", "commander", // French
	"senden", "absenden", "bezahlen", "jetzt kaufen", "bestellen", // German
	"enviar", "pagar", "comprar", // Spanish, Portuguese
	"invia", "paga", "acquista", // Italian
	"verzenden", "betalen", "bestellen", // Dutch
}

// looksLikeSubmit reports whether clicking el would submit: a submit
// button of a form, or any button or link whose name starts with a
// submission word.
func looksLikeSubmit(el *dom.Node) bool {
	name := resolver.Normalize(accname.Name(el))
	if name == "" {
		name = resolver.Normalize(el.AttrOr("value"))
	}
	for _, w := range SubmitWords {
		if name == w || strings.HasPrefix(name, w+" ") {
			return true
		}
	}
	return false
}

// checkPaths refuses uploads that would send the wrong thing: a path that
// does not exist or is not readable (the browser would send an empty file
// without complaint), outside the Read roots, or several files into an
// input that takes one.
func checkPaths(g Grants, input *dom.Node, paths []string) *FieldError {
	if len(paths) == 0 {
		return &FieldError{Code: NoOption, Op: "Upload", Detail: "no file given", Next: "pass at least one path"}
	}
	if len(paths) > 1 && !input.HasAttr("multiple") {
		return &FieldError{Code: NoOption, Op: "Upload", Detail: fmt.Sprintf("%d files for an input that takes one", len(paths)), Next: "pass one path"}
	}
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			return &FieldError{Code: NotFound, Op: "Upload", Detail: fmt.Sprintf("the file %s cannot be read: %v", p, err), Next: "pass a path to a readable file"}
		}
		fi, err := f.Stat()
		f.Close()
		if err != nil || fi.IsDir() {
			return &FieldError{Code: NotFound, Op: "Upload", Detail: fmt.Sprintf("%s is not a file", p), Next: "pass a path to a file"}
		}
		if !g.readAllowed(p) {
			return &FieldError{Code: NotPermitted, Op: "Upload", Detail: fmt.Sprintf("%s is outside the granted read roots %q", p, g.Read),
				Next: fmt.Sprintf("add %q to Options.Grants.Read", filepath.Dir(p))}
		}
	}
	return nil
}

func absPaths(paths []string) []string {
	out := make([]string, len(paths))
	for i, p := range paths {
		if a, err := filepath.Abs(p); err == nil {
			p = a
		}
		out[i] = p
	}
	return out
}

func baseName(p string) string { return filepath.Base(p) }

// checkLog records what a write would do in check mode (never the value).
func (b *Browser) checkLog(ctx context.Context, op string, t Target, f Field, sensitive bool) {
	if b.opts.Logger == nil {
		return
	}
	attrs := []slog.Attr{slog.String("op", op), slog.Bool("check", true)}
	if t != nil {
		attrs = append(attrs, slog.String("target", t.String()))
	}
	if f.Kind != "" {
		attrs = append(attrs, slog.String("kind", string(f.Kind)), slog.String("label", f.Label))
	}
	if sensitive {
		attrs = append(attrs, slog.Bool("sensitive", true))
	}
	b.opts.Logger.LogAttrs(ctx, slog.LevelInfo, "surefill: would act", attrs...)
}
