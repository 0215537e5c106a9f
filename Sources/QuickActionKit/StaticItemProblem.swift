/// Why iOS would silently drop a static item of `UIApplicationShortcutItems` (platform-facts §3: iOS discards an
/// item without a string type and a string title, and says nothing [observed]; a known key with a value of the
/// wrong type is modelled the same way, as a documented assumption).
public enum StaticItemProblem: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The array element is not a dictionary.
    case notADictionary(actualKind: String)
    /// A required key (type or title) is absent.
    case missingKey(String)
    /// A known key holds a value of the wrong kind.
    case wrongValueType(key: String, expected: String, actual: String)

    public var description: String {
        switch self {
        case .notADictionary(let actual):
            "the item is a \(actual), not a Dictionary"
        case .missingKey(let key):
            "\(key) is missing"
        case .wrongValueType(let key, let expected, let actual):
            "\(key) is a \(actual), not a \(expected)"
        }
    }
}
