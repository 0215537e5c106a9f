import QuickActionKit

/// GitHub-flavoured Markdown for a pull-request comment: a one-line verdict, then the findings as a table (file and
/// line, rule linked to its page, message), errors first; at most 100 rows, the rest counted.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"
    public init() {}

    static let maximumRows = 100

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        guard !findings.isEmpty else { return "### ✅ quickactions lint: no findings\n" }
        var lines = [
            "### \(errors > 0 ? "❌" : "⚠️") quickactions lint: \(errors) \(errors == 1 ? "error" : "errors"), "
                + "\(warnings) \(warnings == 1 ? "warning" : "warnings")",
            "",
            "| | File | Rule | Message |",
            "| --- | --- | --- | --- |",
        ]
        let ordered = findings.enumerated().sorted {
            ($0.element.severity == .error ? 0 : 1, $0.offset) < ($1.element.severity == .error ? 0 : 1, $1.offset)
        }.map(\.element)
        for finding in ordered.prefix(Self.maximumRows) {
            let line = finding.location.line.map { ":\($0)" } ?? ""
            lines.append(
                "| \(finding.severity == .error ? "❌" : "⚠️") | `\(Self.cell(context.path(finding.location.file)))\(line)` "
                    + "| [`\(finding.ruleID)`](\(QuickActionsTool.ruleDocumentation(finding.ruleID))) "
                    + "| \(Self.cell(finding.message)) |")
        }
        if findings.count > Self.maximumRows {
            lines += [
                "", "… and \(findings.count - Self.maximumRows) more: run `quickactions lint` for the full list.",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe in a table cell: pipes escaped, lines joined, backticks kept out of code spans.
    static func cell(_ text: String) -> String {
        TerminalText.visible(
            text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\r\n", with: " ")
                .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "`", with: "'"))
    }
}
