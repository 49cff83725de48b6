#!/bin/sh
# Makes sure the pinned staticcheck is installed (in $(go env GOPATH)/bin,
# or GOBIN), the way ensure-chromium.sh makes sure of the browser, and
# prints its path. The version is pinned so that every machine and CI judge
# the code alike; raise it on purpose, with the fixes its new checks ask for.
set -eu
GO=${GO:-go}
MODULE_VERSION=v0.8.2
bin=$($GO env GOBIN)
[ -n "$bin" ] || bin=$($GO env GOPATH)/bin
sc=$bin/staticcheck
if [ -x "$sc" ] && "$sc" -version 2>/dev/null | grep -q "($MODULE_VERSION)"; then
	echo "$sc"
	exit 0
fi
echo "surefill: installing staticcheck $MODULE_VERSION into $bin" >&2
GOBIN=$bin $GO install "honnef.co/go/tools/cmd/staticcheck@$MODULE_VERSION" >&2
echo "$sc"
