import Foundation

/// The Code Climate issue format as GitLab's Code Quality reads it (a JSON array; `description`, `check_name`,
/// `fingerprint`, `severity`, `location.path`, `location.lines.begin`), with the Code Climate spec's `type`,
/// `categories` and `engine_name`. Errors are `critical`, warnings `minor`; the fingerprint stays the same when lines
/// move, so merge requests show new and fixed findings.
public struct CodeClimateReporter: Reporter {
    public static let identifier = "codeclimate"
    public init() {}

    struct Issue: Encodable {
        var type = "issue"
        var engine_name = QuickActionsTool.name
        var check_name: String
        var description: String
        var categories: [String]
        var severity: String
        var fingerprint: String
        var location: Location
    }

    struct Location: Encodable {
        var path: String
        var lines: Lines
    }

    struct Lines: Encodable { var begin: Int }

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let issues = zip(findings, Fingerprint.of(findings, context: context)).map { finding, fingerprint in
            Issue(
                check_name: finding.ruleID, description: finding.message,
                // Errors break what people see (a menu item never shown); warnings are the HIG's style advice.
                categories: [finding.severity == .error ? "Bug Risk" : "Style"],
                severity: finding.severity == .error ? "critical" : "minor", fingerprint: fingerprint,
                location: Location(
                    path: context.path(finding.location.file), lines: Lines(begin: finding.location.line ?? 1)))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(issues)) ?? Data("[]".utf8), as: UTF8.self) + "\n"
    }
}
