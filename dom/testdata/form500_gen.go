//go:build ignore

// form500_gen writes form500.html: a realistic 500-control application
// form (200 text inputs, 100 checkboxes, 100 selects, 100 textareas) with
// question-text containers and a <style> block of about 30 rules. The
// dom and resolver benchmarks share it.
//
//	go run form500_gen.go > form500.html
package main

import (
	"fmt"
	"os"
	"strings"
)

const style = `
:root { --accent: #2457d6; }
html, body { margin: 0; font-family: system-ui, sans-serif; }
body > header { display: flex; padding: 8px 16px; }
nav ul { list-style: none; display: flex; gap: 12px; }
.skip-link { position: absolute; left: -9999px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
form.application { max-width: 720px; margin: 0 auto; }
fieldset.section { border: 1px solid #ccc; margin: 16px 0; padding: 12px; }
fieldset.section > legend { font-weight: 600; }
.question { display: block; margin: 12px 0; }
.question .question-text { display: block; font-weight: 500; }
.question.required .question-text::after { content: " *"; color: #b00; }
.question .hint { display: block; color: #666; font-size: 0.9em; }
.question .error-message { display: none; color: #b00; }
.question.has-error .error-message { display: block; }
.question.has-error input, .question.has-error textarea { border-color: #b00; }
input[type="text"], input[type="email"], input[type="tel"], textarea, select { width: 100%; box-sizing: border-box; }
input[type="checkbox"] + label { margin-left: 4px; }
label.choice { display: inline-flex; align-items: center; }
textarea { min-height: 4em; resize: vertical; }
select[multiple] { height: 6em; }
.field-collapsed { visibility: hidden; }
.honeypot { display: none !important; }
.js-only { display: none; }
#debug-panel { display: none; }
.badge::before { content: "New: "; }
.counter::after { content: attr(data-count) " left"; }
.actions { display: flex; justify-content: flex-end; }
.actions button[type="submit"] { background: var(--accent); color: #fff; }
@media print { .actions { display: none; } }
@media screen { .print-only { display: none; } }
footer small { opacity: 0.8; }
`

var topics = []string{"Applicant", "Contact", "Address", "Employment", "Education", "References", "Preferences", "Health", "Travel", "Consent"}

func main() {
	var b strings.Builder
	w := func(f string, a ...any) { fmt.Fprintf(&b, f, a...) }
	w("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Application form</title>\n")
	w("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<link rel=\"stylesheet\" href=\"/assets/site.css\">\n")
	w("<style>%s</style>\n</head>\n<body>\n", style)
	w("<a class=\"skip-link\" href=\"#main\">Skip to content</a>\n")
	w("<header><a href=\"/\" class=\"logo\"><img src=\"/logo.svg\" alt=\"Home\"></a>\n<nav aria-label=\"Main\"><ul><li><a href=\"/jobs\">Jobs</a></li><li><a href=\"/help\">Help</a></li><li><a href=\"/account\">Account</a></li></ul></nav></header>\n")
	w("<main id=\"main\">\n<h1>Application <span class=\"badge\">2025</span></h1>\n<p class=\"print-only\">Printed copy</p>\n<div id=\"debug-panel\">debug</div>\n")
	w("<form class=\"application\" action=\"/apply\" method=\"post\" novalidate>\n")
	w("<input type=\"hidden\" name=\"csrf\" value=\"4f1c2a9e\">\n<div class=\"honeypot\"><label for=\"website\">Website</label><input id=\"website\" name=\"website\" tabindex=\"-1\" autocomplete=\"off\"></div>\n")
	text, check, sel, area := 0, 0, 0, 0
	for s := 0; s < 10; s++ {
		w("<fieldset class=\"section\" id=\"sec-%d\">\n<legend>%d. %s</legend>\n", s, s+1, topics[s])
		// Per section: 20 text inputs, 10 checkboxes, 10 selects, 10 textareas.
		for i := 0; i < 20; i++ {
			text++
			req := text%3 == 0
			cls := "question"
			if req {
				cls += " required"
			}
			if text%17 == 0 {
				cls += " has-error"
			}
			typ := []string{"text", "email", "tel", "text", "date"}[text%5]
			id := fmt.Sprintf("q%d-text", text)
			switch text % 4 {
			case 0: // label for=
				w("<div class=\"%s\">\n  <label class=\"question-text\" for=\"%s\">%s question %d</label>\n", cls, id, topics[s], text)
				w("  <input type=\"%s\" id=\"%s\" name=\"f%d\"", typ, id, text)
			case 1: // question text in a div, aria-labelledby
				w("<div class=\"%s\" role=\"group\" aria-labelledby=\"%s-q\">\n  <div class=\"question-text\" id=\"%s-q\">What is your %s detail number %d?</div>\n", cls, id, id, strings.ToLower(topics[s]), text)
				w("  <input type=\"%s\" aria-labelledby=\"%s-q\" name=\"f%d\" data-testid=\"field-%d\"", typ, id, text, text)
			case 2: // wrapping label
				w("<div class=\"%s\">\n  <label><span class=\"question-text\">%s line %d</span>\n  <input type=\"%s\" name=\"f%d\"", cls, topics[s], text, typ, text)
			default: // placeholder and hint
				w("<div class=\"%s\">\n  <span class=\"question-text\">Field %d of %s</span>\n  <span class=\"hint\" id=\"%s-hint\">Use the format shown on your documents.</span>\n", cls, text, topics[s], id)
				w("  <input type=\"%s\" id=\"%s\" name=\"f%d\" placeholder=\"e.g. value %d\" aria-describedby=\"%s-hint\"", typ, id, text, text, id)
			}
			if req {
				w(" required aria-required=\"true\"")
			}
			if text%7 == 0 {
				w(" value=\"prefilled %d\"", text)
			}
			if text%11 == 0 {
				w(" maxlength=\"40\" pattern=\"[A-Za-z ]+\"")
			}
			w(">")
			if text%4 == 2 {
				w("</label>")
			}
			w("\n  <span class=\"error-message\" role=\"alert\">This field needs an answer.</span>\n</div>\n")
		}
		w("<div class=\"question\" role=\"group\" aria-labelledby=\"sec-%d-checks\">\n  <div class=\"question-text\" id=\"sec-%d-checks\">Which of these apply to you?</div>\n", s, s)
		for i := 0; i < 10; i++ {
			check++
			id := fmt.Sprintf("c%d", check)
			checked := ""
			if check%4 == 0 {
				checked = " checked"
			}
			if check%2 == 0 {
				w("  <div class=\"choice-row\"><input type=\"checkbox\" id=\"%s\" name=\"opt%d\" value=\"yes\"%s><label for=\"%s\">Option %d for %s</label></div>\n", id, check, checked, id, check, topics[s])
			} else {
				w("  <label class=\"choice\"><input type=\"checkbox\" name=\"opt%d\" value=\"yes\"%s> Statement %d</label>\n", check, checked, check)
			}
		}
		w("</div>\n")
		for i := 0; i < 10; i++ {
			sel++
			id := fmt.Sprintf("s%d", sel)
			cls := "question"
			if sel%5 == 0 {
				cls += " field-collapsed"
			}
			w("<div class=\"%s\">\n  <label class=\"question-text\" for=\"%s\">Choose item %d</label>\n  <select id=\"%s\" name=\"sel%d\"", cls, id, sel, id, sel)
			if sel%10 == 3 {
				w(" multiple")
			}
			w(">\n    <option value=\"\">Select…</option>\n")
			for o := 1; o <= 6; o++ {
				selected := ""
				if sel%3 == 0 && o == 2 {
					selected = " selected"
				}
				if o == 4 {
					w("    <optgroup label=\"More\">\n")
				}
				w("    <option value=\"v%d\"%s>Choice %d</option>\n", o, selected, o)
				if o == 6 {
					w("    </optgroup>\n")
				}
			}
			w("  </select>\n</div>\n")
		}
		for i := 0; i < 10; i++ {
			area++
			id := fmt.Sprintf("t%d", area)
			w("<div class=\"question\">\n  <label class=\"question-text\" for=\"%s\">Tell us about topic %d</label>\n  <span class=\"counter\" data-count=\"500\"></span>\n", id, area)
			w("  <textarea id=\"%s\" name=\"ta%d\" rows=\"4\" maxlength=\"500\">", id, area)
			if area%6 == 0 {
				w("Draft answer %d", area)
			}
			w("</textarea>\n</div>\n")
		}
		w("</fieldset>\n")
	}
	w("<p class=\"js-only\">Saving…</p>\n<div class=\"actions\"><button type=\"button\" class=\"secondary\">Save draft</button> <button type=\"submit\">Submit application</button></div>\n</form>\n</main>\n")
	w("<footer><small>© Example Org. <a href=\"/privacy\">Privacy</a></small></footer>\n</body>\n</html>\n")
	if text != 200 || check != 100 || sel != 100 || area != 100 {
		panic("counts")
	}
	os.Stdout.WriteString(b.String())
}
