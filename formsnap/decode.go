package formsnap

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// SchemaJSON is the JSON Schema (draft 2020-12) of FormSnapshot v1, with
// the ControlAction and Evidence shapes under $defs. A test keeps it and
// the Go types in step.
//
//go:embed schema.json
var SchemaJSON []byte

// schemaURL is where the embedded schema is registered; nothing is
// fetched.
const schemaURL = "https://surefill.dev/schema/formsnap/v1.json"

// MaxDocumentBytes bounds what Decode reads: far above the largest
// snapshot the budgets allow.
const MaxDocumentBytes = 16 << 20

var schemas = sync.OnceValues(func() (map[string]*jsonschema.Schema, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(SchemaJSON))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource(schemaURL, doc); err != nil {
		return nil, err
	}
	out := map[string]*jsonschema.Schema{}
	for name, loc := range map[string]string{
		"formSnapshot":  schemaURL,
		"controlAction": schemaURL + "#/$defs/controlAction",
		"evidence":      schemaURL + "#/$defs/evidence",
	} {
		s, err := c.Compile(loc)
		if err != nil {
			return nil, fmt.Errorf("formsnap: compiling the schema (%s): %w", name, err)
		}
		out[name] = s
	}
	return out, nil
})

// Decode reads a FormSnapshot v1, fail-closed: it rejects other schema
// versions, unknown members anywhere, missing members, values of the
// wrong type or out of bounds (the JSON Schema), trailing data, and
// snapshots that fail Validate.
func Decode(data []byte) (*FormSnapshot, error) {
	var s FormSnapshot
	if err := decode(data, "formSnapshot", &s); err != nil {
		return nil, err
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return &s, nil
}

// DecodeAction reads a ControlAction as strictly as Decode reads a
// snapshot: an operation carrying a member its kind does not take is
// rejected, not ignored.
func DecodeAction(data []byte) (ControlAction, error) {
	var a ControlAction
	if err := decode(data, "controlAction", &a); err != nil {
		return ControlAction{}, err
	}
	if err := a.Validate(); err != nil {
		return ControlAction{}, err
	}
	return a, nil
}

// DecodeEvidence reads Evidence as strictly.
func DecodeEvidence(data []byte) (Evidence, error) {
	var e Evidence
	if err := decode(data, "evidence", &e); err != nil {
		return Evidence{}, err
	}
	if err := e.Validate(); err != nil {
		return Evidence{}, err
	}
	return e, nil
}

// ErrVersion is returned (wrapped) for a snapshot of another schema
// version.
var ErrVersion = errors.New("formsnap: unsupported schema version")

func decode(data []byte, def string, out any) error {
	if len(data) > MaxDocumentBytes {
		return fmt.Errorf("formsnap: document of %d bytes; at most %d", len(data), MaxDocumentBytes)
	}
	sch, err := schemas()
	if err != nil {
		return err
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("formsnap: not JSON: %w", err)
	}
	if def == "formSnapshot" {
		if m, ok := inst.(map[string]any); ok {
			if v, ok := m["schemaVersion"].(json.Number); !ok || v.String() != "1" {
				return fmt.Errorf("%w %v (this is version %d)", ErrVersion, m["schemaVersion"], SchemaVersion)
			}
		}
	}
	if err := sch[def].Validate(inst); err != nil {
		return fmt.Errorf("formsnap: not a valid %s: %v", def, err)
	}
	// The schema has spoken; the struct decode is strict as well, so a
	// schema that drifted from the types cannot let an unknown member in.
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(out); err != nil {
		return fmt.Errorf("formsnap: %s: %w", def, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("formsnap: %s: data after the document", def)
	}
	return nil
}
