package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/resolver"
	sftest "github.com/surefill/surefill/testing"
)

// listing is what fields prints: the page's fields, then each frame's.
type listing struct {
	URL    string           `json:"url"`
	Fields []surefill.Field `json:"fields"`
	Frames []frameListing   `json:"frames,omitempty"`
}

type frameListing struct {
	frameRef
	Fields []surefill.Field `json:"fields"`
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
		return exitOK, enc.Encode(l)
	}
	return exitOK, printListing(e.stdout, l)
}

// fieldsOffline lists a saved page's fields (and its srcdoc frames') with
// package testing, the same resolver a script's offline tests use.
func fieldsOffline(file string) (*listing, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	fs, err := sftest.FieldsOf(b, &sftest.Options{URL: file})
	if err != nil {
		return nil, err
	}
	l := &listing{URL: file, Fields: fs}
	d, err := dom.Parse(b, nil)
	if err != nil {
		return nil, err
	}
	for _, f := range framesOf(d, "") {
		fl := frameListing{frameRef: f}
		if f.doc == nil {
			fl.Note = "runs in another process, so the saved page holds only its address: save it by that address"
		} else if fl.Fields, err = resolver.New(f.doc, nil).Fields(nil); err != nil {
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
	fs, err := tab.Fields(ctx, nil)
	if err != nil {
		return nil, err
	}
	u, err := tab.URL(ctx)
	if err != nil {
		return nil, err
	}
	l := &listing{URL: u, Fields: fs}
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
		fr, err := frameOf(ctx, tab, f.URL)
		switch {
		case err != nil:
			fl.Note = err.Error()
		case fr == nil:
			fl.Note = "the frame was not found by its address (it may have navigated)"
		default:
			if fl.Fields, err = fr.Fields(ctx, nil); err != nil {
				fl.Note = err.Error()
			}
		}
		l.Frames = append(l.Frames, fl)
	}
	return l, nil
}

// printListing writes the fields as Go: each line a verified target,
// ready to paste, and a comment with what the field is.
func printListing(w io.Writer, l *listing) error {
	tw := tabwriter.NewWriter(w, 0, 4, 1, ' ', 0)
	fmt.Fprintf(tw, "// %s: %s; each target verified to name that field and nothing else\n", l.URL, plural(len(l.Fields), "field"))
	writeFields(tw, l.Fields)
	for _, f := range l.Frames {
		fmt.Fprintf(tw, "\n// frame %s: f, _ := %s", f.URL, f.Go)
		if f.Note != "" {
			fmt.Fprintf(tw, "\n// (%s)\n", f.Note)
			continue
		}
		fmt.Fprintf(tw, " — %s\n", plural(len(f.Fields), "field"))
		writeFields(tw, f.Fields)
	}
	return tw.Flush()
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
	if f.Kind == surefill.KindText && f.InputType != "" && f.InputType != "text" {
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
