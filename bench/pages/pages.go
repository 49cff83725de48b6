// Package pages holds the bench pages and their plans, written by
// ../cmd/genpages and embedded so the runner serves them from memory.
package pages

import "embed"

//go:generate go run ../cmd/genpages -out .

// FS holds form60, form500 and big20k: each .html and its .plan.json.
//
//go:embed *.html *.plan.json
var FS embed.FS
