// Command jobapply is surefill's demo: it serves a realistic job
// application form on loopback (question text above inputs, Yes/No
// buttons, an asynchronous location combobox, a custom single-select, a
// checkbox group, a résumé upload behind a styled button, an equal
// opportunity survey in a cross-origin iframe, and a cookie banner that
// covers the form until accepted), fills it in headless Chromium through
// the public API, prints the action log and a JSON summary, writes a
// screenshot, and stops before submitting.
//
// It submits only with -submit, which also grants submit and asks for a
// yes first. It exits non-zero if any field did not commit.
package main

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/surefill/surefill"
)

//go:embed site
var site embed.FS

func main() {
	out := flag.String("out", "demo-out", "folder for the screenshot and the résumé")
	submit := flag.Bool("submit", false, "submit the application (asks to confirm first)")
	headful := flag.Bool("headful", false, "show the browser window")
	flag.Parse()
	if err := run(*out, *submit, *headful); err != nil {
		fmt.Fprintln(os.Stderr, "jobapply:", err)
		os.Exit(1)
	}
}

// serve starts the form on 127.0.0.1 and the survey on 127.0.0.2, a
// different site, so the survey iframe runs out of process.
func serve() (formURL string, stop func(), err error) {
	files, _ := fs.Sub(site, "site")
	survey, err := net.Listen("tcp", "127.0.0.2:0")
	if err != nil {
		return "", nil, fmt.Errorf("second loopback address: %w", err)
	}
	main, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		survey.Close()
		return "", nil, err
	}
	surveyURL := "http://" + survey.Addr().String() + "/survey.html"
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.FileServerFS(files).ServeHTTP(w, r)
			return
		}
		b, _ := fs.ReadFile(files, "apply.html")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(strings.ReplaceAll(string(b), "{{SURVEY_URL}}", surveyURL)))
	})
	mux.HandleFunc("/submitted", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "<!doctype html><title>Thank you</title><h1>Application received</h1><p id=ref>Reference NW-1042</p>")
	})
	s1 := &http.Server{Handler: mux}
	s2 := &http.Server{Handler: http.FileServerFS(files)}
	go s1.Serve(main)
	go s2.Serve(survey)
	return "http://" + main.Addr().String() + "/", func() { s1.Close(); s2.Close() }, nil
}

func run(out string, submit, headful bool) error {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	resume := filepath.Join(out, "resume.txt")
	if err := os.WriteFile(resume, []byte("Ada Lovelace — platform engineer\n"), 0o644); err != nil {
		return err
	}
	formURL, stop, err := serve()
	if err != nil {
		return err
	}
	defer stop()

	grants := surefill.Grants{Allow: []surefill.Grant{surefill.Forms}, Sites: []string{"127.0.0.1", "127.0.0.2"}, Read: []string{out}}
	if submit {
		grants.Allow = append(grants.Allow, surefill.Submit)
	}
	logger := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{}))
	b, err := surefill.Launch(ctx, &surefill.Options{Grants: grants, Logger: logger, Headful: headful})
	if err != nil {
		return err
	}
	defer b.Close()
	tab, err := b.NewTab(ctx, formURL)
	if err != nil {
		return err
	}

	// The cookie banner covers the form's lower part until accepted.
	if err := tab.Click(ctx, surefill.Role("button", "Accept all")); err != nil {
		return err
	}

	var filled []surefill.Filled
	var failed []string
	fill := func(s surefill.Scope, t surefill.Target, v any) {
		f, err := s.Fill(ctx, t, v, nil)
		if err != nil {
			failed = append(failed, err.Error())
			return
		}
		filled = append(filled, f)
	}
	fill(tab, surefill.Label("First name"), "Ada")
	fill(tab, surefill.Label("Last name"), "Lovelace")
	fill(tab, surefill.Label("Email"), "ada@example.org")
	fill(tab, surefill.Label("Phone"), "5551234567")
	fill(tab, surefill.Label("Where are you based?"), "Lisbon, Portugal")
	fill(tab, surefill.Label("When could you start?"), "2027-02-01")
	fill(tab, surefill.Label("Years of professional experience"), "6–10")
	fill(tab, surefill.Label("Which of these have you run in production?"), []string{"Kubernetes", "PostgreSQL"})
	fill(tab, surefill.Label("Are you legally authorized to work in the EU?"), "Yes")
	fill(tab, surefill.Label("Will you now or in the future require visa sponsorship?"), "No")
	fill(tab, surefill.Label("Preferred way of working"), "Remote")
	fill(tab, surefill.Label("Why do you want to join Northwind Labs?"), "I like boring, reliable infrastructure.")
	if f, err := tab.Upload(ctx, surefill.Label("Résumé / CV"), resume); err != nil {
		failed = append(failed, err.Error())
	} else {
		filled = append(filled, f)
	}
	survey, err := tab.Frame(ctx, "/survey.html")
	if err != nil {
		return err
	}
	if survey == nil {
		failed = append(failed, "the survey iframe was not found")
	} else {
		fill(survey, surefill.Label("Gender"), "Prefer not to say")
		fill(survey, surefill.Label("Do you identify as a person with a disability?"), "Prefer not to say")
	}
	fill(tab, surefill.Label("I agree to the processing of my data"), true)

	shot, err := tab.Screenshot(ctx)
	if err == nil {
		err = os.WriteFile(filepath.Join(out, "filled.png"), shot, 0o644)
	}
	if err != nil {
		return err
	}
	summary, _ := json.MarshalIndent(map[string]any{"filled": filled, "failed": failed}, "", "  ")
	fmt.Println(string(summary))
	fmt.Printf("screenshot: %s\n", filepath.Join(out, "filled.png"))
	if len(failed) > 0 {
		return fmt.Errorf("%d field(s) did not commit", len(failed))
	}
	if !submit {
		fmt.Println("stopped before submitting (run with -submit to send it)")
		return nil
	}
	if !b.Confirm(ctx, "Submit the application to Northwind Labs?") {
		fmt.Println("not confirmed: nothing was submitted")
		return nil
	}
	if err := tab.Click(ctx, surefill.Role("button", "Submit application")); err != nil {
		return err
	}
	if err := tab.WaitForNavigation(ctx); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	ref, err := tab.Text(ctx, surefill.CSS("#ref"))
	if err != nil {
		return err
	}
	fmt.Println("submitted:", ref)
	return nil
}
