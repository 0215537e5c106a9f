import Foundation

/// A JSON array of findings: `rule_id`, `severity`, `file` (relative to the current directory), `line`, `column`,
/// `message`, and `targets` when the run read several apps; keys sorted, order stable.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public init() {}

    struct Entry: Encodable {
        var rule_id: String
        var severity: String
        var file: String
        var line: Int?
        var column: Int?
        var message: String
        var targets: [String]?
    }

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let entries = findings.map {
            Entry(
                rule_id: $0.ruleID, severity: $0.severity.rawValue,
                file: context.path($0.location.file),
                line: $0.location.line, column: $0.location.column, message: $0.message, targets: $0.targets)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(entries)) ?? Data("[]".utf8), as: UTF8.self) + "\n"
    }
}
