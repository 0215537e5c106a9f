import QuickActionKit

/// An app localized into other languages whose App Shortcut phrases or short titles have no translation in some of
/// them: Siri in those languages recognises none of the missing phrases, and the Action button and Spotlight show the
/// short title in the development language (issue 32; platform-facts §6).
public struct AppShortcutsNotLocalizedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "app_shortcuts_not_localized",
        name: "App Shortcuts Not Localized",
        defaultSeverity: .warning,
        rationale: """
            App Shortcut phrases are translated only in `AppShortcuts.strings` or `AppShortcuts.xcstrings`, keyed \
            by the source phrase with `${applicationName}` (platform-facts §6); a language without an entry has no \
            phrase for Siri to recognise. The short title is a `LocalizedStringResource` looked up in its table \
            (`Localizable` for a literal); without an entry the Action button and Spotlight show it in the \
            development language. HIG-AS: "take localization into account". The app's languages are those of its \
            own target's files (any strings table or catalog), as for `unlocalized_title`; reported once per \
            provider, at its declaration, with the languages and what each lacks.
            """,
        triggeringExamples: [
            .appShortcuts([
                "Intents/WorkoutShortcuts.swift": workoutShortcuts(marked: true),
                "de.lproj/Localizable.strings": """
                "Start Race" = "Rennen starten";
                """,
                "fr.lproj/Localizable.strings": """
                "Cancel" = "Annuler";
                """,
                "de.lproj/AppShortcuts.strings": """
                "Start a race in ${applicationName}" = "Starte ein Rennen in ${applicationName}";
                """,
            ])
        ],
        nonTriggeringExamples: [
            .appShortcuts([
                "Intents/WorkoutShortcuts.swift": workoutShortcuts(marked: false),
                "de.lproj/Localizable.strings": """
                "Start Race" = "Rennen starten";
                """,
                "de.lproj/AppShortcuts.strings": """
                "Start a race in ${applicationName}" = "Starte ein Rennen in ${applicationName}";
                "Race with ${applicationName}" = "Mit ${applicationName} ein Rennen fahren";
                """,
                "en-GB.lproj/Localizable.strings": """
                "Start Race" = "Start Race";
                """,
            ]),
            // An app in one language needs no translation.
            .appShortcuts(["Intents/WorkoutShortcuts.swift": workoutShortcuts(marked: false)]),
        ])

    /// A provider with one shortcut of two phrases and a short title.
    static func workoutShortcuts(marked: Bool) -> String {
        #"""
        import AppIntents

        struct \#(marked ? "↓" : "")WorkoutShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(
                    intent: StartRaceIntent(),
                    phrases: ["Start a race in \(.applicationName)", "Race with \(.applicationName)"],
                    shortTitle: "Start Race",
                    systemImageName: "flag.checkered"
                )
            }
        }
        """#
    }

    public func validate(_ context: LintContext) -> [Finding] {
        let app = context.app
        func language(_ localization: String) -> String { LocaleFallback.language(of: localization).lowercased() }
        let translatedLocales = app.translatedLocales
        guard !translatedLocales.isEmpty else { return [] }
        let tables = app.appShortcuts.phraseTables
        return app.appShortcuts.providers.compactMap { provider -> Finding? in
            guard let location = provider.location, !provider.shortcuts.isEmpty else { return nil }
            var seen: Set<String> = []
            let phraseKeys = provider.shortcuts.flatMap(\.phrases).map(\.stringsKey).filter { seen.insert($0).inserted }
            var phraseGaps: [(locale: LocaleIdentifier, missing: Int)] = []
            var titleGaps: [(locale: LocaleIdentifier, titles: [String])] = []
            for locale in translatedLocales {
                let wanted = locale.language.lowercased()
                let languageTables = tables.filter { language($0.localization) == wanted }
                let missing = phraseKeys.filter { key in
                    !languageTables.contains { !($0.phrases[key] ?? []).isEmpty }
                }
                if !missing.isEmpty { phraseGaps.append((locale, missing.count)) }
                let titles = provider.shortcuts.compactMap { shortcut -> String? in
                    guard let key = shortcut.shortTitleKey,
                        app.shown(.localized(key), locale: locale).localization.map(language) != wanted
                    else { return nil }
                    return "“\(shortcut.shortTitle ?? key.key)”"
                }
                if !titles.isEmpty { titleGaps.append((locale, titles)) }
            }
            guard !phraseGaps.isEmpty || !titleGaps.isEmpty else { return nil }
            let locales = translatedLocales.filter { locale in
                phraseGaps.contains { $0.locale == locale } || titleGaps.contains { $0.locale == locale }
            }
            var parts: [String] = []
            if !phraseGaps.isEmpty {
                parts.append(
                    "Siri cannot recognise "
                        + Self.grouped(
                            phraseGaps.map { gap in
                                (
                                    gap.missing == phraseKeys.count
                                        ? "any of its phrases"
                                        : "\(gap.missing) of its "
                                            + "\(phraseKeys.count) phrases", gap.locale.identifier
                                )
                            }) + " (add them to AppShortcuts.strings or AppShortcuts.xcstrings)")
            }
            if !titleGaps.isEmpty {
                parts.append(
                    "the Action button and Spotlight show "
                        + Self.grouped(titleGaps.map { ($0.titles.joined(separator: ", "), $0.locale.identifier) })
                        + " untranslated (add them to the short titles' strings table)")
            }
            return finding(
                at: location,
                "The App Shortcuts of \(provider.typeName) are not translated into \(locales.map(\.identifier).joined(separator: ", ")), "
                    + "which the app is localized in: " + parts.joined(separator: "; ") + ".")
        }
    }

    /// “any of its phrases in fr, it and 1 of its 2 phrases in de”: locales that lack the same thing, together.
    static func grouped(_ gaps: [(what: String, locale: String)]) -> String {
        var order: [String] = []
        var locales: [String: [String]] = [:]
        for gap in gaps {
            if locales[gap.what] == nil { order.append(gap.what) }
            locales[gap.what, default: []].append(gap.locale)
        }
        return order.map { "\($0) in \(locales[$0, default: []].joined(separator: ", "))" }.joined(separator: " and ")
    }
}
