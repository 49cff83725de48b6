// Package react runs the live widget corpus's "react" half (see
// ../internal/corpus): a test binary, and a timeout, of its own.
package react

import (
	"testing"

	"github.com/surefill/surefill/widgetcorpus/internal/corpus"
)

func TestMain(m *testing.M) { corpus.Main(m) }

func TestWidgetCorpus(t *testing.T) { corpus.Run(t, "react") }
