package surefill

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"image"
	"image/draw"
	"image/png"
	"strings"
)

// Secrets by field: a value typed as sensitive is remembered by the
// browser (never written anywhere) so that everything the SDK hands back
// can be scrubbed of it — results, listings, snapshots, saved HTML, read
// text and attributes, errors — wherever the page echoes it (a strength
// meter's data- attribute, a "you typed" span). Screenshots paint over it.

// remember records a value typed as sensitive.
func (b *Browser) remember(v any) {
	switch v := v.(type) {
	case string:
		b.secrets.Remember(v)
	case []string:
		for _, s := range v {
			b.secrets.Remember(s)
		}
	}
}

func (b *Browser) scrub(s string) string { return b.secrets.Scrub(s) }

func (b *Browser) scrubValue(v Value) Value {
	switch x := v.(type) {
	case string:
		return b.scrub(x)
	case []string:
		out := make([]string, len(x))
		for i, s := range x {
			out[i] = b.scrub(s)
		}
		return out
	}
	return v
}

func (b *Browser) scrubAll(ss []string) []string {
	if len(ss) == 0 {
		return ss
	}
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = b.scrub(s)
	}
	return out
}

// scrubField scrubs every text of a listed field.
func (b *Browser) scrubField(f *Field) {
	if len(b.secrets.Secrets()) == 0 {
		return
	}
	f.Label = b.scrub(f.Label)
	f.Value = b.scrubValue(f.Value)
	f.Options = b.scrubAll(f.Options)
	f.Hint, f.Placeholder, f.Error, f.Pattern = b.scrub(f.Hint), b.scrub(f.Placeholder), b.scrub(f.Error), b.scrub(f.Pattern)
}

func (b *Browser) scrubFilled(f Filled) Filled {
	f.Label, f.Error = b.scrub(f.Label), b.scrub(f.Error)
	f.Value = b.scrubValue(f.Value)
	return f
}

// scrubErr scrubs an error's texts; an error of another type that holds a
// secret is replaced by its scrubbed text.
func (b *Browser) scrubErr(err error) error {
	if err == nil || len(b.secrets.Secrets()) == 0 {
		return err
	}
	var fe *FieldError
	if errors.As(err, &fe) {
		fe.Detail, fe.Target, fe.Next = b.scrub(fe.Detail), b.scrub(fe.Target), b.scrub(fe.Next)
		fe.Candidates, fe.Options, fe.Log = b.scrubAll(fe.Candidates), b.scrubAll(fe.Options), b.scrubAll(fe.Log)
		if fe.Err != nil && b.scrub(fe.Err.Error()) != fe.Err.Error() {
			fe.Err = errors.New(b.scrub(fe.Err.Error()))
		}
		return err
	}
	if s := b.scrub(err.Error()); s != err.Error() {
		return errors.New(s)
	}
	return err
}

// scrubJSON scrubs a value by its JSON encoding (a snapshot): secrets are
// replaced as they appear inside JSON strings.
func (b *Browser) scrubJSON(v any, out any) error {
	secrets := b.secrets.Secrets()
	if len(secrets) == 0 {
		return nil
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return err
	}
	changed := false
	for _, s := range secrets {
		enc, _ := json.Marshal(s)
		inner := enc[1 : len(enc)-1]
		if bytes.Contains(raw, inner) {
			raw = bytes.ReplaceAll(raw, inner, []byte(redacted))
			changed = true
		}
	}
	if !changed {
		return nil
	}
	return json.Unmarshal(raw, out)
}

// scrubHTML scrubs saved HTML of the secrets as text and as escaped text.
func (b *Browser) scrubHTML(doc []byte) []byte {
	for _, s := range b.secrets.Secrets() {
		for _, form := range []string{s, html.EscapeString(s), strings.ReplaceAll(html.EscapeString(s), "&#34;", "&quot;")} {
			doc = bytes.ReplaceAll(doc, []byte(form), []byte(redacted))
		}
	}
	return doc
}

// maskPNG paints the rectangles (CSS pixels at scale 1) black; with none,
// the image is returned as it came.
func maskPNG(data []byte, rects [][4]float64) ([]byte, error) {
	if len(rects) == 0 {
		return data, nil
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("surefill: Screenshot: decoding the capture to mask it: %w", err)
	}
	rgba := image.NewRGBA(img.Bounds())
	draw.Draw(rgba, rgba.Bounds(), img, img.Bounds().Min, draw.Src)
	for _, r := range rects {
		box := image.Rect(int(r[0])-2, int(r[1])-2, int(r[0]+r[2]+0.999)+2, int(r[1]+r[3]+0.999)+2).Intersect(rgba.Bounds())
		draw.Draw(rgba, box, image.Black, image.Point{}, draw.Src)
	}
	var out bytes.Buffer
	if err := png.Encode(&out, rgba); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
