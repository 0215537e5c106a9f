/// How Bundle matches a locale with one of an app's localizations once neither the locale nor any shorter form of it
/// is one of them (TN2418, https://developer.apple.com/library/ios/technotes/tn2418/_index.html: "if an app doesn't
/// support en-IN as a localization, but does support en-GB, the fallback mechanism will select en-GB instead of
/// en"; platform-facts §3). Found on real apps (issue 33's trial): an app that ships `zh-CN` shows it to people who
/// read Simplified Chinese (`zh-Hans`), and one that ships `es-419` and `es-ES` shows Latin American Spanish in
/// Mexico.
extension LocaleIdentifier {
    /// The script the language is written in when the identifier does not say: Chinese in Taiwan, Hong Kong and Macao
    /// is Traditional, elsewhere Simplified (CLDR's likely subtags); nil for other languages, whose regions share one
    /// script.
    var likelyScript: String? {
        if let script { return script.lowercased() }
        guard language.lowercased() == "zh" else { return nil }
        return ["TW", "HK", "MO"].contains(region?.uppercased() ?? "") ? "hant" : "hans"
    }

    /// The region whose localization a region without its own reads first (CLDR's parent locales): Spanish of the
    /// Americas reads `es-419`, English outside the United States `en-GB`, Portuguese outside Brazil `pt-PT`.
    var parentRegion: String? {
        guard let region = region?.uppercased() else { return nil }
        switch language.lowercased() {
        case "es": return Self.latinAmerica.contains(region) ? "419" : nil
        case "en": return ["US", "GB"].contains(region) ? nil : "GB"
        case "pt": return region == "BR" ? nil : "PT"
        default: return nil
        }
    }

    /// Of `localizations` (as an app's folders name them), the one Bundle shows this locale in when none is this
    /// locale or a shorter form of it: the same language written in the same script, in this region, else with no
    /// region, else in the parent region, else in another region (the first by name); nil when the app lacks the
    /// language.
    public func closestLocalization(among localizations: [String]) -> String? {
        let language = self.language.lowercased()
        let script = likelyScript
        var best: (name: String, rank: Int)?
        for name in localizations.sorted() {
            guard let candidate = LocaleIdentifier(localization: name), candidate.language.lowercased() == language,
                candidate.likelyScript == script
            else { continue }
            let candidateRegion = candidate.region?.uppercased()
            let rank =
                candidateRegion == region?.uppercased()
                ? 3
                : candidateRegion == nil ? 2 : candidateRegion == parentRegion ? 1 : 0
            if rank > (best?.rank ?? -1) { best = (name, rank) }
        }
        return best?.name
    }

    static let latinAmerica: Set<String> = [
        "419", "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA", "PE", "PR",
        "PY", "SV", "US", "UY", "VE",
    ]
}
