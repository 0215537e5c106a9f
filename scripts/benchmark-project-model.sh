#!/usr/bin/env bash
# Benchmark (release build): what reading the Xcode project model adds to `quickactions menu` (issue 13, target: at
# most 20 ms). One generated app of SWIFT_FILES Swift files and 50 localizations is read twice: as a folder without a
# project (`menu OUT/Bench`) and through Bench.xcodeproj, whose target lists every file (`menu OUT`). Reports the
# median wall time of RUNS runs of each, interleaved, and their difference.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-15}
SWIFT_FILES=${SWIFT_FILES:-2000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 scripts/generate-xcode-benchmark-project.py "$work/project" "$SWIFT_FILES"
# QUICKACTIONS_BINARY: a release binary built elsewhere (for example with --scratch-path); otherwise one is built.
if [ -n "${QUICKACTIONS_BINARY:-}" ]; then
  binary=$QUICKACTIONS_BINARY
else
  binary=$(scripts/release-build.sh)
fi
python3 - "$binary" "$work/project" "$RUNS" "$SWIFT_FILES" <<'PY'
import statistics, subprocess, sys, time
binary, project, runs, files = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
commands = {"folder": [binary, "menu", project + "/Bench", "--format", "json"],
            "xcodeproj": [binary, "menu", project, "--format", "json"]}
times = {name: [] for name in commands}
for _ in range(runs):
    for name, command in commands.items():
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        times[name].append(time.perf_counter() - start)
median = {name: statistics.median(values) * 1000 for name, values in times.items()}
print(f"menu of a {files:,}-file, 50-locale app over {runs} runs: folder {median['folder']:.1f} ms, "
      f"through Bench.xcodeproj {median['xcodeproj']:.1f} ms (median); the project model adds "
      f"{median['xcodeproj'] - median['folder']:.1f} ms")
PY
