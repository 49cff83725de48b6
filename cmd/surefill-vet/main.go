// Command surefill-vet checks surefill scripts with the lint rules of
// package lint: brittle-css-target, literal-secret and submit-unconfirmed.
//
// Run it through go vet, which builds each package and hands it over:
//
//	go install github.com/surefill/surefill/cmd/surefill-vet
//	go vet -vettool=$(which surefill-vet) ./...
//
// or on its own, as `surefill-vet ./...`. A rule is turned off with its
// flag (-literal_secret=false); `surefill-vet help` lists them. It exits 1
// when it reports a finding (3 when run by go vet, which says so).
package main

import (
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/surefill/surefill/lint"
)

func main() { multichecker.Main(lint.Analyzers...) }
