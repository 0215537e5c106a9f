import QuickActionKit

/// Reads the app-level keys and `UIApplicationShortcutItems` of an Info.plist (platform-facts §3).
struct InfoPlistReader {
    let document: PropertyListDocument
    let expander: BuildSettingExpander
    private(set) var unresolved: [String] = []

    init(document: PropertyListDocument, expander: BuildSettingExpander) {
        self.document = document
        self.expander = expander
    }

    mutating func read() throws(ProjectReadError) -> App {
        let root = document.root
        guard case .dictionary = root.kind else {
            throw ProjectReadError(root.location, "the root of an Info.plist must be a dictionary")
        }
        let productName = expander.settings["PRODUCT_NAME"] ?? "App"
        let displayName = try string(InfoPlistKey.bundleDisplayName)
        let bundleName = try string(InfoPlistKey.bundleName)
        let name = displayName ?? bundleName ?? productName
        // Xcode's default development language is English; an unexpandable value is reported, not guessed further.
        let developmentRegion =
            try string(InfoPlistKey.developmentRegion).flatMap { $0.contains("$") ? nil : $0 } ?? "en"
        let staticItems = try readStaticItems()
        let alternativeNames = try readAlternativeNames()
        let multipleWindows =
            root[InfoPlistKey.sceneManifest]?.value[InfoPlistKey.supportsMultipleScenes]?.value.value.boolValue ?? false
        return App(
            name: name, bundleIdentifier: try string(InfoPlistKey.bundleIdentifier),
            version: try string(InfoPlistKey.bundleShortVersion), build: try string(InfoPlistKey.bundleVersion),
            infoPlist: SourceLocation(file: document.file), staticItems: staticItems,
            localizations: InfoPlistLocalizations(developmentRegion: developmentRegion),
            supportsMultipleWindows: multipleWindows, unresolvedBuildVariables: unresolved,
            lifecycle: LifecycleDeclarations(declaresSceneManifest: root[InfoPlistKey.sceneManifest] != nil),
            alternativeNames: alternativeNames)
    }

    /// A top-level string, build variables expanded; a value of another type is an error naming its line.
    private mutating func string(_ key: String) throws(ProjectReadError) -> String? {
        guard let entry = document.root[key] else { return nil }
        guard let text = entry.value.value.stringValue else {
            throw ProjectReadError(
                entry.value.location, "\(key) must be a String, not a \(entry.value.value.kindName); fix its value type"
            )
        }
        return expand(text)
    }

    private mutating func expand(_ text: String) -> String {
        let (value, missing) = expander.expand(text)
        for variable in missing where !unresolved.contains(variable) { unresolved.append(variable) }
        return value
    }

    /// `INAlternativeAppNames`: other names people say for the app, which App Shortcut phrases accept in place of
    /// its name ([HIG] siri: "Consider defining alternative app names"; platform-facts §6, the app-name token).
    private mutating func readAlternativeNames() throws(ProjectReadError) -> [String] {
        guard let entry = document.root[Self.alternativeAppNamesKey] else { return [] }
        guard let elements = entry.value.elements else {
            throw ProjectReadError(
                entry.value.location,
                "\(Self.alternativeAppNamesKey) must be an Array of dictionaries, not a \(entry.value.value.kindName)")
        }
        var names: [String] = []
        for element in elements {
            guard case .dictionary = element.kind else {
                throw ProjectReadError(
                    element.location,
                    "each \(Self.alternativeAppNamesKey) entry must be a Dictionary with \(Self.alternativeAppNameKey)")
            }
            guard let name = element[Self.alternativeAppNameKey] else { continue }
            guard let text = name.value.value.stringValue else {
                throw ProjectReadError(
                    name.value.location,
                    "\(Self.alternativeAppNameKey) must be a String, not a \(name.value.value.kindName)")
            }
            names.append(expand(text))
        }
        return names
    }

    static let alternativeAppNamesKey = "INAlternativeAppNames"
    static let alternativeAppNameKey = "INAlternativeAppName"

    private mutating func readStaticItems() throws(ProjectReadError) -> [StaticShortcutItem] {
        guard let entry = document.root[InfoPlistKey.shortcutItems] else { return [] }
        guard let elements = entry.value.elements else {
            throw ProjectReadError(
                entry.value.location,
                "\(InfoPlistKey.shortcutItems) must be an Array of item dictionaries, not a \(entry.value.value.kindName)"
            )
        }
        return elements.enumerated().map { index, node in
            let raw = node.value
            let content: StaticShortcutItem.Content
            switch ShortcutItem.decode(infoPlistEntry: raw) {
            case .success(var item):
                item.type = expand(item.type)
                item.localizedTitle = expand(item.localizedTitle)
                item.localizedSubtitle = item.localizedSubtitle.map { expand($0) }
                content = .valid(item)
            case .failure(let error):
                content = .invalid(error.problems)
            }
            let dictionary = raw.dictionaryValue ?? [:]
            return StaticShortcutItem(
                index: index, location: node.location, declaredIcon: DeclaredIconKeys(item: dictionary),
                declaredType: dictionary[InfoPlistKey.itemType]?.stringValue,
                declaredTitle: dictionary[InfoPlistKey.itemTitle]?.stringValue,
                valueLocations: Self.valueLocations(of: node), content: content)
        }
    }

    private static func valueLocations(of node: PlistNode) -> [String: SourceLocation] {
        guard case .dictionary(let entries) = node.kind else { return [:] }
        return Dictionary(entries.map { ($0.key, $0.value.location) }, uniquingKeysWith: { _, last in last })
    }
}
