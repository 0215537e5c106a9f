#!/usr/bin/env bash
# Checks the lint plug-ins the way an app's package gets them from a release: by URL and version. SwiftPM refuses
# unsafe flags in every product of a dependency required by version, the plug-ins' tool included, so a path
# dependency (Examples/PluginDemo, scripts/test-plugins.sh) cannot show this.
#
# HEAD (commits only, not the working tree) is cloned into a temporary folder and tagged 9.9.9. A client package
# depends on it through a file:// URL with `from: "9.9.9"` and applies QuickActionsLintBuildTool to a target holding
# PluginDemo's Info.plist, whose title “search notes” breaks title_case. Building the client must show that finding
# as a build warning, and `swift package quickactions-lint` (the command plug-in) must report it.
# Negative control: with QUICKACTIONS_WARNINGS_AS_ERRORS=1, as in this project's own builds, the manifest adds
# -warnings-as-errors and SwiftPM must refuse the plug-in, so the check can fail.
#
# Slow: SwiftPM builds the plug-ins' tool, the whole CLI with swift-syntax, in debug (`make test-plugin-dependency`,
# run by CI as a stage of its own). Everything, the build folder included, lives in one folder under TMPDIR (/tmp).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH
# The Makefile's QUICKACTIONS_PLUGINS=0 would take the plug-ins out of the dependency's manifest; an app sets neither.
export QUICKACTIONS_PLUGINS=1
unset QUICKACTIONS_WARNINGS_AS_ERRORS
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "test-plugin-dependency: $*" >&2; exit 1; }
finding='Info.plist:25:4: warning: The title “search notes” is not in title-style capitalization'

git clone -q "$PWD" "$work/QuickActionKit"
git -C "$work/QuickActionKit" tag 9.9.9

mkdir -p "$work/client/App"
cp "$work/QuickActionKit/Examples/PluginDemo/PluginDemo/"* "$work/client/App/"
cat >"$work/client/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Client",
    dependencies: [.package(url: "file://$work/QuickActionKit", from: "9.9.9")],
    targets: [
        .target(
            name: "App",
            path: "App",
            exclude: ["Info.plist"],
            plugins: [.plugin(name: "QuickActionsLintBuildTool", package: "QuickActionKit")]
        )
    ]
)
EOF
# Outside the client's folder, so that the command plug-in, which lints the package's folder, does not see it.
scratch=$work/build

started=$(date +%s)
if QUICKACTIONS_WARNINGS_AS_ERRORS=1 swift package --package-path "$work/client" --scratch-path "$scratch-control" \
  show-dependencies >"$work/control.log" 2>&1; then
  fail "negative control: with QUICKACTIONS_WARNINGS_AS_ERRORS=1 SwiftPM accepted the plug-in"
fi
grep -q 'contains unsafe build flags' "$work/control.log" ||
  { tail -20 "$work/control.log" >&2; fail "negative control: it failed, but not on unsafe flags"; }

swift build --package-path "$work/client" --scratch-path "$scratch" >"$work/build.log" 2>&1 ||
  { tail -40 "$work/build.log" >&2; fail "the client did not build"; }
grep -qF "$finding" "$work/build.log" || { tail -20 "$work/build.log" >&2; fail "the build-tool plug-in showed no finding"; }
built=$(date +%s)

swift package --package-path "$work/client" --scratch-path "$scratch" --disable-sandbox quickactions-lint \
  >"$work/command.log" 2>&1 || { tail -20 "$work/command.log" >&2; fail "the command plug-in failed"; }
grep -q 'search notes' "$work/command.log" || { tail -20 "$work/command.log" >&2; fail "the command plug-in found nothing"; }

tool=$(find "$scratch" -path '*/debug/quickactions-tool' -type f | head -1)
echo "test-plugin-dependency: a package depending on QuickActionKit by version (from: 9.9.9) built with" \
  "QuickActionsLintBuildTool (title_case as a build warning; $(grep -c '^\[' "$work/build.log" || true) build steps," \
  "$((built - started)) s, tool ${tool:+in debug as }${tool#"$scratch/"}), the command plug-in reported it, and with" \
  "QUICKACTIONS_WARNINGS_AS_ERRORS=1 SwiftPM refused the plug-in's unsafe flags"
