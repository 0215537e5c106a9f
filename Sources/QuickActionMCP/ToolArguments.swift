import Foundation
import MCP
import QuickActionKit

/// A tool call's arguments, read with the errors an agent can act on: each names the argument and what it takes.
struct ToolArguments {
    var values: [String: Value]

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    func string(_ name: String) throws(Invalid) -> String? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let string = value.stringValue else { throw Invalid(description: "\(name) must be a string") }
        return string
    }

    func requiredString(_ name: String) throws(Invalid) -> String {
        guard let string = try string(name), !string.isEmpty else {
            throw Invalid(description: "\(name) is required")
        }
        return string
    }

    func bool(_ name: String) throws(Invalid) -> Bool? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let bool = value.boolValue else { throw Invalid(description: "\(name) must be true or false") }
        return bool
    }

    func int(_ name: String, in range: ClosedRange<Int>) throws(Invalid) -> Int? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let int = value.intValue ?? value.doubleValue.flatMap({ $0 == $0.rounded() ? Int(exactly: $0) : nil }),
            range.contains(int)
        else {
            throw Invalid(description: "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return int
    }

    func strings(_ name: String) throws(Invalid) -> [String]? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let array = value.arrayValue else { throw Invalid(description: "\(name) must be an array of strings") }
        var strings: [String] = []
        for element in array {
            guard let string = element.stringValue else {
                throw Invalid(description: "\(name) must be an array of strings")
            }
            strings.append(string)
        }
        return strings
    }

    /// One of `Choice`'s raw values.
    func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, _: Choice.Type) throws(Invalid) -> Choice?
    where Choice.RawValue == String {
        guard let raw = try string(name) else { return nil }
        guard let choice = Choice(rawValue: raw) else {
            throw Invalid(
                description:
                    "\(name) must be one of \(Choice.allCases.map(\.rawValue).joined(separator: ", ")), not '\(raw)'")
        }
        return choice
    }

    func locale(_ name: String = "locale") throws(Invalid) -> LocaleIdentifier? {
        guard let raw = try string(name) else { return nil }
        guard let locale = LocaleIdentifier(raw) else {
            throw Invalid(description: "\(name) '\(raw)' is not a language identifier such as en, de or pt-BR")
        }
        return locale
    }
}

/// JSON Schema pieces for the tools' arguments and results.
enum Schema {
    static func object(_ properties: [String: Value], required: [String] = [], description: String? = nil) -> Value {
        var schema: [String: Value] = [
            "type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }),
        ]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    static func string(_ description: String, oneOf choices: [String]? = nil) -> Value {
        var schema: [String: Value] = ["type": "string", "description": .string(description)]
        if let choices { schema["enum"] = .array(choices.map { .string($0) }) }
        return .object(schema)
    }

    static func boolean(_ description: String) -> Value { ["type": "boolean", "description": .string(description)] }

    static func integer(_ description: String, minimum: Int, maximum: Int) -> Value {
        ["type": "integer", "description": .string(description), "minimum": .int(minimum), "maximum": .int(maximum)]
    }

    static func array(of items: Value, _ description: String) -> Value {
        ["type": "array", "items": items, "description": .string(description)]
    }

    static let anyObject: Value = ["type": "object"]
    static let anyArray: Value = ["type": "array"]
    static let text: Value = ["type": "string"]
    static let number: Value = ["type": "number"]
    static let integerValue: Value = ["type": "integer"]
}
