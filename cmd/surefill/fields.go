package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
	sftest "github.com/surefill/surefill/testing"
)

// listing is what fields prints: the page's fields and what there is to
// click, then each frame's.
type listing struct {
	URL string `json:"url"`
	// Status is the HTTP status the page was served with (live only).
	Status int              `json:"status,omitempty"`
	Fields []surefill.Field `json:"fields"`
	clicks
	Frames []frameListing `json:"frames,omitempty"`
}

// clicks is what there is to click: buttons, links, tabs, menu items, each
// with its verified target (Clickables), at most resolver.MaxClickables of
// Total.
type clicks struct {
	Clickables []surefill.Clickable `json:"clickables"`
	Total      int                  `json:"clickablesTotal"`
}

type frameListing struct {
	frameRef
	Fields []surefill.Field `json:"fields"`
	clicks
	// Note says why the frame's fields are missing, when they are.
	Note string `json:"note,omitempty"`
}

func runFields(ctx context.Context, e *env, c config) (int, error) {
	addr, file, err := source(c.args[0])
	if err != nil {
		return exitUsage, err
	}
	var l *listing
	if file != "" {
		l, err = fieldsOffline(file)
	} else {
		l, err = fieldsLive(ctx, e, c, addr)
	}
	if err != nil {
		return exitFailed, err
	}
	if c.json {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(l)
	} else {
		err = printListing(e.stdout, l)
	}
	if err == nil && l.Status != 0 && (l.Status < 200 || l.Status > 299) {
		// Listed all the same (an error page may be what is wanted), but
		// a script written from it would be filling the wrong page.
		return exitFailed, fmt.Errorf("%s answered HTTP %d %s: the listing is of that error page", l.URL, l.Status, http.StatusText(l.Status))
	}
	return exitOK, err
}

// clicksOf lists what there is to click in a saved document.
func clicksOf(d *dom.Document) (clicks, error) {
	cs, total, err := resolver.New(d, nil).Clickables(nil, false)
	return clicks{Clickables: cs, Total: total}, err
}

// fieldsOffline lists a saved page's fields (and its srcdoc frames') with
// package testing, the same resolver a script's offline tests use.
func fieldsOffline(file string) (*listing, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	all, err := sftest.FieldsOf(b, &sftest.Options{URL: file})
	if err != nil {
		return nil, err
	}
	// The page's own fields first; each frame's are listed below it.
	var fs []surefill.Field
	for _, f := range all {
		if f.Frame == "" {
			fs = append(fs, f)
		}
	}
	l := &listing{URL: file, Fields: fs}
	d, err := dom.Parse(b, nil)
	if err != nil {
		return nil, err
	}
	if l.clicks, err = clicksOf(d); err != nil {
		return nil, err
	}
	for _, f := range framesOf(d, "") {
		fl := frameListing{frameRef: f}
		if f.doc == nil {
			fl.Note = "runs in another process, so the saved page holds only its address: save it by that address"
		} else if fl.Fields, err = resolver.New(f.doc, nil).Fields(nil); err != nil {
			fl.Note = err.Error()
		} else if fl.clicks, err = clicksOf(f.doc); err != nil {
			fl.Note = err.Error()
		}
		l.Frames = append(l.Frames, fl)
	}
	return l, nil
}

// fieldsLive lists a live page's fields, then each iframe's through Frame.
func fieldsLive(ctx context.Context, e *env, c config, addr string) (*listing, error) {
	tab, closeTab, err := openPage(ctx, e, c, addr)
	if err != nil {
		return nil, err
	}
	defer closeTab()
	done := e.progress.step("listing fields")
	defer done()
	// The tab reaches the whole page; the top document is listed first,
	// then each frame under the Frame call that reaches it.
	fs, err := tab.Fields(ctx, surefill.MainFrame())
	if err != nil {
		return nil, err
	}
	u, err := tab.URL(ctx)
	if err != nil {
		return nil, err
	}
	l := &listing{URL: u, Fields: fs}
	if l.Status, err = tab.Status(ctx); err != nil {
		return nil, err
	}
	if l.Clickables, l.Total, err = tab.Clickables(ctx, surefill.MainFrame(), false); err != nil {
		return nil, err
	}
	saved, err := tab.Save(ctx)
	if err != nil {
		return nil, err
	}
	d, err := dom.Parse(saved, nil)
	if err != nil {
		return nil, err
	}
	for _, f := range framesOf(d, u) {
		fl := frameListing{frameRef: f}
		fr, err := waitFrame(ctx, e, tab, f.URL)
		switch {
		case err != nil:
			fl.Note = err.Error()
		case fr == nil:
			fl.Note = fmt.Sprintf("the frame did not load in %s (or it navigated elsewhere)", surefill.DefaultTimeout)
		default:
			if fl.Fields, err = fr.Fields(ctx, nil); err != nil {
				fl.Note = err.Error()
			} else if fl.Clickables, fl.Total, err = fr.Clickables(ctx, nil, false); err != nil {
				fl.Note = err.Error()
			}
		}
		l.Frames = append(l.Frames, fl)
	}
	return l, nil
}

// waitFrame finds the frame at addr, waiting up to surefill.DefaultTimeout
// for one the page is still loading (Frame waits for it): an iframe a
// script added after the page loaded is in the page before its document
// is. The wait is announced once a first short look found nothing.
func waitFrame(ctx context.Context, e *env, tab *surefill.Tab, addr string) (*surefill.Frame, error) {
	first, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	fr, err := frameOf(first, tab, addr)
	cancel()
	if fr != nil {
		return fr, nil
	}
	if ctx.Err() != nil {
		return nil, err
	}
	e.progress.note("waiting for the frame %s to load", addr)
	return frameOf(ctx, tab, addr)
}

// printListing writes the fields as Go: each line a verified target,
// ready to paste, and a comment with what the field is.
func printListing(w io.Writer, l *listing) error {
	tw := tabwriter.NewWriter(w, 0, 4, 1, ' ', 0)
	status := ""
	if l.Status != 0 && (l.Status < 200 || l.Status > 299) {
		status = fmt.Sprintf(" (HTTP %d %s)", l.Status, http.StatusText(l.Status))
	}
	fmt.Fprintf(tw, "// %s%s: %s; each target verified to name that field and nothing else\n", l.URL, status, plural(len(l.Fields), "field"))
	writeFields(tw, l.Fields)
	writeClicks(tw, l.clicks)
	for _, f := range l.Frames {
		if f.Note != "" {
			fmt.Fprintf(tw, "\n// frame %s:\n%s\t// (%s)\n", f.URL, f.Go, f.Note)
			continue
		}
		fmt.Fprintf(tw, "\n// frame %s: %s\n%s\t// check err; f is nil when the frame is not there\n", f.URL, plural(len(f.Fields), "field"), f.Go)
		writeFields(tw, f.Fields)
		writeClicks(tw, f.clicks)
	}
	return tw.Flush()
}

// writeClicks lists what there is to click, each with its verified target.
func writeClicks(w io.Writer, c clicks) {
	if c.Total == 0 {
		return
	}
	of := ""
	if c.Total > len(c.Clickables) {
		of = fmt.Sprintf(", the first %d of %d", len(c.Clickables), c.Total)
	}
	fmt.Fprintf(w, "// to click (tab.Click): %s%s\n", plural(c.Total, "thing"), of)
	for _, k := range c.Clickables {
		what := k.Role
		if len(k.Alternates) > 0 {
			alts := make([]string, len(k.Alternates))
			for i, a := range k.Alternates {
				alts[i] = a.String()
			}
			what += "; or " + strings.Join(alts, ", ")
		}
		if k.Target == nil {
			fmt.Fprintf(w, "// no verified target\t// %s %q\n", k.Role, k.Name)
			continue
		}
		fmt.Fprintf(w, "%s\t// %s\n", k.Target, what)
	}
}

func writeFields(w io.Writer, fs []surefill.Field) {
	for _, f := range fs {
		if f.Target == nil {
			fmt.Fprintf(w, "// no verified target\t// %q: %s\n", f.Label, describe(f))
			continue
		}
		fmt.Fprintf(w, "%s\t// %s\n", f.Target, describe(f))
	}
}

// describe says what a field is in one line: kind, required, value,
// options, alternates. A sensitive value is never printed.
func describe(f surefill.Field) string {
	parts := []string{string(f.Kind)}
	if f.InputType != "" && f.InputType != "text" && f.InputType != string(f.Kind) {
		parts[0] += " (" + f.InputType + ")"
	}
	if f.Multiple {
		parts = append(parts, "multiple")
	}
	if f.Required {
		parts = append(parts, "required")
	}
	switch {
	case f.Sensitive:
		parts = append(parts, "sensitive: value withheld")
	case f.Kind == surefill.KindFile && !f.Empty:
		if names, ok := f.Value.([]string); ok {
			parts = append(parts, "holds "+quoteList(names, 8))
		} else {
			parts = append(parts, "holds a file")
		}
	case !f.Empty && f.Value != nil:
		parts = append(parts, "value "+valueString(f.Value))
	}
	if len(f.Options) > 0 {
		parts = append(parts, "options: "+quoteList(f.Options, 8))
	}
	if f.Invalid {
		msg := "invalid"
		if f.Error != "" {
			msg += " (" + f.Error + ")"
		}
		parts = append(parts, msg)
	}
	if len(f.Alternates) > 0 {
		alts := make([]string, len(f.Alternates))
		for i, a := range f.Alternates {
			alts[i] = a.String()
		}
		parts = append(parts, "or "+strings.Join(alts, ", "))
	}
	return strings.Join(parts, "; ")
}

func valueString(v surefill.Value) string {
	switch x := v.(type) {
	case string:
		return strconv.Quote(x)
	case []string:
		return "[" + quoteList(x, 8) + "]"
	}
	return fmt.Sprint(v)
}

func quoteList(xs []string, max int) string {
	var b strings.Builder
	for i, x := range xs {
		if i == max {
			fmt.Fprintf(&b, ", … (%d more)", len(xs)-max)
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Quote(x))
	}
	return b.String()
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
