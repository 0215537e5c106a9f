extension App {
    /// The name under the icon in a locale: `CFBundleDisplayName` from the localized InfoPlist.strings or String
    /// Catalog (the key is the Info.plist key for app-level keys), else the Info.plist name.
    public func localizedName(locale: String) -> String {
        for key in [InfoPlistKey.bundleDisplayName, InfoPlistKey.bundleName] {
            let resolution = localizations.resolve(key, locale: locale)
            if resolution.localization != nil { return resolution.value }
        }
        return name
    }
}
