/// `path:line:col: warning: message (rule_id)`, which Xcode and most editors understand (the default).
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        findings.map { finding in
            var location = finding.location
            location.file = context.path(location.file)
            return "\(location): \(finding.severity.rawValue): \(finding.message) (\(finding.ruleID))\n"
        }.joined()
    }
}
