/// The app target's strings tables other than Info.plist's: `*.lproj/NAME.strings` and `NAME.xcstrings`, by table
/// name, each resolved as Bundle resolves a key (platform-facts §3, §9): along the locale's fallback order, else the
/// code's default value, else the key.
public struct StringTables: Sendable, Hashable, Codable {
    public var developmentRegion: String
    /// Each table name's localizations (the same lookup as Info.plist strings).
    public var tables: [String: InfoPlistLocalizations]

    public init(developmentRegion: String, tables: [String: InfoPlistLocalizations] = [:]) {
        self.developmentRegion = developmentRegion
        self.tables = tables
    }

    /// Adds one localization of the table `name`.
    public mutating func add(_ table: LocalizationTable, named name: String) {
        tables[name, default: InfoPlistLocalizations(developmentRegion: developmentRegion)].tables.append(table)
    }

    /// The localizations any table provides (`Base` excluded), sorted.
    public var availableLocalizations: [String] {
        Array(Set(tables.values.flatMap(\.availableLocalizations))).sorted()
    }

    /// `text` as people read it in `locale`: a literal as written, a key through its table (the localization and
    /// the entry's location say where the value came from), nothing for a computed value.
    public func shown(_ text: SourceText, locale: LocaleIdentifier) -> ShownText {
        switch text {
        case .literal(let value):
            return ShownText(value: value)
        case .computed:
            return ShownText(value: nil)
        case .localized(let key):
            guard let table = tables[key.table] else { return ShownText(value: key.fallback, key: key) }
            let resolution = table.lookupAlongFallbacks(locale: locale).resolve(key.key)
            guard resolution.localization != nil else { return ShownText(value: key.fallback, key: key) }
            return ShownText(
                value: resolution.value, localization: resolution.localization, location: resolution.location, key: key)
        }
    }
}

/// A text as shown in one locale, with where its value came from.
public struct ShownText: Sendable, Hashable, Codable {
    /// The text people read; `nil` when the app computes it at run time.
    public var value: String?
    /// The localization whose table supplied the value; `nil` for a literal or a fallback to the key.
    public var localization: String?
    /// The table entry that supplied the value.
    public var location: SourceLocation?
    /// The key looked up, for a localized text.
    public var key: StringTableKey?

    public init(
        value: String?, localization: String? = nil, location: SourceLocation? = nil, key: StringTableKey? = nil
    ) {
        self.value = value
        self.localization = localization
        self.location = location
        self.key = key
    }
}
