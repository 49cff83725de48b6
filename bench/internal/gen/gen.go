// Package gen writes the bench pages and their plans: form60.html (a
// 60-field mixed form), form500.html (500 labelled controls) and
// big20k.html (a ~20,000-node app page with one small form deep inside),
// each with its .plan.json. cmd/genpages writes them into pages/; a test
// there checks the committed files are what gen makes.
package gen

import (
	"encoding/json"
	"fmt"
	"html"
	"strings"

	"github.com/surefill/surefill/bench/internal/plan"
)

// Files returns every page and plan by file name.
func Files() (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, p := range []struct {
		name string
		gen  func() (string, plan.Plan)
	}{
		{"form60", form60},
		{"form500", form500},
		{"big20k", big20k},
	} {
		doc, pl := p.gen()
		pl.Page = p.name + ".html"
		b, err := json.MarshalIndent(pl, "", "  ")
		if err != nil {
			return nil, err
		}
		out[p.name+".html"] = []byte(doc)
		out[p.name+".plan.json"] = append(b, '\n')
	}
	return out, nil
}

// stateScript records the input and change events each control sees and
// exposes the controls' final state, so every peer's fill is checked the
// same way after its timed part.
const stateScript = `<script>
(() => {
  const seen = {};
  const note = (e) => {
    const id = e.target && e.target.id;
    if (!id) return;
    const s = (seen[id] ||= { untrusted: false });
    s[e.type] = true;
    if (!e.isTrusted) s.untrusted = true;
  };
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  window.__benchState = () => {
    const values = {};
    for (const el of document.querySelectorAll('input, select, textarea')) {
      if (el.id) values[el.id] = (el.type === 'checkbox' || el.type === 'radio') ? el.checked : el.value;
    }
    return JSON.stringify({ values, events: seen });
  };
})();
</script>`

const style = `<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 0; color: #222; }
main { max-width: 760px; margin: 0 auto; padding: 16px 24px 80px; }
.row { margin: 10px 0; }
.row > label { display: block; font-weight: 600; margin-bottom: 3px; }
input[type=text], input[type=email], input[type=tel], input[type=url], input[type=number], textarea, select { width: 100%; box-sizing: border-box; padding: 6px; font: inherit; }
textarea { height: 4.5em; }
fieldset { border: 1px solid #ccc; margin: 14px 0; padding: 8px 12px; }
.question { margin: 14px 0; }
.question-text { font-weight: 600; margin-bottom: 3px; }
.hint { color: #666; font-size: 13px; }
.checks label { display: block; margin: 4px 0; }
header.top { position: sticky; top: 0; background: #234; color: #fff; padding: 10px 24px; z-index: 2; }
</style>`

func page(title, body string) string {
	return "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + html.EscapeString(title) +
		"</title>\n" + style + "\n" + stateScript + "\n</head>\n<body>\n" + body + "</body>\n</html>\n"
}

func esc(s string) string { return html.EscapeString(s) }

// builder collects a page body and its plan together.
type builder struct {
	b  strings.Builder
	pl plan.Plan
}

func (g *builder) w(format string, args ...any) { fmt.Fprintf(&g.b, format, args...) }

func (g *builder) add(f plan.Field) { g.pl.Fields = append(g.pl.Fields, f) }

// text writes a labelled text-like control; wrap puts the control inside
// its label instead of pointing at it with for=.
func (g *builder) text(id, typ, label, value, hint string, wrap bool) {
	ctl := fmt.Sprintf(`<input type="%s" id="%s" name="%s">`, typ, id, id)
	if typ == "textarea" {
		ctl = fmt.Sprintf(`<textarea id="%s" name="%s"></textarea>`, id, id)
	}
	g.w(`<div class="row">`)
	if wrap {
		g.w(`<label>%s %s</label>`, esc(label), ctl)
	} else {
		g.w(`<label for="%s">%s</label>%s`, id, esc(label), ctl)
	}
	if hint != "" {
		g.w(`<div class="hint">%s</div>`, esc(hint))
	}
	g.w("</div>\n")
	g.add(plan.Field{ID: id, Kind: plan.Text, How: plan.ByLabel, Tag: typ, Label: label, Value: value})
}

// sel writes a labelled native select; options are "value=Label" pairs and
// the first is an empty placeholder.
func (g *builder) sel(id, label string, options []string, pick int) {
	g.w(`<div class="row"><label for="%s">%s</label><select id="%s" name="%s"><option value="">Choose…</option>`, id, esc(label), id, id)
	var f plan.Field
	for i, o := range options {
		v, l, _ := strings.Cut(o, "=")
		g.w(`<option value="%s">%s</option>`, esc(v), esc(l))
		if i == pick {
			f = plan.Field{ID: id, Kind: plan.Select, How: plan.ByLabel, Tag: "select", Label: label, Value: l, OptionValue: v}
		}
	}
	g.w("</select></div>\n")
	g.add(f)
}

func (g *builder) check(id, label string, wrap bool) {
	if wrap {
		g.w(`<label><input type="checkbox" id="%s" name="%s"> %s</label>`+"\n", id, id, esc(label))
	} else {
		g.w(`<div><input type="checkbox" id="%s" name="%s"> <label for="%s">%s</label></div>`+"\n", id, id, id, esc(label))
	}
	g.add(plan.Field{ID: id, Kind: plan.Checkbox, How: plan.ByLabel, Tag: "checkbox", Label: label})
}

func (g *builder) radios(name, legend string, options []string, pick int) {
	g.w(`<fieldset><legend>%s</legend>`, esc(legend))
	for i, o := range options {
		id := fmt.Sprintf("%s-%d", name, i+1)
		g.w(`<label><input type="radio" id="%s" name="%s" value="%s"> %s</label> `, id, name, esc(strings.ToLower(o)), esc(o))
		if i == pick {
			g.add(plan.Field{ID: id, Kind: plan.Radio, How: plan.ByGroup, Tag: "radio", Label: legend, Value: o})
		}
	}
	g.w("</fieldset>\n")
}

func (g *builder) question(id, typ, q, value string) {
	ctl := fmt.Sprintf(`<input type="%s" id="%s" name="%s">`, typ, id, id)
	if typ == "textarea" {
		ctl = fmt.Sprintf(`<textarea id="%s" name="%s"></textarea>`, id, id)
	}
	g.w(`<div class="question"><div class="question-text">%s</div><div class="answer">%s</div></div>`+"\n", esc(q), ctl)
	g.add(plan.Field{ID: id, Kind: plan.Text, How: plan.ByQuestion, Tag: typ, Label: q, Value: value})
}

func form60() (string, plan.Plan) {
	var g builder
	g.w(`<header class="top">Acme Careers — Application</header>` + "\n<main>\n<h1>Apply: Senior Platform Engineer</h1>\n<form id=\"apply\" action=\"/submitted\" method=\"post\" novalidate>\n")

	g.w("<h2>About you</h2>\n")
	g.text("first-name", "text", "First name", "Ada", "", false)
	g.text("middle-name", "text", "Middle name", "Augusta", "Optional", false)
	g.text("last-name", "text", "Last name", "Lovelace", "", false)
	g.text("preferred-name", "text", "Preferred name", "Ada L.", "If different from your first name", true)
	g.text("email", "email", "Email", "ada@example.org", "", false)
	g.text("email-confirm", "email", "Confirm email", "ada@example.org", "", false)
	g.text("phone", "tel", "Phone", "+44 20 7946 0958", "Include the country code", false)
	g.text("mobile", "tel", "Mobile phone", "+44 7700 900123", "", true)
	g.sel("pronouns", "Pronouns", []string{"she=she/her", "he=he/him", "they=they/them", "other=Other", "none=Prefer not to say"}, 0)
	g.sel("country", "Country", []string{"fr=France", "de=Germany", "gb=United Kingdom", "ie=Ireland", "it=Italy", "nl=Netherlands", "es=Spain", "se=Sweden", "ch=Switzerland", "us=United States", "ca=Canada", "au=Australia", "nz=New Zealand", "jp=Japan", "in=India", "br=Brazil"}, 2)

	g.w("<h2>Address</h2>\n")
	g.text("street", "text", "Street address", "12 Analytical Row", "", false)
	g.text("address2", "text", "Apartment, suite, etc.", "Flat 3", "", false)
	g.text("city", "text", "City", "London", "", false)
	g.text("region", "text", "State / Province", "Greater London", "", true)
	g.text("postcode", "text", "Postal code", "EC1A 1BB", "", false)
	g.sel("address-type", "Address type", []string{"home=Home", "work=Work", "other=Other"}, 0)

	g.w("<h2>Experience</h2>\n")
	g.text("current-title", "text", "Current job title", "Staff Engineer", "", false)
	g.text("current-employer", "text", "Current employer", "Difference Engines Ltd", "", false)
	g.text("years", "number", "Years of experience", "12", "", false)
	g.text("notice", "number", "Notice period (weeks)", "4", "", true)
	g.text("salary", "number", "Expected salary", "95000", "Yearly, before tax", false)
	g.sel("currency", "Currency", []string{"eur=EUR", "gbp=GBP", "usd=USD", "chf=CHF"}, 1)
	g.sel("seniority", "Seniority", []string{"junior=Junior", "mid=Mid-level", "senior=Senior", "staff=Staff", "principal=Principal"}, 3)
	g.sel("work-mode", "Work arrangement", []string{"onsite=On site", "hybrid=Hybrid", "remote=Remote"}, 1)
	g.sel("start", "Earliest start", []string{"now=Immediately", "1m=Within a month", "3m=Within three months", "later=Later"}, 1)
	g.sel("source", "How did you hear about us?", []string{"board=Job board", "friend=A friend", "event=An event", "search=Search engine", "social=Social media", "other=Other"}, 1)

	g.w("<h2>Links</h2>\n")
	g.text("website", "url", "Personal website", "https://ada.example.org", "", false)
	g.text("portfolio", "url", "Portfolio URL", "https://ada.example.org/work", "", true)
	g.text("github-user", "text", "Code hosting username", "ada-l", "", false)

	g.w("<h2>In your words</h2>\n")
	g.text("summary", "textarea", "Professional summary", "Twelve years building compilers and the platforms around them.", "", false)
	g.text("cover", "textarea", "Cover letter", "I would like to bring my experience with engines to your platform team.", "", false)
	g.text("accommodations", "textarea", "Accessibility needs", "None for the interview.", "Optional", false)

	g.w("<h2>Searching and codes</h2>\n")
	g.w(`<div class="row"><input type="text" id="referral-code" name="referral-code" aria-label="Referral code"></div>` + "\n")
	g.add(plan.Field{ID: "referral-code", Kind: plan.Text, How: plan.ByAria, Tag: "text", Label: "Referral code", Value: "REF-2024-77"})
	g.w(`<div class="row"><input type="text" id="campaign" name="campaign" aria-label="Campaign ID"></div>` + "\n")
	g.add(plan.Field{ID: "campaign", Kind: plan.Text, How: plan.ByAria, Tag: "text", Label: "Campaign ID", Value: "spring-hiring"})
	g.w(`<div class="row"><span id="lbl-linkedin">Professional profile link</span><input type="url" id="profile-link" name="profile-link" aria-labelledby="lbl-linkedin"></div>` + "\n")
	g.add(plan.Field{ID: "profile-link", Kind: plan.Text, How: plan.ByAria, Tag: "url", Label: "Professional profile link", Value: "https://profiles.example.org/ada"})
	g.w(`<div class="row"><h3 id="lbl-availability">Availability for interviews</h3><textarea id="availability" name="availability" aria-labelledby="lbl-availability"></textarea></div>` + "\n")
	g.add(plan.Field{ID: "availability", Kind: plan.Text, How: plan.ByAria, Tag: "textarea", Label: "Availability for interviews", Value: "Weekdays after 2 pm UK time."})

	g.w("<h2>A few questions</h2>\n")
	g.question("q-why", "text", "Why do you want to join this team?", "The platform work is what I enjoy most.")
	g.question("q-proud", "textarea", "Describe a project you are proud of.", "A compiler for a machine that was never fully built.")
	g.question("q-lang", "text", "Which programming languages do you use most?", "Go, C and some Rust")
	g.question("q-oncall", "text", "How do you feel about being on call?", "Fine with a fair rota.")
	g.question("q-team", "text", "What size of team do you prefer?", "Five to eight people")
	g.question("q-mentor", "textarea", "How have you mentored others?", "Pairing weekly with two juniors for a year.")
	g.question("q-travel", "text", "How much travel can you accept?", "Up to 10 percent")
	g.question("q-anything", "text", "Is there anything else we should know?", "No, thank you.")

	g.w("<h2>Preferences</h2>\n")
	g.radios("contact", "Preferred contact method", []string{"By email", "By phone", "By text message"}, 0)
	g.radios("relocate", "Are you willing to relocate?", []string{"Yes", "No"}, 0)
	g.radios("sponsor", "Do you require visa sponsorship?", []string{"Yes", "No"}, 1)
	g.radios("shift", "Preferred working hours", []string{"Early", "Standard", "Late", "Flexible"}, 3)

	g.w("<h2>Skills</h2>\n<div class=\"checks\">\n")
	for i, s := range []string{"Go", "Kubernetes", "PostgreSQL", "Terraform", "Linux", "Observability"} {
		g.check(fmt.Sprintf("skill-%d", i+1), s, true)
	}
	g.w("</div>\n<h2>Consent</h2>\n<div class=\"checks\">\n")
	g.check("newsletter", "Send me the engineering newsletter", false)
	g.check("talent-pool", "Keep my application on file for other roles", false)
	g.check("share", "Share my profile with partner companies", false)
	g.check("terms", "I accept the terms and conditions", false)
	g.check("privacy", "I have read the privacy notice", false)
	g.check("accurate", "The information I gave is accurate", false)
	g.w("</div>\n<p><button type=\"submit\">Submit application</button></p>\n</form>\n</main>\n")
	return page("Apply: Senior Platform Engineer", g.b.String()), g.pl
}

var optionWords = []string{"Alpha", "Bravo", "Charlie", "Delta", "Echo"}

func form500() (string, plan.Plan) {
	var g builder
	g.w("<main>\n<h1>Inventory audit</h1>\n<form id=\"audit\" action=\"/submitted\" method=\"post\" novalidate>\n")
	// 20 sections of 25 controls: 10 text, 5 checkboxes, 5 selects, 5
	// textareas, so every kind appears all down the page.
	n := map[string]int{}
	next := func(k string) int { n[k]++; return n[k] }
	for s := 1; s <= 20; s++ {
		g.w("<fieldset><legend>Section %d</legend>\n", s)
		for range 10 {
			i := next("text")
			g.text(fmt.Sprintf("t%03d", i), "text", fmt.Sprintf("Text field %03d", i), fmt.Sprintf("value %03d", i), "", false)
		}
		g.w("<div class=\"checks\">\n")
		for range 5 {
			i := next("check")
			g.check(fmt.Sprintf("c%03d", i), fmt.Sprintf("Checkbox %03d", i), i%2 == 0)
		}
		g.w("</div>\n")
		for range 5 {
			i := next("select")
			opts := make([]string, len(optionWords))
			for j, w := range optionWords {
				opts[j] = fmt.Sprintf("%s=%s %03d", strings.ToLower(w[:1]), w, i)
			}
			g.sel(fmt.Sprintf("s%03d", i), fmt.Sprintf("Select %03d", i), opts, i%len(opts))
		}
		for range 5 {
			i := next("textarea")
			g.text(fmt.Sprintf("n%03d", i), "textarea", fmt.Sprintf("Notes %03d", i), fmt.Sprintf("Notes for item %03d.", i), "", false)
		}
		g.w("</fieldset>\n")
	}
	g.w("<p><button type=\"submit\">Save audit</button></p>\n</form>\n</main>\n")
	return page("Inventory audit", g.b.String()), g.pl
}

var (
	firstNames = []string{"Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken", "Radia", "Niklaus", "Margaret", "John"}
	lastNames  = []string{"Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Allen", "Thompson", "Perlman", "Wirth", "Hamilton", "Backus"}
	statuses   = []string{"Open", "In review", "Blocked", "Done"}
	tags       = []string{"billing", "infra", "mobile", "web", "search", "data", "auth", "docs"}
)

// big20k is a single-page-app-like page: a navigation bar, a side menu,
// a long feed of ticket cards, and one small labelled form about two
// thirds of the way down. It has about 20,000 DOM nodes.
func big20k() (string, plan.Plan) {
	var g builder
	g.w(`<header class="top"><nav aria-label="Main"><a href="#">Home</a> <a href="#">Tickets</a> <a href="#">Reports</a> <a href="#">Settings</a> <input type="search" aria-label="Search tickets"></nav></header>` + "\n")
	g.w(`<div id="app" style="display:flex">` + "\n<aside style=\"width:200px\"><ul>")
	for i := 1; i <= 60; i++ {
		g.w(`<li><a href="#p%d">Project %d</a></li>`, i, i)
	}
	g.w("</ul></aside>\n<main style=\"max-width:900px\">\n<h1>Tickets</h1>\n")
	const cards = 900
	for i := 1; i <= cards; i++ {
		fn, ln := firstNames[i%len(firstNames)], lastNames[(i/3)%len(lastNames)]
		g.w(`<article class="card" data-id="%d"><header><h3>Ticket #%d: fix the %s flow</h3><span class="badge">%s</span></header>`, i, 1000+i, tags[i%len(tags)], statuses[i%len(statuses)])
		g.w(`<p>Reported by <b>%s %s</b> on day %d. Steps are in the description.</p>`, fn, ln, i%28+1)
		g.w(`<ul class="tags"><li>%s</li><li>%s</li><li>p%d</li></ul>`, tags[i%len(tags)], tags[(i+3)%len(tags)], i%4)
		g.w(`<footer><button type="button">Open</button><button type="button">Archive</button></footer></article>` + "\n")
		if i == cards*2/3 {
			g.w(`<section class="profile" aria-labelledby="profile-h"><h2 id="profile-h">Your profile</h2><form id="profile" novalidate>` + "\n")
			g.text("display-name", "text", "Display name", "Ada", "", false)
			g.text("work-email", "email", "Work email", "ada@example.org", "", false)
			g.text("work-phone", "tel", "Work phone", "+44 20 7946 0958", "", false)
			g.sel("team", "Team", []string{"plat=Platform", "web=Web", "data=Data"}, 0)
			g.w(`<p><button type="button">Save profile</button></p></form></section>` + "\n")
		}
	}
	g.w("</main>\n</div>\n")
	pl := g.pl
	one := pl.Fields[1] // Work email
	pl.One = &one
	return page("Tickets", g.b.String()), pl
}
