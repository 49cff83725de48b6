package act

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"github.com/surefill/surefill/accname"
	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
)

// submitWords are the button names a Click refuses without the submit
// grant and a yes from Confirm: a button whose name starts with one of
// them (ignoring case and accents) reads like a submission. The list is
// part of the documented contract and tested.
var submitWords = []string{
	"submit", "send", "pay", "place order", "purchase", "buy", "confirm order", "complete order", "apply now", "finish",
	"envoyer", "soumettre", "payer", "commander", // French
	"senden", "absenden", "bezahlen", "jetzt kaufen", "bestellen", // German
	"enviar", "pagar", "comprar", // Spanish, Portuguese
	"invia", "paga", "acquista", // Italian
	"verzenden", "betalen", "bestellen", // Dutch
}

// SubmitWords returns a copy of the submission words.
func SubmitWords() []string { return slices.Clone(submitWords) }

// looksLikeSubmit reports whether clicking el would submit: a submit
// button of a form, or any button or link whose name starts with a
// submission word.
func LooksLikeSubmit(el *dom.Node) bool {
	name := resolver.Normalize(accname.Name(el))
	if name == "" {
		name = resolver.Normalize(el.AttrOr("value"))
	}
	for _, w := range submitWords {
		if name == w || strings.HasPrefix(name, w+" ") {
			return true
		}
	}
	return false
}

// checkPaths refuses uploads that would send the wrong thing, and returns
// the paths the browser is to be handed: each resolved (symbolic links
// followed) before it is judged, so what is checked is what is sent. A
// path outside the Read roots is not_permitted whether or not it exists
// (no existence oracle); inside them it must be a regular, readable file
// (opened without blocking, so a FIFO cannot hang the call); several files
// go only into an input that takes several.
func checkPaths(ctx context.Context, env *Env, input *dom.Node, paths []string) ([]string, *Error) {
	if len(paths) == 0 {
		return nil, &Error{Code: NoOption, Op: "Upload", Detail: "no file given", Next: "pass at least one path"}
	}
	if len(paths) > 1 && !input.HasAttr("multiple") {
		return nil, &Error{Code: NoOption, Op: "Upload", Detail: fmt.Sprintf("%d files for an input that takes one", len(paths)), Next: "pass one path"}
	}
	out := make([]string, len(paths))
	for i, p := range paths {
		if err := ctx.Err(); err != nil {
			return nil, &Error{Code: Timeout, Op: "Upload", Detail: "the call ran out of time", Err: err}
		}
		abs, err := filepath.Abs(p)
		if err != nil {
			return nil, &Error{Code: NotFound, Op: "Upload", Detail: fmt.Sprintf("%s is not a usable path: %v", p, err), Next: "pass a path to a readable file"}
		}
		resolved, rerr := filepath.EvalSymlinks(abs)
		if rerr != nil {
			resolved = abs // judged by where it would be
		}
		if !env.ReadAllowed(resolved) {
			return nil, &Error{Code: NotPermitted, Op: "Upload", Detail: fmt.Sprintf("%s is outside the granted read roots %q", p, env.ReadRoots),
				Next: fmt.Sprintf("add %q to Options.Grants.Read", filepath.Dir(abs))}
		}
		if rerr != nil {
			return nil, &Error{Code: NotFound, Op: "Upload", Detail: fmt.Sprintf("the file %s cannot be read: %v", p, rerr), Next: "pass a path to a readable file"}
		}
		if err := openRegular(resolved); err != nil {
			return nil, &Error{Code: NotFound, Op: "Upload", Detail: fmt.Sprintf("%s %v", p, err), Next: "pass a path to a regular, readable file"}
		}
		out[i] = resolved
	}
	return out, nil
}

// openRegular opens a file without blocking (a FIFO or device would block
// an ordinary open) and accepts it only when it is a regular file.
func openRegular(path string) error {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return fmt.Errorf("cannot be read: %w", err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return fmt.Errorf("cannot be read: %w", err)
	}
	if !fi.Mode().IsRegular() {
		return errors.New("is not a regular file")
	}
	return nil
}

func baseName(p string) string { return filepath.Base(p) }
