package cdp

import (
	"testing"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/runtime"
)

var sampleResponse = []byte(`{"id":12345,"result":{"result":{"type":"number","value":1,"description":"1"}},"sessionId":"6B1F1A0C6A1C3D0E2B9E7B6F0B2A1C3D"}`)

func BenchmarkDecodeEnvelope(b *testing.B) {
	for b.Loop() {
		var env envelope
		if err := jsonv2.Unmarshal(sampleResponse, &env, jsonOpts); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEncodeEvaluate(b *testing.B) {
	p := runtime.EvaluateParams{Expression: "1"}
	var buf []byte
	for b.Loop() {
		params, err := jsonv2.Marshal(p, jsonOpts)
		if err != nil {
			b.Fatal(err)
		}
		buf, _ = appendRequest(buf, 12345, "Runtime.evaluate", "6B1F1A0C6A1C3D0E2B9E7B6F0B2A1C3D", params)
	}
}

func BenchmarkDecodeEvaluateResult(b *testing.B) {
	raw := []byte(`{"result":{"type":"number","value":1,"description":"1"}}`)
	for b.Loop() {
		var r runtime.EvaluateResult
		if err := jsonv2.Unmarshal(raw, &r, jsonOpts); err != nil {
			b.Fatal(err)
		}
	}
}
