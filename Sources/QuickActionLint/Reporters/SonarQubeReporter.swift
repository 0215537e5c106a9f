import Foundation

/// SonarQube's generic issue import format (10.3 and later: `rules` and `issues`), for
/// `sonar.externalIssuesReportPaths`. Each rule names the engine, its clean-code attribute and its impact (an error
/// is a high reliability impact, a warning a medium maintainability one); each issue its file and 1-based line, and
/// its 0-based column as the format asks.
public struct SonarQubeReporter: Reporter {
    public static let identifier = "sonarqube"
    public init() {}

    struct Report: Encodable {
        var rules: [Rule]
        var issues: [Issue]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var description: String
        var engineId = QuickActionsTool.name
        var cleanCodeAttribute = "CONVENTIONAL"
        var impacts: [Impact]
    }

    struct Impact: Encodable {
        var softwareQuality: String
        var severity: String
    }

    struct Issue: Encodable {
        var ruleId: String
        var primaryLocation: Location
    }

    struct Location: Encodable {
        var message: String
        var filePath: String
        var textRange: TextRange
    }

    struct TextRange: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        // A rule's impact follows the severity its findings were reported with (configuration can change it).
        var severities: [String: Severity] = [:]
        for finding in findings {
            severities[finding.ruleID] = max(severities[finding.ruleID] ?? .warning, finding.severity)
        }
        let descriptions = Dictionary(
            RuleRegistry.all.map { ($0.description.identifier, $0.description) },
            uniquingKeysWith: { first, _ in first })
        let rules = severities.keys.sorted().map { identifier in
            let severity = severities[identifier] ?? .warning
            return Rule(
                id: identifier, name: descriptions[identifier]?.name ?? identifier,
                description: (descriptions[identifier]?.rationale ?? identifier)
                    + " \(QuickActionsTool.ruleDocumentation(identifier))",
                impacts: [
                    severity == .error
                        ? Impact(softwareQuality: "RELIABILITY", severity: "HIGH")
                        : Impact(softwareQuality: "MAINTAINABILITY", severity: "MEDIUM")
                ])
        }
        let issues = findings.map { finding in
            Issue(
                ruleId: finding.ruleID,
                primaryLocation: Location(
                    message: finding.message, filePath: context.path(finding.location.file),
                    textRange: TextRange(
                        startLine: finding.location.line ?? 1, startColumn: finding.location.column.map { $0 - 1 })))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(
            decoding: (try? encoder.encode(Report(rules: rules, issues: issues))) ?? Data("{}".utf8), as: UTF8.self)
            + "\n"
    }
}
