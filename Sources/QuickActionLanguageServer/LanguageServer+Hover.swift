import AppProject
import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview

extension LanguageServer {
    /// What the place under the cursor becomes on the phone: a quick action's title, subtitle, type or strings key
    /// shows its item as the menu draws it in the document's language (the measured width, the truncation, the
    /// text), an App Shortcut phrase shows what Siri does when it is said. The app is read with the unsaved texts;
    /// the menu is `MenuPresenter`'s and Siri is `AppShortcutsIndex`, as for `menu` and `siri`.
    func hover(_ params: PositionParams) -> Hover? {
        let path = Self.path(ofURI: params.textDocument.uri)
        guard let document = documents[path], let root = document.root else { return nil }
        var problems: [ProjectReadError] = []
        guard let apps = try? reader.readProjectApps(at: root, problems: &problems) else { return nil }
        let line = DocumentText.toolLine(params.position)
        for project in apps {
            if let markdown = itemHover(app: project.app, path: path, line: line, text: document.text)
                ?? phraseHover(app: project.app, path: path, line: line)
            {
                let lineRange = document.text.range(line: line, column: nil, fragment: nil)
                return Hover(contents: .init(value: markdown), range: lineRange)
            }
        }
        return nil
    }

    // MARK: Quick actions

    /// The quick action written on `line` of `path`: a line of a static item's dictionary in Info.plist, a dynamic item's
    /// construction in Swift (a line within its parentheses), or a strings-table entry or catalog key an
    /// item's title or subtitle is looked up with.
    private func itemHover(app: App, path: String, line: Int, text document: DocumentText) -> String? {
        var locale = app.localizations.developmentLocale
        var matches: (MenuItem) -> Bool
        // Static and dynamic items are found by where they are declared, shown or not.
        var declared: ((ItemSource) -> Bool)?
        if app.staticItems.contains(where: { Self.standardized($0.location.file) == path }) {
            // Info.plist, or the project that states its keys (XcodeGen's `info.properties`): the item whose
            // dictionary holds the line, from its start to its last value.
            let holding = app.staticItems.last { item in
                let lines = [item.location.line] + item.valueLocations.values.map(\.line)
                let known = lines.compactMap { $0 }
                return (known.min() ?? .max) <= line && line <= (known.max() ?? .min) + 1
            }
            guard let index = holding?.index else { return nil }
            declared = { $0.kind == .static && $0.index == index }
            matches = { $0.source.kind == .static && $0.source.index == index }
        } else if path.hasSuffix(".swift") {
            // The construction whose parentheses hold the line (the nearest one starting at or above it).
            let here = app.dynamicItemsInSource.filter {
                Self.standardized($0.location.file) == path && ($0.location.line ?? .max) <= line
            }.max { ($0.location.line ?? 0) < ($1.location.line ?? 0) }
            guard let here, let start = here.location.line,
                line <= document.closingLine(ofCallAt: start, column: here.location.column) ?? start
            else { return nil }
            declared = { $0.kind == .dynamic && $0.location == here.location }
            matches = { $0.source.kind == .dynamic && $0.source.location == here.location }
        } else if let (key, localization) = stringsEntry(app: app, path: path, line: line, text: document) {
            if let localization, let known = LocaleIdentifier(localization: localization) { locale = known }
            let titles = Set(app.staticItems.compactMap(\.declaredTitle))
            matches = { item in
                item.titleKey?.key == key
                    || (item.source.kind == .static && titles.contains(key)
                        && app.staticItems.first { $0.index == item.source.index }?.declaredTitle == key)
            }
        } else {
            return nil
        }
        if let language = Self.lprojLanguage(of: path), let known = LocaleIdentifier(localization: language) {
            locale = known
        }
        let measurer = try? TextMeasurer()
        guard let presented = try? MenuPresenter(measurer: measurer).present(app, MenuRequest(locale: locale)) else {
            return nil
        }
        guard let index = presented.menu.items.firstIndex(where: matches) else {
            guard let declared else { return nil }
            let hidden = presented.menu.notShown.first(where: { declared($0.source) })
            return hidden.map { "**Not in the menu** (\(presented.menu.locale)): \($0.reason)" }
        }
        let item = presented.menu.items[index]
        var text =
            "**\(item.title)** · quick action `\(item.type)`, \(item.source.kind == .static ? "static" : "dynamic"), "
        text +=
            "item \(index + 1) of \(presented.menu.items.count) in the menu (\(presented.menu.locale), text size L)\n\n"
        if let row = presented.layout?.rows.first(where: { $0.kind == .appItem(index: index) }) {
            // A text the app computes at run time is shown as its expression, which is not what people read: it is
            // not measured (as `menu` says), so no width or truncation is claimed for it.
            if item.computedProperties.contains("localizedTitle") {
                text += "Title: computed at run time (\(item.title)), so not measured\n\n"
            } else {
                text += Self.describe("Title", row.title, full: item.title)
            }
            if let subtitle = item.subtitle {
                text +=
                    item.computedProperties.contains("localizedSubtitle")
                    ? "Subtitle: computed at run time (\(subtitle)), so not measured\n\n"
                    : Self.describe("Subtitle", row.subtitle, full: subtitle)
            }
        } else {
            text += "Not measured: the fonts for text measurement are not installed (`make setup`).\n\n"
        }
        text += "```\n\(presented.text)```"
        return text
    }

    private static func describe(_ field: String, _ lines: [MenuLayout.Line], full: String) -> String {
        guard !lines.isEmpty else { return "" }
        let shown = lines.map(\.text).joined(separator: " ⏎ ")
        let widest = lines.map(\.width).max() ?? 0
        let truncated = lines.contains(where: \.isTruncated)
        var text = "\(field): “\(shown)”, \(String(format: "%.1f", widest)) pt wide"
        if lines.count > 1 { text += " on \(lines.count) lines" }
        text += truncated ? ", **truncated** (in full: “\(full)”)" : ", shown in full"
        if let size = lines.first?.fontSize { text += ", \(String(format: "%g", size)) pt text" }
        return text + "\n\n"
    }

    /// The key written on `line` of a strings table of the app, with the table's localization.
    private func stringsEntry(app: App, path: String, line: Int, text document: DocumentText) -> (
        key: String, localization: String?
    )? {
        // A String Catalog's entries carry no line: the key is the one its line opens (`"Add Feed" : {`).
        let catalogKey = path.hasSuffix(".xcstrings") ? document.catalogKey(onLine: line) : nil
        // Info.plist's own tables, then the tables the app's code looks texts up in (`Localizable` and others).
        for localizations in [app.localizations] + app.stringTables.tables.values {
            for table in localizations.tables where Self.standardized(table.source.file) == path {
                if let catalogKey, table.entries[catalogKey] != nil {
                    return (catalogKey, nil)
                }
                if let entry = table.entries.first(where: { $0.value.location.line == line }) {
                    return (entry.key, table.localization)
                }
            }
        }
        return nil
    }

    /// `de` for `…/de.lproj/InfoPlist.strings`.
    static func lprojLanguage(of path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        guard folder.hasSuffix(".lproj") else { return nil }
        let language = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
        return language == "Base" ? nil : language
    }

    // MARK: App Shortcuts

    /// The phrase written on `line` of `path` (in Swift, or a phrase table): what people can say with it, and what
    /// Siri does with the first of those.
    private func phraseHover(app: App, path: String, line: Int) -> String? {
        var locale = app.localizations.developmentLocale
        var phrase: AppShortcutPhrase?
        var shortcutIndex: Int?
        for (index, shortcut) in app.appShortcuts.shortcuts.enumerated() {
            if let found = shortcut.phrases.first(where: {
                $0.location.map { Self.standardized($0.file) == path && $0.line == line } ?? false
            }) {
                (phrase, shortcutIndex) = (found, index)
            }
        }
        for table in app.appShortcuts.phraseTables where phrase == nil {
            for (key, translations) in table.phrases {
                if let found = translations.first(where: {
                    $0.location.map { Self.standardized($0.file) == path && $0.line == line } ?? false
                }) {
                    phrase = found
                    if let known = LocaleIdentifier(localization: table.localization) { locale = known }
                    let source = AppShortcutPhrase(stringsKey: key)
                    shortcutIndex = app.appShortcuts.shortcuts.firstIndex {
                        $0.phrases.contains { $0.tokens == source.tokens }
                    }
                }
            }
        }
        guard let phrase else { return nil }
        var device = Device()
        guard (try? device.install(app, in: .launched)) != nil else { return nil }
        let index = AppShortcutsIndex(device: device, locale: locale)
        guard let listed = index.apps.first.map({ AppShortcutsListing(app: $0, locale: locale) }) else { return nil }
        let shortcut = listed.spotlight.first { $0.index == shortcutIndex }
        let pattern = Self.utterancePattern(phrase)
        let sayable = (shortcut?.phrases ?? listed.spotlight.flatMap(\.phrases)).filter { utterance in
            pattern?.firstMatch(in: utterance, range: NSRange(utterance.startIndex..., in: utterance)) != nil
        }
        var text = "**App Shortcut phrase** (\(locale))"
        if let shortcut { text += " of “\(shortcut.title)” (`\(shortcut.intentType)`)" }
        text += "\n\n"
        guard let first = sayable.first else {
            return text + "Siri offers nothing people can say with it now; `quickactions shortcuts` says why.\n"
        }
        text += "People can say \(sayable.count == 1 ? "it" : "\(sayable.count) forms of it"), such as “\(first)”.\n\n"
        let resolution = index.resolve(first)
        text += "```\n\(AppShortcutsTextRenderer().render(resolution, utterance: first))```"
        return text
    }

    /// The utterances `phrase` yields, as a pattern over what the listing says people can say: its words as written
    /// (any spacing, any case), any text for the app's name and for a parameter's value.
    static func utterancePattern(_ phrase: AppShortcutPhrase) -> NSRegularExpression? {
        var pattern = "^"
        for token in phrase.tokens {
            switch token {
            case .text(let words):
                pattern += words.split(whereSeparator: \.isWhitespace).map {
                    NSRegularExpression.escapedPattern(for: String($0))
                }
                .joined(separator: "\\s+")
                if words.last?.isWhitespace == true { pattern += "\\s*" }
            case .applicationName, .parameter, .unsupported: pattern += "\\s*.+?\\s*"
            }
        }
        return try? NSRegularExpression(pattern: pattern + "$", options: [.caseInsensitive])
    }
}
