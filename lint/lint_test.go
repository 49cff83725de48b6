package lint_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/surefill/surefill/lint"
)

// Each analyzer runs over the testdata packages (which import a stub of
// surefill under testdata/src/github.com/surefill/surefill); `// want`
// comments there are the expected findings, and a line without one must
// stay quiet.

func TestBrittleCSSTarget(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), lint.BrittleCSSTarget, "brittle", "clean", "lookalike")
}

func TestLiteralSecret(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), lint.LiteralSecret, "secret", "clean", "lookalike")
}

func TestSubmitUnconfirmed(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), lint.SubmitUnconfirmed,
		"submit", "submitconfirmed", "submitelsewhere", "submitnogrant", "clean", "lookalike")
}
