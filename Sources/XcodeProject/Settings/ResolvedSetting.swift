import QuickActionKit

/// A build setting's value as Xcode would use it, with what could not be resolved and where it was decided.
public struct ResolvedSetting: Sendable, Hashable {
    /// The value with every build variable Xcode would replace replaced; a reference that cannot be resolved stays
    /// in it as written.
    public var value: String
    /// The references met while expanding that have no value, as written (`$(FOO)`), each once, in order met.
    public var unresolved: [String]
    /// The assignment that decided the value (the topmost that applies).
    public var location: SourceLocation?

    public init(value: String, unresolved: [String] = [], location: SourceLocation? = nil) {
        self.value = value
        self.unresolved = unresolved
        self.location = location
    }
}
