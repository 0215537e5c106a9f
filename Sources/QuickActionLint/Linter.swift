import HomeScreen
import QuickActionKit
import QuickActionPreview

/// Runs rules over apps and returns their findings, sorted by file, line, column and rule.
public struct Linter {
    public var rules: [any Rule]

    public init(rules: [any Rule] = RuleRegistry.all.map { $0.init() }) {
        self.rules = rules
    }

    public func lint(_ app: App, measurer: TextMeasurer?) throws -> [Finding] {
        let context = try LintContext(app: app, measurer: measurer)
        let findings = rules.flatMap { $0.validate(context) }.filter { finding in
            !app.suppressions.contains { $0.suppresses(ruleID: finding.ruleID, at: finding.location) }
        }
        return findings.sorted {
            ($0.location, $0.ruleID, $0.message) < ($1.location, $1.ruleID, $1.message)
        }
    }
}
