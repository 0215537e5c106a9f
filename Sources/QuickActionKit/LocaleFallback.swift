/// The order in which Bundle looks for a localization (platform-facts §3, issue: "exact, language only,
/// development region, Base").
public enum LocaleFallback {
    /// Candidate localizations for `locale`, most specific first: the locale itself, then ever shorter prefixes
    /// (`zh-Hans-CN`, `zh-Hans`, `zh`), then the development region and its language, then `Base`.
    /// Identifiers are canonicalized (`pt_BR` → `pt-BR`).
    public static func candidates(for locale: String, developmentRegion: String) -> [String] {
        var result: [String] = []
        func appendWithPrefixes(_ identifier: String) {
            var parts = canonical(identifier).split(separator: "-").map(String.init)
            while !parts.isEmpty {
                let candidate = parts.joined(separator: "-")
                if !result.contains(candidate) { result.append(candidate) }
                parts.removeLast()
            }
        }
        appendWithPrefixes(locale)
        appendWithPrefixes(developmentRegion)
        if !result.contains("Base") { result.append("Base") }
        return result
    }

    /// A localization identifier in the form used for comparison: `-` between subtags, and the legacy English
    /// names of old projects (`English.lproj`) mapped to codes.
    public static func canonical(_ identifier: String) -> String {
        let dashed =
            identifier.contains(Character("_")) ? String(identifier.map { $0 == "_" ? "-" : $0 }) : identifier
        return legacyNames[dashed] ?? dashed
    }

    /// The language subtag (`pt-BR` → `pt`).
    public static func language(of identifier: String) -> String {
        String(canonical(identifier).split(separator: "-").first ?? "")
    }

    /// Whether two identifiers name the same localization, ignoring case and separators.
    public static func matches(_ lhs: String, _ rhs: String) -> Bool {
        canonical(lhs).lowercased() == canonical(rhs).lowercased()
    }

    /// Whether text in this locale runs right to left (Arabic, Hebrew, Persian, Urdu, Yiddish and others).
    public static func isRightToLeft(_ locale: String) -> Bool {
        rightToLeftLanguages.contains(language(of: locale).lowercased())
    }

    private static let rightToLeftLanguages: Set<String> = [
        "ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ku", "ckb",
    ]

    private static let legacyNames: [String: String] = [
        "English": "en", "German": "de", "French": "fr", "Spanish": "es", "Japanese": "ja", "Italian": "it",
        "Dutch": "nl", "Korean": "ko", "Chinese": "zh", "Portuguese": "pt", "Russian": "ru", "Arabic": "ar",
        "Hebrew": "he",
    ]
}
