/// `AppShortcut(intent:phrases:shortTitle:systemImageName:)` (iOS 17) or `AppShortcut(intent:phrases:)` (iOS 16)
/// as declared in an `AppShortcutsProvider` (platform-facts §6).
public struct AppShortcut: Sendable, Hashable, Codable {
    /// The intent's type name (`LogBrewIntent`).
    public var intentType: String
    public var phrases: [AppShortcutPhrase]
    /// What the Action button and Spotlight show; required from iOS 17. In the development region, as its strings
    /// table gives it (`shortTitleKey`).
    public var shortTitle: String?
    /// The `LocalizedStringResource` key the short title is looked up with (a literal is a key of `Localizable`).
    public var shortTitleKey: StringTableKey?
    public var systemImageName: String?
    public var location: SourceLocation?
    /// Phrases given as a constant or variable instead of inline literals, as written; Xcode's extractor reads
    /// source statically and cannot see them (platform-facts §6).
    public var phrasesNotInline: [String]
    /// The builder condition the shortcut is declared under (`#available(iOS 18.0, *)`, or an `if` condition).
    public var condition: String?

    public init(
        intentType: String, phrases: [AppShortcutPhrase], shortTitle: String? = nil, systemImageName: String? = nil,
        location: SourceLocation? = nil, phrasesNotInline: [String] = [], condition: String? = nil
    ) {
        self.intentType = intentType
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.location = location
        self.phrasesNotInline = phrasesNotInline
        self.condition = condition
    }
}

/// The 15 colors of `ShortcutTileColor` (platform-facts §6).
public enum ShortcutTileColor: String, Sendable, Hashable, Codable, CaseIterable {
    case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine
    case teal, yellow
}

/// A type conforming to `AppShortcutsProvider` (iOS 16): its shortcuts in declared order, negative phrases
/// (iOS 17) and tile color.
public struct AppShortcutsProviderDeclaration: Sendable, Hashable, Codable {
    public var typeName: String
    public var location: SourceLocation?
    public var shortcuts: [AppShortcut]
    /// Utterances that must never trigger the app (`negativePhrases`, iOS 17).
    public var negativePhrases: [AppShortcutPhrase]
    public var tileColor: ShortcutTileColor?

    public init(
        typeName: String, location: SourceLocation? = nil, shortcuts: [AppShortcut] = [],
        negativePhrases: [AppShortcutPhrase] = [], tileColor: ShortcutTileColor? = nil
    ) {
        self.typeName = typeName
        self.location = location
        self.shortcuts = shortcuts
        self.negativePhrases = negativePhrases
        self.tileColor = tileColor
    }
}
