//go:build race

package cdp_test

// raceEnabled is true when the tests run under the race detector, whose
// overhead makes latency figures meaningless.
const raceEnabled = true
