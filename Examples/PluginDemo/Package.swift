// swift-tools-version: 6.1
// A package that adopts QuickActionKit's lint plug-ins the way an app's package would: by depending on it (here by
// path) and listing the build-tool plug-in on a target. `scripts/test-plugins.sh` (in `make test`) builds it.
import PackageDescription

let package = Package(
    name: "PluginDemo",
    dependencies: [.package(name: "QuickActionKit", path: "../..")],
    targets: [
        .target(
            name: "PluginDemo",
            path: "PluginDemo",
            exclude: ["Info.plist"],
            plugins: [.plugin(name: "QuickActionsLintBuildTool", package: "QuickActionKit")]
        )
    ]
)
