import Foundation
import QuickActionKit
import Testing
import XcodeProject

/// `XcodeGenReader`: a `project.yml` with an include, read as XcodeGen would generate it.
@Suite("Reading XcodeGen projects")
struct XcodeGenReaderTests {
    let folder = ProjectFixtures.path("XcodeGenApp")
    var file: String { folder + "/project.yml" }

    @Test("Targets are read with their product types, sorted by name, at their keys")
    func targets() throws {
        let project = try XcodeGenReader.read(projectFile: file)
        #expect(project.format == .xcodegen)
        #expect(project.name == "Chirp")
        #expect(project.developmentRegion == "de")
        #expect(project.targets.map(\.name) == ["Chirp", "ChirpShare"])
        #expect(project.target("Chirp")?.productType == .application)
        #expect(project.target("ChirpShare")?.productType == .appExtension)
        #expect(project.target("Chirp")?.location == SourceLocation(file: file, line: 21, column: 3))
        #expect(project.defaultConfiguration == "Debug")
    }

    @Test("Settings become levels per configuration, each assignment at its line, lists joined and Booleans as YES")
    func settingsLevels() throws {
        let project = try XcodeGenReader.read(projectFile: file)
        let release = try #require(project.settingsLevels["Release"])
        #expect(release.map(\.name) == ["project xcconfig", "project"])
        #expect(release[0].assignments.first?.name == "SWIFT_TREAT_WARNINGS_AS_ERRORS")
        let optimization = release[1].assignments.first { $0.name == "SWIFT_OPTIMIZATION_LEVEL" }
        #expect(optimization?.value == "-O")
        #expect(optimization?.location == SourceLocation(file: file, line: 19, column: 7))
        #expect(
            project.settingsLevels["Debug"]?[1].assignments.contains { $0.name == "SWIFT_OPTIMIZATION_LEVEL" } == false)
        let app = try #require(project.target("Chirp"))
        #expect(app.settingsLevels["Release"]?.map(\.name) == ["target xcconfig", "target"])
        #expect(app.settingsLevels["Debug"]?.map(\.name) == ["target"])
        #expect(app.assignment("OTHER_SWIFT_FLAGS")?.value == "-DCHIRP -DQUICK_ACTIONS")
        #expect(app.assignment("ENABLE_PREVIEWS")?.value == "YES")
        #expect(app.assignment("IPHONEOS_DEPLOYMENT_TARGET")?.value == "17.0")
        #expect(app.assignment("INFOPLIST_FILE")?.value == "App/Info.plist")
        #expect(app.assignment("INFOPLIST_FILE")?.location == SourceLocation(file: file, line: 30, column: 13))
        #expect(app.assignment("PRODUCT_BUNDLE_IDENTIFIER")?.value == "com.example.Chirp")
        let share = try #require(project.target("ChirpShare"))
        #expect(share.assignment("PRODUCT_BUNDLE_IDENTIFIER")?.value == "com.example.chirp.share")
        #expect(share.assignment("INFOPLIST_FILE")?.value == "ShareExtension/Info.plist")
    }

    @Test("Included specs merge first and the including spec overrides them; their paths are relative to themselves")
    func includeMergeOrder() throws {
        let project = try XcodeGenReader.read(projectFile: file)
        let included = folder + "/Shared/settings.yml"
        let projectLevel = try #require(project.settingsLevels["Debug"]?.last)
        let marketing = projectLevel.assignments.filter { $0.name == "MARKETING_VERSION" }
        #expect(marketing.map(\.value) == ["2.1"])
        #expect(marketing.first?.location.file == file)
        let build = projectLevel.assignments.first { $0.name == "CURRENT_PROJECT_VERSION" }
        #expect(build?.value == "7")
        #expect(build?.location == SourceLocation(file: included, line: 4, column: 5))
        let app = try #require(project.target("Chirp"))
        #expect(app.assignment("TARGETED_DEVICE_FAMILY")?.location.file == included)
        let releaseXCConfig = app.settingsLevels["Release"]?.first?.assignments.first
        #expect(releaseXCConfig?.value == "production")
        #expect(releaseXCConfig?.location.file == folder + "/Shared/Release.xcconfig")
    }

    @Test("info.properties keep YAML types and lines, over XcodeGen's generated keys")
    func infoProperties() throws {
        let app = try #require(try XcodeGenReader.read(projectFile: file).target("Chirp"))
        let properties = try #require(app.infoPlistProperties)
        #expect(properties["CFBundleDisplayName"]?.value.value == .string("Chirp"))
        #expect(properties["CFBundleDisplayName"]?.keyLocation == SourceLocation(file: file, line: 32, column: 9))
        #expect(properties["ITSAppUsesNonExemptEncryption"]?.value.value == .bool(false))
        #expect(properties["ChirpBuildNumber"]?.value.value == .integer(42))
        #expect(properties["ChirpQuotedFlag"]?.value.value == .string("true"))
        #expect(properties["CFBundleName"]?.value.value == .string("$(PRODUCT_NAME)"))
        #expect(properties["CFBundlePackageType"]?.value.value == .string("APPL"))
        let items = try #require(properties["UIApplicationShortcutItems"]?.value.elements)
        #expect(items.count == 3)
        #expect(items[0]["UIApplicationShortcutItemType"]?.value.value == .string("com.example.chirp.compose"))
        #expect(
            items[1]["UIApplicationShortcutItemTitle"]?.value.location
                == SourceLocation(file: file, line: 41, column: 45))
        #expect(items[2]["UIApplicationShortcutItemTitle"]?.value.value == .string("Inbox"))
        #expect(try XcodeGenReader.read(projectFile: file).target("ChirpShare")?.infoPlistProperties == nil)
    }

    @Test("Member files come from each target's sources, less excludes and Info.plist files")
    func memberFiles() throws {
        let project = try XcodeGenReader.read(projectFile: file)
        #expect(
            project.target("Chirp")?.memberFiles(below: folder) == [
                "App/AppDelegate.swift", "App/QuickActions.swift", "App/de.lproj/InfoPlist.strings",
                "App/en.lproj/InfoPlist.strings",
            ])
        #expect(
            project.target("ChirpShare")?.memberFiles(below: folder) == ["ShareExtension/ShareViewController.swift"])
    }

    @Test("An include cycle is an error at the include that closes it")
    func includeCycle() {
        let cycle = ProjectFixtures.path("XcodeGenErrors/cycle-a.yml")
        let error = ProjectFixtures.error { () throws(ProjectReadError) in try XcodeGenReader.read(projectFile: cycle) }
        #expect(error?.location.file.hasSuffix("XcodeGenErrors/cycle-b.yml") == true)
        #expect(error?.location.line == 2)
        #expect(error?.message.contains("include cycle: cycle-a.yml → cycle-b.yml → cycle-a.yml") == true)
    }

    @Test("A missing include is an error at its line")
    func missingInclude() {
        let spec = ProjectFixtures.path("XcodeGenErrors/missing-include.yml")
        let error = ProjectFixtures.error { () throws(ProjectReadError) in try XcodeGenReader.read(projectFile: spec) }
        #expect(error?.location == SourceLocation(file: spec, line: 2, column: 10))
        #expect(error?.message.contains("does-not-exist.yml does not exist") == true)
    }

    @Test("Values of the wrong shape are one-line errors naming file and line")
    func wrongShape() {
        let list = ProjectFixtures.path("XcodeGenErrors/targets-list.yml")
        let listError = ProjectFixtures.error { () throws(ProjectReadError) in
            try XcodeGenReader.read(projectFile: list)
        }
        #expect(listError?.description.hasPrefix("\(list):3:3: targets must be a mapping") == true)
        let setting = ProjectFixtures.path("XcodeGenErrors/setting-mapping.yml")
        let settingError = ProjectFixtures.error { () throws(ProjectReadError) in
            try XcodeGenReader.read(projectFile: setting)
        }
        #expect(settingError?.location.line == 8)
        #expect(settingError?.message.contains("OTHER_LDFLAGS must be a value or a list") == true)
        #expect(settingError?.description.contains("\n") == false)
    }

    @Test("Invalid YAML is an error with Yams' problem and line")
    func invalidYAML() {
        let spec = ProjectFixtures.path("XcodeGenErrors/invalid.yml")
        let error = ProjectFixtures.error { () throws(ProjectReadError) in try XcodeGenReader.read(projectFile: spec) }
        #expect(error?.location.file == spec)
        #expect(error?.location.line == 5)
        #expect(error?.message.hasPrefix("invalid YAML: ") == true)
        #expect(error?.description.contains("\n") == false)
    }

    /// Issue 34: nine anchors of nine aliases each expand to 9^9 values; Yams shares them, the reader must not.
    @Test("A spec whose aliases expand past the budget (a billion laughs) is one error; ordinary aliases are read")
    func aliasBomb() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-yaml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines = ["name: Bomb", "a0: &a0 [x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 {
            lines.append(
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        let bomb = folder.appendingPathComponent("bomb.yml")
        try Data((lines + ["targets: {}"]).joined(separator: "\n").utf8).write(to: bomb)
        let error = ProjectFixtures.error { () throws(ProjectReadError) in
            try XcodeGenReader.read(projectFile: bomb.path)
        }
        #expect(error?.message.contains("expands to more than 200000 values") == true)
        // Anchors as projects use them: settings shared by two targets.
        let shared = folder.appendingPathComponent("shared.yml")
        try Data(
            """
            name: Shared
            settings: &common
              SWIFT_VERSION: "5.9"
            targets:
              One: { type: application, platform: iOS, settings: *common }
              Two: { type: application, platform: iOS, settings: *common }
            """.utf8
        ).write(to: shared)
        #expect(try XcodeGenReader.read(projectFile: shared.path).targets.count == 2)
    }
}
