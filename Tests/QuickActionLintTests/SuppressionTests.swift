import AppProject
import Foundation
import QuickActionKit
import Testing
import XcodeProject

@testable import QuickActionLint

@Suite("Inline suppression")
struct SuppressionTests {
    /// Property lists and strings files are read for their comments by their extension, as `URL` would give it.
    @Test(arguments: [
        "/a/Info.plist", "/a/de.lproj/InfoPlist.strings", "/a/b/Localizable.STRINGSDICT", "/a/Main.swift",
        "/a/plist", "/a/.plist", "/a.strings/file", "/a/file.strings.bak", "relative.plist", "/a/b.", "/",
    ])
    func commentedFilesAreChosenByExtension(_ path: String) {
        let byURL = Suppressions.commentedExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
        #expect(Suppressions.hasCommentedExtension(path) == byURL, "\(path)")
    }

    @Test("Comments are parsed with their action, scope and rules; a reason after ` - ` is not a rule")
    func parsing() {
        let comments = SuppressionComment.parse(
            """
            // quickactions:disable:next empty_title missing_icon
            let a = UIApplicationShortcutItem(type: "a", localizedTitle: "")
            let b = UIApplicationShortcutItem(type: "b", localizedTitle: "") // quickactions:disable:this all
            // quickactions:disable:sometimes empty_title
            // quickactions:disable title_case - brand names
            /* quickactions:enable title_case */
            // quickactions:disable:previous empty_title
            // quickactions:disabled title_case
            """, file: "A.swift")
        #expect(comments.map(\.coveredLine) == [2, 3, nil, nil, 6])
        #expect(
            comments.map(\.ruleIDs) == [
                ["empty_title", "missing_icon"], ["all"], ["title_case"], ["title_case"], ["empty_title"],
            ])
        #expect(comments.map(\.action) == [.disable, .disable, .disable, .enable, .disable])
        #expect(comments.map(\.scope) == [.next, .this, .region, .region, .previous])
    }

    /// A file of ten lines with the given comments, and which lines a finding of `rule` is silenced on.
    static func silencedLines(_ text: String, rule: String = "title_case") -> [Int] {
        let suppressions = Suppressions(SuppressionComment.parse(text, file: "A.swift"))
        let findings = (1...10).map {
            Finding(ruleID: rule, severity: .warning, location: SourceLocation(file: "A.swift", line: $0), message: "")
        }
        let kept = Set(suppressions.apply(findings).kept.compactMap(\.location.line))
        return (1...10).filter { !kept.contains($0) }
    }

    @Test("disable runs to the end of the file or to enable; one-line comments decide their line over a region")
    func regions() {
        #expect(Self.silencedLines("a\n// quickactions:disable title_case\nb") == Array(2...10))
        #expect(
            Self.silencedLines("a\n// quickactions:disable title_case\nb\nc\n// quickactions:enable title_case\nd")
                == [2, 3, 4])
        // enable all closes a region of one rule; a region of all is closed by enabling the rule.
        #expect(Self.silencedLines("// quickactions:disable title_case\nb\n// quickactions:enable all") == [1, 2])
        #expect(Self.silencedLines("// quickactions:disable all\nb\n// quickactions:enable title_case") == [1, 2])
        // enable:next lets one line through a region; previous silences the line above.
        #expect(
            Self.silencedLines("// quickactions:disable title_case\nb\n// quickactions:enable:next title_case\nd\ne")
                == [1, 2, 3] + Array(5...10))
        #expect(Self.silencedLines("a\nb\n// quickactions:disable:previous title_case") == [2])
        // Another rule's comments change nothing.
        #expect(Self.silencedLines("// quickactions:disable empty_title\nb").isEmpty)
    }

    @Test("Unknown rule ids and comments that silence nothing are findings; used and unchecked ones are not")
    func superfluous() {
        let text = """
            // quickactions:disable:next titel_case
            a
            // quickactions:disable:next title_case
            b
            // quickactions:disable:next empty_title
            c
            // quickactions:disable:next missing_icon
            d
            // quickactions:disable:next title_case empty_title
            e
            """
        let suppressions = Suppressions(SuppressionComment.parse(text, file: "A.swift"))
        let findings = [4, 10].map {
            Finding(
                ruleID: "title_case", severity: .warning, location: SourceLocation(file: "A.swift", line: $0),
                message: "")
        }
        let (kept, used) = suppressions.apply(findings)
        #expect(kept.isEmpty)
        let problems = suppressions.superfluous(
            used: used, checked: ["title_case", "empty_title"], known: RuleRegistry.identifiers)
        // Line 9 silenced a title_case finding, but its empty_title silences nothing.
        #expect(problems.map(\.location.line) == [1, 5, 9])
        #expect(problems[2].message.hasPrefix("quickactions:disable empty_title silences no finding"))
        #expect(problems.allSatisfy { $0.ruleID == "superfluous_disable_command" })
        #expect(
            problems[0].message.contains("“titel_case” is not a rule")
                && problems[0].message.contains("did you mean title_case?"))
        #expect(
            problems[1].message.hasPrefix("quickactions:disable empty_title silences no finding on the line it covers"))
    }

    @Test("A suppressed finding is not reported; the others are")
    func linting() throws {
        let app = try Self.app(
            swift: """
                import UIKit

                // quickactions:disable:next empty_title
                let hidden = UIApplicationShortcutItem(type: "a", localizedTitle: "")
                let shown = UIApplicationShortcutItem(type: "b", localizedTitle: "")
                """)
        let findings = try Linter(rules: [EmptyTitleRule()]).lint(app, measurer: nil)
        #expect(findings.map(\.location.line) == [5])
    }

    @Test("With every rule: a used comment is quiet, a stale or misspelt one is reported at its line")
    func everyRule() throws {
        let app = try Self.app(
            swift: """
                import UIKit
                // quickactions:disable:next title_case
                let a = UIApplicationShortcutItem(type: "a", localizedTitle: "search notes")
                // quickactions:disable:next title_case
                let b = UIApplicationShortcutItem(type: "b", localizedTitle: "Search Notes")
                // quickactions:disable:next titel_case
                let c = UIApplicationShortcutItem(type: "c", localizedTitle: "find tags")
                """)
        let findings = try Linter(configuration: LintConfiguration()).lint(app, measurer: nil)
            .filter { ["title_case", "superfluous_disable_command"].contains($0.ruleID) }
        #expect(
            findings.map { "\($0.ruleID)@\($0.location.line ?? 0)" }
                == ["superfluous_disable_command@4", "superfluous_disable_command@6", "title_case@7"])
    }

    /// Issue 35: the localization tables' comments are read with the tables, once. The app's folder is gone by
    /// the time it is linted, so a lint that read the table again for its comments would find none.
    @Test("A comment in a localization table is read with the table and silences its finding")
    func tableComments() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-suppress-\(UUID().uuidString)")
        let files = RuleExample.infoPlist(
            items: RuleExample.item([
                "UIApplicationShortcutItemType": "<string>search</string>",
                "UIApplicationShortcutItemTitle": "<string>Search</string>",
            ]),
            otherFiles: [
                "Notes/de.lproj/InfoPlist.strings": """
                /* quickactions:disable:next ascii_ellipsis */
                "Search" = "Suchen...";
                """,
                "Notes/fr.lproj/InfoPlist.strings": """
                "Search" = "Rechercher...";
                """,
            ]
        ).files
        try Self.write(files, to: folder)
        let app = try ProjectReader().readProjectApp(at: folder.path)
        #expect(app.sourceFacts.filesWithCommentsRead.count == 2)
        #expect(app.sourceFacts.suppressions.map(\.ruleIDs) == [["ascii_ellipsis"]])
        #expect(Suppressions.filesToRead(app: app, findings: []).map(ProjectPath.name(of:)) == ["Info.plist"])
        // Read once: the comment is not counted twice, which would leave a copy that silences nothing.
        let everyRule = try Linter(configuration: LintConfiguration()).lint(app, measurer: nil)
        #expect(!everyRule.contains { $0.ruleID == "superfluous_disable_command" })
        try FileManager.default.removeItem(at: folder)
        let findings = try Linter(rules: [ASCIIEllipsisRule()]).lint(app, measurer: nil)
        #expect(findings.map { ProjectPath.name(of: ProjectPath.folder(of: $0.location.file)) } == ["fr.lproj"])
    }

    /// An app whose only quick actions are in `Notes/Items.swift`, read from a temporary folder (removed after).
    static func app(swift: String) throws -> ProjectApp {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-suppress-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(RuleExample.infoPlist(items: "", otherFiles: ["Notes/Items.swift": swift]).files, to: folder)
        return try ProjectReader().readProjectApp(at: folder.path)
    }

    /// Writes each file's text at its path under `folder`, making the folders on the way.
    static func write(_ files: [String: String], to folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
