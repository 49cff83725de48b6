package surefill

import (
	"fmt"
	"strings"
)

// A navigation the browser could not complete reports a net error name
// (net::ERR_CONNECTION_REFUSED); a script reads what it means instead.
// Names are Chromium's net/base/net_error_list.h.
var netErrors = map[string]string{
	"ABORTED":                  "the navigation was aborted: the answer was no page (an empty 204 response or a download), or another navigation replaced it",
	"CONNECTION_REFUSED":       "the server refused the connection (nothing listens at that address)",
	"CONNECTION_RESET":         "the connection was reset",
	"CONNECTION_CLOSED":        "the server closed the connection without an answer",
	"EMPTY_RESPONSE":           "the server closed the connection without an answer",
	"CONNECTION_TIMED_OUT":     "the connection timed out",
	"TIMED_OUT":                "the request timed out",
	"ADDRESS_UNREACHABLE":      "the address is unreachable",
	"NAME_NOT_RESOLVED":        "the host name does not resolve (no such site, or no DNS)",
	"INTERNET_DISCONNECTED":    "the browser has no network connection",
	"UNSAFE_PORT":              "the browser refuses to connect to that port (an unsafe port)",
	"INVALID_URL":              "the address is not a valid URL",
	"TOO_MANY_REDIRECTS":       "the site redirects in a loop",
	"BLOCKED_BY_CLIENT":        "the browser blocked the request",
	"BLOCKED_BY_RESPONSE":      "the site's response forbids showing it here",
	"BLOCKED_BY_ADMINISTRATOR": "the browser's policy blocks the address",
	"INVALID_RESPONSE":         "the server's answer is not valid HTTP",
	"SSL_PROTOCOL_ERROR":       "the secure connection failed",
	"HTTP2_PROTOCOL_ERROR":     "the server's HTTP/2 answer is not valid",
	"FILE_NOT_FOUND":           "no such file",
	"ACCESS_DENIED":            "access to the file was denied",
}

// netErrorText says what a navigation error text means, without the
// browser's name for it.
func netErrorText(text string) string {
	name, ok := strings.CutPrefix(text, "net::ERR_")
	if !ok {
		return "the browser did not load the page"
	}
	if s, ok := netErrors[name]; ok {
		return s
	}
	switch {
	case strings.HasPrefix(name, "CERT_"):
		return "the site's certificate is not trusted (" + words(strings.TrimPrefix(name, "CERT_")) + ")"
	case strings.HasPrefix(name, "SSL_"):
		return "the secure connection failed (" + words(strings.TrimPrefix(name, "SSL_")) + ")"
	}
	return "the page did not load (" + words(name) + ")"
}

// words turns an error name into lower-case words: CONNECTION_FAILED is
// "connection failed".
func words(name string) string { return strings.ToLower(strings.ReplaceAll(name, "_", " ")) }

// navigationFailed is the error of a navigation the browser reported
// failed. Most failures put the browser's error page in the frame, so the
// document the script had is gone (Changed); an aborted navigation (no
// error page) leaves it in place, unless the frame's document was seen
// replaced meanwhile.
func (s *scope) navigationFailed(op, url, errorText string, navBefore int64) error {
	changed := errorText != "net::ERR_ABORTED" || s.f.P.NavOf(s.f.ID) != navBefore
	s.f.Invalidate()
	return &FieldError{Code: NotFound, Op: op, Detail: fmt.Sprintf("navigating to %s failed: %s", url, netErrorText(errorText)),
		Next: "check the address and that the site is reachable", Changed: changed}
}
