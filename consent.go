package surefill

import (
	"context"
	"log/slog"
	"os"
	"strings"

	"github.com/surefill/surefill/resolver"
)

// EnvConsent is the environment variable through which the person running
// a script answers its Confirm questions ahead of time, for a run nobody
// watches: the questions they agree to, separated by ";", each written as
// the script asks it (case, runs of white space and a final "?" or "."
// aside). A question it does not name is asked on the terminal as usual,
// and is answered no when nobody is there. There is no "yes to all".
//
//	SUREFILL_CONSENT='Sign in to app.example.com?' go run ./signin
const EnvConsent = "SUREFILL_CONSENT"

// ConsentTo is a Confirmer that says yes to exactly the given questions
// (compared as EnvConsent compares them) and no to any other: consent a
// script takes from its own flag or configuration, given by the person
// for this run.
func ConsentTo(questions ...string) Confirmer {
	c := consent{}
	for _, q := range questions {
		if k := consentKey(q); k != "" {
			c[k] = true
		}
	}
	return c
}

type consent map[string]bool

func (c consent) Confirm(ctx context.Context, message string) (bool, error) {
	return c[consentKey(message)], nil
}

// consentKey folds a question for comparison.
func consentKey(q string) string {
	q = strings.TrimSpace(q)
	q = strings.TrimRight(q, "?.")
	return resolver.Normalize(q)
}

// defaultConfirmer answers when the script gave no Confirmer: the
// questions the person named in SUREFILL_CONSENT, else the terminal.
type defaultConfirmer struct{ log *slog.Logger }

func (d defaultConfirmer) Confirm(ctx context.Context, message string) (bool, error) {
	if v := os.Getenv(EnvConsent); v != "" {
		if ok, _ := ConsentTo(strings.Split(v, ";")...).Confirm(ctx, message); ok {
			if d.log != nil {
				d.log.LogAttrs(ctx, slog.LevelInfo, "surefill", slog.String("op", "Confirm"), slog.String("answer", "yes"), slog.String("by", EnvConsent))
			}
			return true, nil
		}
	}
	return terminalConfirmer{}.Confirm(ctx, message)
}
