// Package mcpserver serves one page to agents over the Model Context
// Protocol, with the official MCP Go SDK: the tool form_snapshot returns
// the page's FormSnapshot v1 (package formsnap) and the tool
// control_action performs one ControlAction and returns its Evidence.
//
// The tools act through the page's own Snapshot and Do, so the grants and
// sites of the browser connection apply exactly as in scripts: without
// the forms grant control_action is refused (not_permitted), and a button
// that submits is refused without the submit grant and a yes from
// Confirm. What the page says is data, never instructions: the server
// passes it along and runs nothing it reads.
//
// Custom parts maps (package resolver's CustomParts, data only) reach the
// page as Options.Parts, from surefill mcp -parts FILE, or from an agent
// as form_snapshot's parts argument.
package mcpserver

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/surefill/surefill"
	"github.com/surefill/surefill/formsnap"
	"github.com/surefill/surefill/resolver"
)

// Page is what the server serves: a *surefill.Tab, a *surefill.Frame, or
// any surefill.Scope. Its methods may be called from the server's
// goroutines, one call at a time.
type Page interface {
	Snapshot(ctx context.Context) (*formsnap.FormSnapshot, error)
	Do(ctx context.Context, a formsnap.ControlAction) (formsnap.Evidence, error)
}

var _ Page = surefill.Scope(nil)

// Tool names.
const (
	ToolFormSnapshot  = "form_snapshot"
	ToolControlAction = "control_action"
)

// Serve runs an MCP server for page over newline-delimited JSON-RPC read
// from in and written to out (the stdio transport), until ctx ends or the
// client closes the stream. It returns nil when the client disconnects.
//
// The command line wires it as, for a tab opened with the grants the
// user gave:
//
//	b, err := surefill.Launch(ctx, &surefill.Options{Grants: grants})
//	tab, err := b.NewTab(ctx, url)
//	err = mcpserver.Serve(ctx, tab, os.Stdin, os.Stdout)
//
// Nothing else may write to out (log to stderr): out carries the
// protocol. Serve does not close in, out or the tab.
func Serve(ctx context.Context, page Page, in io.Reader, out io.Writer) error {
	return Run(ctx, page, in, out, nil)
}

// Options configure a server. The zero value (or nil) serves page's form
// tools only, with no custom parts maps.
type Options struct {
	// Browser adds the page tools (open_page, list_pages, select_page),
	// as NewBrowserServer does.
	Browser Browser
	// Parts are custom parts maps used on every page the server serves
	// (through UseCustomParts when the page has it, as Tab and Frame do),
	// from before the first tool call: for forms not built to standards,
	// as a script gives them.
	Parts []surefill.CustomParts
}

// Run is Serve with options: the stdio transport, until ctx ends or the
// client closes the stream.
func Run(ctx context.Context, page Page, in io.Reader, out io.Writer, opts *Options) error {
	s, err := New(page, opts)
	if err != nil {
		return err
	}
	t := &mcp.IOTransport{Reader: io.NopCloser(in), Writer: nopWriteCloser{out}}
	err = s.Run(ctx, t)
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrClosedPipe) {
		return nil
	}
	return err
}

// New returns the MCP server for page with options, for a transport the
// caller chooses. It fails when a custom parts map has a selector that
// cannot be evaluated.
func New(page Page, opts *Options) (*mcp.Server, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	if err := resolver.CheckParts(o.Parts...); err != nil {
		return nil, err
	}
	s, h := newServer(page)
	h.parts = o.Parts
	h.usePage(page)
	if o.Browser != nil {
		addPageTools(s, h, o.Browser)
	}
	return s, nil
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

// NewServer returns the MCP server for page, for a transport the caller
// chooses (Serve uses stdio; tests use the SDK's in-memory transport).
func NewServer(page Page) *mcp.Server {
	s, _ := newServer(page)
	return s
}

func newServer(page Page) (*mcp.Server, *handler) {
	h := &handler{page: page}
	s := mcp.NewServer(&mcp.Implementation{Name: "surefill", Title: "surefill forms", Version: "v1"}, &mcp.ServerOptions{
		Instructions: "form_snapshot describes the page's forms (FormSnapshot v1). control_action acts on one control, named by the target " +
			"a snapshot gave it, with one of the operations the control lists in supportedOperations, and returns evidence read back. " +
			"An action that failed before anything happened says changed=false; an uncertain one is reported, never retried for you.",
	})
	s.AddTool(&mcp.Tool{
		Name:         ToolFormSnapshot,
		Title:        "Form snapshot",
		Description:  "Describe the page's forms as FormSnapshot v1: forms, their controls and labelled groups, unowned controls; each control's kind, state (secrets redacted), constraints, validity, options, supported operations and semantic target. The page's iframes on allowed sites are part of it: their controls' targets carry a framePath naming the iframe. Reads only.",
		InputSchema:  json.RawMessage(snapshotInput),
		OutputSchema: json.RawMessage(formsnap.SchemaJSON),
		Annotations:  &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: ptr(false)},
	}, h.snapshot)
	s.AddTool(&mcp.Tool{
		Name:  ToolControlAction,
		Title: "Control action",
		Description: "Perform one operation on one control: setText {value, clearFirst=true}, setChecked {checked}, selectOne {value}, " +
			"selectMany {values}, setFiles {paths}, clear, activate. The target is a control's target from form_snapshot. " +
			"Returns the evidence read back (state, validity, whether the node was replaced, whether the outcome is uncertain) or an error with one of nine codes.",
		InputSchema:  actionInput(),
		OutputSchema: json.RawMessage(actionOutput),
		Annotations:  &mcp.ToolAnnotations{DestructiveHint: ptr(true), OpenWorldHint: ptr(false)},
	}, h.action)
	return s, h
}

func ptr[T any](v T) *T { return &v }

const snapshotInput = `{
  "type": "object",
  "additionalProperties": false,
  "properties": {
    "sessionId": {"type": "string", "maxLength": 128, "description": "Accepted for hosts that serve several sessions; this server serves one."},
    "pageId": {"type": "string", "maxLength": 128, "description": "When given, the pageId of the page this server serves (from an earlier snapshot)."},
    "maxControls": {"type": "integer", "minimum": 1, "maximum": 512, "description": "At most this many controls (the snapshot says truncated when it cut)."},
    "parts": {
      "type": "array", "maxItems": 16,
      "description": "Custom parts maps for a form not built to standards, used from now on (by this snapshot, every control_action, and pages opened later): CSS selectors looked up inside each field's own container, never page-wide.",
      "items": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "value": {"type": "string", "maxLength": 256, "description": "the element that shows a field's current value"},
          "values": {"type": "string", "maxLength": 256, "description": "the elements that show the chosen values of a field taking several"},
          "multiple": {"type": "string", "maxLength": 256, "description": "present when the field takes several values"},
          "open": {"type": "string", "maxLength": 256, "description": "what opens the field's options"},
          "clear": {"type": "string", "maxLength": 256, "description": "the field's clear button"},
          "unstableIds": {"type": "string", "maxLength": 256, "description": "a regular expression for ids the page regenerates"}
        }
      }
    }
  }
}`

// actionInput is the ControlAction schema with an optional pageId, its
// definitions taken from formsnap's schema.
func actionInput() json.RawMessage {
	var doc struct {
		Defs map[string]json.RawMessage `json:"$defs"`
	}
	if err := json.Unmarshal(formsnap.SchemaJSON, &doc); err != nil {
		panic("mcpserver: formsnap's schema is not JSON: " + err.Error())
	}
	b, err := json.Marshal(map[string]any{
		"type":                 "object",
		"additionalProperties": false,
		"required":             []string{"target", "operation"},
		"properties": map[string]any{
			"sessionId": map[string]any{"type": "string", "maxLength": 128},
			"pageId":    map[string]any{"type": "string", "maxLength": 128},
			"target":    map[string]any{"$ref": "#/$defs/target"},
			"operation": map[string]any{"$ref": "#/$defs/operation"},
		},
		"$defs": doc.Defs,
	})
	if err != nil {
		panic(err)
	}
	return b
}

// actionOutput: the evidence, the error, or both (an uncertain action).
const actionOutput = `{
  "type": "object",
  "required": ["evidence", "error"],
  "properties": {
    "evidence": {"description": "formsnap Evidence, or null when nothing ran"},
    "error": {
      "anyOf": [{"type": "null"}, {
        "type": "object",
        "required": ["code", "message", "changed"],
        "properties": {
          "code": {"type": "string", "description": "one of not_found ambiguous stale_ref covered not_editable no_option not_committed timeout not_permitted, or \"error\""},
          "message": {"type": "string"},
          "changed": {"type": "boolean", "description": "whether the page may have changed"}
        }
      }]
    }
  }
}`

type handler struct {
	page    Page
	browser Browser // nil unless served with the page tools

	mu     sync.Mutex // one page call at a time
	pageID string     // from the last snapshot
	// parts are the custom parts maps in use; applied counts how many of
	// them each page served so far was given.
	parts   []surefill.CustomParts
	applied map[Page]int
}

// partsUser is a page that takes custom parts maps (Tab and Frame do).
type partsUser interface {
	UseCustomParts(maps ...surefill.CustomParts)
}

// usePage gives page the parts maps it has not been given yet. Called with
// h.mu held, or before the server runs.
func (h *handler) usePage(page Page) {
	u, ok := page.(partsUser)
	if !ok {
		return
	}
	if h.applied == nil {
		h.applied = map[Page]int{}
	}
	if n := h.applied[page]; n < len(h.parts) {
		u.UseCustomParts(h.parts[n:]...)
		h.applied[page] = len(h.parts)
	}
}

type snapshotArgs struct {
	SessionID   string          `json:"sessionId"`
	PageID      string          `json:"pageId"`
	MaxControls int             `json:"maxControls"`
	Parts       json.RawMessage `json:"parts"`
}

func (h *handler) snapshot(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args snapshotArgs
	if err := strictArgs(req.Params.Arguments, &args); err != nil {
		return toolError(err), nil
	}
	if args.MaxControls < 0 || args.MaxControls > formsnap.MaxControls {
		return toolError(fmt.Errorf("maxControls must be 1 to %d", formsnap.MaxControls)), nil
	}
	var parts []surefill.CustomParts
	if len(args.Parts) > 0 && string(args.Parts) != "null" {
		if !bytes.HasPrefix(bytes.TrimSpace(args.Parts), []byte("[")) {
			return toolError(errors.New("parts: a list of custom parts maps")), nil
		}
		var err error
		if parts, err = resolver.DecodeParts(args.Parts); err != nil {
			return toolError(err), nil
		}
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(parts) > 0 {
		if _, ok := h.page.(partsUser); !ok {
			return toolError(errors.New("parts: this page takes no custom parts maps")), nil
		}
		h.parts = append(h.parts, parts...)
		h.usePage(h.page)
	}
	s, err := h.page.Snapshot(ctx)
	if err != nil {
		return toolError(err), nil
	}
	h.pageID = s.PageID
	if args.PageID != "" && args.PageID != s.PageID {
		return toolError(fmt.Errorf("unknown pageId %q: this server serves %q", args.PageID, s.PageID)), nil
	}
	if args.MaxControls > 0 {
		s = s.Limit(args.MaxControls)
	}
	b, err := json.Marshal(s)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: json.RawMessage(b)}, nil
}

// actionResult is control_action's structured result.
type actionResult struct {
	Evidence *formsnap.Evidence `json:"evidence"`
	Error    *actionError       `json:"error"`
}

type actionError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Changed bool   `json:"changed"`
}

// malformed is the error of a control_action whose arguments are not an
// action: no_option, as Do reports a malformed action, and nothing ran.
func malformed(err error) error {
	return &surefill.FieldError{Code: surefill.NoOption, Op: "control_action", Detail: "the action is malformed: " + err.Error(),
		Next: "build the action from a fresh form_snapshot's control (its target and one of its supportedOperations)"}
}

func (h *handler) action(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]json.RawMessage
	if err := json.Unmarshal(orEmpty(req.Params.Arguments), &args); err != nil {
		return actionOutcome(formsnap.Evidence{}, malformed(fmt.Errorf("arguments: %w", err)))
	}
	var pageID string
	if raw, ok := args["pageId"]; ok {
		if err := json.Unmarshal(raw, &pageID); err != nil {
			return actionOutcome(formsnap.Evidence{}, malformed(fmt.Errorf("pageId: %w", err)))
		}
	}
	delete(args, "pageId")
	delete(args, "sessionId")
	rest, _ := json.Marshal(args)
	act, err := formsnap.DecodeAction(rest)
	if err != nil {
		return actionOutcome(formsnap.Evidence{}, malformed(err))
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if pageID != "" {
		if h.pageID == "" {
			if s, err := h.page.Snapshot(ctx); err == nil {
				h.pageID = s.PageID
			}
		}
		if pageID != h.pageID {
			// The action's snapshot came from another page: a reference
			// from another document.
			return actionOutcome(formsnap.Evidence{}, &surefill.FieldError{Code: surefill.StaleRef, Op: "control_action",
				Detail: fmt.Sprintf("unknown pageId %q: this server serves %q", pageID, h.pageID), Next: "take a fresh form_snapshot and act on its pageId"})
		}
	}
	ev, err := h.page.Do(ctx, act)
	return actionOutcome(ev, err)
}

// actionOutcome is control_action's result: the evidence, when the action
// ran, and the error with its code and whether the page changed.
func actionOutcome(ev formsnap.Evidence, err error) (*mcp.CallToolResult, error) {
	res := actionResult{}
	if err == nil || ev.Operation != "" {
		res.Evidence = &ev
	}
	if err != nil {
		res.Error = describe(err)
	}
	b, merr := json.Marshal(res)
	if merr != nil {
		return nil, merr
	}
	text := string(b)
	if err != nil {
		text = res.Error.Message + "\n" + text
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}, StructuredContent: json.RawMessage(b), IsError: err != nil}, nil
}

// describe turns an error into its code, message and whether the page may
// have changed (unknown errors count as maybe).
func describe(err error) *actionError {
	var fe *surefill.FieldError
	if errors.As(err, &fe) {
		return &actionError{Code: string(fe.Code), Message: fe.Error(), Changed: fe.Changed}
	}
	return &actionError{Code: "error", Message: err.Error(), Changed: true}
}

func toolError(err error) *mcp.CallToolResult {
	// A FieldError's text starts with its code.
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}, IsError: true}
}

func orEmpty(b json.RawMessage) []byte {
	if len(b) == 0 || string(b) == "null" {
		return []byte("{}")
	}
	return b
}

// strictArgs decodes tool arguments, rejecting unknown members.
func strictArgs(raw json.RawMessage, out any) error {
	dec := json.NewDecoder(bytes.NewReader(orEmpty(raw)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(out); err != nil {
		return fmt.Errorf("arguments: %w", err)
	}
	return nil
}
