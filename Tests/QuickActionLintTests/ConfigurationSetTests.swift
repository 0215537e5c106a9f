import AppProject
import Foundation
import QuickActionKit
import QuickActionLint
import Testing

/// Configuration as SwiftLint's: the nearest `.quickactions.yml` refines its parent, globs, `--config` alone, and
/// suppression comments in property lists and strings files (issue 18, part 3).
@Suite("Configuration: nested files, globs and file suppressions")
struct ConfigurationSetTests {
    /// A temporary folder with `files` (path → text), removed after `body`.
    func withFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-config-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try body(ReportContext.standardized(folder))
    }

    func finding(_ rule: String, _ file: String) -> Finding {
        Finding(ruleID: rule, severity: .warning, location: SourceLocation(file: file, line: 1), message: "m")
    }

    @Test("A nested configuration refines its parent for the files below it, and only those")
    func nested() throws {
        try withFolder([
            ".quickactions.yml": "disabled_rules: [title_case]\nseverity: {empty_title: error}\n",
            "Apps/Notes/.quickactions.yml": "disabled_rules: [missing_icon]\nseverity: {empty_title: warning}\n",
        ]) { root in
            let set = try ConfigurationSet(workingDirectory: root)
            let notes = try set.configuration(for: "Apps/Notes/Notes/Info.plist")
            #expect(notes.disabledRules == ["title_case", "missing_icon"])
            #expect(notes.severityOverrides["empty_title"] == .warning)
            let other = try set.configuration(for: root + "/Apps/Other/Info.plist")
            #expect(other.disabledRules == ["title_case"])
            #expect(other.severityOverrides["empty_title"] == .error)
            // Outside the current folder: the current folder's configuration.
            #expect(try set.configuration(for: "/elsewhere/Info.plist") == set.root)
        }
    }

    @Test("--config alone: nested files are not read")
    func explicit() throws {
        try withFolder([
            "ci.yml": "disabled_rules: [empty_title]\n",
            "Apps/Notes/.quickactions.yml": "disabled_rules: [missing_icon]\n",
        ]) { root in
            let set = try ConfigurationSet(explicit: "ci.yml", workingDirectory: root)
            #expect(try set.configuration(for: "Apps/Notes/Info.plist").disabledRules == ["empty_title"])
            #expect(throws: LintConfigurationError.self) {
                try ConfigurationSet(explicit: "missing.yml", workingDirectory: root)
            }
        }
    }

    @Test("A nested file's error names it relative to the current folder, with its line")
    func nestedError() throws {
        try withFolder([
            "Apps/Notes/.quickactions.yml": "disabled_rules: [title_case]\ndeployment_target: banana\n"
        ]) { root in
            let set = try ConfigurationSet(workingDirectory: root)
            #expect {
                try set.configuration(for: "Apps/Notes/Info.plist")
            } throws: { error in
                (error as? LintConfigurationError)?.description.hasPrefix(
                    "Apps/Notes/.quickactions.yml:2: deployment_target must be an iOS version") == true
            }
        }
    }

    @Test(
        "Globs: * within a name, ** across folders, a plain path covers its folder",
        arguments: [
            ("Pods", "/p/Pods/Lib/A.swift", true), ("Pods", "/p/PodsKit/A.swift", false),
            ("**/Generated", "/p/App/Generated/Strings.swift", true), ("**/Generated", "/p/Generated/X.swift", true),
            ("*.plist", "/p/Info.plist", true), ("*.plist", "/p/App/Info.plist", false),
            ("**/*.plist", "/p/App/Info.plist", true), ("App/*/Info.plist", "/p/App/Notes/Info.plist", true),
            ("App/*/Info.plist", "/p/App/Notes/Sub/Info.plist", false), ("Te?t", "/p/Test/A.swift", true),
            ("[AB]pp", "/p/App/x.swift", true), ("[AB]pp", "/p/Cpp/x.swift", false),
        ])
    func globs(_ row: (String, String, Bool)) {
        #expect(PathPattern(row.0, base: "/p").matches(row.1) == row.2, "\(row)")
    }

    @Test("Suppression comments in Info.plist and strings files silence the finding on their line")
    func fileSuppressions() throws {
        let plist = """
            <plist version="1.0">
            <dict>
              <!-- quickactions:disable:next title_case -->
              <string>search notes</string>
              <string>new note</string> <!-- quickactions:disable:this title_case empty_title -->
            </dict>
            </plist>
            """
        let comments = SuppressionComment.parse(plist, file: "Info.plist")
        #expect(comments.map(\.coveredLine) == [4, 5])
        #expect(comments[0].ruleIDs == ["title_case"] && comments[0].location.column == 3)
        #expect(comments[1].ruleIDs == ["title_case", "empty_title"])
        let strings = """
            /* quickactions:disable:next title_truncated */
            "Nearby Trails" = "Wanderwege in der Umgebung";
            // quickactions:disable:next app_name_in_title
            "Open" = "Trailmix öffnen";
            """
        #expect(SuppressionComment.parse(strings, file: "de.strings").map(\.coveredLine) == [2, 4])
        // Not a comment: the marker inside a value does nothing.
        #expect(SuppressionComment.parse(#"<string>quickactions:disable:next title_case</string>"#, file: "x").isEmpty)
    }
}
