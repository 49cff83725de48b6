package guards

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
)

func TestActionLogNeverHoldsValues(t *testing.T) {
	var buf livetest.SyncBuffer
	b := livetest.Connect(t, surefill.Options{Grants: livetest.FormsGrant, Logger: slog.New(slog.NewJSONHandler(&buf, nil))})
	tab, ctx := livetest.OpenPage(t, b, "/widgets")
	if _, err := tab.Fill(ctx, surefill.Label("Full name"), "Zebediah Quux", nil); err != nil {
		t.Fatal(err)
	}
	if _, err := tab.Fill(ctx, surefill.Label("Password"), "pa55-w0rd-xyz", nil); err != nil {
		t.Fatal(err)
	}
	_, err := tab.Fill(ctx, surefill.Label("Favourite colour"), "Mauve-secret", nil)
	if !errors.Is(err, surefill.NoOption) {
		t.Fatalf("want no_option, got %v", err)
	}
	log := buf.String()
	for _, want := range []string{`"op":"Fill"`, `"target":"surefill.Label(\"Full name\")"`, `"site":"127.0.0.1:`, `"outcome":"ok"`, `"outcome":"no_option"`, `"took":`} {
		if !strings.Contains(log, want) {
			t.Errorf("action log lacks %s:\n%s", want, log)
		}
	}
	for _, line := range strings.Split(strings.TrimSpace(log), "\n") {
		if strings.Contains(line, `"op":"Fill"`) && !strings.Contains(line, `"site":"127.0.0.1:`) {
			t.Errorf("a Fill line names no site: %s", line)
		}
	}
	for _, secret := range []string{"Zebediah", "pa55-w0rd-xyz", "Mauve-secret"} {
		if strings.Contains(log, secret) {
			t.Errorf("action log holds a value %q:\n%s", secret, log)
		}
	}
}

func TestSensitiveStaysAfterShowPassword(t *testing.T) {
	b := livetest.Launch(t, livetest.FormsGrant)
	tab, ctx := livetest.OpenPage(t, b, "/secret")
	if _, err := tab.Fill(ctx, surefill.Label("Password"), "s3cr3t-value", nil); err != nil {
		t.Fatal(err)
	}
	// The page's "show password" toggle turns the input into a text field.
	if err := tab.Click(ctx, surefill.Role("button", "Show password")); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitFor(ctx, surefill.CSS("input[type=text]#pw"), nil); err != nil {
		t.Fatal(err)
	}
	fields, err := tab.Fields(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, f := range fields {
		if f.Label == "Password" {
			found = true
			if !f.Sensitive || f.Value != nil && f.Value != "" {
				t.Errorf("after the toggle the field lists as %+v", f)
			}
		}
		if strings.Contains(fmt.Sprintf("%+v", f), "s3cr3t") {
			t.Errorf("listing leaks the secret: %+v", f)
		}
	}
	if !found {
		t.Error("the password field is missing from the listing")
	}
	f, err := tab.Fill(ctx, surefill.Label("Password"), "another-s3cr3t", nil)
	if err != nil {
		t.Fatal(err)
	}
	if !f.Sensitive || f.Value != nil {
		t.Errorf("a fill after the toggle is not sensitive: %+v", f)
	}
	if _, err := tab.Text(ctx, surefill.Label("Password")); !errors.Is(err, surefill.NotPermitted) {
		t.Errorf("reading a sensitive field's text: %v", err)
	}
}

func TestCheckModeWritesNothing(t *testing.T) {
	for _, viaEnv := range []bool{false, true} {
		t.Run(fmt.Sprintf("env=%v", viaEnv), func(t *testing.T) {
			var buf livetest.SyncBuffer
			o := surefill.Options{Grants: livetest.FormsGrant, Logger: slog.New(slog.NewTextHandler(&buf, nil))}
			if viaEnv {
				t.Setenv(surefill.EnvCheck, "1")
			} else {
				o.CheckMode = true
			}
			b := livetest.Connect(t, o)
			tab, ctx := livetest.OpenPage(t, b, "/widgets")
			if _, err := tab.Fill(ctx, surefill.Label("Full name"), "Should Not Appear", nil); err != nil {
				t.Fatal(err)
			}
			// A broken target still fails in check mode: that is its point.
			if _, err := tab.Fill(ctx, surefill.Label("Nonexistent"), "x", &surefill.FillOptions{Timeout: 200 * time.Millisecond}); !errors.Is(err, surefill.NotFound) {
				t.Errorf("check mode let a missing target pass: %v", err)
			}
			if err := tab.Click(ctx, surefill.Label("Newsletter")); err != nil {
				t.Fatal(err)
			}
			// After a skipped click it may be what the click reveals: passed
			// over, and listed as not checked.
			if _, err := tab.Fill(ctx, surefill.Label("Nonexistent"), "x", nil); err != nil || !slices.Contains(b.Unchecked(), `Fill surefill.Label("Nonexistent")`) {
				t.Errorf("after a skipped click, a missing target: %v, unchecked %q", err, b.Unchecked())
			}
			fields, err := tab.Fields(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range fields {
				if f.Label == "Full name" && f.Value != "" {
					t.Errorf("check mode wrote %v", f.Value)
				}
				if f.Label == "Newsletter" && f.Value == true {
					t.Error("check mode clicked")
				}
			}
			if !strings.Contains(buf.String(), "would act") || strings.Contains(buf.String(), "Should Not Appear") {
				t.Errorf("check log wrong:\n%s", buf.String())
			}
		})
	}
}

func TestConfirmGatesSubmit(t *testing.T) {
	answer := false
	asked := ""
	b := livetest.Connect(t, surefill.Options{
		Grants: surefill.Grants{Allow: []surefill.Grant{surefill.Submit}},
		Confirmer: surefill.ConfirmFunc(func(ctx context.Context, m string) (bool, error) {
			asked = m
			return answer, nil
		}),
	})
	tab, ctx := livetest.OpenPage(t, b, "/submit")
	// Submit granted, but no yes yet: refused before the click.
	if err := tab.Click(ctx, surefill.Role("button", "Send application")); !errors.Is(err, surefill.NotPermitted) {
		t.Fatalf("submit before Confirm: %v", err)
	}
	if b.Confirm(ctx, "Send it?") || asked != "Send it?" {
		t.Fatal("a no was taken as yes")
	}
	if err := tab.Click(ctx, surefill.Role("button", "Send application")); !errors.Is(err, surefill.NotPermitted) {
		t.Fatalf("submit after a no: %v", err)
	}
	answer = true
	if !b.Confirm(ctx, "Send it?") {
		t.Fatal("a yes was lost")
	}
	if err := tab.Click(ctx, surefill.Role("button", "Send application")); err != nil {
		t.Fatalf("submit after a yes: %v", err)
	}
	if err := tab.WaitFor(ctx, surefill.Text("Received"), nil); err != nil {
		t.Errorf("the submission did not go through: %v", err)
	}
}

func TestConfirmUnattendedIsNo(t *testing.T) {
	b := livetest.Connect(t, surefill.Options{})
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	// Tests run without a terminal on stdin: the default answers no.
	if b.Confirm(ctx, "Proceed?") {
		t.Error("an unattended Confirm said yes")
	}
	slow := livetest.Connect(t, surefill.Options{Confirmer: surefill.ConfirmFunc(func(ctx context.Context, m string) (bool, error) {
		<-ctx.Done()
		return true, ctx.Err()
	})})
	ctx2, cancel2 := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel2()
	if slow.Confirm(ctx2, "Proceed?") {
		t.Error("an unanswered Confirm said yes")
	}
}
