#!/usr/bin/env bash
# Fuzzes the project's readers with libFuzzer and AddressSanitizer (issue 15; Fuzz/README.md).
#
#   scripts/fuzz.sh [TARGET...]        every target when none is named
#
# FUZZ_SECONDS   time per target (default 60); FUZZ_RUNS, when set, a number of inputs per target instead
# FUZZ_TIMEOUT   seconds one input may take before it counts as a hang (default 10)
# FUZZ_MAX_LEN   the largest input in bytes (default 65536; smaller runs more inputs a second)
# FUZZ_NO_BUILD  set to 1 to use the binary already built (to run several targets at once in separate shells);
#                FUZZ_BINARY names another binary to run
# FUZZ_CONFIGURATION  release (the default; SwiftPM's debug link of an executable expects an entry point of its
#                     own, which libFuzzer's main replaces)
#
# Each target starts from seeds found in Examples/ and the test fixtures (Fuzz/Seeds has the formats those lack),
# with a dictionary of its format, and keeps its growing corpus in .fuzz/corpus/TARGET, so a later run goes on from
# there. An input that crashes, trips the sanitizer, runs over 10 s or uses over 2 GB is saved in
# .fuzz/findings/TARGET/ and the script exits 1; reproduce it with
#   QUICKACTIONS_FUZZ_TARGET=TARGET .build-fuzz/CONFIG/quickactions-fuzz FILE
# One line per target reports the inputs run, the coverage reached (libFuzzer's edges `cov` and features `ft`) and
# the corpus size.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export PATH=/opt/swift/usr/bin:$PATH

all_targets=(info-plist binary-plist strings string-catalog appshortcuts-catalog swift config dynamic-json pbxproj
  xcconfig xcodegen tuist web-manifest desktop-entry android-shortcuts)
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
configuration=${FUZZ_CONFIGURATION:-release}
seconds=${FUZZ_SECONDS:-60}
scratch=$root/.build-fuzz
# The fuzzer's files stay out of SwiftPM's build folder, which empties its own `artifacts` folder on every build.
data=$root/.fuzz

binary=${FUZZ_BINARY:-$scratch/$configuration/quickactions-fuzz}
if [ "${FUZZ_NO_BUILD:-}" != 1 ]; then
  echo "fuzz: building quickactions-fuzz ($configuration, -sanitize=fuzzer,address)" >&2
  mkdir -p "$scratch"
  # With SwiftPM's `--sanitize fuzzer --sanitize address`, swiftc gets two -sanitize flags and the last one wins, so
  # a module got coverage or AddressSanitizer, never both. `--sanitize fuzzer` tells SwiftPM that libFuzzer supplies
  # `main` (it links no entry point of its own), and the one flag after it gives every module both.
  QUICKACTIONS_FUZZ=1 swift build -c "$configuration" --scratch-path "$scratch" --product quickactions-fuzz \
    --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >"$scratch/build.log" 2>&1 \
    || { tail -40 "$scratch/build.log" >&2; exit 1; }
fi

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

failed=0
for target in "${targets[@]}"; do
  [ -n "$(dictionary "$target")" ] || { echo "fuzz: no target '$target'; use: ${all_targets[*]}" >&2; exit 2; }
  seeds=$data/seeds/$target
  corpus=$data/corpus/$target
  artifacts=$data/findings/$target
  rm -rf "$seeds"
  mkdir -p "$seeds" "$corpus" "$artifacts"
  index=0
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
  limit=(-max_total_time="$seconds")
  [ -z "${FUZZ_RUNS:-}" ] || limit=(-runs="$FUZZ_RUNS")
  mkdir -p "$data/logs"
  log=$data/logs/$target.log
  started=$data/logs/$target.started
  touch "$started"
  status=0
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
    failed=1
    grep -E "ERROR|SUMMARY|Fatal error|==[0-9]+==" "$log" | head -5 >&2 || true
    echo "fuzz: $target failed; see $log and $artifacts" >&2
  fi
done
exit $failed
