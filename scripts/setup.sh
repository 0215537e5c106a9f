#!/usr/bin/env bash
# Installs what QuickActionKit's build and tests need on a fresh Debian machine, idempotently.
# The Swift toolchain (6.1 or later) must already be on PATH or at /opt/swift.
set -euo pipefail
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH=/opt/swift/usr/bin:$PATH
fi
command -v swift >/dev/null 2>&1 || { echo "setup: Swift 6.1 or later is required (https://swift.org/install)" >&2; exit 1; }
missing=()
for tool in make git; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  else
    echo "setup: please install: ${missing[*]}" >&2; exit 1
  fi
fi
