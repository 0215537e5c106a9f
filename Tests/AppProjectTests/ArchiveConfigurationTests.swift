import AppProject
import Foundation
import QuickActionKit
import Testing
import XcodeProject

/// Issue 31: the configuration an App Store build uses is the one the target's shared scheme archives
/// (`xcshareddata/xcschemes/*.xcscheme`, `ArchiveAction buildConfiguration`), else Release, else the project's
/// default; the "Read from" line says which and why. Quill's name is "Quill" in Release and "Quill β" in Debug.
@Suite("The configuration an archive builds")
struct ArchiveConfigurationTests {
    /// A scheme file in Xcode's shape: a Build action archiving `targets`, an Archive action building
    /// `configuration`.
    static func scheme(archiving targets: [String], configuration: String) -> String {
        let entries = targets.map { target in
            """
                     <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES" buildForArchiving = "YES">
                        <BuildableReference
                           BuildableIdentifier = "primary"
                           BlueprintName = "\(target)"
                           BuildableName = "\(target).app"
                           ReferencedContainer = "container:Quill.xcodeproj">
                        </BuildableReference>
                     </BuildActionEntry>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme LastUpgradeVersion = "1500" version = "1.7">
               <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
                  <BuildActionEntries>
            \(entries.joined(separator: "\n"))
                  </BuildActionEntries>
               </BuildAction>
               <LaunchAction buildConfiguration = "Debug"></LaunchAction>
               <ArchiveAction buildConfiguration = "\(configuration)" revealArchiveInOrganizer = "YES"></ArchiveAction>
            </Scheme>
            """
    }

    /// A copy of the Quill fixture with `schemes` (name → contents) shared.
    static func quill(schemes: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("qa-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: XcodeProjectFixtures.project("IncludedXcconfig"), toPath: root)
        let folder = root + "/Quill.xcodeproj/xcshareddata/xcschemes"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, contents) in schemes {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: folder + "/" + name + ".xcscheme"))
        }
        return root
    }

    @Test("The scheme named after the target archives Debug: the app is read as Debug builds it, and says why")
    func schemeNamedAfterTarget() throws {
        let root = try Self.quill(schemes: [
            "Quill": Self.scheme(archiving: ["Quill"], configuration: "Debug"),
            "Quill Release": Self.scheme(archiving: ["Quill"], configuration: "Release"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let app = try ProjectReader().readApp(at: root)
        #expect(app.origin.configuration == "Debug")
        #expect(app.name == "Quill β")
        #expect(app.origin.configurationReason == "archived by the shared scheme “Quill”")
    }

    @Test("The only scheme that archives the target decides, whatever its name")
    func onlySchemeArchivingTarget() throws {
        let root = try Self.quill(schemes: ["Beta": Self.scheme(archiving: ["Quill"], configuration: "Debug")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try ProjectReader().readApp(at: root).origin.configuration == "Debug")
    }

    @Test("Two schemes archive it differently and neither is named after it: Release, saying the schemes differ")
    func ambiguousSchemes() throws {
        let root = try Self.quill(schemes: [
            "Beta": Self.scheme(archiving: ["Quill"], configuration: "Debug"),
            "Store": Self.scheme(archiving: ["Quill"], configuration: "Release"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let app = try ProjectReader().readApp(at: root)
        #expect(app.origin.configuration == "Release")
        #expect(
            app.origin.configurationReason
                == "the shared schemes that archive Quill differ (Debug: “Beta”; Release: “Store”); the one named Release"
        )
    }

    @Test("Two schemes archive it in one configuration: that one, named by both")
    func agreeingSchemes() throws {
        let root = try Self.quill(schemes: [
            "Beta": Self.scheme(archiving: ["Quill"], configuration: "Debug"),
            "Store": Self.scheme(archiving: ["Quill"], configuration: "Debug"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let app = try ProjectReader().readApp(at: root)
        #expect(app.origin.configuration == "Debug")
        #expect(app.origin.configurationReason == "archived by the shared schemes “Beta” and “Store”")
    }

    @Test("--configuration wins over the scheme; a scheme that is not XML is a note, not an error")
    func askedAndBroken() throws {
        let root = try Self.quill(schemes: [
            "Quill": Self.scheme(archiving: ["Quill"], configuration: "Debug"), "Broken": "<Scheme><Archive",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let app = try ProjectReader(configuration: "Release").readApp(at: root)
        #expect(app.origin.configuration == "Release")
        #expect(app.origin.configurationReason == "--configuration")
        #expect(app.origin.notes.contains { $0.location.file.hasSuffix("Broken.xcscheme") })
    }
}
