import AppProject
import Foundation
import QuickActionKit
import Testing
import XcodeProject

/// Choosing the app among a project's targets, and the one-line errors and notes for what cannot be read: the
/// target or configuration asked for, malformed projects, include cycles, files not in the checkout.
@Suite("Choosing the app and reporting project errors")
struct XcodeProjectErrorTests {
    typealias Fixture = XcodeProjectFixtures

    @Test("Two application targets: readApp lists both and asks for a target, in words; the extension is never one")
    func twoApplicationTargets() throws {
        let error = try #require(throws: ProjectReadError.self) {
            try ProjectReader().readApp(at: Fixture.project("TwoApps"))
        }
        #expect(error.location.file == Fixture.project("TwoApps"))
        #expect(error.message.contains("(Sundial, Sundial Pro)"))
        #expect(error.message.hasSuffix("choose one"))
        #expect(error.remedy == .target)
        #expect(!error.message.contains("--"), "a library error names no command-line option")
        #expect(!error.message.contains("SaveToSundial"))
    }

    @Test("targetName picks one application target, with its own settings per configuration")
    func targetNamePicksOne() throws {
        let projectFile = Fixture.project("TwoApps") + "/Sundial.xcodeproj/project.pbxproj"
        let pro = try Fixture.app("TwoApps", target: "Sundial Pro")
        #expect(pro.name == "Sundial Pro")
        #expect(pro.origin.target == "Sundial Pro")
        #expect(pro.bundleIdentifier == "com.example.sundial.pro")
        #expect(pro.origin.nameLocation == SourceLocation(file: projectFile, line: 500, column: 5))
        let proDebug = try Fixture.app("TwoApps", target: "Sundial Pro", configuration: "Debug")
        #expect(proDebug.origin.configuration == "Debug")
        #expect(proDebug.origin.nameLocation == SourceLocation(file: projectFile, line: 387, column: 5))
        let sundial = try Fixture.app("TwoApps", target: "Sundial")
        #expect(sundial.name == "Sundial")
        #expect(sundial.bundleIdentifier == "com.example.sundial")
        #expect(sundial.origin.nameLocation == SourceLocation(file: projectFile, line: 437, column: 5))
    }

    @Test("A targetName that builds an extension is an error at the target, asking for an application target")
    func extensionTargetIsNoApp() throws {
        let error = try #require(throws: ProjectReadError.self) {
            try Fixture.app("TwoApps", target: "SaveToSundial")
        }
        #expect(error.location.file == Fixture.project("TwoApps") + "/Sundial.xcodeproj/project.pbxproj")
        #expect(error.location.line != nil)
        #expect(error.message.contains("'SaveToSundial'"))
        #expect(error.message.contains("not an app"))
        #expect(error.message.hasSuffix("Choose an application target"))
        #expect(error.remedy == .target)
        #expect(!error.message.contains("--"), "a library error names no command-line option")
    }

    @Test("An unknown target names the application targets there are")
    func unknownTarget() throws {
        let error = try #require(throws: ProjectReadError.self) {
            try Fixture.app("TwoApps", target: "Moonlight")
        }
        #expect(error.message.contains("'Moonlight'"))
        #expect(error.message.contains("Sundial, Sundial Pro"))
    }

    @Test("An unknown configuration names the project file and the configurations it has")
    func unknownConfiguration() throws {
        let error = try #require(throws: ProjectReadError.self) {
            try Fixture.app("GeneratedInfoPlist", configuration: "Nope")
        }
        #expect(error.location.file == Fixture.project("GeneratedInfoPlist") + "/Lantern.xcodeproj/project.pbxproj")
        #expect(error.message.contains("'Nope'"))
        #expect(error.message.contains("Debug, Release"))
    }

    @Test("A workspace reads only the projects on disk, leaves Pods out, and a framework project is no app")
    func workspaceProjects() throws {
        let workspace = Fixture.project("Workspace/Harbor.xcworkspace")
        let projects = try ProjectLocator.projectsNamed(by: workspace).map { ($0 as NSString).standardizingPath }
        #expect(
            projects == [
                Fixture.project("Workspace/App/Harbor.xcodeproj"), Fixture.project("Workspace/Modules/Kit.xcodeproj"),
            ])
        let apps = try ProjectReader().readApps(at: workspace)
        #expect(apps.map(\.origin.target) == ["Harbor"])
        let kit = try #require(throws: ProjectReadError.self) {
            try ProjectReader().readApps(at: Fixture.project("Workspace/Modules/Kit.xcodeproj"))
        }
        #expect(kit.message.contains("no application target"))
    }

    @Test("A CocoaPods xcconfig not in the checkout is a note for the configuration built, not an error")
    func missingPodsXcconfigIsANote() throws {
        let projectFile = Fixture.project("Workspace/App/Harbor.xcodeproj/project.pbxproj")
        let release = try ProjectReader().readApp(at: Fixture.project("Workspace"))
        #expect(release.name == "Harbor")
        #expect(release.origin.notes.map(\.location) == [SourceLocation(file: projectFile, line: 225, column: 4)])
        #expect(release.origin.notes.first?.message.contains("Pods-Harbor.release.xcconfig") == true)
        let debug = try ProjectReader(configuration: "Debug").readApp(at: Fixture.project("Workspace"))
        #expect(debug.origin.notes.map(\.location) == [SourceLocation(file: projectFile, line: 312, column: 4)])
        #expect(debug.origin.notes.first?.message.contains("Pods-Harbor.debug.xcconfig") == true)
    }

    @Test("A project file cut off inside a dictionary: one error at its opening line or the end of the file")
    func unterminatedProject() throws {
        let error = try #require(throws: ProjectReadError.self) {
            try ProjectReader().readApps(at: Fixture.project("Broken/Unterminated.xcodeproj"))
        }
        #expect(error.location.file == Fixture.project("Broken/Unterminated.xcodeproj/project.pbxproj"))
        // The dictionary opens on line 78; the file's 104 lines end with a line break, so its end is 105:1.
        #expect([78, 104, 105].contains(error.location.line ?? 0))
        #expect(error.message.contains("dictionary"))
        #expect(!error.description.contains("\n"))
    }

    @Test("A rootObject the project does not define is an error naming the ID; no other project object is guessed")
    func missingRootObject() throws {
        let error = try #require(throws: ProjectReadError.self) {
            try ProjectReader().readApps(at: Fixture.project("Broken/MissingObject.xcodeproj"))
        }
        #expect(error.location.file == Fixture.project("Broken/MissingObject.xcodeproj/project.pbxproj"))
        #expect(error.location.line == 256)
        #expect(error.message.contains("5E0F0E1D2C3B4A5968778695"))
    }

    @Test("An xcconfig include cycle is one error at the include that closes it, naming both files")
    func includeCycle() throws {
        let folder = Fixture.project("Broken/Cycle")
        let error = try #require(throws: ProjectReadError.self) {
            try ProjectReader().readApps(at: folder)
        }
        #expect(error.location == SourceLocation(file: folder + "/B.xcconfig", line: 6, column: 1))
        #expect(error.message.contains("cycle"))
        #expect(error.message.contains("A.xcconfig -> \(folder)/B.xcconfig -> \(folder)/A.xcconfig"))
        #expect(!error.description.contains("\n"))
    }

    @Test("A workspace whose contents are not UTF-8 is an error naming the file, not a trap inside XMLParser")
    func workspaceNotUTF8() throws {
        let workspace = FileManager.default.temporaryDirectory
            .appendingPathComponent("ws-\(UUID().uuidString)/Broken.xcworkspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workspace.deletingLastPathComponent()) }
        let bytes =
            Array(#"<Workspace version="1.0"><FileRef l"#.utf8) + [0xC0, 0xFF]
            + Array(#"="group:App.xcodeproj"/></Workspace>"#.utf8)
        try Data(bytes).write(to: workspace.appendingPathComponent("contents.xcworkspacedata"))
        let error = try #require(throws: ProjectReadError.self) { try WorkspaceReader.projects(in: workspace.path) }
        #expect(error.location.file.hasSuffix("Broken.xcworkspace/contents.xcworkspacedata"))
        #expect(error.message.contains("not UTF-8"))
        try Data(#"<?xml version="1.0"?><Workspace><?x?></Workspace>"#.utf8)
            .write(to: workspace.appendingPathComponent("contents.xcworkspacedata"))
        let instruction = try #require(throws: ProjectReadError.self) {
            try WorkspaceReader.projects(in: workspace.path)
        }
        #expect(instruction.message.contains("processing instruction"))
    }
}
