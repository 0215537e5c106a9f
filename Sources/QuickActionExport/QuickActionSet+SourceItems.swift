import QuickActionKit

extension QuickActionSet {
    /// The app's set with, after its static items, the dynamic items its code registers (`App.registeredDynamicItems`,
    /// in the order of the array it assigns): a text the code looks up in its strings tables is given in each locale
    /// as the app shows it (`App.shown`, the one lookup the menu uses too), a literal as written. An item whose type
    /// or title is computed at run time cannot be written ahead of time and is reported, as is an item the code
    /// repeats over values known only at run time (one is written).
    public static func includingSourceItems(of app: App) -> (set: QuickActionSet, notes: [ConversionNote]) {
        var set = QuickActionSet(app: app)
        var notes: [ConversionNote] = []
        let tableLocales = app.stringTables.availableLocalizations.filter { $0 != "Base" }
        for locale in tableLocales where !set.locales.contains(where: { LocaleFallback.matches($0, locale) }) {
            set.locales.append(locale)
        }
        // One item per type and userInfo: a construction the code runs for several values (conversations) gives
        // several items of one type, told apart by their userInfo.
        var seen = Set(set.items.map { SeenKey(type: $0.type, userInfo: $0.userInfo) })
        for discovered in app.registeredDynamicItems {
            let place = "the item made at \(discovered.location)"
            guard case .literal(let type) = discovered.type else {
                notes.append(ConversionNote(.warning, "\(place) computes its type at run time; not exported"))
                continue
            }
            guard seen.insert(SeenKey(type: type, userInfo: discovered.userInfo?.literal)).inserted else { continue }
            if case .computed(let expression) = discovered.localizedTitle {
                notes.append(
                    ConversionNote(
                        .warning, item: type, "its title is computed at run time (\(expression)); not exported"))
                continue
            }
            if discovered.isRepeated {
                notes.append(
                    ConversionNote(
                        .note, item: type, "the code registers it once per value known at run time; one is exported"))
            }
            var item = Item(type: type, titles: [:], isDynamic: true)
            for name in set.locales {
                guard let locale = LocaleIdentifier(localization: name) else { continue }
                item.titles[name] = app.shown(discovered.localizedTitle, locale: locale).value
                if let subtitle = discovered.localizedSubtitle {
                    item.subtitles[name] = app.shown(subtitle, locale: locale).value
                }
            }
            item.icon = discovered.icon?.literal
            item.userInfo = discovered.userInfo?.literal
            if case .computed = discovered.icon {
                notes.append(
                    ConversionNote(.note, item: type, "its icon is computed at run time; exported without one"))
            }
            set.items.append(item)
        }
        return (set, notes)
    }

    private struct SeenKey: Hashable {
        var type: String
        var userInfo: [String: PropertyListValue]?
    }
}
