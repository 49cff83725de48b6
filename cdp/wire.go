package cdp

import (
	"bytes"
	"encoding/binary"
	"strconv"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/target"
	"github.com/gobwas/ws"
)

// This file holds the wire format: the JSON envelope of a CDP message and the
// websocket frame it travels in. The connection logic is in conn.go.

// jsonOpts are the options cdproto itself uses for every message: the v2
// defaults, plus tolerance for invalid UTF-8, which page text can carry.
var jsonOpts = jsonv2.JoinOptions(jsonv2.DefaultOptionsV2(), jsonv2.AllowInvalidUTF8(true))

// envelope is one message from the browser: a response (ID set) or an event
// (Method set). Params and Result are copied out of the read buffer by the
// decoder, so the buffer can be reused for the next message.
type envelope struct {
	ID        int64            `json:"id,omitzero"`
	SessionID target.SessionID `json:"sessionId,omitzero"`
	Method    string           `json:"method,omitzero"`
	Params    jsonv2.Value     `json:"params,omitzero"`
	Result    jsonv2.Value     `json:"result,omitzero"`
	Error     *wireError       `json:"error,omitzero"`
}

// wireError is the JSON-RPC error object. Data is kept raw because the
// protocol does not fix its type (Chromium sends a string when it sends one).
type wireError struct {
	Code    int64        `json:"code"`
	Message string       `json:"message"`
	Data    jsonv2.Value `json:"data,omitzero"`
}

func (w *wireError) toProtocolError(method string) *ProtocolError {
	pe := &ProtocolError{Method: method, Code: w.Code, Message: w.Message}
	if len(w.Data) > 0 {
		var s string
		if jsonv2.Unmarshal(w.Data, &s, jsonOpts) == nil {
			pe.Data = s
		} else {
			pe.Data = string(w.Data)
		}
	}
	return pe
}

// maxHeader is the largest client frame header: 2 bytes, 8 bytes of extended
// length and a 4-byte mask.
const maxHeader = 14

// appendRequest writes a whole masked websocket text frame holding the
// request into buf and returns it. The frame is built in one buffer so that
// it goes out in one write: a header and a payload written separately cost
// two packets on a connection with Nagle off.
func appendRequest(buf []byte, id int64, method string, sid target.SessionID, params []byte) ([]byte, error) {
	buf = append(buf[:0], make([]byte, maxHeader)...)
	buf = append(buf, `{"id":`...)
	buf = strconv.AppendInt(buf, id, 10)
	buf = append(buf, `,"method":`...)
	var err error
	if buf, err = appendJSONString(buf, method); err != nil {
		return nil, err
	}
	if sid != "" {
		buf = append(buf, `,"sessionId":`...)
		if buf, err = appendJSONString(buf, string(sid)); err != nil {
			return nil, err
		}
	}
	if len(params) > 0 {
		buf = append(buf, `,"params":`...)
		buf = append(buf, params...)
	}
	buf = append(buf, '}')
	return frameInPlace(buf, ws.OpText), nil
}

// frameInPlace takes buf with maxHeader reserved bytes followed by the
// payload, writes a masked client header right before the payload, masks the
// payload and returns the slice that starts at the header.
func frameInPlace(buf []byte, op ws.OpCode) []byte {
	payload := buf[maxHeader:]
	n := len(payload)
	var hdr [maxHeader]byte
	hdr[0] = 0x80 | byte(op) // FIN
	h := 2
	switch {
	case n < 126:
		hdr[1] = byte(n)
	case n <= 0xFFFF:
		hdr[1] = 126
		binary.BigEndian.PutUint16(hdr[2:], uint16(n))
		h = 4
	default:
		hdr[1] = 127
		binary.BigEndian.PutUint64(hdr[2:], uint64(n))
		h = 10
	}
	hdr[1] |= 0x80 // masked: RFC 6455 §5.3, a client masks every frame
	mask := ws.NewMask()
	copy(hdr[h:], mask[:])
	h += 4
	ws.Cipher(payload, mask, 0)
	start := maxHeader - h
	copy(buf[start:], hdr[:h])
	return buf[start:]
}

// appendJSONString appends s as a JSON string. Method names and session ids
// are plain ASCII, so the fast path copies them; anything else goes through
// the JSON encoder so that a strange name can never break the envelope.
func appendJSONString(buf []byte, s string) ([]byte, error) {
	plain := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			plain = false
			break
		}
	}
	if plain {
		buf = append(buf, '"')
		buf = append(buf, s...)
		return append(buf, '"'), nil
	}
	b, err := jsonv2.Marshal(s, jsonOpts)
	if err != nil {
		return nil, err
	}
	return append(buf, b...), nil
}

// peekID finds the id of a message from its first bytes, for a response too
// large to decode: Chromium writes "id" first, so the call that waits for it
// can be failed instead of left hanging. It returns 0 when it finds none.
func peekID(prefix []byte) int64 {
	i := bytes.Index(prefix, []byte(`"id":`))
	if i < 0 || i > 8 { // only a top-level "id" right after the brace counts
		return 0
	}
	j := i + len(`"id":`)
	for j < len(prefix) && prefix[j] == ' ' {
		j++
	}
	k := j
	for k < len(prefix) && prefix[k] >= '0' && prefix[k] <= '9' {
		k++
	}
	id, err := strconv.ParseInt(string(prefix[j:k]), 10, 64)
	if err != nil {
		return 0
	}
	return id
}

// peekMethod finds a top-level "method" near the start of a message, for the
// log line of a dropped event. It returns "" when it finds none.
func peekMethod(prefix []byte) string {
	i := bytes.Index(prefix, []byte(`"method":"`))
	if i < 0 {
		return ""
	}
	rest := prefix[i+len(`"method":"`):]
	j := bytes.IndexByte(rest, '"')
	if j < 0 || j > 100 {
		return ""
	}
	return string(rest[:j])
}
