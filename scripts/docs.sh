#!/usr/bin/env bash
# `make docs`: the DocC documentation of every library (an article each, and QuickActionDispatch's tutorial), as
# static sites in .build/docs/TARGET. Unresolved symbol links and other DocC warnings fail the build.
#
# The symbol graphs come from the debug build `make test` has made: `swift package dump-symbol-graph` checks that
# build once and extracts every module's graph from it, then `docc convert` runs once per library with the options
# swift-docc-plugin's generate-documentation passes (public symbols, synthesized members and extension blocks). The
# plug-in would load the package, check the build and extract again for each of the eleven targets (issue 28).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH
# No lint plug-ins in this build, so no second copy of the tool (Package.swift, `pluginsWanted`).
export QUICKACTIONS_PLUGINS=${QUICKACTIONS_PLUGINS:-0}
targets=(QuickActionKit XcodeProject AppProject HomeScreen QuickActionPreview QuickActionLint QuickActionServer
  QuickActionDispatch QuickActionExport QuickActionLanguageServer QuickActionMCP)
docc=$(command -v docc || true)
[ -n "$docc" ] || docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
[ -x "$docc" ] || { echo "docs: docc is not in the Swift toolchain ($docc)" >&2; exit 1; }

log=.build/docs-symbol-graph.log
mkdir -p .build/docs
swift package dump-symbol-graph --emit-extension-block-symbols >"$log" 2>&1 || { tail -30 "$log" >&2; exit 1; }
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -1)
[ -d "$graphs" ] || graphs=$(swift build --show-bin-path)/symbolgraph
[ -d "$graphs" ] || { echo "docs: no symbol graphs after dump-symbol-graph; see $log" >&2; exit 1; }

for target in "${targets[@]}"; do
  # Each library's own graph and its extensions of other modules' types (TARGET@OTHER.symbols.json).
  own=.build/docs-symbol-graphs/$target
  rm -rf "$own" ".build/docs/$target"
  mkdir -p "$own"
  cp "$graphs/$target.symbols.json" "$own/"
  find "$graphs" -maxdepth 1 -name "$target@*.symbols.json" -exec cp {} "$own/" \;
  "$docc" convert "Sources/$target/$target.docc" --fallback-display-name "$target" \
    --fallback-bundle-identifier "$target" --additional-symbol-graph-dir "$own" --output-path ".build/docs/$target" \
    --transform-for-static-hosting --hosting-base-path "$target" --warnings-as-errors --emit-lmdb-index \
    >".build/docs-$target.log" 2>&1 || { cat ".build/docs-$target.log" >&2; echo "docs: $target failed" >&2; exit 1; }
done
echo "docs: .build/docs/{$(IFS=,; echo "${targets[*]}")}/index.html"
