package resolver

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// DecodeParts reads custom parts maps from JSON: one map or a list of
// maps, as CustomParts marshals them. A member it does not know is an
// error (a misspelt part would otherwise be silently ignored), and so is
// a selector CheckParts refuses.
func DecodeParts(b []byte) ([]CustomParts, error) {
	var raws []json.RawMessage
	if b = bytes.TrimSpace(b); bytes.HasPrefix(b, []byte("[")) {
		if err := json.Unmarshal(b, &raws); err != nil {
			return nil, fmt.Errorf("resolver: parts: %v", err)
		}
	} else {
		raws = []json.RawMessage{b}
	}
	maps := make([]CustomParts, len(raws))
	for i, raw := range raws {
		var members map[string]json.RawMessage
		if err := json.Unmarshal(raw, &members); err != nil {
			return nil, fmt.Errorf("resolver: parts: %v", err)
		}
		for k := range members {
			switch k {
			case "value", "values", "multiple", "open", "clear", "unstableIds":
			default:
				return nil, fmt.Errorf("resolver: parts: unknown member %q (value, values, multiple, open, clear, unstableIds)", k)
			}
		}
		if err := json.Unmarshal(raw, &maps[i]); err != nil {
			return nil, fmt.Errorf("resolver: parts: %v", err)
		}
	}
	if err := CheckParts(maps...); err != nil {
		return nil, err
	}
	return maps, nil
}
