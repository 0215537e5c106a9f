#!/usr/bin/env bash
# `make benchmark`: every benchmark (release build), then each figure that has a target (issue 35) against it, from
# the `target:` lines the benchmarks print. The exit status is the benchmarks'; a missed target is reported, not an
# error (the figures depend on the machine).
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
{
  scripts/benchmark-menu.sh
  scripts/benchmark-project-model.sh
  "$(scripts/release-build.sh appshortcuts-benchmark)"
  "$(scripts/release-build.sh preview-benchmark)"
  scripts/benchmark-lint.sh
  scripts/benchmark-serve.sh
  scripts/benchmark-lsp.sh
  scripts/benchmark-bounds.sh
} 2>&1 | tee "$log"
echo
echo "Targets (issues 35 and 36), on this machine:"
grep '^target: ' "$log" | sed 's/^target: /  /'
