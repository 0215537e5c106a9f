import HomeScreen
import QuickActionKit
import QuickActionPreview

/// A title or subtitle as people read it in one locale, with the place to change it: the translation's line when a
/// localization table supplies the text, else the Info.plist value, else the item's construction in Swift.
struct DisplayedText {
    var field: Truncation.Field
    var text: String
    var locale: LocaleIdentifier
    /// The table that supplied the text; `nil` when it is shown as written.
    var localization: String?
    var location: SourceLocation
    var itemKind: ItemSource.Kind
    /// Zero-based position among the static items, or among the dynamic items the app registers
    /// (`App.registeredDynamicItems`).
    var itemIndex: Int
    /// When the text is shown as written and is also a key: the table it is looked up in, and the localizations
    /// whose copies of that table translate it. Rewriting such a text where it is written would lose those
    /// translations (platform-facts §3: the Info.plist value is the key of `InfoPlist.strings`).
    var keyOf: (table: String, translatedIn: [String])? = nil

    /// The correction of this text to `replacement`, refused (with what to do instead) when the text is a key that
    /// other localizations translate: the fix belongs in the development language's table, which has no entry.
    func fix(_ replacement: String) -> TextFix {
        var refusal: String?
        if let keyOf, !keyOf.translatedIn.isEmpty {
            refusal =
                "“\(text)” is also the key that the \(keyOf.translatedIn.joined(separator: ", ")) \(keyOf.table) "
                + "tables look up, so changing it here would lose their translations; give “\(text)” an entry with "
                + "the corrected text in the development language's \(keyOf.table) table instead"
        }
        return TextFix(original: text, replacement: replacement, refusal: refusal)
    }

    /// What makes two displayed texts the same finding: where the text is written, and what it says.
    struct Key: Hashable {
        var location: SourceLocation
        var field: Truncation.Field?
        var text: String

        /// Hashes the line, column, field and the file path's last 32 bytes, but not the whole path nor the text:
        /// the texts of every locale of every app are deduplicated by key, and hashing long paths and translated
        /// text (Unicode-normalized, scalar by scalar) was the slow part. The path's end tells one localization's
        /// table from another's (`de.lproj/InfoPlist.strings`), whose entries sit on the same lines. Paths are
        /// compared by their bytes, so that equal keys hash alike.
        func hash(into hasher: inout Hasher) {
            hasher.combine(location.line)
            hasher.combine(location.column)
            hasher.combine(field)
            var file = location.file
            file.withUTF8 { bytes in
                hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes).suffix(32)))
            }
        }

        static func == (first: Key, second: Key) -> Bool {
            first.location.line == second.location.line && first.location.column == second.location.column
                && first.field == second.field && first.location.file.hasSameUTF8(as: second.location.file)
                && first.text == second.text
        }
    }

    /// The text in quotes, with the localization that supplied it: `“Suche...” (de)`.
    var quoted: String {
        "“\(text)”" + (localization.map { " (\($0))" } ?? "")
    }
}

/// A static item's title or subtitle as the Info.plist writes it (the key of `InfoPlist.strings`), where it is
/// written, and the localizations that translate that key.
struct WrittenStaticText {
    var field: Truncation.Field
    var text: String
    var location: SourceLocation
    var itemIndex: Int
    var translatedIn: [String]
}

/// A key of the Info.plist's strings (`table` nil) or of the app's strings table named `table`.
struct TranslatedKey: Hashable {
    var table: String?
    var key: String
}

extension LintContext {
    /// The development region followed by every localization the app provides, without repeats.
    var displayLocales: [LocaleIdentifier] {
        if let locales = cache.displayLocales { return locales }
        let locales = app.displayLocales
        cache.displayLocales = locales
        return locales
    }

    /// Whether the development region is English, the language of the capitalization and article rules.
    var developsInEnglish: Bool {
        LocaleFallback.language(of: app.localizations.developmentRegion).lowercased() == "en"
    }

    /// The app's Info.plist strings as shown in `locale` (platform-facts §3), looked up once per locale: the
    /// rules resolve every item's title and subtitle in every locale.
    func strings(locale: LocaleIdentifier) -> InfoPlistLocalizations.Lookup {
        if let lookup = cache.lookups[locale] { return lookup }
        let keys = cache.providedByKey ?? LocalizationChoice.byKey(app.providedLocalizations)
        cache.providedByKey = keys
        let lookup = app.infoPlistStrings(locale: locale, providedByKey: keys)
        cache.lookups[locale] = lookup
        return lookup
    }

    /// The name under the icon in `locale` (`App.localizedName`), resolved once per locale.
    func localizedName(locale: LocaleIdentifier) -> String {
        if let name = cache.localizedNames[locale] { return name }
        let name = app.localizedName(in: strings(locale: locale))
        cache.localizedNames[locale] = name
        return name
    }

    /// The titles and subtitles shown in `locale`: static items looked up with the Info.plist value as the key
    /// (platform-facts §3), and dynamic items the app registers whose text is known: a literal as written, a key
    /// through the app's strings table (an app localizes dynamic titles itself, [UIKIT] localizedTitle).
    func displayedTexts(locale: LocaleIdentifier) -> [DisplayedText] {
        if let texts = cache.displayedTexts[locale] { return texts }
        let texts = computeDisplayedTexts(locale: locale)
        cache.displayedTexts[locale] = texts
        return texts
    }

    private func computeDisplayedTexts(locale: LocaleIdentifier) -> [DisplayedText] {
        var texts: [DisplayedText] = []
        let strings = strings(locale: locale)
        for written in writtenStaticTexts {
            let resolution = strings.resolve(written.text)
            texts.append(
                DisplayedText(
                    field: written.field, text: resolution.value, locale: locale,
                    localization: resolution.localization, location: resolution.location ?? written.location,
                    itemKind: .static, itemIndex: written.itemIndex,
                    keyOf: resolution.localization == nil ? ("InfoPlist", written.translatedIn) : nil))
        }
        for (index, item) in app.registeredDynamicItems.enumerated() {
            let fields: [(Truncation.Field, SourceText?)] = [
                (.title, item.localizedTitle), (.subtitle, item.localizedSubtitle),
            ]
            for case (let field, let source?) in fields {
                let shown = app.shown(source, locale: locale)
                guard let text = shown.value else { continue }
                var keyOf: (String, [String])?
                // A key shown as written (no default value): other tables may still translate it.
                if shown.localization == nil, let key = shown.key, key.defaultValue == nil {
                    keyOf = (key.table, translations(ofKey: key.key, inTable: key.table))
                }
                texts.append(
                    DisplayedText(
                        field: field, text: text, locale: locale, localization: shown.localization,
                        location: shown.location ?? item.location, itemKind: .dynamic, itemIndex: index,
                        keyOf: keyOf))
            }
        }
        return texts
    }

    /// The valid static items' titles and subtitles as the Info.plist writes them, in item order, with what every
    /// locale's displayed text takes from them: worked out once per app instead of once per locale (the copies of
    /// the items and the lookups of their translations were a third of `computeDisplayedTexts`).
    private var writtenStaticTexts: [WrittenStaticText] {
        if let texts = cache.writtenStaticTexts { return texts }
        var texts: [WrittenStaticText] = []
        for (entry, item) in validStaticItems {
            let fields: [(Truncation.Field, String, String?)] = [
                (.title, InfoPlistKey.itemTitle, item.localizedTitle),
                (.subtitle, InfoPlistKey.itemSubtitle, item.localizedSubtitle),
            ]
            for case (let field, let key, let written?) in fields {
                texts.append(
                    WrittenStaticText(
                        field: field, text: written, location: entry.location(of: key), itemIndex: entry.index,
                        translatedIn: translations(ofKey: written, inTable: nil)))
            }
        }
        cache.writtenStaticTexts = texts
        return texts
    }

    /// The localizations whose copy of a table has an entry for `key`, sorted: the Info.plist's strings
    /// (`InfoPlist.strings`) when `table` is nil, else the app's strings table of that name. Answered once per key:
    /// every locale's texts ask the same question.
    private func translations(ofKey key: String, inTable table: String?) -> [String] {
        let question = TranslatedKey(table: table, key: key)
        if let answer = cache.translations[question] { return answer }
        let localizations: InfoPlistLocalizations? =
            if let table { app.stringTables.tables[table] } else { app.localizations }
        // One pass over the tables, then sorted with duplicates dropped (two tables of one localization), without
        // the filtered copy of the tables and the Set this once made (41,000 instructions a key).
        var found: [String] = []
        for table in localizations?.tables ?? [] where table.entries[key] != nil { found.append(table.localization) }
        found.sort()
        var answer: [String] = []
        answer.reserveCapacity(found.count)
        for localization in found where answer.last != localization { answer.append(localization) }
        cache.translations[question] = answer
        return answer
    }

    /// Every distinct title and subtitle people can see, in the development region and each localization.
    var everyDisplayedText: [DisplayedText] {
        if let texts = cache.everyDisplayedText { return texts }
        var seen: Set<DisplayedText.Key> = []
        let texts = displayLocales.flatMap(displayedTexts(locale:)).filter { text in
            seen.insert(DisplayedText.Key(location: text.location, field: text.field, text: text.text)).inserted
        }
        cache.everyDisplayedText = texts
        return texts
    }

    /// Each app-item `field` the menu truncates at the Large text size, in the development region and each
    /// localization, with the displayed text it comes from; empty without a measurer (menu-geometry §1-3).
    /// A text truncated in several locales (one that falls back to the development region's) is reported for the
    /// first. Computed dynamic texts are skipped: the menu shows their expression, not what people will read. A text
    /// that overflows by no more than the measurement tolerance (`MenuGeometry.measurementTolerance`) is not
    /// reported: our fonts stand in for the system's, and could be wrong by that much.
    func truncations(of field: Truncation.Field) -> [(truncation: Truncation, text: DisplayedText)] {
        var result: [(truncation: Truncation, text: DisplayedText)] = []
        var reported: Set<DisplayedText.Key> = []
        let tolerance =
            MenuGeometry.measurementTolerance
            * MenuMetrics.classic.textWidth(device: .iphone, textSize: .L, hasIcon: true)
        for (locale, layout) in layoutsInEveryLocale {
            let texts = displayedTexts(locale: locale)
            for truncation in layout.truncations where truncation.field == field && truncation.overflow > tolerance {
                guard let source = truncation.source,
                    let text = texts.first(where: {
                        $0.field == field && $0.itemKind == source.kind && $0.itemIndex == source.index
                    }),
                    reported.insert(DisplayedText.Key(location: text.location, field: nil, text: text.text)).inserted
                else { continue }
                result.append((truncation, text))
            }
        }
        return result
    }
}

extension LintContext {
    /// The menu laid out at the Large text size in the development region and each localization; computed once and
    /// shared by the truncation rules; empty without a measurer.
    var layoutsInEveryLocale: [(locale: LocaleIdentifier, layout: MenuLayout)] {
        if let layouts = cache.layouts { return layouts }
        var layouts: [(locale: LocaleIdentifier, layout: MenuLayout)] = []
        if let measurer {
            let engine = MenuLayoutEngine(measurer: measurer, style: MenuStyle(textSize: .L))
            for (locale, var menu) in menus {
                // Rows are laid out independently and the rules judge the app's own rows, so the system rows
                // (Edit Home Screen, Share, Remove App) are not measured.
                menu.systemItems = []
                guard let layout = try? engine.layout(menu) else { continue }
                layouts.append((locale, layout))
            }
        }
        cache.layouts = layouts
        return layouts
    }
}

extension Truncation {
    /// What does not fit, for a finding: `In de, the title “…” is shown as “…”, 12.3 pt too wide at the Large text
    /// size`.
    func summary(of text: DisplayedText) -> String {
        "In \(locale), the \(field) “\(text.text)” is shown as “\(shownText)”, \(Points.format(overflow)) pt too wide at the "
            + "Large text size"
    }
}
