#!/usr/bin/env bash
# The source archive and the Homebrew formula of a release, in dist/ (called by scripts/release.sh):
#
#   scripts/release-formula.sh [VERSION]    (default: scripts/version.sh)
#
# - quickactions-VERSION.tar.gz: the committed tree at HEAD (`git archive`, compressed without a time stamp, so one
#   commit gives the same bytes with the same git and gzip), which the release publishes and the formula builds from;
# - quickactions.rb: Formula/quickactions.rb with `url` and `sha256` lines for that archive after `homepage`, the file
#   the tap repository homebrew-quickactions holds as Formula/quickactions.rb.
# It prints the two lines it added.
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:-$(scripts/version.sh)}
archive="quickactions-$version.tar.gz"
url="https://github.com/quickactionkit/quickactionkit/releases/download/v$version/$archive"
mkdir -p dist
git archive --format=tar --prefix="quickactions-$version/" HEAD | gzip -n -9 >"dist/$archive"
sha256=$(sha256sum "dist/$archive" | cut -d' ' -f1)
URL=$url SHA256=$sha256 awk '
  { print }
  /^  homepage / { print "  url \"" ENVIRON["URL"] "\""; print "  sha256 \"" ENVIRON["SHA256"] "\""; added = 1 }
  END { if (!added) { print "release-formula: no homepage line in Formula/quickactions.rb" > "/dev/stderr"; exit 1 } }
' Formula/quickactions.rb >dist/quickactions.rb
if command -v ruby >/dev/null; then ruby -c dist/quickactions.rb >/dev/null; fi
echo "release-formula: dist/$archive and dist/quickactions.rb (copy it to the tap's Formula/):" >&2
grep -E '^  (url|sha256) ' dist/quickactions.rb
