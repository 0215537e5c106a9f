#!/usr/bin/env bash
# Checks what an app gets when it adds QuickActionDispatch as a package dependency, the way Xcode or a Package.swift
# does: by URL and version, with `traits: []` (README "Using QuickActionDispatch in an app").
#
# The working tree's tracked files become a git repository tagged 0.9.0 in a temporary folder; a client package
# depends on it through a file:// URL, so SwiftPM applies its rules for versioned dependencies (no unsafe flags in
# the products used). The client must resolve no other package, build, and see a cold-launch action handled once.
# Negative control: with the default traits, the same client resolves swift-syntax, so the check can fail.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "test-client-package: $*" >&2; exit 1; }

# The package as a tagged repository, from the files git tracks (their current contents).
mkdir "$work/QuickActionKit"
git ls-files -z | xargs -0 cp --parents -t "$work/QuickActionKit"
git -C "$work/QuickActionKit" init -q
git -C "$work/QuickActionKit" add -A
git -C "$work/QuickActionKit" -c user.name=test -c user.email=test@example.com commit -qm package
git -C "$work/QuickActionKit" tag 0.9.0

write_client() {  # $1: folder, $2: extra arguments of the package dependency
  mkdir -p "$1/Sources/Client"
  cat >"$1/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Client",
    dependencies: [.package(url: "file://$work/QuickActionKit", from: "0.9.0"$2)],
    targets: [
        .executableTarget(
            name: "Client", dependencies: [.product(name: "QuickActionDispatch", package: "QuickActionKit")])
    ]
)
EOF
  cat >"$1/Sources/Client/main.swift" <<'EOF'
import QuickActionDispatch

enum ChirpAction: QuickAction, Equatable {
    case newMessage
    case openConversation(id: String)
}

let codec = QuickActionCodec<ChirpAction>(typePrefix: "com.example.chirp", appVersion: "1.0")
let dispatcher = QuickActionDispatcher(codec: codec)
var handled: [ChirpAction] = []
dispatcher.register(handler: { handled.append($0); return true }, fallback: { _, _ in false })
// A scene-based cold launch: the item arrives with the connection options, then the scene becomes active.
let item = try codec.shortcutItem(for: .openConversation(id: "42"), title: "Ana")
dispatcher.sceneWillConnect(shortcutItem: item)
dispatcher.uiDidBecomeReady()
dispatcher.uiDidBecomeReady()
print("handled: \(handled)")
EOF
}

write_client "$work/app" ", traits: []"
(cd "$work/app" && swift build --scratch-path "$work/app/.build" >"$work/build.log" 2>&1) ||
  { cat "$work/build.log" >&2; fail "the client did not build"; }
checkouts=$(ls "$work/app/.build/checkouts")
[ "$checkouts" = "QuickActionKit" ] || fail "the client fetched more than QuickActionKit: $(echo $checkouts)"
output=$("$work/app/.build/debug/Client")
[ "$output" = 'handled: [Client.ChirpAction.openConversation(id: "42")]' ] || fail "the client printed: $output"

write_client "$work/tools" ""
(cd "$work/tools" && swift package resolve --scratch-path "$work/tools/.build" >"$work/resolve.log" 2>&1) ||
  { cat "$work/resolve.log" >&2; fail "the negative control did not resolve"; }
[ -d "$work/tools/.build/checkouts/swift-syntax" ] ||
  fail "negative control: with the default traits the client should resolve swift-syntax; it did not"

echo "test-client-package: an app depending on QuickActionDispatch by version with traits: [] fetched only" \
  "QuickActionKit ($(grep -c '^\[' "$work/build.log" || true) build steps) and handled the launch action once;" \
  "with the default traits it resolves $(ls "$work/tools/.build/checkouts" | wc -l) packages"
