extension App {
    /// The locales of the app's own files in a language other than its development region's: the people its
    /// translations are for. A localization whose name is not a locale identifier is left out, as no person's
    /// language selects it (platform-facts §3).
    public var translatedLocales: [LocaleIdentifier] {
        let development = localizations.developmentLocale.language.lowercased()
        return fileLocalizations.compactMap { LocaleIdentifier(localization: $0) }.filter {
            $0.language.lowercased() != development
        }
    }

    /// The locales the app's menu can be shown in: the development region's, then every localization the app
    /// provides (`providedLocalizations`: its Info.plist tables and every other strings table or catalog), without
    /// repeats. iOS runs an app in the best match among all its localizations, whichever tables they hold
    /// (`LocalizationChoice`), so a language only `Localizable` translates still shows the menu: its dynamic titles
    /// translated, its Info.plist texts as they fall back. The contact sheet, the linter's per-locale rules, the
    /// served Home Screen, export and completions all read it (FSNotes' Russian and Turkish were left out when it
    /// followed the Info.plist's tables alone).
    public var displayLocales: [LocaleIdentifier] {
        InfoPlistLocalizations.displayLocales(
            developmentLocale: localizations.developmentLocale, localizations: providedLocalizations)
    }

    /// The name under the icon in a locale: `CFBundleDisplayName` from the localized InfoPlist.strings or String
    /// Catalog (the key is the Info.plist key for app-level keys), else the Info.plist name.
    public func localizedName(locale: LocaleIdentifier) -> String {
        localizedName(in: infoPlistStrings(locale: locale))
    }

    /// Info.plist strings as iOS shows them in `locale`: the tables of the localization the bundle chooses among
    /// every localization the app provides, else the Info.plist value itself (`InfoPlistLocalizations.lookup`).
    /// Menu, preview, lint, export and the server all read titles, subtitles and the name through it.
    public func infoPlistStrings(locale: LocaleIdentifier) -> InfoPlistLocalizations.Lookup {
        localizations.lookup(locale: locale, bundleLocalizations: providedLocalizations)
    }

    /// `infoPlistStrings(locale:)` with `providedLocalizations` already keyed (`LocalizationChoice.byKey`), which
    /// costs more than the lookup: for callers that resolve many locales of one app.
    public func infoPlistStrings(locale: LocaleIdentifier, providedByKey: [String: String])
        -> InfoPlistLocalizations.Lookup
    {
        localizations.lookup(locale: locale, availableByKey: providedByKey)
    }

    /// The name under the icon, resolved in a locale's tables (`infoPlistStrings(locale:)`), for callers that
    /// resolve several strings in one locale.
    public func localizedName(in strings: InfoPlistLocalizations.Lookup) -> String {
        for key in [InfoPlistKey.bundleDisplayName, InfoPlistKey.bundleName] {
            let resolution = strings.resolve(key)
            if resolution.localization != nil { return resolution.value }
        }
        return name
    }
}
