#!/usr/bin/env bash
# The man page keeps every character of the help (issue 29): scripts/generate-manual.py writes it from
# `quickactions --experimental-dump-help`; groff renders it without a warning, every subcommand has its entry, and
# every non-ASCII character of the help (“…”, ×, é) is on the rendered page. Negative control: a page with one
# character dropped, as swift-argument-parser's generate-manual plug-in drops them all, must fail the check.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${QUICKACTIONS_BIN:-.build/debug/quickactions}
command -v groff >/dev/null || { echo "test-manual: groff is required: run make setup" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$binary" --experimental-dump-help >"$work/help.json"
python3 scripts/generate-manual.py "$binary" "$work/quickactions.1" 2026-01-01

check() { # PAGE: the page renders cleanly and keeps every subcommand and every non-ASCII character
  local page=$1
  groff -mandoc -Tutf8 -ww -z "$page" 2>"$work/warnings"
  if [ -s "$work/warnings" ]; then cat "$work/warnings" >&2; return 1; fi
  groff -mandoc -Tutf8 "$page" 2>/dev/null | sed 's/.\x08//g' >"$work/rendered.txt"
  python3 - "$work/help.json" "$work/rendered.txt" <<'PY'
import json, re, sys
help_text = open(sys.argv[1], encoding="utf-8").read()
rendered = open(sys.argv[2], encoding="utf-8").read()
tool = json.loads(help_text)
missing = sorted({c for c in help_text if ord(c) > 127} - set(rendered))
names = [c["commandName"] for c in tool["command"]["subcommands"] if c["commandName"] != "help"]
absent = [name for name in names if not re.search(rf"^ {{5}}{re.escape(name)}(\s|$)", rendered, re.M)]
if missing or absent:
    sys.exit(f"man page lacks characters {missing} or commands {absent}")
PY
}

check "$work/quickactions.1"
# The negative control: one non-ASCII character dropped everywhere, as the plug-in drops them.
python3 - "$work/quickactions.1" "$work/dropped.1" <<'PY'
import re, sys
page = open(sys.argv[1]).read()
first = re.search(r"\\\[u[0-9A-F]{4,6}\]", page).group(0)
open(sys.argv[2], "w").write(page.replace(first, ""))
PY
if check "$work/dropped.1" 2>/dev/null; then
  echo "test-manual: the check passed a page with a character dropped" >&2
  exit 1
fi
echo "test-manual: the man page keeps every character of the help and every command"
