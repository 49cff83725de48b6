package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/surefill/surefill/cdp/cdptest"
)

// readmeApply has the two questions the README's first script answers; it
// tells its server each change a person's input made (trusted events).
const readmeApply = `<!doctype html><title>Apply</title><form aria-label="Apply">
<p><label>Email <input type="email" name="email"></label></p>
<fieldset><legend>Are you legally authorized to work in the EU?</legend>
  <label><input type="radio" name="authorized" value="yes"> Yes</label>
  <label><input type="radio" name="authorized" value="no"> No</label>
</fieldset>
<button>Submit application</button></form>
<script>
// A synchronous request: the server has heard the change before the
// script's read-back returns, so a script that exits right after cannot
// outrun it.
document.addEventListener("change", (e) => {
  if (!e.isTrusted) return;
  const x = new XMLHttpRequest();
  x.open("POST", "/changed", false);
  x.send(e.target.name + "=" + e.target.value);
});
</script>`

// TestReadmeFirstScript runs the README's first script, as written but for
// the address, against a page on loopback: it must be short (its main at
// most 12 lines), exit 0, and leave on the page what it says, as the
// page's server heard it.
func TestReadmeFirstScript(t *testing.T) {
	chrome := cdptest.Chrome(t) // skips outside CI without a browser, fails in CI
	_, blocks := readmeBlocks(t)
	var script string
	for _, b := range blocks {
		if pkg, ok := packageOf(b.body); b.lang == "go" && ok && pkg == "main" {
			script = b.body
			break
		}
	}
	if script == "" {
		t.Fatal("the README has no script")
	}
	_, body, ok := strings.Cut(script, "func main() {\n")
	body, _, ok2 := strings.Cut(body, "\n}\n")
	if !ok || !ok2 {
		t.Fatalf("the README's first script has no main:\n%s", script)
	}
	if n := strings.Count(body, "\n") + 1; n > 12 {
		t.Errorf("the README's first script's main is %d lines; at most 12", n)
	}
	const addr = "https://jobs.example.com/apply"
	if !strings.Contains(script, addr) {
		t.Fatalf("the README's first script does not open %s", addr)
	}

	var mu sync.Mutex
	var changed []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/apply":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			io.WriteString(w, readmeApply)
		case "/changed":
			b, _ := io.ReadAll(r.Body)
			mu.Lock()
			changed = append(changed, string(b))
			mu.Unlock()
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()

	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	mod := t.TempDir()
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	for name, content := range map[string]string{
		"go.mod":  "module readmescript\n\ngo 1.26\n\nrequire github.com/surefill/surefill v0.0.0\n\nreplace github.com/surefill/surefill => " + root + "\n",
		"go.sum":  string(sum),
		"main.go": strings.Replace(script, addr, srv.URL+"/apply", 1),
	} {
		if err := os.WriteFile(filepath.Join(mod, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bin := filepath.Join(mod, "script")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = mod
	build.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("the README's first script does not build: %v\n%s", err, out)
	}
	run := exec.CommandContext(t.Context(), bin)
	run.Env = append(os.Environ(), "SUREFILL_CHROME="+chrome)
	if out, err := run.CombinedOutput(); err != nil {
		t.Fatalf("the README's first script failed: %v\n%s", err, out)
	}
	mu.Lock()
	defer mu.Unlock()
	for _, want := range []string{"email=ada@example.org", "authorized=yes"} {
		found := false
		for _, c := range changed {
			found = found || c == want
		}
		if !found {
			t.Errorf("the page's server never heard %s (it heard %q)", want, changed)
		}
	}
}
