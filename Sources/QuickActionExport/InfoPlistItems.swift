import AppProject
import Foundation
import QuickActionKit

/// The iOS side itself: an Info.plist holding `UIApplicationShortcutItems` (the development locale's texts, which
/// are also the keys the localizations use, platform-facts §3) and an `InfoPlist.strings` per other locale. What
/// `import` writes into an app, written to a folder instead, for review.
enum InfoPlistItems {
    static let emptyPropertyList = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        </dict>
        </plist>

        """

    static func export(_ set: QuickActionSet) -> ExportResult {
        var notes: [ConversionNote] = []
        let items = shortcutItems(set, notes: &notes)
        var files: [ExportedFile] = []
        if let document = try? PropertyListDocument(data: Data(emptyPropertyList.utf8), file: "Info.plist"),
            let data = try? document.replacingShortcutItems(with: items)
        {
            files.append(ExportedFile(path: "Info.plist", contents: String(decoding: data, as: UTF8.self)))
        }
        for locale in set.locales where locale != set.developmentLocale {
            let entries = entries(set, locale: locale)
            guard !entries.isEmpty else { continue }
            files.append(
                ExportedFile(
                    path: "\(locale).lproj/InfoPlist.strings", contents: stringsFile(locale: locale, entries: entries)))
        }
        return ExportResult(files: files, notes: notes)
    }

    /// The keys an Info.plist gives each item's title and subtitle: the development texts, or, for an item whose type
    /// the app already declares, the keys it uses (`my_library`), so that an import keeps the project's key scheme.
    struct Keys {
        var titles: [String: String] = [:]
        var subtitles: [String: String] = [:]

        /// The app's own keys, by type, from its valid static items.
        init(existing items: [ShortcutItem] = []) {
            for item in items where titles[item.type] == nil {
                titles[item.type] = item.localizedTitle
                subtitles[item.type] = item.localizedSubtitle
            }
        }

        func title(_ item: QuickActionSet.Item, in set: QuickActionSet) -> String {
            titles[item.type] ?? item.title(in: set.developmentLocale, developmentLocale: set.developmentLocale)
        }

        func subtitle(_ item: QuickActionSet.Item, in set: QuickActionSet) -> String? {
            guard item.subtitles[set.developmentLocale] != nil else { return nil }
            return subtitles[item.type] ?? item.subtitles[set.developmentLocale]
        }
    }

    /// The items as Info.plist declares them: their keys, icon, userInfo.
    static func shortcutItems(_ set: QuickActionSet, keys: Keys = Keys(), notes: inout [ConversionNote])
        -> [ShortcutItem]
    {
        set.items.map { item in
            if case .contact = item.icon {
                notes.append(ConversionNote(.note, item: item.type, "a contact icon has no Info.plist form"))
            }
            return ShortcutItem(
                type: item.type, localizedTitle: keys.title(item, in: set),
                localizedSubtitle: keys.subtitle(item, in: set), icon: item.icon, userInfo: item.userInfo)
        }
    }

    /// Key → text for `locale`, each key once, in item order. An entry whose text is its key is left out: Bundle
    /// shows the key itself when a table lacks it (platform-facts §3), so it would change nothing.
    static func entries(_ set: QuickActionSet, locale: String, keys: Keys = Keys()) -> [(key: String, value: String)] {
        var result: [(key: String, value: String)] = []
        func add(_ key: String, _ value: String?) {
            guard let value, value != key, !result.contains(where: { $0.key == key }) else { return }
            result.append((key, value))
        }
        for item in set.items {
            add(
                keys.title(item, in: set),
                item.titles[locale] ?? item.title(in: locale, developmentLocale: set.developmentLocale))
            if let subtitleKey = keys.subtitle(item, in: set) { add(subtitleKey, item.subtitles[locale]) }
        }
        return result
    }

    /// An InfoPlist.strings file with `entries`.
    static func stringsFile(locale: String, entries: [(key: String, value: String)]) -> String {
        (["/* Home Screen quick actions (\(locale)), written by quickactions */"]
            + entries.map { StringsText.entry(key: $0.key, value: $0.value) }).joined(separator: "\n") + "\n"
    }
}

/// `.strings` file syntax.
enum StringsText {
    static func entry(key: String, value: String) -> String {
        "\(literal(key)) = \(literal(value));"
    }

    static func literal(_ text: String) -> String {
        "\"" + Escaping.escape(text, Escaping.controls.merging(["\"": "\\\""]) { $1 }) + "\""
    }
}
