/// `path:line:col: warning: message (rule_id)`, which Xcode and most editors understand (the default).
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public init() {}

    public func report(_ findings: [Finding], root: String) -> String {
        findings.map { "\($0.location): \($0.severity.rawValue): \($0.message) (\($0.ruleID))\n" }.joined()
    }
}
