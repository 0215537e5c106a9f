import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Issue 34: an app's titles go to a terminal, a CI log and an SVG; none of them may carry its control characters.
@Suite("An app's control characters")
struct HostileTextTests {
    /// An app whose one quick action's title clears the screen and sets the terminal's title.
    func hostileApp() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        let info: [String: Any] = [
            "CFBundleName": "Hostile", "CFBundleIdentifier": "com.example.hostile", "CFBundlePackageType": "APPL",
            "UIApplicationShortcutItems": [
                [
                    "UIApplicationShortcutItemType": "new",
                    "UIApplicationShortcutItemTitle": "New\u{1B}[2J\u{1B}]0;pwned\u{7}\r\u{9B}31m",
                ]
            ],
        ]
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
            .write(to: folder.appendingPathComponent("App/Info.plist"))
        return folder
    }

    @Test("menu, lint and launch print them visibly; the SVG preview parses")
    func escaped() throws {
        let app = try hostileApp()
        defer { try? FileManager.default.removeItem(at: app) }
        for arguments in [["menu", app.path], ["lint", app.path], ["launch", app.path, "--item", "new"]] {
            let result = try CommandRunner.run(arguments)
            let output = result.standardOutput + result.standardError
            #expect(
                !output.contains("\u{1B}") && !output.contains("\u{7}") && !output.contains("\u{9B}"), "\(arguments)")
            #expect(!output.contains("\r"), "\(arguments)")
        }
        #expect(try CommandRunner.run(["menu", app.path]).standardOutput.contains(#"New\u{1B}[2J"#))
        // JSON keeps its own escapes (a text escape such as \u{9B} would not be JSON), found by the command fuzzer.
        for arguments in [
            ["menu", app.path, "--format", "json"], ["launch", app.path, "--item", "new", "--format", "json"],
        ] {
            let json = try CommandRunner.run(arguments)
            #expect(json.status == 0, "\(json.standardError)")
            #expect(!json.standardOutput.contains("\u{9B}") && !json.standardOutput.contains("\u{1B}"))
            #expect(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) is [String: Any])
        }
        let svg = try CommandRunner.run(["preview", app.path, "--format", "svg"])
        #expect(svg.status == 0, "\(svg.standardError)")
        let parser = XMLParser(data: Data(svg.standardOutput.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }
}
