import HomeScreen
import QuickActionKit
import QuickActionPreview

/// The rules about Home Screen quick actions.
enum QuickActionRules {
    static let all: [any Rule.Type] = [
        TooManyQuickActionsRule.self,
        InvalidStaticItemRule.self,
        EmptyTitleRule.self,
        ConflictingIconKeysRule.self,
        DuplicateItemTypeRule.self,
        MissingIconRule.self,
        UnknownIconTypeRule.self,
        AppNameInTitleRule.self,
        EmojiInTextRule.self,
        ASCIIEllipsisRule.self,
        TitleCaseRule.self,
        ArticleInTitleRule.self,
        UnlocalizedTitleRule.self,
        TitleTruncatedRule.self,
        SubtitleTruncatedRule.self,
        UnversionedDynamicItemsRule.self,
        NonPlistUserInfoRule.self,
    ]
}

/// A title or subtitle as people read it in one locale, with the place to change it: the translation's line when a
/// localization table supplies the text, else the Info.plist value, else the item's construction in Swift.
struct DisplayedText {
    var field: Truncation.Field
    var text: String
    var locale: String
    /// The table that supplied the text; `nil` when it is shown as written.
    var localization: String?
    var location: SourceLocation
    var itemKind: ItemSource.Kind
    /// Zero-based position among the static items, or among the dynamic items found in source.
    var itemIndex: Int

    /// The text in quotes, with the localization that supplied it: `“Suche...” (de)`.
    var quoted: String {
        "“\(text)”" + (localization.map { " (\($0))" } ?? "")
    }
}

extension LintContext {
    /// The development region followed by every localization the app provides, without repeats.
    var displayLocales: [String] {
        var locales = [app.localizations.developmentRegion]
        for locale in app.localizations.availableLocalizations
        where !locales.contains(where: { LocaleFallback.matches($0, locale) }) {
            locales.append(locale)
        }
        return locales
    }

    /// Whether the development region is English, the language of the capitalization and article rules.
    var developsInEnglish: Bool {
        LocaleFallback.language(of: app.localizations.developmentRegion).lowercased() == "en"
    }

    /// The titles and subtitles shown in `locale`: static items looked up with the Info.plist value as the key
    /// (platform-facts §3), and dynamic items whose text is a literal in source, as written (an app localizes
    /// dynamic titles itself, [UIKIT] localizedTitle).
    func displayedTexts(locale: String) -> [DisplayedText] {
        var texts: [DisplayedText] = []
        for (entry, item) in validStaticItems {
            let fields: [(Truncation.Field, String, String?)] = [
                (.title, InfoPlistKey.itemTitle, item.localizedTitle),
                (.subtitle, InfoPlistKey.itemSubtitle, item.localizedSubtitle),
            ]
            for case (let field, let key, let written?) in fields {
                let resolution = app.localizations.resolve(written, locale: locale)
                texts.append(
                    DisplayedText(
                        field: field, text: resolution.value, locale: locale, localization: resolution.localization,
                        location: resolution.location ?? entry.location(of: key), itemKind: .static,
                        itemIndex: entry.index))
            }
        }
        for (index, item) in app.dynamicItemsInSource.enumerated() {
            let fields: [(Truncation.Field, String?)] = [
                (.title, item.localizedTitle.literal), (.subtitle, item.localizedSubtitle?.literal),
            ]
            for case (let field, let text?) in fields {
                texts.append(
                    DisplayedText(
                        field: field, text: text, locale: locale, localization: nil, location: item.location,
                        itemKind: .dynamic, itemIndex: index))
            }
        }
        return texts
    }

    /// Every distinct title and subtitle people can see, in the development region and each localization.
    var everyDisplayedText: [DisplayedText] {
        var seen: Set<String> = []
        return displayLocales.flatMap(displayedTexts(locale:)).filter { text in
            seen.insert("\(text.location)|\(text.field)|\(text.text)").inserted
        }
    }

    /// Each app-item `field` the menu truncates at the Large text size, in the development region and each
    /// localization, with the displayed text it comes from; empty without a measurer (menu-geometry §1-3).
    /// Computed dynamic texts are skipped: the menu shows their expression, not what people will read.
    func truncations(of field: Truncation.Field) -> [(truncation: Truncation, text: DisplayedText)] {
        guard let measurer else { return [] }
        let engine = MenuLayoutEngine(measurer: measurer, textSize: .L)
        let dynamicItems = app.dynamicItemsInSource.map(DynamicShortcutItem.init(discovered:))
        var result: [(truncation: Truncation, text: DisplayedText)] = []
        for locale in displayLocales {
            guard let menu = try? MenuScenario(app: app, dynamicItems: dynamicItems, locale: locale).menu(),
                let layout = try? engine.layout(menu)
            else { continue }
            let texts = displayedTexts(locale: locale)
            for truncation in layout.truncations where truncation.field == field {
                guard let source = truncation.source,
                    let text = texts.first(where: {
                        $0.field == field && $0.itemKind == source.kind && $0.itemIndex == source.index
                    })
                else { continue }
                result.append((truncation, text))
            }
        }
        return result
    }
}

extension Truncation {
    /// What does not fit, for a finding: `In de, the title “…” is shown as “…”, 12.3 pt too wide at the Large text
    /// size`.
    func summary(of text: DisplayedText) -> String {
        let points = (overflow * 10).rounded(.up) / 10
        return "In \(locale), the \(field) \(text.quoted) is shown as “\(shownText)”, \(points) pt too wide at the "
            + "Large text size"
    }
}
