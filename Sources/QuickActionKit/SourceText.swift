/// Text an app shows, as its Swift source gives it: a literal, a key looked up in one of the app's strings tables
/// (`String(localized:)`, `NSLocalizedString`, `LocalizedStringResource`, a SwiftGen accessor), or a value computed
/// at run time, recorded as written and never guessed.
public enum SourceText: Sendable, Hashable, Codable {
    case literal(String)
    case localized(StringTableKey)
    case computed(expression: String)

    /// The literal text, if the source spells it out.
    public var literal: String? {
        if case .literal(let text) = self { return text }
        return nil
    }

    /// The key, if the text is looked up in a strings table.
    public var tableKey: StringTableKey? {
        if case .localized(let key) = self { return key }
        return nil
    }

    /// What a reader of the source would call this text: the literal, the key with its table, or the expression.
    public var asWritten: String {
        switch self {
        case .literal(let text): text
        case .localized(let key): key.description
        case .computed(let expression): expression
        }
    }
}

/// A key of one of the app's strings tables (`Localizable.strings`, `Localizable.xcstrings`, or any other table
/// name), with the value Foundation falls back to when no table has it: the default value when the code gives one,
/// else the key itself (Foundation: `String(localized:defaultValue:table:)`, `NSLocalizedString(_:tableName:bundle:value:comment:)`; platform-facts §9).
public struct StringTableKey: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The table used when the code names none (`Localizable`).
    public static let defaultTable = "Localizable"

    public var key: String
    public var table: String
    public var defaultValue: String?

    public init(key: String, table: String? = nil, defaultValue: String? = nil) {
        self.key = key
        self.table = table ?? Self.defaultTable
        self.defaultValue = defaultValue
    }

    /// The value shown when no table of any locale has the key.
    public var fallback: String { defaultValue ?? key }

    /// `key “shortcut.new” in Localizable`.
    public var description: String { "key “\(key)” in \(table)" }
}
