// Command genpages writes the bench pages and their plans into pages/.
// Run from bench/: go run ./cmd/genpages (or go generate ./pages).
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"

	"github.com/surefill/surefill/bench/internal/gen"
)

func main() {
	out := flag.String("out", "pages", "directory to write into")
	flag.Parse()
	files, err := gen.Files()
	if err != nil {
		log.Fatal(err)
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(*out, name), b, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
