#!/usr/bin/env bash
# `make docs`: the DocC documentation of every library (an article each, and QuickActionDispatch's tutorial), built
# with swift-docc-plugin into .build/docs/TARGET as static sites. Unresolved symbol links fail the build.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(QuickActionKit XcodeProject AppProject HomeScreen QuickActionPreview QuickActionLint QuickActionServer
  QuickActionDispatch QuickActionExport)
mkdir -p .build/docs
for target in "${targets[@]}"; do
  rm -rf ".build/docs/$target"  # the plug-in moves its archive there and fails on an existing folder
  swift package --disable-sandbox --allow-writing-to-directory .build/docs generate-documentation \
    --target "$target" --output-path ".build/docs/$target" --transform-for-static-hosting \
    --hosting-base-path "$target" --warnings-as-errors
done
echo "docs: .build/docs/{$(IFS=,; echo "${targets[*]}")}/index.html"
