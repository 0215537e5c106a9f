/// Which of the app's localizations its texts are shown in for a locale a person uses: the one policy of every
/// command, the server and the page (issue 16). iOS picks the app localization that best matches the language
/// (exact, then ever shorter prefixes), else the app's development region (Bundle.preferredLocalizations;
/// platform-facts §3); the system's own texts and the direction follow the person's locale either way.
public struct LocalizationChoice: Sendable, Hashable, Codable {
    /// The locale asked for (the person's language).
    public var asked: LocaleIdentifier
    /// The app localization its texts come from.
    public var used: String
    /// Whether the app lacks the asked language, so its development region is used.
    public var fellBack: Bool

    public init(asked: LocaleIdentifier, used: String, fellBack: Bool) {
        self.asked = asked
        self.used = used
        self.fellBack = fellBack
    }

    /// The choice for `asked` among `available` localizations (identifiers as the app's files name them).
    public static func resolve(_ asked: LocaleIdentifier, available: [String], developmentRegion: String)
        -> LocalizationChoice
    {
        resolve(asked, availableByKey: byKey(available), developmentRegion: developmentRegion)
    }

    /// Available localizations by their comparison key (`LocaleFallback.comparisonKey`), to resolve many locales
    /// against one app.
    public static func byKey(_ available: [String]) -> [String: String] {
        Dictionary(available.map { (LocaleFallback.comparisonKey($0), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The choice for `asked` among localizations keyed as `byKey` keys them.
    public static func resolve(
        _ asked: LocaleIdentifier, availableByKey keys: [String: String], developmentRegion: String
    ) -> LocalizationChoice {
        // Most asked locales are the app's own (lint composes the menu in each of them): one lookup.
        if let exact = keys[LocaleFallback.comparisonKey(asked.identifier)] {
            return LocalizationChoice(asked: asked, used: exact, fellBack: false)
        }
        let own = LocaleFallback.candidates(for: asked.identifier, developmentRegion: asked.identifier).filter {
            $0 != "Base"
        }
        if let match = own.lazy.compactMap({ keys[LocaleFallback.comparisonKey($0)] }).first {
            return LocalizationChoice(asked: asked, used: match, fellBack: false)
        }
        if let closest = asked.closestLocalization(among: Array(keys.values)) {
            return LocalizationChoice(asked: asked, used: closest, fellBack: false)
        }
        return LocalizationChoice(asked: asked, used: developmentRegion, fellBack: true)
    }

    /// "de", "de-AT (the app's de)", "fr (the app has no fr: its development region, en)".
    public var description: String {
        if fellBack {
            return "\(asked) (the app has no \(asked.language): its development region, \(used))"
        }
        return LocaleFallback.matches(asked.identifier, used) ? asked.identifier : "\(asked) (the app's \(used))"
    }
}

extension App {
    /// The localizations the app provides: its development region and every localization of its files.
    public var providedLocalizations: [String] {
        var seen: Set<String> = []
        return ([localizations.developmentRegion] + localizations.availableLocalizations + fileLocalizations).filter {
            seen.insert(LocaleFallback.comparisonKey($0)).inserted
        }
    }

    /// The localization the app's texts are shown in for `locale` (`LocalizationChoice`).
    public func localization(for locale: LocaleIdentifier) -> LocalizationChoice {
        LocalizationChoice.resolve(
            locale, available: providedLocalizations, developmentRegion: localizations.developmentRegion)
    }
}
