import Foundation
import QuickActionKit
import Testing
import XcodeProject

/// `TuistReader`: the literal parts of a `Project.swift`, read without running Tuist.
@Suite("Reading Tuist projects")
struct TuistReaderTests {
    let folder = ProjectFixtures.path("TuistApp")
    var file: String { folder + "/Project.swift" }

    @Test("Targets of .target(…) calls are read with their product types, at their calls")
    func targets() throws {
        let project = try TuistReader.read(projectFile: file)
        #expect(project.format == .tuist)
        #expect(project.name == "Chirp")
        #expect(project.developmentRegion == "en")
        #expect(project.targets.map(\.name) == ["Chirp", "ChirpWidget"])
        #expect(project.target("Chirp")?.productType == .application)
        #expect(project.target("ChirpWidget")?.productType == .appExtension)
        #expect(project.target("Chirp")?.location == SourceLocation(file: file, line: 16, column: 9))
        #expect(project.defaultConfiguration == "Release")
    }

    @Test("Settings and the configuration's xcconfig become levels, each assignment at its key")
    func settingsLevels() throws {
        let project = try TuistReader.read(projectFile: file)
        #expect(project.settingsLevels["Debug"]?.map(\.name) == ["project xcconfig", "project"])
        #expect(project.settingsLevels["Release"]?.map(\.name) == ["project"])
        let marketing = project.settingsLevels["Release"]?.last?.assignments.first
        #expect(marketing?.name == "MARKETING_VERSION")
        #expect(marketing?.location == SourceLocation(file: file, line: 9, column: 16))
        let app = try #require(project.target("Chirp"))
        #expect(app.assignment("OTHER_SWIFT_FLAGS")?.value == "-DCHIRP")
        #expect(app.assignment("PRODUCT_BUNDLE_IDENTIFIER")?.value == "com.example.chirp")
        #expect(app.assignment("INFOPLIST_FILE")?.value == "Derived/InfoPlists/Chirp-Info.plist")
        #expect(project.target("ChirpWidget")?.assignment("INFOPLIST_FILE")?.value == "Widget/Info.plist")
    }

    @Test("extendingDefault keys keep their types and positions over Tuist's defaults")
    func infoPlistProperties() throws {
        let app = try #require(try TuistReader.read(projectFile: file).target("Chirp"))
        let properties = try #require(app.infoPlistProperties)
        #expect(properties["CFBundleDisplayName"]?.value.value == .string("Chirp"))
        #expect(properties["CFBundleDisplayName"]?.keyLocation == SourceLocation(file: file, line: 22, column: 17))
        #expect(properties["UIApplicationSupportsIndirectInputEvents"]?.value.value == .bool(true))
        #expect(properties["CFBundleName"]?.value.value == .string("$(PRODUCT_NAME)"))
        #expect(properties["UISupportedInterfaceOrientations~ipad"] != nil)
        let items = try #require(properties["UIApplicationShortcutItems"]?.value.elements)
        #expect(
            items.map { $0["UIApplicationShortcutItemType"]?.value.value } == [
                .string("com.example.chirp.compose"), .string("com.example.chirp.search"),
            ])
        #expect(items[0]["UIApplicationShortcutItemTitle"]?.value.value == .string("New Chirp"))
        #expect(items[1]["UIApplicationShortcutItemUserInfo"]?.value.value == .dictionary(["version": .integer(2)]))
    }

    @Test("A non-literal value is a note naming its place, and the other keys are still read")
    func nonLiteralNotes() throws {
        let project = try TuistReader.read(projectFile: file)
        #expect(project.notes.count == 1)
        let note = try #require(project.notes.first)
        #expect(note.location == SourceLocation(file: file, line: 24, column: 46))
        #expect(note.message.contains("a string with interpolation"))
        #expect(project.target("Chirp")?.infoPlistProperties?["ChirpReleaseLabel"] == nil)
    }

    @Test("Member files come from each target's globs; the widget's files are not the app's")
    func memberFiles() throws {
        let project = try TuistReader.read(projectFile: file)
        #expect(
            project.target("Chirp")?.memberFiles(below: folder) == [
                "App/Resources/de.lproj/InfoPlist.strings", "App/Resources/en.lproj/InfoPlist.strings",
                "App/Sources/ChirpApp.swift", "App/Sources/QuickActions.swift",
            ])
        #expect(project.target("ChirpWidget")?.memberFiles(below: folder) == ["Widget/ChirpWidget.swift"])
    }

    @Test("A syntax error is a one-line error at its line and column")
    func syntaxError() {
        let broken = ProjectFixtures.path("TuistBroken/Project.swift")
        let error = ProjectFixtures.error { () throws(ProjectReadError) in try TuistReader.read(projectFile: broken) }
        #expect(error?.location.file == broken)
        #expect(error?.location.line == 6)
        #expect(error?.message.hasPrefix("Project.swift is not valid Swift: expected ')'") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test("A Project.swift over the parsing budget is one error naming the file and line, never a stall (issue 15)")
    func overBudget() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tuist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Project.swift").path
        let nest = String(repeating: "[", count: 30) + String(repeating: "]", count: 30)
        try Data("import ProjectDescription\nlet deep = \(nest)\n".utf8).write(to: URL(fileURLWithPath: file))
        do {
            _ = try TuistReader.read(projectFile: file)
            Issue.record("expected an error")
        } catch {
            #expect(error.location == SourceLocation(file: file, line: 2))
            #expect(error.message.hasPrefix("Project.swift cannot be read: its square brackets nest"))
        }
    }
}
