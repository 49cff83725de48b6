package act

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/surefill/surefill/dom"
)

func TestSubmitWordsIsACopy(t *testing.T) {
	w := SubmitWords()
	if len(w) == 0 {
		t.Fatal("no submission words")
	}
	for i := range w {
		w[i] = "changed"
	}
	if SubmitWords()[0] == "changed" {
		t.Fatal("changing the returned slice changed the rule")
	}
	doc, err := dom.Parse([]byte(`<button>Submit application</button><button>Next</button>`), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []bool
	for _, n := range doc.Nodes {
		if n.IsElement("button") {
			names = append(names, LooksLikeSubmit(n))
		}
	}
	if len(names) != 2 || !names[0] || names[1] {
		t.Fatalf("looks like a submission: %v, want [true false]", names)
	}
}

func TestCheckPaths(t *testing.T) {
	root, outside := t.TempDir(), t.TempDir()
	ok := filepath.Join(root, "cv.pdf")
	os.WriteFile(ok, []byte("%PDF"), 0o600)
	secret := filepath.Join(outside, "key")
	os.WriteFile(secret, []byte("k"), 0o600)
	link := filepath.Join(root, "link.pdf")
	if err := os.Symlink(secret, link); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(root, "pipe.pdf")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	env := &Env{ReadRoots: []string{root}, ReadAllowed: func(p string) bool {
		r, _ := filepath.EvalSymlinks(root)
		rel, err := filepath.Rel(r, p)
		return err == nil && !strings.HasPrefix(rel, "..")
	}}
	doc, _ := dom.Parse([]byte(`<input type=file>`), nil)
	var input *dom.Node
	for _, n := range doc.Nodes {
		if n.IsElement("input") {
			input = n
		}
	}
	ctx := context.Background()
	got, ferr := checkPaths(ctx, env, input, []string{ok})
	if ferr != nil || len(got) != 1 {
		t.Fatalf("a file under the root: %v %v", got, ferr)
	}
	for name, c := range map[string]struct {
		path string
		code Code
	}{
		"a link out of the root":   {link, NotPermitted},
		"an existing file outside": {secret, NotPermitted},
		"a missing file outside":   {filepath.Join(outside, "missing"), NotPermitted},
		"a missing file inside":    {filepath.Join(root, "missing"), NotFound},
		"a FIFO":                   {fifo, NotFound},
	} {
		start := time.Now()
		_, ferr := checkPaths(ctx, env, input, []string{c.path})
		if ferr == nil || ferr.Code != c.code {
			t.Errorf("%s: %v, want %s", name, ferr, c.code)
		}
		if d := time.Since(start); d > time.Second {
			t.Errorf("%s took %v", name, d)
		}
	}
}
