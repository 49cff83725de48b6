# surefill: the two commands a newcomer needs are `make demo` and `make test`.
GO ?= go

.PHONY: test chromium vet unit

test: chromium vet unit

chromium:
	@./scripts/ensure-chromium.sh

vet:
	$(GO) vet ./...

unit:
	$(GO) test -race -count=1 -timeout 20m ./...

.PHONY: bench
bench:
	cd bench && $(GO) run ./cmd/bench $(BENCHFLAGS)
