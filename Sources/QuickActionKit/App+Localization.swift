extension App {
    /// The name under the icon in a locale: `CFBundleDisplayName` from the localized InfoPlist.strings or String
    /// Catalog (the key is the Info.plist key for app-level keys), else the Info.plist name.
    public func localizedName(locale: String) -> String {
        localizedName(in: localizations.lookup(locale: locale))
    }

    /// The name under the icon, resolved in a locale's tables (`localizations.lookup(locale:)`), for callers that
    /// resolve several strings in one locale.
    public func localizedName(in strings: InfoPlistLocalizations.Lookup) -> String {
        for key in [InfoPlistKey.bundleDisplayName, InfoPlistKey.bundleName] {
            let resolution = strings.resolve(key)
            if resolution.localization != nil { return resolution.value }
        }
        return name
    }
}
