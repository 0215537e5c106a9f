import Foundation
import Testing

/// `--target`, `--configuration` and the origin of the app in the output, run on the Xcode project fixtures of
/// XcodeProjectTests as a user would.
@Suite("quickactions on Xcode projects: --target, --configuration, origin")
struct ProjectOptionsTests {
    static let projects = "Tests/XcodeProjectTests/Fixtures/Projects"

    /// The lines a command printed on a stream, without the final line break.
    static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    /// The `origin` object and the whole object of a `menu --format json` output.
    static func origin(_ result: CommandRunner.Result) throws -> (origin: [String: Any], json: [String: Any]) {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        return (try #require(json["origin"] as? [String: Any]), json)
    }

    @Test("Two application targets: exit 2 with one line listing both and --target")
    func twoTargetsNeedTarget() throws {
        let result = try CommandRunner.run(["menu", "\(Self.projects)/TwoApps"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(Self.lines(result.standardError).count == 1)
        #expect(result.standardError.hasPrefix("error: \(Self.projects)/TwoApps: "))
        #expect(result.standardError.contains("Sundial, Sundial Pro"))
        #expect(result.standardError.hasSuffix("; choose one (--target NAME)\n"), "\(result.standardError)")
    }

    @Test("--target chooses the app; the second line says where it was read from")
    func targetChoosesApp() throws {
        let result = try CommandRunner.run(["menu", "\(Self.projects)/TwoApps", "--target", "Sundial Pro"])
        #expect(result.status == 0)
        let lines = Self.lines(result.standardOutput)
        #expect(lines.first?.hasPrefix("Sundial Pro · iPhone") == true)
        let expected =
            "Read from \(Self.projects)/TwoApps/Sundial.xcodeproj, target Sundial Pro, Release configuration "
            + "(no shared scheme archives Sundial Pro; the one named Release)."
        #expect(lines.dropFirst().first.map(String.init) == expected)
    }

    @Test("--configuration Debug builds the name the Debug settings generate")
    func configurationChangesName() throws {
        let project = "\(Self.projects)/GeneratedInfoPlist"
        let release = Self.lines(try CommandRunner.run(["menu", project]).standardOutput)
        let debug = Self.lines(try CommandRunner.run(["menu", project, "--configuration", "Debug"]).standardOutput)
        #expect(release.first?.hasPrefix("Lantern Lite · ") == true)
        #expect(
            release.dropFirst().first?.hasSuffix(
                "target Lantern, Release configuration (no shared scheme archives Lantern; the one named Release).")
                == true)
        #expect(debug.first?.hasPrefix("Lantern Dev · ") == true)
        #expect(debug.dropFirst().first?.hasSuffix("target Lantern, Debug configuration (--configuration).") == true)
    }

    @Test("An unknown --configuration exits 2 naming the configurations the project has")
    func unknownConfiguration() throws {
        let result = try CommandRunner.run([
            "menu", "\(Self.projects)/GeneratedInfoPlist", "--configuration", "Nope",
        ])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(Self.lines(result.standardError).count == 1)
        #expect(
            result.standardError.hasPrefix(
                "error: \(Self.projects)/GeneratedInfoPlist/Lantern.xcodeproj/project.pbxproj: "))
        #expect(result.standardError.contains("'Nope'"))
        #expect(result.standardError.contains("Debug, Release"))
    }

    @Test("An extension given as --target exits 2 and names the target")
    func extensionTarget() throws {
        let result = try CommandRunner.run(["menu", "\(Self.projects)/TwoApps", "--target", "SaveToSundial"])
        #expect(result.status == 2)
        #expect(Self.lines(result.standardError).count == 1)
        #expect(result.standardError.contains("'SaveToSundial'"))
        #expect(result.standardError.contains("not an app"))
    }

    @Test("menu --format json has the origin: reader, project file, target, configuration, name location")
    func jsonOrigin() throws {
        let project = "\(Self.projects)/GeneratedInfoPlist"
        let result = try CommandRunner.run(["menu", project, "--format", "json", "--configuration", "Debug"])
        #expect(result.status == 0)
        let (origin, json) = try Self.origin(result)
        #expect(origin["reader"] as? String == "xcodeproj")
        #expect(origin["target"] as? String == "Lantern")
        #expect(origin["configuration"] as? String == "Debug")
        #expect(origin["projectFile"] as? String == "\(project)/Lantern.xcodeproj/project.pbxproj")
        let nameLocation = try #require(origin["nameLocation"] as? [String: Any])
        #expect(nameLocation["line"] as? Int == 222)
        #expect(json["appName"] as? String == "Lantern Dev")
    }

    @Test("An XcodeGen project reads as xcodegen in the JSON origin")
    func jsonOriginXcodeGen() throws {
        let result = try CommandRunner.run([
            "menu", "Tests/XcodeProjectTests/Fixtures/XcodeGenApp", "--format", "json",
        ])
        let origin = try Self.origin(result).origin
        #expect(origin["reader"] as? String == "xcodegen")
        #expect(origin["target"] as? String == "Chirp")
        #expect(origin["configuration"] as? String == "Release")
    }

    @Test("A lint finding about a static item of XcodeGen info.properties points at its project.yml line")
    func lintPointsAtProjectYAML() throws {
        let result = try CommandRunner.run(["lint", "Tests/XcodeProjectTests/Fixtures/XcodeGenApp"])
        let finding = Self.lines(result.standardOutput).first { $0.hasSuffix("(app_name_in_title)") }
        #expect(finding?.hasPrefix("Tests/XcodeProjectTests/Fixtures/XcodeGenApp/project.yml:38:45: warning: ") == true)
        #expect(finding?.contains("“New Chirp”") == true)
    }

    @Test("A Swift file that does not parse: menu warns with file:line:column, lint reports swift_syntax_error")
    func swiftSyntaxError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("qa-cli-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let project = root + "/Pebble"
        try FileManager.default.copyItem(
            atPath: CommandRunner.packageRoot.path + "/\(Self.projects)/GroupsXcconfig", toPath: project)
        let file = project + "/Pebble/Shortcuts/PinnedNotesShortcuts.swift"
        let handle = try #require(FileHandle(forWritingAtPath: file))
        handle.seekToEndOfFile()
        handle.write(Data("\nfunc broken( {\n".utf8))
        handle.closeFile()

        let menu = try CommandRunner.run(["menu", project])
        #expect(menu.status == 0)
        #expect(menu.standardOutput.hasPrefix("Pebble Notes · "))
        #expect(
            Self.lines(menu.standardError).contains {
                $0.hasPrefix("\(file):33:13: warning: this Swift file cannot be read (")
            })
        let lint = try CommandRunner.run(["lint", project])
        #expect(lint.status == 1)
        #expect(
            Self.lines(lint.standardOutput).contains {
                $0.hasPrefix("\(file):33:13: error: ") && $0.hasSuffix("(swift_syntax_error)")
            })
    }
}
