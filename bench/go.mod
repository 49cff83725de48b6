module github.com/surefill/surefill/bench

go 1.26.0

// The library under test is the one in this repository; the peers are
// dependencies of the bench only, never of the library.
replace github.com/surefill/surefill => ../

require (
	github.com/chromedp/cdproto v0.159.3
	github.com/chromedp/chromedp v0.23.0
	github.com/gobwas/ws v1.5.0
	github.com/surefill/surefill v0.0.0-00010101000000-000000000000
)

require (
	github.com/andybalholm/cascadia v1.3.5 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/gobwas/httphead v0.1.0 // indirect
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3 // indirect
	github.com/tdewolff/parse/v2 v2.8.20 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/term v0.47.0 // indirect
	golang.org/x/text v0.44.0 // indirect
)
