#!/usr/bin/env bash
# Runs the whole test suite under each named sanitizer: the Swift tests (the CLI tests run the sanitized
# quickactions binary) and the browser and API tests against the sanitized server:
#   scripts/sanitize.sh address thread
# Each sanitizer builds in its own folder (.build-asan, .build-tsan) so the ordinary build is left alone; the time
# each run took is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH
# No lint plug-ins in this build, so no second copy of the tool (Package.swift, `pluginsWanted`).
export QUICKACTIONS_PLUGINS=${QUICKACTIONS_PLUGINS:-0}
# Leaks at exit are not reported: fontconfig and swift-syntax keep caches for the life of the process on purpose.
export ASAN_OPTIONS=detect_leaks=0 TSAN_OPTIONS=halt_on_error=1
sanitizers=("$@")
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)
summary=()
for sanitizer in "${sanitizers[@]}"; do
  case $sanitizer in
    address) scratch=.build-asan ;;
    thread) scratch=.build-tsan ;;
    *) echo "sanitize: unknown sanitizer '$sanitizer' (address or thread)" >&2; exit 2 ;;
  esac
  started=$(date +%s)
  swift build --build-tests --sanitize "$sanitizer" --scratch-path "$scratch"
  built=$(date +%s)
  swift test --skip-build --sanitize "$sanitizer" --scratch-path "$scratch"
  # The browser and API tests against the sanitized server, which runs several times slower: it must stop on
  # SIGTERM within 3 s instead of 1.
  QUICKACTIONS_BIN=$scratch/debug/quickactions QUICKACTIONS_STOP_SECONDS=3 scripts/browser-tests.sh
  finished=$(date +%s)
  summary+=("$sanitizer: build $((built - started)) s, Swift and browser tests $((finished - built)) s, no reports")
done
printf '%s\n' "${summary[@]}"
