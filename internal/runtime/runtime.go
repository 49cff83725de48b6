// Package runtime holds the page runtime surefill installs in an isolated
// world of every document: read-back of values and validity, a mutation
// counter that tells the Go side its snapshot is stale, and the submit
// guard. It reports raw facts only; naming and matching stay in Go.
package runtime

import _ "embed"

// WorldName is the isolated world the runtime lives in.
const WorldName = "surefill"

// Source is the runtime: runtime.js, then the projection.
var Source = runtimeJS + projectJS

//go:embed runtime.js
var runtimeJS string

// projectJS is the projection the live model is built from.
//
//go:embed project.js
var projectJS string
