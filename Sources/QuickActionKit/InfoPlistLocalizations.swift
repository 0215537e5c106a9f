/// The localizations of an app's Info.plist strings, resolved the way Bundle does (platform-facts §3).
public struct InfoPlistLocalizations: Sendable, Hashable, Codable {
    public var developmentRegion: String
    /// Every table, from `*.lproj/InfoPlist.strings` and `InfoPlist.xcstrings`.
    public var tables: [LocalizationTable] {
        didSet {
            positions = Self.positions(of: tables)
            availableLocalizations = Self.availableLocalizations(of: tables)
        }
    }
    /// Each table's position in `tables`, in order, by its localization's comparison key (canonical, lowercased),
    /// kept with the tables: lint looks up every locale of every app, and comparing each table's key was most of it.
    private var positions: [String: [Int]]

    private enum CodingKeys: String, CodingKey {
        case developmentRegion, tables
    }

    public init(developmentRegion: String, tables: [LocalizationTable] = []) {
        self.developmentRegion = developmentRegion
        self.tables = tables
        positions = Self.positions(of: tables)
        availableLocalizations = Self.availableLocalizations(of: tables)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            developmentRegion: try container.decode(String.self, forKey: .developmentRegion),
            tables: try container.decode([LocalizationTable].self, forKey: .tables))
    }

    private static func positions(of tables: [LocalizationTable]) -> [String: [Int]] {
        var positions: [String: [Int]] = [:]
        for (index, table) in tables.enumerated() {
            positions[LocaleFallback.comparisonKey(table.localization), default: []].append(index)
        }
        return positions
    }

    /// The tables of a localization, in order; `wanted` is a comparison key (`LocaleFallback.comparisonKey`).
    private func tables(ofKey wanted: String) -> [LocalizationTable] {
        positions[wanted]?.map { tables[$0] } ?? []
    }

    /// `developmentLocale` followed by the locales of `localizations` (names as the app's files give them), without
    /// repeats, as the locales people who choose them use; a name that is not a locale identifier is left out.
    /// `App.displayLocales` is the list every per-locale view reads.
    public static func displayLocales(developmentLocale: LocaleIdentifier, localizations: [String])
        -> [LocaleIdentifier]
    {
        var locales = [developmentLocale]
        // LocaleFallback.matches, with each identifier's key computed once.
        var seen: Set<String> = [LocaleFallback.comparisonKey(developmentLocale.identifier)]
        for name in localizations {
            guard let locale = LocaleIdentifier(localization: name),
                seen.insert(LocaleFallback.comparisonKey(locale.identifier)).inserted
            else { continue }
            locales.append(locale)
        }
        return locales
    }

    /// The locale of the development region, or English when its name is not a locale identifier (Xcode's default
    /// development region).
    public var developmentLocale: LocaleIdentifier {
        LocaleIdentifier(localization: developmentRegion) ?? .english
    }

    /// The localizations the app provides (`Base` excluded), sorted; kept with the tables (every locale of every
    /// app asks).
    public private(set) var availableLocalizations: [String]

    private static func availableLocalizations(of tables: [LocalizationTable]) -> [String] {
        Set(tables.map { LocaleFallback.canonical($0.localization) }).subtracting(["Base"]).sorted()
    }

    /// A resolved string and the localization that supplied it (`nil` when no table had it and the Info.plist
    /// value itself is shown).
    public struct Resolution: Sendable, Hashable, Codable {
        public var value: String
        public var localization: String?
        public var location: SourceLocation?
    }

    /// Resolves an Info.plist string as iOS shows it in `locale` (issue 31, one lookup for every tool): Bundle
    /// chooses one of the bundle's localizations for the locale (`LocalizationChoice`: exact, language, else the
    /// development region), and the key is looked up in that localization's tables, then Base's; a key they lack is
    /// the Info.plist value itself, so a key-like title with no entry shows raw (platform-facts §3).
    /// - Parameters:
    ///   - key: the Info.plist value, which is the key of the InfoPlist table.
    ///   - locale: the locale a person uses.
    ///   - bundleLocalizations: every localization the bundle has (`App.providedLocalizations`: any `.lproj`, not
    ///     only those with an InfoPlist table); by default the development region and the tables'.
    public func resolve(_ key: String, locale: LocaleIdentifier, bundleLocalizations: [String]? = nil) -> Resolution {
        lookup(locale: locale, bundleLocalizations: bundleLocalizations).resolve(key)
    }

    /// The tables of the localization Bundle chooses for `locale`, then Base's, for resolving many keys in one
    /// locale (a menu, a linter's pass over every item); see `resolve(_:locale:bundleLocalizations:)`.
    public func lookup(locale: LocaleIdentifier, bundleLocalizations: [String]? = nil) -> Lookup {
        lookup(
            locale: locale,
            availableByKey: LocalizationChoice.byKey(
                bundleLocalizations ?? [developmentRegion] + availableLocalizations))
    }

    /// `lookup(locale:bundleLocalizations:)` with the bundle's localizations already keyed (`LocalizationChoice.byKey`),
    /// for callers that look up many locales of one app (a menu per locale, a lint pass).
    public func lookup(locale: LocaleIdentifier, availableByKey: [String: String]) -> Lookup {
        let choice = LocalizationChoice.resolve(
            locale, availableByKey: availableByKey, developmentRegion: developmentRegion)
        var ordered: [LocalizationTable] = []
        for wanted in [LocaleFallback.comparisonKey(choice.used), Self.baseKey] {
            ordered += tables(ofKey: wanted)
        }
        return Lookup(tables: ordered)
    }

    private static let baseKey = LocaleFallback.comparisonKey("Base")

    /// The tables consulted for a key of the app's other strings tables (`StringTables`): every table along the
    /// locale's fallback order (exact, language only, development region, Base), per key.
    public func lookupAlongFallbacks(locale: LocaleIdentifier) -> Lookup {
        let order = LocaleFallback.lookupOrder(
            for: locale, developmentRegion: developmentRegion, available: tables.map(\.localization))
        return Lookup(tables: order.flatMap { tables(ofKey: LocaleFallback.comparisonKey($0)) })
    }

    /// Info.plist strings for one locale; see `resolve(_:locale:)`.
    public struct Lookup: Sendable {
        let tables: [LocalizationTable]

        public func resolve(_ key: String) -> Resolution {
            for table in tables {
                if let entry = table.entries[key] {
                    return Resolution(value: entry.value, localization: table.localization, location: entry.location)
                }
            }
            return Resolution(value: key, localization: nil, location: nil)
        }
    }
}
