package dom

import "strings"

// GeneratedText evaluates a computed CSS content value (as a browser
// serializes it for ::before or ::after) for element n: the text it
// generates, the alternative text given after a slash, and whether it uses
// counters, whose values only the browser's layout knows (they evaluate to
// 0 here). A value that generates no box (none, normal, or one CSS would
// drop) gives ok false.
func GeneratedText(content string, n *Node) (text, alt string, hasAlt, counters, ok bool) {
	c, valid := parseContent(content)
	if !valid || c == nil {
		return "", "", false, false, false
	}
	text, alt, hasAlt = c.eval(n, nil)
	return text, alt, hasAlt, c.counters, true
}

// MarkerText is the text of a list item's ::marker box from its computed
// content and list-style-type and the item's number: the content when it
// generates text (the alternative text when given), none for content none,
// else the marker of the list-style-type. counters is as for GeneratedText.
func MarkerText(content, listStyle string, ordinal int, n *Node) (text string, counters bool) {
	switch content {
	case "none":
		return "", false
	case "normal", "":
	default:
		t, alt, hasAlt, c, ok := GeneratedText(content, n)
		if ok {
			if hasAlt {
				return alt, c
			}
			return t, c
		}
	}
	style, _ := listStyleType(strings.TrimSpace(listStyle), false)
	return listMarker(style, ordinal), false
}
