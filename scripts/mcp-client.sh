#!/bin/sh
# Installs the official MCP TypeScript SDK client that cmd/surefill's MCP
# test drives, exactly as package-lock.json pins it (npm ci), into
# cmd/surefill/testdata/mcpclient/node_modules. It does nothing when that
# install already matches the lock file. Needs Node 18+ and npm.
set -eu
dir="$(cd "$(dirname "$0")/.." && pwd)/cmd/surefill/testdata/mcpclient"
stamp="$dir/node_modules/.surefill-lock"
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
	echo "surefill: the MCP client test needs Node.js 18 or later and npm (Debian: sudo apt-get install -y nodejs npm)" >&2
	exit 1
fi
if [ -f "$stamp" ] && cmp -s "$stamp" "$dir/package-lock.json"; then
	exit 0
fi
echo "surefill: installing the MCP TypeScript SDK client (npm ci in $dir)" >&2
(cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >&2)
cp "$dir/package-lock.json" "$stamp"
