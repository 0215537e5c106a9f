import QuickActionKit

/// A quick action whose title or subtitle is not translated into every language the app is localized in.
public struct UnlocalizedTitleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unlocalized_title",
        name: "Unlocalized Title",
        defaultSeverity: .warning,
        rationale: """
            HIG-QA: "take localization into account as you write the text." A static title or subtitle is looked up \
            in InfoPlist.strings or InfoPlist.xcstrings with the Info.plist value as the key (platform-facts §3); \
            when a localization lacks it, people see another language's text (or the key). A literal title in Swift \
            is never translated, and a key the code looks up (`String(localized:)`, `NSLocalizedString`, a SwiftGen \
            accessor) must be in each localization's strings table (platform-facts §9). The app's localizations are \
            those of its own target's files (any strings table or catalog, App Shortcuts phrases too): an app \
            translated into many languages whose Info.plist titles have no translation at all is reported. Checked \
            when the app is localized beyond its development region.
            """,
        triggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.start-hike</string>",
                        "UIApplicationShortcutItemTitle": "<string>Start Hike</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypePlay</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.nearby</string>",
                        "UIApplicationShortcutItemTitle": "↓<string>Nearby Trails</string>",
                        "UIApplicationShortcutItemSubtitle": "<string>Within 10 km</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeLocation</string>",
                    ]),
                ].joined(separator: "\n"), name: "Trailmix",
                otherFiles: [
                    "Notes/de.lproj/InfoPlist.strings": """
                    /* Home Screen quick actions */
                    "Start Hike" = "Wanderung starten";
                    "Nearby Trails" = "Wanderwege in der Nähe";
                    "Within 10 km" = "Im Umkreis von 10 km";
                    """,
                    "Notes/fr.lproj/InfoPlist.strings": """
                    /* Home Screen quick actions */
                    "Start Hike" = "Commencer une randonnée";
                    "Nearby Trails" = "Sentiers à proximité";
                    """,
                ]),
            .infoPlist(
                items: "", name: "Trailmix",
                otherFiles: [
                    "Notes/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Trailmix\";\n",
                    "Notes/LastHikeShortcut.swift": """
                    import UIKit

                    func registerLastHike(_ hike: Hike) {
                        let item = ↓UIMutableApplicationShortcutItem(
                            type: "com.example.trailmix.resume", localizedTitle: "Resume Hike")
                        item.localizedSubtitle = hike.name
                        item.icon = UIApplicationShortcutIcon(type: .play)
                        UIApplication.shared.shortcutItems = [item]
                    }
                    """,
                ]),
            .infoPlist(
                items: RuleExample.item([
                    "UIApplicationShortcutItemType": "<string>com.example.trailmix.start-hike</string>",
                    "UIApplicationShortcutItemTitle": "↓<string>Start Hike</string>",
                    "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypePlay</string>",
                ]), name: "Trailmix",
                otherFiles: [
                    // Translated everywhere but in its Info.plist: no InfoPlist.strings at all.
                    "Notes/de.lproj/Localizable.strings": "\"Trails\" = \"Wanderwege\";\n",
                    "Notes/ja.lproj/Localizable.strings": "\"Trails\" = \"トレイル\";\n",
                ]),
            .infoPlist(
                items: "", name: "Trailmix",
                otherFiles: [
                    "Notes/de.lproj/Localizable.strings": "\"Resume Hike\" = \"Wanderung fortsetzen\";\n",
                    "Notes/fr.lproj/Localizable.strings": "\"Trails\" = \"Sentiers\";\n",
                    "Notes/LastHikeShortcut.swift": """
                    import UIKit

                    func registerLastHike(_ hike: Hike) {
                        // The key has a German translation but no French one.
                        let item = ↓UIMutableApplicationShortcutItem(
                            type: "com.example.trailmix.resume", localizedTitle: String(localized: "Resume Hike"))
                        item.localizedSubtitle = hike.name
                        item.icon = UIApplicationShortcutIcon(type: .play)
                        UIApplication.shared.shortcutItems = [item]
                    }
                    """,
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.start-hike</string>",
                        "UIApplicationShortcutItemTitle": "<string>start_hike_title</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypePlay</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.nearby</string>",
                        "UIApplicationShortcutItemTitle": "<string>nearby_title</string>",
                        "UIApplicationShortcutItemSubtitle": "<string>nearby_subtitle</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeLocation</string>",
                    ]),
                ].joined(separator: "\n"), name: "Trailmix",
                otherFiles: [
                    "Notes/en.lproj/InfoPlist.strings": """
                    start_hike_title = "Start Hike";
                    nearby_title = "Nearby Trails";
                    nearby_subtitle = "Within 10 km";
                    """,
                    "Notes/pt.lproj/InfoPlist.strings": """
                    start_hike_title = "Iniciar trilha";
                    nearby_title = "Trilhas próximas";
                    nearby_subtitle = "Até 10 km";
                    """,
                    "Notes/pt-BR.lproj/InfoPlist.strings": """
                    // iOS reads one table for pt-BR: every key is in it, not only what differs from pt.
                    start_hike_title = "Começar trilha";
                    nearby_title = "Trilhas próximas";
                    nearby_subtitle = "Até 10 km";
                    """,
                    "Notes/pt.lproj/Localizable.strings": "\"Resume Hike\" = \"Retomar trilha\";\n",
                    "Notes/LastHikeShortcut.swift": """
                    import UIKit

                    func registerLastHike(_ hike: Hike) {
                        let item = UIMutableApplicationShortcutItem(
                            type: "com.example.trailmix.resume",
                            localizedTitle: String(localized: "Resume Hike"))
                        item.localizedSubtitle = hike.name
                        UIApplication.shared.shortcutItems = [item]
                    }
                    """,
                ]),
            .infoPlist(
                items: RuleExample.item([
                    "UIApplicationShortcutItemType": "<string>com.example.notes.new-note</string>",
                    "UIApplicationShortcutItemTitle": "<string>New Note</string>",
                ]),
                otherFiles: ["Notes/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Notes\";\n"]),
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        // Each table's language, worked out once: every item's text is looked up in every locale.
        var languages: [String: String] = [:]
        func languageOf(_ localization: String) -> String {
            if let language = languages[localization] { return language }
            let language = LocaleFallback.language(of: localization).lowercased()
            languages[localization] = language
            return language
        }
        // The app's own localizations: any of its strings files, not only InfoPlist.strings (an app translated
        // everywhere but in its Info.plist titles shows them untranslated).
        let translatedLocales = context.app.translatedLocales
        guard !translatedLocales.isEmpty else { return [] }
        let translatedLanguages = translatedLocales.map { $0.language.lowercased() }
        var findings: [Finding] = []
        for (entry, item) in context.validStaticItems {
            // Each string with the localizations that lack it: a table of another language supplies it, or none.
            let gaps = [item.localizedTitle, item.localizedSubtitle].compactMap { $0 }.compactMap { key in
                let missing = zip(translatedLocales, translatedLanguages).filter { locale, language in
                    context.strings(locale: locale).resolve(key).localization.map(languageOf) != language
                }.map(\.0)
                return missing.isEmpty ? nil : "“\(key)” in \(missing.map(\.identifier).joined(separator: ", "))"
            }
            guard !gaps.isEmpty else { continue }
            findings.append(
                finding(
                    at: entry.location(of: InfoPlistKey.itemTitle),
                    "“\(item.localizedTitle)” is not translated: \(gaps.joined(separator: "; ")). People using those "
                        + "languages read untranslated text; add the translations to InfoPlist.strings (or "
                        + "InfoPlist.xcstrings)."))
        }
        // Every item, one per enum case too: each case's text is its own; a message repeated at one place is
        // reported once.
        var reported: Set<Finding> = []
        for item in context.app.dynamicItemsInSource {
            let literals = [("title", item.localizedTitle.literal), ("subtitle", item.localizedSubtitle?.literal)]
                .compactMap { field, text in text.flatMap { $0.isEmpty ? nil : "\(field) “\($0)”" } }
            if !literals.isEmpty {
                let plural = literals.count > 1
                let message =
                    "The \(literals.joined(separator: " and ")) \(plural ? "are literals" : "is a literal") in "
                    + "Swift, so people using \(translatedLocales.map(\.identifier).joined(separator: ", ")) see "
                    + "\(plural ? "them" : "it") untranslated; use String(localized:)."
                let found = finding(at: item.location, message)
                if reported.insert(found).inserted { findings.append(found) }
            }
            // A key of a strings table: each localization must translate it.
            let keys = [item.localizedTitle.tableKey, item.localizedSubtitle?.tableKey].compactMap { $0 }
            let gaps = keys.compactMap { key -> String? in
                let missing = zip(translatedLocales, translatedLanguages).filter { locale, language in
                    context.app.shown(.localized(key), locale: locale).localization.map(languageOf) != language
                }.map(\.0)
                return missing.isEmpty ? nil : "\(key) in \(missing.map(\.identifier).joined(separator: ", "))"
            }
            if !gaps.isEmpty {
                let message =
                    "This dynamic item's text is not translated: \(gaps.joined(separator: "; ")). People using "
                    + "those languages read \(context.app.localizations.developmentLocale.language.lowercased()) text; add the translations to the table."
                let found = finding(at: item.location, message)
                if reported.insert(found).inserted { findings.append(found) }
            }
        }
        return findings
    }
}
