import QuickActionKit

/// Counts per rule and per file, most first, then the totals.
public struct SummaryReporter: Reporter {
    public static let identifier = "summary"
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        guard !findings.isEmpty else { return "No findings.\n" }
        func table(_ title: String, _ key: (Finding) -> String) -> [String] {
            let counts = Dictionary(grouping: findings, by: key).map { ($0.key, $0.value.count) }
                .sorted { ($1.1, $0.0) < ($0.1, $1.0) }
            let width = counts.map(\.0.count).max() ?? 0
            return [title]
                + counts.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count) + "  \($0.1)" }
        }
        let errors = findings.filter { $0.severity == .error }.count
        let lines =
            table("By rule:", \.ruleID) + [""] + table("By file:", { context.path($0.location.file) })
            + ["", "\(findings.count) findings: \(errors) errors, \(findings.count - errors) warnings"]
        return TerminalText.visible(lines.joined(separator: "\n")) + "\n"
    }
}
