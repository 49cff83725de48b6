package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/cdp/cdptest"
	"github.com/surefill/surefill/resolver"
)

// listingPages is a form with inputs of several types, a button that adds
// a section (it tells the server when a person's click reached it), a
// link, and an iframe with a field and a button of its own.
var listingPages = map[string]string{
	"/": `<!doctype html><title>Jobs</title>
<form aria-label="Experience">
  <p><label>Cover letter <textarea name="letter"></textarea></label></p>
  <p><label>Work email <input type="email" name="email"></label></p>
  <p><label>Start date <input type="date" name="start"></label></p>
  <p><label>Résumé <input type="file" id="cv" name="cv"></label></p>
  <div id="positions"></div>
  <button type="button" id="add">Add another position</button>
</form>
<p><a href="/privacy">Privacy policy</a></p>
<iframe src="/survey.html" title="Survey"></iframe>
<script>
// A file already chosen, as after an upload: the listing says which.
const chosen = new DataTransfer();
chosen.items.add(new File(["%PDF-1.4"], "resume-ada.pdf", {type: "application/pdf"}));
document.getElementById("cv").files = chosen.files;
document.getElementById("add").addEventListener("click", (e) => {
  if (e.isTrusted) fetch("/added", {method: "POST"});
});
</script>`,
	"/survey.html": `<!doctype html><title>Survey</title><label>Rating <input name="rating"></label> <button type="button">Next question</button>`,
}

func serveListing(t *testing.T, added chan<- string) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/added" {
			select {
			case added <- r.Host:
			default:
			}
			return
		}
		body, ok := listingPages[r.URL.Path]
		if !ok {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.WriteHeader(http.StatusNotFound)
			io.WriteString(w, `<!doctype html><title>Not found</title><h1>Not found</h1><a href="/">Home</a>`)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, body)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// TestFieldsListing: the listing shows input types, the file a file input
// holds, and what there is to click, with targets that work on the live page; a frame's line finds
// the frame when the site runs on another port; an error page exits 1
// with one error prefix.
func TestFieldsListing(t *testing.T) {
	chrome := cdptest.Chrome(t) // skips outside CI without a browser, fails in CI
	added := make(chan string, 4)
	first := serveListing(t, added)

	out, errOut, code := runCLI(t, "fields", "-chrome", chrome, first.URL+"/")
	if code != exitOK {
		t.Fatalf("fields: exit %d\n%s", code, errOut)
	}
	for _, line := range []*regexp.Regexp{
		regexp.MustCompile(`(?m)^surefill\.Label\("Cover letter"\) +// text \(textarea\)`),
		regexp.MustCompile(`(?m)^surefill\.Label\("Work email"\) +// text \(email\)`),
		regexp.MustCompile(`(?m)^surefill\.Label\("Start date"\) +// text \(date\)`),
		regexp.MustCompile(`(?m)^surefill\.Label\("Résumé"\) +// file; holds "resume-ada\.pdf"`),
		regexp.MustCompile(`(?m)^// to click \(tab\.Click\): 2 things$`),
		regexp.MustCompile(`(?m)^surefill\.Role\("button", "Add another position"\) +// button`),
		regexp.MustCompile(`(?m)^surefill\.Role\("link", "Privacy policy"\) +// link`),
		regexp.MustCompile(`(?m)^f, err := tab\.Frame\(ctx, "/survey\.html"\) +// check err`),
		regexp.MustCompile(`(?m)^surefill\.Role\("button", "Next question"\) +// button`),
	} {
		if !line.MatchString(out) {
			t.Errorf("the listing lacks %s:\n%s", line, out)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "f, err := tab.Frame") && strings.Contains(line, first.URL[strings.LastIndex(first.URL, ":"):]) {
			t.Errorf("a frame line names the port: %s", line)
		}
	}

	out, errOut, code = runCLI(t, "fields", "-chrome", chrome, "-json", first.URL+"/")
	if code != exitOK {
		t.Fatalf("fields -json: exit %d\n%s", code, errOut)
	}
	var l struct {
		Status     int `json:"status"`
		Clickables []struct {
			Role, Name, Target string
		} `json:"clickables"`
		Total  int `json:"clickablesTotal"`
		Frames []struct {
			Pattern string `json:"pattern"`
			Regexp  bool   `json:"regexp"`
			Go      string `json:"go"`
		} `json:"frames"`
	}
	if err := json.Unmarshal([]byte(out), &l); err != nil {
		t.Fatalf("fields -json: %v\n%s", err, out)
	}
	if l.Status != 200 || l.Total != 2 || len(l.Clickables) != 2 || len(l.Frames) != 1 {
		t.Fatalf("fields -json: %+v", l)
	}

	// The same site on another port: the frame pattern still finds the
	// frame, and the clickable's target reaches the button (the server
	// hears the click, and only from this run).
	second := serveListing(t, added)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	b, err := surefill.Launch(ctx, &surefill.Options{ChromePath: chrome, Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Forms}}})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	tab, err := b.NewTab(ctx, second.URL+"/")
	if err != nil {
		t.Fatal(err)
	}
	var pattern any = l.Frames[0].Pattern
	if l.Frames[0].Regexp {
		pattern = regexp.MustCompile(l.Frames[0].Pattern)
	}
	f, err := tab.Frame(ctx, pattern)
	if err != nil || f == nil {
		t.Fatalf("Frame(%v) on port %s: %v, %v", pattern, second.URL, f, err)
	}
	fs, err := f.Fields(ctx, nil)
	if err != nil || len(fs) != 1 || fs[0].Label != "Rating" {
		t.Errorf("the frame found: %+v, %v", fs, err)
	}
	var add surefill.Target
	for _, c := range l.Clickables {
		if c.Name == "Add another position" {
			if add, err = resolver.ParseTarget(c.Target); err != nil {
				t.Fatal(err)
			}
		}
	}
	if add == nil {
		t.Fatalf("no target for the button: %+v", l.Clickables)
	}
	if err := tab.Click(ctx, add); err != nil {
		t.Fatal(err)
	}
	select {
	case host := <-added:
		if host != strings.TrimPrefix(second.URL, "http://") {
			t.Errorf("the click reached %s", host)
		}
	case <-ctx.Done():
		t.Fatal("the page's server never heard the click")
	}

	// An error page: listed, exit 1, and one prefix on the error.
	out, errOut, code = runCLI(t, "fields", "-chrome", chrome, first.URL+"/nowhere")
	if code != exitFailed || !strings.Contains(out, "(HTTP 404 Not Found)") {
		t.Errorf("fields on a 404 page: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	if last := lastLine(errOut); !strings.HasPrefix(last, "surefill fields: http://") || !strings.Contains(last, "answered HTTP 404 Not Found") {
		t.Errorf("fields on a 404 page: stderr %q", errOut)
	}
	_, errOut, code = runCLI(t, "save", "-chrome", chrome, "http://127.0.0.1:1/")
	if last := lastLine(errOut); code != exitFailed || strings.Count(last, "surefill") != 1 || !strings.HasPrefix(last, "surefill save: ") {
		t.Errorf("save of a refused address: exit %d, stderr %q", code, errOut)
	}
}

// lastLine is the last line of s: where a command's error is, after its
// progress notes.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}
