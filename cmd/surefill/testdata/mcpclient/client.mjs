// client.mjs drives `surefill mcp` with the official MCP TypeScript SDK
// client, so the server is judged by a client nobody here wrote: the SDK
// validates the initialize and tools/list results with its own schemas
// and each tool's structured output against the tool's outputSchema.
//
//	node client.mjs LABEL VALUE PARTS FRAMELABEL FRAMEVALUE -- SUREFILL_BINARY mcp [FLAGS] URL
//
// It snapshots the page, sets the control labelled LABEL to VALUE, sets
// the control labelled FRAMELABEL, which lies in an iframe (its target has
// a frame path), to FRAMEVALUE, passes
// PARTS (a JSON list of custom parts maps) as form_snapshot's argument and
// snapshots again, then tries two calls that must fail. It prints one JSON
// report on stdout; the Go test judges it, and what the page's own server
// received.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const [label, value, parts, frameLabel, frameValue, dashdash, command, ...args] = process.argv.slice(2);
if (dashdash !== "--" || !command) {
  console.error("usage: node client.mjs LABEL VALUE PARTS FRAMELABEL FRAMEVALUE -- COMMAND [ARGS]");
  process.exit(2);
}

const report = { steps: [] };
const step = (name, data) => report.steps.push({ name, ...data });

// values maps each control's label to the value its state shows.
const controlsOf = (s) => [...s.forms.flatMap((f) => f.controls), ...s.unownedControls];
const values = (s) => Object.fromEntries(controlsOf(s).map((c) => [c.label, c.state.value === undefined ? null : c.state.value]));

// call returns the tool result, or the error the client raised (a result
// that fails the client's validation throws).
async function call(client, name, args) {
  try {
    return { result: await client.callTool({ name, arguments: args }) };
  } catch (e) {
    return { thrown: String(e && e.message ? e.message : e) };
  }
}

const client = new Client({ name: "surefill-test-client", version: "1.0.0" });
const transport = new StdioClientTransport({ command, args, stderr: "inherit" });
try {
  await client.connect(transport);
  step("initialize", { server: client.getServerVersion(), capabilities: client.getServerCapabilities() });

  const tools = await client.listTools();
  step("tools/list", {
    tools: tools.tools.map((t) => ({ name: t.name, inputType: t.inputSchema.type, outputType: t.outputSchema ? t.outputSchema.type : null })),
  });

  const snap = await call(client, "form_snapshot", {});
  const s = snap.result && snap.result.structuredContent;
  step("form_snapshot", { thrown: snap.thrown, isError: snap.result && snap.result.isError, schemaVersion: s && s.schemaVersion, pageId: s && s.pageId,
    values: s ? values(s) : null });
  if (!s) throw new Error("form_snapshot returned no snapshot: " + JSON.stringify(snap));

  const control = controlsOf(s).find((c) => c.label === label);
  if (!control) throw new Error(`no control labelled ${JSON.stringify(label)}`);
  const act = await call(client, "control_action", { pageId: s.pageId, target: control.target, operation: { kind: "setText", value } });
  const a = act.result && act.result.structuredContent;
  step("control_action", { thrown: act.thrown, isError: act.result && act.result.isError, value: a && a.evidence && a.evidence.state && a.evidence.state.value, error: a && a.error });

  // A control in a cross-origin iframe: the snapshot names it with a
  // frame path, and control_action reaches it through the frame.
  const inFrame = controlsOf(s).find((c) => c.label === frameLabel && c.target.framePath && c.target.framePath.length > 0);
  if (!inFrame) throw new Error(`no control labelled ${JSON.stringify(frameLabel)} in a frame`);
  const fact = await call(client, "control_action", { pageId: s.pageId, target: inFrame.target, operation: { kind: "setText", value: frameValue } });
  const fa = fact.result && fact.result.structuredContent;
  step("control_action in a frame", { thrown: fact.thrown, isError: fact.result && fact.result.isError, value: fa && fa.evidence && fa.evidence.state && fa.evidence.state.value, error: fa && fa.error });

  const withParts = await call(client, "form_snapshot", { parts: JSON.parse(parts) });
  const p = withParts.result && withParts.result.structuredContent;
  step("form_snapshot parts", { thrown: withParts.thrown, isError: withParts.result && withParts.result.isError, values: p ? values(p) : null });

  // The page tools: their structured output is checked against their
  // output schemas too.
  const pages = await call(client, "list_pages", {});
  const l = pages.result && pages.result.structuredContent;
  step("list_pages", { thrown: pages.thrown, isError: pages.result && pages.result.isError, count: l && l.pages ? l.pages.length : null,
    current: l && l.pages ? l.pages.filter((p) => p.current).length : null });

  // Error cases: a target that names nothing on the page, and arguments
  // the server's input schema does not allow.
  const missing = await call(client, "control_action", { target: { ...control.target, name: "No such field anywhere" }, operation: { kind: "setText", value: "x" } });
  const m = missing.result && missing.result.structuredContent;
  step("control_action not_found", { thrown: missing.thrown, isError: missing.result && missing.result.isError, error: m && m.error });

  const bad = await call(client, "form_snapshot", { noSuchArgument: true });
  step("form_snapshot bad arguments", { thrown: bad.thrown, isError: bad.result && bad.result.isError,
    text: bad.result && bad.result.content && bad.result.content[0] && bad.result.content[0].text });
} catch (e) {
  report.failed = String(e && e.stack ? e.stack : e);
} finally {
  await client.close().catch(() => {});
}
process.stdout.write(JSON.stringify(report) + "\n");
process.exit(report.failed ? 1 : 0);
