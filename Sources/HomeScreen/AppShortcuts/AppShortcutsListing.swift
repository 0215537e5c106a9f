import QuickActionKit

/// An app's App Shortcuts as Spotlight, the Shortcuts app and the Action button show them (platform-facts §6-7).
public struct AppShortcutsListing: Sendable, Encodable {
    /// Phrases per app, counting every parameter expansion (platform-facts §6, UNVERIFIED figure from WWDC23).
    public static let phraseLimit = 1_000

    public var appName: String
    public var locale: LocaleIdentifier
    public var phase: AppPhase
    /// Spotlight and Shortcuts order: by use, most used first, ties in declared order (HIG-AS).
    public var spotlight: [ListedShortcut]
    /// The Action button's list: each shortcut by its short title, alphabetically (HIG action-button labels).
    public var actionButton: [ActionButtonEntry]
    /// Phrases counting every parameter value and synonym, with the app's primary name.
    public var phraseCount: Int
    public var phraseLimit: Int { Self.phraseLimit }
    /// Phrases that yield nothing people can say, and why.
    public var unexpandable: [UnexpandablePhrase]
    /// Phrase tables that could not be read.
    public var unreadableFiles: [FileProblem]

    public struct ListedShortcut: Sendable, Encodable {
        public var index: Int
        public var intentType: String
        public var shortTitle: String?
        /// What Spotlight and the Shortcuts app show: the short title, else the intent's title (an iOS 16
        /// shortcut has no short title), else the intent's type name.
        public var title: String
        public var systemImageName: String?
        public var runCount: Int
        /// The builder condition it is declared under (`#available(iOS 18.0, *)`).
        public var condition: String?
        /// Hidden until the app's first launch: every phrase has a parameter (platform-facts §6, WWDC22).
        public var isHidden: Bool
        /// What people can say now, with the app's primary name.
        public var phrases: [String]
    }

    public struct ActionButtonEntry: Sendable, Encodable {
        public var shortTitle: String
        public var systemImageName: String?
        public var intentType: String
    }

    private enum CodingKeys: String, CodingKey {
        case appName, locale, phase, spotlight, actionButton, phraseCount, phraseLimit, unexpandable, unreadableFiles
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(appName, forKey: .appName)
        try container.encode(locale, forKey: .locale)
        try container.encode(phase, forKey: .phase)
        try container.encode(spotlight, forKey: .spotlight)
        try container.encode(actionButton, forKey: .actionButton)
        try container.encode(phraseCount, forKey: .phraseCount)
        try container.encode(phraseLimit, forKey: .phraseLimit)
        try container.encode(unexpandable, forKey: .unexpandable)
        try container.encode(unreadableFiles, forKey: .unreadableFiles)
    }

    public init(app indexed: AppShortcutsIndex.IndexedApp, locale: LocaleIdentifier) {
        let installed = indexed.installed
        appName = indexed.name
        self.locale = locale
        phase = installed.phase
        // Counted as if launched: the limit applies to what the app declares.
        let expander = PhraseExpander(app: installed.app, locale: locale, launched: true)
        let primaryName = expander.appNames.first
        let counted = expander.expand().phrases
        phraseCount =
            Set(counted.map { "\($0.shortcutIndex)\u{1F}\($0.template)\u{1F}\($0.parameter?.spoken ?? "")" }).count
        unexpandable = indexed.unexpandable
        unreadableFiles = installed.app.appShortcuts.unreadablePhraseTables
        let usage = installed.appShortcutUsage
        let shortcuts = indexed.shortcuts.enumerated().map { index, shortcut in
            let available = indexed.phrases.filter { $0.shortcutIndex == index }
            let hasPlainPhrase = shortcut.phrases.contains { $0.parameterNames.isEmpty }
            let primary = available.filter { phrase in
                primaryName.map { phrase.text.contains($0) } ?? true
            }
            var seen: Set<String> = []
            return ListedShortcut(
                index: index, intentType: shortcut.intentType,
                shortTitle: shortcut.shortTitleKey.flatMap { installed.app.shown(.localized($0), locale: locale).value }
                    ?? shortcut.shortTitle,
                title: Self.title(of: shortcut, in: installed.app, locale: locale),
                systemImageName: shortcut.systemImageName, runCount: usage.runCounts[index] ?? 0,
                condition: shortcut.condition,
                isHidden: installed.phase == .installed && !hasPlainPhrase,
                phrases: (primary.isEmpty ? available : primary).map(\.text).filter { seen.insert($0).inserted })
        }
        spotlight = shortcuts.sorted { ($1.runCount, $0.index) < ($0.runCount, $1.index) }
        actionButton = shortcuts.filter { !$0.isHidden }.compactMap { shortcut in
            shortcut.shortTitle.map {
                ActionButtonEntry(
                    shortTitle: $0, systemImageName: shortcut.systemImageName, intentType: shortcut.intentType)
            }
        }.sorted { $0.shortTitle.localizedStandardCompare($1.shortTitle) == .orderedAscending }
    }

    /// What Spotlight shows in `locale`: the short title, else the intent's title, each as the app's strings table
    /// gives it there (the keys of `LocalizedStringResource`s), else the intent's type name.
    static func title(of shortcut: AppShortcut, in app: App, locale: LocaleIdentifier) -> String {
        func shown(_ key: StringTableKey?, _ fallback: String?) -> String? {
            key.flatMap { app.shown(.localized($0), locale: locale).value } ?? fallback
        }
        let intent = app.appShortcuts.intent(named: shortcut.intentType)
        return shown(shortcut.shortTitleKey, shortcut.shortTitle) ?? shown(intent?.titleKey, intent?.title)
            ?? shortcut.intentType
    }
}
