package livedom

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
)

// generic is the projection as the generic decoder reads it.
func generic(data string) (*Projection, error) {
	var p Projection
	err := jsonv2.Unmarshal([]byte(data), &p)
	return &p, err
}

// checkSame: whatever the fast path accepts, the generic decoder reads the
// same way.
func checkSame(t *testing.T, data string) bool {
	t.Helper()
	fast, ok := decodeFast(data)
	if !ok {
		return false
	}
	want, err := generic(data)
	if err != nil {
		t.Fatalf("the fast path read %q, the generic decoder refused it: %v", data, err)
	}
	if !reflect.DeepEqual(fast, want) {
		t.Fatalf("%q:\nfast    %+v\ngeneric %+v", data, fast, want)
	}
	return true
}

func TestDecodeFast(t *testing.T) {
	for _, data := range []string{
		smallProjection,
		`{"url":"http://h/é","base":1073741824,"gen":3.5,"vgen":1e3,"s":["a\"b","\u00e9\ud83d\ude00","x\\/y",""],"p":[0,1],"d":[0,-1],"a":[0],"id":[7],"fi":null,"ft":[],"fm":[0,1,2,3]}`,
		`{"p":[0,1,1],"d":[0,-1,0],"s":["x"],"a":[[]],"id":[1],"pb":[1,0,1],"hosts":[],"sr":[]}`,
		`{}`,
		` { "p" : [ 0 , 1 ] , "d":[0,-1] } `,
		`{"later":{"a":[1,{"b":null}],"c":"d\n"},"tt":true,"ff":false,"nn":null,"xx":-1.5E+2}`,
	} {
		if !checkSame(t, data) {
			t.Errorf("the fast path refused the runtime's own form: %q", data)
		}
	}
	// Left to the generic decoder (which refuses or reads them its way).
	for _, data := range []string{
		`{"p":[0,1],"p":[0]}`, `{"x":1,"x":2}`, `{"p":[1.5]}`, `{"p":[01]}`, `{"gen":+1}`, `{"gen":1.}`,
		`{"p":[0,1]`, `{"p":[0,1]} x`, `{"a":["x"]}`, `{"s":["\x01"]}`, "{\"s\":[\"\xff\"]}",
		`{"p":[123456789012345678901]}`, `{"gen":.5}`,
	} {
		if checkSame(t, data) {
			t.Errorf("the fast path read %q", data)
		}
	}
}

func FuzzDecodeFast(f *testing.F) {
	f.Add(smallProjection)
	f.Add(`{"s":["a\"b"],"gen":-0.5e-3,"fi":null,"a":[0,[1,2]]}`)
	f.Fuzz(func(t *testing.T, data string) { checkSame(t, data) })
}

// bigProjection is a projection of n elements, each with a text node and
// two attributes, shaped as the runtime writes it.
func bigProjection(n int) string {
	var b strings.Builder
	b.WriteString(`{"url":"http://127.0.0.1/","base":1073741824,"gen":3,"vgen":1,"s":["div","class","row","Item","id"`)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, `,"e%d"`, i)
	}
	b.WriteString(`],"p":[0`)
	for i := 0; i < n; i++ {
		b.WriteString(",1,1")
	}
	b.WriteString(`],"d":[0`)
	for i := 0; i < n; i++ {
		b.WriteString(",-1,3")
	}
	b.WriteString(`],"a":[`)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "[1,2,4,%d]", 5+i)
	}
	b.WriteString(`],"ns":[],"id":[`)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprint(&b, i+1)
	}
	b.WriteString(`],"v":[],"c":[],"sel":[],"f":[],"fn":[],"pb":[],"pa":[],"hosts":[],"fi":[],"ft":[],"fm":[],"sr":[]}`)
	return b.String()
}

func TestBigProjectionSame(t *testing.T) {
	if !checkSame(t, bigProjection(500)) {
		t.Fatal("the fast path refused a large projection")
	}
}

// BenchmarkDecodeProjection20k: the fast path against the generic decoder
// on a 20,000-element projection.
func BenchmarkDecodeProjection20k(b *testing.B) {
	data := bigProjection(20000)
	b.SetBytes(int64(len(data)))
	b.Run("generic", func(b *testing.B) {
		for b.Loop() {
			if _, err := generic(data); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("fast", func(b *testing.B) {
		for b.Loop() {
			if _, ok := decodeFast(data); !ok {
				b.Fatal("refused")
			}
		}
	})
}
