import AppProject
import Foundation
import QuickActionKit
import QuickActionLint
import Testing

@Suite("Inline suppression")
struct SuppressionTests {
    @Test("Comments are parsed with their scope and rules")
    func parsing() {
        let comments = SuppressionComment.parse(
            """
            // quickactions:disable:next empty_title missing_icon
            let a = UIApplicationShortcutItem(type: "a", localizedTitle: "")
            let b = UIApplicationShortcutItem(type: "b", localizedTitle: "") // quickactions:disable:this all
            // quickactions:disable:sometimes empty_title
            """, file: "A.swift")
        #expect(comments.map(\.suppressedLine) == [2, 3])
        #expect(comments.map(\.ruleIDs) == [["empty_title", "missing_icon"], ["all"]])
        #expect(comments[0].suppresses(ruleID: "empty_title", at: SourceLocation(file: "A.swift", line: 2, column: 9)))
        #expect(!comments[0].suppresses(ruleID: "duplicate_item_type", at: SourceLocation(file: "A.swift", line: 2)))
        #expect(!comments[0].suppresses(ruleID: "empty_title", at: SourceLocation(file: "B.swift", line: 2)))
    }

    @Test("A suppressed finding is not reported; the others are")
    func linting() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-suppress-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let example = RuleExample.infoPlist(
            items: "",
            otherFiles: [
                "Notes/Items.swift": """
                import UIKit

                // quickactions:disable:next empty_title
                let hidden = UIApplicationShortcutItem(type: "a", localizedTitle: "")
                let shown = UIApplicationShortcutItem(type: "b", localizedTitle: "")
                """
            ])
        for (path, text) in example.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let app = try ProjectReader().readProjectApp(at: folder.path)
        let findings = try Linter(rules: [EmptyTitleRule()]).lint(app, measurer: nil)
        #expect(findings.map(\.location.line) == [5])
    }
}
