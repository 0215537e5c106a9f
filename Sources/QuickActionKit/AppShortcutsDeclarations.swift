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
    /// Calls of `updateAppShortcutParameters()`: after one runs, Siri knows the entities the queries suggest
    /// (platform-facts §6).
    public var parameterUpdates: [SourceLocation] = []
    /// Entity query types that implement `suggestedEntities()`, with where they do.
    public var suggestingQueries: [String: SourceLocation] = [:]

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

    /// Whether people can say an `AppEntity` parameter's values: only once the app has called
    /// `updateAppShortcutParameters()` and the entity's query suggests entities (platform-facts §6: values from
    /// `suggestedEntities()`; WWDC22: parameterized phrases work after the app has run and provided values).
    public func entityValues(of typeName: String) -> EntityValues {
        let query = entities.first { $0.typeName == typeName }?.defaultQueryType
        guard let update = parameterUpdates.first else { return .neverUpdated }
        guard let query, let suggestion = suggestingQueries[query] else { return .notSuggested(query: query) }
        return .suggested(query: query, suggestion: suggestion, update: update)
    }

    public enum EntityValues: Sendable, Hashable, Codable {
        /// Sayable after launch: the query suggests entities and the app updates the parameters.
        case suggested(query: String, suggestion: SourceLocation, update: SourceLocation)
        /// The app never calls `updateAppShortcutParameters()`, so Siri never learns the values.
        case neverUpdated
        /// The entity's query (if found) has no `suggestedEntities()`.
        case notSuggested(query: String?)
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
