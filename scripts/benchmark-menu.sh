#!/usr/bin/env bash
# Benchmark (release build): load a generated project of 1,000 Swift files and 50 localizations and compose its
# menu with `quickactions menu`. Reports the median wall time of RUNS runs and the peak resident memory.
# Target (issue 3): under 2 s and under 300 MB on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-10}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 scripts/generate-benchmark-project.py "$work/project"
binary=$(scripts/release-build.sh)
python3 - "$binary" "$work/project" "$RUNS" <<'PY'
import resource, statistics, subprocess, sys, time
binary, project, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
times = []
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run([binary, "menu", project, "--locale", "lbq", "--format", "json"], check=True, stdout=subprocess.DEVNULL)
    times.append(time.perf_counter() - start)
peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(f"menu of a 1,000-file, 50-locale project: median {statistics.median(times)*1000:.0f} ms, "
      f"min {min(times)*1000:.0f} ms, max {max(times)*1000:.0f} ms over {runs} runs; peak memory {peak_mb:.1f} MB")
PY
