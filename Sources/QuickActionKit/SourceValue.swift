/// An argument read from Swift source: a literal the tool can know, or an expression computed at run time,
/// recorded as written and never guessed.
public enum SourceValue<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    case literal(Value)
    case computed(expression: String)

    /// The literal value, if known.
    public var literal: Value? {
        if case .literal(let value) = self { return value }
        return nil
    }
}
