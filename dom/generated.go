package dom

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
