/// The order in which Bundle looks for a localization (platform-facts §3, issue: "exact, language only,
/// development region, Base").
public enum LocaleFallback {
    /// Candidate localizations for `locale`, most specific first: the locale itself, then ever shorter prefixes
    /// (`zh-Hans-CN`, `zh-Hans`, `zh`), then the development region and its language, then `Base`.
    /// Identifiers are canonicalized (`pt_BR` → `pt-BR`).
    public static func candidates(for locale: String, developmentRegion: String) -> [String] {
        var result: [String] = []
        // By bytes, as the linter resolves strings for every locale of every app: each prefix ends before a dash.
        func appendWithPrefixes(_ identifier: String) {
            var candidate = canonical(identifier)
            let dash = UInt8(ascii: "-")
            if candidate.utf8.first == dash || candidate.utf8.last == dash || candidate.containsUTF8("--") {
                candidate = candidate.split(separator: "-").joined(separator: "-")  // Empty subtags dropped.
            }
            while !candidate.isEmpty {
                if !result.contains(candidate) { result.append(candidate) }
                guard let end = candidate.utf8.lastIndex(of: dash) else { break }
                candidate = String(candidate[..<end])
            }
        }
        appendWithPrefixes(locale)
        appendWithPrefixes(developmentRegion)
        if !result.contains("Base") { result.append("Base") }
        return result
    }

    /// The localizations a strings table of `locale` is looked up in, in order (every strings table the app's code
    /// reads, and App Shortcut phrases): the locale's own forms, one per subtag (`de-AT`, `de`); when `available`
    /// has none of them, the one Bundle matches the locale with otherwise (`closestLocalization`: `pt-BR` for `pt`,
    /// `zh-Hant` for `zh-HK`, `es-419` for `es-MX`); then the development region, its language, and `Base`.
    public static func lookupOrder(for locale: LocaleIdentifier, developmentRegion: String, available: [String])
        -> [String]
    {
        let chain = candidates(for: locale.identifier, developmentRegion: developmentRegion)
        let ownCount = locale.identifier.utf8.count { $0 == UInt8(ascii: "-") } + 1
        let own = chain.prefix(ownCount)
        let availableKeys = Set(available.map(comparisonKey))
        var order = Array(own)
        if !own.contains(where: { availableKeys.contains(comparisonKey($0)) }),
            let closest = locale.closestLocalization(among: available), !chain.contains(closest)
        {
            order.append(closest)
        }
        return order + chain.dropFirst(ownCount)
    }

    /// A localization identifier in the form used for comparison: `-` between subtags, and the legacy English
    /// names of old projects (`English.lproj`) mapped to codes.
    public static func canonical(_ identifier: String) -> String {
        let dashed =
            identifier.utf8.contains(UInt8(ascii: "_"))
            ? String(decoding: identifier.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
            : identifier
        // Legacy names are capitalized English words; codes (the usual case) skip the table.
        guard let first = dashed.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else {
            return dashed
        }
        return legacyNames[dashed] ?? dashed
    }

    /// The language subtag (`pt-BR` → `pt`).
    public static func language(of identifier: String) -> String {
        let canonical = canonical(identifier)
        let bytes = canonical.utf8
        let dash = UInt8(ascii: "-")
        guard let start = bytes.firstIndex(where: { $0 != dash }) else { return "" }
        return String(canonical[start..<(bytes[start...].firstIndex(of: dash) ?? bytes.endIndex)])
    }

    /// Whether two identifiers name the same localization, ignoring case and separators.
    public static func matches(_ lhs: String, _ rhs: String) -> Bool {
        comparisonKey(lhs) == comparisonKey(rhs)
    }

    /// The form `matches` compares (canonical, lower case), for callers that compare one identifier with many.
    public static func comparisonKey(_ identifier: String) -> String {
        canonical(identifier).lowercased()
    }

    /// The languages written right to left, lower case (`LocaleIdentifier.isRightToLeft`; served to the page, which
    /// must not keep its own list).
    public static let rightToLeftLanguages: Set<String> = [
        "ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ku", "ckb",
    ]

    private static let legacyNames: [String: String] = [
        "English": "en", "German": "de", "French": "fr", "Spanish": "es", "Japanese": "ja", "Italian": "it",
        "Dutch": "nl", "Korean": "ko", "Chinese": "zh", "Portuguese": "pt", "Russian": "ru", "Arabic": "ar",
        "Hebrew": "he", "Swedish": "sv", "Danish": "da", "Finnish": "fi", "Polish": "pl", "Turkish": "tr",
        "Greek": "el",
    ]
}
