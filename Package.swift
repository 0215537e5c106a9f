// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// The targets an app links (QuickActionDispatch and what it imports): no dependency, no trait, no unsafe flag.
let appLinkedTargets: Set<String> = ["QuickActionKit", "QuickActionDispatch"]

/// A product of another package, needed only with the `Tools` trait (on by default).
func tools(_ product: String, from package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: ["Tools"]))
}

let package = Package(
    name: "QuickActionKit",
    // macOS for the tools; the Apple platforms an app linking QuickActionDispatch (and QuickActionKit) can target.
    platforms: [.macOS(.v13), .iOS(.v15), .macCatalyst(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "QuickActionKit", targets: ["QuickActionKit"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
        .library(name: "AppProject", targets: ["AppProject"]),
        .library(name: "HomeScreen", targets: ["HomeScreen"]),
        .library(name: "QuickActionDispatch", targets: ["QuickActionDispatch"]),
        .library(name: "QuickActionPreview", targets: ["QuickActionPreview"]),
        .library(name: "QuickActionLint", targets: ["QuickActionLint"]),
        .library(name: "QuickActionServer", targets: ["QuickActionServer"]),
        .library(name: "QuickActionExport", targets: ["QuickActionExport"]),
        .library(name: "QuickActionLanguageServer", targets: ["QuickActionLanguageServer"]),
        .library(name: "QuickActionMCP", targets: ["QuickActionMCP"]),
        .executable(name: "quickactions", targets: ["quickactions"]),
        .plugin(name: "QuickActionsLintCommand", targets: ["QuickActionsLintCommand"]),
        .plugin(name: "QuickActionsLintBuildTool", targets: ["QuickActionsLintBuildTool"]),
    ],
    // An app that links only QuickActionDispatch depends on this package with `traits: []`: every other package is
    // needed only by the tools, behind the default trait `Tools`, so SwiftPM then resolves and fetches none of them
    // (README "Using QuickActionDispatch in an app"; checked by scripts/test-client-package.sh).
    traits: [
        .trait(
            name: "Tools", description: "The quickactions tool, its libraries and plug-ins (swift-syntax and more)."),
        .default(enabledTraits: ["Tools"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        // HTTP parts as Hummingbird's connections carry them (what `CachedMenuHandler` reads and writes).
        .package(url: "https://github.com/apple/swift-nio-extras", exact: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
        // The server tests' in-process client names a Logger (Hummingbird's own dependency, listed for that).
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        // The official Model Context Protocol SDK, for `quickactions mcp`.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
    ],
    targets: [
        .target(name: "QuickActionKit"),
        // The build as Xcode sees it: .xcodeproj, xcconfig, XcodeGen and Tuist projects (DESIGN.md).
        .target(
            name: "XcodeProject",
            dependencies: [
                "QuickActionKit",
                tools("Yams", from: "Yams"),
                tools("SwiftSyntax", from: "swift-syntax"),
                tools("SwiftParser", from: "swift-syntax"),
            ]
        ),
        .target(
            name: "AppProject",
            dependencies: [
                "QuickActionKit", "XcodeProject",
                tools("SwiftSyntax", from: "swift-syntax"),
                tools("SwiftParser", from: "swift-syntax"),
                tools("SwiftParserDiagnostics", from: "swift-syntax"),
            ]
        ),
        // HomeScreen is pure simulation: the model and the handlers the app's sources declare (QuickActionKit).
        .target(name: "HomeScreen", dependencies: ["QuickActionKit"]),
        .target(name: "QuickActionDispatch", dependencies: ["QuickActionKit"]),
        // Text shaping and measurement: system libraries installed by scripts/setup.sh.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig1-dev"])]),
        // GNU FriBidi: the Unicode Bidirectional Algorithm for mixed right-to-left and left-to-right text.
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // librsvg and cairo draw the SVG into pixels in-process; zlib compresses the PNG (PNGRenderer).
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // libcurl and the drawing libraries, loaded on first use instead of at every command's start
        // (Sources/CDeferredLibraries/include/DeferredLibraries.h); CRsvg gives it their headers.
        .target(name: "CDeferredLibraries", dependencies: ["CRsvg"]),
        .target(
            name: "QuickActionPreview",
            dependencies: [
                "QuickActionKit", "HomeScreen", "CHarfBuzz", "CFreeType", "CFontconfig", "CFriBidi", "CRsvg", "CZlib",
                .target(name: "CDeferredLibraries", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(
            name: "QuickActionLint",
            dependencies: [
                "QuickActionKit", "XcodeProject", "AppProject", "HomeScreen", "QuickActionPreview",
                tools("Yams", from: "Yams"),
            ]
        ),
        // Other platforms' formats, both ways (DESIGN.md): Android, web app manifests, .desktop files, Expo, Flutter.
        .target(name: "QuickActionExport", dependencies: ["QuickActionKit", "AppProject"]),
        // The browser Home Screen and its JSON API (Documentation/serve-contract.md); device state in SQLite.
        .target(
            name: "QuickActionServer",
            dependencies: [
                "QuickActionKit", "XcodeProject", "AppProject", "HomeScreen", "QuickActionPreview",
                tools("Hummingbird", from: "hummingbird"),
                tools("HummingbirdCore", from: "hummingbird"),
                tools("GRDB", from: "GRDB.swift"),
                tools("ServiceLifecycle", from: "swift-service-lifecycle"),
                tools("NIOCore", from: "swift-nio"),
                tools("NIOConcurrencyHelpers", from: "swift-nio"),
                tools("NIOHTTPTypes", from: "swift-nio-extras"),
                tools("HTTPTypes", from: "swift-http-types"),
                tools("Logging", from: "swift-log"),
            ],
            resources: [.copy("Resources")]
        ),
        // The editor's and the coding agent's doors (DESIGN.md): thin servers over the same libraries as the commands.
        .target(
            name: "QuickActionLanguageServer",
            dependencies: [
                "QuickActionKit", "XcodeProject", "AppProject", "HomeScreen", "QuickActionPreview", "QuickActionLint",
            ]
        ),
        .target(
            name: "QuickActionMCP",
            dependencies: [
                "QuickActionKit", "XcodeProject", "AppProject", "HomeScreen", "QuickActionPreview", "QuickActionLint",
                "QuickActionExport", tools("MCP", from: "swift-sdk"),
                // The SDK imports Foundation's networking, which calls libcurl.
                .target(name: "CDeferredLibraries", condition: .when(platforms: [.linux])),
            ]
        ),
        .executableTarget(
            name: "quickactions",
            dependencies: [
                "QuickActionKit", "AppProject", "HomeScreen", "QuickActionPreview", "QuickActionLint",
                "QuickActionServer", "QuickActionExport", "QuickActionLanguageServer", "QuickActionMCP",
                tools("ArgumentParser", from: "swift-argument-parser"),
                tools("Logging", from: "swift-log"),
            ]
        ),
        .plugin(
            name: "QuickActionsLintCommand",
            capability: .command(
                intent: .custom(verb: "quickactions-lint", description: "Lint quick actions and App Shortcuts")),
            dependencies: ["quickactions"]
        ),
        // No target of this package applies the build-tool plug-in: SwiftPM would then build a second copy of the whole
        // tool (its "-tool" modules, swift-syntax included) in every build of this package, release builds too
        // (issue 28). Examples/PluginDemo is a package of its own that applies it, as an app's package would.
        .plugin(name: "QuickActionsLintBuildTool", capability: .buildTool(), dependencies: ["quickactions"]),
        .executableTarget(
            name: "appshortcuts-benchmark",
            dependencies: ["HomeScreen", "QuickActionKit"],
            path: "Benchmarks/AppShortcutsBenchmark"
        ),
        .executableTarget(
            name: "preview-benchmark",
            dependencies: ["QuickActionPreview", "HomeScreen", "QuickActionKit"],
            path: "Benchmarks/PreviewBenchmark"
        ),
        .testTarget(name: "QuickActionKitTests", dependencies: ["QuickActionKit"]),
        .testTarget(
            name: "XcodeProjectTests",
            dependencies: ["XcodeProject", "QuickActionKit"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "QuickActionLintTests",
            dependencies: ["QuickActionLint", "AppProject", "HomeScreen", "QuickActionKit", "QuickActionPreview"]),
        .testTarget(
            name: "AppProjectTests",
            dependencies: ["AppProject", "XcodeProject", "QuickActionKit"],
            resources: [.copy("Fixtures")]
        ),
        // The simulation's tests read what it composed in the text drawings too (QuickActionPreview).
        .testTarget(name: "HomeScreenTests", dependencies: ["HomeScreen", "QuickActionKit", "QuickActionPreview"]),
        .testTarget(
            name: "QuickActionExportTests",
            dependencies: [
                "QuickActionExport", "AppProject", "QuickActionPreview", "QuickActionKit",
                tools("SnapshotTesting", from: "swift-snapshot-testing"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "QuickActionPreviewTests",
            dependencies: [
                "QuickActionPreview", "HomeScreen", "QuickActionKit", "CZlib",
                tools("SnapshotTesting", from: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "QuickActionDispatchTests",
            dependencies: [
                "QuickActionDispatch", "HomeScreen", "QuickActionKit",
                tools("PropertyBased", from: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "QuickActionServerTests",
            dependencies: [
                "QuickActionServer", "HomeScreen", "QuickActionKit", "AppProject", "QuickActionPreview",
                tools("Hummingbird", from: "hummingbird"),
                tools("HummingbirdCore", from: "hummingbird"),
                tools("NIOEmbedded", from: "swift-nio"),
                tools("NIOCore", from: "swift-nio"),
                tools("NIOPosix", from: "swift-nio"),
                tools("NIOHTTPTypes", from: "swift-nio-extras"),
                tools("HTTPTypes", from: "swift-http-types"),
                tools("Logging", from: "swift-log"),
                tools("Yams", from: "Yams"),
            ]
        ),
        .testTarget(
            name: "QuickActionLanguageServerTests", dependencies: ["QuickActionLanguageServer", "QuickActionKit"]),
        .testTarget(
            name: "QuickActionMCPTests",
            dependencies: [
                "QuickActionMCP", tools("MCP", from: "swift-sdk"),
                .target(name: "CDeferredLibraries", condition: .when(platforms: [.linux])),
                .target(name: "CDeferredCurlProbe", condition: .when(platforms: [.linux])),
            ]
        ),
        // libcurl driven through the deferred functions from C, which can call the variadic ones (DeferredCurlTests).
        .target(
            name: "CDeferredCurlProbe", dependencies: ["CDeferredLibraries"], path: "Tests/CDeferredCurlProbe"),
        .testTarget(
            name: "QuickActionsCLITests",
            dependencies: [
                "quickactions", "QuickActionLint", tools("SnapshotTesting", from: "swift-snapshot-testing"),
            ],
            resources: [.copy("Golden")]
        ),
    ]
)

/// The lint plug-ins, unless QUICKACTIONS_PLUGINS=0. SwiftPM builds a second copy of a plug-in's tool (here the whole
/// CLI, swift-syntax included, as "-tool" modules) in every build of the package that declares it, even
/// `--product quickactions` in release; the Makefile and the scripts set 0 for the builds that do not run the plug-ins,
/// which halves them (issue 28). Apps and `scripts/test-plugins.sh` get the plug-ins as before.
let pluginsWanted = ProcessInfo.processInfo.environment["QUICKACTIONS_PLUGINS"] != "0"

/// The fuzz build (`scripts/fuzz.sh`, QUICKACTIONS_FUZZ=1): libFuzzer's coverage and AddressSanitizer on this package's
/// own targets only. Other packages (swift-syntax, Yams) keep the flags of the release build, so the fuzz build shares
/// its build folder and compiles only this package's modules again (issue 28: CI builds swift-syntax once in release).
let fuzzBuild = ProcessInfo.processInfo.environment["QUICKACTIONS_FUZZ"] == "1"

/// Warnings as errors only when this project's own checks ask (QUICKACTIONS_WARNINGS_AS_ERRORS=1, set by the Makefile
/// and `.ci/run`). The flag is an unsafe flag, and SwiftPM refuses unsafe flags in any product an app takes from a
/// dependency required by version, the lint plug-ins included (`scripts/test-plugin-dependency.sh`).
let warningsAsErrors = ProcessInfo.processInfo.environment["QUICKACTIONS_WARNINGS_AS_ERRORS"] == "1"

// The fuzz target links libFuzzer's `main`, so it exists only in the build `scripts/fuzz.sh` makes; an ordinary build
// never sees it (Fuzz/README.md).
if fuzzBuild {
    package.products.append(.executable(name: "quickactions-fuzz", targets: ["quickactions-fuzz"]))
    package.targets.append(
        .executableTarget(
            name: "quickactions-fuzz",
            dependencies: [
                "AppProject", "XcodeProject", "QuickActionKit", "QuickActionLint", "QuickActionExport", "FuzzDriver",
            ],
            path: "Fuzz/Sources",
            // No entry point of its own: FuzzDriver's runs libFuzzer's driver; -sanitize=fuzzer links libFuzzer.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])],
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]
        ))
    package.targets.append(.target(name: "FuzzDriver", path: "Fuzz/Driver"))
}

if !pluginsWanted {
    package.products.removeAll { ["QuickActionsLintCommand", "QuickActionsLintBuildTool"].contains($0.name) }
    package.targets.removeAll { $0.type == .plugin }
}

// Strict settings on every target, applied in one place (as swift-log does).
for target in package.targets where target.type != .system && target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.swiftLanguageMode(.v6))
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    // Not on the two libraries an app links, even in this project's own builds: Xcode builds dependencies with
    // -suppress-warnings, which conflicts with -warnings-as-errors. Their warnings fail `make test` through
    // scripts/typecheck-uikit-glue.sh, which compiles them with -warnings-as-errors.
    if warningsAsErrors && !appLinkedTargets.contains(target.name) {
        settings.append(.unsafeFlags(["-warnings-as-errors"]))
    }
    if fuzzBuild {
        settings.append(.unsafeFlags(["-sanitize=fuzzer,address"]))
    }
    target.swiftSettings = settings
}
