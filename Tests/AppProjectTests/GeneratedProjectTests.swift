import AppProject
import Foundation
import QuickActionKit
import Testing
import XcodeProject

/// Issue 31: a `.xcodeproj` folder without its `project.pbxproj` (generated and ignored, with only a committed
/// `Package.resolved` inside) is not a project; the `project.yml` or `Project.swift` beside it is.
@Suite("Generated projects that are not checked in")
struct GeneratedProjectTests {
    /// A copy of the XcodeGen fixture with an ignored `App.xcodeproj` that holds only its `Package.resolved`.
    static func checkout(withGenerator: Bool = true) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("qa-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: XcodeProjectFixtures.path("XcodeGenApp"), toPath: root)
        if !withGenerator { try FileManager.default.removeItem(atPath: root + "/project.yml") }
        let swiftpm = root + "/App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm"
        try FileManager.default.createDirectory(atPath: swiftpm, withIntermediateDirectories: true)
        try Data(#"{"pins":[],"version":2}"#.utf8).write(to: URL(fileURLWithPath: swiftpm + "/Package.resolved"))
        return root
    }

    @Test("The folder reads as its project.yml, and the walk lists no project for the empty bundle")
    func folderReadsTheGenerator() throws {
        let root = try Self.checkout()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(ProjectDiscovery.discover(root: root).projectFiles == [root + "/project.yml"])
        let app = try ProjectReader().readApp(at: root)
        #expect(app.origin.reader == .xcodegen)
        #expect(app.origin.projectFile == root + "/project.yml")
    }

    @Test("Naming the empty .xcodeproj reads the project.yml beside it")
    func namedBundleReadsTheGenerator() throws {
        let root = try Self.checkout()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let app = try ProjectReader().readApp(at: root + "/App.xcodeproj")
        #expect(app.origin.projectFile == root + "/project.yml")
    }

    @Test("Without a generator beside it, the empty .xcodeproj is one error that says what to do")
    func namedBundleWithoutGenerator() throws {
        let root = try Self.checkout(withGenerator: false)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let error = try #require(throws: ProjectReadError.self) {
            try ProjectReader().readApp(at: root + "/App.xcodeproj")
        }
        #expect(error.description.contains("has no project.pbxproj"))
        #expect(error.description.contains("App.xcodeproj"))
    }
}
