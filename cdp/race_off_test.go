//go:build !race

package cdp_test

const raceEnabled = false
