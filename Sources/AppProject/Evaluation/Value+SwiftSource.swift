/// A value written back as Swift, for a reader of literals (a Tuist manifest's project, evaluated, is read by
/// XcodeProject's literal reader). What the source tells is written as literals and kept calls; a value known only
/// at run time is written as the code that gives it, so the literal reader names it in a note and never guesses.
extension Value {
    /// Written where nothing of the code that gave a value is left (several alternatives, a closure).
    static let unwritable = "valueKnownOnlyWhenTuistRuns"

    var swiftSource: String {
        switch self {
        case .text(.literal(let text)): return Self.quoted(text)
        case .text(.computed(let expression)): return expression
        case .text(.localized(let key)): return Self.quoted(key.defaultValue ?? key.key)
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .enumCase(_, let name, let associated):
            return associated.isEmpty
                ? "." + name : "." + name + "(" + associated.map(\.swiftSource).joined(separator: ", ") + ")"
        case .array(let elements): return "[" + elements.map(\.swiftSource).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "[:]" }
            return "[" + entries.map { $0.key.swiftSource + ": " + $0.value.swiftSource }.joined(separator: ", ") + "]"
        case .none: return "nil"
        case .external(let call):
            guard let arguments = call.arguments else { return call.callee }
            let written = arguments.map { argument in
                (argument.label.map { $0 + ": " } ?? "") + argument.value.swiftSource
            }
            return call.callee + "(" + written.joined(separator: ", ") + ")"
        case .unknown(let written, _): return written.isEmpty ? Self.unwritable : written.text
        case .alternatives(let values):
            let written = Set(values.map(\.swiftSource))
            if written.count == 1, let only = written.first { return only }
            return Self.mergedCall(values) ?? Self.unwritable
        case .repeated, .instance, .closure, .keyPath, .shortcutItem, .icon: return Self.unwritable
        }
    }

    /// Alternatives that are all one kept call with the same labels (a helper that builds its `Target.target(…)` on
    /// two paths, TapTap's), written once: the arguments every path agrees on as they are, the others as known only
    /// when Tuist runs. Nil for alternatives of other shapes.
    static func mergedCall(_ values: [Value]) -> String? {
        let calls = values.compactMap { value -> ExternalCall? in
            if case .external(let call) = value { call } else { nil }
        }
        guard calls.count == values.count, let first = calls.first, let arguments = first.arguments,
            calls.allSatisfy({ $0.callee == first.callee && $0.arguments?.map(\.label) == arguments.map(\.label) })
        else { return nil }
        let written = arguments.indices.map { position in
            let sources = Set(calls.map { $0.arguments?[position].value.swiftSource ?? unwritable })
            let value = sources.count == 1 ? sources.first ?? unwritable : unwritable
            return (arguments[position].label.map { $0 + ": " } ?? "") + value
        }
        return first.callee + "(" + written.joined(separator: ", ") + ")"
    }

    /// A Swift string literal holding `text` exactly.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
