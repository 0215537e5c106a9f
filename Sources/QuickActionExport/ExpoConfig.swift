import Foundation
import QuickActionKit

/// expo-quick-actions (export-formats notes, expo): the config plugin's `iosActions` in the app config
/// (`app.json`), which become the Info.plist's static items, and `quick-actions.json`, the same items per locale for
/// `QuickActions.setItems` at run time (the plugin has no localization; static Android actions are not supported by
/// it). Icons are written as the plugin reads them: a system type's name, or `symbol:NAME`, or `asset:NAME`.
enum ExpoConfig {
    static let pluginName = "expo-quick-actions"

    static func export(_ set: QuickActionSet, options: ExportOptions) throws(ConversionError) -> ExportResult {
        var notes: [ConversionNote] = []
        var config = OrderedJSON.object([("expo", .object([("name", .string(set.appName))]))])
        var configName = "app.json"
        if let existing = options.existing {
            do {
                config = try OrderedJSON.parse(Data(existing.contents.utf8))
            } catch {
                throw ConversionError(file: existing.path, line: error.line, "not JSON: \(error.message)")
            }
            guard case .object = config else {
                throw ConversionError(file: existing.path, "an app config is a JSON object")
            }
            configName = URL(fileURLWithPath: existing.path).lastPathComponent
        }
        let development = set.items.map { action($0, locale: set.developmentLocale, set: set, notes: &notes) }
        let pluginEntry = OrderedJSON.array([.string(pluginName), .object([("iosActions", .array(development))])])
        // The plugins live under "expo" in app.json (or at the top level of an app config without it).
        let hasExpo = config["expo"] != nil
        let container = hasExpo ? (config["expo"] ?? .object([])) : config
        var plugins = container["plugins"]?.arrayValue ?? []
        plugins.removeAll { entry in
            entry.stringValue == pluginName || entry.arrayValue?.first?.stringValue == pluginName
        }
        plugins.append(pluginEntry)
        let updated = container.setting("plugins", to: .array(plugins))
        config = hasExpo ? config.setting("expo", to: updated) : updated

        var byLocale: [(key: String, value: OrderedJSON)] = []
        var ignored: [ConversionNote] = []
        for locale in set.locales {
            byLocale.append((locale, .array(set.items.map { action($0, locale: locale, set: set, notes: &ignored) })))
        }
        notes.append(
            ConversionNote(
                .note,
                "expo-quick-actions has no localization and no static Android actions: quick-actions.json holds each locale's items for QuickActions.setItems"
            ))
        return ExportResult(
            files: [
                ExportedFile(path: configName, contents: config.text() + "\n"),
                ExportedFile(path: "quick-actions.json", contents: OrderedJSON.object(byLocale).text() + "\n"),
            ],
            notes: notes)
    }

    /// `{id, title, subtitle?, icon?, params?}` in `locale`.
    static func action(
        _ item: QuickActionSet.Item, locale: String, set: QuickActionSet, notes: inout [ConversionNote]
    ) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [
            ("id", .string(item.type)),
            ("title", .string(item.title(in: locale, developmentLocale: set.developmentLocale))),
        ]
        if let subtitle = item.subtitle(in: locale, developmentLocale: set.developmentLocale) {
            members.append(("subtitle", .string(subtitle)))
        }
        switch item.icon {
        case .system(let type): members.append(("icon", .string(type.caseName)))
        case .systemImageName(let name): members.append(("icon", .string("symbol:" + name)))
        case .templateImageName(let name): members.append(("icon", .string("asset:" + name)))
        case .contact:
            notes.append(ConversionNote(.note, item: item.type, "a contact icon has no expo-quick-actions form"))
        case nil: break
        }
        var params: [(key: String, value: OrderedJSON)] = []
        for (key, value) in (item.userInfo ?? [:]).sorted(by: { $0.key < $1.key }) {
            switch value {
            case .string(let text): params.append((key, .string(text)))
            case .integer(let number): params.append((key, .number(String(number))))
            case .real(let number): params.append((key, .number(String(number))))
            case .bool(let flag): params.append((key, .bool(flag)))
            default:
                notes.append(
                    ConversionNote(
                        .warning, item: item.type,
                        "userInfo “\(key)” is a \(value.kindName.lowercased()): expo-quick-actions params take strings, numbers and booleans"
                    ))
            }
        }
        if !params.isEmpty { members.append(("params", .object(params))) }
        return .object(members)
    }
}
