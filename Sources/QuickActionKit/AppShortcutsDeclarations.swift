/// Everything an app declares for App Shortcuts, read from its Swift sources and phrase tables.
public struct AppShortcutsDeclarations: Sendable, Hashable, Codable {
    public var providers: [AppShortcutsProviderDeclaration]
    public var intents: [AppIntentDeclaration]
    public var enums: [AppEnumDeclaration]
    public var entities: [AppEntityDeclaration]
    /// `AppShortcuts.strings` / `AppShortcuts.xcstrings`, one table per localization.
    public var phraseTables: [PhraseTable]
    /// Phrase tables that cannot be read (malformed `AppShortcuts.strings`, unparsable `.xcstrings`), recorded for
    /// the linter; the other tables are still used.
    public var unreadablePhraseTables: [FileProblem]

    public init(
        providers: [AppShortcutsProviderDeclaration] = [], intents: [AppIntentDeclaration] = [],
        enums: [AppEnumDeclaration] = [], entities: [AppEntityDeclaration] = [], phraseTables: [PhraseTable] = [],
        unreadablePhraseTables: [FileProblem] = []
    ) {
        self.providers = providers
        self.intents = intents
        self.enums = enums
        self.entities = entities
        self.phraseTables = phraseTables
        self.unreadablePhraseTables = unreadablePhraseTables
    }

    /// Every shortcut of every provider, in declared order.
    public var shortcuts: [AppShortcut] { providers.flatMap(\.shortcuts) }

    public func intent(named typeName: String) -> AppIntentDeclaration? {
        intents.first { $0.typeName == typeName }
    }

    public func enumeration(named typeName: String) -> AppEnumDeclaration? {
        enums.first { $0.typeName == typeName }
    }
}

/// The translated phrases of one localization: for each source phrase key (`Log ${method} in
/// ${applicationName}`), the phrases of that language; a String Catalog may give more or fewer than one
/// (platform-facts §6).
public struct PhraseTable: Sendable, Hashable, Codable {
    public var localization: String
    public var source: SourceLocation
    public var phrases: [String: [AppShortcutPhrase]]

    public init(localization: String, source: SourceLocation, phrases: [String: [AppShortcutPhrase]] = [:]) {
        self.localization = localization
        self.source = source
        self.phrases = phrases
    }
}
