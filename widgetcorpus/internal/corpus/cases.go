package corpus

import (
	"regexp"

	"github.com/surefill/surefill"
)

// The corpus: one page per library (testdata/widgets/<page>.html), its
// widgets labelled the way the library's docs show (a <label>, question
// text above, an aria-label only), required markers, and one label
// repeated in two sections. Versions are those pinned in
// testdata/widgets/package.json.

func in(section string, t surefill.Target) surefill.Target {
	return t.Within(surefill.Role("region", section))
}

var (
	lbl = surefill.Label
	bt  = func(v bool) fillStep { return fillStep{v, v} }
	fs  = func(v, want any) fillStep { return fillStep{v, want} }
)

// toggle is the cases of a box or a switch: on, off, cleared, and a
// locked twin asked to take the state it does not hold.
func toggle(name, label, key, locked, lockedKey string, lockedOn bool) widgetCase {
	return widgetCase{name: name, target: lbl(label), label: label, key: key,
		fills: []fillStep{bt(true), bt(false)}, clear: false,
		disabled: lbl(locked), disabledKey: lockedKey, disabledValue: !lockedOn}
}

var widgetPages = []widgetPage{
	{lib: "react-select", version: "5.10.2", page: "react-select", cases: []widgetCase{
		{name: "single", target: in("Shipping", lbl("Country")), label: "Country", within: "Shipping", key: "country",
			fills: []fillStep{fs("Canada", "ca"), fs("Japan", "jp")}, clear: nil_, missing: "Atlantis",
			disabled: lbl("Region (locked)"), disabledKey: "locked"},
		{name: "repeated label", target: in("Billing", lbl("Country")), label: "Country", within: "Billing", key: "billingCountry",
			fills: []fillStep{fs("France", "fr"), fs("Germany", "de")}, clear: nil_, missing: "Atlantis"},
		{name: "multi", target: lbl("Which languages do you use?"), label: "Which languages do you use?", key: "skills",
			fills: []fillStep{fs([]string{"Go", "Rust"}, []string{"go", "rust"}), fs([]string{"Python"}, []string{"py"})},
			clear: []string{}, missing: []string{"Cobol"}},
		{name: "async", target: lbl("City"), label: "City", key: "city",
			fills: []fillStep{fs("Berlin", "berlin"), fs("Lisbon", "lisbon")}, clear: nil_, missing: "Atlantis"},
		{name: "creatable multi", target: lbl("Labels"), label: "Labels", key: "labels",
			fills: []fillStep{fs([]string{"Go"}, []string{"go"}), fs([]string{"Rust", "Quantum"}, []string{"rust", "Quantum"})},
			clear: []string{}},
	}},
	{lib: "@mui/material", version: "9.5.0 (+ @mui/x-date-pickers 9.17.0)", page: "mui", cases: []widgetCase{
		{name: "text field with helper text", target: lbl("Full name"), label: "Full name", key: "name",
			fills: []fillStep{fs("Ada Lovelace", "Ada Lovelace"), fs("Grace Hopper", "Grace Hopper")}, clear: ""},
		{name: "select", target: in("Account", lbl("Plan")), label: "Plan", within: "Account", key: "plan",
			fills: []fillStep{fs("Pro", "pro"), fs("Team", "team")}, missing: "Gold",
			disabled: lbl("Tier (locked)"), disabledKey: "tier"},
		{name: "select, repeated label", target: in("Billing", lbl("Plan")), label: "Plan", within: "Billing", key: "billingPlan",
			fills: []fillStep{fs("Basic", "basic"), fs("Pro", "pro")}, missing: "Gold"},
		{name: "select with prices", target: lbl("Delivery"), label: "Delivery", key: "shipping",
			fills:   []fillStep{fs(surefill.OptionMatch(regexp.MustCompile(`^Express\b`)), "exp"), fs("Pickup (free)", "pickup")},
			missing: "Drone"},
		{name: "multiple select", target: lbl("Colors"), label: "Colors", key: "colors",
			fills: []fillStep{fs([]string{"Red", "Blue"}, []string{"red", "blue"}), fs([]string{"Green"}, []string{"green"})},
			clear: []string{}, missing: []string{"Purple"}},
		{name: "autocomplete", target: lbl("Favourite film"), label: "Favourite film", key: "film",
			fills: []fillStep{fs("Vertigo", "Vertigo"), fs("Alien", "Alien")}, clear: nil_, missing: "Jaws"},
		{name: "autocomplete multiple", target: lbl("Films seen"), label: "Films seen", key: "films",
			fills: []fillStep{fs([]string{"Psycho", "Casablanca"}, []string{"Psycho", "Casablanca"}), fs([]string{"Amadeus"}, []string{"Amadeus"})},
			clear: []string{}, missing: []string{"Jaws"}},
		{name: "date picker", target: lbl("Start date"), label: "Start date", key: "start",
			fills: []fillStep{fs("2025-03-14", "2025-03-14"), fs("2026-11-02", "2026-11-02")}, clear: nil_},
		{name: "checkbox", target: lbl("I accept the terms"), label: "I accept the terms", key: "terms",
			fills: []fillStep{bt(true), bt(false)}, clear: false, disabled: lbl("Newsletter (locked)"), disabledKey: "newsletter", disabledValue: false},
		{name: "radio group", target: lbl("T-shirt size"), label: "T-shirt size", key: "size",
			fills: []fillStep{fs("Medium", "m"), fs("Large", "l")}, missing: "Huge"},
		{name: "switch", target: lbl("Email alerts"), label: "Email alerts", key: "alerts",
			fills: []fillStep{bt(true), bt(false)}, clear: false, disabled: lbl("SMS alerts (locked)"), disabledKey: "sms"},
	}},
	{lib: "@radix-ui (react-select, checkbox, radio-group, switch)", version: "2.4.1, 1.4.1, 1.5.1, 1.4.1", page: "radix", cases: []widgetCase{
		{name: "select", target: in("Order", lbl("Fruit")), label: "Fruit", within: "Order", key: "fruit",
			fills: []fillStep{fs("Banana", "banana"), fs("Grape", "grape")}, missing: "Durian",
			disabled: lbl("Fruit (locked)"), disabledKey: "locked"},
		{name: "select, repeated label", target: in("Gift", lbl("Fruit")), label: "Fruit", within: "Gift", key: "billingFruit",
			fills: []fillStep{fs("Cherry", "cherry"), fs("Apple", "apple")}, missing: "Durian"},
		toggle("checkbox", "Accept terms", "terms", "Promotions (locked)", "promo", true),
		{name: "radio group, question above", target: lbl("Size"), label: "Size", key: "size",
			fills: []fillStep{fs("Medium", "m"), fs("Small", "s")}, missing: "Huge"},
		toggle("switch", "Dark mode", "dark", "Beta features (locked)", "beta", false),
	}},
	{lib: "@headlessui/react", version: "2.2.10", page: "headlessui", cases: []widgetCase{
		{name: "listbox", target: in("Task", lbl("Assignee")), label: "Assignee", within: "Task", key: "assignee",
			fills: []fillStep{fs("Kenton Towne", 2), fs("Katelyn Rohan", 5)}, missing: "Nobody Known",
			disabled: lbl("Approver (locked)"), disabledKey: "approver"},
		{name: "listbox, repeated label", target: in("Backup", lbl("Assignee")), label: "Assignee", within: "Backup", key: "backupAssignee",
			fills: []fillStep{fs("Therese Wunsch", 3), fs("Durward Reynolds", 1)}, missing: "Nobody Known"},
		{name: "listbox multiple", target: lbl("Reviewers"), label: "Reviewers", key: "reviewers",
			fills: []fillStep{fs([]string{"Kenton Towne", "Benedict Kessler"}, []int{2, 4}), fs([]string{"Katelyn Rohan"}, []int{5})},
			clear: []int{}, missing: []string{"Nobody Known"}},
		{name: "combobox", target: lbl("Owner"), label: "Owner", key: "owner",
			fills: []fillStep{fs("Benedict Kessler", 4), fs("Kenton Towne", 2)}, missing: "Nobody Known"},
		toggle("switch", "Notify me", "notify", "Archive (locked)", "archive", false),
		toggle("checkbox", "I agree", "agree", "Locked agreement", "locked", true),
		{name: "radio group, aria-label", target: lbl("Server size"), label: "Server size", key: "plan",
			fills: []fillStep{fs("Business", "Business"), fs("Startup", "Startup")}, missing: "Galactic",
			disabled: surefill.Role("radio", "Enterprise"), disabledKey: "plan"},
	}},
	{lib: "react-hook-form", version: "7.92.0", page: "react-hook-form", cases: []widgetCase{
		{name: "text validated on blur", target: in("Applicant", lbl("Email")), label: "Email", within: "Applicant", key: "email",
			fills: []fillStep{fs("ada@example.com", "ada@example.com"), fs("grace@example.org", "grace@example.org")}, clear: "",
			disabled: lbl("Account email (locked)"), disabledKey: "locked"},
		{name: "text, repeated label", target: in("Referee", lbl("Email")), label: "Email", within: "Referee", key: "bemail",
			fills: []fillStep{fs("ref@example.com", "ref@example.com")}, clear: ""},
		{name: "native select", target: lbl("Role"), label: "Role", key: "role",
			fills: []fillStep{fs("Designer", "design"), fs("Product manager", "pm")}, missing: "Astronaut"},
		{name: "checkbox", target: lbl("Open to remote work"), label: "Open to remote work", key: "remote",
			fills: []fillStep{bt(true), bt(false)}, clear: false},
		{name: "radio group", target: lbl("Preferred contact"), label: "Preferred contact", key: "contact",
			fills: []fillStep{fs("E-mail", "mail"), fs("Post", "post")}, missing: "Pigeon"},
		{name: "textarea, aria-label", target: lbl("Tell us about yourself"), label: "Tell us about yourself", key: "about",
			fills: []fillStep{fs("I like maps.", "I like maps."), fs("I like trains.", "I like trains.")}, clear: ""},
	}},
	{lib: "select2 (jquery 3.8.0)", version: "4.1.0", page: "select2", cases: []widgetCase{
		{name: "single", target: in("Shipping", lbl("Country")), label: "Country", within: "Shipping", key: "country",
			fills: []fillStep{fs("Canada", []string{"ca"}), fs("Japan", []string{"jp"})}, clear: []string{}, missing: "Atlantis",
			disabled: lbl("Region (locked)"), disabledKey: "locked"},
		{name: "single, repeated label", target: in("Billing", lbl("Country")), label: "Country", within: "Billing", key: "bcountry",
			fills: []fillStep{fs("France", []string{"fr"}), fs("Germany", []string{"de"})}, clear: []string{}, missing: "Atlantis"},
		{name: "multiple, question above", target: lbl("Which languages do you use?"), label: "Which languages do you use?", key: "langs",
			fills: []fillStep{fs([]string{"Go", "Rust"}, []string{"go", "rust"}), fs([]string{"Python"}, []string{"py"})},
			clear: []string{}, missing: []string{"Cobol"}},
		{name: "remote data", target: lbl("City"), label: "City", key: "city",
			fills: []fillStep{fs("Berlin", []string{"berlin"}), fs("Lisbon", []string{"lisbon"})}, missing: "Atlantis"},
	}},
	{lib: "tom-select", version: "2.6.2", page: "tom-select", cases: []widgetCase{
		{name: "single", target: in("Shipping", lbl("Country")), label: "Country", within: "Shipping", key: "country",
			fills: []fillStep{fs("Canada", []string{"ca"}), fs("Japan", []string{"jp"})}, clear: []string{}, missing: "Atlantis",
			disabled: lbl("Region (locked)"), disabledKey: "locked"},
		{name: "single, repeated label", target: in("Billing", lbl("Country")), label: "Country", within: "Billing", key: "bcountry",
			fills: []fillStep{fs("France", []string{"fr"}), fs("Germany", []string{"de"})}, clear: []string{}, missing: "Atlantis"},
		{name: "multiple", target: lbl("Languages"), label: "Languages", key: "langs",
			fills: []fillStep{fs([]string{"Go", "Rust"}, []string{"go", "rust"}), fs([]string{"Python"}, []string{"py"})},
			clear: []string{}, missing: []string{"Cobol"}},
		{name: "tags (creatable)", target: lbl("Tags"), label: "Tags", key: "tags",
			fills: []fillStep{fs([]string{"alpha", "beta"}, []string{"alpha", "beta"}), fs([]string{"gamma"}, []string{"gamma"})}, clear: []string{}},
		{name: "remote data", target: lbl("City"), label: "City", key: "city",
			fills: []fillStep{fs("Berlin", []string{"berlin"}), fs("Lisbon", []string{"lisbon"})}, clear: []string{}, missing: "Atlantis"},
	}},
	{lib: "choices.js", version: "11.2.4", page: "choices", cases: []widgetCase{
		{name: "single", target: in("Shipping", lbl("Country")), label: "Country", within: "Shipping", key: "country",
			fills: []fillStep{fs("Canada", []string{"ca"}), fs("Japan", []string{"jp"})}, missing: "Atlantis",
			disabled: lbl("Region (locked)"), disabledKey: "locked"},
		{name: "single, repeated label", target: in("Billing", lbl("Country")), label: "Country", within: "Billing", key: "bcountry",
			fills: []fillStep{fs("France", []string{"fr"}), fs("Germany", []string{"de"})}, missing: "Atlantis"},
		{name: "multiple", target: lbl("Languages"), label: "Languages", key: "langs",
			fills: []fillStep{fs([]string{"Go", "Rust"}, []string{"go", "rust"}), fs([]string{"Python"}, []string{"py"})},
			clear: []string{}, missing: []string{"Cobol"}},
		{name: "text tags", target: lbl("Tags"), label: "Tags", key: "tags",
			fills: []fillStep{fs([]string{"alpha", "beta"}, []string{"alpha", "beta"}), fs([]string{"gamma"}, []string{"gamma"})}, clear: []string{}},
	}},
	{lib: "intl-tel-input", version: "29.5.1", page: "intl-tel-input", cases: []widgetCase{
		{name: "phone with country picker", target: in("Contact", lbl("Phone")), label: "Phone", within: "Contact", key: "phone",
			fills: []fillStep{
				fs("+44 7400 123456", map[string]string{"number": "+447400123456", "country": "gb"}),
				fs("+1 201 555 0199", map[string]string{"number": "+12015550199", "country": "us"}),
			},
			clear: map[string]string{"number": "", "country": "us"}, disabled: lbl("Office phone (locked)"), disabledKey: "locked"},
		{name: "phone, repeated label", target: in("Emergency contact", lbl("Phone")), label: "Phone", within: "Emergency contact", key: "bphone",
			fills: []fillStep{fs("+33 6 12 34 56 78", map[string]string{"number": "+33612345678", "country": "fr"})}},
	}},
	{lib: "flatpickr", version: "4.6.13", page: "flatpickr", cases: []widgetCase{
		{name: "typed date", target: in("Booking", lbl("Check-in")), label: "Check-in", within: "Booking", key: "start",
			fills: []fillStep{fs("2025-03-14", []string{"2025-03-14"}), fs("2025-12-01", []string{"2025-12-01"})}, clear: []string{},
			disabled: lbl("Booked on (locked)"), disabledKey: "locked"},
		{name: "typed date, repeated label", target: in("Second room", lbl("Check-in")), label: "Check-in", within: "Second room", key: "bstart",
			fills: []fillStep{fs("2025-04-02", []string{"2025-04-02"})}, clear: []string{}},
		{name: "formatted display of a hidden input", target: lbl("Check-out"), label: "Check-out", key: "end",
			fills: []fillStep{fs("2025-03-20", []string{"2025-03-20"}), fs("2026-01-05", []string{"2026-01-05"})}, clear: []string{}},
	}},
	{lib: "primevue (vue 3.5.45)", version: "4.5.5", page: "primevue", cases: []widgetCase{
		{name: "input text", target: lbl("Traveller name"), label: "Traveller name", key: "name",
			fills: []fillStep{fs("Ada Lovelace", "Ada Lovelace"), fs("Grace Hopper", "Grace Hopper")}, clear: ""},
		{name: "select", target: in("Trip", lbl("City")), label: "City", within: "Trip", key: "city",
			fills: []fillStep{fs("Rome", "RM"), fs("Paris", "PRS")}, clear: nil_, missing: "Atlantis",
			disabled: lbl("Home city (locked)"), disabledKey: "locked", clearParts: primeClear},
		{name: "select, repeated label", target: in("Return", lbl("City")), label: "City", within: "Return", key: "bcity",
			fills: []fillStep{fs("London", "LDN"), fs("Istanbul", "IST")}, clear: nil_, missing: "Atlantis", clearParts: primeClear},
		{name: "multiselect", target: lbl("Stopovers"), label: "Stopovers", key: "cities",
			fills: []fillStep{fs([]string{"Rome", "London"}, []string{"RM", "LDN"}), fs([]string{"Paris"}, []string{"PRS"})},
			clear: []string{}, missing: []string{"Atlantis"}},
		{name: "autocomplete", target: lbl("Country"), label: "Country", key: "country",
			fills: []fillStep{fs("France", "France"), fs("Japan", "Japan")}, missing: "Atlantis"},
		{name: "date picker", target: lbl("Departure"), label: "Departure", key: "start",
			fills: []fillStep{fs("2025-03-14", "2025-03-14"), fs("2025-12-01", "2025-12-01")}, clear: nil_},
		toggle("checkbox", "I agree to the terms", "agree", "Insurance (locked)", "insurance", true),
		{name: "radio group", target: lbl("Seat"), label: "Seat", key: "size",
			fills: []fillStep{fs("Window", "w"), fs("Aisle", "a")}, missing: "Roof",
			disabled: surefill.Role("radio", "Middle"), disabledKey: "size"},
		toggle("toggle switch", "Price alerts", "alerts", "Upgrades (locked)", "upgrades", false),
	}},
	{lib: "@shoelace-style/shoelace", version: "2.20.1", page: "shoelace", cases: []widgetCase{
		{name: "input with help text", target: lbl("Full name"), label: "Full name", key: "name",
			fills: []fillStep{fs("Ada Lovelace", "Ada Lovelace"), fs("Grace Hopper", "Grace Hopper")}, clear: ""},
		{name: "select", target: in("Profile", lbl("Country")), label: "Country", within: "Profile", key: "country",
			fills: []fillStep{fs("Canada", "ca"), fs("Japan", "jp")}, clear: "", missing: "Atlantis",
			disabled: lbl("Region (locked)"), disabledKey: "locked"},
		{name: "select, repeated label", target: in("Shipping", lbl("Country")), label: "Country", within: "Shipping", key: "bcountry",
			fills: []fillStep{fs("France", "fr"), fs("Germany", "de")}, missing: "Atlantis"},
		{name: "select multiple", target: lbl("Languages"), label: "Languages", key: "langs",
			fills: []fillStep{fs([]string{"Go", "Rust"}, []string{"go", "rust"}), fs([]string{"Python"}, []string{"py"})},
			clear: []string{}, missing: []string{"Cobol"}},
		toggle("checkbox", "I agree to the terms", "agree", "Newsletter (locked)", "lockedbox", true),
		{name: "radio group", target: lbl("T-shirt size"), label: "T-shirt size", key: "size",
			fills: []fillStep{fs("Medium", "m"), fs("Large", "l")}, missing: "Huge",
			disabled: surefill.Role("radio", "Extra large"), disabledKey: "size"},
		toggle("switch", "Email alerts", "alerts", "SMS alerts (locked)", "lockedsw", false),
	}},
}

// primeClear is the map PrimeVue's selects need to be cleared: the clear
// icon is an <svg> with no role, name or tabindex, no key empties the
// select (Backspace and Delete on its combobox do nothing; its keydown
// handler has no case for them) and its list has no empty option. Its
// class says what it does, which only a draft reads: `surefill parts`
// drafts this map from the page with a value chosen (see
// cmd/surefill/parts_draft_test.go), and Clear's error names it.
var primeClear = surefill.CustomParts{Clear: ".p-select-clear-icon"}

// nil_ is a Clear case whose library state is null (a single choice
// cleared); a plain nil means "no clear case".
var nil_ = jsonNull{}

type jsonNull struct{}

func (jsonNull) MarshalJSON() ([]byte, error) { return []byte("null"), nil }
