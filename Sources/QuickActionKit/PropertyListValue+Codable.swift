import Foundation

/// JSON form of a property-list value.
///
/// Strings, numbers, Booleans, arrays and objects map to themselves (a number without a fraction decodes as
/// `integer`). JSON has no date or data, so those are written as one-key objects: `{"$date": "2026-11-22T10:00:00Z"}`
/// (ISO 8601) and `{"$data": "<base64>"}`. The form is documented in the README (`--dynamic FILE.json`).
extension PropertyListValue: Codable {
    private enum TaggedKey: String, CodingKey {
        case date = "$date"
        case data = "$data"
    }

    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: AnyCodingKey.self), object.allKeys.count == 1,
            let tagged = try? decoder.container(keyedBy: TaggedKey.self), tagged.allKeys.count == 1
        {
            if let text = try tagged.decodeIfPresent(String.self, forKey: .date) {
                guard let date = ISO8601Date.parse(text) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .date, in: tagged, debugDescription: "'\(text)' is not an ISO 8601 date")
                }
                self = .date(date)
                return
            }
            if let text = try tagged.decodeIfPresent(String.self, forKey: .data) {
                guard let data = Data(base64Encoded: text) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .data, in: tagged, debugDescription: "'$data' must be base64")
                }
                self = .data(data)
                return
            }
        }
        let single = try decoder.singleValueContainer()
        if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? single.decode(Double.self) {
            self = .real(value)
        } else if let value = try? single.decode(String.self) {
            self = .string(value)
        } else if let value = try? single.decode([PropertyListValue].self) {
            self = .array(value)
        } else if let value = try? single.decode([String: PropertyListValue].self) {
            self = .dictionary(value)
        } else {
            throw DecodingError.dataCorruptedError(
                in: single,
                debugDescription: "null is not a property-list value; use a string, number, Boolean, "
                    + "array or object")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .date(let date):
            var tagged = encoder.container(keyedBy: TaggedKey.self)
            try tagged.encode(ISO8601Date.format(date), forKey: .date)
        case .data(let data):
            var tagged = encoder.container(keyedBy: TaggedKey.self)
            try tagged.encode(data.base64EncodedString(), forKey: .data)
        default:
            var single = encoder.singleValueContainer()
            switch self {
            case .string(let value): try single.encode(value)
            case .integer(let value): try single.encode(value)
            case .real(let value): try single.encode(value)
            case .bool(let value): try single.encode(value)
            case .array(let value): try single.encode(value)
            case .dictionary(let value): try single.encode(value)
            case .date, .data: break
            }
        }
    }
}

/// A coding key for any key, to count an object's keys whatever they are.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) { self.stringValue = stringValue }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// ISO 8601 dates as property lists and JSON carry them: `2026-11-22T10:00:00Z`, fractional seconds accepted.
public enum ISO8601Date {
    public static func parse(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    public static func format(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
