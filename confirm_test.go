package surefill

import (
	"bytes"
	"context"
	"os"
	"testing"
)

// An unattended run — stdin from /dev/null (a character device, which the
// old check took for a terminal) or from a pipe, even one that says "y" —
// is answered no, and no prompt is shown.
func TestConfirmUnattended(t *testing.T) {
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if _, err := w.WriteString("y\n"); err != nil {
		t.Fatal(err)
	}
	w.Close()
	for name, in := range map[string]*os.File{"/dev/null": null, "a pipe saying y": r} {
		var prompt bytes.Buffer
		ok, err := terminalConfirmer{in: in, out: &prompt}.Confirm(context.Background(), "Send it?")
		if ok || err != nil {
			t.Errorf("stdin from %s: Confirm = %v, %v; want false, nil", name, ok, err)
		}
		if prompt.Len() != 0 {
			t.Errorf("stdin from %s: prompt shown: %q", name, prompt.String())
		}
	}
	// What is left in the pipe shows that Confirm did not read the answer.
	buf := make([]byte, 8)
	if n, _ := r.Read(buf); string(buf[:n]) != "y\n" {
		t.Errorf("the pipe was read: %q left", buf[:n])
	}
}
