/// Everything the tools know about one iOS app, read from its project folder by `AppProject`.
public struct App: Sendable, Hashable, Codable {
    /// The name under the icon: CFBundleDisplayName, else CFBundleName, build variables expanded.
    public var name: String
    public var bundleIdentifier: String?
    /// CFBundleShortVersionString.
    public var version: String?
    /// CFBundleVersion.
    public var build: String?
    /// The Info.plist the app was read from.
    public var infoPlist: SourceLocation
    public var staticItems: [StaticShortcutItem]
    /// Dynamic items constructed in Swift sources, in source order (files by path, then position): one per
    /// construction or call of an item helper, and one per case for a construction repeated over `allCases`. What
    /// the app registers, in its order, is `registeredDynamicItems`.
    public var dynamicItemsInSource: [DiscoveredShortcutItem]
    public var shortcutItemsAssignments: [ShortcutItemsAssignment]
    public var localizations: InfoPlistLocalizations
    /// UIApplicationSceneManifest's UIApplicationSupportsMultipleScenes: on iPad the menu offers window items.
    public var supportsMultipleWindows: Bool
    /// Build variables (`$(NAME)`) that could not be expanded, as written.
    public var unresolvedBuildVariables: [String]
    /// What decides how a chosen action reaches the app (its `AppShape`).
    public var lifecycle: LifecycleDeclarations
    /// App Shortcuts: providers, intents, enums, entities and phrase tables.
    public var appShortcuts: AppShortcutsDeclarations
    /// Other names people use for the app (`INAlternativeAppNames` in Info.plist).
    public var alternativeNames: [String]
    /// The project, target and configuration the app was read from (or folders, without a project).
    public var origin = AppOrigin.folders
    /// Swift files of the app that do not parse, at their first error with swift-syntax's message: the compiler
    /// would reject them, and what they declare may be missing from what the tools show.
    public var unparsableSwiftFiles: [FileProblem] = []
    /// The app target's strings tables besides Info.plist's (`Localizable` and any other table name), where texts
    /// the Swift code localizes are looked up.
    public var stringTables = StringTables(developmentRegion: "en")
    /// The localizations the app's own files provide: every `X.lproj` folder of its strings files and every
    /// language of the catalogs it reads, `Base` excluded, sorted. Only the app target's files count.
    public var fileLocalizations: [String] = []
    /// The picture of the app's icon (the largest image of the icon set its project names, from its asset
    /// catalogs), when it has one; the tools draw a monogram otherwise.
    public var iconFile: String?

    public init(
        name: String, bundleIdentifier: String? = nil, version: String? = nil, build: String? = nil,
        infoPlist: SourceLocation, staticItems: [StaticShortcutItem] = [],
        dynamicItemsInSource: [DiscoveredShortcutItem] = [], shortcutItemsAssignments: [ShortcutItemsAssignment] = [],
        localizations: InfoPlistLocalizations, supportsMultipleWindows: Bool = false,
        unresolvedBuildVariables: [String] = [], lifecycle: LifecycleDeclarations = LifecycleDeclarations(),
        appShortcuts: AppShortcutsDeclarations = AppShortcutsDeclarations(), alternativeNames: [String] = []
    ) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
        self.version = version
        self.build = build
        self.infoPlist = infoPlist
        self.staticItems = staticItems
        self.dynamicItemsInSource = dynamicItemsInSource
        self.shortcutItemsAssignments = shortcutItemsAssignments
        self.localizations = localizations
        self.supportsMultipleWindows = supportsMultipleWindows
        self.unresolvedBuildVariables = unresolvedBuildVariables
        self.lifecycle = lifecycle
        self.appShortcuts = appShortcuts
        self.alternativeNames = alternativeNames
    }
}

extension App {
    /// The dynamic items the app registers, in the order of the array it assigns to `shortcutItems` (platform-facts
    /// §1: the assignment replaces the whole array): the longest path of the assignment that registers the most.
    /// Without a traced assignment, every construction in source order.
    public var registeredDynamicItems: [DiscoveredShortcutItem] {
        let traced = shortcutItemsAssignments.compactMap(\.items)
        guard let longest = traced.max(by: { $0.count < $1.count }), !longest.isEmpty else {
            return dynamicItemsInSource
        }
        return longest.compactMap { dynamicItemsInSource.indices.contains($0) ? dynamicItemsInSource[$0] : nil }
    }

    /// One item per construction in source (the first of those made per enum case), for rules about how an item
    /// is constructed (its icon, its userInfo) rather than what each copy says.
    public var dynamicItemConstructions: [DiscoveredShortcutItem] {
        var seen: Set<SourceLocation> = []
        return dynamicItemsInSource.filter { seen.insert($0.location).inserted }
    }

    /// `text` as people read it in `locale`, through the app's strings tables.
    public func shown(_ text: SourceText, locale: LocaleIdentifier) -> ShownText {
        stringTables.shown(text, locale: locale)
    }
}
