import QuickActionKit

/// An app's Home Screen quick actions in every locale it provides: what every exporter writes and every importer
/// reads, so that each format converts to and from one value.
///
/// Titles and subtitles are the texts people see, resolved per locale the way Bundle does (platform-facts §3), not
/// the Info.plist keys; `developmentLocale` is the app's development region, whose texts are also the keys an
/// Info.plist written back uses.
public struct QuickActionSet: Sendable, Hashable, Codable {
    public var appName: String
    public var bundleIdentifier: String?
    /// The app's development region (`CFBundleDevelopmentRegion`). Locales are the identifiers' text here, as the
    /// set is a file format (titles are keyed by them in its JSON); an iOS app's are `LocaleIdentifier`s first.
    public var developmentLocale: String
    /// The development locale first, then every other localization, without repeats.
    public var locales: [String]
    public var items: [Item]

    /// One quick action.
    public struct Item: Sendable, Hashable, Codable {
        /// `UIApplicationShortcutItemType`: what the app dispatches on.
        public var type: String
        /// Locale → title, for every locale of the set.
        public var titles: [String: String]
        /// Locale → subtitle, for the locales that have one.
        public var subtitles: [String: String]
        public var icon: ShortcutIcon?
        public var userInfo: [String: PropertyListValue]?
        /// Registered at run time (`--dynamic`) rather than declared in Info.plist.
        public var isDynamic: Bool

        public init(
            type: String, titles: [String: String], subtitles: [String: String] = [:], icon: ShortcutIcon? = nil,
            userInfo: [String: PropertyListValue]? = nil, isDynamic: Bool = false
        ) {
            self.type = type
            self.titles = titles
            self.subtitles = subtitles
            self.icon = icon
            self.userInfo = userInfo
            self.isDynamic = isDynamic
        }
    }

    public init(
        appName: String, bundleIdentifier: String? = nil, developmentLocale: String, locales: [String],
        items: [Item]
    ) {
        self.appName = appName
        self.bundleIdentifier = bundleIdentifier
        self.developmentLocale = developmentLocale
        self.locales = locales
        self.items = items
    }

    /// The set an iOS app declares: its valid static items (Info.plist order), then `dynamicItems`, each title and
    /// subtitle resolved in every display locale with the Info.plist value as the key (platform-facts §3).
    public init(app: App, dynamicItems: [ShortcutItem] = []) {
        let locales = app.displayLocales
        let lookups = locales.map { ($0, app.infoPlistStrings(locale: $0)) }
        var items: [Item] = []
        for entry in app.staticItems {
            guard case .valid(let item) = entry.content else { continue }
            var titles: [String: String] = [:]
            var subtitles: [String: String] = [:]
            for (locale, strings) in lookups {
                titles[locale.identifier] = strings.resolve(item.localizedTitle).value
                subtitles[locale.identifier] = item.localizedSubtitle.map { strings.resolve($0).value }
            }
            items.append(
                Item(type: item.type, titles: titles, subtitles: subtitles, icon: item.icon, userInfo: item.userInfo))
        }
        for item in dynamicItems {
            // Dynamic items carry the texts the app computed at run time: the same in every locale here.
            var titles: [String: String] = [:]
            var subtitles: [String: String] = [:]
            for locale in locales {
                titles[locale.identifier] = item.localizedTitle
                subtitles[locale.identifier] = item.localizedSubtitle
            }
            items.append(
                Item(
                    type: item.type, titles: titles, subtitles: subtitles, icon: item.icon, userInfo: item.userInfo,
                    isDynamic: true))
        }
        // A bundle identifier still holding a build variable (no project to resolve it) names nothing.
        let bundleIdentifier = app.bundleIdentifier.flatMap { $0.contains("$(") ? nil : $0 }
        self.init(
            appName: app.name, bundleIdentifier: bundleIdentifier,
            developmentLocale: app.localizations.developmentLocale.identifier, locales: locales.map(\.identifier),
            items: items)
    }
}

extension QuickActionSet {
    /// The reverse-DNS prefix every item's type shares (`com.example.chirp` for `com.example.chirp.search` and
    /// `com.example.chirp.new-message`), nil when they share none: where an app without a resolved bundle
    /// identifier points its Android intents.
    public var commonTypePrefix: String? {
        let components = items.map { $0.type.split(separator: ".").dropLast() }
        guard var prefix = components.first else { return nil }
        for other in components.dropFirst() {
            prefix = Array(zip(prefix, other).prefix { $0 == $1 }.map(\.0))[...]
        }
        return prefix.count >= 2 ? prefix.joined(separator: ".") : nil
    }
}

extension QuickActionSet.Item {
    /// The title in `locale`, falling back to the development locale's (every exporter writes a default).
    public func title(in locale: String, developmentLocale: String) -> String {
        titles[locale] ?? titles[developmentLocale] ?? titles.values.sorted().first ?? type
    }

    /// The subtitle in `locale`, falling back to the development locale's.
    public func subtitle(in locale: String, developmentLocale: String) -> String? {
        subtitles[locale] ?? subtitles[developmentLocale]
    }
}
