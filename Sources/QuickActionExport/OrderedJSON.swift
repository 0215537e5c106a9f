import Foundation
import QuickActionKit

/// A JSON value that keeps its members in the order written, so that a manifest or an app config merged with our
/// items keeps every other member where its author put it; numbers keep their text.
public indirect enum OrderedJSON: Sendable, Hashable {
    case object([(key: String, value: OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    public static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text(indent: nil))
    }

    /// Parses `data`, reporting a syntax error at its line and column (`StrictJSON`), nested at most
    /// `StrictJSON.maximumDepth` deep.
    public static func parse(_ data: Data) throws(StrictJSON.SyntaxError) -> OrderedJSON {
        try StrictJSON.validate(data)
        var reader = Reader(bytes: [UInt8](data))
        return reader.value()
    }

    public subscript(key: String) -> OrderedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var arrayValue: [OrderedJSON]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// The object with `key` set to `value`: in place when present, appended otherwise.
    public func setting(_ key: String, to value: OrderedJSON) -> OrderedJSON {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }

    /// The value as JSON text, indented by two spaces per level (one line when `indent` is nil).
    public func text(indent: String? = "") -> String {
        let newline = indent == nil ? "" : "\n"
        let inner = indent.map { $0 + "  " }
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let body = members.map { (inner ?? "") + Self.quoted($0.key) + ": " + $0.value.text(indent: inner) }
            return "{" + newline + body.joined(separator: "," + (indent == nil ? " " : newline)) + newline
                + (indent ?? "") + "}"
        case .array(let values):
            guard !values.isEmpty else { return "[]" }
            let body = values.map { (inner ?? "") + $0.text(indent: inner) }
            return "[" + newline + body.joined(separator: "," + (indent == nil ? " " : newline)) + newline
                + (indent ?? "") + "]"
        case .string(let text): return Self.quoted(text)
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20: result += String(format: "\\u%04x", control.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Reads text `StrictJSON` has validated, so it never meets a syntax error.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func value() -> OrderedJSON {
            skipSpace()
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(key: String, value: OrderedJSON)] = []
                skipSpace()
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                while true {
                    skipSpace()
                    let key = string()
                    skipSpace()
                    index += 1  // :
                    members.append((key, value()))
                    skipSpace()
                    let separator = bytes[index]
                    index += 1
                    if separator == UInt8(ascii: "}") { return .object(members) }
                }
            case UInt8(ascii: "["):
                index += 1
                var values: [OrderedJSON] = []
                skipSpace()
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(values)
                }
                while true {
                    values.append(value())
                    skipSpace()
                    let separator = bytes[index]
                    index += 1
                    if separator == UInt8(ascii: "]") { return .array(values) }
                }
            case UInt8(ascii: "\""):
                return .string(string())
            case UInt8(ascii: "t"):
                index += 4
                return .bool(true)
            case UInt8(ascii: "f"):
                index += 5
                return .bool(false)
            case UInt8(ascii: "n"):
                index += 4
                return .null
            default:
                let start = index
                while index < bytes.count, !Self.ends(bytes[index]) { index += 1 }
                return .number(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }

        private static func ends(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte == 0x20
                || byte == 0x0A || byte == 0x0D || byte == 0x09
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        /// A string at `index` (its opening quote), decoded through JSONSerialization for exact escapes.
        mutating func string() -> String {
            let start = index
            index += 1
            while bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 1
            let literal = Data(bytes[start..<index])
            return (try? JSONDecoder().decode(String.self, from: literal)) ?? ""
        }
    }
}
