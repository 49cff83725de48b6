# surefill: the two commands a newcomer needs are `make demo` and `make test`.
GO ?= go

.PHONY: test demo chromium mcpclient vet staticcheck unit examples

test: chromium mcpclient vet staticcheck unit examples

# demo fills the bundled job application form in headless Chromium, prints
# the action log and a JSON summary, and writes demo-out/filled.png.
demo: chromium
	$(GO) run ./examples/jobapply -out demo-out

chromium:
	@./scripts/ensure-chromium.sh

# mcpclient installs the official MCP TypeScript SDK client (pinned by
# cmd/surefill/testdata/mcpclient/package-lock.json) that the MCP test drives.
mcpclient:
	@./scripts/mcp-client.sh

vet:
	$(GO) vet ./...

# staticcheck is pinned and installed by scripts/ensure-staticcheck.sh, like
# Chromium by ensure-chromium.sh; any finding fails the build.
staticcheck:
	@sc=$$(GO=$(GO) ./scripts/ensure-staticcheck.sh) && $$sc ./...

unit:
	$(GO) test -race -count=1 -timeout 20m ./...

# examples runs each example program (the demo has its own target); each
# exits non-zero when it does not behave as it documents.
examples: chromium
	@for e in offline errors customparts remote actionlog; do echo "== examples/$$e"; $(GO) run ./examples/$$e || exit 1; done

.PHONY: bench
bench:
	cd bench && $(GO) run ./cmd/bench $(BENCHFLAGS)
