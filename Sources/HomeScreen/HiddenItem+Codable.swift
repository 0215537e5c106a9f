import QuickActionKit

/// JSON form of a reason: `{"code": "beyond_four_item_limit", "message": "…"}`, plus `problems` for invalid static
/// items. Documented in the README; decoding reads the same form back.
extension HiddenItem.Reason {
    private enum CodingKeys: String, CodingKey {
        case code, message, problems, position, total
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(description, forKey: .message)
        switch self {
        case .invalidStaticItem(let problems): try container.encode(problems.map(\.description), forKey: .problems)
        case .beyondFourItemLimit(let position, let total):
            try container.encode(position, forKey: .position)
            try container.encode(total, forKey: .total)
        case .emptyTitle, .notLaunchedYet: break
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .code) {
        case "empty_title": self = .emptyTitle
        case "not_launched_yet": self = .notLaunchedYet
        case "beyond_four_item_limit":
            self = .beyondFourItemLimit(
                position: try container.decode(Int.self, forKey: .position),
                total: try container.decode(Int.self, forKey: .total))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .code, in: container, debugDescription: "reasons with problems are written, not read back")
        }
    }
}
