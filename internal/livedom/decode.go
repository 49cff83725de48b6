package livedom

import (
	"strconv"
	"strings"
	"unicode/utf8"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
)

// decodeFast reads the projection as the runtime writes it (JSON.stringify
// of one flat object of numbers, strings and arrays of them) without
// reflection: a large page's projection is hundreds of KB, most of it
// small integers, and the generic decoder spent more on it than building
// the model. ok is false on anything it does not expect (an unknown key,
// a value of another shape, a string with escapes it leaves to the generic
// decoder, trailing bytes); the caller then decodes it the generic way, so
// both read every input alike.
func decodeFast(data string) (p *Projection, ok bool) {
	d := fastDecoder{s: data, seen: map[string]bool{}}
	p = &Projection{}
	d.ws()
	if !d.byte('{') {
		return nil, false
	}
	d.ws()
	if d.peek() == '}' {
		d.i++
		return p, d.end()
	}
	for {
		d.ws()
		key, ok := d.plainString()
		if !ok || d.seen[key] {
			return nil, false
		}
		d.seen[key] = true
		d.ws()
		if !d.byte(':') {
			return nil, false
		}
		d.ws()
		if !d.field(p, key) {
			return nil, false
		}
		d.ws()
		switch d.next() {
		case ',':
			continue
		case '}':
			return p, d.end()
		default:
			return nil, false
		}
	}
}

type fastDecoder struct {
	s    string
	i    int
	seen map[string]bool // keys read: a repeated one is the generic decoder's
}

func (d *fastDecoder) ws() {
	for d.i < len(d.s) {
		switch d.s[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

func (d *fastDecoder) peek() byte {
	if d.i < len(d.s) {
		return d.s[d.i]
	}
	return 0
}

func (d *fastDecoder) next() byte {
	c := d.peek()
	d.i++
	return c
}

func (d *fastDecoder) byte(c byte) bool {
	if d.peek() != c {
		return false
	}
	d.i++
	return true
}

func (d *fastDecoder) end() bool {
	d.ws()
	return d.i == len(d.s)
}

// field reads the value of one key into p.
func (d *fastDecoder) field(p *Projection, key string) bool {
	var ok bool
	switch key {
	case "url":
		p.URL, ok = d.str()
	case "site":
		p.Site, ok = d.str()
	case "fd":
		p.FD, ok = d.int()
	case "base":
		var v int
		v, ok = d.int()
		p.Base = int64(v)
	case "gen":
		p.Gen, ok = d.float()
	case "vgen":
		p.VGen, ok = d.float()
	case "s":
		p.S, ok = d.strArray()
	case "a":
		p.A, ok = d.attrArray()
	case "id":
		p.ID, ok = d.int64Array()
	case "hosts":
		p.Hosts, ok = d.int64Array()
	default:
		dst := map[string]*[]int{
			"p": &p.P, "d": &p.D, "ns": &p.NS, "v": &p.V, "c": &p.C, "sel": &p.Sel, "f": &p.F, "fn": &p.FN,
			"pb": &p.PB, "pa": &p.PA, "fi": &p.FI, "ft": &p.FT, "fm": &p.FM, "sr": &p.SR,
		}[key]
		if dst == nil {
			return d.skip(0) // a member the model does not read
		}
		*dst, ok = d.intArray()
	}
	return ok
}

// skip reads past one value of any kind.
func (d *fastDecoder) skip(depth int) bool {
	if depth > 64 {
		return false
	}
	switch c := d.peek(); {
	case c == '"':
		_, ok := d.str()
		return ok
	case c == '[':
		_, ok := d.array(func() bool { return d.skip(depth + 1) })
		return ok
	case c == '{':
		d.i++
		d.ws()
		if d.byte('}') {
			return true
		}
		for {
			d.ws()
			if _, ok := d.str(); !ok {
				return false
			}
			d.ws()
			if !d.byte(':') {
				return false
			}
			d.ws()
			if !d.skip(depth + 1) {
				return false
			}
			d.ws()
			switch d.next() {
			case ',':
			case '}':
				return true
			default:
				return false
			}
		}
	case c == 't' && strings.HasPrefix(d.s[d.i:], "true"):
		d.i += 4
		return true
	case c == 'f' && strings.HasPrefix(d.s[d.i:], "false"):
		d.i += 5
		return true
	case c == 'n':
		return d.null()
	default:
		_, ok := d.float()
		return ok
	}
}

// null reads a null, which leaves an array nil.
func (d *fastDecoder) null() bool {
	if d.i < len(d.s) && strings.HasPrefix(d.s[d.i:], "null") {
		d.i += 4
		return true
	}
	return false
}

// int reads an integer (no fraction or exponent: the runtime writes
// indexes and ids).
func (d *fastDecoder) int() (int, bool) {
	start := d.i
	neg := d.byte('-')
	v := 0
	digits := 0
	for d.i < len(d.s) && d.s[d.i] >= '0' && d.s[d.i] <= '9' {
		if digits > 17 {
			return 0, false // past what the fast path keeps exact
		}
		v = v*10 + int(d.s[d.i]-'0')
		d.i++
		digits++
	}
	if digits == 0 || digits > 1 && d.s[start+b2i(neg)] == '0' {
		return 0, false
	}
	if c := d.peek(); c == '.' || c == 'e' || c == 'E' {
		return 0, false
	}
	if neg {
		v = -v
	}
	return v, true
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// float reads a number by JSON's grammar: -? int frac? exp?.
func (d *fastDecoder) float() (float64, bool) {
	start := d.i
	digits := func() int {
		k := d.i
		for d.i < len(d.s) && d.s[d.i] >= '0' && d.s[d.i] <= '9' {
			d.i++
		}
		return d.i - k
	}
	d.byte('-')
	first := d.i
	if n := digits(); n == 0 || n > 1 && d.s[first] == '0' {
		return 0, false
	}
	if d.byte('.') && digits() == 0 {
		return 0, false
	}
	if d.byte('e') || d.byte('E') {
		if !d.byte('+') {
			d.byte('-')
		}
		if digits() == 0 {
			return 0, false
		}
	}
	v, err := strconv.ParseFloat(d.s[start:d.i], 64)
	return v, err == nil
}

// plainString reads a string with no escapes and no control bytes.
func (d *fastDecoder) plainString() (string, bool) {
	if !d.byte('"') {
		return "", false
	}
	start := d.i
	for d.i < len(d.s) {
		c := d.s[d.i]
		switch {
		case c == '"':
			s := d.s[start:d.i]
			d.i++
			return s, true
		case c == '\\' || c < 0x20:
			return "", false
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRuneInString(d.s[d.i:])
			if r == utf8.RuneError && size == 1 {
				return "", false // invalid UTF-8: the generic decoder's rules
			}
			d.i += size
		default:
			d.i++
		}
	}
	return "", false
}

// str reads a string; one with escapes is read by the generic decoder.
// It is a copy: a substring would keep the whole answer (megabytes for a
// large page) alive as long as the model.
func (d *fastDecoder) str() (string, bool) {
	start := d.i
	if s, ok := d.plainString(); ok {
		return strings.Clone(s), true
	}
	d.i = start
	if !d.byte('"') {
		return "", false
	}
	for d.i < len(d.s) {
		switch d.s[d.i] {
		case '\\':
			d.i += 2
		case '"':
			d.i++
			var s string
			if jsonv2.Unmarshal([]byte(d.s[start:d.i]), &s) != nil {
				return "", false
			}
			return s, true
		default:
			d.i++
		}
	}
	return "", false
}

// array reads a JSON array, calling elem for each element; null is an
// absent array (nil), [] an empty one.
func (d *fastDecoder) array(elem func() bool) (isNull, ok bool) {
	if d.null() {
		return true, true
	}
	if !d.byte('[') {
		return false, false
	}
	d.ws()
	if d.byte(']') {
		return false, true
	}
	for {
		d.ws()
		if !elem() {
			return false, false
		}
		d.ws()
		switch d.next() {
		case ',':
		case ']':
			return false, true
		default:
			return false, false
		}
	}
}

// list reads an array whose elements elem reads; null is nil.
func list[T any](d *fastDecoder, elem func() (T, bool)) ([]T, bool) {
	out := []T{}
	null, ok := d.array(func() bool {
		v, ok := elem()
		out = append(out, v)
		return ok
	})
	if null {
		return nil, ok
	}
	return out, ok
}

func (d *fastDecoder) intArray() ([]int, bool) { return list(d, d.int) }

func (d *fastDecoder) int64Array() ([]int64, bool) {
	return list(d, func() (int64, bool) {
		v, ok := d.int()
		return int64(v), ok
	})
}

func (d *fastDecoder) strArray() ([]string, bool) { return list(d, d.str) }

// attrArray reads the attribute lists: an array of 0 (none) or of name
// and value index pairs.
func (d *fastDecoder) attrArray() ([]attrs, bool) {
	return list(d, func() (attrs, bool) {
		if d.peek() != '[' {
			_, ok := d.int()
			return nil, ok
		}
		return d.intArray()
	})
}
