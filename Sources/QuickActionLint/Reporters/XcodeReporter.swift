import QuickActionKit

/// `path:line:col: warning: message (rule_id)`, which Xcode and most editors understand (the default); coloured
/// like a compiler's diagnostics when the context allows. An app's control characters are made visible
/// (`TerminalText`), so only the report's own colours reach the terminal.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        findings.map { finding in
            var location = finding.location
            location.file = context.path(location.file)
            // Several apps: which targets the finding is for.
            let targets = TerminalText.visible(finding.targets.map { " [\($0.joined(separator: ", "))]" } ?? "")
            let place = TerminalText.visible(location.description)
            let message = TerminalText.visible(finding.message)
            guard context.colors else {
                return "\(place): \(finding.severity.rawValue): \(message) (\(finding.ruleID))\(targets)\n"
            }
            // Bold path, red or yellow severity, dim rule, as compilers colour their diagnostics.
            let severity = finding.severity == .error ? "\u{1B}[1;31merror:" : "\u{1B}[1;33mwarning:"
            return
                "\u{1B}[1m\(place):\u{1B}[0m \(severity)\u{1B}[0m \(message) \u{1B}[2m(\(finding.ruleID))\(targets)\u{1B}[0m\n"
        }.joined()
    }
}
