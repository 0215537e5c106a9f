import QuickActionKit

/// GitHub Actions workflow commands: `::warning file=…,line=…,col=…,title=rule_id::message`, shown as annotations
/// on the pull request.
public struct GitHubActionsReporter: Reporter {
    public static let identifier = "github-actions"
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        findings.map { finding in
            var properties = ["file=\(Self.property(context.path(finding.location.file)))"]
            if let line = finding.location.line { properties.append("line=\(line)") }
            if let column = finding.location.column { properties.append("col=\(column)") }
            properties.append("title=\(Self.property(finding.ruleID))")
            return
                "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(Self.data(finding.message))\n"
        }.joined()
    }

    /// Escapes a message as the workflow-command syntax requires, and makes an app's other control characters
    /// visible (`TerminalText`).
    static func data(_ text: String) -> String {
        TerminalText.visible(
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A"))
    }

    /// Escapes a property value (also `:` and `,`).
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
