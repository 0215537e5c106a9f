#!/usr/bin/env bash
# Runs one stage of CI and holds it to two promises (issue 28):
#
#   scripts/ci-stage.sh NAME COMMAND [ARGUMENT...]
#
# - it prints one timing line, `ci: NAME: 123 s (exit 0)`, to standard error, and appends it to $CI_TIMINGS when set;
# - nothing the stage started keeps running after it: the command runs in a session of its own (setsid), and any
#   process still in that session when the command has ended is listed, stopped and fails the stage (exit 70), even
#   one started with `env -i` or reparented to init after its parent exited.
# The command's own exit status is passed on otherwise. scripts/test-ci-stage.sh proves that a leftover is caught.
set -uo pipefail
[ $# -ge 2 ] || { echo "usage: scripts/ci-stage.sh NAME COMMAND [ARGUMENT...]" >&2; exit 2; }
name=$1
shift
command -v setsid >/dev/null || { echo "ci-stage: setsid (util-linux) is required" >&2; exit 2; }
session_file=$(mktemp)
trap 'rm -f "$session_file"' EXIT
started=$(date +%s)
# The new session's leader writes its id (its own pid), then becomes the command.
setsid --wait bash -c 'echo $$ >"$0"; exec "$@"' "$session_file" "$@"
status=$?
elapsed=$(($(date +%s) - started))
session=$(cat "$session_file")

# Processes of the stage's session other than ones already exiting: a short grace period for those.
leftovers() { ps -e -o pid=,sid=,stat=,args= | awk -v sid="$session" '$2 == sid && $3 !~ /^Z/'; }
for _ in 1 2 3 4 5 6 7 8 9 10; do
  [ -z "$(leftovers)" ] && break
  sleep 0.2
done
left=$(leftovers)
if [ -n "$left" ]; then
  echo "ci: $name left processes running after it ended (a script must stop what it starts):" >&2
  echo "$left" >&2
  kill -TERM -- "-$session" 2>/dev/null || awk '{print $1}' <<<"$left" | xargs -r kill -TERM 2>/dev/null
  sleep 1
  awk '{print $1}' <<<"$(leftovers)" | xargs -r kill -KILL 2>/dev/null
  [ "$status" -ne 0 ] || status=70
fi
line="ci: $name: $elapsed s (exit $status)"
echo "$line" >&2
[ -z "${CI_TIMINGS:-}" ] || echo "$line" >>"$CI_TIMINGS"
exit "$status"
