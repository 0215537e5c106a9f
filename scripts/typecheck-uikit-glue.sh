#!/usr/bin/env bash
# Type-checks, on Linux, what an iOS app compiles of this repository: QuickActionKit and QuickActionDispatch with
# its UIKit glue, against a transcription of UIKit's Swift interface (Tests/UIKitSurface/UIKit.swift), then the
# tutorial's app code ("Adopting QuickActionDispatch") at its two scene-delegate steps. Swift 6 mode, warnings as
# errors (the manifest cannot ask that of these two targets; see Package.swift).
# Negative control: the glue with one UIKit member misspelled must fail, so the check is known to read the glue.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "typecheck-uikit-glue: $*" >&2; exit 1; }
flags=(-package-name QuickActionKit -swift-version 6 -enable-upcoming-feature ExistentialAny -warnings-as-errors -parse-as-library -I "$work")
module() {  # $1: module name, then its sources
  local name=$1; shift
  swiftc -emit-module -module-name "$name" -emit-module-path "$work/$name.swiftmodule" "${flags[@]}" "$@"
}

module UIKit Tests/UIKitSurface/UIKit.swift
module QuickActionKit Sources/QuickActionKit/*.swift
module QuickActionDispatch Sources/QuickActionDispatch/*.swift

steps=Sources/QuickActionDispatch/QuickActionDispatch.docc/Resources
for sceneDelegate in adopting-05-scene-delegate.swift adopting-06-warm-launch.swift; do
  swiftc -typecheck -module-name Chirp "${flags[@]}" Tests/UIKitSurface/ChirpAppSupport.swift \
    "$steps/adopting-02-codec.swift" "$steps/adopting-03-register.swift" "$steps/adopting-04-app-delegate.swift" \
    "$steps/$sceneDelegate" || fail "the tutorial's app code with $sceneDelegate"
done

mkdir "$work/broken"
sed 's/options\.shortcutItem/options.shortcutItems/' Sources/QuickActionDispatch/UIKit+QuickActionDispatch.swift \
  >"$work/broken/UIKit+QuickActionDispatch.swift"
cmp -s "$work/broken/UIKit+QuickActionDispatch.swift" Sources/QuickActionDispatch/UIKit+QuickActionDispatch.swift &&
  fail "negative control: nothing to misspell in the glue"
if swiftc -typecheck -module-name QuickActionDispatch "${flags[@]}" "$work/broken/UIKit+QuickActionDispatch.swift" \
  Sources/QuickActionDispatch/QuickAction.swift Sources/QuickActionDispatch/QuickActionDispatcher.swift \
  2>/dev/null; then
  fail "negative control: the glue with a misspelled UIKit member type-checked"
fi
echo "typecheck-uikit-glue: QuickActionKit, QuickActionDispatch's UIKit glue and the tutorial's app code type-check" \
  "against the transcribed UIKit surface (Swift 6, warnings as errors)"
