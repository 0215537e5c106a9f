#!/usr/bin/env bash
# Benchmark (release build): `quickactions lint` over a generated monorepo (10,000 Swift files, about 1% relevant;
# 200 Info.plists; 2,000 strings files) against `grep -rlE` for the words that matter, over the same tree in the same
# run, and over the second tree of issue 35 (200 apps, their Swift inside each, 20 localizations each). Targets
# (issue 35): lint wall time at most 1.3× grep's on both; peak memory under 300 MB. Each prints a `target:` line.
# INSTRUCTIONS=1 also counts the instructions one lint run executes (valgrind's callgrind, on a copy of the binary
# without debug information, which valgrind cannot read): a figure this shared machine's timing noise does not move.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 scripts/generate-lint-monorepo.py "$work/repo"
python3 scripts/generate-lint-monorepo.py "$work/apps" --shape apps
# QUICKACTIONS_BINARY: a release binary built elsewhere (for example with --scratch-path); otherwise one is built.
if [ -n "${QUICKACTIONS_BINARY:-}" ]; then
  binary=$QUICKACTIONS_BINARY
else
  binary=$(scripts/release-build.sh)
fi
for tree in repo apps; do
python3 - "$binary" "$work/$tree" "$RUNS" "$tree" <<'PY'
import resource, statistics, subprocess, sys, time
binary, repo, runs, tree = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
grep_command = ["grep", "-rlE", "UIApplicationShortcut|AppShortcut|shortcutItem", repo]
lint_command = [binary, "lint", repo, "--reporter", "summary"]
def timed(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start
# Warm the file cache, then alternate the two commands so both see the same machine state; the ratio is the median
# of the ratios of each pair.
timed(grep_command); timed(lint_command)
greps, lints = [], []
for _ in range(runs):
    greps.append(timed(grep_command))
    lints.append(timed(lint_command))
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
ratio = statistics.median(l / g for l, g in zip(lints, greps))
name = "the benchmark monorepo" if tree == "repo" else "200 apps with their Swift inside, 20 localizations each"
print(f"{name}: grep -rlE: median {statistics.median(greps)*1000:.0f} ms; quickactions lint: median "
      f"{statistics.median(lints)*1000:.0f} ms; ratio {ratio:.2f}x (median of {runs} alternating pairs); "
      f"fastest runs: {min(greps)*1000:.0f} ms and {min(lints)*1000:.0f} ms, {min(lints)/min(greps):.2f}x; "
      f"peak memory {peak:.1f} MB")
print(f"target: lint / grep on {name}: {ratio:.2f}x (at most 1.30x): {'met' if ratio <= 1.3 else 'missed'}")
print(f"target: lint peak memory on {name}: {peak:.0f} MB (under 300 MB): {'met' if peak < 300 else 'missed'}")
PY
done
if [ "${INSTRUCTIONS:-0}" = 1 ]; then
  command -v valgrind >/dev/null 2>&1 || { echo "benchmark-lint: INSTRUCTIONS=1 needs valgrind (apt-get install valgrind)" >&2; exit 1; }
  strip -g -o "$work/quickactions" "$binary"
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$work/quickactions" lint "$work/repo" \
    --reporter summary 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/instructions executed by one lint run: \1/p'
fi
