#!/bin/sh
# Makes sure a Chromium is installed for the live tests and the demo.
# SUREFILL_CHROME names an explicit browser; otherwise chromium is looked up
# on PATH and, on Debian as root, installed with apt-get.
set -eu
if [ -n "${SUREFILL_CHROME:-}" ] && [ -x "$SUREFILL_CHROME" ]; then
	exit 0
fi
for b in chromium chromium-browser google-chrome google-chrome-stable chrome; do
	if command -v "$b" >/dev/null 2>&1; then
		exit 0
	fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
	echo "surefill: chromium is missing; installing it with apt-get" >&2
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq chromium >/dev/null
	command -v chromium >/dev/null 2>&1 && exit 0
fi
echo "surefill: no Chromium found. Install it (Debian: 'sudo apt-get install -y chromium')" >&2
echo "or set SUREFILL_CHROME to the browser's path." >&2
exit 1
