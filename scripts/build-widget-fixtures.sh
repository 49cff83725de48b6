#!/usr/bin/env bash
# build-widget-fixtures.sh rebuilds testdata/widgets/dist, the bundles of
# real widget libraries the widget live tests run against, from the pinned
# package.json and package-lock.json beside them (npm ci, then esbuild from
# the lock file). The bundles are committed: tests never run this script
# and never need npm; run it after changing a page's source or a version.
set -euo pipefail
cd "$(dirname "$0")/../testdata/widgets"
npm ci --no-audit --no-fund --loglevel=error
rm -rf dist
./node_modules/.bin/esbuild src/*.js src/*.jsx \
	--bundle --splitting --format=esm --minify --target=chrome120 \
	--outdir=dist --entry-names='[name]' --chunk-names='chunks/[name]-[hash]' --asset-names='assets/[name]-[hash]' \
	--loader:.png=file --loader:.webp=file --loader:.svg=file --loader:.woff2=file --loader:.woff=file \
	--jsx=automatic --legal-comments=external --log-level=warning \
	--define:process.env.NODE_ENV='"production"' \
	--define:__VUE_OPTIONS_API__=true --define:__VUE_PROD_DEVTOOLS__=false \
	--define:__VUE_PROD_HYDRATION_MISMATCH_DETAILS__=false
du -sh dist
