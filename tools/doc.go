// Package tools reads what a page declares about its own forms, buttons
// and tables, for scripts and agents that plan against a JSON Schema.
//
// Two vocabularies are read. The WebMCP declarative attributes:
//
//	<form toolname="contact" tooldescription="Send a message to support.">
//	  <textarea name="body" toolparamdescription="The message, plain text."></textarea>
//
// and the data-tool attributes:
//
//	<form data-tool="profile" data-tool-description="Your public profile."
//	      data-tool-param-bio="A few lines about you." data-tool-confirm="Publish the profile?">
//	<button data-tool="refresh" data-tool-description="Reload the list." data-tool-readonly>
//	<table data-tool="orders"><th data-tool-column="total" data-tool-type="number">
//	<section data-tool-group="billing">…</section>
//	<div data-tool-ignore>…what users wrote…</div>
//
// Tools lists the declared tools: each form tool with its fields (label,
// description, constraints, load-time value) and a synthesized JSON Schema
// (see Schema for the type mapping), each button tool with its hints, each
// table tool with its columns. Tables reads every data table of a page as
// rows keyed by column. Nothing here does I/O.
//
// # The trusted root
//
// Names, descriptions and labels reach a model, so they are read only from
// the page's own markup. Regions that may hold what users wrote — under
// data-tool-ignore, under contenteditable (any value but "false"), inside
// <template> and <iframe> (resolver.UserAuthored) — are never scanned:
// they declare no tools, supply no label or description to a field outside
// them, and a control inside one is not a tool field (also when a form=
// attribute associates it with a form elsewhere).
//
// # Invalid names
//
// A tool, group or column name must match ^[A-Za-z0-9_-]{1,64}$ and a
// field name must map to a schema path (see Schema). What does not is
// skipped, never an error: it is returned as a Skipped with its reason and
// logged to Options.Logger.
package tools
