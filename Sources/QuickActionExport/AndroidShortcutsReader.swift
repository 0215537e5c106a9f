import Foundation
import QuickActionKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads Android static shortcuts: `res/xml/shortcuts.xml` and the string resources of every `res/values[-…]`
/// folder (each locale's labels), the subtitle from the `quickActionSubtitle` extra and the icon from the marker
/// `export` writes in its drawables. The type is the shortcut's id.
enum AndroidShortcutsReader {
    static func read(_ file: String, source: some ImportSource, options: ImportOptions) throws(ConversionError)
        -> ImportResult
    {
        guard let data = source.read(file) else {
            throw ConversionError(file: source.display(file), "cannot read the file")
        }
        let shortcuts = try parseShortcuts(data, file: source.display(file))
        let res = ((file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        func path(_ relative: String) -> String { res.isEmpty ? relative : res + "/" + relative }

        // Every locale's strings: `values` is the development locale.
        var strings: [String: [String: String]] = [:]
        var notes: [ConversionNote] = []
        for folder in source.list(res) where folder == "values" || folder.hasPrefix("values-") {
            let locale =
                folder == "values" ? options.developmentLocale : PlatformLocale.locale(ofAndroidValuesFolder: folder)
            guard let locale else { continue }
            for name in source.list(path(folder)) where name.hasSuffix(".xml") {
                guard let contents = source.read(path(folder + "/" + name)) else { continue }
                let parsed = try parseStrings(contents, file: source.display(path(folder + "/" + name)))
                strings[locale, default: [:]].merge(parsed) { _, new in new }
            }
        }
        let locales = Importer.orderedLocales(
            Set(strings.keys).union([options.developmentLocale]), development: options.developmentLocale)

        var items: [QuickActionSet.Item] = []
        for shortcut in shortcuts {
            guard let id = shortcut.attributes["android:shortcutId"] else {
                throw ConversionError(
                    file: source.display(file), line: shortcut.line, "a <shortcut> without android:shortcutId")
            }
            guard let label = shortcut.attributes["android:shortcutShortLabel"] else {
                throw ConversionError(
                    file: source.display(file), line: shortcut.line,
                    "the shortcut \(id) has no android:shortcutShortLabel")
            }
            // The intent's action is the type when it is not one of Android's own actions (export writes it so).
            let action = shortcut.intentAction.flatMap {
                $0.isEmpty || $0.hasPrefix("android.intent.action.") ? nil : $0
            }
            let type = action ?? options.type(from: id)
            var item = QuickActionSet.Item(type: type, titles: [:])
            for locale in locales {
                item.titles[locale] = resolve(
                    label, in: strings, locale: locale, development: options.developmentLocale)
                if let subtitle = shortcut.extras[AndroidShortcuts.subtitleExtra] {
                    item.subtitles[locale] = resolve(
                        subtitle, in: strings, locale: locale, development: options.developmentLocale)
                }
            }
            if item.titles[options.developmentLocale] == nil {
                throw ConversionError(
                    file: source.display(file), line: shortcut.line,
                    "the label \(label) of \(id) is not among the string resources")
            }
            var userInfo: [String: PropertyListValue] = [:]
            for (key, value) in shortcut.extras
            where key != AndroidShortcuts.subtitleExtra && key != AndroidShortcuts.iconExtra {
                userInfo[key] = .string(value)
            }
            item.userInfo = userInfo.isEmpty ? nil : userInfo
            if let marker = shortcut.extras[AndroidShortcuts.iconExtra] {
                item.icon = IconMarker.icon(in: IconMarker.prefix + marker)
            } else if let icon = shortcut.attributes["android:icon"] {
                let drawable = icon.hasPrefix("@drawable/") ? String(icon.dropFirst("@drawable/".count)) : nil
                let marked = drawable.flatMap { source.read(path("drawable/\($0).xml")) }
                    .flatMap { IconMarker.icon(in: String(decoding: $0, as: UTF8.self)) }
                if let marked {
                    item.icon = marked
                } else {
                    notes.append(
                        ConversionNote(
                            .warning, item: type,
                            "the icon \(icon) has no SF Symbol or system icon to map to; the item has no icon"))
                }
            }
            items.append(item)
        }
        return ImportResult(
            set: QuickActionSet(
                appName: "", bundleIdentifier: options.typePrefix, developmentLocale: options.developmentLocale,
                locales: locales, items: items),
            notes: notes)
    }

    /// `@string/name` looked up in the locale, then the development locale; a literal as written.
    static func resolve(_ value: String, in strings: [String: [String: String]], locale: String, development: String)
        -> String?
    {
        guard value.hasPrefix("@string/") else { return value }
        let name = String(value.dropFirst("@string/".count))
        return strings[locale]?[name] ?? strings[development]?[name]
    }

    struct Shortcut {
        var line: Int
        var attributes: [String: String]
        var intentAction: String?
        var extras: [String: String] = [:]
    }

    static func parseShortcuts(_ data: Data, file: String) throws(ConversionError) -> [Shortcut] {
        let delegate = ShortcutsDelegate()
        try parse(data, with: delegate, file: file) { delegate.openElements }
        guard delegate.sawRoot else { throw ConversionError(file: file, "the root element is not <shortcuts>") }
        return delegate.shortcuts
    }

    static func parseStrings(_ data: Data, file: String) throws(ConversionError) -> [String: String] {
        let delegate = StringsDelegate()
        try parse(data, with: delegate, file: file) { delegate.openElements }
        return delegate.strings.mapValues(unescaped)
    }

    /// Runs `delegate` over `data`, which must be UTF-8. Foundation on Linux returns true for a document cut off inside its root element
    /// (setting parserError), so the error and the elements left open are checked too.
    private static func parse(
        _ data: Data, with delegate: some XMLParserDelegate, file: String, openElements: () -> Int
    ) throws(ConversionError) {
        // What Foundation's XMLParser on Linux traps on is refused before it is parsed (XMLInputCheck).
        if let problem = XMLInputCheck.problem(in: data) {
            throw ConversionError(file: file, "\(problem): not an Android resource file, which is UTF-8 XML")
        }
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse(), parser.parserError == nil, openElements() == 0 else {
            throw ConversionError(
                file: file, line: parser.lineNumber,
                "not well-formed XML (\(parser.parserError.map { "\($0.localizedDescription)" } ?? "an element is never closed"))"
            )
        }
    }

    /// A string resource's text without Android's escapes (`\'`, `\"`, `\\`, `\n`, `\t`, `\@`, `\?`) and without
    /// enclosing double quotes.
    static func unescaped(_ text: String) -> String {
        var value = text
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            value = String(value.dropFirst().dropLast())
        }
        return Escaping.unescapeBackslashes(value, ["n": "\n", "t": "\t"])
    }

    private final class ShortcutsDelegate: NSObject, XMLParserDelegate {
        var shortcuts: [Shortcut] = []
        var sawRoot = false
        var openElements = 0
        private var inIntent = false

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            openElements += 1
            switch name {
            case "shortcuts": sawRoot = true
            case "shortcut": shortcuts.append(Shortcut(line: parser.lineNumber, attributes: attributes))
            case "intent":
                // The first intent is the one launched (later ones build the back stack).
                if !shortcuts.isEmpty, shortcuts[shortcuts.count - 1].intentAction == nil {
                    shortcuts[shortcuts.count - 1].intentAction = attributes["android:action"] ?? ""
                    inIntent = true
                }
            case "extra":
                if inIntent, let key = attributes["android:name"], let value = attributes["android:value"] {
                    shortcuts[shortcuts.count - 1].extras[key] = value
                }
            default: break
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            openElements -= 1
            if name == "intent" { inIntent = false }
        }
    }

    private final class StringsDelegate: NSObject, XMLParserDelegate {
        var strings: [String: String] = [:]
        var openElements = 0
        private var current: String?
        private var text = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            openElements += 1
            if name == "string" {
                current = attributes["name"]
                text = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if current != nil { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            openElements -= 1
            if name == "string", let current {
                strings[current] = text
                self.current = nil
            }
        }
    }
}
