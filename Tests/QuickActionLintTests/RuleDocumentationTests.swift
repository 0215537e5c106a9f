import Foundation
import QuickActionLint
import Testing

/// Each rule's page in `Documentation/rules/` is generated from the rule (name, severity, rationale, examples) and
/// must match it; regenerate with `UPDATE_DOCS=1 swift test --filter RuleDocumentationTests`.
@Suite("Rule documentation pages")
struct RuleDocumentationTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Documentation/rules")

    static var index: String {
        let rows = RuleRegistry.all.map { $0.description }.map {
            "| [`\($0.identifier)`](\($0.identifier).md) | \($0.defaultSeverity.rawValue) | \($0.name) |"
        }
        return
            ([
                "# Lint rules", "", "Generated from the rules; `quickactions rules ID` prints the same page.", "",
                "How often the rules are right on real apps: [lint precision](../lint-precision.md).", "",
                "| rule | default severity | name |", "| --- | --- | --- |",
            ] + rows).joined(separator: "\n") + "\n"
    }

    @Test("Every rule's page matches the rule, and the index lists every rule")
    func pagesMatchRules() throws {
        let update = ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1"
        if update { try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true) }
        var expected = ["README.md": Self.index]
        for rule in RuleRegistry.all {
            expected["\(rule.description.identifier).md"] = RuleDocumentation.markdown(rule.description)
        }
        for (name, text) in expected {
            let url = Self.folder.appendingPathComponent(name)
            if update { try Data(text.utf8).write(to: url) }
            #expect(
                FileManager.default.contents(atPath: url.path) == Data(text.utf8),
                "Documentation/rules/\(name) is stale")
        }
        let onDisk = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? [])
        #expect(onDisk == Set(expected.keys), "pages without a rule: \(onDisk.subtracting(expected.keys))")
    }
}
