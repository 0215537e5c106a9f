import Foundation

/// The operators of a build-variable reference, `$(NAME:operator)` and `$(NAME:operator=operand)`, with Xcode's
/// rules (swift-build `MacroEvaluationProgram` and the `String`/`Path` helpers it calls; codeworkshop.net "Xcode
/// Build Setting Transformations" lists the same set). Operators apply to the value as one string; Xcode applies
/// none but `default=` to an empty value, which stays empty.
enum BuildSettingOperator {
    static let retrievals: Set<String> = [
        "quote", "upper", "lower", "identifier", "rfc1034identifier", "c99extidentifier", "dir", "file", "base",
        "suffix", "standardizepath", "not", "truncatedversion",
    ]
    static let replacements: Set<String> = ["default", "dir", "file", "base", "suffix"]

    static func isKnown(_ op: BuildSettingExpression.Operator) -> Bool {
        op.operand == nil ? retrievals.contains(op.name) : replacements.contains(op.name)
    }

    /// `$(NAME:op)`; nil for an operator Xcode does not have.
    static func retrieve(_ name: String, from value: String) -> String? {
        guard retrievals.contains(name) else { return nil }
        guard !value.isEmpty else { return "" }
        switch name {
        case "quote": return quoted(value)
        case "upper": return value.uppercased()
        case "lower": return value.lowercased()
        case "identifier": return identifier(value, allowing: "_")
        case "rfc1034identifier": return identifier(value, allowing: "-")
        case "c99extidentifier": return c99ExtendedIdentifier(value)
        case "dir":
            let folder = BuildSettingPath.folder(of: value)
            if folder.isEmpty { return "./" }
            return folder.hasSuffix("/") ? folder : folder + "/"
        case "file": return BuildSettingPath.name(of: value)
        case "base": return BuildSettingPath.stem(of: value)
        case "suffix": return BuildSettingPath.suffix(of: value)
        case "standardizepath": return BuildSettingPath.standardize(value)
        case "not": return value == "YES" ? "NO" : "YES"
        default: return value.split(separator: ".", maxSplits: 3).prefix(3).joined(separator: ".")
        }
    }

    /// `$(NAME:op=operand)`; nil for an operator Xcode does not have.
    static func replace(_ name: String, in value: String, with operand: String) -> String? {
        guard replacements.contains(name) else { return nil }
        if name == "default" { return value.isEmpty ? operand : value }
        guard !value.isEmpty else { return "" }
        let folder = BuildSettingPath.folder(of: value)
        switch name {
        case "dir": return BuildSettingPath.join(operand, BuildSettingPath.name(of: value))
        case "file": return BuildSettingPath.join(folder, operand)
        case "base":
            return BuildSettingPath.join(folder, operand) + "." + BuildSettingPath.suffix(of: value).dropFirst()
        default:
            let suffix = operand.contains(".") ? String(BuildSettingPath.suffix(of: operand).dropFirst()) : operand
            return String(value.dropLast(BuildSettingPath.suffix(of: value).count)) + "." + suffix
        }
    }

    /// A space, tab, line break, backslash or quote is escaped with a backslash; an empty value becomes `""`.
    static func quoted(_ value: String) -> String {
        var result = ""
        for character in value.unicodeScalars {
            if " \t\r\n\\\"'".unicodeScalars.contains(character) { result.unicodeScalars.append("\\") }
            result.unicodeScalars.append(character)
        }
        return result
    }

    /// `:identifier` (`_`) and `:rfc1034identifier` (`-`): each character (of the decomposed text) that is not an
    /// ASCII letter, the allowed punctuation, or a digit after the first character becomes the punctuation; so
    /// `Café 2` → `Caf__2` / `Caf--2`, and a leading digit is replaced too.
    static func identifier(_ value: String, allowing punctuation: Character) -> String {
        var result = ""
        for (offset, character) in value.decomposedStringWithCanonicalMapping.enumerated() {
            let keep =
                character.isASCII
                && (character.isLetter || character == punctuation || (character.isNumber && offset > 0))
            result.append(keep ? character : punctuation)
        }
        return result
    }

    /// `:c99extidentifier` (Xcode's `PRODUCT_MODULE_NAME`): ASCII letters, digits and `_` stay, and so do letters
    /// beyond ASCII; every other character becomes `_`, and so does a leading digit (`2048` → `_048`). Beyond ASCII
    /// this follows Unicode's identifier characters, an approximation of C99 Annex D that Xcode uses.
    static func c99ExtendedIdentifier(_ value: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in value.precomposedStringWithCanonicalMapping.unicodeScalars {
            let keep =
                scalar.isASCII
                ? (scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal || scalar == "_")
                : scalar.properties.isXIDContinue
            scalars.append(keep ? scalar : "_")
        }
        if let first = scalars.first, first.properties.numericType == .decimal {
            scalars.replaceSubrange(scalars.startIndex...scalars.startIndex, with: ["_"])
        }
        return String(scalars)
    }
}
