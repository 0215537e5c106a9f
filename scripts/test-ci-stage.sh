#!/usr/bin/env bash
# Negative controls for scripts/ci-stage.sh: a stage that leaves a process behind (in the background, detached by
# `env -i`, or orphaned by a subshell, as test-release.sh once left `quickactions serve`) fails and the process is
# stopped; a clean stage passes with its own exit status.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "test-ci-stage: $*" >&2; exit 1; }
# Its stages are not CI's: their timing lines stay out of the CI run's summary.
unset CI_TIMINGS
marker="ci-stage-leftover-$$-$RANDOM"
expect_leftover() {  # $1: description, then a shell snippet that leaves `sleep` with $marker in its arguments
  local description=$1 status=0
  scripts/ci-stage.sh "$description" bash -c "$2" 2>/dev/null || status=$?
  [ "$status" -eq 70 ] || fail "$description: expected exit 70 for a leftover process, got $status"
  pgrep -f "$marker" >/dev/null && { pkill -f "$marker"; fail "$description: the leftover was not stopped"; }
  return 0
}
expect_leftover "background" "exec -a $marker sleep 300 & sleep 0.1"
expect_leftover "env -i" "env -i bash -c 'exec -a $marker sleep 300' & sleep 0.1"
expect_leftover "orphaned by a subshell" "( (exec -a $marker sleep 300) & ) ; sleep 0.1"
scripts/ci-stage.sh clean true 2>/dev/null || fail "a stage that leaves nothing failed"
status=0
scripts/ci-stage.sh failing bash -c 'exit 3' 2>/dev/null || status=$?
[ "$status" -eq 3 ] || fail "a failing stage's exit status was not passed on (got $status)"
# A stage that stops what it starts by its own process id, as the scripts do, passes.
scripts/ci-stage.sh trapped bash -c "exec -a $marker sleep 300 & pid=\$!; trap 'kill \$pid; wait \$pid' EXIT; sleep 0.1" \
  2>/dev/null || fail "a stage that stops its own process failed"
echo "test-ci-stage: leftover processes fail a CI stage and are stopped; clean and trapped stages pass"
