package resolver

import "testing"

func TestFold(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Email", "email"},
		{"  E-mail  * ", "e-mail"},
		{"Prénom :", "prenom"},
		{"Nom de famille\u00a0:", "nom de famille"},
		{"Phone (Optional)", "phone"},
		{"Phone (optional) *:", "phone"},
		{"First\tname\n", "first name"},
		{"STRASSE", "strasse"},
		{"Straße", "strasse"},
		{"Ölçek  Büyüklüğü", "olcek buyuklugu"},
		{"zero\u200bwidth", "zerowidth"},
		{"***", ""},
		{"", ""},
		{"already clean", "already clean"},
		{"Why? ", "why?"},
	}
	for _, c := range cases {
		if got := fold(c.in); got != c.want {
			t.Errorf("fold(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got := display("  Email  address *: "); got != "Email address" {
		t.Errorf("display = %q", got)
	}
	if got := Normalize("Ça va ?"); got != "ca va ?" {
		t.Errorf("Normalize = %q", got)
	}
}

func BenchmarkFold(b *testing.B) {
	for b.Loop() {
		fold("What is your applicant detail number 17? *")
		fold("already clean text")
		fold("Adresse électronique")
	}
}
