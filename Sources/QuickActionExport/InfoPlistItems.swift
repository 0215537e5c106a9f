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
            files.append(
                ExportedFile(path: "\(locale).lproj/InfoPlist.strings", contents: stringsFile(set, locale: locale)))
        }
        return ExportResult(files: files, notes: notes)
    }

    /// The items as Info.plist declares them: development texts, icon, userInfo.
    static func shortcutItems(_ set: QuickActionSet, notes: inout [ConversionNote]) -> [ShortcutItem] {
        set.items.map { item in
            if case .contact = item.icon {
                notes.append(ConversionNote(.note, item: item.type, "a contact icon has no Info.plist form"))
            }
            return ShortcutItem(
                type: item.type,
                localizedTitle: item.title(in: set.developmentLocale, developmentLocale: set.developmentLocale),
                localizedSubtitle: item.subtitles[set.developmentLocale], icon: item.icon, userInfo: item.userInfo)
        }
    }

    /// `"development text" = "text in locale";` for every title and subtitle of `locale`, in item order.
    static func stringsFile(_ set: QuickActionSet, locale: String) -> String {
        var lines = ["/* Home Screen quick actions (\(locale)), written by quickactions */"]
        var written: Set<String> = []
        for item in set.items {
            let key = item.title(in: set.developmentLocale, developmentLocale: set.developmentLocale)
            if written.insert(key).inserted {
                lines.append(
                    StringsText.entry(key: key, value: item.title(in: locale, developmentLocale: set.developmentLocale))
                )
            }
            if let subtitleKey = item.subtitles[set.developmentLocale], let subtitle = item.subtitles[locale],
                written.insert(subtitleKey).inserted
            {
                lines.append(StringsText.entry(key: subtitleKey, value: subtitle))
            }
        }
        return lines.joined(separator: "\n") + "\n"
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
