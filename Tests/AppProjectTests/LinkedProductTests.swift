import AppProject
import Foundation
import QuickActionKit
import Testing
import XcodeProject

/// Issue 31: a local package's Swift counts for the app only through the products its target links, followed
/// through the package's target dependencies; another product of the same package (an internal build's) does not.
@Suite("What the app target links")
struct LinkedProductTests {
    /// The LocalPackage fixture (Moss links the MossKit product), its package given a second product, MossDebug,
    /// whose target registers an item, and a MossCore target that MossKit depends on.
    static func moss() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("qa-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: XcodeProjectFixtures.project("LocalPackage"), toPath: root)
        let package = root + "/Packages/MossKit"
        let files = [
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "MossKit",
                products: [
                    .library(name: "MossKit", targets: ["MossKit"]),
                    .library(name: "MossDebug", targets: ["MossDebug"]),
                ],
                targets: [
                    .target(name: "MossKit", dependencies: [.target(name: "MossCore")]),
                    .target(name: "MossCore", path: "Core"),
                    .target(name: "MossDebug", dependencies: ["MossKit"]),
                    .testTarget(name: "MossKitTests", dependencies: ["MossKit"]),
                ]
            )
            """,
            "Core/Misting.swift": """
            import UIKit

            public enum Misting {
                @MainActor public static func offer() {
                    UIApplication.shared.shortcutItems?.append(
                        UIApplicationShortcutItem(type: "com.example.moss.mist", localizedTitle: "Mist Ferns"))
                }
            }
            """,
            "Sources/MossDebug/DebugMenu.swift": """
            import UIKit

            @MainActor public func installDebugMenu() {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "com.example.moss.debug", localizedTitle: "Reset Garden")
                ]
            }
            """,
        ]
        for (path, contents) in files {
            let url = URL(fileURLWithPath: package + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    @Test("The linked product's targets and their dependencies count; the other product's target does not")
    func linkedProductOnly() throws {
        let root = try Self.moss()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let app = try ProjectReader().readApp(at: root)
        let titles = Set(app.dynamicTitles.compactMap { $0 })
        #expect(titles.contains("Fern Corner"), "MossKit's own items")
        #expect(titles.contains("Mist Ferns"), "MossCore, which MossKit depends on, at its own path")
        #expect(!titles.contains("Reset Garden"), "MossDebug is another product, which Moss does not link")
    }

    @Test("A manifest read literally gives each product's folders, following target dependencies")
    func manifestFolders() throws {
        let root = try Self.moss()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manifest = try #require(PackageManifest.read(packageFolder: root + "/Packages/MossKit"))
        #expect(manifest.folders(building: "MossKit") == ["Core", "Sources/MossKit"])
        #expect(manifest.folders(building: "MossDebug") == ["Core", "Sources/MossDebug", "Sources/MossKit"])
        #expect(manifest.folders(building: "Other") == nil)
    }

    /// Writes `manifest` as the MossKit package's Package.swift of a fresh copy of the fixture; returns the root.
    static func moss(manifest: String) throws -> String {
        let root = try moss()
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: root + "/Packages/MossKit/Package.swift"))
        return root
    }

    /// Mastodon's shape: the product's targets are a top-level constant, not a list in the call.
    @Test("A product's targets named by a top-level constant, or joined with +, are followed")
    func targetsThroughConstants() throws {
        let root = try Self.moss(
            manifest: """
                // swift-tools-version: 5.9
                import PackageDescription

                let coreTargets = ["MossCore"]
                let kitTargets = ["MossKit"] + coreTargets
                let debugName = "MossDebug"

                let package = Package(
                    name: "MossKit",
                    products: [
                        .library(name: "MossKit", targets: kitTargets),
                        .library(name: debugName, targets: [debugName]),
                    ],
                    targets: [
                        .target(name: "MossKit"),
                        .target(name: "MossCore", path: "Core"),
                        .target(name: debugName, dependencies: ["MossKit"]),
                    ]
                )
                """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manifest = try #require(PackageManifest.read(packageFolder: root + "/Packages/MossKit"))
        #expect(manifest.folders(building: "MossKit") == ["Core", "Sources/MossKit"])
        #expect(manifest.folders(building: "MossDebug") == ["Sources/MossDebug", "Sources/MossKit"])
        let titles = Set(try ProjectReader().readApp(at: root).dynamicTitles.compactMap { $0 })
        #expect(titles.contains("Mist Ferns"))
        #expect(!titles.contains("Reset Garden"))
    }

    /// A list the reader cannot follow must not lose the product's code: every source folder is read instead.
    @Test(
        "A product's targets that are not written out leave every source folder to read",
        arguments: [#"["MossKit", "MossCore"].map { $0 }"#, "names", "kitTargets + names", "kitTargets"])
    func unreadableTargets(targets: String) throws {
        let root = try Self.moss(
            manifest: """
                // swift-tools-version: 5.9
                import PackageDescription

                var kitTargets = ["MossKit"]
                let names = ProcessInfo.processInfo.environment["X"] == nil ? ["MossKit"] : []

                let package = Package(
                    name: "MossKit",
                    products: [.library(name: "MossKit", targets: \(targets))],
                    targets: [.target(name: "MossKit"), .target(name: "MossCore", path: "Core")]
                )
                """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(PackageManifest.read(packageFolder: root + "/Packages/MossKit") == nil)
        #expect(
            PackageManifest.sourceFolders(of: root + "/Packages/MossKit", product: "MossKit") == [
                root + "/Packages/MossKit/Sources"
            ])
    }
}

/// Issue 31: the Swift of a framework target of the same project that the app target depends on is code the app
/// runs (Amperfy registers its items in AmperfyKit).
@Suite("Framework targets the app depends on")
struct LinkedFrameworkTargetTests {
    /// Objects of a `MossCore` framework target with one Swift file, which the Moss target depends on.
    static let frameworkObjects = """
        		C0C0C0C0C0C0C0C0C0C0C001 /* Misting.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Misting.swift; sourceTree = "<group>"; };
        		C0C0C0C0C0C0C0C0C0C0C002 /* MossCore */ = {isa = PBXGroup; children = (C0C0C0C0C0C0C0C0C0C0C001); path = MossCore; sourceTree = "<group>"; };
        		C0C0C0C0C0C0C0C0C0C0C003 = {isa = PBXBuildFile; fileRef = C0C0C0C0C0C0C0C0C0C0C001; };
        		C0C0C0C0C0C0C0C0C0C0C004 = {isa = PBXSourcesBuildPhase; files = (C0C0C0C0C0C0C0C0C0C0C003); };
        		C0C0C0C0C0C0C0C0C0C0C005 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = MossCore; }; name = Debug; };
        		C0C0C0C0C0C0C0C0C0C0C006 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = MossCore; }; name = Release; };
        		C0C0C0C0C0C0C0C0C0C0C007 = {isa = XCConfigurationList; buildConfigurations = (C0C0C0C0C0C0C0C0C0C0C005, C0C0C0C0C0C0C0C0C0C0C006); defaultConfigurationName = Release; };
        		C0C0C0C0C0C0C0C0C0C0C008 /* MossCore */ = {isa = PBXNativeTarget; buildConfigurationList = C0C0C0C0C0C0C0C0C0C0C007; buildPhases = (C0C0C0C0C0C0C0C0C0C0C004); dependencies = (); name = MossCore; productType = "com.apple.product-type.framework"; };
        		C0C0C0C0C0C0C0C0C0C0C009 = {isa = PBXTargetDependency; target = C0C0C0C0C0C0C0C0C0C0C008; };

        """

    @Test("The framework target's Swift counts for the app that depends on it")
    func frameworkSources() throws {
        #expect(try Self.titles(buildFileFilter: "").contains("Repot a Plant"))
    }

    /// Issue 32: Xcode's platform filter on a build file; a file built only for Mac Catalyst or macOS is not the
    /// iPhone app's code.
    @Test(
        "A file filtered to other platforms is not the iOS app's code",
        arguments: [
            ("platformFilter = maccatalyst; ", false), ("platformFilters = (macos, ); ", false),
            ("platformFilter = ios; ", true), ("platformFilters = (ios, maccatalyst, ); ", true),
        ])
    func platformFilters(filter: String, isRead: Bool) throws {
        #expect(try Self.titles(buildFileFilter: filter).contains("Repot a Plant") == isRead)
    }

    /// The dynamic titles of Moss when its framework's one Swift file has `buildFileFilter` on its build file.
    static func titles(buildFileFilter: String) throws -> [String?] {
        let root = try LinkedProductTests.moss()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pbxproj = root + "/Moss.xcodeproj/project.pbxproj"
        var text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        let objects = frameworkObjects.replacingOccurrences(
            of: "fileRef = C0C0C0C0C0C0C0C0C0C0C001; ", with: "fileRef = C0C0C0C0C0C0C0C0C0C0C001; " + buildFileFilter)
        text = text.replacingOccurrences(of: "\tobjects = {\n", with: "\tobjects = {\n" + objects)
        text = text.replacingOccurrences(
            of: "dependencies = (\n\t\t\t);\n\t\t\tname = Moss;",
            with: "dependencies = (\n\t\t\t\tC0C0C0C0C0C0C0C0C0C0C009,\n\t\t\t);\n\t\t\tname = Moss;")
        text = text.replacingOccurrences(
            of: "\t\t\t\t28AA839FB563A286A1D6BC2A /* Moss */,\n\t\t\t\tB4AE",
            with: "\t\t\t\t28AA839FB563A286A1D6BC2A /* Moss */,\n\t\t\t\tC0C0C0C0C0C0C0C0C0C0C002,\n\t\t\t\tB4AE")
        text = text.replacingOccurrences(
            of: "\t\t\t\t59DE60DA7F256C2EE5C5EFF1 /* Moss */,\n\t\t\t);",
            with: "\t\t\t\t59DE60DA7F256C2EE5C5EFF1 /* Moss */,\n\t\t\t\tC0C0C0C0C0C0C0C0C0C0C008,\n\t\t\t);")
        try Data(text.utf8).write(to: URL(fileURLWithPath: pbxproj))
        try FileManager.default.createDirectory(atPath: root + "/MossCore", withIntermediateDirectories: true)
        try Data(
            """
            import UIKit

            public func offerRepotting() {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "com.example.moss.repot", localizedTitle: "Repot a Plant")
                ]
            }
            """.utf8
        ).write(to: URL(fileURLWithPath: root + "/MossCore/Misting.swift"))

        let project = try PBXProjectReader.read(xcodeproj: root + "/Moss.xcodeproj")
        #expect(project.targets.map(\.name) == ["Moss", "MossCore"])
        return try ProjectReader().readApp(at: root).dynamicTitles
    }
}

/// Issue 32 (found on VLC): `INFOPLIST_FILE = "$(SRCROOT)/…"` in a project named by a relative path is read once, not
/// joined to the relative folder twice.
@Suite("Paths through $(SRCROOT)")
struct SourceRootPathTests {
    @Test("A project given by a relative path finds an Info.plist written with $(SRCROOT)")
    func relativeProjectPath() throws {
        let root = try LinkedProductTests.moss()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pbxproj = root + "/Moss.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8).replacingOccurrences(
            of: "INFOPLIST_FILE = Moss/Info.plist;", with: "INFOPLIST_FILE = \"$(SRCROOT)/Moss/Info.plist\";")
        try Data(text.utf8).write(to: URL(fileURLWithPath: pbxproj))
        // A copy below the current folder (in .build, which git ignores), named by a relative path without "..".
        let relative = ".build/qa-srcroot-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: root, toPath: relative)
        defer { try? FileManager.default.removeItem(atPath: relative) }
        let app = try ProjectReader().readApp(at: relative)
        #expect(app.name == "Moss")
        #expect(app.infoPlist.file.hasSuffix("Moss/Info.plist"))
    }
}

/// Issue 32 (found on UTM): an Info.plist a build step writes into a build folder cannot be read from the project.
@Suite("Info.plist written by the build")
struct BuiltInfoPlistTargetTests {
    @Test("The only app's build-written Info.plist is explained, not reported missing")
    func onlyApp() throws {
        let root = try LinkedProductTests.moss()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pbxproj = root + "/Moss.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8).replacingOccurrences(
            of: "INFOPLIST_FILE = Moss/Info.plist;", with: "INFOPLIST_FILE = \"$(DERIVED_FILE_DIR)/Info.plist\";")
        try Data(text.utf8).write(to: URL(fileURLWithPath: pbxproj))
        #expect {
            try ProjectReader().readApp(at: root)
        } throws: { error in
            "\(error)".contains("is written by its build into $(DERIVED_FILE_DIR)")
        }
    }
}

/// Issue 32 (Brave): lint reads the other apps of a folder when one application target cannot be read.
@Suite("A folder with an unreadable app target")
struct UnreadableTargetTests {
    @Test("The readable app is read and the other target is a problem, not a stop")
    func oneTargetBroken() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("qa-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: XcodeProjectFixtures.project("TwoApps"), toPath: root)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pbxproj = root + "/Sundial.xcodeproj/project.pbxproj"
        var text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        // The last two configurations naming the shared Info.plist are one target's Debug and Release.
        for _ in 0..<2 {
            let range = try #require(text.range(of: "INFOPLIST_FILE = Shared/Info.plist;", options: .backwards))
            text.replaceSubrange(range, with: "INFOPLIST_FILE = Missing/Info.plist;")
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: pbxproj))
        #expect(throws: ProjectReadError.self) { try ProjectReader().readProjectApps(at: root) }
        var problems: [ProjectReadError] = []
        let apps = try ProjectReader().readProjectApps(at: root, problems: &problems)
        #expect(apps.count == 1)
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("Missing/Info.plist") == true)
    }
}
