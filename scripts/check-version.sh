#!/usr/bin/env bash
# Checks that every file that spells out quickactions' version agrees with its one source, QuickActionsTool.version
# (printed by scripts/version.sh), so a release changes that constant and these files together (`make test` runs it).
# Each pattern must match at least once, so a check cannot go stale silently when a file is reworded.
#
# The scripts, the release workflow, the GitHub Action and the Homebrew formula written by `make release` read the
# version; what is left here are examples for readers and a golden report.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(scripts/version.sh)
failures=0

# expect FILE ERE: every match of ERE in FILE holds the version (the first x.y.z in the match), and there is one.
expect() {
  local file=$1 pattern=$2 matches found
  matches=$(grep -oE -- "$pattern" "$file" || true)
  if [ -z "$matches" ]; then
    echo "check-version: $file: nothing matches $pattern" >&2
    failures=$((failures + 1))
    return
  fi
  while IFS= read -r match; do
    found=$(grep -oE '[0-9]+\.[0-9]+\.[0-9]+' <<<"$match" | head -1)
    if [ "$found" != "$version" ]; then
      echo "check-version: $file: '$match' says $found, QuickActionsTool.version is $version" >&2
      failures=$((failures + 1))
    fi
  done <<<"$matches"
}

semver='[0-9]+\.[0-9]+\.[0-9]+'
expect README.md "quickactionkit/quickactionkit@v$semver"
expect README.md "releases/download/v$semver/quickactions-$semver-"
expect README.md "quickactions-$semver-linux-x86_64/bin"
expect README.md "from: \"$semver\""
expect README.md "--build-arg VERSION=$semver"
expect action.yml "quickactionkit/quickactionkit@v$semver"
expect Sources/QuickActionDispatch/QuickActionDispatch.docc/QuickActionDispatch.md "from: \"$semver\""
expect Tests/QuickActionsCLITests/Golden/golden.lint-examples.sarif "\"semanticVersion\" : \"$semver\""
# The newest released section of the changelog is this version (Unreleased comes above it).
newest=$(grep -oE "^## \[$semver\]" CHANGELOG.md | head -1)
[ "$newest" = "## [$version]" ] ||
  { echo "check-version: CHANGELOG.md: the newest release section is '$newest', not '## [$version]'" >&2; failures=$((failures + 1)); }

[ "$failures" -eq 0 ] || exit 1
echo "check-version: $version everywhere it is written"
