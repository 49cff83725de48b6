package guards

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/internal/livetest"
)

func init() {
	livetest.Pages["/probe"] = `<!doctype html><title>probe</title>
<label for=pw>Password</label><input id=pw type=password autocomplete=new-password>
<label for=cc>Card number</label><input id=cc autocomplete=cc-number>
<label for=otp>Code</label><input id=otp autocomplete=one-time-code maxlength=4>
<label for=note>Note</label><input id=note>
<label for=pick>Plan</label><select id=pick><option>Basic</option><option>Pro</option></select>
<button type=button onclick="const p=document.getElementById('pw'); p.type='text';">Show password</button>`
}

// TestSecretProbe fills known secrets through every path a value can take
// and scans every byte the SDK produced: results, errors, the action log at
// debug level, check mode, listings, snapshots, saved HTML and recovered
// panics. The count of secret bytes found must be zero.
func TestSecretProbe(t *testing.T) {
	secrets := []string{"Pr0be-Passw0rd!", "4111111111111111", "Q7x9", "Sn3aky-Note-Value", "Sn3aky-Option"}
	var out bytes.Buffer // everything the SDK gave back, concatenated
	record := func(v ...any) {
		for _, x := range v {
			fmt.Fprintf(&out, "%v\n%+v\n", x, x)
			if b, err := json.Marshal(x); err == nil {
				out.Write(b)
			}
		}
	}
	var logs livetest.SyncBuffer
	logger := slog.New(slog.NewJSONHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	for _, check := range []bool{false, true} {
		b := livetest.Connect(t, surefill.Options{Grants: livetest.FormsGrant, Logger: logger, CheckMode: check})
		tab, ctx := livetest.OpenPage(t, b, "/probe")
		quick := &surefill.FillOptions{Timeout: 300 * time.Millisecond}
		// Fills that commit, sensitive by kind.
		for _, c := range []struct {
			t surefill.Target
			v string
		}{{surefill.Label("Password"), secrets[0]}, {surefill.Label("Card number"), secrets[1]}, {surefill.Label("Code"), secrets[2]}} {
			f, err := tab.Fill(ctx, c.t, c.v, nil)
			record(f, err)
		}
		// Sensitive by option.
		f, err := tab.Fill(ctx, surefill.Label("Note"), secrets[3], &surefill.FillOptions{Sensitive: true})
		record(f, err)
		// Errors on purpose, each carrying a secret value.
		f, err = tab.Fill(ctx, surefill.Label("Plan"), secrets[4], &surefill.FillOptions{Sensitive: true})
		record(f, err)
		f, err = tab.Fill(ctx, surefill.Label("Missing field"), secrets[0], quick)
		record(f, err)
		f, err = tab.Fill(ctx, surefill.Label("Code"), secrets[1], nil) // longer than maxlength
		record(f, err)
		f, err = tab.Fill(ctx, surefill.Label("Password"), []string{secrets[0]}, nil)
		record(f, err)
		// The toggle, then every reading path.
		record(tab.Click(ctx, surefill.Role("button", "Show password")))
		fields, err := tab.Fields(ctx, nil)
		record(fields, err)
		text, err := tab.Text(ctx, surefill.Label("Password"))
		record(text, err)
		v, ok, err := tab.Attr(ctx, surefill.Label("Password"), "value")
		record(v, ok, err)
		snap, err := tab.Snapshot(ctx)
		record(snap, err)
		html, err := tab.Save(ctx)
		record(string(html), err)
		// A panic recovered in a test prints the values it holds.
		func() {
			defer func() { record(recover()) }()
			panic(fmt.Sprint(f, err))
		}()
		_ = context.Background
	}
	out.WriteString(logs.String())
	found := 0
	for _, s := range secrets {
		found += strings.Count(out.String(), s) * len(s)
	}
	t.Logf("secret probe: scanned %d bytes of results, errors, listings, snapshots, saved HTML and logs; %d secret bytes found", out.Len(), found)
	if found != 0 {
		for _, s := range secrets {
			if i := strings.Index(out.String(), s); i >= 0 {
				lo := max(0, i-200)
				t.Errorf("secret %q leaked: ...%s...", s, out.String()[lo:min(out.Len(), i+len(s)+50)])
			}
		}
	}
}
