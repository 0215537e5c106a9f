import QuickActionKit

/// How serious a finding is: errors fail `quickactions lint`, warnings do not (unless `--strict`).
public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// One problem found by a rule, where it is and what to do.
public struct Finding: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var location: SourceLocation
    /// What is wrong and what to do.
    public var message: String

    public init(ruleID: String, severity: Severity, location: SourceLocation, message: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
    }
}
