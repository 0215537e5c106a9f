#!/usr/bin/env bash
# Fuzzes the project's readers with libFuzzer and AddressSanitizer (issue 15; Fuzz/README.md).
#
#   scripts/fuzz.sh [TARGET...]        every target when none is named
#
# FUZZ_SECONDS   time per target (default 60); FUZZ_RUNS, when set, a number of inputs per target instead
# FUZZ_TIMEOUT   seconds one input may take before it counts as a hang (default 10)
# FUZZ_MAX_LEN   the largest input in bytes (default 65536; smaller runs more inputs a second)
# FUZZ_JOBS      targets run at once (default: the number of cores; each libFuzzer run uses one)
# FUZZ_NO_BUILD  set to 1 to use the binary already built (to run several targets at once in separate shells);
#                FUZZ_BINARY names another binary to run
# FUZZ_CONFIGURATION  debug (the default: it shares `make test`'s build of swift-syntax and Yams) or release (more
#                     inputs a second for a long campaign; its first build compiles swift-syntax in release)
#
# Each target starts from seeds found in Examples/ and the test fixtures (Fuzz/Seeds has the formats those lack),
# with a dictionary of its format, and keeps its growing corpus in .fuzz/corpus/TARGET, so a later run goes on from
# there. An input that crashes, trips the sanitizer, runs over 10 s or uses over 2 GB is saved in
# .fuzz/findings/TARGET/ and the script exits 1; reproduce it with
#   QUICKACTIONS_FUZZ_TARGET=TARGET .build/CONFIG/quickactions-fuzz FILE
# One line per target reports the inputs run, the coverage reached (libFuzzer's edges `cov` and features `ft`) and
# the corpus size.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export PATH=/opt/swift/usr/bin:$PATH
# No lint plug-ins in this build, so no second copy of the tool (Package.swift, `pluginsWanted`).
export QUICKACTIONS_PLUGINS=${QUICKACTIONS_PLUGINS:-0}

all_targets=(info-plist binary-plist strings string-catalog appshortcuts-catalog swift config dynamic-json pbxproj
  xcconfig xcodegen tuist web-manifest desktop-entry android-shortcuts)
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
configuration=${FUZZ_CONFIGURATION:-debug}
seconds=${FUZZ_SECONDS:-60}
# The ordinary build's folder: the other packages (swift-syntax, Yams) are built there with the same flags, so only
# this package's modules are compiled again, with the fuzzer's (Package.swift, `fuzzBuild`). A later `swift build`
# compiles them again without.
scratch=${FUZZ_SCRATCH:-$root/.build}
# The fuzzer's files stay out of SwiftPM's build folder, which empties its own `artifacts` folder on every build.
data=$root/.fuzz

# Seeds: the project's own files of each format (never copied into the repository).
seed_files() {
  local fixtures=(Examples Tests/AppProjectTests/Fixtures Tests/XcodeProjectTests/Fixtures)
  case $1 in
    info-plist) find "${fixtures[@]}" -name '*.plist' -not -name '*.binary.plist' ;;
    binary-plist) find "${fixtures[@]}" -name '*.binary.plist' ;;
    strings) find "${fixtures[@]}" -name '*.strings' ;;
    string-catalog) find "${fixtures[@]}" -name '*.xcstrings' -not -name 'AppShortcuts.xcstrings' ;;
    appshortcuts-catalog) find "${fixtures[@]}" -name 'AppShortcuts.xcstrings' ;;
    swift) find "${fixtures[@]}" -name '*.swift' -not -name 'Project.swift' ;;
    config) find Fuzz/Seeds/config -type f ;;
    dynamic-json) find Fuzz/Seeds/dynamic-json -type f ;;
    pbxproj) find "${fixtures[@]}" -name 'project.pbxproj' ;;
    xcconfig) find "${fixtures[@]}" -name '*.xcconfig' ;;
    xcodegen) find "${fixtures[@]}" -name '*.yml' ;;
    tuist) find "${fixtures[@]}" -name 'Project.swift' ;;
    web-manifest | desktop-entry | android-shortcuts) find "Fuzz/Seeds/$1" -type f ;;
  esac
}

dictionary() {
  case $1 in
    info-plist | binary-plist) echo plist ;;
    strings) echo strings ;;
    string-catalog | appshortcuts-catalog | dynamic-json | web-manifest) echo json ;;
    desktop-entry) echo desktop ;;
    android-shortcuts) echo plist ;;
    swift | tuist) echo swift ;;
    config | xcodegen) echo yaml ;;
    pbxproj | xcconfig) echo pbxproj ;;
  esac
}

for target in "${targets[@]}"; do
  [ -n "$(dictionary "$target")" ] || { echo "fuzz: no target '$target'; use: ${all_targets[*]}" >&2; exit 2; }
done

binary=${FUZZ_BINARY:-$scratch/$configuration/quickactions-fuzz}
if [ "${FUZZ_NO_BUILD:-}" != 1 ]; then
  echo "fuzz: building quickactions-fuzz ($configuration, this package's modules with -sanitize=fuzzer,address)" >&2
  mkdir -p "$scratch" "$data"
  # The flags are the manifest's, per target (QUICKACTIONS_FUZZ=1), not -Xswiftc: on the command line they would reach
  # every package and rebuild swift-syntax.
  QUICKACTIONS_FUZZ=1 swift build -c "$configuration" --scratch-path "$scratch" \
    --product quickactions-fuzz >"$data/build.log" 2>&1 || { tail -40 "$data/build.log" >&2; exit 1; }
fi

# One target's run, in the background when FUZZ_JOBS > 1: its summary line goes to $data/logs/TARGET.summary and
# its result (0 or 1) to $data/logs/TARGET.failed, read in order once every run has ended.
fuzz_target() {
  local target=$1
  local seeds=$data/seeds/$target
  local corpus=$data/corpus/$target artifacts=$data/findings/$target log=$data/logs/$target.log
  local started=$data/logs/$target.started index=0 status=0 runs coverage found file
  rm -rf "$seeds"
  mkdir -p "$seeds" "$corpus" "$artifacts"
  while IFS= read -r file; do
    cp "$file" "$seeds/$index-$(basename "$file")"
    index=$((index + 1))
  done < <(seed_files "$target")
  if [ "$target" = binary-plist ]; then
    # Binary forms of the XML seeds, so the binary reader starts from real Info.plists.
    while IFS= read -r file; do
      python3 -c 'import plistlib, sys; plistlib.dump(plistlib.load(open(sys.argv[1], "rb")), open(sys.argv[2], "wb"), fmt=plistlib.FMT_BINARY)' \
        "$file" "$seeds/$index.binary.plist" 2>/dev/null || true
      index=$((index + 1))
    done < <(seed_files info-plist)
  fi
  local limit=(-max_total_time="$seconds")
  [ -z "${FUZZ_RUNS:-}" ] || limit=(-runs="$FUZZ_RUNS")
  touch "$started"
  # No allocation stacks and a small quarantine: a third more inputs a second. To see where a failing input's memory
  # was allocated, run it again with ASAN_OPTIONS=malloc_context_size=30.
  QUICKACTIONS_FUZZ_TARGET=$target ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:malloc_context_size=0:quarantine_size_mb=16} \
    "$binary" "$corpus" "$seeds" \
    -dict="Fuzz/Dictionaries/$(dictionary "$target").dict" "${limit[@]}" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 \
    -max_len="${FUZZ_MAX_LEN:-65536}" -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1 || status=$?
  runs=$(awk -F': *' '/stat::number_of_executed_units/ {print $2}' "$log")
  [ -n "$runs" ] || runs=$(grep -Eo '^#[0-9]+' "$log" | tail -1 | tr -d '#')
  coverage=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1)
  # Only this run's findings count; earlier ones stay for reference until removed.
  found=$(find "$artifacts" -type f -newer "$started" | wc -l)
  echo "$target: $runs inputs, ${coverage:-cov: ?}, corpus $(find "$corpus" -type f | wc -l) files, $found failing inputs"
  if [ "$status" -ne 0 ] || [ "$found" -gt 0 ]; then
    grep -E "ERROR|SUMMARY|Fatal error|==[0-9]+==" "$log" | head -5 || true
    echo "fuzz: $target failed; see $log and $artifacts"
    return 1
  fi
}

# libFuzzer runs on one core: FUZZ_JOBS targets at a time (default: the number of cores). Each is stopped on any
# way out of this script, by its own process id.
jobs_at_once=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
mkdir -p "$data/logs"
running=()
stop_running() {
  local pid
  for pid in "${running[@]}"; do
    pkill -P "$pid" 2>/dev/null || true
    kill "$pid" 2>/dev/null || true
  done
}
trap stop_running EXIT
for target in "${targets[@]}"; do
  rm -f "$data/logs/$target.failed"
  (if fuzz_target "$target" >"$data/logs/$target.summary" 2>&1; then echo 0; else echo 1; fi >"$data/logs/$target.failed") &
  running+=($!)
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_at_once" ]; do wait -n || true; done
done
wait
running=()
failed=0
for target in "${targets[@]}"; do
  cat "$data/logs/$target.summary"
  [ "$(cat "$data/logs/$target.failed" 2>/dev/null)" = 0 ] || failed=1
done
exit $failed
