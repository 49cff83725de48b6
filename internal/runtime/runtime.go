// Package runtime holds the page runtime surefill installs in an isolated
// world of every document: read-back of values and validity, a mutation
// counter that tells the Go side its snapshot is stale, and the submit
// guard. It reports raw facts only; naming and matching stay in Go.
package runtime

import _ "embed"

// WorldName is the isolated world the runtime lives in.
const WorldName = "surefill"

// Source is runtime.js.
//
//go:embed runtime.js
var Source string
