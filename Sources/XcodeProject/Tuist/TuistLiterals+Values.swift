import QuickActionKit
import SwiftParser
import SwiftSyntax

extension TuistLiterals {
    /// A `Plist.Value` (ProjectDescription's `Plist.swift`): a literal (string, integer, float, Boolean, array,
    /// dictionary) or `.string(…)`, `.integer(…)`, `.real(…)`, `.boolean(…)`, `.array(…)`, `.dictionary(…)` of
    /// literals, at its position. nil (and a note) for anything else.
    mutating func plistValue(_ expression: ExprSyntax, what: String) -> PlistNode? {
        let location = location(of: expression)
        if let scalar = scalar(expression) { return PlistNode(location: location, kind: .scalar(scalar)) }
        if let array = expression.as(ArrayExprSyntax.self) {
            let elements = array.elements.compactMap { plistValue($0.expression, what: "an element of \(what)") }
            return PlistNode(location: location, kind: .array(elements))
        }
        if expression.is(DictionaryExprSyntax.self), let entries = dictionary(expression, what: what) {
            let plistEntries = entries.compactMap { entry in
                plistValue(entry.value, what: "the value of \(entry.key)").map {
                    PlistEntry(key: entry.key, keyLocation: entry.keyLocation, value: $0)
                }
            }
            return PlistNode(location: location, kind: .dictionary(plistEntries))
        }
        if let call = ManifestCall(expression), Self.plistCases.contains(call.name), call.arguments.count == 1,
            let argument = call[nil]
        {
            return plistValue(argument, what: what)
        }
        note(expression, what: what)
        return nil
    }

    /// A `SettingValue` (ProjectDescription's `Settings.swift`): a string, `.string(…)`, a list (`[…]`,
    /// `.array(…)`) joined with spaces, or a Boolean as `YES` / `NO`.
    mutating func settingValue(_ expression: ExprSyntax, what: String) -> String? {
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return boolean.literal.tokenKind == .keyword(.true) ? "YES" : "NO"
        }
        if let call = ManifestCall(expression), call.name == "array", let argument = call[nil] {
            return settingValue(argument, what: what)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var parts: [String] = []
            for element in array.elements {
                guard let part = string(element.expression, what: "an element of \(what)") else { return nil }
                parts.append(part)
            }
            return parts.joined(separator: " ")
        }
        return string(expression, what: what)
    }

    private static let plistCases: Set<String> = ["string", "integer", "real", "boolean", "array", "dictionary"]

    /// A string, number or Boolean literal (a number may have a leading `-`).
    private func scalar(_ expression: ExprSyntax) -> PropertyListValue? {
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.representedLiteralValue.map { .string($0) }
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return integer.representedLiteralValue.map { .integer($0) }
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return float.representedLiteralValue.map { .real($0) }
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(boolean.literal.tokenKind == .keyword(.true))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            switch scalar(prefix.expression) {
            case .integer(let value): return .integer(-value)
            case .real(let value): return .real(-value)
            default: return nil
            }
        }
        return nil
    }
}
