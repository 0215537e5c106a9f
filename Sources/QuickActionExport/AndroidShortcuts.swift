import Foundation
import QuickActionKit

/// Android static shortcuts (export-formats notes, Android): `res/xml/shortcuts.xml`, its labels as string
/// resources in `res/values[-QUALIFIER]/quick_actions.xml` per locale, and each icon as a VectorDrawable in
/// `res/drawable/`.
///
/// Each shortcut's id and intent action are the iOS type, so the Android app dispatches on the same string; the short
/// and long label are the title. Android has no subtitle: it is kept as a string resource passed in the intent extra
/// `quickActionSubtitle`, which launchers do not show and `import` reads back (as is `quickActionIcon`, the iOS icon of
/// an item whose icon has no drawing). userInfo values that are strings,
/// numbers or booleans become intent extras; anything else is reported.
enum AndroidShortcuts {
    static let subtitleExtra = "quickActionSubtitle"
    /// The iOS icon of an item whose icon has no drawing here (`symbol flag.checkered`), read back by `import`.
    static let iconExtra = "quickActionIcon"
    static let valuesFile = "quick_actions.xml"
    /// Android's guidance (export-formats notes): short labels up to 10 characters, long labels up to 25.
    static let shortLabelLimit = 10
    static let longLabelLimit = 25
    /// "Most launchers can only display four" shortcuts (export-formats notes).
    static let displayedLimit = 4
    /// Icons are drawn in Material's on-surface dark grey, opaque.
    static let iconColor = "#FF1F1F1F"

    /// Whether `text` is an Android application ID: at least two segments separated by dots, each starting with a
    /// letter, of ASCII letters, digits and underscores only (developer.android.com/studio/build/application-id).
    static func isApplicationID(_ text: String) -> Bool {
        let segments = text.split(separator: ".", omittingEmptySubsequences: false)
        return segments.count >= 2
            && segments.allSatisfy { segment in
                guard let first = segment.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else {
                    return false
                }
                return segment.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
                }
            }
    }

    /// `identifier` made an application ID: every other character an underscore, a segment that does not start with
    /// a letter prefixed with `a`, empty segments dropped, and `app` added to a single segment.
    static func applicationID(from identifier: String) -> String {
        var segments = identifier.split(separator: ".").map { segment -> String in
            let kept = String(
                String.UnicodeScalarView(
                    segment.unicodeScalars.map { scalar in
                        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                            ? scalar : "_"
                    }))
            guard let first = kept.unicodeScalars.first, first.properties.isAlphabetic else { return "a" + kept }
            return kept
        }
        if segments.isEmpty { segments = ["com", "example"] }
        if segments.count == 1 { segments.append("app") }
        return segments.joined(separator: ".")
    }

    static func export(_ set: QuickActionSet, options: ExportOptions) -> ExportResult {
        var notes: [ConversionNote] = []
        var package = options.androidPackage ?? set.bundleIdentifier ?? set.commonTypePrefix ?? "com.example.app"
        if options.androidPackage == nil, set.bundleIdentifier == nil {
            notes.append(
                ConversionNote(
                    .warning,
                    "the app's bundle identifier is not known; the intents target \(package) (set --android-package)"))
        }
        if options.androidPackage == nil, !isApplicationID(package) {
            // An iOS bundle identifier may hold hyphens (FSNotes' `co.fluder.mobile.FSNotes-iOS`); an Android one
            // may not, so the intents would name no app.
            let derived = package
            package = applicationID(from: derived)
            notes.append(
                ConversionNote(
                    .warning,
                    "\(derived) is not an Android application ID (segments of letters, digits and _, each starting "
                        + "with a letter); the intents target \(package) (set --android-package)"))
        }
        let activity =
            options.androidActivity.hasPrefix(".") ? package + options.androidActivity : options.androidActivity
        if set.items.count > displayedLimit {
            notes.append(
                ConversionNote(
                    .warning,
                    "\(set.items.count) shortcuts: most Android launchers show \(displayedLimit), as iOS shows four"))
        }

        var names = UniqueNames(separator: "_")
        var drawables: [ShortcutIcon: String] = [:]
        var files: [ExportedFile] = []
        var shortcuts: [String] = []
        var strings: [String: [String]] = [:]  // locale → <string> lines
        for item in set.items {
            let name = uniqueName(for: item.type, taken: &names)
            for locale in set.locales {
                let title = item.title(in: locale, developmentLocale: set.developmentLocale)
                strings[locale, default: []].append(stringElement("\(name)_label", title))
                if let subtitle = item.subtitle(in: locale, developmentLocale: set.developmentLocale) {
                    strings[locale, default: []].append(stringElement("\(name)_subtitle", subtitle))
                }
            }
            let title = item.title(in: set.developmentLocale, developmentLocale: set.developmentLocale)
            if title.count > longLabelLimit {
                notes.append(
                    ConversionNote(
                        .warning, item: item.type,
                        "“\(title)” is \(title.count) characters: Android's long label should be at most \(longLabelLimit)"
                    ))
            } else if title.count > shortLabelLimit {
                notes.append(
                    ConversionNote(
                        .note, item: item.type,
                        "“\(title)” is \(title.count) characters: launchers with little room may cut the short label "
                            + "(Android recommends at most \(shortLabelLimit))"))
            }

            var undrawnIcon: ShortcutIcon?
            // Ids must be unique (AOSP's ShortcutParser skips a repeated one); items sharing a type (one per
            // conversation, told apart by userInfo) get a numbered id, and the intent's action keeps the type.
            let sameType = set.items.prefix { $0 != item }.filter { $0.type == item.type }.count
            let id = sameType == 0 ? item.type : "\(item.type)#\(sameType + 1)"
            var attributes = [
                #"android:shortcutId="\#(XMLText.attribute(id))""#, #"android:enabled="true""#,
            ]
            if let icon = item.icon {
                if let drawable = drawables[icon] {
                    attributes.append(#"android:icon="@drawable/\#(drawable)""#)
                } else if let glyph = options.iconArtwork(icon), let outline = GlyphOutline(svgFragment: glyph) {
                    let drawable = "quick_action_" + Slug.make(icon.label)
                    drawables[icon] = drawable
                    attributes.append(#"android:icon="@drawable/\#(drawable)""#)
                    files.append(
                        ExportedFile(
                            path: "res/drawable/\(drawable).xml",
                            contents: VectorDrawable.xml(outline, color: iconColor, comment: IconMarker.text(for: icon))
                        ))
                } else {
                    notes.append(
                        ConversionNote(
                            .note, item: item.type,
                            "no drawing of \(icon.label) to use as its icon; kept in the extra \(iconExtra) for import")
                    )
                    undrawnIcon = icon
                }
            }
            attributes.append(#"android:shortcutShortLabel="@string/\#(name)_label""#)
            attributes.append(#"android:shortcutLongLabel="@string/\#(name)_label""#)
            var lines = ["    <shortcut " + attributes.joined(separator: "\n        ") + ">"]
            lines.append(
                #"        <intent android:action="\#(XMLText.attribute(item.type))" android:targetPackage="\#(XMLText.attribute(package))" android:targetClass="\#(XMLText.attribute(activity))">"#
            )
            var extras: [String] = []
            if let undrawnIcon {
                let marker = String(IconMarker.text(for: undrawnIcon).dropFirst(IconMarker.prefix.count))
                extras.append(
                    #"            <extra android:name="\#(iconExtra)" android:value="\#(XMLText.attribute(marker))"/>"#)
            }
            if item.subtitles[set.developmentLocale] != nil {
                extras.append(
                    #"            <extra android:name="\#(subtitleExtra)" android:value="@string/\#(name)_subtitle"/>"#)
            }
            for (key, value) in (item.userInfo ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let text = extraValue(value) else {
                    notes.append(
                        ConversionNote(
                            .warning, item: item.type,
                            "userInfo “\(key)” is a \(value.kindName.lowercased()): an intent extra in shortcuts.xml takes text, numbers or booleans; not exported"
                        ))
                    continue
                }
                extras.append(
                    #"            <extra android:name="\#(XMLText.attribute(key))" android:value="\#(XMLText.attribute(text))"/>"#
                )
            }
            if extras.isEmpty {
                lines[lines.count - 1] = String(lines[lines.count - 1].dropLast()) + "/>"
            } else {
                lines += extras + ["        </intent>"]
            }
            lines.append("    </shortcut>")
            shortcuts.append(lines.joined(separator: "\n"))
        }

        let header =
            "<!-- \(XMLText.comment("Home Screen quick actions of \(set.appName), written by quickactions")) -->"
        files.insert(
            ExportedFile(
                path: "res/xml/shortcuts.xml",
                contents: #"<?xml version="1.0" encoding="utf-8"?>"# + "\n" + header + "\n"
                    + #"<shortcuts xmlns:android="http://schemas.android.com/apk/res/android">"# + "\n"
                    + shortcuts.joined(separator: "\n") + "\n</shortcuts>\n"),
            at: 0)
        for locale in set.locales {
            let folder: String
            if locale == set.developmentLocale {
                folder = "values"
            } else if let qualified = PlatformLocale.androidValuesFolder(locale) {
                folder = qualified
            } else {
                notes.append(ConversionNote(.warning, "no Android resource qualifier for \(locale)"))
                continue
            }
            let contents =
                #"<?xml version="1.0" encoding="utf-8"?>"# + "\n" + header + "\n<resources>\n"
                + (strings[locale] ?? []).joined(separator: "\n") + "\n</resources>\n"
            files.append(ExportedFile(path: "res/\(folder)/\(valuesFile)", contents: contents))
            if locale != set.developmentLocale, let legacy = PlatformLocale.androidLegacyValuesFolder(locale) {
                files.append(ExportedFile(path: "res/\(legacy)/\(valuesFile)", contents: contents))
            }
        }
        notes.append(
            ConversionNote(
                .note,
                #"declare the shortcuts in the launcher activity: <meta-data android:name="android.app.shortcuts" android:resource="@xml/shortcuts"/>"#
            ))
        return ExportResult(files: files, notes: notes)
    }

    /// A resource name from the type's last component (`new-message` → `quick_action_new_message`), unique.
    static func uniqueName(for type: String, taken names: inout UniqueNames) -> String {
        names.claim("quick_action_" + Slug.make(type.split(separator: ".").last.map(String.init) ?? type))
    }

    static func stringElement(_ name: String, _ text: String) -> String {
        #"    <string name="\#(name)">\#(escaped(text))</string>"#
    }

    /// A string resource's text (export-formats notes, Android string escaping): XML escapes, then `\` before
    /// apostrophes, double quotes and backslashes, and before a leading `@` or `?`; newlines as `\n`.
    static func escaped(_ text: String) -> String {
        // aapt knows \n and \t but no \r (export-formats notes, string escaping).
        var table = Escaping.controls.merging(["'": "\\'", "\"": "\\\""]) { $1 }
        table["\r"] = nil
        var result = Escaping.escape(text, table)
        if result.hasPrefix("@") || result.hasPrefix("?") { result = "\\" + result }
        return XMLText.content(result)
    }

    /// The text of an intent extra for a userInfo value; nil for a dictionary, array, date or data.
    static func extraValue(_ value: PropertyListValue) -> String? {
        switch value {
        case .string(let text): text
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        default: nil
        }
    }
}
