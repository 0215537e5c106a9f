import QuickActionKit
import XcodeProject

/// Reads the app-level keys and `UIApplicationShortcutItems` of an Info.plist as built (platform-facts §3), build
/// variables expanded from the target's resolved settings.
struct InfoPlistReader {
    /// The Info.plist's root dictionary: the file, merged with the keys the project generates or states.
    let root: PlistNode
    /// The Info.plist file, or the project file when the Info.plist is generated.
    let file: String
    let settings: ResolvedBuildSettings
    private(set) var unresolved: [String] = []
    /// Where the Home Screen name is set, known after `read()`: the build setting when the Info.plist's value is
    /// just a variable (`$(PRODUCT_NAME)`), else the Info.plist entry.
    private(set) var nameLocation: SourceLocation?

    init(root: PlistNode, file: String, settings: ResolvedBuildSettings) {
        self.root = root
        self.file = file
        self.settings = settings
    }

    mutating func read() throws(ProjectReadError) -> App {
        guard case .dictionary = root.kind else {
            throw ProjectReadError(root.location, "the root of an Info.plist must be a dictionary")
        }
        let productName = settings.value(of: "PRODUCT_NAME")?.value ?? "App"
        let displayName = try string(InfoPlistKey.bundleDisplayName)
        let bundleName = try string(InfoPlistKey.bundleName)
        let name = displayName ?? bundleName ?? productName
        nameLocation = nameSource(displayName != nil ? InfoPlistKey.bundleDisplayName : InfoPlistKey.bundleName)
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
            infoPlist: SourceLocation(file: file), staticItems: staticItems,
            localizations: InfoPlistLocalizations(developmentRegion: developmentRegion),
            supportsMultipleWindows: multipleWindows, unresolvedBuildVariables: unresolved,
            lifecycle: lifecycle(),
            alternativeNames: alternativeNames)
    }

    /// The scene manifest's place and the window scene's delegate class, as the manifest names it.
    private func lifecycle() -> LifecycleDeclarations {
        let manifest = root[InfoPlistKey.sceneManifest]
        var lifecycle = LifecycleDeclarations(sceneManifest: manifest?.keyLocation)
        let configuration = manifest?.value["UISceneConfigurations"]?.value["UIWindowSceneSessionRoleApplication"]?
            .value.elements?.first
        if case .string(let written)? = configuration?["UISceneDelegateClassName"]?.value.value {
            // `$(PRODUCT_MODULE_NAME).SceneDelegate`: the class name after the module.
            let name = written.split(separator: ".").last.map(String.init) ?? written
            lifecycle.sceneDelegateClassName = name.isEmpty ? nil : name
        }
        return lifecycle
    }

    /// Where the value of `key` comes from: the setting a lone `$(NAME)` names, else the entry itself.
    private func nameSource(_ key: String) -> SourceLocation? {
        guard let entry = root[key] else { return settings.value(of: "PRODUCT_NAME")?.location }
        if let text = entry.value.value.stringValue, let variable = Self.loneVariable(text),
            let location = settings.value(of: variable)?.location
        {
            return location
        }
        return entry.value.location
    }

    /// `NAME` when the text is exactly `$(NAME)` or `${NAME}`.
    private static func loneVariable(_ text: String) -> String? {
        guard text.count > 3, text.hasPrefix("$(") && text.hasSuffix(")") || text.hasPrefix("${") && text.hasSuffix("}")
        else { return nil }
        let name = text.dropFirst(2).dropLast()
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? String(name) : nil
    }

    /// A top-level string, build variables expanded; a value of another type is an error naming its line.
    private mutating func string(_ key: String) throws(ProjectReadError) -> String? {
        guard let entry = root[key] else { return nil }
        guard let text = entry.value.value.stringValue else {
            throw ProjectReadError(
                entry.value.location, "\(key) must be a String, not a \(entry.value.value.kindName); fix its value type"
            )
        }
        return expand(text)
    }

    private mutating func expand(_ text: String) -> String {
        let (value, missing) = settings.expand(text)
        for variable in missing where !unresolved.contains(variable) { unresolved.append(variable) }
        return value
    }

    /// `INAlternativeAppNames`: other names people say for the app, which App Shortcut phrases accept in place of
    /// its name ([HIG] siri: "Consider defining alternative app names"; platform-facts §6, the app-name token).
    private mutating func readAlternativeNames() throws(ProjectReadError) -> [String] {
        guard let entry = root[Self.alternativeAppNamesKey] else { return [] }
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
        guard let entry = root[InfoPlistKey.shortcutItems] else { return [] }
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
