#!/usr/bin/env bash
# Fuzzes `quickactions serve` through its OpenAPI document with schemathesis: starts the server on a free port with
# Examples/Chirp, Examples/Trailmix and Examples/Brewlog and a throwaway --state file, waits until it answers, and
# runs schemathesis on every operation of Sources/QuickActionServer/Resources/openapi.yaml (positive and negative
# inputs), checking that no answer is a server error (5xx) and that every answer conforms to the response schemas.
# Path parameters are drawn, most of the time, from what the running server has (app ids, menu item types, locales,
# the page's asset names; a generated schemathesis.toml), so requests reach past the 404s. GET /api/events, an
# event stream that stays open, is read for one second per request. The server is stopped on exit; the exit status
# is schemathesis's (non-zero on any failure).
#
# schemathesis lives in the browser tests' venv (.build/browser-venv, see scripts/browser-tests.sh), installed at a
# pinned version only when missing.
#
#   QUICKACTIONS_BINARY=.build/debug/quickactions scripts/fuzz-server.sh [extra `st run` options]
#
# FUZZ_SERVER_EXAMPLES  test cases per operation and phase (default 50)
# FUZZ_SERVER_CHECKS    schemathesis checks (default not_a_server_error,response_schema_conformance)
# FUZZ_SERVER_WORKERS   concurrent schemathesis workers (default 1)
# A JUnit report is written to .build/fuzz-server-report/junit.xml.
set -euo pipefail
binary=${QUICKACTIONS_BINARY:-}
if [ -z "$binary" ]; then
  echo "fuzz-server: set QUICKACTIONS_BINARY to a built quickactions (for example .build/debug/quickactions)" >&2
  exit 1
fi
case $binary in /*) ;; *) binary=$PWD/$binary ;; esac
cd "$(dirname "$0")/.."
root=$PWD
venv=$root/.build/browser-venv
requirement=schemathesis==4.32.5
document=$root/Sources/QuickActionServer/Resources/openapi.yaml
examples=${FUZZ_SERVER_EXAMPLES:-50}
checks=${FUZZ_SERVER_CHECKS:-not_a_server_error,response_schema_conformance}
workers=${FUZZ_SERVER_WORKERS:-1}
report_dir=$root/.build/fuzz-server-report

if [ ! -x "$binary" ]; then
  echo "fuzz-server: QUICKACTIONS_BINARY=$binary is not an executable file: build it first (swift build --product quickactions)" >&2
  exit 1
fi
case $examples in ''|*[!0-9]*|0) echo "fuzz-server: FUZZ_SERVER_EXAMPLES must be a positive integer, not '$examples'" >&2; exit 1 ;; esac

if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import sys' >/dev/null 2>&1; then
  command -v python3 >/dev/null 2>&1 || { echo "fuzz-server: python3 is required: run make setup" >&2; exit 1; }
  rm -rf "$venv"
  echo "fuzz-server: creating $venv"
  python3 -m venv "$venv" || { echo "fuzz-server: python3 -m venv failed (python3-venv missing?): run make setup" >&2; exit 1; }
fi
installed=$("$venv/bin/python" -c 'import importlib.metadata as m, sys
try: print(m.version(sys.argv[1]))
except m.PackageNotFoundError: pass' "${requirement%%==*}")
if [ "$installed" != "${requirement##*==}" ]; then
  echo "fuzz-server: installing $requirement"
  # Only schemathesis is named, so pip leaves the browser tests' pinned packages as they are.
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$requirement"
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/fuzz-server.XXXXXX")
server_pid=
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$scratch"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --port 0 lets the server pick a free port; it prints "Serving N apps at http://127.0.0.1:PORT/".
"$binary" serve Examples/Chirp Examples/Trailmix Examples/Brewlog --port 0 --state "$scratch/state.sqlite" \
  >"$scratch/serve.out" 2>"$scratch/serve.err" &
server_pid=$!

base_url=
for _ in $(seq 1 300); do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "fuzz-server: quickactions serve exited before answering:" >&2
    cat "$scratch/serve.out" "$scratch/serve.err" >&2
    exit 1
  fi
  if [ -z "$base_url" ]; then
    base_url=$(grep -o 'http://[^ ]*' "$scratch/serve.out" | head -n 1 | sed 's,/$,,' || true)
  fi
  if [ -n "$base_url" ] && "$venv/bin/python" -c 'import sys, urllib.request
urllib.request.urlopen(sys.argv[1] + "/api/apps", timeout=2).read()' "$base_url" >/dev/null 2>&1; then
    break
  fi
  sleep 0.1
done
if [ -z "$base_url" ] || ! "$venv/bin/python" -c 'import sys, urllib.request
urllib.request.urlopen(sys.argv[1] + "/api/apps", timeout=2).read()' "$base_url" >/dev/null 2>&1; then
  echo "fuzz-server: quickactions serve did not answer within 30 s:" >&2
  cat "$scratch/serve.out" "$scratch/serve.err" >&2
  exit 1
fi
echo "fuzz-server: serving at $base_url; $examples examples per operation, checks $checks"

if ! "$venv/bin/python" -c 'import sys, urllib.request
urllib.request.urlopen(sys.argv[1] + "/api/openapi.yaml", timeout=2).read()' "$base_url" >/dev/null 2>&1; then
  echo "fuzz-server: warning: GET /api/openapi.yaml does not answer 200: $binary has no" \
    "QuickActionKit_QuickActionServer.resources next to it, so GET /, /assets/{name} and /api/openapi.yaml answer 404" >&2
fi

# Random ids, asset names and item types almost never exist, so half the time (or more) the path parameters come
# from what the server really has: its apps, their current menus' item types, their locales and the page's assets.
"$venv/bin/python" - "$base_url" "$root/Sources/QuickActionServer/Resources/Assets" >"$scratch/schemathesis.toml" <<'PYTHON'
import json, os, sys, urllib.parse, urllib.request

base_url, asset_folder = sys.argv[1], sys.argv[2]

def get(path):
    with urllib.request.urlopen(base_url + path, timeout=10) as response:
        return json.load(response)

apps = get("/api/apps")["apps"]
ids = [app["id"] for app in apps]
locales = sorted({locale for app in apps for locale in app["locales"]})
types = sorted({item["type"] for app_id in ids
                for item in get(f"/api/apps/{urllib.parse.quote(app_id, safe='')}/menu")["menu"]["items"]})
assets = sorted(os.listdir(asset_folder)) if os.path.isdir(asset_folder) else []

def dictionary(name, values):
    return f"[dictionaries.{name}]\nvalues = {json.dumps(values)}\n"

print("# Generated by scripts/fuzz-server.sh from the running server.")
print(dictionary("app-ids", ids))
print(dictionary("item-types", types))
print(dictionary("locales", locales))
if assets:
    print(dictionary("assets", assets))
print("[parameters]")
print('"path.id" = { dictionary = "app-ids", probability = 0.75 }')
print('"path.type" = { dictionary = "item-types", probability = 0.5 }')
print('"query.locale" = { dictionary = "locales", probability = 0.5 }')
print('"body.locale" = { dictionary = "locales", probability = 0.5 }')
if assets:
    print('"path.name" = { dictionary = "assets", probability = 0.75 }')
# The event stream stays open until the client leaves: read it for a second, then let go.
print("\n[[operations]]\ninclude-operation-id = \"streamEvents\"\nrequest-timeout = 1")
PYTHON

mkdir -p "$report_dir"
status=0
"$venv/bin/st" --config-file "$scratch/schemathesis.toml" run "$document" \
  --url "$base_url" \
  --checks "$checks" \
  --max-examples "$examples" \
  --workers "$workers" \
  --request-timeout 10 \
  --generation-database none \
  --no-color \
  --report junit --report-junit-path "$report_dir/junit.xml" \
  "$@" || status=$?

if ! kill -0 "$server_pid" 2>/dev/null; then
  echo "fuzz-server: quickactions serve is no longer running:" >&2
  cat "$scratch/serve.err" >&2
  [ "$status" -ne 0 ] || status=1
fi
exit "$status"
