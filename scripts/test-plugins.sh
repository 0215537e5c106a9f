#!/usr/bin/env bash
# Checks the lint plug-ins as an adopting package uses them: Examples/PluginDemo depends on this package (by path)
# and applies QuickActionsLintBuildTool to its target. Building it must run `quickactions lint` on the target and show
# the demo's title_case finding as a build warning; `swift package quickactions-lint` (the command plug-in, from the
# dependency) must report it too. SwiftPM builds the plug-ins' own copy of the tool (debug) in .build/plugin-demo.
# Negative control: with the plug-in removed from the target, the build must show no finding.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH
# The demo depends on this package's plug-in products, which QUICKACTIONS_PLUGINS=0 (the Makefile's) would remove.
export QUICKACTIONS_PLUGINS=1
root=$PWD
demo=Examples/PluginDemo
scratch=$root/.build/plugin-demo
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "test-plugins: $*" >&2; exit 1; }
finding='Info.plist:25:4: warning: The title “search notes” is not in title-style capitalization'

swift build --package-path "$demo" --scratch-path "$scratch" >"$work/build.log" 2>&1 ||
  { tail -40 "$work/build.log" >&2; fail "Examples/PluginDemo did not build"; }
grep -qF "$finding" "$work/build.log" || { tail -20 "$work/build.log" >&2; fail "the build-tool plug-in showed no finding"; }

swift package --package-path "$demo" --scratch-path "$scratch" --disable-sandbox quickactions-lint \
  >"$work/command.log" 2>&1 || { tail -20 "$work/command.log" >&2; fail "the command plug-in failed"; }
grep -q 'search notes' "$work/command.log" || { tail -20 "$work/command.log" >&2; fail "the command plug-in found nothing"; }

# The same package without the plug-in on its target: the finding must disappear, so the check can fail.
mkdir "$work/bare"
cp -R "$demo/PluginDemo" "$work/bare/"
sed -e 's|path: "../.."|path: "'"$root"'"|' -e '/plugins:/d' "$demo/Package.swift" >"$work/bare/Package.swift"
grep -q 'plugins:' "$work/bare/Package.swift" && fail "negative control: the plug-in is still listed"
swift build --package-path "$work/bare" --scratch-path "$scratch-bare" >"$work/bare.log" 2>&1 ||
  { tail -20 "$work/bare.log" >&2; fail "negative control: the package without the plug-in did not build"; }
grep -qF 'search notes' "$work/bare.log" && fail "negative control: a finding without the plug-in"
echo "test-plugins: building Examples/PluginDemo ran the build-tool plug-in (title_case as a build warning), the" \
  "command plug-in reported it, and without the plug-in the build shows nothing"
