#!/usr/bin/env bash
# The one release build (issue 28): the static, relocatable build `make release` ships, in .build-release, which the
# benchmarks time as well, so a machine compiles swift-syntax in release once for both.
#
#   scripts/release-build.sh [PRODUCT]    builds PRODUCT (default: quickactions) and prints the path of its binary
#
# SwiftPM's output goes to standard error; RELEASE_SCRATCH names another build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH
# No lint plug-ins in this build, so no second copy of the tool (Package.swift, `pluginsWanted`).
export QUICKACTIONS_PLUGINS=${QUICKACTIONS_PLUGINS:-0}
product=${1:-quickactions}
scratch=${RELEASE_SCRATCH:-.build-release}
swift build -c release --static-swift-stdlib --product "$product" --scratch-path "$scratch" >&2
echo "$PWD/$scratch/release/$product"
