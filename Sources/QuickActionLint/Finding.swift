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
    /// The mechanical correction, when there is one (`quickactions lint --fix`).
    public var fix: TextFix?
    /// The app targets the finding is for, when the run read several apps: a finding in a file they share is
    /// reported once, for all of them (`Linter.lint`). nil for a run of one app.
    public var targets: [String]?

    public init(ruleID: String, severity: Severity, location: SourceLocation, message: String, fix: TextFix? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
        self.fix = fix
    }
}

/// A correction of one text: the value as written at the finding's place, and what to write instead. `Fixer`
/// finds the value in its file (as the file encodes it) and replaces only those bytes.
public struct TextFix: Sendable, Hashable, Codable {
    public var original: String
    public var replacement: String
    /// Whether `original` is part of a text (a phrase's miswritten words) rather than the whole value.
    public var isFragment: Bool
    /// Why this correction must not be made where the text is written, when it must not: the text is also the key
    /// other localizations' tables look up, so rewriting it would lose their translations (issue 29). `Fixer`
    /// leaves it alone and says this.
    public var refusal: String?

    public init(original: String, replacement: String, isFragment: Bool = false, refusal: String? = nil) {
        self.original = original
        self.replacement = replacement
        self.isFragment = isFragment
        self.refusal = refusal
    }
}
